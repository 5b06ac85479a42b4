/**
 * `/api/saved-searches/{id}` (signed in; docs/product.md#saved-searches): `PATCH {name?,
 * frequency?}` renames it or changes its alerts (`off` stops them); `DELETE` removes it.
 * Another user's or an unknown id answers 404.
 */
import { z } from "zod";
import { SavedSearchSchema } from "~/lib/account/answers-buyer";
import { SavedSearchChangeSchema } from "~/lib/catalogue/saved-searches";
import { deleteSavedSearch, updateSavedSearch } from "~/models/saved/saved-searches.server";
import { apiAnswer, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/saved-search";

const NOT_FOUND = { 404: "No saved search of the caller's has this id." };

const openapi = operations({
  patch: {
    operationId: "updateSavedSearch",
    tag: "Searches",
    summary:
      "Renames one of the caller's saved searches and/or changes its alert frequency (instant, daily, weekly, off). `data` the saved search.",
    auth: "bearer",
    body: SavedSearchChangeSchema,
    answer: SavedSearchSchema,
    errors: { ...BAD_BODY, ...AUTH_ERRORS, ...NOT_FOUND },
  },
  delete: {
    operationId: "deleteSavedSearch",
    tag: "Searches",
    summary: "Deletes one of the caller's saved searches.",
    auth: "bearer",
    answer: z.null(),
    errors: { ...AUTH_ERRORS, ...NOT_FOUND },
  },
});

const api = methods(
  {
    PATCH: async ({ request, params }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      const body = await readJsonWith(request, SavedSearchChangeSchema);
      return apiAnswer(
        openapi.patch,
        await updateSavedSearch(user.id, params.id, body),
        "Saved search updated",
      );
    },
    DELETE: async ({ request, params }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      await deleteSavedSearch(user.id, params.id);
      return apiAnswer(openapi.delete, null, "Saved search deleted");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

/**
 * `/api/saved-searches` (signed in; docs/product.md#saved-searches): `GET` lists the caller's
 * saved searches; `POST {name, query, frequency}` saves one. A saved search is `{id, name,
 * query, frequency, createdAt, newMatches}`: `query` is the browse URL's query string as browse
 * reads it (`make=Toyota&maxPrice=10000000&category=tokunbo`; unknown keys, page, limit and sort
 * dropped; a bad value is a 400 on its field), `frequency` one of instant, daily, weekly, off.
 */
import { z } from "zod";
import { SavedSearchSchema } from "~/lib/account/answers-buyer";
import { NewSavedSearchSchema } from "~/lib/catalogue/saved-searches";
import { createSavedSearch, listSavedSearches } from "~/models/saved/saved-searches.server";
import { apiAnswer, methods, NO_STORE, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/saved-searches";

const openapi = operations({
  get: {
    operationId: "listSavedSearches",
    tag: "Searches",
    summary: "The caller's saved searches, oldest first (`data` an array).",
    auth: "bearer",
    answer: z.array(SavedSearchSchema),
    errors: { ...AUTH_ERRORS },
  },
  post: {
    operationId: "createSavedSearch",
    tag: "Searches",
    summary:
      "Saves a search (201 `data` the saved search). `query` is a browse query string (`make=Toyota&maxPrice=10000000&category=tokunbo`), validated as browse reads it: unknown keys, page, limit and sort are dropped, a bad value is refused on its field. At most 20 per user; names 1-60 characters.",
    auth: "bearer",
    body: NewSavedSearchSchema,
    answer: SavedSearchSchema,
    created: true,
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
      409: "The caller already keeps 20 saved searches, or has saved this search already.",
    },
  },
});

const api = methods(
  {
    GET: async ({ request }: Route.LoaderArgs) => {
      const user = await requireApiUser(request);
      return apiAnswer(openapi.get, await listSavedSearches(user.id), "OK", {
        headers: { "Cache-Control": NO_STORE },
      });
    },
    POST: async ({ request }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      const body = await readJsonWith(request, NewSavedSearchSchema);
      const saved = await createSavedSearch(user.id, body, "strict");
      return apiAnswer(openapi.post, saved, "Search saved");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

/**
 * `/api/payments/methods/{id}` (signed in): `DELETE` removes one of the caller's saved cards
 * (the newest other card becomes the default); `PATCH {isDefault: true}` makes it the card
 * renewals charge. Someone else's or an unknown id 404.
 */
import { z } from "zod";
import { removePaymentMethod, setDefaultPaymentMethod } from "~/models/billing/cards.server";
import { apiAnswer, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/method";

export const SetDefaultMethodSchema = z.object({
  isDefault: z.literal(true, { error: "Send {isDefault: true} to make this card the default" }),
});

const openapi = operations({
  patch: {
    operationId: "updatePaymentMethod",
    tag: "Payments",
    summary: "Makes one of the caller's saved cards the default (the one renewals charge).",
    auth: "bearer",
    body: SetDefaultMethodSchema,
    answer: z.null(),
    errors: { ...BAD_BODY, ...AUTH_ERRORS, 404: "No saved card of the caller's has this id." },
  },
  delete: {
    operationId: "deletePaymentMethod",
    tag: "Payments",
    summary:
      "Removes one of the caller's saved cards; when it was the default, the newest other card becomes the default.",
    auth: "bearer",
    answer: z.null(),
    errors: { ...AUTH_ERRORS, 404: "No saved card of the caller's has this id." },
  },
});

const api = methods(
  {
    DELETE: async ({ request, params }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      await removePaymentMethod(user.id, params.id);
      return apiAnswer(openapi.delete, null, "Card removed");
    },
    PATCH: async ({ request, params }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      await readJsonWith(request, SetDefaultMethodSchema);
      await setDefaultPaymentMethod(user.id, params.id);
      return apiAnswer(openapi.patch, null, "Default card set");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

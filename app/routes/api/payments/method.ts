/**
 * `/api/payments/methods/{id}` (signed in): `DELETE` removes one of the caller's saved cards
 * (the newest other card becomes the default); `PATCH {isDefault: true}` makes it the card
 * renewals charge. Someone else's or an unknown id 404.
 */
import { z } from "zod";
import { removePaymentMethod, setDefaultPaymentMethod } from "~/models/billing/cards.server";
import { apiError, apiHandler, apiOk, methodNotAllowed, readJsonWith } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/method";

export const SetDefaultMethodSchema = z.object({
  isDefault: z.literal(true, { error: "Send {isDefault: true} to make this card the default" }),
});

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request, params }: Route.ActionArgs) => {
  const user = await requireApiUser(request);
  if (request.method === "DELETE") {
    await removePaymentMethod(user.id, params.id);
    return apiOk(null, "Card removed");
  }
  if (request.method === "PATCH") {
    await readJsonWith(request, SetDefaultMethodSchema);
    await setDefaultPaymentMethod(user.id, params.id);
    return apiOk(null, "Default card set");
  }
  return apiError(405, "Method not allowed");
});

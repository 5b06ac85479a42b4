/**
 * `GET /api/payments/methods` (signed in): the caller's saved cards, default first, as the
 * spec's Saved payment method `{id, type: "card", brand, last4, expiryMonth, expiryYear, bank,
 * isDefault}`. Cards are the provider's reusable authorizations; no card number is stored.
 * Bank accounts are not stored: there are no payouts.
 */
import { listPaymentMethods } from "~/models/billing/cards.server";
import { apiHandler, apiOk, methodNotAllowed } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/methods";

export const loader = apiHandler(async ({ request }: Route.LoaderArgs) => {
  const user = await requireApiUser(request);
  return apiOk(await listPaymentMethods(user.id));
});

export const action = methodNotAllowed;

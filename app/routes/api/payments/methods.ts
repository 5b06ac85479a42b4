/**
 * `GET /api/payments/methods` (signed in): the caller's saved cards, default first, as the
 * product's Saved payment method `{id, type: "card", brand, last4, expiryMonth, expiryYear, bank,
 * isDefault}`. Cards are the provider's reusable authorizations; no card number is stored.
 * Bank accounts are not stored: there are no payouts.
 */
import { z } from "zod";
import { PaymentMethodSchema } from "~/lib/billing/answers-billing";
import { listPaymentMethods } from "~/models/billing/cards.server";
import { apiAnswer, methods } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/methods";

const openapi = operations({
  get: {
    operationId: "listPaymentMethods",
    tag: "Payments",
    summary:
      "The caller's saved cards (the provider's reusable authorizations), default first, then newest first. No card number is ever stored; bank accounts are not stored.",
    auth: "bearer",
    answer: z.array(PaymentMethodSchema),
    errors: AUTH_ERRORS,
  },
});

const api = methods(
  {
    GET: async ({ request }: Route.LoaderArgs) => {
      const user = await requireApiUser(request);
      return apiAnswer(openapi.get, await listPaymentMethods(user.id));
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

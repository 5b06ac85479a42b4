/**
 * `POST /api/payments/verify` `{reference}` (signed in): asks the provider for the outcome of
 * one of the caller's payments, applies it (once) and answers `data {status: completed |
 * pending | failed | abandoned, purpose, amount}`. Someone else's or an unknown reference 404.
 */
import { VerifyPaymentSchema } from "~/lib/billing-schema";
import { verifyPayment } from "~/models/billing/payments.server";
import { apiOk, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/verify";

const openapi = operations({
  post: {
    tag: "Payments",
    summary:
      "Checks one of the caller's payments with the provider and applies the outcome once: `data {reference, status: completed | pending | failed | abandoned, purpose, amount}`.",
    auth: "bearer",
    body: VerifyPaymentSchema,
    errors: { ...BAD_BODY, ...AUTH_ERRORS, 404: "No payment of the caller's has this reference." },
  },
});

const api = methods(
  {
    POST: async ({ request }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      const { reference } = await readJsonWith(request, VerifyPaymentSchema);
      const { status, purpose, amount } = await verifyPayment(user.id, reference);
      return apiOk({ reference, status, purpose, amount });
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

/**
 * `POST /api/payments/verify` `{reference}` (signed in): asks the provider for the outcome of
 * one of the caller's payments, applies it (once) and answers `data {status: completed |
 * pending | failed | abandoned, purpose, amount}`. Someone else's or an unknown reference 404.
 */
import { z } from "zod";
import { PaymentOutcomeSchema } from "~/lib/billing/answers-billing";
import { VerifyPaymentSchema } from "~/lib/billing/billing-schema";
import { PAYMENT_PURPOSES } from "~/lib/vocabulary/domain-billing";
import { verifyPayment } from "~/models/billing/payments.server";
import { apiAnswer, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/verify";

const openapi = operations({
  post: {
    operationId: "verifyPayment",
    tag: "Payments",
    summary:
      "Checks one of the caller's payments with the provider (while it is pending) and applies the outcome once. A provider that cannot be reached leaves it pending.",
    auth: "bearer",
    body: VerifyPaymentSchema,
    answer: z.object({
      reference: z.string(),
      status: PaymentOutcomeSchema,
      purpose: z
        .enum(PAYMENT_PURPOSES)
        .describe("What it buys: a plan period, a boost, or the refunded check that saves a card."),
      amount: z.number().int().describe("Naira."),
    }),
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
      404: "No payment of the caller's has this reference.",
      503: "The payment is pending and payments are switched off on this server.",
    },
  },
});

const api = methods(
  {
    POST: async ({ request }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      const { reference } = await readJsonWith(request, VerifyPaymentSchema);
      const { status, purpose, amount } = await verifyPayment(user.id, reference);
      return apiAnswer(openapi.post, { reference, status, purpose, amount });
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

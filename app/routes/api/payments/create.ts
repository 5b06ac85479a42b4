/**
 * `POST /api/payments/create` (signed in): starts a payment and answers where to pay.
 * Body `{purpose: "subscription", plan: "basic" | "premium", billingCycle?, method?}` or
 * `{purpose: "boost", listingId, boost: "featured" | "top" | "premium" | "mega", method?}` ->
 * 201 `data {reference, authorizationUrl, amount, currency}` (amount in naira, from the
 * catalogue; never from the client). Over the monthly boost cap 400 with a message; a listing
 * that is not the caller's 404; not live, or a plan change that is not an upgrade, 409;
 * provider unreachable 502; payments off 503.
 */
import { z } from "zod";
import { CreatePaymentSchema } from "~/lib/billing/billing-schema";
import { BOOST_MONTHLY_CAP } from "~/lib/billing/plans";
import { startBoostPayment, startSubscriptionPayment } from "~/models/billing/payments.server";
import { apiAnswer, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/create";

const openapi = operations({
  post: {
    operationId: "createPayment",
    tag: "Payments",
    summary:
      "Starts a payment for a plan (`purpose: subscription`, `plan`, `billingCycle`) or a boost of one of the caller's live listings (`purpose: boost`, `listingId`, `boost`), optionally for one `method` (card, bank_transfer, ussd). 201 `data {reference, authorizationUrl, amount, currency}`: send the payer to `authorizationUrl` (Paystack's checkout); it returns them to /payment/callback. The amount (naira) comes from the catalogue: boosts cost the premium price for premium subscribers, the basic price otherwise.",
    auth: "bearer",
    body: CreatePaymentSchema,
    created: true,
    answer: z.object({
      reference: z.string().describe('Our reference at the provider ("MM-" and 24 hex digits).'),
      authorizationUrl: z.url().describe("Where the payer pays: the provider's checkout."),
      amount: z.number().int().describe("Naira, from the catalogue."),
      currency: z.literal("NGN"),
    }),
    errors: {
      ...BAD_BODY,
      400: `${BAD_BODY[400]} Or: the boost would take the Lagos calendar month's boost spend past ${BOOST_MONTHLY_CAP} naira (pending payments count).`,
      ...AUTH_ERRORS,
      403: "Only sellers can boost listings.",
      404: "The listing is not one of the caller's.",
      409: "The listing is not live; or the plan is already the caller's, or the change (a downgrade, another billing cycle) waits for the period's end.",
      502: "The payment provider could not be reached; nothing was charged.",
      503: "Payments are switched off on this server (no provider is set up).",
    },
  },
});

const api = methods(
  {
    POST: async ({ request }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      const body = await readJsonWith(request, CreatePaymentSchema);
      const started =
        body.purpose === "subscription"
          ? await startSubscriptionPayment(user, body)
          : await startBoostPayment(user, body);
      return apiAnswer(openapi.post, started, "Payment started");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

/**
 * `POST /api/payments/create` (signed in): starts a payment and answers where to pay.
 * Body `{purpose: "subscription", plan: "basic" | "premium", billingCycle?, method?}` or
 * `{purpose: "boost", listingId, boost: "featured" | "top" | "premium" | "mega", method?}` ->
 * 201 `data {reference, authorizationUrl, amount, currency}` (amount in naira, from the
 * catalogue; never from the client). Over the monthly boost cap 400 with a message; a listing
 * that is not the caller's 404; not live 409; provider unreachable 502; payments off 503.
 */
import { CreatePaymentSchema } from "~/lib/billing-schema";
import { startBoostPayment, startSubscriptionPayment } from "~/models/billing/payments.server";
import { apiError, apiHandler, apiOk, methodNotAllowed, readJsonWith } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/create";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  const body = await readJsonWith(request, CreatePaymentSchema);
  const started =
    body.purpose === "subscription"
      ? await startSubscriptionPayment(user, body)
      : await startBoostPayment(user, body);
  return apiOk(started, "Payment started", { status: 201 });
});

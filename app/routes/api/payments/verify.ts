/**
 * `POST /api/payments/verify` `{reference}` (signed in): asks the provider for the outcome of
 * one of the caller's payments, applies it (once) and answers `data {status: completed |
 * pending | failed | abandoned, purpose, amount}`. Someone else's or an unknown reference 404.
 */
import { VerifyPaymentSchema } from "~/lib/billing-schema";
import { verifyPayment } from "~/models/billing/payments.server";
import { apiError, apiHandler, apiOk, methodNotAllowed, readJsonWith } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/verify";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  const { reference } = await readJsonWith(request, VerifyPaymentSchema);
  const { status, purpose, amount } = await verifyPayment(user.id, reference);
  return apiOk({ reference, status, purpose, amount });
});

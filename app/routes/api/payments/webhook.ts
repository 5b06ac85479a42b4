/**
 * `POST /api/payments/webhook`: Paystack's event notifications
 * (https://paystack.com/docs/payments/webhooks/). The raw body's HMAC-SHA512 with the secret
 * key must equal `x-paystack-signature` (constant-time compare), else 401 and nothing happens.
 * `charge.success` is applied idempotently on the reference (models/payment-events.server.ts):
 * a replay, or a race with the callback's verify, grants once; an amount or currency other
 * than the one recorded is marked `mismatch` and grants nothing. Answers 200 quickly so the
 * provider stops retrying; bodies over 64 KB 413.
 */
import { receiveWebhook, webhookSignatureValid } from "~/models/payment-events.server";
import { apiError, apiHandler, apiOk, methodNotAllowed } from "~/request/api.server";
import type { Route } from "./+types/webhook";

const MAX_BYTES = 64 * 1024;

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_BYTES) return apiError(413, "The webhook body is too large");
  const raw = await request.text();
  if (raw.length > MAX_BYTES) return apiError(413, "The webhook body is too large");
  if (!webhookSignatureValid(raw, request.headers.get("x-paystack-signature"))) {
    return apiError(401, "Invalid signature");
  }
  const outcome = await receiveWebhook(raw);
  return apiOk({ outcome }, "Received");
});

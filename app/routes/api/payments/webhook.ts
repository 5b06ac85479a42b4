/**
 * `POST /api/payments/webhook`: Paystack's event notifications
 * (https://paystack.com/docs/payments/webhooks/). The raw body's HMAC-SHA512 with the secret
 * key must equal `x-paystack-signature` (constant-time compare), else 401 and nothing happens.
 * `charge.success` is applied idempotently on the reference (models/billing/webhooks.server.ts):
 * a replay, or a race with the callback's verify, grants once; an amount or currency other
 * than the one recorded is marked `mismatch` and grants nothing. Answers 200 quickly so the
 * provider stops retrying; bodies over 64 KB 413 (read no further), JSON nested deeper than
 * the API allows (MAX_JSON_DEPTH) 400.
 */
import { receiveWebhook, webhookSignatureValid } from "~/models/billing/webhooks.server";
import {
  apiError,
  apiHandler,
  apiOk,
  jsonNestedDeeperThan,
  methodNotAllowed,
  readBodyText,
} from "~/request/api.server";
import type { Route } from "./+types/webhook";

const MAX_BYTES = 64 * 1024;

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  const raw = await readBodyText(request, MAX_BYTES, "The webhook body is too large");
  if (!webhookSignatureValid(raw, request.headers.get("x-paystack-signature"))) {
    return apiError(401, "Invalid signature");
  }
  // Even a signed body is parsed only within the depth limit of every other JSON body.
  if (jsonNestedDeeperThan(raw)) return apiError(400, "The JSON body is nested too deeply");
  const outcome = await receiveWebhook(raw);
  return apiOk({ outcome }, "Received");
});

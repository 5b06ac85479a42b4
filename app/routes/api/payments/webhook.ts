/**
 * `POST /api/payments/webhook`: Paystack's event notifications
 * (https://paystack.com/docs/payments/webhooks/). The raw body, read whole before anything
 * parses it, and the `x-paystack-signature` header go to the provider in use, which checks the
 * signature (HMAC-SHA512 with the secret key, constant-time: else 401 and nothing happens) and
 * reads the event into ours (`parseWebhook`, services/payments.server.ts). A payment that
 * succeeded (`charge.success`) is applied idempotently on the reference
 * (models/billing/webhooks.server.ts): a replay, or a race with the callback's verify, grants
 * once; an amount or currency other than the one recorded is marked `mismatch` and grants
 * nothing. Answers 200 quickly so the provider stops retrying; bodies over 64 KB 413 (read no
 * further), JSON nested deeper than the API allows (lib/forms/json-depth.ts) 400.
 */
import { z } from "zod";
import { receiveWebhook } from "~/models/billing/webhooks.server";
import { apiAnswer, apiError, methods, readBodyText } from "~/request/api.server";
import { operations } from "~/request/openapi.server";
import { WebhookRefused } from "~/services/payments.server";
import type { Route } from "./+types/webhook";

const MAX_BYTES = 64 * 1024;

const openapi = operations({
  post: {
    operationId: "receivePaystackWebhook",
    tag: "Payments",
    summary:
      "Paystack's webhook. The raw body's HMAC-SHA512 with the secret key must equal the `x-paystack-signature` header. `charge.success` grants what the payment bought, once per reference however often it arrives; an amount or currency other than the one recorded grants nothing. Other events are acknowledged.",
    auth: "none",
    body: z.looseObject({ event: z.string(), data: z.record(z.string(), z.unknown()) }),
    answer: z.object({
      outcome: z
        .enum(["granted", "already", "failed", "mismatch", "open", "unknown", "ignored"])
        .describe(
          "What the event did: granted (now), already (granted or settled before), failed (the payment is marked failed), mismatch (another amount or currency: nothing granted), open (not final yet), unknown (no payment has this reference), ignored (another event).",
        ),
    }),
    errors: {
      400: "The body is not a JSON event.",
      401: "The signature is missing or wrong.",
      413: "The body is over 64 KB.",
    },
  },
});

const api = methods(
  {
    POST: async ({ request }: Route.ActionArgs) => {
      const raw = await readBodyText(request, MAX_BYTES, "The webhook body is too large");
      try {
        const outcome = await receiveWebhook(raw, request.headers.get("x-paystack-signature"));
        return apiAnswer(openapi.post, { outcome }, "Received");
      } catch (error) {
        if (!(error instanceof WebhookRefused)) throw error;
        return apiError(error.reason === "signature" ? 401 : 400, error.message);
      }
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

/**
 * How payment outcomes reach us from outside: the provider's webhook and the simulated
 * checkout (docs/decisions/010-payments.md).
 *
 * A webhook is trusted only when its raw body's HMAC-SHA512 with the provider's secret equals
 * `x-paystack-signature` (constant-time); then `charge.success` is applied through
 * `applyTransaction`, which grants once however often it arrives. Other events are
 * acknowledged and ignored. The simulated checkout (no Paystack key) settles its own ledger,
 * signs the same event with its development secret and sends it down the same path.
 *
 * Errors: DomainError 400 (a body that is not an event), 404 (no such checkout).
 */
import { eq } from "drizzle-orm";
import { db } from "#db/connection";
import { payments } from "#db/schema";
import {
  fromPaystack,
  paymentProvider,
  signWebhook,
  simulatedProvider,
  toPaystack,
  verifyWebhookSignature,
  type PaystackTransaction,
  type SimulatedOutcome,
} from "~/services/payments.server";
import { DomainError, notFound } from "../shared/errors.server";
import { applyTransaction, type ApplyResult } from "./payments.server";

/**
 * A verified webhook event (the route checks the signature first). Only `charge.success` and
 * `charge.failed`-like outcomes move a payment; other events are acknowledged and ignored.
 */
export async function applyWebhookEvent(event: {
  event?: unknown;
  data?: unknown;
}): Promise<ApplyResult | "ignored"> {
  if (event.event !== "charge.success" || !event.data || typeof event.data !== "object") {
    return "ignored";
  }
  return applyTransaction(fromPaystack(event.data as PaystackTransaction));
}

/**
 * Whether a webhook's body is signed by the provider in use (HMAC-SHA512 with its secret,
 * constant-time compare). False when payments are switched off.
 */
export function webhookSignatureValid(rawBody: string, signature: string | null): boolean {
  const provider = paymentProvider();
  return Boolean(provider && verifyWebhookSignature(rawBody, signature, provider.webhookSecret()));
}

/** Parses and applies a webhook whose signature was checked; a body that is not JSON is 400. */
export async function receiveWebhook(rawBody: string): Promise<ApplyResult | "ignored"> {
  let event: unknown;
  try {
    event = JSON.parse(rawBody);
  } catch {
    throw new DomainError(400, "The webhook body is not JSON");
  }
  if (!event || typeof event !== "object")
    throw new DomainError(400, "The webhook body is not an event");
  return applyWebhookEvent(event as { event?: unknown; data?: unknown });
}

/** What the simulated checkout page shows (null: no such transaction, or not simulating). */
export async function simulatedCheckout(reference: string) {
  const provider = simulatedProvider();
  if (!provider || !/^[A-Za-z0-9.=-]{1,100}$/.test(reference)) return null;
  const row = await provider.checkout(reference);
  if (!row || !row.callbackUrl) return null;
  const [payment] = await db()
    .select({ description: payments.description, amount: payments.amount })
    .from(payments)
    .where(eq(payments.reference, reference));
  return {
    reference,
    email: row.email,
    amount: row.amountKobo / 100,
    description: payment?.description ?? "MotorMart payment",
    channels: row.channels,
    status: row.status,
    callbackUrl: `${row.callbackUrl}?trxref=${encodeURIComponent(reference)}&reference=${encodeURIComponent(reference)}`,
  };
}

/**
 * The payer's choice on the simulated checkout. Like Paystack, the outcome is sent to our
 * webhook signed with the (development) secret and goes through the same checks; the page then
 * returns the payer to the callback, whose verify finds it applied. Answers the callback URL.
 */
export async function settleSimulatedCheckout(
  reference: string,
  outcome: SimulatedOutcome,
): Promise<string> {
  const provider = simulatedProvider();
  const checkout = await simulatedCheckout(reference);
  if (!provider || !checkout) throw notFound("Checkout");
  const transaction = await provider.settle(reference, outcome);
  if (transaction?.status === "success") {
    const body = JSON.stringify({ event: "charge.success", data: toPaystack(transaction) });
    const signature = signWebhook(body, provider.webhookSecret());
    if (webhookSignatureValid(body, signature)) await receiveWebhook(body);
  }
  return checkout.callbackUrl;
}

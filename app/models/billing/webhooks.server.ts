/**
 * How payment outcomes reach us from outside: the provider's webhook and the simulated
 * checkout (docs/decisions/010-payments.md).
 *
 * Both arrive as our own `PaymentEvent` (services/payments.server.ts), never in a provider's
 * words: the provider in use reads and verifies its webhook (`parseWebhook`), and the simulated
 * checkout hands over the event its payer's choice makes (`settle`). A `payment-succeeded` event
 * is applied through `applyTransaction`, which grants once however often it arrives; anything
 * else is acknowledged and ignored.
 *
 * Errors: the provider's WebhookRefused (a webhook not signed by the provider in use, or a
 * signed body that is not an event), DomainError 404 (no such checkout).
 */
import { eq } from "drizzle-orm";
import { db } from "#db/connection";
import { payments } from "#db/schema";
import { paymentItem } from "~/lib/billing/payment-item";
import {
  paymentProvider,
  simulatedProvider,
  WebhookRefused,
  type PaymentEvent,
  type SimulatedOutcome,
} from "~/services/payments.server";
import { notFound } from "../shared/errors.server";
import { applyTransaction, type ApplyResult } from "./payments.server";

/** Applies what a provider reported: a payment that succeeded is granted (once); the rest ignored. */
export async function applyPaymentEvent(reported: PaymentEvent): Promise<ApplyResult | "ignored"> {
  if (reported.kind !== "payment-succeeded") return "ignored";
  return applyTransaction(reported.transaction);
}

/**
 * Reads a webhook delivery with the provider in use and applies its event. `rawBody` is the body
 * exactly as received (the signature covers its bytes); `signature` the provider's signature
 * header. Throws the provider's WebhookRefused: `signature` when it is not signed by the provider
 * in use (or payments are switched off), `malformed` when a signed body is not an event.
 */
export async function receiveWebhook(
  rawBody: string,
  signature: string | null,
): Promise<ApplyResult | "ignored"> {
  const provider = paymentProvider();
  if (!provider) throw new WebhookRefused("signature", "Invalid signature");
  return applyPaymentEvent(provider.parseWebhook(rawBody, signature));
}

/** What the simulated checkout page shows (null: no such transaction, or not simulating). */
export async function simulatedCheckout(reference: string) {
  const provider = simulatedProvider();
  if (!provider || !/^[A-Za-z0-9.=-]{1,100}$/.test(reference)) return null;
  const row = await provider.checkout(reference);
  if (!row || !row.callbackUrl) return null;
  const [payment] = await db()
    .select({
      description: payments.description,
      purpose: payments.purpose,
      plan: payments.plan,
      billingCycle: payments.billingCycle,
      boost: payments.boost,
    })
    .from(payments)
    .where(eq(payments.reference, reference));
  return {
    reference,
    email: row.email,
    amount: row.amountKobo / 100,
    /** The stored English description (null: no payment row); `item` names it on the page. */
    description: payment?.description ?? null,
    item: payment ? paymentItem(payment) : null,
    channels: row.channels,
    status: row.status,
    callbackUrl: `${row.callbackUrl}?trxref=${encodeURIComponent(reference)}&reference=${encodeURIComponent(reference)}`,
  };
}

/**
 * The payer's choice on the simulated checkout. The provider settles its ledger and hands over
 * the event Paystack's webhook would bring (a payment that succeeded), which is applied here; the
 * page then returns the payer to the callback, whose verify finds it applied. Answers the
 * callback URL. Throws DomainError 404 when there is no such checkout.
 */
export async function settleSimulatedCheckout(
  reference: string,
  outcome: SimulatedOutcome,
): Promise<string> {
  const provider = simulatedProvider();
  const checkout = await simulatedCheckout(reference);
  if (!provider || !checkout) throw notFound("Checkout");
  const reported = await provider.settle(reference, outcome);
  if (reported) await applyPaymentEvent(reported);
  return checkout.callbackUrl;
}

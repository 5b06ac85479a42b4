/**
 * The named answer shapes of the payment API (docs/decisions/025-api-contract.md;
 * docs/product.md#data, Payment record and Saved payment method; docs/decisions/010-payments.md):
 * a payment as the caller's history lists it, and a saved card. Each is a
 * `#/components/schemas/<name>` of the OpenAPI document. Amounts are whole naira.
 *
 * Nothing here parses at run time: the schemas type what models/billing builds, and the API
 * tests check every answer against the document built from them.
 */
import { z } from "zod";
import { component } from "../api/answer-components";
import { isoDateTime } from "../api/answers";
import { PAYMENT_OUTCOMES, TRANSACTION_TYPES } from "../vocabulary/domain-billing";

/** What the payer is told of a payment's state (lib/vocabulary/domain-billing.ts, PAYMENT_OUTCOMES). */
export const PaymentOutcomeSchema = z
  .enum(PAYMENT_OUTCOMES)
  .describe(
    "completed: paid and granted (a refunded card check too); pending: not paid yet (a bank transfer waits here); failed: declined, or not granted because the amount paid differs; abandoned: not paid within 24 hours.",
  );

/** A payment of the caller's history (docs/product.md#data, Payment record). */
export const PaymentSchema = component(
  "Payment",
  z
    .object({
      id: z.guid(),
      reference: z.string().describe('Our reference at the provider ("MM-" and 24 hex digits).'),
      type: z.enum(TRANSACTION_TYPES).describe("`featured_listing` is a boost of a listing."),
      description: z.string().describe('What it bought, in English ("Basic plan (monthly)").'),
      amount: z.number().int().describe("Naira."),
      status: PaymentOutcomeSchema,
      date: isoDateTime.describe("When the payment was started."),
      method: z
        .string()
        .nullable()
        .describe(
          "How it was paid: the provider's channel once known (card, bank, ussd, bank_transfer...), else the method chosen; null when none was chosen.",
        ),
    })
    .describe("A subscription or boost payment."),
);

/** A saved card (docs/product.md#data, Saved payment method): never its number. */
export const PaymentMethodSchema = component(
  "PaymentMethod",
  z
    .object({
      id: z.guid(),
      type: z.literal("card"),
      brand: z.string().describe('The card scheme as the provider names it ("visa", "verve").'),
      last4: z.string().describe("The card number's last four digits."),
      expiryMonth: z.number().int().min(1).max(12),
      expiryYear: z.number().int().describe("Four digits."),
      bank: z.string().nullable().describe("The issuing bank, when the provider said."),
      isDefault: z.boolean().describe("The card renewals charge."),
    })
    .describe(
      "A saved card: the provider's reusable authorization, shown by brand, last four digits and expiry. No card number is stored.",
    ),
);

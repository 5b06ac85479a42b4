/**
 * The money path's request shapes, shared by the pages' forms and the JSON API (so the
 * OpenAPI document describes what the routes validate). Source:
 * docs/product.md#payment-and-billing, #data and #api; docs/decisions/010-payments.md. Prices are
 * never part of a request: the server reads the catalogue.
 */
import { z } from "zod";
import { BILLING_CYCLES, PAYMENT_METHODS } from "../vocabulary/domain-billing";
import { STATES } from "../catalogue/catalog";
import { BOOST_IDS } from "./plans";
import { line } from "../forms/text";

export const PaidPlanSchema = z.enum(["basic", "premium"], {
  error: "Choose the Basic or Premium plan",
});
export const BillingCycleSchema = z.enum(BILLING_CYCLES, { error: "Choose monthly or yearly" });
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, {
  error: "Choose card, bank transfer or USSD",
});
export const BoostIdSchema = z.enum(BOOST_IDS, { error: "Choose a boost package" });

export const SubscriptionPaymentSchema = z.object({
  purpose: z.literal("subscription"),
  plan: PaidPlanSchema,
  billingCycle: BillingCycleSchema.default("monthly"),
  method: PaymentMethodSchema.optional(),
});

export const BoostPaymentSchema = z.object({
  purpose: z.literal("boost"),
  listingId: z.uuid({ error: "Choose one of your live listings" }),
  boost: BoostIdSchema,
  method: PaymentMethodSchema.optional(),
});

/** `POST /api/payments/create`. */
export const CreatePaymentSchema = z.discriminatedUnion(
  "purpose",
  [SubscriptionPaymentSchema, BoostPaymentSchema],
  { error: "purpose must be subscription or boost" },
);

/** `POST /api/payments/verify`. */
export const VerifyPaymentSchema = z.object({
  reference: z
    .string({ error: "Give the payment reference" })
    .trim()
    .regex(/^[A-Za-z0-9.=-]{1,100}$/, "That is not a payment reference"),
});

const stateSlugs = Object.keys(STATES) as [string, ...string[]];

/** The Billing tab: billing information and tax information, printed on receipts. */
export const BillingProfileSchema = z.object({
  fullName: line(120).pipe(z.string().min(2, "Enter the name for your receipts")),
  email: z.email({ error: "Enter a valid e-mail address" }).max(254),
  phone: line(20)
    .refine((v) => v === "" || /^\+?[0-9 ()-]{7,20}$/.test(v), "Enter a valid phone number")
    .default(""),
  address: line(200).default(""),
  city: line(80).default(""),
  state: z.enum(stateSlugs, { error: "Choose a state" }).or(z.literal("")).default(""),
  taxId: line(20)
    .refine((v) => v === "" || /^[0-9-]{8,20}$/.test(v), "A TIN is 8 to 20 digits (dashes allowed)")
    .default(""),
  businessName: line(120).default(""),
});
export type BillingProfileInput = z.infer<typeof BillingProfileSchema>;

/**
 * The database schema, billing area (db/schema.ts gathers every area; conventions there).
 * Payments, receipts, subscriptions, stored payment methods, billing profiles and boosts
 * (docs/decisions/010-payments.md).
 */
import { sql } from "drizzle-orm";
import { PLAN_IDS, type PlanId } from "../../app/lib/vocabulary/domain";
import {
  BILLING_CYCLES,
  PAYMENT_METHODS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  SUBSCRIPTION_STATUSES,
  type BillingCycle,
  type PaymentMethod,
  type PaymentPurpose,
  type PaymentStatus,
  type SubscriptionStatus,
} from "../../app/lib/vocabulary/domain-billing";
import { BOOST_IDS, type BoostId } from "../../app/lib/billing/plans";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, oneOf } from "./columns";
import { users } from "./accounts";
import { listings } from "./listings";

/**
 * Money (docs/decisions/010-payments.md). Amounts are whole naira; kobo exist only
 * inside the payment provider. A payment belongs to the user who started it (null after they delete their account).
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Ours, unguessable, sent to the provider as its transaction reference. */
    reference: text("reference").notNull(),
    /** Null once the payer deleted their account: payment records are kept by law (privacy
     * policy), without the person. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    purpose: text("purpose").$type<PaymentPurpose>().notNull(),
    /** Subscription payments: the plan and cycle bought. */
    plan: text("plan").$type<PlanId>(),
    billingCycle: text("billing_cycle").$type<BillingCycle>(),
    /** Boost payments: the listing and the package. */
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    boost: text("boost").$type<BoostId>(),
    description: text("description").notNull(),
    /** Naira. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("NGN"),
    status: text("status").$type<PaymentStatus>().notNull().default("pending"),
    /** What the payer chose on our page (card, bank_transfer, ussd). */
    method: text("method").$type<PaymentMethod>(),
    /** What the provider reports was used (card, bank, ussd, bank_transfer...). */
    channel: text("channel"),
    /** True when the renewal job charged a saved card. */
    renewal: boolean("renewal").notNull().default(false),
    authorizationUrl: text("authorization_url"),
    failureReason: text("failure_reason"),
    /** Set when the payment completes: the number printed on its receipt. */
    receiptNumber: integer("receipt_number"),
    /** The billing and tax details as they were when it completed (printed on its receipt). */
    billingDetails: jsonb("billing_details").$type<Record<string, string>>(),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payments_reference_key").on(t.reference),
    uniqueIndex("payments_receipt_number_key").on(t.receiptNumber),
    index("payments_user_idx").on(t.userId, t.createdAt),
    index("payments_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check("payments_purpose_check", oneOf(t.purpose, PAYMENT_PURPOSES)),
    check("payments_status_check", oneOf(t.status, PAYMENT_STATUSES)),
    check("payments_method_check", oneOf(t.method, PAYMENT_METHODS)),
    check("payments_plan_check", oneOf(t.plan, PLAN_IDS)),
    check("payments_billing_cycle_check", oneOf(t.billingCycle, BILLING_CYCLES)),
    check("payments_boost_check", oneOf(t.boost, BOOST_IDS)),
    check("payments_amount_check", sql`${t.amount} > 0`),
  ],
);

/** Receipt numbers, in the order payments complete. */
export const receiptNumbers = pgSequence("receipt_number_seq", { startWith: 1 });

/**
 * What a completed payment granted: one row per payment, so a webhook replayed 100 times or
 * racing the callback's verify grants once (the primary key, not a check).
 */
export const paymentGrants = pgTable("payment_grants", {
  paymentId: uuid("payment_id")
    .primaryKey()
    .references(() => payments.id, { onDelete: "cascade" }),
  /** The provider's transaction id, for support and refunds. */
  providerTransactionId: text("provider_transaction_id"),
  createdAt: createdAt(),
});

/** A seller's plan period; `users.plan` is the plan in force, kept in step with this row. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan").$type<PlanId>().notNull(),
    billingCycle: text("billing_cycle").$type<BillingCycle>().notNull(),
    status: text("status").$type<SubscriptionStatus>().notNull().default("active"),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    /** Cancelled: the plan runs to the period end, then the account is on free. */
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** A downgrade or cycle change chosen for the next period. */
    nextPlan: text("next_plan").$type<PlanId>(),
    nextBillingCycle: text("next_billing_cycle").$type<BillingCycle>(),
    /** Failed renewal charges in this period (retries on days 1 and 3). */
    renewalAttempts: integer("renewal_attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("subscriptions_due_idx").on(t.nextAttemptAt),
    check("subscriptions_plan_check", oneOf(t.plan, PLAN_IDS)),
    check("subscriptions_next_plan_check", oneOf(t.nextPlan, PLAN_IDS)),
    check("subscriptions_billing_cycle_check", oneOf(t.billingCycle, BILLING_CYCLES)),
    check("subscriptions_next_billing_cycle_check", oneOf(t.nextBillingCycle, BILLING_CYCLES)),
    check("subscriptions_status_check", oneOf(t.status, SUBSCRIPTION_STATUSES)),
  ],
);

/**
 * Saved cards: the provider's reusable authorizations (brand, last4, expiry, bank), never a
 * card number. The authorization code stays on the server and is never sent to a browser.
 */
export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorizationCode: text("authorization_code").notNull(),
    /** The e-mail the card was paid with: the provider charges it only with that e-mail. */
    email: text("email"),
    /** The provider's fingerprint of the card: the same card saved twice is one row. */
    signature: text("signature").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expiryMonth: integer("expiry_month").notNull(),
    expiryYear: integer("expiry_year").notNull(),
    bank: text("bank"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payment_methods_card_key").on(t.userId, t.signature),
    uniqueIndex("payment_methods_default_key")
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Billing and tax details printed on receipts (one row per user). */
export const billingProfiles = pgTable("billing_profiles", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  fullName: text("full_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull().default(""),
  address: text("address").notNull().default(""),
  city: text("city").notNull().default(""),
  state: text("state").notNull().default(""),
  /** Tax identification number (FIRS TIN), optional. */
  taxId: text("tax_id").notNull().default(""),
  businessName: text("business_name").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Each boost bought: the listing's `featured_until` is the latest `ends_at` still ahead. */
export const listingBoosts = pgTable(
  "listing_boosts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    boost: text("boost").$type<BoostId>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("listing_boosts_payment_key").on(t.paymentId),
    index("listing_boosts_listing_idx").on(t.listingId, t.endsAt),
    check("listing_boosts_boost_check", oneOf(t.boost, BOOST_IDS)),
  ],
);

/**
 * The simulated checkout's own ledger (no Paystack key set): it plays the provider, so the
 * offline flow goes through the same initialize, verify and signed-webhook path.
 */
export const simulatedTransactions = pgTable("simulated_transactions", {
  reference: text("reference").primaryKey(),
  email: text("email").notNull(),
  /** Kobo, as the provider keeps it. */
  amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
  currency: text("currency").notNull().default("NGN"),
  channels: text("channels").array().notNull(),
  callbackUrl: text("callback_url").notNull(),
  metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
  /** Paystack's words: ongoing, pending, success, failed, reversed. */
  status: text("status").notNull().default("ongoing"),
  channel: text("channel"),
  authorizationCode: text("authorization_code"),
  createdAt: createdAt(),
});

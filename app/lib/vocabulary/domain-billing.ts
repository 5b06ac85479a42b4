/**
 * The money path's closed vocabularies (docs/decisions/010-payments.md): payments, subscriptions,
 * saved cards and the photo enhancements premium plans unlock. The database builds its CHECK
 * constraints from these lists (db/schema.ts) and the zod schemas their enums. Kept apart from
 * domain.ts so the public pages' JavaScript does not carry them. Source: docs/product.md#data
 * (Payment record, Saved payment method, Subscription record) and #lifecycles,
 * docs/decisions/010-payments.md.
 */

/** What a payment buys: a plan period, a boost, or the small refunded charge that saves a card. */
export const PAYMENT_PURPOSES = ["subscription", "boost", "card_check"] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/**
 * pending: started, not yet paid (a bank transfer waits here); completed: paid and granted;
 * failed: declined; abandoned: no success within 24 hours; mismatch: the provider reported a
 * different amount or currency, so nothing was granted; refunded: paid back (card checks).
 */
export const PAYMENT_STATUSES = [
  "pending",
  "completed",
  "failed",
  "abandoned",
  "mismatch",
  "refunded",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * What the payer is told of a payment (the callback page, Transactions, the verify API): its
 * PaymentStatus with a refund shown as completed (the receipt stays) and a mismatch as failed
 * (nothing was granted); docs/decisions/010-payments.md.
 */
export const PAYMENT_OUTCOMES = ["completed", "pending", "failed", "abandoned"] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** The product's transaction types (docs/product.md#data, Payment record). */
export const TRANSACTION_TYPES = ["subscription", "featured_listing"] as const;

/** How the payer chose to pay on our page; the provider's checkout offers these channels. */
export const PAYMENT_METHODS = ["card", "bank_transfer", "ussd"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/* Their names are the `billing` catalogue's `pm.*` (docs/decisions/023-languages.md). */

/**
 * What the billing pages and the payment API say when no provider takes payments (no Paystack
 * key and the simulated checkout off: README, Configuration, `SIMULATED_PAYMENTS`).
 */
export const PAYMENTS_OFF_MESSAGE =
  "Payments are not set up on this site yet, so plans and boosts cannot be bought for now.";

export const BILLING_CYCLES = ["monthly", "yearly"] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/**
 * active: paid up; past_due: the renewal charge failed and retries run (days 1 and 3);
 * cancelled: ended, the account is on free.
 */
export const SUBSCRIPTION_STATUSES = ["active", "past_due", "cancelled"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * Photo enhancements (docs/product.md#premium-features and #roles-and-permissions): which plans may
 * use each.
 */
export const ENHANCEMENTS = ["auto", "hdr", "colour"] as const;
export type Enhancement = (typeof ENHANCEMENTS)[number];

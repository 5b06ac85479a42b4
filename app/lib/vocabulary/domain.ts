/**
 * The marketplace's closed vocabularies, defined once: the database schema (db/schema.ts)
 * builds its CHECK constraints from these lists, the zod schemas build their enums from them,
 * and views read their labels here or in catalog.ts. Source: docs/product.md
 * (#product-decisions, #listing-lifecycle, #roles-and-permissions, #plans-and-boosts, #data).
 *
 * Makes are an open list (sellers may name any make through "Other", and the Cars45 import
 * brings dozens): see `MAKES` in catalog.ts for the known ones.
 */

/**
 * Staff roles (docs/product.md#roles-and-permissions): moderators review, admins also manage people
 * and data.
 */
export const ROLES = ["user", "moderator", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** What an account is for (registration: Buy a Car, Sell my Car, Both). */
export const ACCOUNT_TYPES = ["buyer", "seller", "both"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const USER_STATUSES = ["active", "suspended"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const SELLER_TYPES = ["dealer", "individual"] as const;
export type SellerType = (typeof SELLER_TYPES)[number];

/** Subscription plans; their figures live in plans.ts. */
export const PLAN_IDS = ["free", "basic", "premium"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/**
 * The listing lifecycle (docs/product.md#listing-lifecycle): draft -> pending -> active | rejected;
 * active -> sold | expired | flagged; flagged -> active | removed. `suspended`: hidden while its
 * seller's account is suspended (docs/decisions/013-admin-panel.md); activation puts back the
 * status it had (`listings.suspended_from`).
 */
export const LISTING_STATUSES = [
  "draft",
  "pending",
  "active",
  "rejected",
  "sold",
  "expired",
  "flagged",
  "removed",
  "suspended",
] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Brand New, Foreign Used (tokunbo), Nigerian Used (docs/product.md#product-decisions). */
export const CATEGORY_IDS = ["new", "tokunbo", "nigerian-used"] as const;
export type Category = (typeof CATEGORY_IDS)[number];

/** The upload form's grades, apart from the category (docs/product.md#data). */
export const CONDITION_GRADES = ["excellent", "good", "fair", "poor"] as const;
export type ConditionGrade = (typeof CONDITION_GRADES)[number];

/** Single-use tokens: e-mail links, the new address of an e-mail change (confirmed from that
 * address), and the step between password and 2FA code at sign-in
 * (docs/decisions/012-security-center.md). */
export const TOKEN_PURPOSES = [
  "verify-email",
  "reset-password",
  "change-email",
  "two-factor-login",
] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

export const NEWSLETTER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** A newsletter issue's life (docs/decisions/024-newsletter.md): written, being sent, sent. */
export const NEWSLETTER_ISSUE_STATUSES = ["draft", "sending", "sent"] as const;
export type NewsletterIssueStatus = (typeof NEWSLETTER_ISSUE_STATUSES)[number];

/** What the dashboard's recent activity can report about a seller's listings. */
export const ACTIVITY_TYPES = [
  "listing_submitted",
  "listing_approved",
  "listing_rejected",
  "listing_flagged",
  "listing_saved",
  "views_milestone",
  "listing_expired",
  "boost_ended",
  "boost_started",
  "plan_changed",
  "payment_failed",
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Whether an account may list cars (sellers and "both"; a buyer first switches). */
export const canSell = (user: { accountType: AccountType }) => user.accountType !== "buyer";

/**
 * What a dealer's API key may do (docs/decisions/033-dealer-api-keys.md): read its stock, change
 * it, read its leads (inquiries). A key opens only the `/api/dealer/*` operations its scopes name.
 */
export const API_KEY_SCOPES = ["stock:read", "stock:write", "leads:read"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

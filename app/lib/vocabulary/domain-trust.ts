/**
 * Trust and the account's closed vocabularies (docs/decisions/011-trust-and-verification.md):
 * verification steps and documents, staff rejection reasons, security events and their severities,
 * in-app notifications and the preference lists. Like domain.ts, db/schema.ts builds its CHECK
 * constraints from these lists and the zod schemas their enums; they live apart so public pages do
 * not download them. Source: docs/product.md#data (Verification data, Security data, Preferences),
 * #lifecycles and #validation.
 */

/**
 * The verification steps (docs/product.md#trust-and-verification: email, phone, identity, address
 * required; business not).
 */
export const VERIFICATION_STEPS = ["email", "phone", "identity", "address", "business"] as const;
export type VerificationStep = (typeof VERIFICATION_STEPS)[number];

/**
 * The steps the Verified badge needs, all of them (docs/product.md#trust-and-verification;
 * `users.verified` is generated from the same four records,
 * docs/decisions/011-trust-and-verification.md); completion counts them, so only a Verified user is
 * 100 % complete. Business registration is optional.
 */
export const REQUIRED_STEPS: readonly VerificationStep[] = [
  "email",
  "phone",
  "identity",
  "address",
];

/**
 * Where a step or a document stands (docs/product.md#lifecycles); `incomplete` means nothing sent
 * yet.
 */
export const STEP_STATUSES = ["incomplete", "pending", "verified", "rejected"] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

/** The overall verification badge: none until anything is sent (docs/product.md#lifecycles). */
export const OVERALL_STATUSES = ["none", "pending", "verified", "rejected"] as const;
export type OverallStatus = (typeof OVERALL_STATUSES)[number];

/**
 * The dashboard's verification badge (docs/product.md#lifecycles): Verified, Verification Pending
 * (a document awaits review) or Unverified.
 */
export const VERIFICATION_BADGES = ["verified", "pending", "unverified"] as const;
export type VerificationBadge = (typeof VERIFICATION_BADGES)[number];

/** The documents a user can upload (docs/product.md#data, Verification data). */
export const DOCUMENT_TYPES = [
  "nationalId",
  "driversLicense",
  "proofOfAddress",
  "businessRegistration",
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** A stored document's review state; `incomplete` is the absence of one. */
export const DOCUMENT_STATUSES = ["pending", "verified", "rejected"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Which step each document proves: either identity document proves identity. */
export const DOCUMENT_STEP: Record<DocumentType, VerificationStep> = {
  nationalId: "identity",
  driversLicense: "identity",
  proofOfAddress: "address",
  businessRegistration: "business",
};

export const DOCUMENT_LABELS: Record<DocumentType, string> = {
  nationalId: "National ID (NIN slip or card)",
  driversLicense: "Driver's licence",
  proofOfAddress: "Proof of address",
  businessRegistration: "Business registration (CAC certificate)",
};
/** Bytes: 5 MB (docs/product.md#validation). */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
/**
 * A proof of address must have been issued within this many months (docs/product.md#validation).
 */
export const PROOF_OF_ADDRESS_MAX_MONTHS = 3;

/** Why staff reject a document: the list the reviewer picks from, plus free text. */
export const DOCUMENT_REJECTION_REASONS = [
  "unreadable",
  "expired",
  "name_mismatch",
  "incomplete",
  "too_old",
  "wrong_document",
  "suspected_forgery",
  "other",
] as const;
export type DocumentRejectionReason = (typeof DOCUMENT_REJECTION_REASONS)[number];

export const DOCUMENT_REJECTION_LABELS: Record<DocumentRejectionReason, string> = {
  unreadable: "The document is blurred or unreadable",
  expired: "The document has expired",
  name_mismatch: "The name does not match your profile",
  incomplete: "Part of the document is missing",
  too_old: "Issued more than 3 months ago",
  wrong_document: "This is not the document requested",
  suspected_forgery: "The document appears altered",
  other: "Other",
};

/**
 * Phone verification (docs/decisions/011-trust-and-verification.md): 6 digits, 10 minutes, 5 tries,
 * 60 s between sends, 5 an hour.
 */
export const PHONE_CODE = {
  digits: 6,
  ttlMs: 10 * 60_000,
  maxAttempts: 5,
  resendAfterMs: 60_000,
  sendsPerHour: 5,
} as const;

/**
 * Trust points per verified record (docs/product.md#trust-and-verification); the sum is out of 100.
 */
export const TRUST_POINTS = { email: 25, phone: 25, identity: 50 } as const;

/**
 * The trust score (0-100) from a user's verification records
 * (docs/product.md#trust-and-verification): e-mail +25, phone +25, identity document approved +50.
 * Never stored, never edited by hand. It is not the Verified badge: a full score without an
 * approved proof of address is not Verified (REQUIRED_STEPS).
 */
export function trustScoreOf(records: {
  /** When (or whether) each record was verified; null or false when not. */
  emailVerifiedAt: Date | string | boolean | null;
  phoneVerifiedAt: Date | string | boolean | null;
  identityVerifiedAt: Date | string | boolean | null;
}): number {
  return (
    (records.emailVerifiedAt ? TRUST_POINTS.email : 0) +
    (records.phoneVerifiedAt ? TRUST_POINTS.phone : 0) +
    (records.identityVerifiedAt ? TRUST_POINTS.identity : 0)
  );
}

/**
 * Trust score colour bands (docs/product.md#trust-and-verification): 80+ green, 60+ yellow, below
 * red.
 */
export function trustBand(score: number): "green" | "yellow" | "red" {
  return score >= 80 ? "green" : score >= 60 ? "yellow" : "red";
}

/** What the Security Center records (docs/decisions/012-security-center.md). */
export const SECURITY_EVENT_TYPES = [
  "sign_in",
  "new_device_sign_in",
  "failed_sign_ins",
  "password_changed",
  "two_factor_enabled",
  "two_factor_disabled",
  "recovery_code_used",
  "two_factor_locked",
  "email_changed",
  "phone_changed",
  "session_reported",
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** Alert severity (docs/product.md#lifecycles). */
export const ALERT_SEVERITIES = ["info", "warning", "high"] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

/** In-app notifications. */
export const NOTIFICATION_TYPES = [
  "message",
  "listing_approved",
  "listing_rejected",
  "payment_succeeded",
  "payment_failed",
  "verification_decided",
  "security_alert",
  "report_resolved",
  "account_warning",
  // A buyer's alerts (docs/product.md#alerts): a new car matching a saved search, a saved car's
  // price going down, a saved car sold or taken down.
  "saved_search_match",
  "price_drop",
  "saved_car_unavailable",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Profile choice lists (docs/product.md#validation). */
export const GENDERS = ["male", "female", "other"] as const;
export type Gender = (typeof GENDERS)[number];

// The site's languages live with the language rules (docs/decisions/023-languages.md), so every
// page's script does not carry this module for them.
import { LANGUAGES, type Language } from "~/i18n/languages";
export { LANGUAGES, type Language };

export const TIMEZONES = ["Africa/Lagos", "UTC"] as const;
export type Timezone = (typeof TIMEZONES)[number];

/**
 * The display currency: prices and payments stay in naira; USD or EUR adds an approximate amount
 * beside the naira from the rate admins set (docs/decisions/023-languages.md).
 */
export const CURRENCIES = ["NGN", "USD", "EUR"] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * The scam signals (docs/decisions/032-scam-signals.md): what flags a listing, an account or a
 * conversation for the staff risk queue.
 * - `price-far-below`: rated "Check carefully" (docs/decisions/031-bait-proof-price-rating.md);
 * - `reused-photo`: a photo the same or nearly the same as one on another seller's listing;
 * - `shared-phone`: one phone number on several accounts;
 * - `risky-message`: a message asking for money before inspection (a conversation);
 * - `vin-mismatch`: a VIN whose decoded make or model year is not the listing's;
 * - `vin-shared`: a VIN live on another seller's listing.
 */
export const RISK_SIGNALS = [
  "price-far-below",
  "reused-photo",
  "shared-phone",
  "risky-message",
  "vin-mismatch",
  "vin-shared",
] as const;
export type RiskSignal = (typeof RISK_SIGNALS)[number];

/** What a risk flag is about. */
export const RISK_SUBJECTS = ["listing", "user", "conversation"] as const;
export type RiskSubject = (typeof RISK_SUBJECTS)[number];

/** A flag waits (`open`) until staff clear it or act on it (`actioned`). */
export const RISK_STATUSES = ["open", "cleared", "actioned"] as const;
export type RiskStatus = (typeof RISK_STATUSES)[number];

/** Staff decisions on a flag: nothing wrong, hide the listing, suspend the account. */
export const RISK_DECISIONS = ["clear", "hide-listing", "suspend-account"] as const;
export type RiskDecision = (typeof RISK_DECISIONS)[number];

/**
 * The intents of each form action: the value of the `intent` field that says which button was
 * pressed. The views send them through `IntentInput` and `IntentButton`
 * (components/form-parts/intent.tsx) typed by the action's `XxxIntent`, so a misspelt intent fails
 * typecheck, and the actions parse them with `readIntent` (request/forms.server.ts).
 */

/**
 * /sell (and /upload): the three-step listing flow and the account switch. `enhance-photo` and
 * `restore-photo` are the photo enhancement premium feature on step 2.
 */
export const SELL_INTENTS = [
  "save-details",
  "remove-photo",
  "reorder-photos",
  "move-photo",
  "enhance-photo",
  "restore-photo",
  "publish",
  "switch-account",
] as const;

/** The buttons of a seller's listing (My Listings on /sell and /dashboard). */
export const LISTING_INTENTS = ["mark-sold", "renew", "delete"] as const;

/** /admin/listings: staff decisions. */
export const MODERATION_INTENTS = ["approve", "reject", "flag", "restore", "remove"] as const;

/** /dashboard: the e-mail link again; Delete Account (Account tab). */
export const DASHBOARD_INTENTS = ["resend-verification", "delete-account"] as const;
export type DashboardIntent = (typeof DASHBOARD_INTENTS)[number];

/** /favorites: the heart. */
export const FAVOURITE_INTENTS = ["save", "remove"] as const;
export type FavouriteIntent = (typeof FAVOURITE_INTENTS)[number];

/** /compare (docs/product.md#compare): the Compare buttons of cards and car pages, Remove, Clear. */
export const COMPARE_INTENTS = ["add", "remove", "clear"] as const;
export type CompareIntent = (typeof COMPARE_INTENTS)[number];

/** /chat/{id}: send a message, answer a request, block or unblock, mark read (with JavaScript). */
export const CHAT_INTENTS = ["send", "answer", "block", "unblock", "read"] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];

/** /seller/{id}: the signed-in buyer's review of that seller. */
export const REVIEW_INTENTS = ["write-review", "update-review", "delete-review"] as const;
export type ReviewIntent = (typeof REVIEW_INTENTS)[number];

export type SellIntent = (typeof SELL_INTENTS)[number];
export type ListingIntent = (typeof LISTING_INTENTS)[number];
export type ModerationIntent = (typeof MODERATION_INTENTS)[number];

/** /payment: start an upgrade, change or cancel the plan, manage saved cards, billing details. */
export const PAYMENT_INTENTS = [
  "upgrade",
  "schedule-change",
  "cancel-subscription",
  "resume-subscription",
  "add-card",
  "set-default-card",
  "remove-card",
  "save-billing",
] as const;
export type PaymentIntent = (typeof PAYMENT_INTENTS)[number];

/** /payment/checkout/{reference}: the simulated checkout's buttons (no Paystack key set). */
export const CHECKOUT_INTENTS = ["card", "transfer", "transfer-arrived", "decline"] as const;
export type CheckoutIntent = (typeof CHECKOUT_INTENTS)[number];

/**
 * /verification: documents, the phone code, a new number, the e-mail link again
 * (docs/decisions/011-trust-and-verification.md).
 */
export const VERIFICATION_INTENTS = [
  "upload-document",
  "send-code",
  "verify-code",
  "change-phone",
  "resend-email",
] as const;
export type VerificationIntent = (typeof VERIFICATION_INTENTS)[number];

/**
 * /security (docs/decisions/012-security-center.md): password, 2FA, sessions and answers to alerts.
 */
export const SECURITY_INTENTS = [
  "change-password",
  "setup-2fa",
  "enable-2fa",
  "disable-2fa",
  "revoke-session",
  "sign-out-others",
  "trust-session",
  "review-alert",
] as const;
export type SecurityIntent = (typeof SECURITY_INTENTS)[number];

/** /admin/users/:id (docs/decisions/013-admin-panel.md): what an admin does to an account. */
export const ADMIN_USER_INTENTS = [
  "suspend",
  "activate",
  "change-role",
  "edit-details",
  "end-sessions",
  "resend-verification",
] as const;
export type AdminUserIntent = (typeof ADMIN_USER_INTENTS)[number];

/**
 * /admin/reports (docs/decisions/013-admin-panel.md): Investigate, Resolve (no action), Take
 * Action.
 */
export const ADMIN_REPORT_INTENTS = ["investigate", "resolve", "take-action"] as const;
export type AdminReportIntent = (typeof ADMIN_REPORT_INTENTS)[number];

/** /admin/risk (docs/decisions/032-scam-signals.md): staff decide a risk flag. */
export const ADMIN_RISK_INTENTS = ["decide"] as const;
export type AdminRiskIntent = (typeof ADMIN_RISK_INTENTS)[number];

/** /admin/verifications: staff decide a document. */
export const DOCUMENT_REVIEW_INTENTS = ["approve", "reject"] as const;
export type DocumentReviewIntent = (typeof DOCUMENT_REVIEW_INTENTS)[number];

/**
 * /saved-searches (docs/product.md#saved-searches): save the browse page's search (its "Save
 * this search" form posts here), rename one, change its alert frequency, delete it.
 */
export const SAVED_SEARCH_INTENTS = [
  "save-search",
  "rename-search",
  "set-frequency",
  "delete-search",
] as const;
export type SavedSearchIntent = (typeof SAVED_SEARCH_INTENTS)[number];

/** /notifications: mark one read, or all. */
export const NOTIFICATION_INTENTS = ["read", "read-all"] as const;
export type NotificationIntent = (typeof NOTIFICATION_INTENTS)[number];

/**
 * /profile: the profile form, the profile photo and the seller's cover image
 * (multipart), the preferences.
 */
export const PROFILE_INTENTS = [
  "save-profile",
  "upload-avatar",
  "upload-cover",
  "save-preferences",
] as const;
export type ProfileIntent = (typeof PROFILE_INTENTS)[number];

/** /admin/newsletter: save the draft, preview it, mail a test to yourself, send it. */
export const NEWSLETTER_INTENTS = ["save", "preview", "test", "send"] as const;
export type NewsletterIntent = (typeof NEWSLETTER_INTENTS)[number];

/** /api-keys: a dealer makes or revokes an API key. */
export const API_KEY_INTENTS = ["create-key", "revoke-key"] as const;
export type ApiKeyIntent = (typeof API_KEY_INTENTS)[number];

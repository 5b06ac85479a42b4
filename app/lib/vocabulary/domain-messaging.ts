/**
 * Messaging's closed vocabularies (docs/decisions/009-messaging.md): message types, the structured
 * requests and their answers, and reports. Like domain.ts, the database schema builds its CHECK
 * constraints from these lists and the zod schemas their enums; they live apart from domain.ts so
 * pages that never message (home, browse) do not download them.
 */

/**
 * What a message in a conversation is (docs/decisions/009-messaging.md): plain text, one of the car
 * page's structured requests (test drive, inspection, financing), or the seller's answer to one.
 */
export const MESSAGE_TYPES = [
  "text",
  "test_drive",
  "inspection",
  "financing",
  "request_response",
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** The structured requests a buyer can send from the car page's quick actions. */
export const REQUEST_TYPES = ["test_drive", "inspection", "financing"] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** Where a structured request stands: the seller accepts, declines or suggests another time. */
export const REQUEST_STATUSES = ["pending", "accepted", "declined", "rescheduled"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The seller's answers to a request (`rescheduled` is "Suggest another time"). */
export const REQUEST_ANSWERS = ["accepted", "declined", "rescheduled"] as const;

/** What a report is about (docs/product.md#data; docs/decisions/009-messaging.md). */
export const REPORT_TARGET_TYPES = ["user", "listing", "message", "review"] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = [
  "scam",
  "fake_listing",
  "abusive",
  "wrong_information",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/**
 * Alert severity (docs/product.md#lifecycles): scam is high, abusive a warning, anything else info.
 */
export const REPORT_SEVERITIES = ["info", "warning", "high"] as const;
export type ReportSeverity = (typeof REPORT_SEVERITIES)[number];

/**
 * Report status (docs/product.md#lifecycles): pending, then a staff member investigates and
 * resolves it.
 */
export const REPORT_STATUSES = ["pending", "investigating", "resolved"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * What staff did about a report (docs/decisions/013-admin-panel.md): nothing (resolved with a
 * note), or Take Action: flag (hide) the listing, remove the listing, suspend the user, delete
 * the review, warn the user.
 */
export const REPORT_ACTIONS = [
  "none",
  "flag_listing",
  "remove_listing",
  "suspend_user",
  "delete_review",
  "warn_user",
] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

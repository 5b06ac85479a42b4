/**
 * The report payload (docs/decisions/009-messaging.md; docs/product.md#data and #lifecycles): what
 * `POST /api/reports` takes and what the report form at `/report` posts, validated with the same
 * schema on both sides. A report names its target (a user, listing, message or review, by id), a
 * reason and optional details of at most 1,000 characters (the `reports` table's limit).
 */
import { z } from "zod";
import { msg } from "~/i18n/messages";
import {
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  type ReportReason,
  type ReportTargetType,
} from "./domain-messaging";
import { paragraph } from "./text";

/** Details of a report are at most this many characters. */
export const REPORT_DETAILS_MAX = 1000;

/** The reasons as the form shows them, in the product's order. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: "Scam",
  fake_listing: "Fake listing",
  abusive: "Abusive",
  wrong_information: "Wrong information",
  other: "Other",
};

/** What is being reported, as the report page names it ("Report a listing"). */
export const REPORT_TARGET_LABELS: Record<ReportTargetType, string> = {
  user: "user",
  listing: "listing",
  message: "message",
  review: "review",
};

/**
 * The confirmation shown to the reporter once a report is filed (docs/decisions/009-messaging.md).
 */
export const REPORT_THANKS = msg("account.report.thanks");

const uuid = z.uuid({ error: msg("forms.id.invalid") });

/** `{targetType, targetId, reason, details?}`; details are trimmed, "" when left out. */
export const ReportSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, {
    error: msg("forms.report.target", { types: REPORT_TARGET_TYPES.join(", ") }),
  }),
  targetId: uuid,
  reason: z.enum(REPORT_REASONS, { error: msg("forms.report.reason") }),
  details: paragraph(REPORT_DETAILS_MAX, msg("forms.report.details", { max: REPORT_DETAILS_MAX }))
    .optional()
    .default(""),
});

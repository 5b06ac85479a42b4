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
} from "../vocabulary/domain-messaging";
import { paragraph } from "../forms/text";

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

/**
 * The confirmation shown to the reporter once a report is filed (docs/decisions/009-messaging.md).
 */
export const REPORT_THANKS = "Thank you. Our team will review your report.";

const uuid = z.uuid({ error: msg("forms.id.invalid") });

/** `{targetType, targetId, reason, details?}`; details are trimmed, "" when left out. */
export const ReportSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, {
    error: msg("forms.report.target", { types: REPORT_TARGET_TYPES.join(", ") }),
  }),
  targetId: uuid,
  // Message keys, read in the reader's language (docs/decisions/023-languages.md, "Messages as
  // keys"); the English texts are unchanged.
  reason: z.enum(REPORT_REASONS, { error: msg("contact.report.error.reason") }),
  details: paragraph(
    REPORT_DETAILS_MAX,
    msg("contact.report.error.details", { max: REPORT_DETAILS_MAX }),
  )
    .optional()
    .default(""),
});

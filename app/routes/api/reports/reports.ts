/**
 * `POST /api/reports` `{targetType, targetId, reason, details?}` (docs/decisions/009-messaging.md):
 * files a report about a user, listing, message or review for the staff queue. 201 with the report
 * (`id, targetType, targetId, reason, severity, status, createdAt`); 400 invalid (field errors) or
 * your own, 401 signed out, 404 unknown or not visible to you, 409 already reported and still
 * pending, 429 over 10 reports a day (models/messaging/reports.server.ts).
 */
import { z } from "zod";
import { isoDateTime } from "~/lib/api/answers";
import {
  REPORT_REASONS,
  REPORT_SEVERITIES,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
} from "~/lib/vocabulary/domain-messaging";
import { REPORT_THANKS, ReportSchema } from "~/lib/messaging/report-schema";
import { fileReport } from "~/models/messaging/reports.server";
import { apiAnswer, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/reports";

/** The report as filed, waiting for the staff. */
const FiledReportSchema = z.object({
  id: z.string(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  reason: z.enum(REPORT_REASONS),
  severity: z
    .enum(REPORT_SEVERITIES)
    .describe("From the reason: scam `high`, abusive `warning`, others `info`."),
  status: z.enum(REPORT_STATUSES).describe("`pending` for a new report."),
  createdAt: isoDateTime,
});

const openapi = operations({
  post: {
    operationId: "createReport",
    tag: "Reviews",
    summary:
      "Reports a user, listing, message or review to the staff (201 `data` {id, targetType, targetId, reason, severity, status, createdAt}). Severity follows the reason: scam high, abusive warning, others info.",
    auth: "bearer",
    body: ReportSchema,
    answer: FiledReportSchema,
    created: true,
    errors: {
      ...BAD_BODY,
      400: `${BAD_BODY[400]} Or the target is the caller's own (account, listing, message or review).`,
      ...AUTH_ERRORS,
      404: "No such target, or not one you can see (a message of a conversation you are not in).",
      409: "You have already reported this (your report is still pending).",
      429: "Too many reports (10 a day).",
    },
  },
});

const api = methods(
  {
    POST: async ({ request }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      const body = await readJsonWith(request, ReportSchema.strict());
      const report = await fileReport(user.id, body);
      return apiAnswer(openapi.post, report, REPORT_THANKS);
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

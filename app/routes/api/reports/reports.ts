/**
 * `POST /api/reports` `{targetType, targetId, reason, details?}` (docs/decisions/009-messaging.md):
 * files a report about a user, listing, message or review for the staff queue. 201 with the report
 * (`id, targetType, targetId, reason, severity, status, createdAt`); 400 invalid (field errors) or
 * your own, 401 signed out, 404 unknown or not visible to you, 409 already reported and still
 * pending, 429 over 10 reports a day (models/messaging/reports.server.ts).
 */
import { REPORT_THANKS, ReportSchema } from "~/lib/report-schema";
import { fileReport } from "~/models/messaging/reports.server";
import { apiError, apiHandler, apiOk, methodNotAllowed, readJsonWith } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/reports";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request }: Route.ActionArgs) => {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  const body = await readJsonWith(request, ReportSchema.strict());
  const report = await fileReport(user.id, body);
  return apiOk(report, REPORT_THANKS, { status: 201 });
});

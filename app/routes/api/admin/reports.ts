/**
 * `GET /api/admin/reports` (staff: `read:report:any`): the spec's Report `{id, type, severity,
 * status, reason, reportedBy, reportedUser, date}` with `details`, `baseSeverity`,
 * `reportsOnTarget`, `context {label, text, link}` (the reported message or review in
 * context), `assignee`, `action`, `resolution`, `resolvedAt`. Newest first; open reports
 * (pending and investigating) unless `?status=`; `?severity=`, `?type=`. Paged by index:
 * `?limit=` (1-100) and `?before=` (the previous page's `nextBefore`). `data {reports,
 * nextBefore}`.
 */
import { AdminReportQuerySchema } from "~/lib/admin-schemas";
import { listReportsForAdmin } from "~/models/admin-reports.server";
import { apiHandler, apiOk, methodNotAllowed, readQueryWith } from "~/request/api.server";
import { requireApiPermission } from "~/request/session.server";
import type { Route } from "./+types/reports";

export const loader = apiHandler(async ({ request }: Route.LoaderArgs) => {
  const staff = await requireApiPermission(request, "read:report:any");
  const query = readQueryWith(request, AdminReportQuerySchema);
  const { reports, nextCursor } = await listReportsForAdmin(staff, query);
  return apiOk({ reports, nextBefore: nextCursor });
});

export const action = methodNotAllowed;

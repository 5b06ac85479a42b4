/**
 * `GET /api/admin/reports` (staff: `read:report:any`): the spec's Report `{id, type, severity,
 * status, reason, reportedBy, reportedUser, date}` with `details`, `baseSeverity`,
 * `reportsOnTarget`, `context {label, text, link}` (the reported message or review in
 * context), `assignee`, `action`, `resolution`, `resolvedAt`. Newest first; open reports
 * (pending and investigating) unless `?status=`; `?severity=`, `?type=`. Paged as every list
 * (lib/pagination.ts): `?page=` (from 1) and `?limit=` (1-100, default 50) with `pagination
 * {currentPage, totalPages, total, limit}`; or by index with `?before=` (the previous page's
 * `nextBefore`; `pagination` null). `data {reports, nextBefore, pagination}`.
 */
import { AdminReportQuerySchema } from "~/lib/admin-schemas";
import { listReportsForAdmin } from "~/models/admin/reports.server";
import { apiHandler, apiOk, methodNotAllowed, readQueryWith } from "~/request/api.server";
import { requireApiPermission } from "~/request/session.server";
import type { Route } from "./+types/reports";

export const loader = apiHandler(async ({ request }: Route.LoaderArgs) => {
  const staff = await requireApiPermission(request, "read:report:any");
  const query = readQueryWith(request, AdminReportQuerySchema);
  const { reports, nextCursor, pagination } = await listReportsForAdmin(staff, {
    ...query,
    page: query.page ?? 1,
  });
  return apiOk({ reports, nextBefore: nextCursor, pagination });
});

export const action = methodNotAllowed;

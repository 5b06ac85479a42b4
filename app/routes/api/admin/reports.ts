/**
 * `GET /api/admin/reports` (staff: `read:report:any`): the product's Report `{id, type, severity,
 * status, reason, reportedBy, reportedUser, date}` with `details`, `baseSeverity`,
 * `reportsOnTarget`, `context {label, text, link}` (the reported message or review in
 * context), `assignee`, `action`, `resolution`, `resolvedAt`. Newest first; open reports
 * (pending and investigating) unless `?status=`; `?severity=`, `?type=`. Paged as every list
 * (lib/api/pagination.ts): `?page=` (from 1) and `?limit=` (1-100, default 50) with `pagination
 * {currentPage, totalPages, total, limit}`; or by index with `?before=` (the previous page's
 * `nextBefore`; `pagination` null). `data {reports, nextBefore, pagination}`.
 */
import { AdminReportQuerySchema } from "~/lib/admin/admin-schemas";
import { AdminReportPageSchema } from "~/lib/admin/answers-admin";
import { listReportsForAdmin } from "~/models/admin/reports.server";
import { apiAnswer, methods, readQueryWith } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiPermission } from "~/request/session.server";
import type { Route } from "./+types/reports";

const openapi = operations({
  get: {
    operationId: "listAdminReports",
    tag: "Admin",
    summary:
      "Staff (moderators and admins): reports newest first, the open ones (pending, investigating) unless `status` is given. Paged by `page`/`limit` (with `pagination`), or by index: pass `nextBefore` as `before`.",
    auth: "bearer",
    query: AdminReportQuerySchema,
    answer: AdminReportPageSchema,
    errors: {
      ...AUTH_ERRORS,
      400: "An unknown filter value, a page or limit that is not a whole number in range, or a bad cursor (`errors` by parameter).",
      403: "Not staff.",
    },
  },
});

const api = methods(
  {
    GET: async ({ request }: Route.LoaderArgs) => {
      const staff = await requireApiPermission(request, "read:report:any");
      const query = readQueryWith(request, AdminReportQuerySchema);
      const { reports, nextCursor, pagination } = await listReportsForAdmin(staff, query);
      return apiAnswer(openapi.get, { reports, nextBefore: nextCursor, pagination });
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

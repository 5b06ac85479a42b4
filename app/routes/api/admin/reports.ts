/**
 * `GET /api/admin/reports` (staff: `read:report:any`): the product's Report `{id, type, severity,
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
import { apiOk, methods, readQueryWith } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiPermission } from "~/request/session.server";
import { PAGED, PAGING } from "./list-paging-docs";
import type { Route } from "./+types/reports";

const openapi = operations({
  get: {
    tag: "Admin",
    summary:
      "Staff (moderators and admins): reports newest first, open ones (pending, investigating) unless `status` is given, as the product's Report `{id, type, severity (raised a step at 3 reports on one target), baseSeverity, status, reason, reasonLabel, details, reportedBy, reportedUser {id, name, status}, reportsOnTarget, context {label, text, link}, assignee, action, allowedActions (the Take Action choices the caller may take now), resolution, date, resolvedAt}`. `data {reports, nextBefore, pagination}`. " +
      PAGED,
    auth: "bearer",
    query: {
      status: "pending, investigating or resolved (default: the open ones).",
      severity: "info, warning or high (the reason's).",
      type: "user, listing, message or review.",
      ...PAGING("reports"),
    },
    errors: {
      ...AUTH_ERRORS,
      400: "An unknown filter value, a page or limit that is not a whole number in range, or a bad cursor.",
      403: "Not staff.",
    },
  },
});

const api = methods(
  {
    GET: async ({ request }: Route.LoaderArgs) => {
      const staff = await requireApiPermission(request, "read:report:any");
      const query = readQueryWith(request, AdminReportQuerySchema);
      const { reports, nextCursor, pagination } = await listReportsForAdmin(staff, {
        ...query,
        page: query.page ?? 1,
      });
      return apiOk({ reports, nextBefore: nextCursor, pagination });
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

/**
 * `GET /api/admin/audit` (staff: `read:audit:any`): the audit log, newest first, read-only:
 * `data {entries: [{id, at, actor {id, name, email}, action, entityType, entityId, details,
 * ip}], nextBefore, pagination}`. Filters: `?actor=` (an id, or part of an e-mail), `?action=`
 * (exact, or a prefix ending in "." such as `user.`), `?entityType=`, `?entityId=`. Paged as
 * every list (lib/pagination.ts): `?page=` (from 1) and `?limit=` (1-100, default 50) with
 * `pagination {currentPage, totalPages, total, limit}`; or by index with `?before=` (the
 * previous page's `nextBefore`; `pagination` null).
 */
import { AuditQuerySchema } from "~/lib/admin-schemas";
import { listAuditLog } from "~/models/shared/audit.server";
import { apiHandler, apiOk, methodNotAllowed, readQueryWith } from "~/request/api.server";
import { requireApiPermission } from "~/request/session.server";
import type { Route } from "./+types/audit";

export const loader = apiHandler(async ({ request }: Route.LoaderArgs) => {
  const staff = await requireApiPermission(request, "read:audit:any");
  const query = readQueryWith(request, AuditQuerySchema);
  const { entries, nextCursor, pagination } = await listAuditLog(staff, {
    ...query,
    page: query.page ?? 1,
  });
  return apiOk({ entries, nextBefore: nextCursor, pagination });
});

export const action = methodNotAllowed;

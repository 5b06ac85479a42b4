/**
 * `GET /api/admin/audit` (staff: `read:audit:any`): the audit log, newest first, read-only:
 * `data {entries: [{id, at, actor {id, name, email}, action, entityType, entityId, details,
 * ip}], nextBefore, pagination}`. Filters: `?actor=` (an id, or part of an e-mail), `?action=`
 * (exact, or a prefix ending in "." such as `user.`), `?entityType=`, `?entityId=`. Paged as
 * every list (lib/api/pagination.ts): `?page=` (from 1) and `?limit=` (1-100, default 50) with
 * `pagination {currentPage, totalPages, total, limit}`; or by index with `?before=` (the
 * previous page's `nextBefore`; `pagination` null).
 */
import { AuditQuerySchema } from "~/lib/admin/admin-schemas";
import { AuditPageSchema } from "~/lib/admin/answers-admin";
import { listAuditLog } from "~/models/shared/audit.server";
import { apiAnswer, methods, readQueryWith } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiPermission } from "~/request/session.server";
import type { Route } from "./+types/audit";

const openapi = operations({
  get: {
    operationId: "listAuditLog",
    tag: "Admin",
    summary:
      "Staff (moderators and admins): the audit log, newest first, read-only, filtered. Paged by `page`/`limit` (with `pagination`), or by index: pass `nextBefore` as `before`.",
    auth: "bearer",
    query: AuditQuerySchema,
    answer: AuditPageSchema,
    errors: {
      ...AUTH_ERRORS,
      400: "A page or limit that is not a whole number in range, a bad cursor, or a parameter too long or with control characters (`errors` by parameter).",
      403: "Not staff.",
    },
  },
});

const api = methods(
  {
    GET: async ({ request }: Route.LoaderArgs) => {
      const staff = await requireApiPermission(request, "read:audit:any");
      const query = readQueryWith(request, AuditQuerySchema);
      const { entries, nextCursor, pagination } = await listAuditLog(staff, query);
      return apiAnswer(openapi.get, { entries, nextBefore: nextCursor, pagination });
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

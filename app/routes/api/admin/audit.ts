/**
 * `GET /api/admin/audit` (staff: `read:audit:any`): the audit log, newest first, read-only:
 * `data {entries: [{id, at, actor {id, name, email}, action, entityType, entityId, details,
 * ip}], nextBefore}`. Filters: `?actor=` (an id, or part of an e-mail), `?action=` (exact, or
 * a prefix ending in "." such as `user.`), `?entityType=`, `?entityId=`. Paged by index:
 * `?limit=` (1-200) and `?before=`.
 */
import { AuditQuerySchema } from "~/lib/admin-schemas";
import { listAuditLog } from "~/models/audit.server";
import { apiHandler, apiOk, methodNotAllowed, readQueryWith } from "~/request/api.server";
import { requireApiPermission } from "~/request/session.server";
import type { Route } from "./+types/audit";

export const loader = apiHandler(async ({ request }: Route.LoaderArgs) => {
  const staff = await requireApiPermission(request, "read:audit:any");
  const query = readQueryWith(request, AuditQuerySchema);
  const { entries, nextCursor } = await listAuditLog(staff, query);
  return apiOk({ entries, nextBefore: nextCursor });
});

export const action = methodNotAllowed;

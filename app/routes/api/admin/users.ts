/**
 * `GET /api/admin/users` (admins: `read:user:any`): the spec's Admin user list `{id, name,
 * email, phone, location, joinDate, status: active | suspended | pending, role, plan,
 * accountType, verified}`, newest first. Filters: `?q=` (part of the name, e-mail or phone),
 * `?status=`, `?role=`, `?plan=`, `?accountType=`. Paged by index, never by offset: `?limit=`
 * (1-100, default 50) and `?before=` (the previous page's `nextBefore`). `data {users,
 * nextBefore}`; `nextBefore` is null on the last page. 400 for an unknown filter value or a
 * malformed cursor.
 */
import { AdminUserQuerySchema } from "~/lib/admin-schemas";
import { listUsersForAdmin } from "~/models/admin-users.server";
import { apiHandler, apiOk, methodNotAllowed, readQueryWith } from "~/request/api.server";
import { requireApiPermission } from "~/request/session.server";
import type { Route } from "./+types/users";

export const loader = apiHandler(async ({ request, context }: Route.LoaderArgs) => {
  const staff = await requireApiPermission(request, "read:user:any");
  const query = readQueryWith(request, AdminUserQuerySchema);
  const { users, nextCursor } = await listUsersForAdmin(
    { ...staff, ip: context?.clientIp ?? null },
    query,
  );
  return apiOk({ users, nextBefore: nextCursor });
});

export const action = methodNotAllowed;

/**
 * `PATCH /api/admin/users/{id}` (admins): `{status: active | suspended, reason?, role?}`.
 * Suspending needs a `reason` (mailed to the user and audited): the account's sessions and
 * tokens end at once and its listings leave every public page; activating brings them back.
 * `role` (user | moderator | admin) needs `update:role:any`. `data` is the updated Admin user.
 * 400 no change asked or no reason, 403 a moderator or one's own account, 404 unknown or
 * malformed id, 409 already in that state.
 */
import { AdminUserChangeSchema } from "~/lib/admin-schemas";
import {
  activateUser,
  changeUserRole,
  getUserForAdmin,
  suspendUser,
} from "~/models/admin/users.server";
import { apiError, apiHandler, apiOk, methodNotAllowed, readJsonWith } from "~/request/api.server";
import { requireApiPermission } from "~/request/session.server";
import type { Route } from "./+types/user";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request, params, context }: Route.ActionArgs) => {
  if (request.method !== "PATCH") return apiError(405, "Method not allowed");
  const user = await requireApiPermission(request, "read:user:any");
  const staff = { ...user, ip: context?.clientIp ?? null };
  const body = await readJsonWith(request, AdminUserChangeSchema);
  if (body.role !== undefined) await changeUserRole(staff, params.id, body.role);
  if (body.status === "suspended") await suspendUser(staff, params.id, body.reason ?? "");
  if (body.status === "active") await activateUser(staff, params.id, body.reason ?? "");
  const { user: updated } = await getUserForAdmin(staff, params.id);
  return apiOk(updated, "Saved");
});

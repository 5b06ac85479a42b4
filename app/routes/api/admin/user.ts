/**
 * `PATCH /api/admin/users/{id}` (admins): `{status: active | suspended, reason?, role?}`.
 * Suspending needs a `reason` (mailed to the user and audited): the account's sessions and
 * tokens end at once and its listings leave every public page; activating brings them back.
 * `role` (user | moderator | admin) needs `update:role:any`. `data` is the updated Admin user.
 * 400 no change asked or no reason, 403 a moderator or one's own account, 404 unknown or
 * malformed id, 409 already in that state.
 */
import { AdminUserChangeSchema } from "~/lib/admin-schemas";
import { AdminUserDetailSchema } from "~/lib/answers-admin";
import {
  activateUser,
  changeUserRole,
  getUserForAdmin,
  suspendUser,
} from "~/models/admin/users.server";
import { apiAnswer, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiPermission } from "~/request/session.server";
import type { Route } from "./+types/user";

const openapi = operations({
  patch: {
    operationId: "updateAdminUser",
    tag: "Admin",
    summary:
      "Admins: `{status: suspended, reason}` suspends (sessions and tokens end at once, listings leave every public page, the user is mailed the reason); `{status: active}` activates (listings come back as they were); `{role}` changes the role. Audited with the admin's IP. `data` is the account after the change.",
    auth: "bearer",
    body: AdminUserChangeSchema,
    answer: AdminUserDetailSchema,
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
      400: `${BAD_BODY[400]} Or: nothing to change, a suspension without a reason, or one's own account.`,
      403: "Not an admin (moderators included), or a cookie-signed request from another site.",
      404: "No such user.",
      409: "Already suspended, not suspended, or already that role.",
    },
  },
});

const api = methods(
  {
    PATCH: async ({ request, params, context }: Route.ActionArgs) => {
      const user = await requireApiPermission(request, "read:user:any");
      const staff = { ...user, ip: context?.clientIp ?? null };
      const body = await readJsonWith(request, AdminUserChangeSchema);
      if (body.role !== undefined) await changeUserRole(staff, params.id, body.role);
      if (body.status === "suspended") await suspendUser(staff, params.id, body.reason ?? "");
      if (body.status === "active") await activateUser(staff, params.id, body.reason ?? "");
      const { user: updated } = await getUserForAdmin(staff, params.id);
      return apiAnswer(openapi.patch, updated, "Saved");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

/**
 * `PATCH /api/admin/users/{id}` (admins): any of `{status: active | suspended, reason?, role?,
 * firstName?, lastName?, phone?, state?, city?, accountType?}`, applied together or not at all
 * (models/admin/users.server.ts, `updateUserForAdmin`). Suspending needs a `reason` (mailed to the
 * user and audited): the account's sessions and tokens end at once and its listings leave every
 * public page; activating brings them back. A staff `role` needs an account with a confirmed
 * e-mail and two-factor authentication on. The details follow the profile's rules; a new phone
 * loses its verification. `data` is the updated Admin user. 400 no change asked, no reason, a
 * field not valid, or one's own account; 403 a moderator, or staff whose own 2FA is off; 404
 * unknown or malformed id; 409 already in that state, or a staff role the account cannot hold yet.
 */
import { AdminUserChangeSchema } from "~/lib/admin/admin-schemas";
import { AdminUserDetailSchema } from "~/lib/admin/answers-admin";
import { getUserForAdmin, updateUserForAdmin } from "~/models/admin/users.server";
import { apiAnswer, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiPermission } from "~/request/session.server";
import type { Route } from "./+types/user";

const openapi = operations({
  patch: {
    operationId: "updateAdminUser",
    tag: "Admin",
    summary:
      "Admins: `{status: suspended, reason}` suspends (sessions and tokens end at once, listings leave every public page, the user is mailed the reason); `{status: active}` activates (listings come back as they were); `{role}` changes the role (moderator or admin only for an account with a confirmed e-mail and two-factor authentication on); `firstName`, `lastName`, `phone`, `state`, `city` and `accountType` edit the account's details by the profile's rules (a new phone number loses its verification). Everything asked is applied together or, when any part is refused, nothing is. Audited with the admin's IP. `data` is the account after the change.",
    auth: "bearer",
    body: AdminUserChangeSchema,
    answer: AdminUserDetailSchema,
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
      400: `${BAD_BODY[400]} Or: nothing to change, a suspension without a reason, or one's own account.`,
      403: "Not an admin (moderators included), an admin whose own e-mail is not confirmed or whose two-factor authentication is off, or a cookie-signed request from another site.",
      404: "No such user.",
      409: "Already suspended, not suspended, already that role, or a staff role for an account whose e-mail is not confirmed or whose two-factor authentication is off (`errors.role`).",
    },
  },
});

const api = methods(
  {
    PATCH: async ({ request, params, context }: Route.ActionArgs) => {
      const user = await requireApiPermission(request, "read:user:any");
      const staff = { ...user, ip: context?.clientIp ?? null };
      const body = await readJsonWith(request, AdminUserChangeSchema);
      await updateUserForAdmin(staff, params.id, body);
      const { user: updated } = await getUserForAdmin(staff, params.id);
      return apiAnswer(openapi.patch, updated, "Saved");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

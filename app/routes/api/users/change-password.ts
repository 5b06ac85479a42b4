/**
 * `POST /api/users/change-password` `{ currentPassword, newPassword }`: 400 on a wrong current
 * password; other sessions end, this one stays.
 */
import { apiError, apiOk, methodNotAllowed, readJsonWith } from "~/request/api.server";
import { ChangePasswordSchema } from "~/lib/auth-schemas";
import { requireApiUser } from "~/request/session.server";
import { changePassword } from "~/models/user.server";
import type { Route } from "./+types/change-password";

export const loader = methodNotAllowed;

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const user = await requireApiUser(request);
  const body = await readJsonWith(request, ChangePasswordSchema);
  const ok = await changePassword(user.id, body.currentPassword, body.newPassword, user.sessionId);
  if (!ok)
    return apiError(400, "Your current password is not correct", {
      currentPassword: ["Your current password is not correct"],
    });
  return apiOk(null, "Password changed");
}

/**
 * `POST /api/users/change-password` `{ currentPassword, newPassword }`: 400 on a wrong current
 * password or a common new one, 429 after too many tries (counted like sign-in); other
 * sessions end, this one stays, and the owner is mailed.
 */
import { ChangePasswordSchema } from "~/lib/auth-schemas";
import { changePassword } from "~/models/account/passwords.server";
import { apiError, apiHandler, apiOk, methodNotAllowed, readJsonWith } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import { clientInfo } from "~/request/two-factor-challenge.server";
import type { Route } from "./+types/change-password";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  const body = await readJsonWith(request, ChangePasswordSchema);
  await changePassword(user, body.currentPassword, body.newPassword, user.sessionId, {
    ...clientInfo(request, context),
    sessionId: user.sessionId,
  });
  return apiOk(null, "Password changed");
});

/**
 * `POST /api/auth/reset-password` `{ token, password }`: sets the password, ends every session
 * and mails the owner. A used or expired token answers 400 (replays fail); so does a common
 * password.
 */
import { ApiResetPasswordSchema } from "~/lib/auth-schemas";
import { resetPassword } from "~/models/account/passwords.server";
import { apiError, apiHandler, apiOk, methodNotAllowed, readJsonWith } from "~/request/api.server";
import type { Route } from "./+types/reset-password";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  const body = await readJsonWith(request, ApiResetPasswordSchema);
  const r = await resetPassword(body.token, body.password, context?.clientIp ?? null);
  if (!r.ok)
    return apiError(400, "This reset link has expired or was already used", {
      token: ["invalid or expired"],
    });
  return apiOk(null, "Password changed. Sign in with your new password.");
});

/**
 * `POST /api/auth/reset-password` `{ token, password }`: sets the password, ends every session
 * and mails the owner. A used or expired token answers 400 (replays fail); so does a common
 * password.
 */
import { ApiResetPasswordSchema } from "~/lib/auth-schemas";
import { resetPassword } from "~/models/account.server";
import { hitLimit, LIMITS } from "~/models/rate-limit.server";
import { apiError, apiHandler, apiOk, methodNotAllowed, readJsonWith } from "~/request/api.server";
import type { Route } from "./+types/reset-password";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  const body = await readJsonWith(request, ApiResetPasswordSchema);
  const limit = await hitLimit(
    `reset-submit:ip:${context?.clientIp ?? "unknown"}`,
    LIMITS.passwordResetPerIp,
  );
  if (!limit.ok) return apiError(429, "Too many attempts. Please try again later.");
  const r = await resetPassword(body.token, body.password);
  if (!r.ok)
    return apiError(400, "This reset link has expired or was already used", {
      token: ["invalid or expired"],
    });
  return apiOk(null, "Password changed. Sign in with your new password.");
});

/**
 * `POST /api/auth/reset-password` `{ token, password }`: sets the password, ends every session
 * and mails the owner. A used or expired token answers 400 (replays fail); so does a common
 * password.
 */
import { ApiResetPasswordSchema } from "~/lib/auth-schemas";
import { resetPassword } from "~/models/account.server";
import { apiError, apiOk, methods, readJsonWith } from "~/request/api.server";
import type { Route } from "./+types/reset-password";

const api = methods({
  POST: async ({ request, context }: Route.ActionArgs) => {
    const body = await readJsonWith(request, ApiResetPasswordSchema);
    const r = await resetPassword(body.token, body.password, context?.clientIp ?? null);
    if (!r.ok)
      return apiError(400, "This reset link has expired or was already used", {
        token: ["invalid or expired"],
      });
    return apiOk(null, "Password changed. Sign in with your new password.");
  },
});

export const loader = api;
export const action = api;

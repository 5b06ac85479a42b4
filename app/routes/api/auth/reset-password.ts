/**
 * `POST /api/auth/reset-password` `{ token, password }`: sets the password, ends every session
 * and mails the owner. A used or expired token answers 400 (replays fail); so does a common
 * password.
 */
import { msg } from "~/i18n/messages";
import { ApiResetPasswordSchema } from "~/lib/auth-schemas";
import { resetPassword } from "~/models/account/passwords.server";
import { apiError, apiOk, methods, readJsonWith } from "~/request/api.server";
import { BAD_BODY, operations } from "~/request/openapi.server";
import type { Route } from "./+types/reset-password";

const openapi = operations({
  post: {
    tag: "Auth",
    summary: "Sets a new password with the mailed token and ends every session.",
    body: ApiResetPasswordSchema,
    errors: { ...BAD_BODY },
  },
});

const api = methods(
  {
    POST: async ({ request, context }: Route.ActionArgs) => {
      const body = await readJsonWith(request, ApiResetPasswordSchema);
      const r = await resetPassword(body.token, body.password, context?.clientIp ?? null);
      if (!r.ok)
        return apiError(400, msg("auth.api.resetExpired"), {
          token: ["invalid or expired"],
        });
      return apiOk(null, msg("auth.api.passwordChanged"));
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

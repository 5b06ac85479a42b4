/**
 * `POST /api/auth/reset-password` `{ token, password }`: sets the password, ends every session
 * and mails the owner. A used or expired token answers 400 (replays fail); so does a common
 * password.
 */
import { msg } from "~/i18n/messages";
import { ApiResetPasswordSchema } from "~/lib/account/auth-schemas";
import { RESET_LINK_EXPIRED, resetPassword } from "~/models/account/passwords.server";
import { DomainError } from "~/models/shared/errors.server";
import { z } from "zod";
import { apiAnswer, apiError, methods, readJsonWith } from "~/request/api.server";
import { BAD_BODY, operations, RATE_LIMITED } from "~/request/openapi.server";
import type { Route } from "./+types/reset-password";

const openapi = operations({
  post: {
    operationId: "resetPassword",
    tag: "Auth",
    summary: "Sets a new password with the mailed token and ends every session.",
    auth: "none",
    body: ApiResetPasswordSchema,
    answer: z.null(),
    errors: {
      ...BAD_BODY,
      400: `${BAD_BODY[400]} Or the token is unknown, used or expired (\`errors.token\`), or the password is too common or is the e-mail address or its part before the @ (\`errors.password\`; the token stays usable).`,
      ...RATE_LIMITED,
    },
  },
});

const api = methods(
  {
    POST: async ({ request, context }: Route.ActionArgs) => {
      const body = await readJsonWith(request, ApiResetPasswordSchema);
      try {
        await resetPassword(body.token, body.password, context?.clientIp ?? null);
      } catch (error) {
        // The API's own words for a dead link, on the `token` field.
        if (error instanceof DomainError && error.message === RESET_LINK_EXPIRED)
          return apiError(400, msg("auth.api.resetExpired"), { token: ["invalid or expired"] });
        throw error;
      }
      return apiAnswer(openapi.post, null, msg("auth.api.passwordChanged"));
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

/** `POST /api/auth/verify-email` `{ token }`: confirms the e-mail; 400 for a bad or used token. */
import { msg } from "~/i18n/messages";
import { VerifyEmailSchema } from "~/lib/account/api-schemas";
import { verifyEmail } from "~/models/account/registration.server";
import { z } from "zod";
import { apiAnswer, apiError, methods, readJsonWith } from "~/request/api.server";
import { BAD_BODY, operations } from "~/request/openapi.server";
import type { Route } from "./+types/verify-email";

const openapi = operations({
  post: {
    operationId: "verifyEmail",
    tag: "Auth",
    summary: "Confirms the e-mail with the mailed token.",
    auth: "none",
    body: VerifyEmailSchema,
    answer: z.null(),
    errors: {
      ...BAD_BODY,
      400: `${BAD_BODY[400]} Or the token is unknown, used or expired (\`errors.token\`).`,
    },
  },
});

const api = methods(
  {
    POST: async ({ request }: Route.ActionArgs) => {
      const { token } = await readJsonWith(request, VerifyEmailSchema);
      if (!(await verifyEmail(token)))
        return apiError(400, msg("auth.api.linkExpired"), {
          token: ["invalid or expired"],
        });
      return apiAnswer(openapi.post, null, msg("auth.api.emailConfirmed"));
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

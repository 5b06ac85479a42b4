/** `POST /api/auth/forgot-password` `{ email }`: the same answer whether or not it exists. */
import { ForgotPasswordSchema } from "~/lib/account/auth-schemas";
import { FORGOT_SENT } from "~/models/account/sign-in.server";
import { requestPasswordReset } from "~/models/account/passwords.server";
import { z } from "zod";
import { apiAnswer, methods, readJsonWith } from "~/request/api.server";
import { BAD_BODY, operations, RATE_LIMITED } from "~/request/openapi.server";
import type { Route } from "./+types/forgot-password";

const openapi = operations({
  post: {
    operationId: "requestPasswordReset",
    tag: "Auth",
    summary: "Mails a reset link when the address has an account (same answer either way).",
    auth: "none",
    body: ForgotPasswordSchema,
    answer: z.null(),
    errors: { ...BAD_BODY, ...RATE_LIMITED },
  },
});

const api = methods(
  {
    POST: async ({ request, context }: Route.ActionArgs) => {
      const { email } = await readJsonWith(request, ForgotPasswordSchema);
      await requestPasswordReset(email, context?.clientIp ?? null);
      return apiAnswer(openapi.post, null, FORGOT_SENT);
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

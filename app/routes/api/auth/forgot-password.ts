/** `POST /api/auth/forgot-password` `{ email }`: the same answer whether or not it exists. */
import { ForgotPasswordSchema } from "~/lib/auth-schemas";
import { FORGOT_SENT } from "~/models/account/sign-in.server";
import { requestPasswordReset } from "~/models/account/passwords.server";
import { apiError, apiOk, methods, readJsonWith } from "~/request/api.server";
import { BAD_BODY, operations } from "~/request/openapi.server";
import type { Route } from "./+types/forgot-password";

const openapi = operations({
  post: {
    tag: "Auth",
    summary: "Mails a reset link when the address has an account (same answer either way).",
    body: ForgotPasswordSchema,
    errors: { ...BAD_BODY, 429: "Too many requests." },
  },
});

const api = methods(
  {
    POST: async ({ request, context }: Route.ActionArgs) => {
      const { email } = await readJsonWith(request, ForgotPasswordSchema);
      const r = await requestPasswordReset(email, context?.clientIp ?? null);
      if (!r.ok) return apiError(r.status, r.message);
      return apiOk(null, FORGOT_SENT);
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

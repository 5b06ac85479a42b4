/** `POST /api/auth/forgot-password` `{ email }`: the same answer whether or not it exists. */
import { ForgotPasswordSchema } from "~/lib/auth-schemas";
import { FORGOT_SENT } from "~/models/account/sign-in.server";
import { requestPasswordReset } from "~/models/account/passwords.server";
import { apiError, apiHandler, apiOk, methodNotAllowed, readJsonWith } from "~/request/api.server";
import type { Route } from "./+types/forgot-password";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  const { email } = await readJsonWith(request, ForgotPasswordSchema);
  const r = await requestPasswordReset(email, context?.clientIp ?? null);
  if (!r.ok) return apiError(r.status, r.message);
  return apiOk(null, FORGOT_SENT);
});

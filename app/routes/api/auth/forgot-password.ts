/** `POST /api/auth/forgot-password` `{ email }`: the same answer whether or not it exists. */
import { apiError, apiOk, methodNotAllowed, readJsonWith } from "~/request/api.server";
import { ForgotPasswordSchema } from "~/lib/auth-schemas";
import { appOrigin } from "~/services/mail.server";
import { FORGOT_SENT, requestPasswordReset } from "~/models/account.server";
import type { Route } from "./+types/forgot-password";

export const loader = methodNotAllowed;

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const { email } = await readJsonWith(request, ForgotPasswordSchema);
  const r = await requestPasswordReset(email, context?.clientIp ?? null, appOrigin(request));
  if (!r.ok) return apiError(r.status, r.message);
  return apiOk(null, FORGOT_SENT);
}

/**
 * `POST /api/auth/register` `{ firstName, lastName, email, phone, location, password,
 * accountType }` -> 201; 409 when the e-mail is taken; 429 when rate limited.
 */
import { apiError, apiOk, methodNotAllowed, readJsonWith } from "~/request/api.server";
import { ApiRegisterSchema } from "~/lib/auth-schemas";
import { appOrigin } from "~/services/mail.server";
import { registerAccount } from "~/models/account.server";
import { EmailTakenError } from "~/models/auth.server";
import { hitLimit, LIMITS, waitText } from "~/models/rate-limit.server";
import type { Route } from "./+types/register";

export const loader = methodNotAllowed;

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  const body = await readJsonWith(request, ApiRegisterSchema);
  const limit = await hitLimit(
    `register:ip:${context?.clientIp ?? "unknown"}`,
    LIMITS.registerPerIp,
  );
  if (!limit.ok)
    return apiError(
      429,
      `Too many sign-ups. Please wait ${waitText(limit.retryAfterSeconds)} and try again.`,
    );
  try {
    const user = await registerAccount(body, appOrigin(request));
    return apiOk({ user }, "Account created. Check your e-mail to confirm your address.", {
      status: 201,
    });
  } catch (error) {
    if (error instanceof EmailTakenError)
      return apiError(409, error.message, { email: [error.message] });
    throw error;
  }
}

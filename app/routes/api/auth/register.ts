/**
 * `POST /api/auth/register` `{ firstName, lastName, email, phone, location, password,
 * accountType }` -> 201; 400 for a common password; 409 when the e-mail is taken; 429 when
 * rate limited.
 */
import { ApiRegisterSchema } from "~/lib/auth-schemas";
import { registerAccount } from "~/models/account.server";
import { EmailTakenError } from "~/models/auth.server";
import { hitLimit, LIMITS, waitText } from "~/models/rate-limit.server";
import { apiError, apiHandler, apiOk, methodNotAllowed, readJsonWith } from "~/request/api.server";
import type { Route } from "./+types/register";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
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
    const user = await registerAccount(body);
    return apiOk({ user }, "Account created. Check your e-mail to confirm your address.", {
      status: 201,
    });
  } catch (error) {
    if (error instanceof EmailTakenError)
      return apiError(409, error.message, { email: [error.message] });
    throw error;
  }
});

/**
 * `POST /api/auth/register` `{ firstName, lastName, email, phone, location, password,
 * accountType }` -> 201 `{ data: { email } }` with "Check your e-mail": the same answer when
 * the address already has an account (its owner is mailed instead), so the API does not tell
 * who has an account (docs/decisions/008-security-review.md). No session: sign in with
 * `POST /api/auth/login`. 400 for a common password, 403 while registration is closed, 429
 * when rate limited.
 */
import { ApiRegisterSchema } from "~/lib/auth-schemas";
import { registerAccount, signUpSent } from "~/models/account/registration.server";
import { apiError, apiHandler, apiOk, methodNotAllowed, readJsonWith } from "~/request/api.server";
import type { Route } from "./+types/register";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  const body = await readJsonWith(request, ApiRegisterSchema);
  const sent = await registerAccount(body, context?.clientIp ?? null);
  return apiOk(sent, signUpSent(sent.email), { status: 201 });
});

/**
 * `POST /api/auth/login/2fa` `{ challengeToken, code }` -> `data: { token, user, expiresAt }`,
 * the second step of a sign-in with two-factor authentication on. `code` is the 6-digit code
 * of the authenticator app or an unused recovery code. 400 wrong code (the challenge stays
 * usable for its 5 minutes), 401 challenge unknown, used or expired, 403 suspended, 429 too
 * many codes tried, or the app's codes paused after 30 wrong ones in a day (a recovery code
 * still works; docs/decisions/012-security-center.md).
 */
import { ApiTwoFactorLoginSchema } from "~/lib/api-schemas";
import { completeTwoFactorSignIn } from "~/models/account/sign-in.server";
import { apiError, apiHandler, apiOk, methodNotAllowed, readJsonWith } from "~/request/api.server";
import { clientInfo } from "~/request/two-factor-challenge.server";
import type { Route } from "./+types/login-2fa";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  const body = await readJsonWith(request, ApiTwoFactorLoginSchema);
  const result = await completeTwoFactorSignIn(
    body.challengeToken,
    body.code,
    clientInfo(request, context),
  );
  if (!result.ok)
    return apiError(
      result.status,
      result.message,
      result.status === 400 ? { code: [result.message] } : undefined,
    );
  return apiOk(
    { token: result.token, expiresAt: result.expiresAt.toISOString(), user: result.user },
    "Signed in",
  );
});

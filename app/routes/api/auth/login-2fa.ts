/**
 * `POST /api/auth/login/2fa` `{ challengeToken, code }` -> `data: { token, user, expiresAt }`,
 * the second step of a sign-in with two-factor authentication on. `code` is the 6-digit code
 * of the authenticator app or an unused recovery code. 400 wrong code (the challenge stays
 * usable for its 5 minutes), 401 challenge unknown, used or expired, 403 suspended, 429 too
 * many codes tried, or the app's codes paused after 30 wrong ones in a day (a recovery code
 * still works; docs/decisions/012-security-center.md).
 */
import { msg } from "~/i18n/messages";
import { ApiTwoFactorLoginSchema } from "~/lib/account/api-schemas";
import { SignInSchema } from "~/lib/account/answers-account-security";
import { completeTwoFactorSignIn } from "~/models/account/sign-in.server";
import { apiAnswer, methods, readJsonWith } from "~/request/api.server";
import { BAD_BODY, operations, RATE_LIMITED } from "~/request/openapi.server";
import { clientInfo } from "~/request/two-factor-challenge.server";
import type { Route } from "./+types/login-2fa";

const openapi = operations({
  post: {
    operationId: "signInSecondStep",
    tag: "Auth",
    summary:
      "The second step of a sign-in with two-factor authentication on: `challengeToken` from `POST /api/auth/login` (valid 5 minutes, used once) and `code` (the authenticator app's 6 digits, or an unused recovery code). `data {token, user, expiresAt}` as a sign-in.",
    auth: "none",
    body: ApiTwoFactorLoginSchema,
    answer: SignInSchema,
    errors: {
      ...BAD_BODY,
      400: "The code is not correct (the challenge stays usable), or a field is not valid.",
      401: "The challenge is unknown, used or expired: sign in again.",
      403: "The account is suspended.",
      429: `${RATE_LIMITED[429]} Codes are limited to 10 per 15 minutes; after 30 wrong codes in a day the app's codes are paused for 24 hours (the message says until when; recovery codes still work).`,
    },
  },
});

const api = methods(
  {
    POST: async ({ request, context }: Route.ActionArgs) => {
      const body = await readJsonWith(request, ApiTwoFactorLoginSchema);
      const result = await completeTwoFactorSignIn(
        body.challengeToken,
        body.code,
        clientInfo(request, context),
      );
      return apiAnswer(
        openapi.post,
        { token: result.token, expiresAt: result.expiresAt.toISOString(), user: result.user },
        msg("auth.api.signedIn"),
      );
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

/**
 * `POST /api/auth/login` `{ email, password, remember? }` -> `data: { token, user, expiresAt }`.
 * The token is a Bearer credential tied to a session row (revocable like any session); the
 * answer is never cached. 401 "Invalid email or password", 403 suspended, 429 rate limited.
 * With two-factor authentication on, the answer is `data: { twoFactorRequired: true,
 * challengeToken }` and no session: `POST /api/auth/login/2fa` finishes the sign-in.
 */
import { msg } from "~/i18n/messages";
import { ApiLoginSchema } from "~/lib/account/api-schemas";
import { SignInStepSchema } from "~/lib/account/answers-account-security";
import { signIn } from "~/models/account/sign-in.server";
import { apiAnswer, methods, readJsonWith } from "~/request/api.server";
import { BAD_BODY, operations, RATE_LIMITED } from "~/request/openapi.server";
import type { Route } from "./+types/login";

const openapi = operations({
  post: {
    operationId: "signIn",
    tag: "Auth",
    summary:
      "Signs in: `data.token` (a Bearer token), `data.user`, `data.expiresAt`. With two-factor authentication on: `data {twoFactorRequired: true, challengeToken}` and no session; finish with `POST /api/auth/login/2fa`.",
    auth: "none",
    body: ApiLoginSchema,
    answer: SignInStepSchema,
    errors: {
      ...BAD_BODY,
      401: "Invalid email or password.",
      403: "The account is suspended.",
      ...RATE_LIMITED,
    },
  },
});

const api = methods(
  {
    POST: async ({ request, context }: Route.ActionArgs) => {
      const body = await readJsonWith(request, ApiLoginSchema);
      const result = await signIn(body.email, body.password, {
        remember: body.remember === true,
        ip: context?.clientIp ?? null,
        userAgent: request.headers.get("user-agent"),
      });
      if (result.twoFactorRequired)
        return apiAnswer(
          openapi.post,
          { twoFactorRequired: true, challengeToken: result.challengeToken },
          msg("auth.api.enterCode"),
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

/**
 * Two-factor authentication (signed in; docs/decisions/012-security-center.md):
 * - `POST /api/user/2fa/setup` -> `data {secret, otpauthUrl}`: a new secret for the app (a QR
 *   code of `otpauthUrl`, or `secret` typed in); 409 when 2FA is already on.
 * - `POST /api/user/2fa/enable` `{code}` -> `data {recoveryCodes}`: turns it on with a code
 *   from the app; the ten single-use recovery codes are shown this once.
 * - `POST /api/user/2fa/disable` `{password, code}`: turns it off (code: the app's or a
 *   recovery code).
 * 400 wrong code or password, 429 too many attempts. The owner is mailed on each change.
 */
import { DisableTwoFactorSchema, EnableTwoFactorSchema } from "~/lib/auth-schemas";
import { disableTwoFactor, mailTwoFactorChange } from "~/models/security/center.server";
import { enableTwoFactor, startTwoFactorSetup } from "~/models/security/two-factor.server";
import { apiError, apiOk, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operationsByPath } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import { clientInfo } from "~/request/two-factor-challenge.server";
import type { Route } from "./+types/two-factor";
import { msg } from "~/i18n/messages";

const openapi = operationsByPath({
  "/api/user/2fa/setup": {
    post: {
      tag: "Security",
      summary:
        "Starts two-factor set-up: `data {secret (base32), otpauthUrl}` for an authenticator app (TOTP, 6 digits, 30 s, SHA-1). Again replaces a set-up not yet confirmed.",
      auth: "bearer",
      errors: { ...AUTH_ERRORS, 409: "Two-factor authentication is already on." },
    },
  },
  "/api/user/2fa/enable": {
    post: {
      tag: "Security",
      summary:
        "Turns two-factor authentication on with a code from the app: `data {recoveryCodes}`, ten single-use codes shown this once. The owner is mailed.",
      auth: "bearer",
      body: EnableTwoFactorSchema,
      errors: {
        ...BAD_BODY,
        ...AUTH_ERRORS,
        400: "The code is not correct, or no set-up was started.",
        409: "Two-factor authentication is already on.",
        429: "Too many codes tried.",
      },
    },
  },
  "/api/user/2fa/disable": {
    post: {
      tag: "Security",
      summary:
        "Turns two-factor authentication off with the password and a code (the app's or a recovery code). The owner is mailed.",
      auth: "bearer",
      body: DisableTwoFactorSchema,
      errors: {
        ...BAD_BODY,
        ...AUTH_ERRORS,
        400: "Wrong password or code, or two-factor authentication is not on.",
        429: "Too many attempts.",
      },
    },
  },
});

const api = methods(
  {
    POST: async ({ request, context }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      const info = { ...clientInfo(request, context), sessionId: user.sessionId };
      switch (new URL(request.url).pathname.split("/").pop()) {
        case "setup":
          return apiOk(await startTwoFactorSetup(user.id, user.email), "Scan the QR code");
        case "enable": {
          const { code } = await readJsonWith(request, EnableTwoFactorSchema);
          const { recoveryCodes } = await enableTwoFactor(user.id, code, info);
          await mailTwoFactorChange(user, true);
          return apiOk({ recoveryCodes }, "Two-factor authentication is on");
        }
        case "disable": {
          const { password, code } = await readJsonWith(request, DisableTwoFactorSchema);
          await disableTwoFactor(user, password, code, info);
          return apiOk(null, "Two-factor authentication is off");
        }
        default:
          return apiError(404, msg("refusals.api.notFound"));
      }
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

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
import { z } from "zod";
import { DisableTwoFactorSchema, EnableTwoFactorSchema } from "~/lib/account/auth-schemas";
import { disableTwoFactor, mailTwoFactorChange } from "~/models/security/center.server";
import {
  enableTwoFactor,
  RECOVERY_CODE_COUNT,
  startTwoFactorSetup,
} from "~/models/security/two-factor.server";
import { apiAnswer, apiError, methods, readJsonWith } from "~/request/api.server";
import {
  AUTH_ERRORS,
  BAD_BODY,
  operations,
  operationsByPath,
  RATE_LIMITED,
} from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import { clientInfo } from "~/request/two-factor-challenge.server";
import type { Route } from "./+types/two-factor";
import { msg } from "~/i18n/messages";

const setup = operations({
  post: {
    operationId: "startTwoFactorSetup",
    tag: "Security",
    summary:
      "Starts two-factor set-up: `data {secret (base32), otpauthUrl}` for an authenticator app (TOTP, 6 digits, 30 s, SHA-1). Again replaces a set-up not yet confirmed.",
    auth: "bearer",
    answer: z.object({
      secret: z.string().describe("The TOTP secret in base32, to type into the app."),
      otpauthUrl: z.string().describe("The `otpauth://totp/...` URI the app reads from a QR code."),
    }),
    errors: { ...AUTH_ERRORS, 409: "Two-factor authentication is already on." },
  },
});

const enable = operations({
  post: {
    operationId: "enableTwoFactor",
    tag: "Security",
    summary:
      "Turns two-factor authentication on with a code from the app: `data {recoveryCodes}`, ten single-use codes shown this once. The owner is mailed.",
    auth: "bearer",
    body: EnableTwoFactorSchema,
    answer: z.object({
      recoveryCodes: z
        .array(z.string())
        .length(RECOVERY_CODE_COUNT)
        .describe("Single-use codes that stand in for the app's; shown this once."),
    }),
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
      400: `${BAD_BODY[400]} Or the code is not correct, or no set-up was started (\`errors.code\`).`,
      409: "Two-factor authentication is already on.",
      ...RATE_LIMITED,
    },
  },
});

const disable = operations({
  post: {
    operationId: "disableTwoFactor",
    tag: "Security",
    summary:
      "Turns two-factor authentication off with the password and a code (the app's or a recovery code). The owner is mailed.",
    auth: "bearer",
    body: DisableTwoFactorSchema,
    answer: z.null(),
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
      400: `${BAD_BODY[400]} Or a wrong password or code, or two-factor authentication is not on.`,
      429: `${RATE_LIMITED[429]} Password checks (10 per 15 minutes) and codes (10 per 15 minutes, the app's paused for 24 hours after 30 wrong in a day) are limited.`,
    },
  },
});

const openapi = operationsByPath({
  "/api/user/2fa/setup": setup,
  "/api/user/2fa/enable": enable,
  "/api/user/2fa/disable": disable,
});

const api = methods(
  {
    POST: async ({ request, context }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      const info = { ...clientInfo(request, context), sessionId: user.sessionId };
      switch (new URL(request.url).pathname.split("/").pop()) {
        case "setup":
          return apiAnswer(
            setup.post,
            await startTwoFactorSetup(user.id, user.email),
            "Scan the QR code",
          );
        case "enable": {
          const { code } = await readJsonWith(request, EnableTwoFactorSchema);
          const { recoveryCodes } = await enableTwoFactor(user.id, code, info);
          await mailTwoFactorChange(user, true);
          return apiAnswer(enable.post, { recoveryCodes }, "Two-factor authentication is on");
        }
        case "disable": {
          const { password, code } = await readJsonWith(request, DisableTwoFactorSchema);
          await disableTwoFactor(user, password, code, info);
          return apiAnswer(disable.post, null, "Two-factor authentication is off");
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

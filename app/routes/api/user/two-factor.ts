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
import { apiError, apiHandler, apiOk, methodNotAllowed, readJsonWith } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import { clientInfo } from "~/request/two-factor-challenge.server";
import type { Route } from "./+types/two-factor";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request, context }: Route.ActionArgs) => {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
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
      return apiError(404, "Not found");
  }
});

/**
 * The /security action (docs/decisions/012-security-center.md): one intent per form
 * (lib/forms/intents.ts, SECURITY_INTENTS), each a plain form post that works without JavaScript.
 *
 * - `change-password` (`currentPassword`, `newPassword`, `confirmPassword`): other sessions
 *   end, this one stays, a mail goes to the owner.
 * - `setup-2fa`, `enable-2fa` (`code`), `disable-2fa` (`password`, `code`). Enabling answers
 *   the recovery codes in the action data, so they are shown this once and never stored in
 *   clear.
 * - `revoke-session` (`sessionId`), `sign-out-others`, `trust-session` (`sessionId`,
 *   `trusted` "true" or "false").
 * - `review-alert` (`eventId`, `verdict` "mine" or "not-me"): "This wasn't me" ends the
 *   session the sign-in opened and asks for a new password.
 *
 * Success: a redirect to the tab with a flash message (or, for `enable-2fa`, the codes). A
 * refusal comes back through handleForm with its status: field errors under their fields, else
 * the message above the tabs. No password or code is ever sent back.
 */
import { redirect } from "react-router";
import { z } from "zod";
import {
  ChangePasswordSchema,
  DisableTwoFactorSchema,
  EnableTwoFactorSchema,
} from "~/lib/account/auth-schemas";
import type { FormAnswer } from "~/lib/forms/form-answer";
import type { SecurityIntent } from "~/lib/forms/intents";
import { fieldText } from "~/lib/forms/text";
import { changePassword } from "~/models/account/passwords.server";
import {
  disableTwoFactor,
  mailTwoFactorChange,
  revokeSession,
  reviewSecurityEvent,
  setSessionTrusted,
  signOutOtherSessions,
} from "~/models/security/center.server";
import { enableTwoFactor, startTwoFactorSetup } from "~/models/security/two-factor.server";
import { redirectWithFlash } from "~/request/flash.server";
import { fieldsOrMessage, handleForm, NoFields } from "~/request/forms.server";
import { clearSessionCookie, getAuth, requireUser } from "~/request/session.server";
import { clientInfo } from "~/request/two-factor-challenge.server";
import { msg } from "~/i18n/messages";
import { pathInRequestLanguage } from "~/request/language.server";

/** The action's answer when it does not redirect (request/forms.server.ts). */
export type SecurityAnswer = FormAnswer<SecurityIntent, { recoveryCodes: string[] }>;

const PasswordChangeForm = z
  .object({
    currentPassword: fieldText(200),
    newPassword: fieldText(200),
    confirmPassword: fieldText(200),
  })
  .pipe(
    ChangePasswordSchema.extend({ confirmPassword: z.string() }).refine(
      (v) => v.confirmPassword === v.newPassword,
      { path: ["confirmPassword"], message: msg("security.password.mismatch") },
    ),
  );

const SessionForm = z.object({ sessionId: fieldText(60) });

export async function securityAction(
  request: Request,
  context: { clientIp?: string | null } | undefined,
) {
  // Back to the tab in the language the form was sent in (docs/decisions/023-languages.md).
  const tab = (name: string) => pathInRequestLanguage(request, `/security?tab=${name}`);
  const user = await requireUser(request);
  const auth = (await getAuth(request))!;
  const info = { ...clientInfo(request, context), sessionId: auth.sessionId };
  return handleForm(
    request,
    {
      intents: {
        "change-password": PasswordChangeForm,
        "setup-2fa": NoFields,
        "enable-2fa": z.object({ code: fieldText(20) }).pipe(EnableTwoFactorSchema),
        "disable-2fa": z
          .object({ password: fieldText(200), code: fieldText(60) })
          .pipe(DisableTwoFactorSchema),
        "revoke-session": SessionForm,
        "sign-out-others": NoFields,
        "trust-session": SessionForm.extend({ trusted: fieldText(10) }),
        "review-alert": z.object({ eventId: fieldText(60), verdict: fieldText(10) }),
      },
      hideFields: ["currentPassword", "newPassword", "confirmPassword", "password", "code"],
      refused: fieldsOrMessage,
      asSent: true,
    },
    async (input) => {
      switch (input.intent) {
        case "change-password": {
          const { currentPassword, newPassword } = input.value;
          await changePassword(user, currentPassword, newPassword, auth.sessionId, info);
          return redirectWithFlash(tab("password"), msg("security.flash.passwordChanged"));
        }
        case "setup-2fa":
          await startTwoFactorSetup(user.id, user.email);
          return redirect(`${tab("password")}#two-factor`);
        case "enable-2fa": {
          const { recoveryCodes } = await enableTwoFactor(user.id, input.value.code, info);
          await mailTwoFactorChange(user, true);
          return { recoveryCodes };
        }
        case "disable-2fa": {
          const { role } = await disableTwoFactor(
            user,
            input.value.password,
            input.value.code,
            info,
          );
          return redirectWithFlash(
            tab("password"),
            role === "user"
              ? msg("security.flash.twoFactorOff")
              : msg("security.flash.twoFactorOffStaff"),
          );
        }
        case "revoke-session": {
          const { sessionId } = input.value;
          await revokeSession(user.id, sessionId);
          if (sessionId === auth.sessionId)
            return redirect(pathInRequestLanguage(request, "/login"), {
              headers: { "Set-Cookie": await clearSessionCookie() },
            });
          return redirectWithFlash(tab("sessions"), msg("security.flash.sessionEnded"));
        }
        case "sign-out-others": {
          const ended = await signOutOtherSessions(user.id, auth.sessionId);
          return redirectWithFlash(
            tab("sessions"),
            ended === 0
              ? msg("security.flash.noOthers")
              : msg("security.flash.othersEnded", { count: ended }),
          );
        }
        case "trust-session": {
          const trusted = input.value.trusted === "true";
          await setSessionTrusted(user.id, input.value.sessionId, trusted);
          return redirectWithFlash(
            tab("sessions"),
            trusted ? msg("security.flash.trusted") : msg("security.flash.untrusted"),
          );
        }
        case "review-alert": {
          const verdict = input.value.verdict === "not-me" ? "not-me" : "mine";
          const { sessionEnded } = await reviewSecurityEvent(
            user.id,
            input.value.eventId,
            verdict,
            info,
          );
          if (verdict === "mine")
            return redirectWithFlash(tab("alerts"), msg("security.flash.mine"));
          return redirectWithFlash(
            `${tab("password")}#change-password`,
            sessionEnded ? msg("security.flash.notMeEnded") : msg("security.flash.notMeAlready"),
            "error",
          );
        }
      }
    },
  );
}

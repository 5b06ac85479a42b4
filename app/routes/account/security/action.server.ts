/**
 * The /security action (docs/decisions/012-security-center.md): one intent per form
 * (lib/intents.ts, SECURITY_INTENTS), each a plain form post that works without JavaScript.
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
 * DomainError comes back as `{ intent, error, fieldErrors }` with its status.
 */
import { data, redirect } from "react-router";
import {
  ChangePasswordSchema,
  DisableTwoFactorSchema,
  EnableTwoFactorSchema,
} from "~/lib/auth-schemas";
import { SECURITY_INTENTS, type SecurityIntent } from "~/lib/intents";
import { changePassword } from "~/models/account/passwords.server";
import { DomainError } from "~/models/shared/errors.server";
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
import { formText, readForm, readIntent } from "~/request/forms.server";
import { clearSessionCookie, getAuth, requireUser } from "~/request/session.server";
import { clientInfo } from "~/request/two-factor-challenge.server";
import { plural } from "~/lib/plural";

export type SecurityActionData = {
  intent: SecurityIntent | null;
  error?: string;
  fieldErrors?: Record<string, string[]>;
  /** Shown once, right after 2FA was turned on. */
  recoveryCodes?: string[];
};

function failure(
  intent: SecurityIntent | null,
  status: number,
  error: string,
  fieldErrors: Record<string, string[]> = {},
) {
  return data<SecurityActionData>({ intent, error, fieldErrors }, { status });
}

/** zod issues as `{ field: [messages] }`. */
function issuesOf(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues)
    (out[String(issue.path[0] ?? "form")] ??= []).push(issue.message);
  return out;
}

const tab = (name: string) => `/security?tab=${name}`;

export async function securityAction(
  request: Request,
  context: { clientIp?: string | null } | undefined,
) {
  const user = await requireUser(request);
  const auth = (await getAuth(request))!;
  const form = await readForm(request);
  const intent = readIntent(form, SECURITY_INTENTS);
  const info = { ...clientInfo(request, context), sessionId: auth.sessionId };
  try {
    switch (intent) {
      case "change-password": {
        const parsed = ChangePasswordSchema.safeParse({
          currentPassword: formText(form, "currentPassword", 200),
          newPassword: formText(form, "newPassword", 200),
        });
        if (!parsed.success)
          return failure(intent, 400, "Check the highlighted fields.", issuesOf(parsed.error));
        if (formText(form, "confirmPassword", 200) !== parsed.data.newPassword) {
          const message = "The passwords do not match";
          return failure(intent, 400, message, { confirmPassword: [message] });
        }
        await changePassword(
          user,
          parsed.data.currentPassword,
          parsed.data.newPassword,
          auth.sessionId,
          info,
        );
        return redirectWithFlash(
          tab("password"),
          "Password changed. Every other device has been signed out.",
        );
      }
      case "setup-2fa":
        await startTwoFactorSetup(user.id, user.email);
        return redirect(`${tab("password")}#two-factor`);
      case "enable-2fa": {
        const parsed = EnableTwoFactorSchema.safeParse({ code: formText(form, "code", 20) });
        if (!parsed.success)
          return failure(intent, 400, parsed.error.issues[0].message, issuesOf(parsed.error));
        const { recoveryCodes } = await enableTwoFactor(user.id, parsed.data.code, info);
        await mailTwoFactorChange(user, true);
        return data<SecurityActionData>({ intent, recoveryCodes });
      }
      case "disable-2fa": {
        const parsed = DisableTwoFactorSchema.safeParse({
          password: formText(form, "password", 200),
          code: formText(form, "code", 60),
        });
        if (!parsed.success)
          return failure(intent, 400, parsed.error.issues[0].message, issuesOf(parsed.error));
        await disableTwoFactor(user, parsed.data.password, parsed.data.code, info);
        return redirectWithFlash(tab("password"), "Two-factor authentication is off.");
      }
      case "revoke-session": {
        const sessionId = formText(form, "sessionId", 60);
        await revokeSession(user.id, sessionId);
        if (sessionId === auth.sessionId)
          return redirect("/login", { headers: { "Set-Cookie": await clearSessionCookie() } });
        return redirectWithFlash(tab("sessions"), "That session has been signed out.");
      }
      case "sign-out-others": {
        const ended = await signOutOtherSessions(user.id, auth.sessionId);
        return redirectWithFlash(
          tab("sessions"),
          ended === 0
            ? "There were no other sessions."
            : `Signed out of ${plural(ended, { one: "other session", other: "other sessions" })}.`,
        );
      }
      case "trust-session": {
        const trusted = formText(form, "trusted", 10) === "true";
        await setSessionTrusted(user.id, formText(form, "sessionId", 60), trusted);
        return redirectWithFlash(
          tab("sessions"),
          trusted
            ? "Device trusted: its sign-ins will not raise new-device alerts."
            : "Device no longer trusted.",
        );
      }
      case "review-alert": {
        const verdict = formText(form, "verdict", 10) === "not-me" ? "not-me" : "mine";
        const { sessionEnded } = await reviewSecurityEvent(
          user.id,
          formText(form, "eventId", 60),
          verdict,
          info,
        );
        if (verdict === "mine")
          return redirectWithFlash(tab("alerts"), "Thanks: alert marked as you.");
        return redirectWithFlash(
          `${tab("password")}#change-password`,
          `${sessionEnded ? "We signed that device out. " : "That device is already signed out. "}Change your password now so it cannot sign in again.`,
          "error",
        );
      }
      default:
        return failure(intent, 400, "Unknown action");
    }
  } catch (error) {
    if (error instanceof DomainError)
      return failure(intent, error.status, error.message, error.fields ?? {});
    throw error;
  }
}

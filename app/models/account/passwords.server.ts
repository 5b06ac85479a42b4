/**
 * The account's password flows: asking for a reset link, resetting with it (limited per IP),
 * and changing the password while signed in. Every change ends the other sessions and mails the
 * owner (docs/decisions/008-security-review.md). Errors: DomainError 400 / 429.
 */
import { msg } from "~/i18n/messages";
import {
  type PublicUser,
  getUserByEmail,
  getUserById,
  markEmailVerified,
} from "../identity/users.server";
import {
  setPassword,
  requireAcceptablePassword,
  requireCurrentPassword,
} from "../identity/passwords.server";
import { revokeUserSessions } from "../identity/sessions.server";
import { issueToken, tokenOwner, consumeToken } from "../identity/tokens.server";
import { SITE } from "~/lib/format/site";
import { queueMail } from "~/services/mail.server";
import { mailHtml, mailText, mailWords, type MailPart } from "~/i18n/server/mail.server";
import { readerFormatters } from "~/i18n/server/catalogues.server";
import { getPreferences, languageOf } from "../shared/preferences.server";
import { DomainError } from "../shared/errors.server";
import { hitLimit, LIMITS, overLimit } from "../shared/limits.server";
import { recordSecurityEvent, type SecurityEventInput } from "../security/events.server";

/**
 * Mails a reset link when the e-mail has an account. The answer is the same either way
 * (FORGOT_SENT) so the form cannot be used to find out who has an account. Throws DomainError
 * 429 past LIMITS.passwordResetPerIp requests from `ip`.
 */
export async function requestPasswordReset(email: string, ip: string | null): Promise<void> {
  const byIp = await hitLimit(`reset:ip:${ip ?? "unknown"}`, LIMITS.passwordResetPerIp);
  const blocked = overLimit(msg("refusals.tooManyRequests"), byIp);
  if (blocked) throw blocked;
  const user = await getUserByEmail(email);
  const byAccount = await hitLimit(
    `reset:email:${email.toLowerCase()}`,
    LIMITS.passwordResetPerAccount,
  );
  if (user && user.status === "active" && byAccount.ok) {
    const token = await issueToken(user.id, "reset-password");
    const { t, link } = mailWords(await languageOf(user.id));
    const parts: MailPart[] = [
      t("mail.hello", { name: user.firstName }),
      t("mail.reset.intro"),
      { href: link(`/reset-password?token=${token}`), label: t("mail.reset.button") },
      t("mail.reset.expires"),
    ];
    await queueMail({
      to: user.email,
      subject: t("mail.reset.subject", { site: SITE.name }),
      text: mailText(parts),
      html: mailHtml(parts),
    });
  }
}

/**
 * Tells the owner that their password changed (by a reset link or from a signed-in device), and
 * what to do if it was not them, in their language and time zone.
 */
async function mailPasswordChanged(
  user: Pick<PublicUser, "id" | "email" | "firstName">,
  how: "reset" | "changed",
) {
  const preferences = await getPreferences(user.id);
  const { t, link } = mailWords(preferences.language);
  const when = readerFormatters(preferences.language, preferences.timezone).dateTimeZone(
    new Date(),
  );
  const parts: MailPart[] = [
    t("mail.hello", { name: user.firstName }),
    t("mail.changed.body", { site: SITE.name, how, when }),
    t("mail.changed.advice", { support: SITE.supportEmail }),
    { href: link("/forgot-password"), label: t("mail.changed.button") },
  ];
  await queueMail({
    to: user.email,
    subject: t("mail.changed.subject", { site: SITE.name }),
    text: mailText(parts),
    html: mailHtml(parts),
  });
}

/**
 * What an unknown, used or expired reset link answers: DomainError 400 with this message
 * ("This reset link is invalid or has expired." in English). The API answers its own words
 * for it (routes/api/auth/reset-password.ts).
 */
export const RESET_LINK_EXPIRED = msg("auth.reset.expired");

/**
 * Sets a new password from a reset token, ends every session of the user and mails them, and
 * returns the user's id. Throws DomainError 400 RESET_LINK_EXPIRED for an unknown, used or
 * expired token; 400 for a password the policy refuses (the token is then still usable), 429
 * past LIMITS.passwordResetPerIp tries from `ip` (the client's address, null when unknown).
 */
export async function resetPassword(
  token: string,
  password: string,
  ip: string | null,
): Promise<string> {
  const limit = await hitLimit(`reset-submit:ip:${ip ?? "unknown"}`, LIMITS.passwordResetPerIp);
  if (!limit.ok) throw new DomainError(429, msg("refusals.tooManyAttempts"));
  const owner = await tokenOwner(token, "reset-password");
  if (!owner) throw new DomainError(400, RESET_LINK_EXPIRED);
  const account = await getUserById(owner);
  if (account) requireAcceptablePassword(password, account.email, "password");
  const userId = await consumeToken(token, "reset-password");
  if (!userId) throw new DomainError(400, RESET_LINK_EXPIRED);
  await setPassword(userId, password);
  await revokeUserSessions(userId);
  await recordSecurityEvent(userId, "password_changed", {
    severity: "warning",
    details: { reset: true },
  });
  await markEmailVerified(userId); // the link proved the mailbox
  if (account) await mailPasswordChanged(account, "reset");
  return userId;
}

/**
 * Changes the password after checking the current one (rate limited like sign-in); ends the
 * user's other sessions and mails them. Throws DomainError 400 / 429.
 */
export async function changePassword(
  user: Pick<PublicUser, "id" | "email" | "firstName">,
  current: string,
  next: string,
  keepSessionId?: string,
  info: SecurityEventInput = {},
): Promise<void> {
  await requireCurrentPassword(user.id, current, "currentPassword");
  requireAcceptablePassword(next, user.email, "newPassword");
  await setPassword(user.id, next);
  await revokeUserSessions(user.id, keepSessionId);
  await recordSecurityEvent(user.id, "password_changed", { ...info, severity: "warning" });
  await mailPasswordChanged(user, "changed");
}

/**
 * The account's password flows: asking for a reset link, resetting with it (limited per IP),
 * and changing the password while signed in. Every change ends the other sessions and mails the
 * owner (docs/decisions/008-security-review.md). Errors: DomainError 400 / 429.
 */
import { userDateTime } from "~/models/shared/preferences.server";
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
import { getEnv } from "~/env.server";
import { SITE } from "~/lib/site";
import { escapeHtml, queueMail } from "~/services/mail.server";
import { DomainError } from "../shared/errors.server";
import { hitLimit, LIMITS, overLimit } from "../shared/limits.server";
import { recordSecurityEvent, type SecurityEventInput } from "../security/events.server";

export type LimitedResult = { ok: true } | { ok: false; status: 429; message: string };

/**
 * Mails a reset link when the e-mail has an account. The answer is the same either way
 * (FORGOT_SENT) so the form cannot be used to find out who has an account.
 */
export async function requestPasswordReset(
  email: string,
  ip: string | null,
): Promise<LimitedResult> {
  const byIp = await hitLimit(`reset:ip:${ip ?? "unknown"}`, LIMITS.passwordResetPerIp);
  const blocked = overLimit("Too many requests.", byIp);
  if (blocked) return blocked;
  const user = await getUserByEmail(email);
  const byAccount = await hitLimit(
    `reset:email:${email.toLowerCase()}`,
    LIMITS.passwordResetPerAccount,
  );
  if (user && user.status === "active" && byAccount.ok) {
    const token = await issueToken(user.id, "reset-password");
    const link = `${getEnv().appUrl}/reset-password?token=${token}`;
    await queueMail({
      to: user.email,
      subject: `Reset your ${SITE.name} password`,
      text: `Hello ${user.firstName},\n\nSomeone (we hope you) asked to reset your password. Open this link to choose a new one:\n\n${link}\n\nThe link works once and expires in 1 hour. If you did not ask, ignore this message: your password stays the same.`,
      html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>Open this link to choose a new password:</p><p><a href="${link}">Reset my password</a></p><p>The link works once and expires in 1 hour. If you did not ask, ignore this message.</p>`,
    });
  }
  return { ok: true };
}

/** Tells the owner that their password changed, and what to do if it was not them. */
async function mailPasswordChanged(
  user: Pick<PublicUser, "id" | "email" | "firstName">,
  how: string,
) {
  const help = `${getEnv().appUrl}/forgot-password`;
  const when = await userDateTime(user.id);
  await queueMail({
    to: user.email,
    subject: `Your ${SITE.name} password was changed`,
    text: `Hello ${user.firstName},\n\nThe password of your ${SITE.name} account was ${how} on ${when}. Every other signed-in device has been signed out.\n\nIf this was you, there is nothing to do. If it was not, reset your password now at ${help} and contact ${SITE.supportEmail}.`,
    html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>The password of your ${SITE.name} account was ${how} on ${when}. Every other signed-in device has been signed out.</p><p>If this was you, there is nothing to do. If it was not, <a href="${help}">reset your password now</a> and contact ${SITE.supportEmail}.</p>`,
  });
}

/**
 * Sets a new password from a reset token, ends every session of the user and mails them.
 * `{ ok: false }` for an unknown, used or expired token; DomainError 400 for a password the
 * policy refuses (the token is then still usable), 429 past LIMITS.passwordResetPerIp tries
 * from `ip` (the client's address, null when unknown).
 */
export async function resetPassword(
  token: string,
  password: string,
  ip: string | null,
): Promise<{ ok: true; userId: string } | { ok: false }> {
  const limit = await hitLimit(`reset-submit:ip:${ip ?? "unknown"}`, LIMITS.passwordResetPerIp);
  if (!limit.ok) throw new DomainError(429, "Too many attempts. Please try again later.");
  const owner = await tokenOwner(token, "reset-password");
  if (!owner) return { ok: false };
  const account = await getUserById(owner);
  if (account) requireAcceptablePassword(password, account.email, "password");
  const userId = await consumeToken(token, "reset-password");
  if (!userId) return { ok: false };
  await setPassword(userId, password);
  await revokeUserSessions(userId);
  await recordSecurityEvent(userId, "password_changed", {
    severity: "warning",
    details: { reset: true },
  });
  await markEmailVerified(userId); // the link proved the mailbox
  if (account) await mailPasswordChanged(account, "reset with a link sent to this address");
  return { ok: true, userId };
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
  await mailPasswordChanged(user, "changed from a signed-in device");
}

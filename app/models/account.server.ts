/**
 * The account flows that pages and `/api/auth/*` share: sign in (with rate limits), register
 * (with the verification mail), e-mail verification, password reset. Each returns a result
 * the caller turns into a page or a JSON answer.
 */
import { sendMail } from "~/services/mail.server";
import { SITE } from "~/lib/site";
import {
  consumeToken,
  createSession,
  getUserByEmail,
  issueToken,
  markEmailVerified,
  registerUser,
  revokeUserSessions,
  setPassword,
  verifyLogin,
  type NewAccount,
  type PublicUser,
  type SessionInfo,
} from "./auth.server";
import { hitLimit, LIMITS, overLimit, peekLimit, resetLimit } from "./rate-limit.server";

import { FORGOT_SENT, INVALID_LOGIN, SUSPENDED } from "~/lib/auth-schemas";

export { FORGOT_SENT, INVALID_LOGIN, SUSPENDED };

export type SignInResult =
  | { ok: true; user: PublicUser; token: string; expiresAt: Date; sessionId: string }
  | { ok: false; status: 401 | 403 | 429; message: string };

/**
 * Checks the credentials and opens a session. Failed attempts count per IP and per account
 * (LIMITS); over the limit the answer is 429 without checking the password.
 */
export async function signIn(
  email: string,
  password: string,
  options: { remember: boolean } & SessionInfo,
): Promise<SignInResult> {
  const ipKey = `login:ip:${options.ip ?? "unknown"}`;
  const accountKey = `login:email:${email.toLowerCase()}`;
  const [ip, account] = await Promise.all([
    peekLimit(ipKey, LIMITS.loginFailuresPerIp),
    peekLimit(accountKey, LIMITS.loginFailuresPerAccount),
  ]);
  const blocked = overLimit("Too many sign-in attempts.", ip, account);
  if (blocked) return blocked;
  const user = await verifyLogin(email, password);
  if (!user) {
    await Promise.all([
      hitLimit(ipKey, LIMITS.loginFailuresPerIp),
      hitLimit(accountKey, LIMITS.loginFailuresPerAccount),
    ]);
    return { ok: false, status: 401, message: INVALID_LOGIN };
  }
  if (user.status === "suspended") return { ok: false, status: 403, message: SUSPENDED };
  await resetLimit(accountKey);
  const session = await createSession(user.id, options);
  return {
    ok: true,
    user,
    token: session.token,
    expiresAt: session.expiresAt,
    sessionId: session.id,
  };
}

/** Registers and mails the verification link. Throws EmailTakenError. */
export async function registerAccount(input: NewAccount, origin: string): Promise<PublicUser> {
  const user = await registerUser(input);
  await sendVerificationEmail(user, origin);
  return user;
}

export async function sendVerificationEmail(user: PublicUser, origin: string) {
  const token = await issueToken(user.id, "verify-email");
  const link = `${origin}/verify-email?token=${token}`;
  await sendMail({
    to: user.email,
    subject: `Confirm your e-mail for ${SITE.name}`,
    text: `Hello ${user.firstName},\n\nWelcome to ${SITE.name}. Confirm your e-mail address by opening this link:\n\n${link}\n\nThe link works once and expires in 48 hours.\n\nIf you did not create an account, ignore this message.`,
    html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>Welcome to ${SITE.name}. Confirm your e-mail address:</p><p><a href="${link}">Confirm my e-mail</a></p><p>The link works once and expires in 48 hours. If you did not create an account, ignore this message.</p>`,
  });
}

/** Marks the token's user verified; false when the token is unknown, used or expired. */
export async function verifyEmail(token: string): Promise<boolean> {
  const userId = await consumeToken(token, "verify-email");
  if (!userId) return false;
  await markEmailVerified(userId);
  return true;
}

export type LimitedResult = { ok: true } | { ok: false; status: 429; message: string };

/**
 * Mails a reset link when the e-mail has an account. The answer is the same either way
 * (FORGOT_SENT) so the form cannot be used to find out who has an account.
 */
export async function requestPasswordReset(
  email: string,
  ip: string | null,
  origin: string,
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
    const link = `${origin}/reset-password?token=${token}`;
    await sendMail({
      to: user.email,
      subject: `Reset your ${SITE.name} password`,
      text: `Hello ${user.firstName},\n\nSomeone (we hope you) asked to reset your password. Open this link to choose a new one:\n\n${link}\n\nThe link works once and expires in 1 hour. If you did not ask, ignore this message: your password stays the same.`,
      html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>Open this link to choose a new password:</p><p><a href="${link}">Reset my password</a></p><p>The link works once and expires in 1 hour. If you did not ask, ignore this message.</p>`,
    });
  }
  return { ok: true };
}

/** Sets a new password from a reset token and ends every session of the user. */
export async function resetPassword(
  token: string,
  password: string,
): Promise<{ ok: true; userId: string } | { ok: false }> {
  const userId = await consumeToken(token, "reset-password");
  if (!userId) return { ok: false };
  await setPassword(userId, password);
  await revokeUserSessions(userId);
  await markEmailVerified(userId); // the link proved the mailbox
  return { ok: true, userId };
}

export function escapeHtml(value: string) {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

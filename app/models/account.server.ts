/**
 * The account flows that pages and `/api/*` share: sign in (with rate limits), register (with
 * the verification mail), e-mail verification, password reset and change, account deletion,
 * token refresh. Each returns a result, or throws DomainError, for the caller to turn into a
 * page or a JSON answer. Links in mail start with APP_URL (docs/decisions/008-security-review.md).
 *
 * Password checks are counted before the password is verified and given back when it was
 * right: of many parallel guesses only the limit's worth are ever checked
 * (docs/decisions/008-security-review.md). The owner is mailed whenever the password changes.
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import { db } from "#db/connection";
import { conversations, listings, sessions, users } from "#db/schema";
import { getEnv } from "~/env.server";
import { FORGOT_SENT, INVALID_LOGIN, SUSPENDED } from "~/lib/auth-schemas";
import { SITE } from "~/lib/site";
import { escapeHtml, queueMail } from "~/services/mail.server";
import { deleteFilesQuietly } from "~/services/storage.server";
import {
  checkPassword,
  consumeToken,
  consumeTokenWithPayload,
  createSession,
  EmailTakenError,
  getUserByEmail,
  getUserById,
  issueToken,
  markEmailVerified,
  randomToken,
  registerUser,
  REGISTRATION_CLOSED,
  revokeUserSessions,
  setPassword,
  sha256,
  tokenOwner,
  verifyLogin,
  type NewAccount,
  type PublicUser,
  type SessionInfo,
} from "./auth.server";
import { DomainError } from "./errors.server";
import { invalidateListingCounts } from "./listing.server";
import { eraseMessagesOf } from "./messaging.server";
import { passwordProblem } from "./password-policy.server";
import { getSettings } from "./settings.server";
import { hitLimit, LIMITS, overLimit, releaseHit, resetLimit, waitText } from "./rate-limit.server";
import { recordSecurityEvent, type SecurityEventInput } from "./security-events.server";
import { recordFailedSignIns, recordSignIn } from "./sign-in-events.server";
import { checkTwoFactorCode, isTwoFactorEnabled } from "./two-factor.server";

export { FORGOT_SENT, INVALID_LOGIN, SUSPENDED };

export type SignedIn = {
  ok: true;
  twoFactorRequired?: false;
  user: PublicUser;
  token: string;
  expiresAt: Date;
  sessionId: string;
  /** A 30-day session (Remember me) rather than a browser-session one. */
  remember: boolean;
};
/** The password was right and 2FA is on: no session yet, the code goes with `challengeToken`. */
export type TwoFactorChallenge = {
  ok: true;
  twoFactorRequired: true;
  user: PublicUser;
  challengeToken: string;
  remember: boolean;
};
export type SignInResult =
  SignedIn | TwoFactorChallenge | { ok: false; status: 401 | 403 | 429; message: string };

export const CHALLENGE_EXPIRED = "Your sign-in has expired. Sign in again.";

/**
 * Checks the credentials and opens a session. Every attempt is counted per IP and per account
 * first (LIMITS); over either limit the answer is 429 and the password is not checked. A right
 * password gives the attempts back.
 */
export async function signIn(
  email: string,
  password: string,
  options: { remember: boolean } & SessionInfo,
): Promise<SignInResult> {
  const ipKey = `login:ip:${options.ip ?? "unknown"}`;
  const accountKey = `login:email:${email.toLowerCase()}`;
  const [ip, account] = await Promise.all([
    hitLimit(ipKey, LIMITS.loginFailuresPerIp),
    hitLimit(accountKey, LIMITS.loginFailuresPerAccount),
  ]);
  const blocked = overLimit("Too many sign-in attempts.", ip, account);
  if (blocked) {
    if (!account.ok) await noteFailedSignIns(email, account.count, true, options);
    return blocked;
  }
  const user = await verifyLogin(email, password);
  if (!user) {
    await noteFailedSignIns(email, account.count, false, options);
    return { ok: false, status: 401, message: INVALID_LOGIN };
  }
  if (user.status === "suspended") return { ok: false, status: 403, message: SUSPENDED };
  await Promise.all([resetLimit(accountKey), releaseHit(ipKey, LIMITS.loginFailuresPerIp)]);
  return startSignedInSession(user, options, "password");
}

/** A burst of wrong passwords on an existing account goes to its security record. */
async function noteFailedSignIns(
  email: string,
  failures: number,
  lockedOut: boolean,
  info: SessionInfo,
) {
  if (failures < 5) return;
  const user = await getUserByEmail(email);
  if (user) await recordFailedSignIns(user.id, failures, lockedOut, info);
}

/**
 * After the first factor (password or Google): with 2FA off, opens the session and records
 * the sign-in (a new device is alerted); with 2FA on, issues a 5-minute single-use challenge
 * for `completeTwoFactorSignIn` instead.
 */
export async function startSignedInSession(
  user: PublicUser,
  options: { remember: boolean } & SessionInfo,
  method: "password" | "google",
): Promise<SignedIn | TwoFactorChallenge> {
  if (await isTwoFactorEnabled(user.id)) {
    const payload = JSON.stringify({ remember: options.remember, method });
    const challengeToken = await issueToken(user.id, "two-factor-login", payload);
    return { ok: true, twoFactorRequired: true, user, challengeToken, remember: options.remember };
  }
  return openSession(user, options, method);
}

async function openSession(
  user: PublicUser,
  options: { remember: boolean } & SessionInfo,
  method: "password" | "google",
): Promise<SignedIn> {
  const session = await createSession(user.id, options);
  await recordSignIn(user.id, session.id, options, method);
  return {
    ok: true,
    user,
    token: session.token,
    expiresAt: session.expiresAt,
    sessionId: session.id,
    remember: options.remember,
  };
}

/**
 * The second step of a sign-in with 2FA on: `code` (authenticator or recovery code) for the
 * challenge `startSignedInSession` issued. The challenge survives a wrong code (the attempts
 * are limited per user) and is spent by the right one. 401 when the challenge is unknown,
 * used or expired; 400 wrong code; 403 suspended; 429.
 */
export async function completeTwoFactorSignIn(
  challengeToken: string,
  code: string,
  info: SessionInfo,
): Promise<SignedIn | { ok: false; status: 400 | 401 | 403 | 429; message: string }> {
  const userId = await tokenOwner(challengeToken, "two-factor-login");
  const user = userId ? await getUserById(userId) : null;
  if (!user) return { ok: false, status: 401, message: CHALLENGE_EXPIRED };
  if (user.status === "suspended") return { ok: false, status: 403, message: SUSPENDED };
  try {
    await checkTwoFactorCode(user.id, code, info);
  } catch (error) {
    if (error instanceof DomainError && (error.status === 400 || error.status === 429))
      return { ok: false, status: error.status, message: error.message };
    throw error;
  }
  const spent = await consumeTokenWithPayload(challengeToken, "two-factor-login");
  if (!spent) return { ok: false, status: 401, message: CHALLENGE_EXPIRED };
  const payload = JSON.parse(spent.payload ?? "{}") as { remember?: boolean; method?: string };
  return openSession(
    user,
    { ...info, remember: payload.remember === true },
    payload.method === "google" ? "google" : "password",
  );
}

/** 400 with the policy's message on `field` when `password` may not be used. */
function requireAcceptablePassword(password: string, email: string, field: string) {
  const problem = passwordProblem(password, email);
  if (problem) throw new DomainError(400, problem, { [field]: [problem] });
}

/** What a sign-up answers, whether the address was new or already had an account. */
export const signUpSent = (email: string) =>
  `Check your e-mail: we sent a message to ${email} with the next step.`;

/**
 * Signs up: creates the account and mails the confirmation link. For an address that already
 * has an account nothing is created and its owner is mailed instead (at most
 * LIMITS.signUpNoticesPerAccount an hour). Both answer `{ email }` (the address, lower case)
 * after the same work (the password is hashed either way), so a sign-up cannot be used to
 * find out who has an account (docs/decisions/008-security-review.md). Throws DomainError
 * 400 for a common password or one equal to the e-mail, 403 while registration is closed
 * (Settings): the same for any address; 429 past LIMITS.registerPerIp sign-ups from `ip` (the
 * client's address, null when unknown).
 */
export async function registerAccount(
  input: NewAccount,
  ip: string | null,
): Promise<{ email: string }> {
  if (!(await getSettings()).registrationOpen) throw new DomainError(403, REGISTRATION_CLOSED);
  const limit = await hitLimit(`register:ip:${ip ?? "unknown"}`, LIMITS.registerPerIp);
  if (!limit.ok)
    throw new DomainError(
      429,
      `Too many sign-ups from your network. Please wait ${waitText(limit.retryAfterSeconds)} and try again.`,
    );
  requireAcceptablePassword(input.password, input.email, "password");
  const email = input.email.toLowerCase();
  try {
    await sendVerificationEmail(await registerUser(input));
  } catch (error) {
    if (!(error instanceof EmailTakenError)) throw error;
    await mailSignUpAttempt(email);
  }
  return { email };
}

/** Tells the owner of `email` that someone tried to sign up with it, and what to do. */
async function mailSignUpAttempt(email: string) {
  const owner = await getUserByEmail(email);
  if (!owner) return;
  const limit = await hitLimit(`sign-up-notice:${email}`, LIMITS.signUpNoticesPerAccount);
  if (!limit.ok) return;
  const app = getEnv().appUrl;
  const login = `${app}/login`;
  const reset = `${app}/forgot-password`;
  const when = new Date().toUTCString();
  await queueMail({
    to: owner.email,
    subject: `Someone tried to create a ${SITE.name} account with your e-mail`,
    text: `Hello ${owner.firstName},\n\nSomeone tried to create a ${SITE.name} account with this e-mail address on ${when}. Nothing was created and nothing about your account changed.\n\nIf it was you, you already have an account: sign in at ${login}, or if you do not remember your password, reset it at ${reset}.\n\nIf it was not you, you can ignore this message.`,
    html: `<p>Hello ${escapeHtml(owner.firstName)},</p><p>Someone tried to create a ${SITE.name} account with this e-mail address on ${when}. Nothing was created and nothing about your account changed.</p><p>If it was you, you already have an account: <a href="${login}">sign in</a>, or if you do not remember your password, <a href="${reset}">reset it</a>.</p><p>If it was not you, you can ignore this message.</p>`,
  });
}

export async function sendVerificationEmail(user: PublicUser) {
  const token = await issueToken(user.id, "verify-email");
  const link = `${getEnv().appUrl}/verify-email?token=${token}`;
  await queueMail({
    to: user.email,
    subject: `Confirm your e-mail for ${SITE.name}`,
    text: `Hello ${user.firstName},\n\nWelcome to ${SITE.name}. Confirm your e-mail address by opening this link and pressing Confirm:\n\n${link}\n\nThe link works once and expires in 48 hours.\n\nIf you did not create an account, ignore this message.`,
    html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>Welcome to ${SITE.name}. Confirm your e-mail address:</p><p><a href="${link}">Confirm my e-mail</a></p><p>The link works once and expires in 48 hours. If you did not create an account, ignore this message.</p>`,
  });
}

/**
 * Sends a new e-mail confirmation link at the user's request, at most
 * `LIMITS.verificationEmailsPerUser` an hour. Errors: DomainError 429 past the limit.
 */
export async function resendVerificationEmail(user: PublicUser) {
  const limit = await hitLimit(`verify-resend:${user.id}`, LIMITS.verificationEmailsPerUser);
  if (!limit.ok)
    throw new DomainError(
      429,
      "You have asked for several e-mails already. Please try again later.",
    );
  await sendVerificationEmail(user);
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
async function mailPasswordChanged(user: Pick<PublicUser, "email" | "firstName">, how: string) {
  const help = `${getEnv().appUrl}/forgot-password`;
  await queueMail({
    to: user.email,
    subject: `Your ${SITE.name} password was changed`,
    text: `Hello ${user.firstName},\n\nThe password of your ${SITE.name} account was ${how} on ${new Date().toUTCString()}. Every other signed-in device has been signed out.\n\nIf this was you, there is nothing to do. If it was not, reset your password now at ${help} and contact ${SITE.supportEmail}.`,
    html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>The password of your ${SITE.name} account was ${how} on ${new Date().toUTCString()}. Every other signed-in device has been signed out.</p><p>If this was you, there is nothing to do. If it was not, <a href="${help}">reset your password now</a> and contact ${SITE.supportEmail}.</p>`,
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
 * Counts a check of the account's current password (change password, delete account) and
 * verifies it: DomainError 429 over the limit, 400 (on `field`) when it is wrong.
 */
export async function requireCurrentPassword(userId: string, password: string, field: string) {
  const key = `password-check:${userId}`;
  const state = await hitLimit(key, LIMITS.passwordChecksPerAccount);
  const blocked = overLimit("Too many password attempts.", state);
  if (blocked) throw new DomainError(429, blocked.message);
  if (!(await checkPassword(userId, password))) {
    const message =
      field === "currentPassword"
        ? "Your current password is not correct"
        : "Your password is not correct";
    throw new DomainError(400, message, { [field]: [message] });
  }
  await releaseHit(key, LIMITS.passwordChecksPerAccount);
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

/**
 * Deletes the account after checking the password (rate limited like sign-in) and, when
 * two-factor authentication is on, a current code or an unused recovery code (`code`). As the
 * privacy policy says (routes/public/privacy.tsx, "How long we keep it"): its rows go with it
 * (foreign keys cascade: profile, listings, saved cars, sessions, documents, preferences,
 * notifications); what it wrote in conversations is erased, while the other side keeps the
 * conversation ("Account no longer active"); conversations nobody is left in are deleted;
 * payment records are kept without the person (`payments.user_id` becomes null). Its files
 * go too: listing photos, profile photo, cover image and verification documents; a delete the
 * storage refuses is retried by the `delete-files` job (docs/decisions/014-object-storage.md).
 * Throws DomainError 400 / 429.
 */
export async function deleteAccount(
  userId: string,
  password: string,
  code?: string,
): Promise<void> {
  await requireCurrentPassword(userId, password, "password");
  if (await isTwoFactorEnabled(userId)) {
    if (!code) {
      const message = "Enter the code from your authenticator app, or a recovery code";
      throw new DomainError(400, message, { code: [message] });
    }
    await checkTwoFactorCode(userId, code);
  }
  const owned = await db()
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.sellerId, userId));
  await db().transaction(async (tx) => {
    await eraseMessagesOf(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
    await tx
      .delete(conversations)
      .where(and(isNull(conversations.buyerId), isNull(conversations.sellerId)));
  });
  invalidateListingCounts();
  await Promise.all([
    ...owned.map((l) => deleteFilesQuietly(`listings/${l.id}/`)),
    deleteFilesQuietly(`avatars/${userId}/`),
    deleteFilesQuietly(`covers/${userId}/`),
    deleteFilesQuietly(`documents/${userId}/`, "private"),
  ]);
}

/**
 * Swaps a live session token for a new one (`POST /api/auth/refresh-token`). The new session
 * keeps the old one's kind (remember me or not) and its expiry, which was fixed at sign-in:
 * refreshing never extends a session (docs/decisions/008-security-review.md). The old token stops
 * working at once. Null when the token is unknown or expired.
 */
export async function refreshSession(
  token: string,
  info: SessionInfo,
): Promise<{ token: string; expiresAt: Date; id: string } | null> {
  return db().transaction(async (tx) => {
    const [old] = await tx
      .delete(sessions)
      .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, new Date())))
      .returning();
    if (!old) return null;
    const next = randomToken();
    const [row] = await tx
      .insert(sessions)
      .values({
        tokenHash: sha256(next),
        userId: old.userId,
        persistent: old.persistent,
        createdAt: old.createdAt,
        expiresAt: old.expiresAt,
        ip: info.ip?.slice(0, 64) ?? old.ip,
        userAgent: info.userAgent?.slice(0, 300) ?? old.userAgent,
      })
      .returning({ id: sessions.id });
    return { token: next, expiresAt: old.expiresAt, id: row.id };
  });
}

/**
 * Signing in (pages and `/api/auth/*` share it): the e-mail and password with their rate
 * limits, the two-factor step, opening the session with its sign-in record, and token refresh.
 *
 * Password checks are counted before the password is verified and given back when it was
 * right: of many parallel guesses only the limit's worth are ever checked
 * (docs/decisions/008-security-review.md). Errors: DomainError 401 / 403 / 429.
 */
import {
  type PublicUser,
  getUserByEmail,
  getUserById,
  verifyLogin,
} from "../identity/users.server";
import { sha256, randomToken } from "../shared/crypto.server";
import { type SessionInfo, createSession } from "../identity/sessions.server";
import { issueToken, tokenOwner, consumeTokenWithPayload } from "../identity/tokens.server";
import { and, eq, gt } from "drizzle-orm";
import { db } from "#db/connection";
import { sessions } from "#db/schema";
import { msg } from "~/i18n/messages";
import { FORGOT_SENT, INVALID_LOGIN, SUSPENDED } from "~/lib/account/auth-schemas";
import { DomainError } from "../shared/errors.server";
import { hitLimit, LIMITS, overLimit, releaseHit, resetLimit } from "../shared/limits.server";
import { recordFailedSignIns, recordSignIn } from "../security/sign-in-events.server";
import { checkTwoFactorCode, isTwoFactorEnabled } from "../security/two-factor.server";

export { FORGOT_SENT, INVALID_LOGIN, SUSPENDED };

export type SignedIn = {
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
  twoFactorRequired: true;
  user: PublicUser;
  challengeToken: string;
  remember: boolean;
};

export type SignInResult = SignedIn | TwoFactorChallenge;

export const CHALLENGE_EXPIRED = msg("auth.error.challengeExpired");

/**
 * Checks the credentials and opens a session. Every attempt is counted per IP and per account
 * first (LIMITS); over either limit it throws DomainError 429 and the password is not checked. A
 * right password gives the attempts back. Throws DomainError 401 INVALID_LOGIN for a wrong
 * e-mail or password, 403 SUSPENDED for a suspended account.
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
  const blocked = overLimit(msg("refusals.signIn.tooMany"), ip, account);
  if (blocked) {
    if (!account.ok) await noteFailedSignIns(email, account.count, true, options);
    throw blocked;
  }
  const user = await verifyLogin(email, password);
  if (!user) {
    await noteFailedSignIns(email, account.count, false, options);
    throw new DomainError(401, INVALID_LOGIN);
  }
  if (user.status === "suspended") throw new DomainError(403, SUSPENDED);
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
    return { twoFactorRequired: true, user, challengeToken, remember: options.remember };
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
 * are limited per user) and is spent by the right one. Throws DomainError 401
 * CHALLENGE_EXPIRED when the challenge is unknown, used or expired; 400 for a wrong code (also
 * on the `code` field); 403 SUSPENDED; 429.
 */
export async function completeTwoFactorSignIn(
  challengeToken: string,
  code: string,
  info: SessionInfo,
): Promise<SignedIn> {
  const userId = await tokenOwner(challengeToken, "two-factor-login");
  const user = userId ? await getUserById(userId) : null;
  if (!user) throw new DomainError(401, CHALLENGE_EXPIRED);
  if (user.status === "suspended") throw new DomainError(403, SUSPENDED);
  try {
    await checkTwoFactorCode(user.id, code, info);
  } catch (error) {
    // A wrong code is the code field's; a pause (429) is the form's.
    if (error instanceof DomainError && error.status === 400)
      throw new DomainError(400, error.message, { code: [error.message] });
    throw error;
  }
  const spent = await consumeTokenWithPayload(challengeToken, "two-factor-login");
  if (!spent) throw new DomainError(401, CHALLENGE_EXPIRED);
  const payload = JSON.parse(spent.payload ?? "{}") as { remember?: boolean; method?: string };
  return openSession(
    user,
    { ...info, remember: payload.remember === true },
    payload.method === "google" ? "google" : "password",
  );
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

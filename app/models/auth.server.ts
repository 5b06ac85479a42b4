/**
 * Accounts: registration, password checks (argon2id via @node-rs/argon2), database sessions
 * and single-use e-mail tokens. Pages and `/api/auth/*` both call these.
 *
 * - Sessions: a random 32-byte token (base64url) is given to the client (cookie or Bearer);
 *   only its SHA-256 is stored. Remember me: 30 days, else 12 hours (a browser-session
 *   cookie). Expired rows are refused and purged. Source: docs/product.md#architecture.
 * - Tokens: random, stored hashed, single-use, expiring (verification 48 h, reset 1 h).
 */
import crypto from "node:crypto";
import { hash as argon2Hash, verify as argon2Verify } from "@node-rs/argon2";
import { and, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import {
  oauthAccounts,
  passwords,
  sessions,
  users,
  verificationTokens,
  type AccountType,
  type TokenPurpose,
} from "#db/schema";
import { db } from "#db/connection";
import { DomainError } from "./errors.server";
import { invalidateListingCounts } from "./listing.server";
import { getSettings } from "./settings.server";
import type { PlanId, Role, UserStatus } from "~/lib/domain";

export const SESSION_TTL_MS = { remember: 30 * 24 * 3600_000, browser: 12 * 3600_000 };
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  "verify-email": 48 * 3600_000,
  "reset-password": 3600_000,
  "change-email": 24 * 3600_000,
  /** Between the right password and the 2FA code: five minutes to type it. */
  "two-factor-login": 5 * 60_000,
};

/** What pages and the API may see of a user: never the password hash. */
export type PublicUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: Role;
  accountType: AccountType;
  status: UserStatus;
  plan: PlanId;
  state: string | null;
  city: string | null;
  emailVerified: boolean;
  verified: boolean;
  createdAt: string;
};

const publicColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  role: users.role,
  accountType: users.accountType,
  status: users.status,
  plan: users.plan,
  state: users.state,
  city: users.city,
  emailVerifiedAt: users.emailVerifiedAt,
  verified: users.verified,
  createdAt: users.createdAt,
};

type UserRow = { [K in keyof typeof publicColumns]: (typeof publicColumns)[K]["_"]["data"] | null };

function toPublicUser(r: UserRow): PublicUser {
  return {
    id: r.id!,
    email: r.email!,
    firstName: r.firstName!,
    lastName: r.lastName!,
    phone: r.phone,
    role: r.role!,
    accountType: r.accountType!,
    status: r.status!,
    plan: r.plan!,
    state: r.state,
    city: r.city,
    emailVerified: !!r.emailVerifiedAt,
    verified: !!r.verified,
    createdAt: r.createdAt!.toISOString(),
  };
}

export const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");
export const randomToken = () => crypto.randomBytes(32).toString("base64url");

export async function hashPassword(password: string) {
  return argon2Hash(password);
}

// Verifying against this hash when the e-mail is unknown makes both failures take the same time.
let dummyHash: Promise<string> | undefined;

export class EmailTakenError extends Error {
  constructor() {
    super("An account with this email already exists");
    this.name = "EmailTakenError";
  }
}

export type NewAccount = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  location: string;
  password: string;
  accountType: AccountType;
};

/** Registration location values are mostly state slugs; `abuja` is the FCT. */
const locationToState = (location: string) => (location === "abuja" ? "fct" : location);

/** Creates an account with its password. Throws EmailTakenError for a registered e-mail. */
export async function registerUser(input: NewAccount): Promise<PublicUser> {
  const hash = await hashPassword(input.password);
  try {
    return await db().transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email.toLowerCase(),
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          state: locationToState(input.location),
          accountType: input.accountType,
          sellerType: input.accountType === "buyer" ? null : "individual",
        })
        .returning(publicColumns);
      await tx.insert(passwords).values({ userId: row.id, hash });
      return toPublicUser(row);
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
    if (cause?.code === "23505" || /users_email_key/.test(String((error as Error).message))) {
      throw new EmailTakenError();
    }
    throw error;
  }
}

export async function getUserByEmail(email: string): Promise<PublicUser | null> {
  const [row] = await db()
    .select(publicColumns)
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ? toPublicUser(row) : null;
}

export async function getUserById(id: string): Promise<PublicUser | null> {
  const [row] = await db().select(publicColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ? toPublicUser(row) : null;
}

/**
 * Checks an e-mail and password. Returns the user, or null for an unknown e-mail or a wrong
 * password alike (same work either way). Suspended users are returned: callers refuse them
 * with their own message.
 */
export async function verifyLogin(email: string, password: string): Promise<PublicUser | null> {
  const [row] = await db()
    .select({ ...publicColumns, hash: passwords.hash })
    .from(users)
    .leftJoin(passwords, eq(passwords.userId, users.id))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  dummyHash ??= hashPassword(randomToken());
  const hash = row?.hash ?? (await dummyHash);
  const ok = await argon2Verify(hash, password).catch(() => false);
  if (!row || !row.hash || !ok) return null;
  return toPublicUser(row);
}

/** Checks a user's current password (change password, delete account). */
export async function checkPassword(userId: string, password: string): Promise<boolean> {
  const [row] = await db()
    .select({ hash: passwords.hash })
    .from(passwords)
    .where(eq(passwords.userId, userId));
  if (!row) return false;
  return argon2Verify(row.hash, password).catch(() => false);
}

export async function setPassword(userId: string, password: string) {
  const hash = await hashPassword(password);
  await db()
    .insert(passwords)
    .values({ userId, hash })
    .onConflictDoUpdate({ target: passwords.userId, set: { hash, updatedAt: new Date() } });
}

export type SessionInfo = { ip?: string | null; userAgent?: string | null };

/** Opens a session; returns the token to give the client and when it expires. */
export async function createSession(
  userId: string,
  options: { remember: boolean } & SessionInfo,
): Promise<{ token: string; expiresAt: Date; id: string }> {
  const token = randomToken();
  const expiresAt = new Date(
    Date.now() + (options.remember ? SESSION_TTL_MS.remember : SESSION_TTL_MS.browser),
  );
  const [row] = await db()
    .insert(sessions)
    .values({
      tokenHash: sha256(token),
      userId,
      persistent: options.remember,
      expiresAt,
      ip: options.ip?.slice(0, 64) ?? null,
      userAgent: options.userAgent?.slice(0, 300) ?? null,
    })
    .returning({ id: sessions.id });
  return { token, expiresAt, id: row.id };
}

/**
 * The user of a live session token, or null (unknown, expired, or suspended user). Marks the
 * session active at most once a minute.
 */
export async function getSessionUser(
  token: string,
): Promise<{ user: PublicUser; sessionId: string } | null> {
  if (!token || token.length > 100) return null;
  const now = new Date();
  const [row] = await db()
    .select({ ...publicColumns, sessionId: sessions.id, lastActiveAt: sessions.lastActiveAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row || row.status === "suspended") return null;
  if (now.getTime() - row.lastActiveAt.getTime() > 60_000) {
    await db().update(sessions).set({ lastActiveAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return { user: toPublicUser(row), sessionId: row.sessionId };
}

/**
 * Marks a session active now (a live stream that stays open is activity) and answers whether
 * it is still valid: false once it expired, was revoked or its user was suspended.
 */
export async function touchSession(sessionId: string): Promise<boolean> {
  const now = new Date();
  const [row] = await db()
    .update(sessions)
    .set({ lastActiveAt: now })
    .where(
      and(
        eq(sessions.id, sessionId),
        gt(sessions.expiresAt, now),
        sql`exists (select 1 from ${users} where ${users.id} = ${sessions.userId} and ${users.status} = 'active')`,
      ),
    )
    .returning({ id: sessions.id });
  return !!row;
}

export async function revokeSessionToken(token: string) {
  await db()
    .delete(sessions)
    .where(eq(sessions.tokenHash, sha256(token)));
}

/** Ends every session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(userId: string, keepSessionId?: string) {
  await db()
    .delete(sessions)
    .where(
      and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined),
    );
}

/** Deletes expired sessions (the daily `purge-expired` job). */
export async function purgeExpiredSessions(now = new Date()) {
  await db().delete(sessions).where(lt(sessions.expiresAt, now));
}

/** Deletes tokens used or expired more than a day ago (the daily `purge-expired` job). */
export async function purgeSpentTokens(now = new Date()) {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  await db()
    .delete(verificationTokens)
    .where(or(lt(verificationTokens.expiresAt, dayAgo), lt(verificationTokens.usedAt, dayAgo)));
}

/**
 * Issues a single-use token for `purpose`; earlier unused tokens of that purpose are voided.
 * `payload` is what the token carries (the new address of a change-email token); never a secret.
 */
export async function issueToken(
  userId: string,
  purpose: TokenPurpose,
  payload?: string,
): Promise<string> {
  const token = randomToken();
  await db().transaction(async (tx) => {
    await tx
      .update(verificationTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(verificationTokens.userId, userId),
          eq(verificationTokens.purpose, purpose),
          isNull(verificationTokens.usedAt),
        ),
      );
    await tx.insert(verificationTokens).values({
      userId,
      purpose,
      tokenHash: sha256(token),
      payload: payload ?? null,
      expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
    });
  });
  return token;
}

/** The row of `token` for `purpose` while it is unused and unexpired. */
const liveToken = (token: string, purpose: TokenPurpose) =>
  and(
    eq(verificationTokens.tokenHash, sha256(token)),
    eq(verificationTokens.purpose, purpose),
    isNull(verificationTokens.usedAt),
    gt(verificationTokens.expiresAt, new Date()),
  );

/** The user of a live (unused, unexpired) token, without using it; null otherwise. */
export async function tokenOwner(token: string, purpose: TokenPurpose): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db()
    .select({ userId: verificationTokens.userId })
    .from(verificationTokens)
    .where(liveToken(token, purpose));
  return row?.userId ?? null;
}

/**
 * Uses a token: returns its user id, or null when it is unknown, expired or already used.
 * Atomic: of two concurrent uses only one succeeds.
 */
export async function consumeToken(token: string, purpose: TokenPurpose): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db()
    .update(verificationTokens)
    .set({ usedAt: new Date() })
    .where(liveToken(token, purpose))
    .returning({ userId: verificationTokens.userId });
  return row?.userId ?? null;
}

/** Uses a token like `consumeToken`, answering its user and its payload; null otherwise. */
export async function consumeTokenWithPayload(
  token: string,
  purpose: TokenPurpose,
): Promise<{ userId: string; payload: string | null } | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db()
    .update(verificationTokens)
    .set({ usedAt: new Date() })
    .where(liveToken(token, purpose))
    .returning({ userId: verificationTokens.userId, payload: verificationTokens.payload });
  return row ?? null;
}

export async function markEmailVerified(userId: string) {
  await db()
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId));
  // The e-mail may complete the Verified badge: the verified-only browse totals change.
  invalidateListingCounts();
}

/**
 * What a new account hears while staff have closed registration
 * (docs/decisions/013-admin-panel.md).
 */
export const REGISTRATION_CLOSED =
  "New accounts cannot be created at the moment. Please try again later.";

/** The Google e-mail belongs to an account whose owner has not confirmed it yet. */
export class UnverifiedAccountError extends Error {
  constructor() {
    super(
      "An account with this e-mail address already exists. Sign in with its password and confirm your e-mail address first; after that you can continue with Google.",
    );
    this.name = "UnverifiedAccountError";
  }
}

/**
 * Signs in with an outside provider's identity (Google, whose e-mail it has verified). Uses
 * the account already linked to it; else links the account with the same e-mail, but only if
 * that account's owner has confirmed the address (otherwise whoever registered it first could
 * be let in by Google, or could have pre-registered a victim's address:
 * docs/decisions/008-security-review.md), in which case it throws UnverifiedAccountError; else
 * creates a buyer account. Returns the user.
 */
export async function findOrCreateOAuthUser(input: {
  provider: string;
  providerUserId: string;
  email: string;
  firstName: string;
  lastName: string;
}): Promise<PublicUser> {
  const [linked] = await db()
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(
      and(
        eq(oauthAccounts.provider, input.provider),
        eq(oauthAccounts.providerUserId, input.providerUserId),
      ),
    );
  if (linked) return (await getUserById(linked.userId))!;
  let user = await getUserByEmail(input.email);
  if (user && !user.emailVerified) throw new UnverifiedAccountError();
  if (!user) {
    if (!(await getSettings()).registrationOpen) throw new DomainError(403, REGISTRATION_CLOSED);
    const [row] = await db()
      .insert(users)
      .values({
        email: input.email.toLowerCase(),
        firstName: input.firstName || "Google",
        lastName: input.lastName || "User",
        accountType: "buyer",
        emailVerifiedAt: new Date(),
      })
      .returning(publicColumns);
    user = toPublicUser(row);
  }
  await db()
    .insert(oauthAccounts)
    .values({ provider: input.provider, providerUserId: input.providerUserId, userId: user.id })
    .onConflictDoNothing();
  return user;
}

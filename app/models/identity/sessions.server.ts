/**
 * Database sessions (docs/product.md#architecture): a random 32-byte token (base64url) is given
 * to the client (cookie or Bearer); only its SHA-256 is stored. Remember me: 30 days, else 12
 * hours (a browser-session cookie). Expired or revoked rows are refused and purged by the daily job.
 */
import { type PublicUser, publicColumns, toPublicUser } from "./users.server";
import { sha256, randomToken } from "../shared/crypto.server";
import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import { sessions, users } from "#db/schema";
import { db } from "#db/connection";

export const SESSION_TTL_MS = { remember: 30 * 24 * 3600_000, browser: 12 * 3600_000 };

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

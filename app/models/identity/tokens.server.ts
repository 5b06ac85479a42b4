/**
 * Single-use e-mail tokens (verify e-mail 48 h, reset password 1 h, change e-mail 24 h, the
 * two-factor step of a sign-in 5 min): random, stored hashed, consumed once, expiring
 * (docs/product.md#architecture).
 */
import { sha256, randomToken } from "../shared/crypto.server";
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import { verificationTokens, type TokenPurpose } from "#db/schema";
import { db } from "#db/connection";

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  "verify-email": 48 * 3600_000,
  "reset-password": 3600_000,
  "change-email": 24 * 3600_000,
  /** Between the right password and the 2FA code: five minutes to type it. */
  "two-factor-login": 5 * 60_000,
};

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

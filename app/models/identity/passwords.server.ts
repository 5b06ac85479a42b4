/**
 * Passwords: argon2id hashes (@node-rs/argon2) in `passwords`, the policy a new password must
 * meet (identity/password-policy.server.ts), and the rate-limited check of the current password before a
 * sensitive change (docs/decisions/008-security-review.md).
 *
 * Errors: DomainError 400 on the named field for a wrong or unacceptable password, 429 over the
 * password-check limit (shared/limits.server.ts).
 */
import { msg } from "~/i18n/messages";
import { hash as argon2Hash, verify as argon2Verify } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { passwords } from "#db/schema";
import { db } from "#db/connection";
import { DomainError } from "../shared/errors.server";
import { passwordProblem } from "./password-policy.server";
import { hitLimit, LIMITS, overLimit, releaseHit } from "../shared/limits.server";

export async function hashPassword(password: string) {
  return argon2Hash(password);
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

/** 400 with the policy's message on `field` when `password` may not be used. */
export function requireAcceptablePassword(password: string, email: string, field: string) {
  const problem = passwordProblem(password, email);
  if (problem) throw new DomainError(400, problem, { [field]: [problem] });
}

/**
 * Counts a check of the account's current password (change password, delete account) and
 * verifies it: DomainError 429 over the limit, 400 (on `field`) when it is wrong.
 */
export async function requireCurrentPassword(userId: string, password: string, field: string) {
  const key = `password-check:${userId}`;
  const state = await hitLimit(key, LIMITS.passwordChecksPerAccount);
  const blocked = overLimit(msg("refusals.password.tooManyChecks"), state);
  if (blocked) throw new DomainError(429, blocked.message);
  if (!(await checkPassword(userId, password))) {
    const message =
      field === "currentPassword"
        ? msg("refusals.password.currentWrong")
        : msg("refusals.password.wrong");
    throw new DomainError(400, message, { [field]: [message] });
  }
  await releaseHit(key, LIMITS.passwordChecksPerAccount);
}

/**
 * Rate limits as window counters in the database (`rate_limits`), so they hold across every
 * app instance, read as a sliding window (this window plus the weighted previous one). A key names what is limited and for whom (`login:ip:1.2.3.4`,
 * `login:email:ada@example.ng`). Old windows are deleted by the daily `purge-expired` job.
 */
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { rateLimits } from "#db/schema";
import { db, queryRows } from "#db/connection";
import { getEnv } from "~/env.server";
import { decodeMessage, msg } from "~/i18n/messages";
import { DomainError } from "./errors.server";

export type Limit = { limit: number; windowMs: number };
export type LimitState = { ok: boolean; count: number; retryAfterSeconds: number };

/**
 * The limits (docs/product.md#rate-limits: 10 failed sign-ins in 15 minutes). Password checks are
 * counted before the password is verified and given back on success (`releaseHit`), so parallel
 * guesses cannot all be checked (docs/decisions/008-security-review.md).
 */
export const LIMITS = {
  loginFailuresPerIp: { limit: 30, windowMs: 15 * 60_000 },
  loginFailuresPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  /** Change password and delete account: the current password, checked like a sign-in. */
  passwordChecksPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  /** Photos (listing photos and avatars) a user may upload: decoding is costly. */
  photoUploadsPerUser: { limit: 120, windowMs: 60 * 60_000 },
  registerPerIp: { limit: 10, windowMs: 60 * 60_000 },
  /** "Someone tried to sign up with your e-mail" mails to one address (a sign-up's answer
   * never depends on it: docs/decisions/008-security-review.md). */
  signUpNoticesPerAccount: { limit: 3, windowMs: 60 * 60_000 },
  passwordResetPerIp: { limit: 10, windowMs: 60 * 60_000 },
  passwordResetPerAccount: { limit: 3, windowMs: 60 * 60_000 },
  /** New e-mail confirmation links asked for (dashboard banner, Verification page). */
  verificationEmailsPerUser: { limit: 3, windowMs: 60 * 60_000 },
  /**
   * Messaging (docs/product.md#rate-limits): new conversations per buyer, messages per sender,
   * reports.
   */
  conversationsPerBuyer: { limit: 20, windowMs: 60 * 60_000 },
  messagesPerSender: { limit: 30, windowMs: 60_000 },
  reportsPerUser: { limit: 10, windowMs: 24 * 60 * 60_000 },
  /**
   * Trust and the account (docs/product.md#rate-limits): phone codes sent, 2FA codes tried,
   * documents uploaded.
   */
  phoneCodeSendsPerUser: { limit: 5, windowMs: 60 * 60_000 },
  twoFactorAttemptsPerUser: { limit: 10, windowMs: 15 * 60_000 },
  documentUploadsPerUser: { limit: 20, windowMs: 60 * 60_000 },
  /** Confirmation links to a new e-mail address (the profile's e-mail change). */
  emailChangesPerUser: { limit: 5, windowMs: 60 * 60_000 },
  /** The footer's newsletter sign-up. */
  newsletterSignUpsPerIp: { limit: 10, windowMs: 60 * 60_000 },
  newsletterSignUpsPerEmail: { limit: 3, windowMs: 24 * 60 * 60_000 },
  /** Requests made with one dealer API key (docs/decisions/033-dealer-api-keys.md). */
  apiKeyRequests: { limit: 600, windowMs: 60_000 },
} satisfies Record<string, Limit>;

/** RATE_LIMIT_SCALE multiplies every limit (for load tests and e2e runs from one IP). */
function scaled(limit: Limit): number {
  return Math.max(1, Math.round(limit.limit * getEnv().RATE_LIMIT_SCALE));
}

/**
 * The window `now` falls in, the one before it, and how far into the current one `now` is
 * (0 to 1).
 */
function windowsOf(limit: Limit, now: number) {
  const start = Math.floor(now / limit.windowMs) * limit.windowMs;
  return {
    current: new Date(start),
    previous: new Date(start - limit.windowMs),
    elapsed: (now - start) / limit.windowMs,
    end: start + limit.windowMs,
  };
}

/**
 * A sliding-window estimate of the events in the last `windowMs`: the current window's count
 * plus the previous window's, weighted by how much of it still lies inside the last
 * `windowMs`, rounded up. Fixed windows alone let 10 failures just before a boundary and 10
 * just after it through; this counts both. `retryAfterSeconds` is when the estimate falls
 * under `max` again (no further events assumed): later in this window as the previous
 * window's weight falls, or, when this window alone holds `max`, part-way into the next.
 */
function slidingState(
  counts: { current: number; previous: number },
  max: number,
  limit: Limit,
  now: number,
  allowed: (estimate: number) => boolean,
): LimitState {
  const w = windowsOf(limit, now);
  const start = w.end - limit.windowMs;
  const count = counts.current + Math.ceil(counts.previous * (1 - w.elapsed) - 1e-9);
  const retryAt =
    counts.current < max
      ? start + (1 - (max - 1 - counts.current) / Math.max(1, counts.previous)) * limit.windowMs
      : w.end + (1 - (max - 1) / counts.current) * limit.windowMs;
  return {
    ok: allowed(count),
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((retryAt - now) / 1000)),
  };
}

async function windowCounts(key: string, limit: Limit, now: number) {
  const w = windowsOf(limit, now);
  const rows = await db()
    .select({ windowStart: rateLimits.windowStart, count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), inArray(rateLimits.windowStart, [w.previous, w.current])));
  const countOf = (start: Date) =>
    rows.find((r) => r.windowStart.getTime() === start.getTime())?.count ?? 0;
  return { current: countOf(w.current), previous: countOf(w.previous) };
}

/** Reads a counter without counting: `ok` is false once `limit` events fall in the window. */
export async function peekLimit(key: string, limit: Limit, now = Date.now()): Promise<LimitState> {
  const max = scaled(limit);
  const counts = await windowCounts(key, limit, now);
  return slidingState(counts, max, limit, now, (n) => n < max);
}

/**
 * Counts `amount` events (one by default) atomically; `ok` is false once the events in the
 * window are over the limit. The count is taken before the caller does the work, so of many
 * parallel requests only the first `limit` are let through.
 */
export async function hitLimit(
  key: string,
  limit: Limit,
  now = Date.now(),
  amount = 1,
): Promise<LimitState> {
  const max = scaled(limit);
  const w = windowsOf(limit, now);
  // One round trip: count the event in this window and read the previous window's count.
  // (Timestamps go in as ISO text: postgres-js does not serialise a Date inside raw SQL.)
  const [row] = await queryRows<{ current: number; previous: number }>(sql`
    with hit as (
      insert into ${rateLimits} (key, window_start, count)
      values (${key}, ${w.current.toISOString()}::timestamptz, ${amount}::int)
      on conflict (key, window_start) do update set count = ${rateLimits}.count + ${amount}::int
      returning count
    )
    select (select count from hit)::int as current,
      coalesce((select count from ${rateLimits}
        where key = ${key} and window_start = ${w.previous.toISOString()}::timestamptz), 0)::int
        as previous`);
  return slidingState(row, max, limit, now, (n) => n <= max);
}

/** Gives back one event counted by `hitLimit` (a password check that succeeded). */
export async function releaseHit(key: string, limit: Limit, now = Date.now()): Promise<void> {
  const w = windowsOf(limit, now);
  await db()
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, w.current)));
}

export async function resetLimit(key: string) {
  await db().delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Deletes windows older than two days, past any limit's sliding window (the daily `purge-expired` job). */
export async function purgeOldWindows(now = Date.now()) {
  await db()
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now - 2 * 24 * 60 * 60_000)));
}

/**
 * The 429 refusal (a DomainError for the caller to throw) when any of `states` is over its
 * limit, else null. The message is `prefix`
 * then the longest of their waits: "Too many requests. Please wait 15 minutes and try again."
 * When `prefix` is a message key (`msg("refusals.tooManyRequests")`) the message is one too,
 * `refusals.waitAndRetry` with the prefix and the minutes, read in the reader's language
 * (docs/decisions/023-languages.md); a plain-text prefix keeps the English sentence.
 */
export function overLimit(prefix: string, ...states: LimitState[]): DomainError | null {
  const over = states.filter((s) => !s.ok);
  if (!over.length) return null;
  const wait = Math.max(...over.map((s) => s.retryAfterSeconds));
  return new DomainError(
    429,
    decodeMessage(prefix)
      ? msg("refusals.waitAndRetry", { reason: prefix, minutes: Math.max(1, Math.ceil(wait / 60)) })
      : `${prefix} Please wait ${waitText(wait)} and try again.`,
  );
}

/** "Please wait 15 minutes" style wording for a retry delay. */
export function waitText(seconds: number) {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? "a minute" : `${minutes} minutes`;
}

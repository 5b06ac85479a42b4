/**
 * Rate limits as fixed-window counters in the database (`rate_limits`), so they hold across
 * every app instance. A key names what is limited and for whom (`login:ip:1.2.3.4`,
 * `login:email:ada@example.ng`). Old windows are purged now and then.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import { rateLimits } from "#db/schema";
import { db } from "~/lib/db.server";

export type Limit = { limit: number; windowMs: number };
export type LimitState = { ok: boolean; count: number; retryAfterSeconds: number };

/** Sign-in, registration and password-reset limits (issue 3: 10 failed sign-ins in 15 minutes). */
export const LIMITS = {
  loginFailuresPerIp: { limit: 30, windowMs: 15 * 60_000 },
  loginFailuresPerAccount: { limit: 10, windowMs: 15 * 60_000 },
  registerPerIp: { limit: 10, windowMs: 60 * 60_000 },
  passwordResetPerIp: { limit: 10, windowMs: 60 * 60_000 },
  passwordResetPerAccount: { limit: 3, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

/** RATE_LIMIT_SCALE multiplies every limit (for load tests and e2e runs from one IP). */
function scaled(limit: Limit): number {
  const scale = Number(process.env.RATE_LIMIT_SCALE ?? 1);
  return Number.isFinite(scale) && scale > 0 ? Math.round(limit.limit * scale) : limit.limit;
}

function windowOf(limit: Limit, now: number) {
  const start = Math.floor(now / limit.windowMs) * limit.windowMs;
  return {
    start: new Date(start),
    retryAfterSeconds: Math.ceil((start + limit.windowMs - now) / 1000),
  };
}

/** Reads a counter without counting. */
export async function peekLimit(key: string, limit: Limit, now = Date.now()): Promise<LimitState> {
  const w = windowOf(limit, now);
  const [row] = await db()
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, w.start)));
  const count = row?.count ?? 0;
  return { ok: count < scaled(limit), count, retryAfterSeconds: w.retryAfterSeconds };
}

/** Counts one event; `ok` is false once the count is over the limit. */
export async function hitLimit(key: string, limit: Limit, now = Date.now()): Promise<LimitState> {
  const w = windowOf(limit, now);
  const [row] = await db()
    .insert(rateLimits)
    .values({ key, windowStart: w.start, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  if (Math.random() < 0.01) void purgeOldWindows();
  return {
    ok: row.count <= scaled(limit),
    count: row.count,
    retryAfterSeconds: w.retryAfterSeconds,
  };
}

export async function resetLimit(key: string) {
  await db().delete(rateLimits).where(eq(rateLimits.key, key));
}

export async function purgeOldWindows(now = Date.now()) {
  await db()
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now - 24 * 60 * 60_000)));
}

/** "Please wait 15 minutes" style wording for a retry delay. */
export function waitText(seconds: number) {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? "a minute" : `${minutes} minutes`;
}

/**
 * Idempotency keys of the API's POSTs (docs/decisions/033-dealer-api-keys.md, "Idempotency"):
 * a client that sends `Idempotency-Key` may send the same request again (a dropped connection, a
 * retry) and get the first answer instead of a second car, message or payment. Keys are scoped to
 * the caller's credential and kept IDEMPOTENCY_HOURS.
 *
 * The first request claims the key with an insert (the primary key makes two at once one claim),
 * runs, then stores its answer. A repeat with the same request gets the stored answer; with
 * another body or path, `mismatch`; while the first still runs, `running`. A claim whose request
 * died without an answer (RUNNING_STALE_MS) may be taken over.
 */
import { and, eq, isNull, lt } from "drizzle-orm";
import { db } from "#db/connection";
import { idempotencyKeys } from "#db/schema";

/** How long an answer is kept for a repeat (hours). */
export const IDEMPOTENCY_HOURS = 24;

/** A claim with no answer after this long (ms) is taken to be a request that died. */
const RUNNING_STALE_MS = 60_000;

export type IdempotencyClaim =
  | { state: "new" }
  | { state: "replay"; status: number; body: string; contentType: string | null }
  | { state: "running" }
  | { state: "mismatch" };

const row = (owner: string, key: string) =>
  and(eq(idempotencyKeys.owner, owner), eq(idempotencyKeys.key, key));

/** Claims `key` of `owner` for a request hashing to `requestHash`, or says why not. */
export async function claimIdempotencyKey(
  owner: string,
  key: string,
  requestHash: string,
  now = new Date(),
): Promise<IdempotencyClaim> {
  const claimed = await db()
    .insert(idempotencyKeys)
    .values({ owner, key, requestHash, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length) return { state: "new" };
  const [found] = await db().select().from(idempotencyKeys).where(row(owner, key));
  if (!found || found.createdAt.getTime() < now.getTime() - IDEMPOTENCY_HOURS * 3_600_000) {
    // Gone meanwhile, or expired and not purged yet: claimed afresh.
    await db().delete(idempotencyKeys).where(row(owner, key));
    return claimIdempotencyKey(owner, key, requestHash, now);
  }
  if (found.requestHash !== requestHash) return { state: "mismatch" };
  if (found.status === null) {
    const taken = await db()
      .update(idempotencyKeys)
      .set({ createdAt: now })
      .where(
        and(
          row(owner, key),
          isNull(idempotencyKeys.status),
          lt(idempotencyKeys.createdAt, new Date(now.getTime() - RUNNING_STALE_MS)),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    return taken.length ? { state: "new" } : { state: "running" };
  }
  return {
    state: "replay",
    status: found.status,
    body: found.body ?? "",
    contentType: found.contentType,
  };
}

/** Keeps the answer of the request that claimed `key` (status, body as text, content type). */
export async function storeIdempotentAnswer(
  owner: string,
  key: string,
  answer: { status: number; body: string; contentType: string | null },
): Promise<void> {
  await db().update(idempotencyKeys).set(answer).where(row(owner, key));
}

/** Gives `key` up (the request failed on our side): a repeat runs again. */
export async function releaseIdempotencyKey(owner: string, key: string): Promise<void> {
  await db().delete(idempotencyKeys).where(row(owner, key));
}

/** Removes answers older than IDEMPOTENCY_HOURS (the daily purge). */
export async function purgeIdempotencyKeys(now = new Date()): Promise<void> {
  await db()
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_HOURS * 3_600_000)));
}

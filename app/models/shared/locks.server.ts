/**
 * The lock that serialises one user's money writes (the boost cap's count and insert, a
 * payment's grant, saved cards): a transaction-scoped PostgreSQL advisory lock keyed by the
 * user, so it holds across workers and instances (docs/decisions/010-payments.md).
 */
import { sql } from "drizzle-orm";
import type { db } from "#db/connection";

export type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/** The advisory lock's first key (any number no other code uses). */
export const PAYMENT_LOCK = 727_281;

/** Takes the payer's lock until the end of `tx`. */
export async function lockPayer(tx: Tx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${PAYMENT_LOCK}, hashtext(${userId}))`);
}

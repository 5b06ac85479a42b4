/**
 * One more try for a transaction PostgreSQL aborted to break a lock cycle (SQLSTATE 40P01,
 * deadlock_detected) or because a concurrent change made it unserialisable (40001,
 * serialization_failure). Both leave nothing written and say "run it again"
 * (https://www.postgresql.org/docs/current/mvcc-serialization-failure-handling.html).
 *
 * Models still take their locks in one order (docs/decisions/008-security-review.md), so
 * a retry is for the rare cycle with a transaction of another area, not the normal path.
 */

const RETRYABLE = new Set(["40001", "40P01"]);

/**
 * The SQLSTATE of a database error: on the error itself (PGlite), or on its `cause` (drizzle
 * wraps the `postgres` driver's errors); undefined for anything else.
 */
function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether `error` is a deadlock or serialization failure, safe to run again. */
export const isRetryableConflict = (error: unknown) => RETRYABLE.has(sqlState(error) ?? "");

/**
 * Runs `transaction` (a function that opens and commits its own transaction), and once more
 * when the first run was aborted as a deadlock or serialization failure. Any other error, or
 * a second failure, is thrown as it is.
 */
export async function retryOnConflict<T>(transaction: () => Promise<T>): Promise<T> {
  try {
    return await transaction();
  } catch (error) {
    if (!isRetryableConflict(error)) throw error;
    return transaction();
  }
}

/**
 * The one error a model throws when a request cannot be done as asked: an HTTP status and a
 * message meant for the person (or client) who asked, plus optional field errors. Routes turn
 * it into a page message or the API envelope (request/api.server.ts); anything else a model
 * throws is a fault (500, logged, no details shown).
 *
 * Statuses: 400 bad input, 403 not allowed (or a plan limit), 404 missing or someone else's
 * (we never reveal that another user's resource exists), 409 a state conflict, 413 too large,
 * 429 rate limited, 502 an outside provider failed (nothing was charged), 503 switched off or
 * the file storage unreachable.
 */
import { isUuid } from "~/lib/ids";
import { StorageUnavailableError } from "~/services/storage.server";

export class DomainError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

/** What an upload the file storage refused answers (503): nothing was saved, try again later. */
export const STORAGE_UNAVAILABLE =
  "We cannot store files right now. Nothing was saved; please try again in a few minutes.";

/**
 * `error` as the person should see it when it is a file storage outage (a full disk, a bucket
 * that does not answer or refuses our credentials): DomainError 503 with STORAGE_UNAVAILABLE,
 * on `field` when given, so the form comes back with what was typed
 * (docs/decisions/014-object-storage.md). Any other error is answered as it is.
 */
export function storageFailure(error: unknown, field?: string): unknown {
  if (!(error instanceof StorageUnavailableError)) return error;
  console.error(error.message);
  return new DomainError(
    503,
    STORAGE_UNAVAILABLE,
    field ? { [field]: [STORAGE_UNAVAILABLE] } : undefined,
  );
}

/**
 * 404 for something missing or not the caller's: `notFound("Listing")` is "Listing not found".
 * `what` is the thing's name only: a name already ending in "not found" does not compile (it
 * would read "User not found not found").
 */
export function notFound<const W extends string>(
  what: W extends `${string}not found` ? never : W,
): DomainError {
  return new DomainError(404, `${what} not found`);
}

/**
 * `id` as the id of a `what` ("User", "Listing", "Report"...), or a thrown 404 "<what> not
 * found" when it is not one: every entity id is a UUID (lib/ids.ts), so a malformed id, a NUL
 * byte or a huge value names nothing and never reaches the database (where it would be a
 * 500). One check for every model that takes an id from a URL or a form.
 */
export function requireId<const W extends string>(
  id: unknown,
  what: W extends `${string}not found` ? never : W,
): string {
  if (!isUuid(id)) throw notFound(what);
  return id;
}

/**
 * Whether a database error is a unique-constraint violation (SQLSTATE 23505), as PGlite reports
 * it (`code` on the error) or as drizzle wraps the `postgres` driver's (`code` on its `cause`).
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}

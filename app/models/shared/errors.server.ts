/**
 * The one error a model throws when a request cannot be done as asked: an HTTP status and a
 * message meant for the person (or client) who asked, plus optional field errors. Routes turn
 * it into a page message or the API envelope (request/api.server.ts); anything else a model
 * throws is a fault (500, logged, no details shown).
 *
 * Statuses: 400 bad input, 401 not signed in (a wrong password, an expired sign-in step), 403
 * not allowed (or a plan limit), 404 missing or someone else's (we never reveal that another
 * user's resource exists), 409 a state conflict, 413 too large, 429 rate limited, 502 an outside
 * provider failed (nothing was charged), 503 switched off or the file storage unreachable.
 */
import type { MessageKey } from "~/i18n/keys";
import { msg } from "~/i18n/messages";
import { isUuid } from "~/lib/ids";
import { StorageUnavailableError } from "~/services/storage.server";

export class DomainError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

/**
 * What an upload the file storage refused answers (503): nothing was saved, try again later. A
 * message key (docs/decisions/023-languages.md, "Messages as keys"): "We cannot store files right
 * now. Nothing was saved; please try again in a few minutes." in English.
 */
export const STORAGE_UNAVAILABLE = msg("refusals.storageUnavailable");

/**
 * A page link's `before` cursor that does not decode (a hand-edited address): 400 "That page
 * link is not valid", with "Not a valid cursor" on `before`. Both are message keys.
 */
export function invalidCursor(): DomainError {
  return new DomainError(400, msg("refusals.pageLink.invalid"), {
    before: [msg("refusals.cursor.invalid")],
  });
}

/**
 * The things a 404 can name, each with its message key ("Listing" -> `refusals.notFound.listing`,
 * "Listing not found" in English). A thing not listed here does not compile: add its row and its
 * key in every language's `refusals.json`.
 */
const NOT_FOUND = {
  Alert: "refusals.notFound.alert",
  Car: "refusals.notFound.car",
  Checkout: "refusals.notFound.checkout",
  Conversation: "refusals.notFound.conversation",
  Document: "refusals.notFound.document",
  Listing: "refusals.notFound.listing",
  Message: "refusals.notFound.message",
  Payment: "refusals.notFound.payment",
  "Payment method": "refusals.notFound.paymentMethod",
  Photo: "refusals.notFound.photo",
  Receipt: "refusals.notFound.receipt",
  Report: "refusals.notFound.report",
  Request: "refusals.notFound.request",
  Review: "refusals.notFound.review",
  "Saved search": "refusals.notFound.savedSearch",
  Seller: "refusals.notFound.seller",
  Session: "refusals.notFound.session",
  User: "refusals.notFound.user",
} as const satisfies Record<string, MessageKey>;

/** A thing `notFound` and `requireId` can name ("Listing", "Saved search"...). */
export type Thing = keyof typeof NOT_FOUND;

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
 * 404 for something missing or not the caller's: `notFound("Listing")` is the message key
 * `refusals.notFound.listing` ("Listing not found" in English; docs/decisions/023-languages.md).
 * `what` is the thing's name only, one of `Thing`.
 */
export function notFound(what: Thing): DomainError {
  return new DomainError(404, msg(NOT_FOUND[what]));
}

/**
 * `id` as the id of a `what` ("User", "Listing", "Report"...), or a thrown 404 `notFound(what)`
 * when it is not one: every entity id is a UUID (lib/ids.ts), so a malformed id, a NUL
 * byte or a huge value names nothing and never reaches the database (where it would be a
 * 500). One check for every model that takes an id from a URL or a form.
 */
export function requireId(id: unknown, what: Thing): string {
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

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
import { isUuid } from "~/lib/forms/ids";
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
  "API key": "refusals.notFound.apiKey",
  Photo: "refusals.notFound.photo",
  Receipt: "refusals.notFound.receipt",
  Report: "refusals.notFound.report",
  Request: "refusals.notFound.request",
  Review: "refusals.notFound.review",
  "Risk flag": "refusals.notFound.riskFlag",
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
 * when it is not one: every entity id is a UUID (lib/forms/ids.ts), so a malformed id, a NUL
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

/** The SQLSTATEs of a write the database refused for its values, which a client can cause. */
const REFUSED_WRITES = {
  "23514": "refusals.stored.outOfRange", // check_violation
  "23502": "refusals.stored.required", // not_null_violation
  "23505": "refusals.stored.taken", // unique_violation
  "23503": "refusals.stored.missing", // foreign_key_violation
} as const satisfies Record<string, MessageKey>;

/** Constraints whose field is not the column they are named after. */
const CONSTRAINT_FIELDS: Record<string, string> = {
  listing_photos_position_check: "photos",
  listings_price_check: "price",
  listings_year_check: "year",
  listings_mileage_check: "mileage",
};

type PgFault = {
  code?: string;
  table?: string;
  table_name?: string;
  column?: string;
  column_name?: string;
  constraint?: string;
  constraint_name?: string;
  detail?: string;
};

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * `error` as the person should see it when the database refused the write for its values (a
 * CHECK constraint, a missing required value, a value already taken, a reference to something
 * gone): DomainError 400 "Some values could not be saved" with the field named, so the API
 * answers 400 and a page's form its error, never 500 (docs/decisions/029-one-rule-set-per-entity.md).
 * The field is the constraint's column in camelCase (`listings_price_check` -> `price`), the
 * not-null column, or the first column of a unique or foreign key's detail (inside an
 * expression: `lower(email)` -> `email`). Null for any other
 * error (PGlite's own error, or drizzle's wrapping of it or of the `postgres` driver's).
 * Reaching it means a rule in app/lib let a value through that the database holds no room for:
 * it is logged as a warning.
 */
export function databaseRefusal(error: unknown): DomainError | null {
  const outer = error as { code?: string; cause?: PgFault } | null;
  const fault: PgFault | undefined =
    outer?.code && outer.code in REFUSED_WRITES
      ? (outer as PgFault)
      : outer?.cause?.code && outer.cause.code in REFUSED_WRITES
        ? outer.cause
        : undefined;
  if (!fault) return null;
  const code = fault.code as keyof typeof REFUSED_WRITES;
  const table = fault.table ?? fault.table_name ?? "";
  const constraint = fault.constraint ?? fault.constraint_name ?? "";
  const keyColumn = /^Key \((?:\w+\()?([a-z_]+)/.exec(fault.detail ?? "")?.[1];
  const fromConstraint = constraint.startsWith(`${table}_`)
    ? constraint.slice(table.length + 1).replace(/_(check|key|fkey)$/, "")
    : undefined;
  const column =
    code === "23502" ? (fault.column ?? fault.column_name) : (keyColumn ?? fromConstraint);
  const field = CONSTRAINT_FIELDS[constraint] ?? (column ? camel(column) : "");
  console.warn(`The database refused a write: ${code} ${constraint || column || ""}`.trim());
  return new DomainError(
    400,
    msg("refusals.stored.invalid"),
    field ? { [field]: [msg(REFUSED_WRITES[code])] } : undefined,
  );
}

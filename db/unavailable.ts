/**
 * Telling "the database cannot answer now" apart from a bug: a refused or timed-out connection,
 * a server shutting down or starting up, a statement cancelled by its time limit. Pages answer
 * those with a plain 503 page and the API with a 503 envelope, both with `Retry-After`, instead
 * of a 500 (docs/decisions/015-failure-modes.md).
 */

/** Seconds a client is asked to wait (`Retry-After`) while the database is unavailable. */
export const RETRY_AFTER_SECONDS = 30;

/** What visitors and API clients are told while the database is unavailable. */
export const UNAVAILABLE_MESSAGE = "Service temporarily unavailable, please try again in a moment.";

/**
 * Node's socket errors: they mean the database only when a database query failed with them
 * (a fetch to a payment provider fails with the same codes).
 */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
]);

/**
 * Codes only the database gives: the postgres driver's own (`CONNECT_TIMEOUT`, a connection
 * closed under a query) and PostgreSQL's SQLSTATEs 57P01-57P03 (shutting down, crashed,
 * starting up: "cannot connect now"), 53300 (too many connections), 57014 (a statement
 * cancelled by `statement_timeout`) and class 08 (connection exception).
 */
const DATABASE_CODES = new Set([
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  "57014",
]);

type Node = { name?: unknown; code?: unknown; cause?: unknown; errors?: unknown };

/** The code that makes `error` (or what it wraps) an unavailable database, if any. */
function unavailableCode(error: unknown, fromQuery = false, depth = 0): string | undefined {
  if (!error || typeof error !== "object" || depth > 5) return undefined;
  const node = error as Node;
  // drizzle wraps the driver's error in a DrizzleQueryError; the driver marks an error that
  // failed a query with a `query` property.
  const query = fromQuery || node.name === "DrizzleQueryError" || "query" in node;
  const code = typeof node.code === "string" ? node.code : undefined;
  if (code && (DATABASE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return code;
  if (code && query && NETWORK_CODES.has(code)) return code;
  const inner = [node.cause, ...(Array.isArray(node.errors) ? node.errors : [])];
  for (const e of inner) {
    const found = unavailableCode(e, query, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Whether `error` (or what it wraps: drizzle puts the driver's error in `cause`, a connection
 * tried on several addresses fails with an `AggregateError`) says the database is unreachable
 * or cannot answer now.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableCode(error) !== undefined;
}

let lastReport = 0;
let unreported = 0;

/**
 * Logs that a request was answered 503 because the database is unavailable: one line at most
 * every 10 seconds per process (counting the others), never a stack per request, so an outage
 * does not flood the log.
 */
export function reportDatabaseUnavailable(error: unknown, now = Date.now()) {
  unreported++;
  if (now - lastReport < 10_000) return;
  console.error(
    `Database unavailable (${unavailableCode(error) ?? "unknown"}): answered 503 to ${unreported} ` +
      `request${unreported === 1 ? "" : "s"}`,
  );
  lastReport = now;
  unreported = 0;
}

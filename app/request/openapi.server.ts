/**
 * The OpenAPI entries of the JSON API (docs/product.md#api), written beside their handlers:
 * every `/api` route module describes the operations of its path by lower-case method and hands
 * them to `methods()` (api.server.ts) with the handlers,
 *
 *   const openapi = operations({
 *     get: { tag: "Cars", summary: "A public car's detail.", errors: { 404: "No such car." } },
 *   });
 *   const api = methods({ GET: read }, openapi);
 *
 * and routes/api/meta/openapi-document.server.ts collects them from the route table into the
 * document served at `/api/openapi.json`. The path comes from the table (`cars/:id` is
 * `/api/cars/{id}`), never from the entry, so an entry cannot describe a URL that is not served.
 * A module that serves several paths (the three two-factor steps, the five CSV exports) gives
 * each path its own operations with `operationsByPath`. A test checks that every method each
 * route serves has its entry, and no entry lacks its method.
 */
import type { z } from "zod";

export { answerComponents } from "~/lib/api/answer-components";

/** The OpenAPI methods: `methods()`'s, lower-cased (HEAD is GET's). */
export type ApiVerb = "get" | "post" | "put" | "patch" | "delete";

/**
 * The document's tags, declared at its top with what each groups (docs/product.md#api); every
 * operation names one.
 */
export const API_TAGS = {
  System: "Health checks and this document.",
  Cars: "Browsing, searching and selling cars: listings, their details, contact and price rating.",
  Auth: "Signing in (with a second step when two-factor authentication is on), registering, tokens, e-mail checks and passwords.",
  Uploads: "Photos of a listing and the account's avatar (multipart uploads, checked by content).",
  Users:
    "The signed-in account's profile, preferences and data, and sellers' public profiles, listings and reviews.",
  Messages:
    "Conversations between buyers and sellers, their messages, read receipts and the live event stream.",
  Notifications: "The signed-in user's notifications.",
  Searches: "Saved searches with their alerts.",
  Reviews: "Reviews of sellers and reports of listings or users.",
  Payments:
    "Plans, boosts and their payments through Paystack, saved cards and the payment history.",
  Verification: "Verifying a seller's phone and identity documents; the plan subscription.",
  Security: "Two-factor authentication, signed-in sessions and the account's security events.",
  Dealers:
    "A dealer's own system: API keys (made by the signed-in dealer) and the operations a key opens (`Authorization: Bearer mmk_...`).",
  Admin:
    "Staff moderation of listings, users, reports and verifications, the dashboard, audit log and CSV exports.",
} as const;

/** A tag of the document (see API_TAGS). */
export type ApiTag = keyof typeof API_TAGS;

/**
 * What an operation answers besides its JSON envelope: a CSV file, an event stream, a PDF, or
 * a JSON object of its own (the OpenAPI document).
 */
export type ApiContent = "text/csv" | "text/event-stream" | "application/pdf" | "openapi+json";

type OperationEntry = {
  /** Stable name for generated clients: a verb and a noun (`listCars`, `getCar`, `sendMessage`). */
  operationId: string;
  tag: ApiTag;
  summary: string;
  /**
   * Who may call it: `none` (public, the default), `bearer` (a token from `POST
   * /api/auth/login`, or the session cookie, is required), `optional` (answers more to a
   * signed-in caller), `apiKey` (a dealer's API key, `Bearer mmk_...`, and no session).
   */
  auth?: "none" | "bearer" | "optional" | "apiKey";
  /**
   * The query it reads: the browse query, `page`/`limit`, a zod object (parsed with
   * `readQueryWith`), or named parameters: a description (a string parameter) or a description
   * with the parameter's JSON schema (`{type: "integer", minimum: 1}`).
   */
  query?:
    | "browse"
    | "page"
    | z.ZodObject
    | Record<string, string | { description: string; schema: object }>;
  /** A JSON body (zod), or a multipart form with these file fields. */
  body?: z.ZodType | { multipart: readonly string[] };
  /** Statuses besides the success one that the operation answers, with what they mean. */
  errors?: Record<number, string>;
  /**
   * Its answer holds a secret shown once (a new API key): an `Idempotency-Key` repeat is not
   * answered it again (request/api.server.ts).
   */
  secretAnswer?: boolean;
  /** Answers 201 (created) instead of 200. */
  created?: boolean;
  /** Answers `pagination` (a Pagination) beside `data` in the envelope. */
  paged?: boolean;
  /** Other success statuses, answered with the same `answer`, with what each means. */
  alsoAnswers?: Record<number, string>;
};

/**
 * One operation of the JSON API as the OpenAPI document describes it: every one names its
 * answer, the schema of the envelope's `data` (zod, output side: what `apiAnswer(op, data)`
 * must be given; named shapes, `component("Car", ...)`, become `#/components/schemas/*`), or
 * the content type it answers instead of the envelope.
 */
export type ApiOperation = OperationEntry &
  ({ answer: z.ZodType; content?: undefined } | { content: ApiContent; answer?: undefined });

/** The operations of one path, by method. */
export type PathOperations = Partial<Record<ApiVerb, ApiOperation>>;

/** The operations of a module that serves several paths, by OpenAPI path (`/api/user/2fa/setup`). */
export type OperationsByPath = { byPath: Record<string, PathOperations> };

/** What a route module gives `methods()`: its path's operations, or each of its paths'. */
export type ApiRouteOperations = PathOperations | OperationsByPath;

/**
 * The operations of the path a route module serves (the usual `openapi` export), typed as
 * written so a handler's `apiAnswer(openapi.get, data)` checks `data` against that answer.
 */
export function operations<const T extends PathOperations>(ops: T): T {
  return ops;
}

/** The operations of each path a route module serves (an `openapi` export for several paths). */
export function operationsByPath(byPath: Record<string, PathOperations>): OperationsByPath {
  return { byPath };
}

/**
 * The operations a route's entries give `path` (an OpenAPI path): the entries themselves, or
 * their entry for `path` when they are by path; null when there are none for it.
 */
export function operationsFor(
  openapi: ApiRouteOperations | null,
  path: string,
): PathOperations | null {
  if (!openapi) return null;
  if ("byPath" in openapi) return (openapi as OperationsByPath).byPath[path] ?? null;
  return openapi as PathOperations;
}

/** The answer of every operation that needs a signed-in caller. */
export const AUTH_ERRORS = { 401: "Not signed in, or the token is not valid." };

/** The answers of every operation that reads a JSON body (`readJsonWith`). */
export const BAD_BODY = {
  400: "A field is not valid, or unknown (`errors` by field), or the body is not valid JSON.",
  413: "The body is larger than 16 KB.",
  415: "The body is not sent as `application/json`.",
};

/** The answer of an operation behind a rate limit (the wait is in `Retry-After`). */
export const RATE_LIMITED = {
  429: "Too many attempts in a while: the message says how many minutes to wait.",
};

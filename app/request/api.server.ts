/**
 * The `/api/*` JSON envelope (design.md, `/api/*` contract): success
 * `{ success: true, message, data }`, failure `{ success: false, message, errors? }`.
 *
 * Every API route module wraps its `loader` and `action` in `apiHandler`, which:
 * - answers a model's DomainError (and an upload's UploadError) in the envelope with its
 *   status and field errors;
 * - answers any other throw with 500 "Something went wrong on our side" and no details (the
 *   error is logged), never React Router's plain-text or HTML error;
 * - marks every answer `Cache-Control: private, no-store` unless the route chose a public
 *   cache (issue 9, hole 15).
 * A test checks that every API module's exports are wrapped.
 *
 * JSON bodies must be sent as exactly `application/json` (a `charset` parameter is fine):
 * `text/plain; charset=application/json` is what a cross-site form can send, so it is
 * refused (issue 9, hole 10). Text with NUL characters is refused with 400 (hole 9).
 */
import type { FieldErrors } from "~/lib/filters";
import { DomainError } from "~/models/errors.server";
import { UploadError } from "./uploads.server";

type Init = { status?: number; headers?: HeadersInit };

export function apiOk<T>(data: T, message = "OK", init: Init = {}): Response {
  return Response.json(
    { success: true, message, data },
    { status: init.status ?? 200, headers: init.headers },
  );
}

export function apiError(
  status: number,
  message: string,
  errors?: FieldErrors,
  init: Init = {},
): Response {
  return Response.json(
    { success: false, message, ...(errors ? { errors } : {}) },
    { status, headers: init.headers },
  );
}

/** 400 with field errors, the answer to a query or body that fails validation. */
export function apiValidationError(errors: FieldErrors): Response {
  return apiError(400, "Some values are not valid", errors);
}

/** Cache headers for public GET answers: browsers and CDNs may reuse them briefly. */
export const PUBLIC_CACHE = { "Cache-Control": "public, max-age=30, stale-while-revalidate=60" };

/** What every other API answer carries: it may hold personal data or a token. */
export const NO_STORE = "private, no-store";

const WRAPPED = Symbol.for("motormart.apiHandler");

/** The envelope answer for anything an API handler throws. */
export function apiErrorResponse(error: unknown): Response {
  if (error instanceof Response) return error;
  if (error instanceof DomainError) return apiError(error.status, error.message, error.fields);
  if (error instanceof UploadError) return apiError(error.status, error.message);
  console.error("API error:", error);
  return apiError(500, "Something went wrong on our side. Please try again.");
}

/**
 * Wraps an API loader or action: errors become envelope answers (see the module comment) and
 * answers get `Cache-Control: private, no-store` unless they set their own.
 */
export function apiHandler<A extends { request: Request }>(
  handler: (args: A) => Response | Promise<Response>,
): ((args: A) => Promise<Response>) & { [WRAPPED]: true } {
  const wrapped = async (args: A) => {
    let response: Response;
    try {
      response = await handler(args);
    } catch (error) {
      response = apiErrorResponse(error);
    }
    if (!response.headers.has("Cache-Control")) {
      try {
        response.headers.set("Cache-Control", NO_STORE);
      } catch {
        // A Response with immutable headers (a fetch answer) is copied.
        response = new Response(response.body, response);
        response.headers.set("Cache-Control", NO_STORE);
      }
    }
    return response;
  };
  return Object.assign(wrapped, { [WRAPPED]: true as const });
}

/** Whether `fn` was made by `apiHandler` (the route-table test checks every API module). */
export const isApiHandler = (fn: unknown) =>
  typeof fn === "function" && (fn as { [WRAPPED]?: boolean })[WRAPPED] === true;

/** For resource routes that only take writes (or reads): the other method answers 405. */
export const methodNotAllowed = apiHandler(async () => apiError(405, "Method not allowed"));

/** Bodies larger than this are refused with 413 (JSON payloads of this API are small). */
export const MAX_JSON_BYTES = 16 * 1024;

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

/** Whether any string inside `value` (deeply) holds a NUL character. */
export function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\0");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object")
    return Object.entries(value).some(([k, v]) => k.includes("\0") || containsNul(v));
  return false;
}

/**
 * Reads a JSON body. Throws (as a Response) 415 unless it is sent as `application/json`, 413
 * when it is too large, 400 when it does not parse or holds NUL characters.
 */
export async function readJson(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  if (mediaType(request) !== "application/json") {
    throw apiError(415, "Send a JSON body with Content-Type: application/json");
  }
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw apiError(413, `The request body is larger than ${maxBytes} bytes`);
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes)
    throw apiError(413, `The request body is larger than ${maxBytes} bytes`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw apiError(400, "The request body is not valid JSON");
  }
  if (containsNul(body)) throw apiError(400, "Text must not contain NUL characters");
  return body;
}

/**
 * Validates a JSON body with a zod schema: the parsed value, or a thrown 400 with field errors.
 */
export async function readJsonWith<T>(
  request: Request,
  schema: {
    safeParse: (
      v: unknown,
    ) =>
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
): Promise<T> {
  return parseOr400(schema, await readJson(request), "body");
}

type Parser<T> = {
  safeParse: (
    v: unknown,
  ) =>
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
};

/** `value` parsed by `schema`, or a thrown 400 with the messages by field (`fallback` when
 * an issue has no path). */
function parseOr400<T>(schema: Parser<T>, value: unknown, fallback: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : fallback;
    (errors[key] ??= []).push(issue.message);
  }
  throw apiValidationError(errors);
}

/**
 * The request's query string parsed by `schema` (each parameter once, as text); throws a 400
 * with the messages by parameter when it does not fit.
 */
export function readQueryWith<T>(request: Request, schema: Parser<T>): T {
  return parseOr400(schema, Object.fromEntries(new URL(request.url).searchParams), "query");
}

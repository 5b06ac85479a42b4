/**
 * The `/api/*` JSON envelope (design.md, `/api/*` contract):
 * success `{ success: true, message, data }`, failure `{ success: false, message, errors? }`.
 */
import type { FieldErrors } from "~/lib/filters";

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

/** Bodies larger than this are refused with 413 (JSON payloads of this API are small). */
export const MAX_JSON_BYTES = 16 * 1024;

/**
 * Reads a JSON body. Throws (as a Response) 415 when it is not JSON, 413 when it is too large,
 * 400 when it does not parse.
 */
export async function readJson(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) {
    throw apiError(415, "Send a JSON body with Content-Type: application/json");
  }
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw apiError(413, `The request body is larger than ${maxBytes} bytes`);
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes)
    throw apiError(413, `The request body is larger than ${maxBytes} bytes`);
  try {
    return JSON.parse(text);
  } catch {
    throw apiError(400, "The request body is not valid JSON");
  }
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
  const body = await readJson(request);
  const result = schema.safeParse(body);
  if (!result.success) {
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const key = issue.path.length ? issue.path.map(String).join(".") : "body";
      (errors[key] ??= []).push(issue.message);
    }
    throw apiValidationError(errors);
  }
  return result.data;
}

/** For resource routes that only take writes: GET answers 405 in the envelope. */
export function methodNotAllowed() {
  return apiError(405, "Method not allowed");
}

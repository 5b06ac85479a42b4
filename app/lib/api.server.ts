/**
 * The `/api/*` JSON envelope (design.md, `/api/*` contract):
 * success `{ success: true, message, data }`, failure `{ success: false, message, errors? }`.
 */
import type { FieldErrors } from "./filters";

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

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

/** The OpenAPI methods: `methods()`'s, lower-cased (HEAD is GET's). */
export type ApiVerb = "get" | "post" | "put" | "patch" | "delete";

/** One operation of the JSON API as the OpenAPI document describes it. */
export type ApiOperation = {
  tag:
    | "System"
    | "Cars"
    | "Auth"
    | "Uploads"
    | "Users"
    | "Messages"
    | "Payments"
    | "Verification"
    | "Security"
    | "Admin";
  summary: string;
  /** `bearer`: a token from `POST /api/auth/login` (or the session cookie) is required. */
  auth?: "bearer" | "optional";
  /**
   * The browse query, `page`/`limit`, or named parameters: a description (a string parameter)
   * or a description with the parameter's JSON schema (`{type: "integer", minimum: 1}`).
   */
  query?: "browse" | "page" | Record<string, string | { description: string; schema: object }>;
  /** Answers a server-sent event stream (text/event-stream) instead of the JSON envelope. */
  eventStream?: boolean;
  /** Answers a JSON object of its own (the OpenAPI document) instead of the envelope. */
  plainJson?: boolean;
  /** A JSON body (zod), or a multipart form with these file fields. */
  body?: z.ZodType | { multipart: string[] };
  /** Statuses besides 200 (201 when `created`) that the operation answers, with what they mean. */
  errors?: Record<number, string>;
  created?: boolean;
};

/** The operations of one path, by method. */
export type PathOperations = Partial<Record<ApiVerb, ApiOperation>>;

/** The operations of a module that serves several paths, by OpenAPI path (`/api/user/2fa/setup`). */
export type OperationsByPath = { byPath: Record<string, PathOperations> };

/** What a route module gives `methods()`: its path's operations, or each of its paths'. */
export type ApiRouteOperations = PathOperations | OperationsByPath;

/** The operations of the path a route module serves (the usual `openapi` export). */
export function operations(ops: PathOperations): PathOperations {
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
  400: "A field is not valid (`errors` by field).",
  415: "The body is not JSON.",
};

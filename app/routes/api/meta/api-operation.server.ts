/**
 * One operation of the JSON API, as the OpenAPI document describes it
 * (openapi-document.server.ts), and the answers many operations share.
 */
import type { z } from "zod";

type Method = "get" | "post" | "put" | "patch" | "delete";

export type ApiOperation = {
  method: Method;
  /** OpenAPI path, `{id}` for a path parameter. */
  path: string;
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
  /** A JSON body (zod), or a multipart form with these file fields. */
  body?: z.ZodType | { multipart: string[] };
  /** Statuses besides 200 that the operation answers, with what they mean. */
  errors?: Record<number, string>;
  created?: boolean;
};

export const AUTH_ERRORS = { 401: "Not signed in, or the token is not valid." };
export const BAD_BODY = {
  400: "A field is not valid (`errors` by field).",
  415: "The body is not JSON.",
};

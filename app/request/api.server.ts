/**
 * The `/api/*` JSON envelope (docs/product.md#api): success
 * `{ success: true, message, data }`, failure `{ success: false, message, errors? }`.
 *
 * Every API route module wraps its `loader` and `action` in `apiHandler` (through `methods`,
 * which also answers a method the route does not serve), which:
 * - answers a model's DomainError (and an upload's UploadError) in the envelope with its
 *   status and field errors, and a write the database refused for its values (a CHECK, a
 *   missing value, a taken one) as 400 with the field named (`databaseRefusal`);
 * - answers any other throw with 500 "Something went wrong on our side" and no details (the
 *   error is logged), never React Router's plain-text or HTML error;
 * - marks every answer `Cache-Control: private, no-store` unless the route chose a public
 *   cache (docs/decisions/008-security-review.md).
 * A test checks that every API module's exports are wrapped.
 *
 * JSON bodies must be sent as exactly `application/json` (a `charset` parameter is fine):
 * `text/plain; charset=application/json` is what a cross-site form can send, so it is
 * refused. Before parsing, a body is read no further than its size limit and its nesting
 * depth is checked on the text; after, text with NUL characters or lone surrogates is refused
 * by field; `readJsonWith` refuses keys its schema does not know. Each is a 4xx, never a
 * 500 (docs/decisions/008-security-review.md).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";
import type { z } from "zod";
import {
  isDatabaseUnavailable,
  reportDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
} from "#db/unavailable";
import { translateFieldErrors, translateText } from "~/i18n/server/catalogues.server";
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/languages";
import { msg } from "~/i18n/messages";
import type { FieldErrors } from "~/lib/catalogue/filters";
import { jsonNestedDeeperThan, MAX_JSON_DEPTH } from "~/lib/forms/json-depth";
import { databaseRefusal, DomainError } from "~/models/shared/errors.server";
import {
  claimIdempotencyKey,
  releaseIdempotencyKey,
  storeIdempotentAnswer,
} from "~/models/shared/idempotency.server";
import { SHARED_PAGE_CACHE } from "./cache-control";
import { acceptedLanguage } from "./language.server";
import type { ApiRouteOperations } from "./openapi.server";
import { UploadError } from "./uploads.server";

type Init = { status?: number; headers?: HeadersInit };

/**
 * The language of the API answer being built: `apiHandler` sets it from the request's
 * `Accept-Language` (docs/decisions/023-languages.md); English outside a handler.
 */
const answerLanguage = new AsyncLocalStorage<Language>();

/** The language `apiOk` and `apiError` write their messages in. */
export const apiLanguage = (): Language => answerLanguage.getStore() ?? DEFAULT_LANGUAGE;

/**
 * A success. `message` is text or a message key (`msg("auth.api.signedIn")`), which is answered
 * in the request's language; the data is the same in every language.
 */
export function apiOk<T>(data: T, message = "OK", init: Init = {}): Response {
  return Response.json(
    { success: true, message: translateText(apiLanguage(), message), data },
    { status: init.status ?? 200, headers: init.headers },
  );
}

/**
 * The success answer of an operation whose OpenAPI entry names its `answer` schema: `data`
 * must have that schema's type, and the status is the entry's (201 when `created`, else 200).
 * The document describes the same schema, so a handler cannot answer a shape it does not say
 * (docs/decisions/025-api-contract.md).
 */
export function apiAnswer<S extends z.ZodType>(
  operation: { answer: S; created?: boolean },
  data: z.input<S>,
  message = "OK",
  init: Init = {},
): Response {
  return apiOk(data, message, { ...init, status: operation.created ? 201 : 200 });
}

/**
 * A failure. `message` and the field errors' messages are text or message keys (a schema's
 * `msg("forms.email.invalid")`), which are answered in the request's language.
 */
export function apiError(
  status: number,
  message: string,
  errors?: FieldErrors,
  init: Init = {},
): Response {
  const language = apiLanguage();
  return Response.json(
    {
      success: false,
      message: translateText(language, message),
      ...(errors ? { errors: translateFieldErrors(language, errors) } : {}),
    },
    { status, headers: init.headers },
  );
}

/** "Some values are not valid", in the request's language. */
export const VALIDATION_MESSAGE = msg("forms.api.invalid");

/** 400 with field errors, the answer to a query or body that fails validation. */
export function apiValidationError(errors: FieldErrors): Response {
  return apiError(400, VALIDATION_MESSAGE, errors);
}

/**
 * Cache headers for public GET answers: the pages' (request/cache-control.ts), so a CDN keeps
 * them 30 s or until a change purges them, and apps and browsers ask again each time.
 */
export const PUBLIC_CACHE = { "Cache-Control": SHARED_PAGE_CACHE };

/** What every other API answer carries: it may hold personal data or a token. */
export const NO_STORE = "private, no-store";

const WRAPPED = Symbol.for("motormart.apiHandler");

/** The envelope answer for anything an API handler throws. */
export function apiErrorResponse(error: unknown): Response {
  if (error instanceof Response) return error;
  if (error instanceof DomainError) return apiError(error.status, error.message, error.fields);
  if (error instanceof UploadError) return apiError(error.status, error.message);
  const refused = databaseRefusal(error);
  if (refused) return apiError(refused.status, refused.message, refused.fields);
  if (isDatabaseUnavailable(error)) {
    // docs/decisions/015-failure-modes.md: an outage is a 503 to retry, not a bug.
    reportDatabaseUnavailable(error);
    const headers = { "Retry-After": String(RETRY_AFTER_SECONDS) };
    return apiError(503, UNAVAILABLE_MESSAGE, undefined, { headers });
  }
  console.error("API error:", error);
  return apiError(500, msg("forms.api.serverError"));
}

/**
 * Wraps an API loader or action: errors become envelope answers (see the module comment) and
 * answers get `Cache-Control: private, no-store` unless they set their own.
 */
export function apiHandler<A extends { request: Request }>(
  handler: (args: A) => Response | Promise<Response>,
): ((args: A) => Promise<Response>) & { [WRAPPED]: true } {
  const wrapped = (args: A) =>
    answerLanguage.run(
      acceptedLanguage(args.request.headers.get("accept-language")) ?? DEFAULT_LANGUAGE,
      () => answered(args),
    );
  const answered = async (args: A) => {
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

/** The methods an API route module may serve; HEAD is answered by the GET handler. */
export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const METHOD_ORDER: readonly ApiMethod[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];
const SERVED = Symbol.for("motormart.apiMethods");
const DESCRIBED = Symbol.for("motormart.apiOpenApi");

type MethodHandler<A> = (args: A) => Response | Promise<Response>;

/**
 * An API route module's `loader` and `action` in one: `methods({ GET: read, PUT: update },
 * openapi)` dispatches on the request's method (HEAD to GET's handler, as React Router sends
 * HEAD to the loader) and answers any other method itself with 405 "Method not allowed" in the
 * envelope and an `Allow` header naming the methods served (RFC 9110, section 15.5.6). Wrapped
 * in `apiHandler`. A module exports the result as both, so a GET to a write-only route and a
 * POST to a read-only one get the same answer:
 *
 *   const openapi = operations({ get: {...}, put: {...} });
 *   const api = methods({ GET: read, PUT: update }, openapi);
 *   export const loader = api;
 *   export const action = api;
 *
 * `openapi` is the route's OpenAPI entries (request/openapi.server.ts), kept on the handler with
 * the methods served (`servedMethods`, `openApiOf`): the document at `/api/openapi.json` is
 * collected from them, and a test checks that each method served has its entry. They travel in
 * the loader because React Router's client build removes only the loader and action (and what
 * only they use) from a route module; an `openapi` export of its own would be bundled for the
 * browser with the schemas it names.
 */
export function methods<A extends { request: Request }>(
  handlers: Partial<Record<ApiMethod, MethodHandler<A>>>,
  openapi: ApiRouteOperations,
) {
  const served = METHOD_ORDER.filter((m) => handlers[m]);
  const allow = served.flatMap((m) => (m === "GET" ? ["GET", "HEAD"] : [m])).join(", ");
  const handle = apiHandler(async (args: A) => {
    const method = args.request.method === "HEAD" ? "GET" : args.request.method;
    const handler = served.includes(method as ApiMethod) ? handlers[method as ApiMethod] : null;
    if (!handler)
      return apiError(405, msg("forms.api.methodNotAllowed"), undefined, {
        headers: { Allow: allow },
      });
    if (method === "POST" && args.request.headers.has("idempotency-key"))
      return idempotent(args, () => handler(args), secretAnswer(openapi));
    return handler(args);
  });
  return Object.assign(handle, { [SERVED]: served, [DESCRIBED]: openapi });
}

/** Whether a module's POST answers a secret shown once (a new API key): never kept for a repeat. */
const secretAnswer = (openapi: ApiRouteOperations) =>
  !("byPath" in openapi) && !!openapi.post?.secretAnswer;

/** What an `Idempotency-Key` may be: 1-255 visible ASCII characters. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** Bodies over this many bytes are not kept for a repeat (the request is answered as usual). */
const IDEMPOTENT_BODY_MAX = 25 * 1024 * 1024;

const sha256 = (data: string | ArrayBuffer) =>
  crypto
    .createHash("sha256")
    .update(Buffer.from(data as ArrayBuffer))
    .digest("hex");

/**
 * Whose keys a request's key is among: its credential (the Authorization header, else the
 * session cookie), else its address. Hashed: no credential is stored.
 */
function idempotencyOwner(request: Request, ip: string | null | undefined): string {
  const auth = request.headers.get("authorization");
  if (auth) return `auth:${sha256(auth)}`;
  const session = /(?:^|;\s*)(?:__Host-)?mm_session=([^;]+)/.exec(
    request.headers.get("cookie") ?? "",
  );
  if (session) return `cookie:${sha256(session[1])}`;
  return `ip:${ip ?? "unknown"}`;
}

/**
 * A POST sent with `Idempotency-Key` (docs/decisions/033-dealer-api-keys.md, "Idempotency"): the
 * first runs and its answer (a success or a refusal, not a fault of ours) is kept a day; the same
 * request again with the key gets that answer with `Idempotent-Replayed: true`. The key with
 * another body or path answers 422; while the first runs, 409. An answer that holds a secret
 * (`secret`) is not kept: a repeat answers 409 saying it was answered once.
 */
async function idempotent(
  args: { request: Request },
  run: () => Response | Promise<Response>,
  secret: boolean,
): Promise<Response> {
  const { request } = args;
  const key = request.headers.get("idempotency-key") ?? "";
  if (!IDEMPOTENCY_KEY.test(key))
    return apiError(400, msg("forms.api.idempotencyKey"), {
      "Idempotency-Key": [msg("forms.api.idempotencyKey")],
    });
  const length = Number(request.headers.get("content-length") ?? "0");
  if (!(length <= IDEMPOTENT_BODY_MAX)) return run();
  const url = new URL(request.url);
  const hash = sha256(
    `POST ${url.pathname}${url.search} ${sha256(await request.clone().arrayBuffer())}`,
  );
  const ip = (args as { context?: { clientIp?: string | null } }).context?.clientIp;
  const owner = idempotencyOwner(request, ip);
  const claim = await claimIdempotencyKey(owner, key, hash);
  if (claim.state === "mismatch") return apiError(422, msg("forms.api.idempotencyReused"));
  if (claim.state === "running") return apiError(409, msg("forms.api.idempotencyRunning"));
  if (claim.state === "replay") {
    if (!claim.body) return apiError(409, msg("forms.api.idempotencySecret"));
    return new Response(claim.body, {
      status: claim.status,
      headers: {
        "Content-Type": claim.contentType ?? "application/json",
        "Idempotent-Replayed": "true",
      },
    });
  }
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    response = apiErrorResponse(error);
  }
  const type = response.headers.get("content-type");
  if (response.status >= 500 || type?.includes("event-stream")) {
    await releaseIdempotencyKey(owner, key);
    return response;
  }
  const body = secret && response.ok ? "" : await response.clone().text();
  await storeIdempotentAnswer(owner, key, { status: response.status, body, contentType: type });
  return response;
}

/** The methods a `methods()` handler serves (GET, POST...), or null for any other function. */
export function servedMethods(fn: unknown): ApiMethod[] | null {
  const served = (fn as { [SERVED]?: ApiMethod[] } | null)?.[SERVED];
  return typeof fn === "function" && served ? [...served] : null;
}

/** The OpenAPI entries given to a `methods()` handler, or null for any other function. */
export function openApiOf(fn: unknown): ApiRouteOperations | null {
  const openapi = (fn as { [DESCRIBED]?: ApiRouteOperations } | null)?.[DESCRIBED];
  return typeof fn === "function" && openapi ? openapi : null;
}

/** Bodies larger than this are refused with 413 (JSON payloads of this API are small). */
export const MAX_JSON_BYTES = 16 * 1024;

export const NUL_MESSAGE = "Text must not contain NUL characters";
export const LONE_SURROGATE =
  "Text must be valid Unicode (a lone surrogate such as \\ud800 was sent)";

/** The media type of a Content-Type header, lower-cased, without parameters. */
export function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

/**
 * The request body as UTF-8 text (invalid bytes become U+FFFD), read no further than
 * `maxBytes`: a thrown 413 `tooLarge` as soon as the declared length or the bytes read so far
 * pass it, so a body without Content-Length is not buffered whole first.
 */
export async function readBodyText(
  request: Request,
  maxBytes: number,
  tooLarge = `The request body is larger than ${maxBytes} bytes`,
): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw apiError(413, tooLarge);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw apiError(413, tooLarge);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** An empty `{ field: [messages] }` without a prototype: a client's key such as
 * `constructor` or `__proto__` is then a field like any other, not Object's own. */
const fieldErrorMap = (): FieldErrors => Object.create(null) as FieldErrors;

/** A UTF-16 surrogate without its other half: not a character, and PostgreSQL refuses it. */
const LONE_SURROGATE_RE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Field errors for text in a parsed JSON value that nothing may store: NUL characters
 * (PostgreSQL text cannot hold them) and lone surrogates (`"\ud800"` is valid JSON, but not
 * Unicode: jsonb refuses it with a 500, text columns silently change it). Keys are checked
 * too. Paths are dotted (`workingHours.weekdays`, `tags.1`), `body` for the whole value.
 * `value` must come from a depth-checked body (the walk is recursive).
 */
export function badTextFields(value: unknown, path: string[] = []): FieldErrors {
  const errors = fieldErrorMap();
  const visit = (v: unknown, at: string[]) => {
    const key = at.length ? at.join(".") : "body";
    const check = (text: string, where: string) => {
      if (text.includes("\0")) (errors[where] ??= []).push(NUL_MESSAGE);
      else if (LONE_SURROGATE_RE.test(text)) (errors[where] ??= []).push(LONE_SURROGATE);
    };
    if (typeof v === "string") check(v, key);
    else if (Array.isArray(v)) v.forEach((item, i) => visit(item, [...at, String(i)]));
    else if (v && typeof v === "object")
      for (const [k, item] of Object.entries(v)) {
        check(k, [...at, k].join("."));
        visit(item, [...at, k]);
      }
  };
  visit(value, path);
  return errors;
}

/** "Unknown field: a" / "Text must ...: a, b": a failure message that names the fields. */
function naming(message: string, fields: string[]) {
  return `${message}: ${fields.join(", ")}`;
}

/**
 * Reads a JSON body (docs/decisions/008-security-review.md, malformed input). Throws (as a
 * Response) 415 unless it is sent as `application/json`; 413 past `maxBytes` (declared or
 * read); 400 when it nests deeper than MAX_JSON_DEPTH (checked on the text, before
 * parsing), does not parse, or holds NUL characters or lone surrogates (by field).
 */
export async function readJson(request: Request, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  if (mediaType(request) !== "application/json") {
    throw apiError(415, msg("refusals.api.jsonType"));
  }
  const text = await readBodyText(request, maxBytes);
  if (jsonNestedDeeperThan(text))
    throw apiError(400, msg("refusals.api.jsonDepth"), {
      body: [`Objects and arrays may nest at most ${MAX_JSON_DEPTH} deep`],
    });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw apiError(400, msg("refusals.api.jsonInvalid"));
  }
  const bad = badTextFields(body);
  const fields = Object.keys(bad);
  if (fields.length) {
    const nul = fields.some((f) => bad[f].includes(NUL_MESSAGE));
    throw apiError(400, naming(nul ? NUL_MESSAGE : "Text must be valid Unicode", fields), bad);
  }
  return body;
}

export const UNKNOWN_FIELD = "Unknown field";

type ZodDef = { type: string } & Record<string, unknown>;
type AnySchema = z.ZodType;
const defOf = (schema: unknown) => (schema as { _zod: { def: ZodDef } })._zod.def;
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === "object" && !Array.isArray(v);

/**
 * The dotted paths of the keys in `value` that `schema` does not know: zod objects strip
 * unknown keys silently, so a client's typo or a field from another version (`cycle` for
 * `billingCycle`) would be ignored instead of refused. Walks objects (unless they accept any
 * key: `z.looseObject`, `.catchall`), arrays, records, optional/nullable/default wrappers,
 * pipes (a preprocess step runs first), and unions (the branch that accepts the value, else
 * keys no branch knows). The OpenAPI document says the same (`additionalProperties: false`).
 */
export function unknownFields(schema: AnySchema, value: unknown, path: string[] = []): string[] {
  const def = defOf(schema);
  const inner = (s: unknown, v: unknown, at = path) => unknownFields(s as AnySchema, v, at);
  switch (def.type) {
    case "object": {
      if (!isPlainObject(value)) return [];
      const shape = def.shape as Record<string, AnySchema>;
      const catchall = def.catchall as AnySchema | undefined;
      const out: string[] = [];
      for (const [key, item] of Object.entries(value)) {
        if (Object.hasOwn(shape, key)) out.push(...inner(shape[key], item, [...path, key]));
        else if (!catchall || defOf(catchall).type === "never") out.push([...path, key].join("."));
        else out.push(...inner(catchall, item, [...path, key]));
      }
      return out;
    }
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return inner(def.innerType, value);
    case "lazy":
      return inner((def.getter as () => unknown)(), value);
    case "pipe": {
      const first = def.in as AnySchema;
      if (defOf(first).type !== "transform") return inner(first, value);
      const prepared = first.safeParse(value);
      return prepared.success ? inner(def.out, prepared.data) : [];
    }
    case "array":
      return Array.isArray(value)
        ? value.flatMap((item, i) => inner(def.element, item, [...path, String(i)]))
        : [];
    case "record":
      return isPlainObject(value)
        ? Object.entries(value).flatMap(([k, item]) => inner(def.valueType, item, [...path, k]))
        : [];
    case "union": {
      const options = def.options as AnySchema[];
      const match = options.find((o) => o.safeParse(value).success);
      if (match) return inner(match, value);
      return everyOne(options.map((o) => inner(o, value)));
    }
    case "intersection":
      return everyOne([inner(def.left, value), inner(def.right, value)]);
    default:
      return [];
  }
}

/** The paths every list holds (a key is unknown to a union only when no branch knows it). */
function everyOne(lists: string[][]): string[] {
  const [first = [], ...rest] = lists;
  return first.filter((p) => rest.every((l) => l.includes(p)));
}

/**
 * Validates a JSON body with a zod schema, strictly: the parsed value, or a thrown 400 with
 * field errors, where every key the schema does not know is one (`{ cycle: ["Unknown
 * field"] }`, message "Unknown field: cycle"). Page forms parse the same schemas with Conform
 * and keep their extra fields (intent, honeypot); only the API refuses them.
 */
export async function readJsonWith<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  const body = await readJson(request);
  const unknown = [...new Set(unknownFields(schema, body))];
  const result = schema.safeParse(body);
  if (result.success && !unknown.length) return result.data;
  const errors = result.success ? fieldErrorMap() : issuesByField(result.error.issues, "body");
  for (const field of unknown)
    if (!errors[field]?.includes(UNKNOWN_FIELD)) (errors[field] ??= []).push(UNKNOWN_FIELD);
  const onlyUnknown = Object.values(errors).every((m) => m.every((x) => x === UNKNOWN_FIELD));
  throw apiError(
    400,
    onlyUnknown
      ? naming(
          Object.keys(errors).length > 1 ? "Unknown fields" : UNKNOWN_FIELD,
          Object.keys(errors),
        )
      : VALIDATION_MESSAGE,
    errors,
  );
}

type Parser<T> = {
  safeParse: (
    v: unknown,
  ) => { success: true; data: T } | { success: false; error: { issues: Issue[] } };
};

type Issue = { path: PropertyKey[]; message: string; code?: string; keys?: string[] };

/** zod issues as `{ field: [messages] }` (`fallback` when an issue has no path); a strict
 * object's unrecognized keys become one "Unknown field" each. */
function issuesByField(issues: Issue[], fallback: string): FieldErrors {
  const errors = fieldErrorMap();
  const add = (path: PropertyKey[], message: string) => {
    const key = path.length ? path.map(String).join(".") : fallback;
    (errors[key] ??= []).push(message);
  };
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys" && issue.keys)
      for (const k of issue.keys) add([...issue.path, k], UNKNOWN_FIELD);
    else add(issue.path, issue.message);
  }
  return errors;
}

/** `value` parsed by `schema`, or a thrown 400 with the messages by field (`fallback` when
 * an issue has no path). */
function parseOr400<T>(schema: Parser<T>, value: unknown, fallback: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw apiValidationError(issuesByField(result.error.issues, fallback));
}

/**
 * The request's query string parsed by `schema` (each parameter once, as text); throws a 400
 * with the messages by parameter when it does not fit.
 */
export function readQueryWith<T>(request: Request, schema: Parser<T>): T {
  return parseOr400(schema, Object.fromEntries(new URL(request.url).searchParams), "query");
}

/**
 * The OpenAPI 3.1 document of the `/api/*` contract (docs/product.md#api), served at
 * `/api/openapi.json`, collected from the route table: each `/api` route of the table the server
 * runs (React Router's build of app/routes.ts) gives its OpenAPI path, and the entries its module
 * gave `methods()` the operations (request/openapi.server.ts). Request bodies and queries are
 * generated from the zod schemas the routes parse with (`z.toJSONSchema`, input side), answers
 * from the schemas their handlers answer with (output side; named shapes as components); the
 * browse query comes from browse-parameters.server.ts. Every answer is the envelope `{ success,
 * message, data }`, or `{ success: false, message, errors? }` on failure
 * (docs/decisions/025-api-contract.md).
 */
import { z } from "zod";
import { DEFAULT_LIMIT, MAX_LIMIT } from "~/lib/catalogue/filters";
import { browseParameters } from "./browse-parameters.server";
import { MAX_PAGE } from "~/lib/api/pagination";
import { SITE } from "~/lib/format/site";
import { openApiOf, servedMethods } from "~/request/api.server";
import {
  answerComponents,
  API_TAGS,
  operationsFor,
  type ApiOperation,
  type ApiVerb,
  type PathOperations,
} from "~/request/openapi.server";

const PAGE_PARAMETERS = [
  {
    name: "page",
    in: "query",
    required: false,
    description: "Page number, from 1.",
    schema: { type: "integer", minimum: 1, maximum: MAX_PAGE, default: 1 },
  },
  {
    name: "limit",
    in: "query",
    required: false,
    description: `Items per page, 1 to ${MAX_LIMIT}.`,
    schema: { type: "integer", minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT },
  },
];

/** An `/api` route of the route table: its OpenAPI path (`/api/cars/{id}`) and its module. */
export type ApiRoute = { path: string; module: Record<string, unknown> };

export type RouteManifest = Record<
  string,
  { id: string; parentId?: string; path?: string; module: unknown } | undefined
>;

/** Whether a path under `/api` is an operation of the JSON contract: not the catch-all (404
 * to everything), nor the reference page that renders this document and its files. */
const isOperationPath = (path: string) =>
  path !== "api/*" && path !== "api/docs" && !path.startsWith("api/docs/");

/**
 * The `/api` routes of a route table (served-api.server.ts gives the one the server runs), in
 * the table's order, without the paths that are not operations.
 */
export function apiRoutes(routes: RouteManifest): ApiRoute[] {
  const fullPath = (id: string | undefined): string => {
    const route = id ? routes[id] : undefined;
    if (!route) return "";
    return [fullPath(route.parentId), route.path ?? ""].filter(Boolean).join("/");
  };
  return Object.values(routes).flatMap((route) => {
    const path = route ? fullPath(route.id) : "";
    if (!route || !path.startsWith("api/") || !isOperationPath(path)) return [];
    const openApiPath = `/${path.replace(/:(\w+)/g, "{$1}")}`;
    return [{ path: openApiPath, module: route.module as Record<string, unknown> }];
  });
}

/** The methods a route module serves, lower-cased as OpenAPI names them (null: not `methods()`). */
function servedVerbs(module: Record<string, unknown>): ApiVerb[] | null {
  const served = servedMethods(module.loader ?? module.action);
  return served && served.map((m) => m.toLowerCase() as ApiVerb);
}

/**
 * What the document would leave out or get wrong, one line each: a route whose module does not
 * dispatch with `methods()`, a method it serves without an OpenAPI entry, or an entry for a
 * method it does not serve. Empty when every route is described (the OpenAPI test).
 */
export function undocumented(routes: ApiRoute[]): string[] {
  const problems: string[] = [];
  for (const { path, module } of routes) {
    const served = servedVerbs(module);
    if (!served) {
      problems.push(`${path}: its loader and action are not made by methods()`);
      continue;
    }
    const ops: PathOperations = operationsFor(openApiOf(module.loader), path) ?? {};
    for (const verb of served)
      if (!ops[verb]) problems.push(`${verb.toUpperCase()} ${path}: no OpenAPI entry`);
    for (const verb of Object.keys(ops) as ApiVerb[])
      if (!served.includes(verb))
        problems.push(`${verb.toUpperCase()} ${path}: an OpenAPI entry for a method not served`);
  }
  return problems;
}

type JsonSchema = Record<string, unknown>;

/**
 * A JSON body's schema, input side, saying what `readJsonWith` enforces: an object takes no
 * keys but its own (`additionalProperties: false`) unless its zod schema accepts any
 * (`z.looseObject`, a catchall). The parts of an intersection (`allOf`) cannot each say so
 * (each would refuse the other's keys), so the `allOf` says `unevaluatedProperties: false`.
 */
function requestBodySchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def as { type: string; catchall?: z.ZodType };
      if (def.type === "object" && (!def.catchall || def.catchall._zod.def.type === "never"))
        jsonSchema.additionalProperties = false;
    },
  }) as JsonSchema;
  const reopen = (part: unknown) => {
    if (!part || typeof part !== "object") return;
    const node = part as JsonSchema;
    if (node.additionalProperties === false) delete node.additionalProperties;
    for (const key of ["oneOf", "anyOf", "allOf"])
      if (Array.isArray(node[key])) (node[key] as unknown[]).forEach(reopen);
  };
  const visit = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    const n = node as JsonSchema;
    if (Array.isArray(n.allOf)) {
      (n.allOf as unknown[]).forEach(reopen);
      n.unevaluatedProperties = false;
    }
    Object.values(n).forEach(visit);
  };
  visit(json);
  return json;
}

const SAFE_INTEGER_BOUNDS = [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER];

/**
 * zod's JSON Schema, said as a JSON answer says it: a Date is an ISO 8601 string, and the
 * bounds zod gives every integer (the safe-integer range) go unsaid.
 */
function asJson({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: JsonSchema }) {
  const def = (zodSchema as { _zod: { def: { type: string } } })._zod.def;
  if (def.type === "date") {
    jsonSchema.type = "string";
    jsonSchema.format = "date-time";
  }
  if (jsonSchema.minimum === SAFE_INTEGER_BOUNDS[0]) delete jsonSchema.minimum;
  if (jsonSchema.maximum === SAFE_INTEGER_BOUNDS[1]) delete jsonSchema.maximum;
}

const COMPONENT_REF = "#/components/schemas/";

/**
 * The answers' schemas (output side): every named shape (`component()`) as a component, and
 * each operation's `answer` as its schema, referring to the components it holds. Built in one
 * pass over a registry so a shape is written once, wherever it is used.
 */
function answerSchemas(answers: z.ZodType[]) {
  const registry = z.registry<{ id: string }>();
  const names = new Map<z.ZodType, string>();
  for (const [name, schema] of answerComponents()) {
    registry.add(schema, { id: name });
    names.set(schema, name);
  }
  const keys = new Map<z.ZodType, string>();
  for (const answer of answers) {
    if (names.has(answer) || keys.has(answer)) continue;
    keys.set(answer, `answer.${keys.size}`);
    registry.add(answer, { id: keys.get(answer)! });
  }
  const { schemas } = z.toJSONSchema(registry, {
    io: "output",
    unrepresentable: "any",
    uri: (id) => `${COMPONENT_REF}${id}`,
    override: asJson,
  }) as { schemas: Record<string, JsonSchema> };
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }
  if (schemas.__shared)
    throw new Error("An answer holds a schema named with .meta({ id }): name it with component()");
  const components = Object.fromEntries(
    [...names.values()].sort().map((name) => [name, schemas[name]]),
  );
  const schemaOf = (answer: z.ZodType): JsonSchema => {
    const name = names.get(answer);
    if (name) return { $ref: `${COMPONENT_REF}${name}` };
    return structuredClone(schemas[keys.get(answer)!]);
  };
  return { components, schemaOf };
}

/** The JSON envelope of a success around `data`'s schema (and `pagination` beside it). */
const envelope = (data: JsonSchema, pagination?: JsonSchema) => ({
  type: "object",
  required: ["success", "message", "data", ...(pagination ? ["pagination"] : [])],
  properties: {
    success: { const: true },
    message: { type: "string", description: "What happened, in the request's language." },
    data,
    ...(pagination ? { pagination } : {}),
  },
});

/**
 * The default a query parameter's schema gives a missing value: zod's JSON Schema leaves it out
 * when the default wraps a preprocessed value (`wholeNumberParam(...).default(12)`).
 */
function defaultOf(schema: unknown): unknown {
  const def = (schema as { _zod?: { def: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return undefined;
  if (def.type === "default" || def.type === "prefault") return def.defaultValue;
  if (def.type === "optional" || def.type === "nullable") return defaultOf(def.innerType);
  return undefined;
}

/** The query parameters of a zod object (input side), each with its limits and default. */
function zodQueryParameters(query: z.ZodObject) {
  const json = z.toJSONSchema(query, {
    io: "input",
    unrepresentable: "any",
    override: asJson,
  }) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, schema]) => {
    const { description, ...rest } = schema;
    const fallback = defaultOf(query.shape[name]);
    if (fallback !== undefined && !("default" in rest)) rest.default = fallback;
    return {
      name,
      in: "query",
      required: (json.required ?? []).includes(name),
      ...(description ? { description } : {}),
      schema: rest,
    };
  });
}

const RETRY_AFTER = {
  "Retry-After": {
    description: "Seconds to wait before trying again.",
    schema: { type: "integer", minimum: 1 },
  },
};

/** What every operation may answer while the database is unreachable (docs/decisions/015-failure-modes.md). */
const UNAVAILABLE =
  "The service is briefly unavailable (the database cannot be reached): retry after `Retry-After` seconds.";

/**
 * What a change answers when it comes with the session cookie alone from another site's page
 * (ADR 008): a bearer token is never refused so.
 */
const CROSS_SITE =
  "Sent with the session cookie from a page that is not ours (no `Origin` of this site): use a bearer token.";

/** The content of an operation's success answer. */
function successContent(op: ApiOperation, answer: JsonSchema) {
  switch (op.content) {
    case "text/csv":
      return { "text/csv": { schema: { type: "string" } } };
    case "text/event-stream":
      return { "text/event-stream": { schema: { type: "string" } } };
    case "application/pdf":
      return {
        "application/pdf": { schema: { type: "string", contentMediaType: "application/pdf" } },
      };
    case "openapi+json":
      return {
        "application/json": { schema: { type: "object", description: "An OpenAPI 3.1 document." } },
      };
    default:
      return {
        "application/json": {
          schema: envelope(answer, op.paged ? { $ref: `${COMPONENT_REF}Pagination` } : undefined),
        },
      };
  }
}

/** Every POST takes an `Idempotency-Key` (request/api.server.ts, `idempotent`). */
const IDEMPOTENCY_HEADER = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  schema: { type: "string", minLength: 1, maxLength: 255 },
  description:
    "Send the same request again with the same key (a retry after a dropped connection) and get the first answer, with `Idempotent-Replayed: true`, instead of doing it twice. Kept 24 hours, per credential.",
};
const IDEMPOTENCY_409 =
  "A request with this Idempotency-Key is still running, or answered a secret once (a new API key).";
const IDEMPOTENCY_422 = "This Idempotency-Key was used for another request.";

const SECURITY = {
  none: [],
  bearer: [{ bearer: [] }, { session: [] }],
  optional: [{}, { bearer: [] }, { session: [] }],
  apiKey: [{ apiKey: [] }],
};

/**
 * Builds the document from `routes` (served-api.server.ts gives the table the server runs).
 * `origin` is the server URL shown in it; `now` dates the browse query's year bounds.
 */
export function openApiDocument(origin: string, routes: ApiRoute[], now = new Date()) {
  const paths: Record<string, Record<string, object>> = {};
  const operations = routes.flatMap(({ path, module }) =>
    Object.entries(operationsFor(openApiOf(module.loader), path) ?? {}).map(([method, op]) => ({
      ...op,
      method,
      path,
    })),
  );
  const answers = answerSchemas(operations.flatMap((op) => (op.answer ? [op.answer] : [])));
  for (const op of operations) {
    const pathParams = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
      name: m[1],
      in: "path",
      required: true,
      schema: { type: "string", format: "uuid" },
    }));
    const query =
      op.query === "browse"
        ? browseParameters(now)
        : op.query === "page"
          ? PAGE_PARAMETERS
          : op.query instanceof z.ZodObject
            ? zodQueryParameters(op.query)
            : Object.entries(op.query ?? {}).map(([name, about]) => ({
                name,
                in: "query",
                required: false,
                description: typeof about === "string" ? about : about.description,
                schema: typeof about === "string" ? { type: "string" } : about.schema,
              }));
    let requestBody: object | undefined;
    if (op.body instanceof z.ZodType) {
      requestBody = {
        required: true,
        content: { "application/json": { schema: requestBodySchema(op.body) } },
      };
    } else if (op.body) {
      const fields = Object.fromEntries(
        op.body.multipart.map((f) => [
          f,
          { type: "array", items: { type: "string", format: "binary" } },
        ]),
      );
      requestBody = {
        required: true,
        content: { "multipart/form-data": { schema: { type: "object", properties: fields } } },
      };
    }
    const responses: Record<string, object> = {
      [op.created ? "201" : "200"]: {
        description: op.created ? "Created" : "Success",
        content: successContent(op, op.answer ? answers.schemaOf(op.answer) : {}),
      },
    };
    for (const [status, description] of Object.entries(op.alsoAnswers ?? {}))
      responses[status] = {
        description,
        content: successContent(op, op.answer ? answers.schemaOf(op.answer) : {}),
      };
    const errors: Record<number, string> = { ...op.errors };
    if (op.method === "post") {
      errors[409] = errors[409] ? `${errors[409]} Or: ${IDEMPOTENCY_409}` : IDEMPOTENCY_409;
      errors[422] = errors[422] ? `${errors[422]} Or: ${IDEMPOTENCY_422}` : IDEMPOTENCY_422;
    }
    errors[503] = errors[503] ? `${errors[503]} Or: ${UNAVAILABLE}` : UNAVAILABLE;
    if (op.auth && op.auth !== "none" && op.auth !== "apiKey" && op.method !== "get")
      errors[403] = errors[403] ? `${errors[403]} Or: ${CROSS_SITE}` : CROSS_SITE;
    for (const [status, description] of Object.entries(errors)) {
      responses[status] = {
        description,
        ...(status === "503" ? { headers: RETRY_AFTER } : {}),
        content: { "application/json": { schema: { $ref: "#/components/schemas/Failure" } } },
      };
    }
    (paths[op.path] ??= {})[op.method] = {
      ...(op.operationId ? { operationId: op.operationId } : {}),
      tags: [op.tag],
      summary: op.summary,
      security: SECURITY[op.auth ?? "none"],
      parameters: [...pathParams, ...query, ...(op.method === "post" ? [IDEMPOTENCY_HEADER] : [])],
      ...(requestBody ? { requestBody } : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: `${SITE.name} API`,
      version: "1.0.0",
      description:
        "The JSON API of the MotorMart car marketplace. Answers are `{ success, message, data }`; failures `{ success: false, message, errors? }` with `errors` by field. Prices in naira, mileage in km. Messages are in the language `Accept-Language` asks for (English, Hausa, Yoruba or Igbo). A reference to read: `/api/docs`.",
      license: { name: "Proprietary", identifier: "LicenseRef-MotorMart" },
    },
    servers: [{ url: origin }],
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          description: "`data.token` from POST /api/auth/login (or /api/auth/login/2fa).",
        },
        apiKey: {
          type: "http",
          scheme: "bearer",
          description:
            "A dealer's API key (`mmk_...`), made on the dashboard's API keys page or with POST /api/user/api-keys. It opens only the Dealers operations its scopes allow; each key has its own rate limit (429 with `Retry-After`).",
        },
        session: {
          type: "apiKey",
          in: "cookie",
          name: "__Host-mm_session",
          description:
            "The website's session cookie (named `mm_session` where the site is served without HTTPS, in development).",
        },
      },
      schemas: {
        ...answers.components,
        Failure: {
          type: "object",
          required: ["success", "message"],
          properties: {
            success: { const: false },
            message: { type: "string", description: "What went wrong, in the request's language." },
            errors: {
              type: "object",
              description: "Messages by field (`body` for the whole body, `query` for the query).",
              additionalProperties: { type: "array", items: { type: "string" } },
            },
          },
        },
      },
    },
  };
}

/**
 * The OpenAPI 3.1 document of the `/api/*` contract (docs/product.md#api), served at
 * `/api/openapi.json`. Request bodies are generated from the zod schemas the routes validate with
 * (`z.toJSONSchema`, input side); the browse query is described from the catalogue lists its parser
 * (filters.ts, `parseBrowseParams` in strict mode) checks values against. Every answer is the
 * envelope `{ success, message, data }`, or `{ success: false, message, errors? }` on failure.
 *
 * The operations themselves are listed in api-operations.server.ts.
 */
import { z } from "zod";
import { SITE } from "~/lib/site";
import { API_OPERATIONS, browseParameters, PAGE_PARAMETERS } from "./api-operations.server";

const envelope = (data: object) => ({
  type: "object",
  required: ["success", "message", "data"],
  properties: { success: { const: true }, message: { type: "string" }, data },
});

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

/** Builds the document. `origin` is the server URL shown in it. */
export function openApiDocument(origin: string, now = new Date()) {
  const paths: Record<string, Record<string, object>> = {};
  for (const op of API_OPERATIONS) {
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
        content: {
          "application/json": {
            schema: requestBodySchema(op.body),
          },
        },
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
        description: "Success",
        content: op.eventStream
          ? { "text/event-stream": { schema: { type: "string" } } }
          : {
              "application/json": {
                schema: op.path === "/api/openapi.json" ? { type: "object" } : envelope({}),
              },
            },
      },
    };
    for (const [status, description] of Object.entries(op.errors ?? {})) {
      responses[status] = {
        description,
        content: { "application/json": { schema: { $ref: "#/components/schemas/Failure" } } },
      };
    }
    (paths[op.path] ??= {})[op.method] = {
      tags: [op.tag],
      summary: op.summary,
      ...(op.auth === "bearer" ? { security: [{ bearer: [] }, { session: [] }] } : {}),
      ...(op.auth === "optional" ? { security: [{}, { bearer: [] }, { session: [] }] } : {}),
      parameters: [...pathParams, ...query],
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
        "The JSON API of the MotorMart car marketplace. Answers are `{ success, message, data }`; failures `{ success: false, message, errors? }` with `errors` by field. Prices in naira, mileage in km.",
    },
    servers: [{ url: origin }],
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          description: "`data.token` from POST /api/auth/login.",
        },
        session: {
          type: "apiKey",
          in: "cookie",
          name: "mm_session",
          description: "The website's session cookie.",
        },
      },
      schemas: {
        Failure: {
          type: "object",
          required: ["success", "message"],
          properties: {
            success: { const: false },
            message: { type: "string" },
            errors: {
              type: "object",
              additionalProperties: { type: "array", items: { type: "string" } },
            },
          },
        },
      },
    },
  };
}

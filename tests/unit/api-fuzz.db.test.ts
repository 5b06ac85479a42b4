/**
 * Every operation of the OpenAPI document, called through its real route module with
 * generated bad values, answers below 500 (docs/decisions/008-security-review.md: bad input
 * is a 4xx, never a 5xx). Each operation is called anonymously, as a signed-in seller (who
 * owns a listing, a photo and a conversation, so real ids reach deep) and, for /api/admin,
 * as an admin. The values come from the document itself (schema-driven): each body key,
 * query parameter and path parameter gets wrong types, huge and odd numbers, NUL bytes, lone
 * surrogates, very long strings, unknown and real ids, and sometimes a plausible value (an
 * enum member, a number in range) so the walk gets past the first check; bodies are also
 * sent nested 4,000 deep, empty, malformed, over the size limit and with the wrong content
 * type. A fixed seed and a bounded number of runs per operation keep it repeatable and fast.
 */
import fc from "fast-check";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { listingPhotos } from "#db/schema";
import { openApiDocument } from "~/routes/api/meta/openapi-document.server";
import { servedApiRoutes } from "~/routes/api/meta/served-api.server";
import { paymentProvider, signWebhook } from "~/services/payments.server";
import {
  addPhoto,
  createAnsweredConversation,
  createListing,
  createStaff,
  createUser,
  verifiedRecords,
} from "../factories";
import { useTestDatabase } from "../setup/database";
import { ROUTE_TABLE } from "../support/route-table";
import { buildRequest, callRoute, signIn, type CallInit } from "../support/routes";

useTestDatabase();

const SEED = 20261126;
/** Generated calls per operation and caller, besides the fixed hostile bodies. */
const RUNS = 10;

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
};
type Parameter = { name: string; in: string; schema?: Schema };
type Operation = {
  security?: Record<string, unknown>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
};

const DOC = openApiDocument("https://motormart.test", servedApiRoutes()) as unknown as {
  paths: Record<string, Record<string, Operation>>;
};
const OPERATIONS = Object.entries(DOC.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ path, method, op })),
);

/** Ids that exist (filled in beforeAll), so some calls reach past "not found". */
const known: string[] = [];

const DEEP = `${"[".repeat(4000)}${"]".repeat(4000)}`;
const HUGE = "x".repeat(20_000);

/** Any UTF-16 code units: NULs, controls and lone surrogates included. */
const codeUnits = fc
  .array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 24 })
  .map((units) => String.fromCharCode(...units));

/** Text nobody should be able to break us with. */
const nastyText = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\ud800",
    "x\udc00y",
    "\u202e\u200b",
    "x".repeat(3000),
    "null",
    "undefined",
    "true",
    "-1",
    "0",
    "1e309",
    "NaN",
    "Infinity",
    "0x1F",
    "１２３",
    "99999999999999999999999",
    "2026-02-30",
    "2026-13-45T25:61",
    "../../../etc/passwd",
    "%00",
    "%2e%2e%2f",
    "' OR 1=1 --",
    "<script>alert(1)</script>",
    "\r\nSet-Cookie: a=b",
    "me",
    "*",
    "a,b,,c",
    "https://evil.example",
    "javascript:alert(1)",
    "+2348031234567",
    "a@b",
  ),
  fc.constantFrom(...[0, 1, 2, 3].map((i) => () => known[i] ?? "")).map((f) => f()),
  fc.uuid(),
  fc.string({ maxLength: 40 }),
  codeUnits,
);

/** Any JSON value of a wrong or odd kind. */
const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  fc.constantFrom(
    0,
    -1,
    1.5,
    -0,
    1e308,
    -1e308,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    5e-324,
    null,
    true,
    false,
    [],
    {},
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.array(nastyText, { maxLength: 3 }),
  fc.dictionary(nastyText, nastyText, { maxKeys: 3 }),
  fc.constant(JSON.parse(`${"[".repeat(20)}1${"]".repeat(20)}`) as unknown),
);

/** A value the schema might accept (so a call gets past the first check), if it says how. */
function plausible(schema: Schema | undefined): fc.Arbitrary<unknown> | null {
  if (!schema) return null;
  const options = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]
    .map(plausible)
    .filter((a): a is fc.Arbitrary<unknown> => a !== null);
  if (options.length) return fc.oneof(...options);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (schema.format === "uuid") return fc.oneof(fc.uuid(), fc.constantFrom(...known));
  if (schema.format === "email") return fc.nat(99_999).map((n) => `fuzz.${n}@example.ng`);
  if (type === "boolean") return fc.boolean();
  if (type === "integer" || type === "number")
    return fc.integer({
      min: Math.max(schema.minimum ?? 0, -1e9),
      max: Math.min(schema.maximum ?? 1e9, 1e9),
    });
  if (type === "string") {
    const minLength = Math.min(schema.minLength ?? 0, 60);
    const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 60, 60));
    return fc.oneof(
      fc.string({ minLength, maxLength }),
      fc.constantFrom("08031234567", "lagos", "Toyota", "okra-soup-42-long", "2030-01-15T10:00"),
    );
  }
  if (type === "array" && schema.items) {
    const item = plausible(schema.items);
    return item ? fc.array(item, { maxLength: 3 }) : null;
  }
  if (type === "object" && (schema.properties || schema.oneOf || schema.allOf))
    return bodyObject(schema);
  return null;
}

/** The key sets an object schema allows: one per branch of its oneOf/anyOf (allOf merged). */
function shapesOf(schema: Schema): Record<string, Schema>[] {
  let shapes: Record<string, Schema>[] = [{ ...schema.properties }];
  for (const part of schema.allOf ?? [])
    shapes = shapes.flatMap((a) => shapesOf(part).map((b) => ({ ...a, ...b })));
  const branches = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].flatMap(shapesOf);
  if (branches.length) shapes = shapes.flatMap((a) => branches.map((b) => ({ ...a, ...b })));
  return shapes;
}

/** Sets `key` as the object's own property (even `__proto__`). */
function put(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/**
 * A body of one of the schema's shapes, every key with a plausible value, then up to two keys
 * made bad (a wrong value, left out, or a key the schema does not know); or a shape filled
 * with wrong values throughout.
 */
function bodyObject(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const shapes = shapesOf(schema).filter((shape) => Object.keys(shape).length);
  if (!shapes.length) return fc.dictionary(nastyText, weirdValue, { maxKeys: 3 });
  return fc.oneof(
    ...shapes.map((shape) => {
      const keys = Object.keys(shape);
      const good = fc.record(
        Object.fromEntries(keys.map((k) => [k, plausible(shape[k]) ?? weirdValue])),
      );
      const change = fc.tuple(
        fc.constantFrom(...keys, ...keys, "cycle", "__proto__", "constructor"),
        fc.option(weirdValue, { freq: 4 }),
      );
      const mutated = fc.tuple(good, fc.array(change, { maxLength: 2 })).map(([body, changes]) => {
        const out: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(body)) put(out, k, v);
        for (const [k, v] of changes) {
          if (v === null) delete out[k];
          else put(out, k, v);
        }
        return out;
      });
      const wrong = fc.record(Object.fromEntries(keys.map((k) => [k, weirdValue])), {
        requiredKeys: [],
      });
      return fc.oneof({ arbitrary: mutated, weight: 4 }, { arbitrary: wrong, weight: 1 });
    }),
  );
}

type Body =
  | { kind: "json"; value: unknown }
  | { kind: "raw"; text: string; type: string | null }
  | { kind: "multipart"; fields: [string, string | { bytes: number[]; type: string }][] }
  | { kind: "none" };

/** Hostile bodies every operation that takes one is sent, whatever the draw. */
const FIXED_BODIES: Body[] = [
  { kind: "raw", text: DEEP, type: "application/json" },
  { kind: "raw", text: `{"a":${DEEP}}`, type: "application/json" },
  { kind: "raw", text: '{"title":"\\ud800","description":"\\udc00x"}', type: "application/json" },
  { kind: "raw", text: "", type: "application/json" },
  { kind: "raw", text: "{", type: "application/json" },
  { kind: "raw", text: `"${HUGE}"`, type: "application/json" },
  { kind: "raw", text: "a=b", type: "application/x-www-form-urlencoded" },
  { kind: "raw", text: "{}", type: "text/plain" },
  { kind: "raw", text: "--x--", type: "multipart/form-data" },
  { kind: "raw", text: "{}", type: null },
  { kind: "none" },
];

const file = fc.record({
  bytes: fc.oneof(
    fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }),
    // A JPEG's and a PNG's first bytes, then garbage.
    fc.constant<number[]>([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 2, 3]),
    fc.constant<number[]>([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49]),
  ),
  type: fc.constantFrom("image/jpeg", "image/png", "application/pdf", "text/html", ""),
});

function bodies(op: Operation): fc.Arbitrary<Body> {
  const content = op.requestBody?.content ?? {};
  const json = content["application/json"]?.schema;
  const multipart = content["multipart/form-data"]?.schema;
  const generated: fc.Arbitrary<Body>[] = [fc.constantFrom(...FIXED_BODIES)];
  if (json)
    generated.push(
      ...Array.from({ length: 4 }, () =>
        bodyObject(json).map((value): Body => ({ kind: "json", value })),
      ),
      fc.jsonValue({ maxDepth: 3 }).map((value): Body => ({ kind: "json", value })),
    );
  if (multipart) {
    const names = [...Object.keys(multipart.properties ?? {}), "file", "intent"];
    generated.push(
      fc
        .array(fc.tuple(fc.constantFrom(...names), fc.oneof(nastyText, file)), { maxLength: 4 })
        .map((fields): Body => ({ kind: "multipart", fields })),
    );
  }
  return fc.oneof(...generated);
}

function queries(op: Operation): fc.Arbitrary<[string, string][]> {
  const params = (op.parameters ?? []).filter((p) => p.in === "query");
  const value = (p?: Parameter) => {
    const good = plausible(p?.schema);
    return good
      ? fc.oneof(
          { arbitrary: good.map((v) => String(v)), weight: 2 },
          { arbitrary: nastyText, weight: 1 },
        )
      : nastyText;
  };
  const names = [...params.map((p) => p.name), "_"];
  return fc.array(
    fc
      .constantFrom(...names)
      .chain((name) =>
        value(params.find((p) => p.name === name)).map((v): [string, string] => [name, v]),
      ),
    { maxLength: 5 },
  );
}

function pathParams(path: string): fc.Arbitrary<Record<string, string>> {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const id = fc.oneof(fc.constantFrom(...known), fc.constantFrom(...known), fc.uuid(), nastyText);
  return fc.record(Object.fromEntries(names.map((n) => [n, id.map(String)])));
}

/** What a URL can carry of `text`: its lone surrogates become U+FFFD, as on the wire. */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");

function requestInit(
  method: string,
  path: string,
  rawParams: Record<string, string>,
  query: [string, string][],
  body: Body,
  token: string | undefined,
): CallInit {
  const params = Object.fromEntries(Object.entries(rawParams).map(([k, v]) => [k, wellFormed(v)]));
  let url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]));
  const search = new URLSearchParams(query).toString();
  if (search) url += `?${search}`;
  const init: CallInit = { method: method.toUpperCase(), path: url, params, token };
  if (body.kind === "json") init.json = body.value;
  else if (body.kind === "raw") {
    init.body = body.text;
    if (body.type) init.headers = { "content-type": body.type };
  } else if (body.kind === "multipart") {
    const form = new FormData();
    for (const [name, v] of body.fields) {
      if (typeof v === "string") form.append(name, v);
      else form.append(name, new Blob([new Uint8Array(v.bytes)], { type: v.type }), "upload.jpg");
    }
    init.body = form;
  }
  if (init.method === "GET" || init.method === "HEAD") {
    delete init.body;
    delete init.json;
  }
  return init;
}

type Handler = (args: never) => unknown;

const WEBHOOK = "/api/payments/webhook";

/** The webhook's body as raw text, signed as the provider signs it, so parsing is reached. */
function signed(init: CallInit) {
  if (init.json !== undefined) {
    init.body = JSON.stringify(init.json);
    init.headers = { "content-type": "application/json" };
    delete init.json;
  }
  if (typeof init.body === "string")
    init.headers = {
      ...init.headers,
      "x-paystack-signature": signWebhook(init.body, paymentProvider()!.webhookSecret()),
    };
}

/** Calls the handler; an event stream is opened, its status read, and closed at once. */
async function call(handler: Handler, init: CallInit, stream: boolean): Promise<number> {
  if (!stream) return (await callRoute(handler, init)).status;
  const abort = new AbortController();
  const request = new Request(await buildRequest(init), { signal: abort.signal });
  try {
    const answer = await handler({ request, params: init.params ?? {}, context: {} } as never);
    if (answer instanceof Response) {
      await answer.body?.cancel();
      return answer.status;
    }
    return 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  } finally {
    abort.abort();
  }
}

const describeBody = (b: Body) =>
  b.kind === "raw"
    ? `${b.type} ${JSON.stringify(b.text.slice(0, 80))}`
    : JSON.stringify(b).slice(0, 300);

let seller: { id: string };
let admin: { id: string };

beforeAll(async () => {
  seller = await createUser({ accountType: "both", plan: "premium", ...verifiedRecords() });
  admin = await createStaff("admin", { accountType: "buyer" });
  const buyer = await createUser({ accountType: "buyer" });
  const listing = await createListing(seller.id);
  await addPhoto(listing.id);
  const [photo] = await db()
    .select({ id: listingPhotos.id })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listing.id));
  const chat = await createAnsweredConversation(seller.id, buyer.id);
  known.push(
    listing.id,
    seller.id,
    chat.conversationId,
    photo.id,
    buyer.id,
    admin.id,
    chat.listingId,
    chat.sellerMessageId,
  );
});

describe("every API operation, with generated bad values, answers below 500", () => {
  expect(OPERATIONS.length).toBeGreaterThan(60);

  for (const { path, method, op } of OPERATIONS) {
    const route = ROUTE_TABLE.find(
      (r) => `/${r.path.replace(/:(\w+)/g, "{$1}")}` === path && r.path.startsWith("api/"),
    );
    const stream = Object.values(op.responses).some(
      (r) => "text/event-stream" in (r.content ?? {}),
    );
    const callers = path.startsWith("/api/admin")
      ? (["anonymous", "seller", "admin"] as const)
      : (["anonymous", "seller"] as const);

    /** Callers turned away before any input is read get fewer generated calls. */
    const signedInOnly = !!op.security && !op.security.some((s) => !Object.keys(s).length);
    const refused = (caller: string) =>
      (caller === "anonymous" && signedInOnly) ||
      (caller === "seller" && path.startsWith("/api/admin"));

    it(`${method.toUpperCase()} ${path}`, async () => {
      expect(route, path).toBeDefined();
      const mod = (await import(`../../app/${route!.file}`)) as Record<string, Handler>;
      const handler = method === "get" ? mod.loader : mod.action;
      expect(
        handler,
        `${route!.file} has no ${method === "get" ? "loader" : "action"}`,
      ).toBeDefined();
      for (const caller of callers) {
        const token =
          caller === "anonymous" ? undefined : await signIn(caller === "admin" ? admin : seller);
        const input = fc.tuple(pathParams(path), queries(op), bodies(op));
        // Callers turned away still send the bodies that once broke the server (deep, surrogate).
        const hostile = refused(caller) ? FIXED_BODIES.slice(0, 3) : FIXED_BODIES;
        const fixed = op.requestBody
          ? hostile.map((b): [[Record<string, string>, [string, string][], Body]] => [[{}, [], b]])
          : [];
        await fc.assert(
          fc.asyncProperty(input, async ([params, query, body]) => {
            // Path parameters the path has, with a real id for the fixed bodies.
            const filled = Object.fromEntries(
              [...path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], params[m[1]] ?? known[0]]),
            );
            const init = requestInit(method, path, filled, query, body, token);
            if (path === WEBHOOK) signed(init);
            const status = await call(handler, init, stream);
            expect(
              status,
              `${caller} ${init.method} ${init.path} ${describeBody(body)}`,
            ).toBeLessThan(500);
          }),
          { seed: SEED, numRuns: (refused(caller) ? 3 : RUNS) + fixed.length, examples: fixed },
        );
      }
    });
  }
});

import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { CreatePaymentSchema } from "~/lib/billing/billing-schema";
import { MAX_JSON_DEPTH } from "~/lib/forms/json-depth";
import { DomainError } from "~/models/shared/errors.server";
import { isApiDocs, ROUTE_TABLE } from "../../tests/support/route-table";
import {
  apiHandler,
  isApiHandler,
  LONE_SURROGATE,
  methods,
  openApiOf,
  readJson,
  readJsonWith,
  servedMethods,
} from "./api.server";

const call = (handler: (args: { request: Request }) => Promise<Response>, init?: RequestInit) =>
  handler({ request: new Request("http://localhost/api/x", init) });

describe("apiHandler", () => {
  it("answers an unexpected throw with the JSON envelope, 500 and no details", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await call(
      apiHandler(async () => {
        throw new Error("connection to 10.0.0.5 refused: password for db_admin");
      }),
    );
    expect(res.status).toBe(500);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const body = await res.json();
    expect(body).toEqual({
      success: false,
      message: "Something went wrong on our side. Please try again.",
    });
    expect(JSON.stringify(body)).not.toContain("db_admin");
    log.mockRestore();
  });

  it("answers a model's DomainError with its status and field errors", async () => {
    const res = await call(
      apiHandler(async () => {
        throw new DomainError(400, "Bad price", { price: ["Too low"] });
      }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      message: "Bad price",
      errors: { price: ["Too low"] },
    });
  });

  it("marks answers private, no-store unless the route chose a cache", async () => {
    const plain = await call(apiHandler(async () => Response.json({})));
    expect(plain.headers.get("cache-control")).toBe("private, no-store");
    const cached = await call(
      apiHandler(async () =>
        Response.json({}, { headers: { "Cache-Control": "public, max-age=30" } }),
      ),
    );
    expect(cached.headers.get("cache-control")).toBe("public, max-age=30");
  });

  it("wraps every loader and action of every /api route module", async () => {
    const api = ROUTE_TABLE.filter((r) => r.path.startsWith("api") && !isApiDocs(r.path));
    expect(api.length).toBeGreaterThan(20);
    for (const route of api) {
      const mod = (await import(`../${route.file}`)) as Record<string, unknown>;
      for (const name of ["loader", "action"] as const) {
        if (mod[name] !== undefined)
          expect(isApiHandler(mod[name]), `${route.file} ${name}`).toBe(true);
      }
      expect(mod.loader ?? mod.action, route.file).toBeDefined();
    }
  });
});

describe("methods", () => {
  const ok = (what: string) => async () => Response.json({ what });
  const read = { operationId: "read", tag: "System" as const, summary: "Reads.", answer: z.null() };
  const openapi = { get: read, put: read, delete: read };
  const handler = methods({ DELETE: ok("delete"), GET: ok("get"), PUT: ok("put") }, openapi);
  const send = (method: string) => call(handler, { method });

  it("dispatches each method to its handler, and HEAD to GET's", async () => {
    expect(await (await send("GET")).json()).toEqual({ what: "get" });
    expect(await (await send("PUT")).json()).toEqual({ what: "put" });
    expect(await (await send("DELETE")).json()).toEqual({ what: "delete" });
    expect((await send("HEAD")).status).toBe(200);
    expect(servedMethods(handler)).toEqual(["GET", "PUT", "DELETE"]);
    expect(openApiOf(handler)).toBe(openapi);
    expect(isApiHandler(handler)).toBe(true);
  });

  it("answers any other method 405 in the envelope, with Allow naming the methods served", async () => {
    for (const method of ["POST", "PATCH"]) {
      const res = await send(method);
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("GET, HEAD, PUT, DELETE");
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(await res.json()).toEqual({ success: false, message: "Method not allowed" });
    }
    const writeOnly = await call(methods({ POST: ok("post") }, { post: read }), { method: "GET" });
    expect(writeOnly.headers.get("allow")).toBe("POST");
  });
});

describe("readJson", () => {
  const post = (type: string, body: string) =>
    new Request("http://localhost/api/x", {
      method: "POST",
      headers: { "content-type": type },
      body,
    });

  it("accepts exactly application/json (with a charset), nothing that merely mentions it", async () => {
    expect(await readJson(post("application/json; charset=utf-8", "{}"))).toEqual({});
    // What a cross-site form can send: text/plain with a parameter that says json.
    await expect(
      readJson(post("text/plain; charset=application/json", "{}")),
    ).rejects.toMatchObject({ status: 415 });
    await expect(readJson(post("application/jsonp", "{}"))).rejects.toMatchObject({ status: 415 });
  });

  it("refuses text with NUL characters anywhere in the body", async () => {
    await expect(
      readJson(post("application/json", JSON.stringify({ a: { b: ["x\u0000y"] } }))),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe("readJson: limits checked before and after parsing", () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request("http://localhost/api/x", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
      duplex: "half",
    } as RequestInit);
  const answer = async (p: Promise<unknown>) => {
    const thrown = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(thrown).toBeInstanceOf(Response);
    const res = thrown as Response;
    return { status: res.status, body: await res.json() };
  };

  it("refuses JSON nested 4,000 deep (an 8 KB body) with 400, not a stack overflow", async () => {
    const deep = `${"[".repeat(4000)}${"]".repeat(4000)}`;
    expect(deep.length).toBe(8000);
    const r = await answer(readJson(post(deep)));
    expect(r.status).toBe(400);
    expect(r.body.message).toBe("The JSON body is nested too deeply");
    const deepObject = `{"email":${'{"a":'.repeat(2000)}1${"}".repeat(2000)}}`;
    expect((await answer(readJson(post(deepObject)))).status).toBe(400);
  });

  it("accepts 32 levels, and brackets inside strings do not count", async () => {
    const ok = `${"[".repeat(MAX_JSON_DEPTH)}${"]".repeat(MAX_JSON_DEPTH)}`;
    expect(await readJson(post(ok))).toBeInstanceOf(Array);
    const over = `${"[".repeat(MAX_JSON_DEPTH + 1)}${"]".repeat(MAX_JSON_DEPTH + 1)}`;
    expect((await answer(readJson(post(over)))).status).toBe(400);
    const text = { title: `[{"\\"${"[".repeat(500)}` };
    expect(await readJson(post(JSON.stringify(text)))).toEqual(text);
  });

  it("refuses a lone UTF-16 surrogate in text or keys, naming the field", async () => {
    const r = await answer(
      readJson(post('{"workingHours":{"weekdays":"8am\\ud800"},"tags":["ok","\\udc00"]}')),
    );
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({
      "workingHours.weekdays": [LONE_SURROGATE],
      "tags.1": [LONE_SURROGATE],
    });
    expect(r.body.message).toMatch(/workingHours\.weekdays/);
    expect((await answer(readJson(post('{"a\\ud800":1}')))).status).toBe(400);
    expect((await answer(readJson(post('"\\ud800"')))).body.errors).toEqual({
      body: [LONE_SURROGATE],
    });
    // A pair is a real character (an emoji), not a lone surrogate.
    expect(await readJson(post('{"bio":"\\ud83d\\ude97 clean"}'))).toEqual({ bio: "🚗 clean" });
  });

  it("names the field that holds a NUL character", async () => {
    const r = await answer(readJson(post(JSON.stringify({ a: { b: ["x\u0000y"] } }))));
    expect(r.body.errors).toEqual({ "a.b.0": ["Text must not contain NUL characters"] });
  });

  it("stops reading a body without Content-Length once it passes the limit", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        if (pulled > 1000) controller.close();
        else controller.enqueue(new TextEncoder().encode(`"${"x".repeat(1022)}",`));
      },
    });
    const r = await answer(readJson(post(stream)));
    expect(r.status).toBe(413);
    expect(pulled).toBeLessThan(30);
  });
});

describe("readJsonWith: API bodies refuse fields the schema does not know", () => {
  const post = (json: unknown) =>
    new Request("http://localhost/api/x", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(json),
    });
  const refusal = async (p: Promise<unknown>) => {
    const thrown = (await p.then(
      () => null,
      (e: unknown) => e,
    )) as Response | null;
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown!.status).toBe(400);
    return (await thrown!.json()) as { message: string; errors: Record<string, string[]> };
  };

  it("answers 400 naming the unknown key of the tester's payment", async () => {
    const body = await refusal(
      readJsonWith(
        post({ purpose: "subscription", plan: "premium", cycle: "yearly" }),
        CreatePaymentSchema,
      ),
    );
    expect(body.errors).toEqual({ cycle: ["Unknown field"] });
    expect(body.message).toBe("Unknown field: cycle");
    expect(
      await readJsonWith(
        post({ purpose: "subscription", plan: "premium", billingCycle: "yearly" }),
        CreatePaymentSchema,
      ),
    ).toMatchObject({ billingCycle: "yearly" });
  });

  it("looks inside nested objects, arrays, unions, preprocessed and refined schemas", async () => {
    const Schema = z
      .object({
        name: z.string(),
        hours: z.object({ weekdays: z.string() }).nullable().optional(),
        items: z.array(z.object({ id: z.number() })).default([]),
        kind: z.discriminatedUnion("type", [
          z.object({ type: z.literal("a"), a: z.string() }),
          z.object({ type: z.literal("b"), b: z.string() }),
        ]),
        extra: z.record(z.string(), z.unknown()).optional(),
        anything: z.unknown(),
      })
      .refine((v) => v.name !== "x", "not x");
    const body = await refusal(
      readJsonWith(
        post({
          name: "n",
          nmae: "typo",
          hours: { weekdays: "8-6", sundays: "closed" },
          items: [{ id: 1 }, { id: 2, ID: 3 }],
          kind: { type: "b", b: "ok", a: "wrong branch" },
          extra: { free: { form: true } },
          anything: { goes: 1 },
        }),
        Schema,
      ),
    );
    expect(body.errors).toEqual({
      nmae: ["Unknown field"],
      "hours.sundays": ["Unknown field"],
      "items.1.ID": ["Unknown field"],
      "kind.a": ["Unknown field"],
    });
    expect(body.message).toBe("Unknown fields: nmae, hours.sundays, items.1.ID, kind.a");
    const Pre = z.preprocess(
      (v) => (v && typeof v === "object" ? { type: "text", ...v } : v),
      z.object({ type: z.string(), text: z.string() }),
    );
    expect(await readJsonWith(post({ text: "hi" }), Pre)).toEqual({ type: "text", text: "hi" });
    expect((await refusal(readJsonWith(post({ text: "hi", x: 1 }), Pre))).errors).toEqual({
      x: ["Unknown field"],
    });
  });

  it("names keys that are also Object's own (constructor, __proto__) like any other", async () => {
    const request = new Request("http://localhost/api/x", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"constructor":[],"__proto__":{"admin":true},"plan":"basic"}',
    });
    const body = await refusal(readJsonWith(request, z.object({ plan: z.string() })));
    expect(body.errors).toEqual({
      constructor: ["Unknown field"],
      ["__proto__"]: ["Unknown field"],
    });
  });

  it("reports unknown keys along with the other field errors", async () => {
    const body = await refusal(
      readJsonWith(post({ plan: "gold", cycle: "yearly" }), z.object({ plan: z.enum(["basic"]) })),
    );
    expect(Object.keys(body.errors).sort()).toEqual(["cycle", "plan"]);
    expect(body.message).toBe("Some values are not valid");
  });
});

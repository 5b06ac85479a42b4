import { z } from "zod";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { isApiDocs, ROUTE_TABLE } from "../../../../tests/support/route-table";
import { problemsOf, readmeCalls, VARIABLES } from "../../../../tests/support/readme-examples";
import { methods } from "~/request/api.server";
import { operations, operationsByPath, type ApiRouteOperations } from "~/request/openapi.server";
import { openApiDocument, undocumented } from "./openapi-document.server";
import { servedApiRoutes } from "./served-api.server";

type Named = { operationId: string; tags: string[] };
type Answer = {
  content: Record<string, { schema?: { properties?: Record<string, object> } }>;
};
type Op = {
  parameters: { name: string; in: string }[];
  security?: object[];
  requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
  responses: Record<string, unknown>;
};

describe("the OpenAPI document", () => {
  const doc = openApiDocument(
    "https://motormart.test",
    servedApiRoutes(),
    new Date("2026-11-21T12:00:00Z"),
  );
  const op = (method: string, path: string) =>
    (doc.paths[path] as Record<string, Op> | undefined)?.[method];

  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(JSON.parse(JSON.stringify(doc)));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("covers every API route of the route table", () => {
    const routes = ROUTE_TABLE.map((r) => r.path)
      .filter((p) => p.startsWith("api/") && p !== "api/*" && !isApiDocs(p))
      .map((p) => `/${p.replace(/:(\w+)/g, "{$1}")}`);
    expect(routes.length).toBeGreaterThan(20);
    expect(Object.keys(doc.paths).sort()).toEqual([...new Set(routes)].sort());
    // Every method each route serves has its entry beside the handler, and no entry more.
    expect(undocumented(servedApiRoutes())).toEqual([]);
  });

  it("would name a route whose module lacks an entry, or documents a method it does not serve", () => {
    const get = {
      operationId: "read",
      tag: "System" as const,
      summary: "Reads.",
      answer: z.null(),
    };
    const ok = async () => new Response();
    const handler = (openapi: ApiRouteOperations) => methods({ GET: ok, DELETE: ok }, openapi);
    const module = (loader: unknown) => ({ loader, action: loader });
    expect(
      undocumented([
        { path: "/api/a", module: module(handler(operations({}))) },
        { path: "/api/b", module: module(handler(operations({ get, post: get }))) },
        { path: "/api/c", module: module(handler(operationsByPath({ "/api/d": { get } }))) },
        { path: "/api/e", module: module(async () => new Response()) },
        ...servedApiRoutes(),
      ]),
    ).toEqual([
      "GET /api/a: no OpenAPI entry",
      "DELETE /api/a: no OpenAPI entry",
      "DELETE /api/b: no OpenAPI entry",
      "POST /api/b: an OpenAPI entry for a method not served",
      "GET /api/c: no OpenAPI entry",
      "DELETE /api/c: no OpenAPI entry",
      "/api/e: its loader and action are not made by methods()",
    ]);
  });

  it("generates request bodies from the zod schemas the routes validate with", () => {
    const login = op("post", "/api/auth/login")!.requestBody!.content["application/json"].schema;
    expect(login.required).toEqual(["email", "password"]);
    const register = op("post", "/api/auth/register")!.requestBody!.content["application/json"];
    expect(register.schema.required).toEqual(
      expect.arrayContaining(["firstName", "email", "password", "accountType"]),
    );
    const car = op("post", "/api/cars")!.requestBody!.content["application/json"].schema as {
      required?: string[];
      properties: Record<string, { description?: string }>;
    };
    // The product's payload has no category: it is optional and its rule is documented.
    expect(car.required).not.toContain("category");
    expect(car.properties.condition.description).toMatch(/category name/);
    expect(car.properties.category.description).toMatch(/nigerian-used/);
    const photos = op("post", "/api/uploads/cars/{id}/images")!.requestBody!.content;
    expect(Object.keys(photos)).toEqual(["multipart/form-data"]);
  });

  it("says that request bodies refuse unknown keys (additionalProperties: false)", () => {
    const body = (method: string, path: string) =>
      op(method, path)!.requestBody!.content["application/json"].schema as Record<string, any>;
    expect(body("post", "/api/auth/login").additionalProperties).toBe(false);
    const payment = body("post", "/api/payments/create");
    const branches = (payment.oneOf ?? payment.anyOf) as Record<string, unknown>[];
    expect(branches.map((b) => b.additionalProperties)).toEqual([false, false]);
    expect(body("put", "/api/users/profile").properties.workingHours.anyOf[0]).toMatchObject({
      additionalProperties: false,
    });
    // Paystack's events carry whatever Paystack adds.
    expect(body("post", "/api/payments/webhook").additionalProperties).not.toBe(false);
    // Every object in every JSON body says whether it takes other keys.
    // (The parts of an intersection are closed by the allOf's unevaluatedProperties.)
    const open: string[] = [];
    const walk = (schema: unknown, at: string, closedAbove = false) => {
      if (!schema || typeof schema !== "object") return;
      const s = schema as Record<string, unknown>;
      if (s.type === "object" && s.properties && !("additionalProperties" in s) && !closedAbove)
        open.push(at);
      const closesParts = closedAbove || s.unevaluatedProperties === false;
      for (const [k, v] of Object.entries(s)) {
        const part = ["allOf", "oneOf", "anyOf"].includes(k);
        if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${at}/${k}/${i}`, part && closesParts));
        else walk(v, `${at}/${k}`);
      }
    };
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, o] of Object.entries(methods as Record<string, Op>))
        walk(o.requestBody?.content["application/json"]?.schema, `${method} ${path}`);
    expect(open).toEqual([]);
  });

  it("documents the browse query, path ids, sign-in and failures", () => {
    const browse = op("get", "/api/cars")!;
    expect(browse.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(["page", "limit", "search", "minPrice", "location", "sortBy", "make"]),
    );
    const car = op("get", "/api/cars/{id}")!;
    expect(car.parameters).toEqual([expect.objectContaining({ name: "id", in: "path" })]);
    expect(car.responses).toHaveProperty("404");
    expect(op("put", "/api/users/profile")!.security).toEqual([{ bearer: [] }, { session: [] }]);
    expect(op("get", "/api/cars/featured")!.security).toEqual([]);
    expect(JSON.parse(JSON.stringify(doc)).openapi).toBe("3.1.0");
    // A POST without a body is an action of the signed-in caller (logout, block...).
    const bodiless = Object.entries(doc.paths).filter(([, methods]) => {
      const post = (methods as Record<string, Op>).post;
      const signedIn =
        JSON.stringify(post?.security) === JSON.stringify([{ bearer: [] }, { session: [] }]);
      return post && !post.requestBody && !signedIn;
    });
    expect(bodiless).toEqual([]);
  });

  it("names every operation once, tags it with a declared tag, says its security and describes its answer", () => {
    const ids: string[] = [];
    const tags = new Set((doc.tags as { name: string }[]).map((t) => t.name));
    const undescribed: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, o] of Object.entries(methods as Record<string, Op & Named>)) {
        ids.push(o.operationId);
        expect(tags.has(o.tags[0]), `${method} ${path}: ${o.tags[0]}`).toBe(true);
        expect(Array.isArray(o.security), `${method} ${path} security`).toBe(true);
        const success = Object.entries(o.responses).filter(([status]) => status.startsWith("2"));
        for (const [, answer] of success) {
          const json = (answer as Answer).content["application/json"]?.schema;
          if (json?.properties && Object.keys(json.properties.data ?? {}).length === 0)
            undescribed.push(`${method} ${path}`);
        }
      }
    expect(ids.every((id) => /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(undescribed).toEqual([]);
    const content = (method: string, path: string) =>
      Object.keys((op(method, path)!.responses["200"] as Answer).content);
    expect(content("get", "/api/admin/export/users.csv")).toEqual(["text/csv"]);
    expect(content("get", "/api/messages/stream")).toEqual(["text/event-stream"]);
    expect(op("get", "/api/cars/featured")!.security).toEqual([]);
    const session = (doc.components.securitySchemes as Record<string, { name?: string }>).session;
    expect(session.name).toBe("__Host-mm_session");
  });
});

describe("the README's API examples", () => {
  const calls = readmeCalls();

  it("are found: browsing, signing in, contacting a seller and messaging", () => {
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(
      expect.arrayContaining([
        "GET /api/cars",
        "POST /api/auth/login",
        "GET /api/messages/conversations",
        `POST /api/cars/${VARIABLES.CAR}/contact`,
        "POST /api/messages/send",
      ]),
    );
  });

  it("send what the document describes, as they are written", () => {
    expect(calls.flatMap(problemsOf)).toEqual([]);
  });

  it("would be caught drifting: a body the document refuses is reported", () => {
    const send = calls.find((c) => c.url.pathname === "/api/messages/send")!;
    const drifted = { ...send, body: JSON.stringify({ ...JSON.parse(send.body!), text: "Hi" }) };
    expect(problemsOf(drifted).join("\n")).toMatch(/does not fit/);
    const unsigned = { ...send, headers: new Headers({ "Content-Type": "application/json" }) };
    expect(problemsOf(unsigned).join("\n")).toMatch(/needs a sign-in/);
  });
});

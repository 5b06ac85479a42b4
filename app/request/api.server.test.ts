import { describe, expect, it, vi } from "vitest";
import { DomainError } from "~/models/errors.server";
import { ROUTE_TABLE } from "../../tests/support/route-table";
import { apiHandler, isApiHandler, readJson } from "./api.server";

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
    const api = ROUTE_TABLE.filter((r) => r.path.startsWith("api"));
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

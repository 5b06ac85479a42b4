/**
 * Every `/api` route answers a method it does not serve itself: 405 in the envelope with an
 * `Allow` header (`methods()` in request/api.server.ts), before it reads a body or a session.
 */
import { describe, expect, it } from "vitest";
import { servedMethods } from "~/request/api.server";
import { isApiDocs, ROUTE_TABLE } from "../../../tests/support/route-table";
import { callRoute } from "../../../tests/support/routes";
import { loader as login } from "./auth/login";
import { action as car } from "./cars/car";
import { action as featured } from "./cars/featured";
import { loader as verification } from "./admin/verification";
import { action as sessions } from "./user/sessions";

describe("a method a route does not serve", () => {
  it("answers 405 in the envelope with Allow naming the methods it serves", async () => {
    const cases = [
      // A read-only route given a write: React Router's own 405 had no envelope and no Allow.
      [featured, "POST", "/api/cars/featured", "GET, HEAD"],
      [car, "PATCH", "/api/cars/x", "GET, HEAD, PUT, DELETE"],
      [login, "GET", "/api/auth/login", "POST"],
      [verification, "GET", "/api/admin/verifications/x", "PATCH"],
      // Signed out: the method is answered before the session is asked for.
      [sessions, "POST", "/api/user/sessions", "GET, HEAD, DELETE"],
    ] as const;
    for (const [handler, method, path, allow] of cases) {
      const r = await callRoute(handler, { method, path, params: { id: "x" } });
      expect(r.status, `${method} ${path}`).toBe(405);
      expect(r.headers.get("allow"), `${method} ${path}`).toBe(allow);
      expect(r.body).toEqual({ success: false, message: "Method not allowed" });
    }
  });

  it("is answered by methods() on every /api route module, its loader and action one handler", async () => {
    const api = ROUTE_TABLE.filter(
      (r) => r.path.startsWith("api/") && r.path !== "api/*" && !isApiDocs(r.path),
    );
    expect(api.length).toBeGreaterThan(60);
    for (const route of api) {
      const mod = (await import(`../../${route.file}`)) as Record<string, unknown>;
      expect(servedMethods(mod.loader), route.file).not.toBeNull();
      expect(mod.action, route.file).toBe(mod.loader);
    }
  });
});

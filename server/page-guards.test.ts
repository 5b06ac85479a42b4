/**
 * Writes to pages as the server answers them (`appFor`, server/page-app.ts: the guard, then React
 * Router's real request handler in production mode), over a small build of stand-in route
 * modules, on a real HTTP server (server/page-guards.ts, docs/decisions/008-security-review.md
 * and 015-failure-modes.md):
 * - a write to a route whose module has no `action` is 405 with `Allow` and logs nothing (React
 *   Router logged a ten-line stack for each);
 * - a write whose `Origin` (else `Referer`) is not APP_URL's is 403 and never reaches the action,
 *   on pages and on resource routes such as `/language`; a one-click unsubscribe route takes
 *   the mail provider's post, which has neither.
 */
import http from "node:http";
import type net from "node:net";
import { redirect, type ServerBuild } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetEnv } from "~/env.server";
import { appFor } from "./page-app";

const actions: string[] = [];

/** A route module that records its action's runs; without `action`, it has none. */
const page = (name: string, options: { action?: boolean; handle?: unknown } = {}) => ({
  loader: () => null,
  default: () => null,
  ...(options.action
    ? {
        action: () => {
          actions.push(name);
          return redirect("/done", 303);
        },
      }
    : {}),
  ...(options.handle ? { handle: options.handle } : {}),
});

const routes = {
  root: { id: "root", path: "", module: { default: () => null } },
  subscription: {
    id: "subscription",
    parentId: "root",
    path: ":lang?/subscription",
    module: page("subscription"),
  },
  settings: { id: "settings", parentId: "root", path: ":lang?/settings", module: page("settings") },
  login: {
    id: "login",
    parentId: "root",
    path: ":lang?/login",
    module: page("login", { action: true }),
  },
  language: {
    id: "language",
    parentId: "root",
    path: "language",
    module: {
      loader: () => redirect("/"),
      action: () => {
        actions.push("language");
        return redirect("//evil.example/phish", 303);
      },
    },
  },
  leave: {
    id: "leave",
    parentId: "root",
    path: ":lang?/newsletter/leave",
    module: page("leave", { action: true, handle: { oneClickPost: true } }),
  },
  "not-found": {
    id: "not-found",
    parentId: "root",
    path: "*",
    module: page("not-found", { action: true }),
  },
};

/** Just enough of a React Router server build for its request handler to answer documents. */
const build = {
  routes,
  entry: {
    module: {
      default: (_request: Request, status: number, headers: Headers) =>
        new Response(`<!DOCTYPE html><p>page ${status}</p>`, { status, headers }),
    },
  },
  assets: {
    entry: { module: "/entry.js", imports: [] },
    routes: {},
    url: "/manifest.js",
    version: "1",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  basename: "/",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "initial" },
} as unknown as ServerBuild;

let server: http.Server;
/** The server's own origin, and APP_URL: our pages' posts carry it as their `Origin`. */
let APP = "";
let logged: unknown[][] = [];
const appUrlBefore = process.env.APP_URL;

beforeAll(async () => {
  server = http.createServer(appFor(build, "production"));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  APP = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  process.env.APP_URL = APP;
  resetEnv();
  for (const level of ["error", "warn", "log", "info"] as const)
    vi.spyOn(console, level).mockImplementation((...args) => void logged.push(args));
});

afterEach(() => {
  actions.length = 0;
  logged = [];
});

afterAll(() => {
  vi.restoreAllMocks();
  server.close();
  process.env.APP_URL = appUrlBefore;
  resetEnv();
});

/** A form post (a `returnTo` that would leave the site, for `/language`), with `headers`. */
function post(path: string, headers: Record<string, string> = {}, method = "POST") {
  return fetch(APP + path, {
    method,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: "language=en&returnTo=%2Fha%2F%2Fevil.example%2Fphish",
    redirect: "manual",
  });
}

describe("a write to a page without an action", () => {
  it("is 405 with Allow, in the reader's language, and logs nothing", async () => {
    const answers: string[] = [];
    const writes: [string, string][] = [
      ["/subscription", "POST"],
      ["/settings", "POST"],
      ["/ha/subscription", "POST"],
      ["/settings.data", "POST"],
      ["/subscription", "PUT"],
      ["/subscription", "PATCH"],
      ["/subscription", "DELETE"],
    ];
    for (const [path, method] of writes) {
      const answer = await post(path, { Origin: APP }, method);
      answers.push(`${method} ${path}: ${answer.status} ${answer.headers.get("allow")}`);
    }
    expect(logged).toEqual([]);
    expect(answers).toEqual(writes.map(([path, method]) => `${method} ${path}: 405 GET, HEAD`));
    const hausa = await post("/ha/settings", { Origin: APP });
    expect(await hausa.text()).toBe("Wannan adireshin ba ya karɓar buƙatun POST.\n");
    // No Origin either: still 405, the address has no action whoever asks.
    expect((await post("/subscription")).status).toBe(405);
    expect(logged).toEqual([]);
  });
});

describe("a write that does not come from our pages", () => {
  it("is 403 on a page and on a resource route, and its action never runs", async () => {
    const foreign: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      {},
      { Referer: "https://evil.example/form" },
      { Origin: `${APP}.evil.example` },
      { Origin: APP.replace("http:", "https:") },
    ];
    const answers: string[] = [];
    const expected: string[] = [];
    for (const headers of foreign)
      for (const path of ["/login", "/ha/login", "/language", "/nowhere"]) {
        const answer = await post(path, { ...headers, Cookie: "__Host-mm_session=abc" });
        const what = `${path} ${JSON.stringify(headers)}`;
        answers.push(`${what}: ${answer.status} ${answer.headers.get("location")}`);
        expected.push(`${what}: 403 null`);
      }
    expect(actions).toEqual([]);
    expect(answers).toEqual(expected);
    expect(logged).toEqual([]);
  });

  it("says why, in the page's language, with a way home", async () => {
    const answer = await post("/yo/login", { Origin: "https://evil.example" });
    expect(answer.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await answer.text();
    expect(html).toContain('<html lang="yo-NG">');
    expect(html).toContain("A kò gba fọ́ọ̀mù náà");
    expect(html).toContain('<a href="/yo">');
  });

  it("runs the action for our own pages: Origin, or with none, Referer", async () => {
    expect((await post("/login", { Origin: APP })).status).toBe(303);
    expect(
      (await post("/ha/login", { Referer: `${APP}/ha/login?redirectTo=%2Fsell` })).status,
    ).toBe(303);
    expect((await post("/language", { Origin: APP })).status).toBe(303);
    expect(actions).toEqual(["login", "login", "language"]);
  });

  it("lets a mail provider's one-click unsubscribe through without Origin or Referer", async () => {
    expect((await post("/newsletter/leave?token=t")).status).toBe(303);
    expect((await post("/ha/newsletter/leave?token=t")).status).toBe(303);
    expect(actions).toEqual(["leave", "leave"]);
  });

  it("leaves reads alone", async () => {
    const answer = await fetch(`${APP}/login`, { headers: { Origin: "https://evil.example" } });
    expect(answer.status).toBe(200);
  });
});

/**
 * The anonymous page cache (server/page-cache.ts) in front of a small Express app that counts
 * how often it renders, over real HTTP.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Server } from "node:http";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDataSaverOn } from "~/request/data-saver.server";
import { RECENT_COOKIE_READERS } from "~/request/recent-cookie";
import { BUILD_ROUTES, ROUTE_TABLE } from "../tests/support/route-table";
import { resetEnv } from "~/env.server";
import { tagPage } from "~/services/page-keys.server";
import { collectAnswerKeys, isAnonymousRequest, pageCache, pageCookieReaders } from "./page-cache";

let server: Server;
let base = "";
const renders = new Map<string, number>();
const cache = pageCache({ seconds: 60, megabytes: 1, routes: BUILD_ROUTES });

beforeAll(async () => {
  const app = express();
  app.use(cache);
  app.use(compression());
  app.use(collectAnswerKeys);
  app.get("/{*path}", async (req, res) => {
    renders.set(req.originalUrl, (renders.get(req.originalUrl) ?? 0) + 1);
    // What a model does while the answer is made: tags it with the cars and sellers it shows.
    if (typeof req.query.tags === "string") tagPage(...req.query.tags.split(","));
    await new Promise((r) => setTimeout(r, Number(req.query.wait ?? 50)));
    const kind = String(req.query.kind ?? "public");
    if (kind === "cookie") res.setHeader("Set-Cookie", "mm_flash=x; Path=/");
    if (kind === "missing") res.status(404);
    res.setHeader(
      "Cache-Control",
      kind === "private" ? "private, no-store" : "public, max-age=0, s-maxage=30",
    );
    res.setHeader("ETag", `"page-${req.originalUrl}"`);
    const lite = isDataSaverOn({ cookie: req.headers.cookie, saveData: req.get("save-data") });
    const saver = lite ? "lite" : "full";
    res.type("html").send(`<p>${saver} ${req.originalUrl} ${"x".repeat(2000)}</p>`);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers });

describe("the anonymous page cache", () => {
  it("renders a burst of identical anonymous requests once, and says how old the copy is", async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => get("/browse?a=1")));
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(renders.get("/browse?a=1")).toBe(1);
    const again = await get("/browse?a=1");
    expect(again.headers.get("age")).toMatch(/^\d+$/);
    expect(again.headers.get("cache-control")).toMatch(/^public/);
    expect(renders.get("/browse?a=1")).toBe(1);
  });

  it("answers 304 to a matching If-None-Match from its copy", async () => {
    const first = await get("/car/1");
    const etag = first.headers.get("etag")!;
    // What a browser sends to revalidate (fetch() itself adds `no-cache`, a reload).
    const second = await get("/car/1", { "if-none-match": etag, "cache-control": "max-age=0" });
    expect(second.status).toBe(304);
    expect(renders.get("/car/1")).toBe(1);
  });

  it("never serves a visitor with a session, a token or a flash cookie from it", async () => {
    await get("/home");
    await get("/home", { cookie: "__Host-mm_session=abc" });
    await get("/home", { authorization: "Bearer abc" });
    await get("/home", { cookie: "mm_flash=abc" });
    expect(renders.get("/home")).toBe(4);
  });

  it("keeps neither private answers, answers that set a cookie, nor errors", async () => {
    for (const kind of ["private", "cookie", "missing"]) {
      await get(`/x?kind=${kind}`);
      await get(`/x?kind=${kind}`);
      expect(renders.get(`/x?kind=${kind}`), kind).toBe(2);
    }
  });

  it("keeps the data saver page apart from the full one, and each compression apart", async () => {
    const full = await (await get("/saver")).text();
    const lite = await (await get("/saver", { cookie: "mm_data_saver=on" })).text();
    expect(full).toContain("full");
    expect(lite).toContain("lite");
    // The header and the switch make the same page: kept once.
    const viaHeader = await get("/saver", { "save-data": "on" });
    expect(await viaHeader.text()).toContain("lite");
    const switchedOff = await get("/saver", { "save-data": "on", cookie: "mm_data_saver=off" });
    expect(await switchedOff.text()).toContain("full");
    expect(renders.get("/saver")).toBe(2);
    const gzip = await get("/saver", { "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.text()).toContain("full");
    const plain = await get("/saver", { "accept-encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toContain("full");
  });

  it("keys an English address by the visitor's language, and a prefixed one by its address", async () => {
    await get("/lang");
    await get("/lang", { "accept-language": "ha-NG,ha;q=0.9" });
    await get("/lang", { cookie: "mm_lang=yo" });
    await get("/lang", { "accept-language": "en-GB" });
    await get("/lang", { cookie: "mm_lang=en", "accept-language": "ha" });
    // English, Hausa (header), Yoruba (cookie): three entries; the other two were English.
    expect(renders.get("/lang")).toBe(3);
    await get("/ha/lang");
    await get("/ha/lang", { cookie: "mm_lang=ig" });
    await get("/ha/lang", { "accept-language": "yo" });
    expect(renders.get("/ha/lang")).toBe(1);
  });

  it("serves other pages to a visitor comparing cars from its copy, never /compare", async () => {
    const compare = "mm_compare=7d0e6f1e-2f7c-4a43-9a5e-3c1d1f2a9b10";
    await get("/browse?cmp=1");
    const browse = await get("/browse?cmp=1", { cookie: compare });
    expect(browse.headers.get("age")).not.toBeNull();
    expect(renders.get("/browse?cmp=1")).toBe(1);
    // Even were /compare shareable, a request carrying the list is never served a kept copy.
    await get("/compare");
    await get("/compare", { cookie: compare });
    await get("/compare.data", { cookie: compare });
    await get("/compare.data", { cookie: compare });
    expect(renders.get("/compare")).toBe(2);
    expect(renders.get("/compare.data")).toBe(2);
  });

  it("answers HEAD from a kept GET without a body", async () => {
    await get("/help");
    const head = await fetch(`${base}/help`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("age")).not.toBeNull();
    expect(renders.get("/help")).toBe(1);
  });
});

describe("isAnonymousRequest", () => {
  it("ignores only the data saver switch and the old visitor cookie", () => {
    const path = "/browse";
    expect(isAnonymousRequest({ path, headers: {} })).toBe(true);
    expect(isAnonymousRequest({ path, headers: { cookie: "mm_data_saver=on; mm_vid=abc" } })).toBe(
      true,
    );
    expect(
      isAnonymousRequest({ path, headers: { cookie: "mm_data_saver=on; mm_session=abc" } }),
    ).toBe(false);
    expect(isAnonymousRequest({ path, headers: { authorization: "Bearer x" } })).toBe(false);
  });

  const readers = pageCookieReaders(BUILD_ROUTES);

  it("ignores the recently viewed list everywhere but on the home page, in every language", () => {
    const headers = { cookie: "mm_data_saver=on; mm_recent=abc" };
    for (const path of ["/browse", "/car/1", "/ha/browse", "/yo/car/1.data", "/ig/tokunbo"])
      expect(isAnonymousRequest({ path, headers }, readers), path).toBe(true);
    for (const path of ["/", "/_root.data", "/ha", "/yo", "/ig", "/ha/", "/IG", "/yo.data"])
      expect(isAnonymousRequest({ path, headers }, readers), path).toBe(false);
  });
});

describe("the page cache and the recently viewed list", () => {
  it("keeps serving browse and car pages to a visitor with the list, never a home page", async () => {
    const recent = { cookie: "mm_recent=abc" };
    await get("/browse?recent=1");
    await get("/browse?recent=1", recent);
    expect(renders.get("/browse?recent=1")).toBe(1);
    await get("/ha/browse?recent=1");
    await get("/ha/browse?recent=1", recent);
    expect(renders.get("/ha/browse?recent=1")).toBe(1);
    for (const home of ["/?recent=1", "/ha?recent=1", "/yo?recent=1", "/ig?recent=1"]) {
      await get(home);
      await get(home, recent);
      await get(home, recent);
      expect(renders.get(home), home).toBe(3);
    }
  });

  it("ignores the compare list except on /compare, the page that reads it", () => {
    const readers = pageCookieReaders(BUILD_ROUTES);
    const headers = { cookie: "mm_data_saver=on; mm_compare=abc" };
    expect(isAnonymousRequest({ headers, path: "/browse" }, readers)).toBe(true);
    expect(isAnonymousRequest({ headers, path: "/car/1.data" }, readers)).toBe(true);
    expect(isAnonymousRequest({ headers, path: "/" }, readers)).toBe(true);
    for (const path of ["/compare", "/compare/", "/Compare", "/compare.data", "/ha/compare"])
      expect(isAnonymousRequest({ headers, path }, readers), path).toBe(false);
    // Without a path, or the route table, nothing tells which page: the cookie counts.
    expect(isAnonymousRequest({ headers }, readers)).toBe(false);
    expect(isAnonymousRequest({ headers, path: "/browse" })).toBe(false);
    expect(
      isAnonymousRequest(
        { headers: { cookie: "mm_compare=abc; mm_session=x" }, path: "/" },
        readers,
      ),
    ).toBe(false);
  });

  it("lists as readers of the recently viewed list every page whose loader reads it", () => {
    // A page added later that reads the cookie must be named in RECENT_COOKIE_READERS, else its
    // visitors would be handed another visitor's copy.
    const reading = ROUTE_TABLE.filter(
      (r) =>
        r.file.endsWith(".tsx") &&
        /\b(readRecentCookie|hasRecentCookie)\(/.test(
          fs.readFileSync(path.join("app", r.file), "utf8"),
        ),
    );
    expect(reading.map((r) => r.id)).toEqual(["home"]);
    expect([...RECENT_COOKIE_READERS].sort()).toEqual(reading.map((r) => r.id).sort());
  });
});

describe("purges", () => {
  it("drop the copies filed under the keys they name, and only those", async () => {
    await get("/p1?tags=car-1,seller-a");
    await get("/p2?tags=car-2,seller-b");
    expect((await get("/p1?tags=car-1,seller-a")).headers.get("age")).not.toBeNull();
    cache.purge(["car-1"]);
    await get("/p1?tags=car-1,seller-a");
    await get("/p2?tags=car-2,seller-b");
    expect([
      renders.get("/p1?tags=car-1,seller-a"),
      renders.get("/p2?tags=car-2,seller-b"),
    ]).toEqual([2, 1]);
    cache.purge(["seller-c", "listings"]);
    await get("/p2?tags=car-2,seller-b");
    expect(renders.get("/p2?tags=car-2,seller-b")).toBe(1);
    // `site` is on every copy: it empties the cache.
    cache.purge(["site"]);
    await get("/p1?tags=car-1,seller-a");
    await get("/p2?tags=car-2,seller-b");
    expect([
      renders.get("/p1?tags=car-1,seller-a"),
      renders.get("/p2?tags=car-2,seller-b"),
    ]).toEqual([3, 2]);
  });

  it("keep no copy of a render that began before a purge of its keys", async () => {
    const slow = "/slow?tags=car-9&wait=400";
    const first = get(slow);
    await new Promise((r) => setTimeout(r, 150));
    cache.purge(["car-9"]);
    await (await first).text();
    await get(slow);
    expect(renders.get(slow)).toBe(2);
    // A render that began after the purge is kept again.
    await get(slow);
    expect(renders.get(slow)).toBe(2);
  });
});

describe("the CDN's tag header", () => {
  const withCdn = async (env: Record<string, string>, run: () => Promise<void>) => {
    Object.assign(process.env, env);
    resetEnv();
    try {
      await run();
    } finally {
      for (const name of Object.keys(env)) delete process.env[name];
      resetEnv();
    }
  };

  it("is absent without a CDN", async () => {
    const page = await get("/cdn0?tags=car-3,seller-d");
    expect(page.headers.get("cache-tag")).toBeNull();
    expect(page.headers.get("surrogate-key")).toBeNull();
  });

  it("names a shareable answer's keys in the configured CDN's header, never a private one's", async () => {
    await withCdn({ CDN_PURGE_URL: "https://cdn.example/purge" }, async () => {
      const page = await get("/cdn1?tags=car-3,seller-d");
      expect(page.headers.get("cache-tag")).toBe("site,car-3,seller-d");
      const kept = await get("/cdn1?tags=car-3,seller-d");
      expect(kept.headers.get("age")).not.toBeNull();
      expect(kept.headers.get("cache-tag")).toBe("site,car-3,seller-d");
      const personal = await get("/cdn1?tags=car-3&kind=private");
      expect(personal.headers.get("cache-tag")).toBeNull();
    });
    await withCdn(
      { CDN_PURGE_URL: "https://api.fastly.example/purge", CDN_PURGE_FORMAT: "fastly" },
      async () => {
        const page = await get("/cdn2?tags=car-4");
        expect(page.headers.get("surrogate-key")).toBe("site car-4");
        expect(page.headers.get("cache-tag")).toBeNull();
      },
    );
  });
});

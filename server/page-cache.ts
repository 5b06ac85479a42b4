/**
 * A few seconds' memory of anonymous answers in this worker (docs/decisions/019-cacheable-pages.md),
 * so a burst of identical requests (a link shared in a WhatsApp group, a crawler, the home page at
 * lunch time) renders once per worker instead of once per visitor.
 *
 * Only what a shared cache could keep is kept: a GET from a request without a session (no
 * `Authorization`, no cookie but the data saver and language switches (the language keys the
 * entry) and the old visitor cookie, which no page
 * reads, the compare list on pages other than /compare, the one page that reads it, and the
 * recently viewed list on pages other than the home page, in every language: the route table
 * says which addresses open those pages) whose answer is 200,
 * `Cache-Control: public` and sets no cookie: the pages that opt in
 * (app/request/cache-control.ts) and the API's public answers. The key is everything such an
 * answer varies on: the address, the data saver version, the language (the address's prefix,
 * else the language cookie or `Accept-Language`) and `Accept-Encoding` (the body is kept
 * as sent, compressed). While one request renders a page, identical ones wait for it instead of
 * rendering it too. A HEAD is answered from a kept GET. `If-None-Match` on a kept page answers
 * 304. `Age` says how old a kept answer is.
 *
 * Memory is bounded by size (PAGE_CACHE_MB, least recently used out first); entries live
 * PAGE_CACHE_SECONDS, unless a purge drops them first: each copy is filed under the surrogate keys
 * of what it shows (services/page-keys.server.ts), and a change to a car or a seller, announced
 * to every instance through PostgreSQL (models/shared/page-purge.server.ts), drops the copies filed
 * under its keys at once. A render that began before such a purge is not kept. A worker's cache
 * is otherwise its own: another instance renders its own copy.
 */
import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import onHeaders from "on-headers";
import type { ServerBuild } from "react-router";
import { COMPARE_COOKIE, COMPARE_COOKIE_READERS } from "~/lib/catalogue/compare";
import { routeMatcher } from "./route-matcher";
import { isSharedCacheControl } from "~/request/cache-control";
import { DATA_SAVER_COOKIE, isDataSaverOn } from "~/request/data-saver.server";
import { RECENT_COOKIE, RECENT_COOKIE_READERS } from "~/request/recent-cookie";
import { anonymousLanguage, LANGUAGE_COOKIE } from "~/request/language.server";
import { cdnKeyHeader } from "~/services/cdn.server";
import { collectPageKeys, SITE_KEY } from "~/services/page-keys.server";

type Kept = {
  status: number;
  headers: [string, string | string[]][];
  body: Buffer;
  storedAt: number;
  /** Its surrogate keys (services/page-keys.server.ts), `site` always among them. */
  keys: string[];
};

/**
 * The surrogate keys of the answer `res` is making: the application collects what its models tag
 * into this set (server/app.ts), and the cache files the kept copy under them. Express keeps
 * `res.locals` across the mounted application.
 */
export function answerKeys(res: Response): Set<string> {
  const locals = res.locals as { pageKeys?: Set<string> };
  locals.pageKeys ??= new Set([SITE_KEY]);
  return locals.pageKeys;
}

/**
 * The application's first middleware: the models tag the answer being made with what it shows
 * (the cars, the sellers, the lists: services/page-keys.server.ts) into `answerKeys(res)`, which
 * this cache files its copy under; with a CDN configured, a shareable answer also carries them in
 * the CDN's header (services/cdn.server.ts).
 */
export function collectAnswerKeys(_req: Request, res: Response, next: NextFunction) {
  const keys = answerKeys(res);
  onHeaders(res, () => {
    if (!isSharedCacheControl(String(res.getHeader("cache-control") ?? ""))) return;
    const header = cdnKeyHeader(keys);
    if (header) res.setHeader(header.name, header.value);
  });
  collectPageKeys(keys, next);
}

/** How long a purge is remembered, to refuse copies whose render began before it (ms). */
const PURGE_MEMORY_MS = 10 * 60_000;

/** Cookies that do not make a request personal: no page reads them (see the module comment). */
const NEUTRAL_COOKIES = new Set([DATA_SAVER_COOKIE, LANGUAGE_COOKIE, "mm_vid"]);

/**
 * Cookies only some pages read, by the ids of the routes that read them: on any other page they
 * do not make a request personal. The compare list (docs/product.md#compare) is sent with every
 * page, since the Compare forms on cards and car pages post it, but only /compare reads it;
 * /compare is `private, no-store`, so never kept either. The recently viewed list
 * (docs/product.md#recently-viewed-and-similar-cars) is set by the view beacon on every path and
 * read by the home page alone, which answers it `private, no-store`. Which addresses open those
 * routes (every language prefix, their client data) comes from the route table:
 * `pageCookieReaders`.
 */
const PAGE_COOKIES = new Map<string, readonly string[]>([
  [COMPARE_COOKIE, COMPARE_COOKIE_READERS],
  [RECENT_COOKIE, RECENT_COOKIE_READERS],
]);

/** `(pathname) => names of the PAGE_COOKIES the page at that address reads`. */
export type CookieReaders = (pathname: string) => ReadonlySet<string>;

/**
 * The page cookies each address reads, from a build's route table (`build.routes`; the route ids
 * of PAGE_COOKIES): an address reads a cookie when any route it opens is one of its readers.
 * Memoised per path (at most 10,000 kept), as the same few addresses come again and again.
 */
export function pageCookieReaders(routes: ServerBuild["routes"]): CookieReaders {
  const matches = routeMatcher(routes);
  const seen = new LRUCache<string, ReadonlySet<string>>({ max: 10_000 });
  return (pathname) => {
    const key = pathname.toLowerCase();
    let read = seen.get(key);
    if (!read) {
      const ids = new Set(matches(pathname).map((route) => route.id));
      read = new Set(
        [...PAGE_COOKIES]
          .filter(([, readers]) => readers.some((id) => ids.has(id)))
          .map(([n]) => n),
      );
      seen.set(key, read);
    }
    return read;
  };
}

/** Headers the connection sets for each answer, never kept. */
const PER_ANSWER = new Set([
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "age",
]);

/**
 * Whether the request carries nothing that could make its answer personal: no `Authorization`,
 * and no cookie but the neutral ones and those only other pages read (PAGE_COOKIES, whose
 * readers `readers` finds for the request's path, Express's `req.path`). Without a path or
 * `readers`, every page-read cookie counts.
 */
export function isAnonymousRequest(
  req: Pick<Request, "headers"> & { path?: string },
  readers?: CookieReaders,
): boolean {
  if (req.headers.authorization) return false;
  const cookie = req.headers.cookie;
  if (!cookie) return true;
  const read = req.path !== undefined && readers ? readers(req.path) : undefined;
  return cookie.split(";").every((pair) => {
    const name = pair.split("=", 1)[0]!.trim();
    if (name === "" || NEUTRAL_COOKIES.has(name)) return true;
    return PAGE_COOKIES.has(name) && read !== undefined && !read.has(name);
  });
}

function cacheKey(req: Request): string {
  const dataSaver = isDataSaverOn({
    cookie: req.headers.cookie,
    saveData: req.get("save-data"),
  });
  // An English address answers a visitor who chose another language (cookie or Accept-Language)
  // with a redirect, never kept, and everyone else with the English page: the language still
  // keys it, so the two never share an entry.
  const language = anonymousLanguage({
    path: req.path,
    cookie: req.headers.cookie,
    acceptLanguage: req.get("accept-language"),
  });
  return `${dataSaver ? "lite" : "full"} ${language} ${req.get("accept-encoding") ?? ""} ${req.originalUrl}`;
}

function isShareable(res: Response): boolean {
  return (
    res.statusCode === 200 &&
    !res.hasHeader("set-cookie") &&
    isSharedCacheControl(String(res.getHeader("cache-control") ?? ""))
  );
}

/** The page cache's middleware, with `purge` to drop kept copies. */
export type PageCache = ((req: Request, res: Response, next: NextFunction) => Promise<void>) & {
  /**
   * Drops every kept copy filed under any of `keys` (`site`: all of them), and refuses to keep a
   * copy of those keys whose render began before now (it may hold the old rows).
   */
  purge: (keys: readonly string[]) => void;
};

/**
 * The middleware. `seconds` 0 passes every request through. `routes` is the route table
 * (`build.routes`) that tells which pages read the page cookies; without it a request carrying
 * one is never served from the copy. Mount it before compression, so a kept answer is sent as
 * it was compressed, and before the security headers, which are kept with it. Its `purge` is
 * called with the keys of each purge any instance announces (server/app.ts).
 */
export function pageCache(options: {
  seconds: number;
  megabytes: number;
  routes?: ServerBuild["routes"];
}): PageCache {
  const ttl = Math.round(options.seconds * 1000);
  const readers = options.routes ? pageCookieReaders(options.routes) : undefined;
  /** The kept copies' cache keys filed under each surrogate key. */
  const filed = new Map<string, Set<string>>();
  /** When each surrogate key was last purged (performance.now()). */
  const purgedAt = new Map<string, number>();
  const kept = new LRUCache<string, Kept>({
    maxSize: options.megabytes * 1024 * 1024,
    sizeCalculation: (entry) => entry.body.length + 512,
    ttl: Math.max(ttl, 1),
    dispose: (entry, cacheKey) => {
      for (const key of entry.keys) {
        const set = filed.get(key);
        set?.delete(cacheKey);
        if (set?.size === 0) filed.delete(key);
      }
    },
  });
  const rendering = new Map<string, Promise<void>>();

  function keep(cacheKey: string, entry: Kept, renderedFrom: number) {
    // A purge that arrived while the page rendered: it may show what the purge was about.
    if (entry.keys.some((key) => (purgedAt.get(key) ?? -Infinity) >= renderedFrom)) return;
    kept.set(cacheKey, entry);
    // One larger than the whole cache is not kept (lru-cache refuses it).
    if (!kept.has(cacheKey)) return;
    for (const key of entry.keys) {
      let set = filed.get(key);
      if (!set) filed.set(key, (set = new Set()));
      set.add(cacheKey);
    }
  }

  function purge(keys: readonly string[]) {
    const now = performance.now();
    for (const [key, at] of purgedAt) if (now - at > PURGE_MEMORY_MS) purgedAt.delete(key);
    for (const key of keys) {
      purgedAt.set(key, now);
      for (const cacheKey of [...(filed.get(key) ?? [])]) kept.delete(cacheKey);
    }
  }

  function send(req: Request, res: Response, entry: Kept) {
    res.status(entry.status);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("Age", String(Math.floor((Date.now() - entry.storedAt) / 1000)));
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.setHeader("Content-Length", String(entry.body.length));
    res.end(req.method === "HEAD" ? undefined : entry.body);
  }

  /** Keeps what `res` sends, and calls `done` once it has finished or failed. */
  function capture(res: Response, done: (entry: Kept | null) => void) {
    const chunks: Buffer[] = [];
    let size = 0;
    const limit = options.megabytes * 1024 * 1024;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (chunk == null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size <= limit) chunks.push(buffer);
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return end(chunk, ...rest);
    }) as Response["end"];
    let settled = false;
    const settle = (entry: Kept | null) => {
      if (settled) return;
      settled = true;
      done(entry);
    };
    res.once("finish", () => {
      if (!isShareable(res) || size > limit) return settle(null);
      const headers = Object.entries(res.getHeaders())
        .filter(([name, value]) => value !== undefined && !PER_ANSWER.has(name))
        .map(
          ([name, value]) =>
            [name, Array.isArray(value) ? value.map(String) : String(value)] as [
              string,
              string | string[],
            ],
        );
      settle({
        status: 200,
        headers,
        body: Buffer.concat(chunks),
        storedAt: Date.now(),
        keys: [...answerKeys(res).add(SITE_KEY)],
      });
    });
    res.once("close", () => settle(null));
  }

  async function pageCacheMiddleware(req: Request, res: Response, next: NextFunction) {
    if (
      ttl <= 0 ||
      (req.method !== "GET" && req.method !== "HEAD") ||
      !isAnonymousRequest(req, readers)
    )
      return next();
    const key = cacheKey(req);
    const hit = kept.get(key);
    if (hit) return send(req, res, hit);
    const pending = rendering.get(key);
    if (pending) {
      await pending;
      const ready = kept.get(key);
      return ready ? send(req, res, ready) : next();
    }
    if (req.method === "HEAD") return next();
    let finished!: () => void;
    rendering.set(key, new Promise<void>((resolve) => (finished = resolve)));
    const renderedFrom = performance.now();
    capture(res, (entry) => {
      if (entry) keep(key, entry, renderedFrom);
      rendering.delete(key);
      finished();
    });
    next();
  }

  return Object.assign(pageCacheMiddleware, { purge });
}

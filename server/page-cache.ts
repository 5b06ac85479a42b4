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
 * PAGE_CACHE_SECONDS. A worker's cache is its own: another instance renders its own copy, so
 * nothing here must agree across instances, and a change reaches every visitor within that time.
 */
import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import type { ServerBuild } from "react-router";
import { COMPARE_COOKIE, COMPARE_COOKIE_READERS } from "~/lib/compare";
import { routeMatcher } from "~/lib/route-matches";
import { isSharedCacheControl } from "~/request/cache-control";
import { DATA_SAVER_COOKIE, isDataSaverOn } from "~/request/data-saver.server";
import { RECENT_COOKIE, RECENT_COOKIE_READERS } from "~/request/recent-cookie";
import { anonymousLanguage, LANGUAGE_COOKIE } from "~/request/language.server";

type Kept = {
  status: number;
  headers: [string, string | string[]][];
  body: Buffer;
  storedAt: number;
};

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

/**
 * The middleware. `seconds` 0 passes every request through. `routes` is the route table
 * (`build.routes`) that tells which pages read the page cookies; without it a request carrying
 * one is never served from the copy. Mount it before compression, so a kept answer is sent as
 * it was compressed, and before the security headers, which are kept with it.
 */
export function pageCache(options: {
  seconds: number;
  megabytes: number;
  routes?: ServerBuild["routes"];
}) {
  const ttl = Math.round(options.seconds * 1000);
  const readers = options.routes ? pageCookieReaders(options.routes) : undefined;
  const kept = new LRUCache<string, Kept>({
    maxSize: options.megabytes * 1024 * 1024,
    sizeCalculation: (entry) => entry.body.length + 512,
    ttl: Math.max(ttl, 1),
  });
  const rendering = new Map<string, Promise<void>>();

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
      settle({ status: 200, headers, body: Buffer.concat(chunks), storedAt: Date.now() });
    });
    res.once("close", () => settle(null));
  }

  return async function pageCacheMiddleware(req: Request, res: Response, next: NextFunction) {
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
    capture(res, (entry) => {
      if (entry) kept.set(key, entry);
      rendering.delete(key);
      finished();
    });
    next();
  };
}

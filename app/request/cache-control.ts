/**
 * Which answers a shared cache (a CDN in front of the site) may keep
 * (docs/decisions/019-cacheable-pages.md).
 *
 * A public page (home, browse, a car, a seller, the help pages) opts in with
 * `export const headers = sharedPageHeaders;`. `entry.server.tsx` then keeps the promise only
 * for a request without a session whose answer sets no cookie: such a page is the same for
 * every anonymous visitor, so it is sent with `SHARED_PAGE_CACHE`, a strong ETag (a matching
 * `If-None-Match` gets 304) and `Vary: Cookie, Save-Data`. A signed-in request, or one whose
 * answer sets a cookie (a flash message read), is `private, no-store` whatever the route says.
 */
import type { HeadersFunction } from "react-router";
import { languageOfPath } from "~/i18n/languages";

/**
 * Browsers revalidate every time (`max-age=0`, so a back button never shows a stale price), shared
 * caches keep the page 30 s, or until a change purges it (models/shared/page-purge.server.ts). No
 * `stale-while-revalidate`: browsers honour it too (Chrome, Firefox), and a browser's copy is the
 * one layer a purge cannot reach, so a car taken down would have stayed on a visitor's screen
 * for a minute more.
 */
export const SHARED_PAGE_CACHE = "public, max-age=0, s-maxage=30";

/**
 * What a shared page varies on besides its address: the cookies (a session makes it private; the
 * data saver choice changes it) and the `Save-Data` request header (app/request/data-saver.ts).
 * Compression adds `Accept-Encoding`.
 */
export const SHARED_PAGE_VARY = "Cookie, Save-Data";

/**
 * An English address also varies on `Accept-Language`: a visitor whose browser prefers Hausa,
 * Yoruba or Igbo is redirected to that language's address (docs/decisions/023-languages.md).
 * A prefixed address (`/ha/browse`) is one language whoever asks.
 */
export function sharedPageVary(url: string): string {
  return languageOfPath(new URL(url).pathname)
    ? SHARED_PAGE_VARY
    : `${SHARED_PAGE_VARY}, Accept-Language`;
}

/** What a page shown to one visitor only says, whoever asks. */
export const PERSONAL_PAGE_CACHE = "private, no-store";

/**
 * A route's `headers` export for a page a shared cache may keep; keeps the parents' cookies.
 * A loader that read something of the visitor's own for this answer (the home page's recently
 * viewed cars, from their cookie) answers with `Cache-Control: PERSONAL_PAGE_CACHE`, which is
 * kept: that answer is theirs alone.
 */
export const sharedPageHeaders: HeadersFunction = ({ parentHeaders, loaderHeaders }) => {
  const headers = new Headers(parentHeaders);
  for (const [name, value] of loaderHeaders) if (name !== "set-cookie") headers.set(name, value);
  if (!/\bprivate\b/.test(loaderHeaders.get("Cache-Control") ?? ""))
    headers.set("Cache-Control", SHARED_PAGE_CACHE);
  return headers;
};

/** Whether a `Cache-Control` value lets a shared cache keep the answer (it says `public`). */
export function isSharedCacheControl(value: string | null | undefined): boolean {
  return /\bpublic\b/.test(value ?? "");
}

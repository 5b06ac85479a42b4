/**
 * The compare list's cookie on the wire (docs/product.md#compare): `mm_compare`, the ids joined
 * by dots (lib/catalogue/compare.ts reads and writes the value and caps it at COMPARE_MAX), on the whole
 * site so the Compare forms of every page post it, kept 30 days, Lax, out of scripts' reach (only
 * the server reads it). The page cache ignores it on every page but /compare, the only one that
 * reads it (server/page-cache.ts).
 */
import { getEnv } from "~/env.server";
import { COMPARE_COOKIE, compareCookieValue, readCompareCookie } from "~/lib/catalogue/compare";

/** The cookie's lifetime in seconds: 30 days. */
const MAX_AGE = 30 * 24 * 3600;

/** The request's compare list (at most COMPARE_MAX valid ids; empty without the cookie). */
export function compareListOf(request: Request): string[] {
  return readCompareCookie(request.headers.get("cookie"));
}

/**
 * The Set-Cookie header that stores `ids` (at most COMPARE_MAX of them, whatever is passed), or
 * clears the cookie when none remain.
 */
export function compareCookie(ids: readonly string[]): string {
  const value = compareCookieValue(ids);
  return [
    `${COMPARE_COOKIE}=${value}`,
    "Path=/",
    `Max-Age=${value ? MAX_AGE : 0}`,
    "SameSite=Lax",
    "HttpOnly",
    ...(getEnv().secureCookies ? ["Secure"] : []),
  ].join("; ");
}

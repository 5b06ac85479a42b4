/**
 * Whether a request that changes something comes from one of our own pages: the one rule for
 * page form posts (server/page-guards.ts, before React Router) and for cookie-carried API
 * changes (`requireApiUser`). Rule and reasons: docs/decisions/008-security-review.md.
 */
import { getEnv } from "~/env.server";

/**
 * True when `origin` (the `Origin` header) is APP_URL's origin; a request that sends no
 * `Origin` counts when its `Referer` is on APP_URL's origin. Browsers send `Origin` with every
 * form post and every fetch that is not a GET, so the Referer matters only for clients that
 * leave it out; `Origin: null` (a sandboxed frame, a page with `Referrer-Policy: no-referrer`),
 * another origin, or neither header is not ours.
 */
export function fromOurPages(
  origin: string | null | undefined,
  referer: string | null | undefined,
): boolean {
  const ours = getEnv().appUrl;
  if (origin) return origin === ours;
  if (!referer) return false;
  try {
    return new URL(referer).origin === ours;
  } catch {
    return false;
  }
}

/**
 * What a route module's `handle` may say about posts it takes from outside our pages.
 * `oneClickPost`: a mail provider's server posts here without `Origin` or `Referer` (RFC 8058
 * one-click unsubscribe, `List-Unsubscribe-Post`); the signed token in the address is the only
 * authority and no cookie is read, so such a post needs no proof that it came from our pages.
 */
export type WriteHandle = { oneClickPost?: true };

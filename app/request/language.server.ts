/**
 * Which language a request is answered in (docs/decisions/023-languages.md), in this order:
 *
 * 1. the address's prefix (`/ha/browse` is Hausa whoever asks: a shared cache keys it by address);
 * 2. a signed-in user's language preference (`/profile`, `PUT /api/users/preferences`);
 * 3. the `mm_lang` cookie the footer's language switch sets (a year);
 * 4. `Accept-Language`, when it prefers Hausa, Yoruba or Igbo to English;
 * 5. English.
 *
 * An English address asked for in another language (by 2-4) is redirected to that language's
 * address by the root loader, for a GET; the API answers its `message` texts by
 * `Accept-Language` (then the preference) and keeps its addresses.
 */
import { getEnv } from "~/env.server";
import { safeRedirectIn } from "~/lib/account/auth-schemas";
import { DEFAULT_LANGUAGE, isLanguage, languageOfPath, type Language } from "~/i18n/languages";

export const LANGUAGE_COOKIE = "mm_lang";

const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})(?:;|$)`);

/** The language the footer's switch remembered in a `Cookie` header, if any. */
export function languageCookieChoice(cookieHeader: string | null | undefined): Language | null {
  const value = cookieHeader ? COOKIE_VALUE.exec(cookieHeader)?.[1] : undefined;
  return isLanguage(value) ? value : null;
}

/**
 * The site language an `Accept-Language` header prefers (`ha-NG,ha;q=0.9,en;q=0.8` -> `ha`), by
 * quality then order, matching primary subtags; null when it names none of ours. At most 20
 * entries are read (a longer header is someone's experiment, not a browser).
 */
export function acceptedLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  let best: { language: Language; q: number } | null = null;
  for (const part of header.split(",").slice(0, 20)) {
    const [tag = "", ...params] = part.trim().split(";");
    const primary = tag.trim().toLowerCase().split("-")[0];
    if (!isLanguage(primary)) continue;
    const qParam = params.find((p) => p.trim().startsWith("q="));
    const q = qParam ? Number(qParam.trim().slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? null;
}

/** Where the answer's language came from. */
export type LanguageSource = "address" | "preference" | "cookie" | "header" | "default";

/**
 * The language of a request, and where it came from. `preference` is the signed-in user's
 * saved language (undefined for a visitor).
 */
export function resolveLanguage(
  request: Request,
  preference?: Language | null,
): { language: Language; source: LanguageSource } {
  const fromAddress = languageOfPath(new URL(request.url).pathname);
  if (fromAddress) return { language: fromAddress, source: "address" };
  if (preference) return { language: preference, source: "preference" };
  const fromCookie = languageCookieChoice(request.headers.get("cookie"));
  if (fromCookie) return { language: fromCookie, source: "cookie" };
  const fromHeader = acceptedLanguage(request.headers.get("accept-language"));
  if (fromHeader) return { language: fromHeader, source: "header" };
  return { language: DEFAULT_LANGUAGE, source: "default" };
}

/**
 * The language of a visitor's request without a session, as the page cache keys it
 * (server/page-cache.ts): the address's prefix, else the cookie, else `Accept-Language`.
 */
export function anonymousLanguage(input: {
  path: string;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Language {
  return (
    languageOfPath(input.path) ??
    languageCookieChoice(input.cookie) ??
    acceptedLanguage(input.acceptLanguage) ??
    DEFAULT_LANGUAGE
  );
}

/** The Set-Cookie header that remembers the language switch's choice for a year. */
export function languageCookie(language: Language): string {
  return [
    `${LANGUAGE_COOKIE}=${language}`,
    "Path=/",
    `Max-Age=${365 * 24 * 60 * 60}`,
    "SameSite=Lax",
    ...(getEnv().secureCookies ? ["Secure"] : []),
  ].join("; ");
}

/**
 * The language a request without a session lookup is answered in (address, cookie, then
 * `Accept-Language`): a page form post's messages and the address it redirects to.
 */
export function requestLanguage(request: Request): Language {
  return resolveLanguage(request).language;
}

/**
 * Where to send the browser after `request`, in its language: `/dashboard` after a post to
 * `/ha/login` is `/ha/dashboard`. `to` may come from the user (a form's `redirectTo`): it is
 * judged after it is localised (`safeRedirectIn`, docs/decisions/008-security-review.md), and
 * `fallback` (in the request's language) answers a target that would leave the site.
 */
export function pathInRequestLanguage(request: Request, to: unknown, fallback = "/"): string {
  return safeRedirectIn(requestLanguage(request), to, fallback);
}

/**
 * Who is asking: the session cookie (pages) or the `Authorization: Bearer` token (API), both
 * carrying a session token checked against the `sessions` table. Helpers in the Epic Stack
 * style: `getUser` returns null, `requireUser` redirects to /login?redirectTo=..., `requireApiUser`
 * answers 401 JSON, `requireUserWithPermission` answers 403.
 *
 * The cookie is httpOnly, SameSite=Lax, Secure in production, named with the `__Host-` prefix
 * there (so no subdomain or plain-HTTP page can set it), and signed with `SESSION_SECRET` (a
 * comma-separated list, newest first, so secrets can rotate). Without SESSION_SECRET a random
 * secret is generated once into `<DATA_DIR>/session-secret` (never in code).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { msg } from "~/i18n/messages";
import { translateText } from "~/i18n/server/catalogues.server";
import { createCookie, data, redirect } from "react-router";
import { getSessionUser, revokeSessionToken } from "~/models/identity/sessions.server";
import { type PublicUser } from "~/models/identity/users.server";
import { saveFavourite } from "~/models/saved/favourites.server";
import { recordRecentViews } from "~/models/catalogue/recently-viewed.server";
import { adoptLanguage, getPreferences } from "~/models/shared/preferences.server";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { languageCookieChoice, resolveLanguage } from "./language.server";
import { clearRecentCookie, hasRecentCookie, readRecentCookie } from "./recently-viewed.server";
import { apiError } from "./api.server";
import { bearerApiKey } from "./api-key.server";
import { fromOurPages } from "./origin.server";
import { getEnv } from "~/env.server";
import { safeRedirectIn } from "~/lib/account/auth-schemas";
import {
  permissionRefusal,
  roleGrants,
  staffAccessBlock,
  userHasPermission,
  type Permission,
} from "~/lib/vocabulary/permissions";

export type { PublicUser };

/** The secrets signing our cookies, newest first. */
export function cookieSecrets(): string[] {
  const configured = getEnv()
    .SESSION_SECRET?.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (configured?.length) return configured;
  const file = path.join(getEnv().dataDir, "session-secret");
  try {
    return [fs.readFileSync(file, "utf8").trim()];
  } catch {
    // Several server workers may start at once: the secret is written to a private file and
    // linked into place, which fails (harmlessly) for every writer but the first, so all of
    // them read the same complete secret.
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const draft = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
    fs.writeFileSync(draft, crypto.randomBytes(32).toString("base64url"), { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
    return [fs.readFileSync(file, "utf8").trim()];
  }
}

/** Reads or creates the session secret now (the server calls it before forking workers). */
export function ensureSessionSecret() {
  cookieSecrets();
}

/** The session cookie's name: `__Host-mm_session` wherever cookies are Secure. */
export function sessionCookieName() {
  return getEnv().secureCookies ? "__Host-mm_session" : "mm_session";
}

let cookie: ReturnType<typeof createCookie> | undefined;
function sessionCookie() {
  cookie ??= createCookie(sessionCookieName(), {
    httpOnly: true,
    sameSite: "lax",
    secure: getEnv().secureCookies,
    path: "/",
    secrets: cookieSecrets(),
  });
  return cookie;
}

/** How a request carries its session: the API's Bearer header, or the browser's cookie. */
export type Credential = { token: string; via: "bearer" | "cookie" };

/** The session token of a request: Bearer header first, then the signed cookie. */
export async function getCredential(request: Request): Promise<Credential | null> {
  const auth = request.headers.get("authorization");
  if (auth?.toLowerCase().startsWith("bearer ")) {
    const token = auth.slice(7).trim();
    // An API key is no session: it signs no one in (request/api-key.server.ts).
    return token && !bearerApiKey(request) ? { token, via: "bearer" } : null;
  }
  const value = await sessionCookie().parse(request.headers.get("cookie"));
  return typeof value === "string" && value ? { token: value, via: "cookie" } : null;
}

export async function getSessionToken(request: Request): Promise<string | null> {
  return (await getCredential(request))?.token ?? null;
}

export type Auth = { user: PublicUser; sessionId: string; via: Credential["via"] };
const cache = new WeakMap<Request, Promise<Auth | null>>();

/** The signed-in user, session id and credential kind, or null. Looked up once per request. */
export function getAuth(request: Request): Promise<Auth | null> {
  let hit = cache.get(request);
  if (!hit) {
    hit = getCredential(request).then(async (credential) => {
      if (!credential) return null;
      const found = await getSessionUser(credential.token);
      return found ? { ...found, via: credential.via } : null;
    });
    cache.set(request, hit);
  }
  return hit;
}

export async function getUser(request: Request): Promise<PublicUser | null> {
  return (await getAuth(request))?.user ?? null;
}

/** Where to come back after signing in: the current path and query. */
export function currentPath(request: Request) {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

export async function requireUser(
  request: Request,
  redirectTo = currentPath(request),
): Promise<PublicUser> {
  const user = await getUser(request);
  if (!user) throw redirect(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  return user;
}

export async function requireAnonymous(request: Request) {
  if (await getUser(request)) throw redirect("/dashboard");
}

/**
 * 403 page for a signed-in user without the permission: "Access denied", or, for staff whose
 * role grants it but whose e-mail is not confirmed or whose two-factor authentication is off,
 * what to turn on (the data carries `staffAccess`: "email" or "twoFactor", which the error
 * boundaries show with a link to fix it; docs/decisions/005-permissions.md, "Staff access").
 */
export async function requireUserWithPermission(
  request: Request,
  permission: Permission,
): Promise<PublicUser> {
  const user = await requireUser(request);
  if (!userHasPermission(user, permission)) {
    const staffAccess = roleGrants(user.role, permission) ? staffAccessBlock(user) : null;
    // In the page's language, as pageLanguage() reads it (request/page-language.server.ts).
    const { language } = resolveLanguage(request, (await getPreferences(user.id)).language);
    const message = translateText(
      language,
      staffAccess ? msg(`refusals.staffAccess.${staffAccess}`) : msg("common.error.noPermission"),
    );
    throw data({ message, staffAccess }, { status: 403 });
  }
  return user;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The API's user: 401 JSON when signed out (never a redirect); 403 for a cookie-authenticated
 * change that does not come from our own pages (`fromOurPages`: its `Origin`, else its
 * `Referer`, is APP_URL's; docs/decisions/008-security-review.md). A Bearer token is never sent
 * by a browser on its own, so Bearer requests need no such check.
 */
export async function requireApiUser(
  request: Request,
): Promise<PublicUser & { sessionId: string }> {
  const auth = await getAuth(request);
  // A dealer's API key opens only the dealer operations (request/api-key.server.ts).
  if (!auth && bearerApiKey(request)) throw apiError(401, msg("auth.api.keyNotHere"));
  if (!auth) throw apiError(401, msg("auth.api.signInToContinue"));
  if (
    auth.via === "cookie" &&
    !SAFE_METHODS.has(request.method) &&
    !fromOurPages(request.headers.get("origin"), request.headers.get("referer"))
  )
    throw apiError(403, msg("refusals.crossSite"));
  return { ...auth.user, sessionId: auth.sessionId };
}

/**
 * The API's user holding `permission`: 401 signed out, 403 without it, whose message tells staff
 * whose e-mail is not confirmed or whose two-factor authentication is off what to turn on.
 */
export async function requireApiPermission(request: Request, permission: Permission) {
  const user = await requireApiUser(request);
  const refusal = permissionRefusal(user, permission);
  if (refusal) throw apiError(403, refusal);
  return user;
}

/** Set-Cookie for a new session: 30 days with remember me, else a browser-session cookie. */
export async function commitSessionCookie(token: string, remember: boolean, expiresAt: Date) {
  return sessionCookie().serialize(
    token,
    remember
      ? { expires: expiresAt, maxAge: Math.floor((expiresAt.getTime() - Date.now()) / 1000) }
      : {},
  );
}

export async function clearSessionCookie() {
  return sessionCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}

/** Ends the request's session (row and cookie) and redirects. */
export async function logout(request: Request, to = "/") {
  const token = await getSessionToken(request);
  if (token) await revokeSessionToken(token);
  return redirect(to, { headers: { "Set-Cookie": await clearSessionCookie() } });
}

/** A save (heart) made while signed out, completed after sign-in (10 minutes). */
let pendingSaveCookieJar: ReturnType<typeof createCookie> | undefined;
const pendingSave = () =>
  (pendingSaveCookieJar ??= createCookie("mm_pending_save", {
    httpOnly: true,
    sameSite: "lax",
    secure: getEnv().secureCookies,
    path: "/",
    maxAge: 600,
  }));

export async function pendingSaveCookie(listingId: string) {
  return pendingSave().serialize(listingId);
}

/**
 * After a successful sign-in (password, two-factor or Google): sets the session cookie,
 * completes a pending save, moves the visitor's recently viewed cars into the account and
 * clears their cookie (docs/product.md#recently-viewed-and-similar-cars), and redirects to `to`
 * in the user's language, judged after localising (`safeRedirectIn`; `/dashboard` when it would
 * leave the site).
 */
export async function redirectSignedIn(
  request: Request,
  session: { userId: string; token: string; expiresAt: Date; remember: boolean },
  to: string,
) {
  const headers = new Headers();
  headers.append(
    "Set-Cookie",
    await commitSessionCookie(session.token, session.remember, session.expiresAt),
  );
  const listingId = await pendingSave().parse(request.headers.get("cookie"));
  if (typeof listingId === "string") {
    await saveFavourite(session.userId, listingId);
    headers.append("Set-Cookie", await pendingSave().serialize("", { maxAge: 0 }));
  }
  if (hasRecentCookie(request)) {
    await recordRecentViews(session.userId, await readRecentCookie(request));
    headers.append("Set-Cookie", await clearRecentCookie());
  }
  // The language the visitor was reading in becomes theirs unless they already chose one, and
  // the next page opens in the user's language without a second redirect.
  const visiting = resolveLanguage(request).language;
  const language =
    visiting === DEFAULT_LANGUAGE && !languageCookieChoice(request.headers.get("cookie"))
      ? (await getPreferences(session.userId)).language
      : await adoptLanguage(session.userId, visiting);
  return redirect(safeRedirectIn(language, to), { headers });
}

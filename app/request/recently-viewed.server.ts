/**
 * The `mm_recent` cookie (app/request/recent-cookie.ts): a visitor's last 12 car ids, newest
 * first. It is checked on reading, not signed: only UUIDs are kept, at most 12, and only public
 * listings among them are ever shown, so a hand-made cookie shows its owner public cars at most. `Path=/` (the home page reads it), `SameSite=Lax`,
 * httpOnly, kept 90 days. Signed-in users keep theirs in the account instead
 * (models/catalogue/recently-viewed.server.ts); the cookie is merged there at sign-in and cleared.
 */
import { createCookie } from "react-router";
import { getEnv } from "~/env.server";
import { isUuid } from "~/lib/forms/ids";
import { RECENT_LIMIT } from "~/lib/catalogue/recently-viewed";
import { RECENT_COOKIE } from "./recent-cookie";

let jar: ReturnType<typeof createCookie> | undefined;
const recentCookie = () =>
  (jar ??= createCookie(RECENT_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    secure: getEnv().secureCookies,
    path: "/",
    maxAge: 90 * 24 * 3600,
  }));

/** The visitor's recently viewed car ids, newest first (empty without a valid cookie). */
export async function readRecentCookie(request: Request): Promise<string[]> {
  const header = request.headers.get("cookie");
  if (!header?.includes(`${RECENT_COOKIE}=`)) return [];
  const value: unknown = await recentCookie().parse(header);
  if (typeof value !== "string") return [];
  return [...new Set(value.split(",").filter((id) => isUuid(id)))].slice(0, RECENT_LIMIT);
}

/** Whether the request carries the cookie at all (its answer is then not shared). */
export function hasRecentCookie(request: Request): boolean {
  return request.headers.get("cookie")?.includes(`${RECENT_COOKIE}=`) ?? false;
}

/**
 * The Set-Cookie that puts `listingId` first in the visitor's list (at most 12 kept); null when
 * it is first already.
 */
export async function recentCookieWith(
  request: Request,
  listingId: string,
): Promise<string | null> {
  const ids = await readRecentCookie(request);
  if (ids[0] === listingId) return null;
  const next = [listingId, ...ids.filter((id) => id !== listingId)].slice(0, RECENT_LIMIT);
  return recentCookie().serialize(next.join(","));
}

/** The Set-Cookie that forgets the visitor's list. */
export async function clearRecentCookie(): Promise<string> {
  return recentCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}

/**
 * A first-party visitor id for counting car views (docs/decisions/008-security-review.md): a random
 * id in the httpOnly `mm_viewer` cookie, kept a year. Counting anonymous views by this id (not by
 * IP and User-Agent, which anyone can vary) makes a view one per browser per day; the model also
 * caps views per IP per listing per day, so a script that drops the cookie gains little.
 *
 * The cookie's path is `/beacon`: only the view beacon reads it, so page requests carry no
 * cookie of ours and a shared cache can keep them (docs/decisions/019-cacheable-pages.md). The
 * id used to live in `mm_vid` on every path; a browser that still sends it keeps its id, moved
 * to the new cookie, and the old one is cleared.
 */
import crypto from "node:crypto";
import { createCookie } from "react-router";
import { getEnv } from "~/env.server";

/** Where the visitor cookie is sent: the beacons under it (routes/public/car/view-beacon.ts). */
export const BEACON_PATH = "/beacon";

let cookie: ReturnType<typeof createCookie> | undefined;
const visitorCookie = () =>
  (cookie ??= createCookie("mm_viewer", {
    httpOnly: true,
    sameSite: "lax",
    secure: getEnv().secureCookies,
    path: BEACON_PATH,
    maxAge: 365 * 24 * 3600,
  }));

let legacy: ReturnType<typeof createCookie> | undefined;
const legacyCookie = () =>
  (legacy ??= createCookie("mm_vid", {
    httpOnly: true,
    sameSite: "lax",
    secure: getEnv().secureCookies,
    path: "/",
  }));

const VISITOR_ID = /^[\w-]{16,64}$/;

/**
 * The request's visitor id, and the Set-Cookie headers that give a new visitor theirs (or move
 * an id from the old site-wide cookie); none when the browser already has one.
 */
export async function visitorOf(request: Request): Promise<{ id: string; setCookies: string[] }> {
  const header = request.headers.get("cookie");
  const value = await visitorCookie().parse(header);
  if (typeof value === "string" && VISITOR_ID.test(value)) return { id: value, setCookies: [] };
  const old = await legacyCookie().parse(header);
  const id =
    typeof old === "string" && VISITOR_ID.test(old)
      ? old
      : crypto.randomBytes(16).toString("base64url");
  const setCookies = [await visitorCookie().serialize(id)];
  if (old !== null) setCookies.push(await legacyCookie().serialize("", { maxAge: 0 }));
  return { id, setCookies };
}

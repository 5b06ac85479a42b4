/**
 * A first-party visitor id for counting car views (docs/decisions/008-security-review.md): a random
 * id in the httpOnly `mm_vid` cookie, kept a year. Counting anonymous views by this id (not by IP
 * and User-Agent, which anyone can vary) makes a view one per browser per day; the model also caps
 * views per IP per listing per day, so a script that drops the cookie gains little.
 */
import crypto from "node:crypto";
import { createCookie } from "react-router";
import { getEnv } from "~/env.server";

let cookie: ReturnType<typeof createCookie> | undefined;
const visitorCookie = () =>
  (cookie ??= createCookie("mm_vid", {
    httpOnly: true,
    sameSite: "lax",
    secure: getEnv().secureCookies,
    path: "/",
    maxAge: 365 * 24 * 3600,
  }));

/**
 * The request's visitor id, and the Set-Cookie header that gives a new visitor theirs
 * (null when the browser already has one).
 */
export async function visitorOf(
  request: Request,
): Promise<{ id: string; setCookie: string | null }> {
  const value = await visitorCookie().parse(request.headers.get("cookie"));
  if (typeof value === "string" && /^[\w-]{16,64}$/.test(value))
    return { id: value, setCookie: null };
  const id = crypto.randomBytes(16).toString("base64url");
  return { id, setCookie: await visitorCookie().serialize(id) };
}

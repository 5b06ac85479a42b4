/**
 * The sign-in's second step on the web (docs/decisions/012-security-center.md): after a right
 * password (or Google) for an account with 2FA on, the challenge token and where to go next wait
 * five minutes in an httpOnly cookie for `/login/2fa`, so the token never appears in a URL.
 */
import { createCookie, redirect } from "react-router";
import { getEnv } from "~/env.server";
import { safeRedirect } from "~/lib/account/auth-schemas";
import type { SessionInfo } from "~/models/identity/sessions.server";

let jar: ReturnType<typeof createCookie> | undefined;
const challengeCookie = () =>
  (jar ??= createCookie("mm_2fa", {
    httpOnly: true,
    sameSite: "lax",
    secure: getEnv().secureCookies,
    // The whole site: the step is also at /ha/login/2fa, /yo/... (docs/decisions/023-languages.md).
    path: "/",
    maxAge: 300,
  }));

export type PendingChallenge = { token: string; redirectTo: string };

/** Redirects to `/login/2fa` (`at`: in the reader's language) with the challenge kept in the cookie. */
export async function redirectToTwoFactor(challenge: PendingChallenge, at = "/login/2fa") {
  return redirect(at, {
    headers: { "Set-Cookie": await challengeCookie().serialize(challenge) },
  });
}

/**
 * The challenge waiting for this browser, or null. The cookie is the client's to change, so
 * its target is checked again with `safeRedirect` (docs/decisions/008-security-review.md).
 */
export async function readChallenge(request: Request): Promise<PendingChallenge | null> {
  const value: unknown = await challengeCookie().parse(request.headers.get("cookie"));
  if (!value || typeof value !== "object") return null;
  const { token, redirectTo } = value as Record<string, unknown>;
  if (typeof token !== "string") return null;
  return { token, redirectTo: safeRedirect(redirectTo) };
}

/** A Set-Cookie header that forgets the challenge. */
export function clearChallenge() {
  return challengeCookie().serialize("", { maxAge: 0 });
}

/** The client's address (from the load context) and User-Agent, for sessions and events. */
export function clientInfo(
  request: Request,
  context: { clientIp?: string | null } | undefined,
): SessionInfo {
  return { ip: context?.clientIp ?? null, userAgent: request.headers.get("user-agent") };
}

/** `/auth/google/callback`: finishes Google sign-in, opens a session, returns to the page. */
import { redirect } from "react-router";
import { safeRedirect } from "~/lib/auth-schemas";
import {
  googleAuthenticator,
  isGoogleConfigured,
  oauthReturnCookie,
} from "~/request/authenticator.server";
import { redirectSignedIn } from "~/request/session.server";
import { createSession } from "~/models/auth.server";
import { SUSPENDED } from "~/models/account.server";
import type { Route } from "./+types/google-callback";

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!isGoogleConfigured()) return redirect("/login");
  let user;
  try {
    user = await googleAuthenticator(request).authenticate("google", request);
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("Google sign-in failed:", (error as Error).message);
    return redirect("/login?google=failed");
  }
  if (user.status === "suspended") return redirect(`/login?error=${encodeURIComponent(SUSPENDED)}`);
  const session = await createSession(user.id, {
    remember: true,
    ip: context?.clientIp ?? null,
    userAgent: request.headers.get("user-agent"),
  });
  const to = safeRedirect(await oauthReturnCookie.parse(request.headers.get("cookie")));
  return redirectSignedIn(
    request,
    { userId: user.id, token: session.token, expiresAt: session.expiresAt, remember: true },
    to,
  );
}

/**
 * `/auth/google/callback`: finishes Google sign-in, opens a session, returns to the page.
 * With 2FA on, the code is asked at /login/2fa first. Failures go back to /login with their
 * message as a flash: Google refused, the account is
 * suspended, or the e-mail belongs to an account whose owner has not confirmed it (sign in with
 * the password first: docs/decisions/008-security-review.md).
 */
import { safeRedirect } from "~/lib/auth-schemas";
import { startSignedInSession, SUSPENDED } from "~/models/account/sign-in.server";
import { UnverifiedAccountError } from "~/models/identity/users.server";
import { DomainError } from "~/models/shared/errors.server";
import {
  googleAuthenticator,
  isGoogleConfigured,
  oauthReturnCookie,
} from "~/request/authenticator.server";
import { redirectWithFlash } from "~/request/flash.server";
import { redirectSignedIn } from "~/request/session.server";
import { clientInfo, redirectToTwoFactor } from "~/request/two-factor-challenge.server";
import type { Route } from "./+types/google-callback";

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!isGoogleConfigured())
    return redirectWithFlash("/login", "Google sign-in is not available.", "error");
  let user;
  try {
    user = await googleAuthenticator().authenticate("google", request);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof UnverifiedAccountError || error instanceof DomainError)
      return redirectWithFlash("/login", error.message, "error");
    console.error("Google sign-in failed:", (error as Error).message);
    return redirectWithFlash("/login", "Google sign-in did not work. Please try again.", "error");
  }
  if (user.status === "suspended") return redirectWithFlash("/login", SUSPENDED, "error");
  const to = safeRedirect(await oauthReturnCookie.parse(request.headers.get("cookie")));
  const started = await startSignedInSession(
    user,
    { remember: true, ...clientInfo(request, context) },
    "google",
  );
  if (started.twoFactorRequired)
    return redirectToTwoFactor({ token: started.challengeToken, redirectTo: to });
  return redirectSignedIn(
    request,
    { userId: user.id, token: started.token, expiresAt: started.expiresAt, remember: true },
    to,
  );
}

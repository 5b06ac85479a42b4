/**
 * `/auth/google/callback`: finishes Google sign-in, opens a session, returns to the page.
 * With 2FA on, the code is asked at /login/2fa first. Failures go back to /login with their
 * message as a flash: Google refused, the account is
 * suspended, or the e-mail belongs to an account whose owner has not confirmed it (sign in with
 * the password first: docs/decisions/008-security-review.md).
 */
import { safeRedirect } from "~/lib/account/auth-schemas";
import { startSignedInSession, SUSPENDED } from "~/models/account/sign-in.server";
import {
  googleSignIn,
  isGoogleConfigured,
  oauthReturnCookie,
} from "~/request/authenticator.server";
import { redirectWithFlash } from "~/request/flash.server";
import { redirectSignedIn } from "~/request/session.server";
import { clientInfo, redirectToTwoFactor } from "~/request/two-factor-challenge.server";
import { msg } from "~/i18n/messages";
import { pathInRequestLanguage } from "~/request/language.server";
import type { Route } from "./+types/google-callback";

export async function loader({ request, context }: Route.LoaderArgs) {
  // Google comes back to the one callback address: the sign-in page is in the reader's
  // language by cookie or browser (docs/decisions/023-languages.md).
  const login = pathInRequestLanguage(request, "/login");
  if (!isGoogleConfigured())
    return redirectWithFlash(login, msg("auth.google.unavailable"), "error");
  const google = await googleSignIn(request);
  if (google.failed !== undefined) return redirectWithFlash(login, google.failed, "error");
  const { user } = google;
  if (user.status === "suspended") return redirectWithFlash(login, SUSPENDED, "error");
  const to = safeRedirect(await oauthReturnCookie.parse(request.headers.get("cookie")));
  const started = await startSignedInSession(
    user,
    { remember: true, ...clientInfo(request, context) },
    "google",
  );
  if (started.twoFactorRequired)
    return redirectToTwoFactor(
      { token: started.challengeToken, redirectTo: to },
      pathInRequestLanguage(request, "/login/2fa"),
    );
  return redirectSignedIn(
    request,
    { userId: user.id, token: started.token, expiresAt: started.expiresAt, remember: true },
    to,
  );
}

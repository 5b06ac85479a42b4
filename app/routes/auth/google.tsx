/**
 * `/auth/google`: starts Google sign-in (remix-auth-oauth2 redirects to Google with state and
 * PKCE). 404 when Google is not configured. `redirectTo` is kept in a short cookie.
 */
import { data } from "react-router";
import { safeRedirect } from "~/lib/account/auth-schemas";
import {
  googleAuthenticator,
  isGoogleConfigured,
  oauthReturnCookie,
} from "~/request/authenticator.server";
import { translateText } from "~/i18n/server/catalogues.server";
import { msg } from "~/i18n/messages";
import { requestLanguage } from "~/request/language.server";
import type { Route } from "./+types/google";

export async function loader({ request }: Route.LoaderArgs) {
  if (!isGoogleConfigured())
    throw data(translateText(requestLanguage(request), msg("auth.google.unavailablePage")), {
      status: 404,
    });
  const to = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  try {
    await googleAuthenticator().authenticate("google", request);
  } catch (response) {
    // The strategy answers with a redirect to Google; add our return-path cookie to it.
    if (response instanceof Response) {
      response.headers.append("Set-Cookie", await oauthReturnCookie.serialize(to));
      throw response;
    }
    throw response;
  }
  throw data("Unexpected Google sign-in state", { status: 400 });
}

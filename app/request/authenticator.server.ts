/**
 * remix-auth's Authenticator with Google's strategy (remix-auth-oauth2, Google's OAuth 2
 * endpoints): only when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. Resolves to the
 * linked or new user. The e-mail and password form is a page form like the others
 * (routes/auth/login.tsx answers it with handleForm and `signIn`). Sessions themselves are ours
 * (database rows), not remix-auth's.
 */
import { createCookie } from "react-router";
import { Authenticator } from "remix-auth";
import { OAuth2Strategy } from "remix-auth-oauth2";
import {
  findOrCreateOAuthUser,
  UnverifiedAccountError,
  type PublicUser,
} from "~/models/identity/users.server";
import { msg } from "~/i18n/messages";
import { DomainError } from "~/models/shared/errors.server";
import { getEnv } from "~/env.server";

export const GOOGLE = {
  authorizationEndpoint: "https://accounts.google.com/o/oauth2/v2/auth",
  tokenEndpoint: "https://oauth2.googleapis.com/token",
  userInfoEndpoint: "https://openidconnect.googleapis.com/v1/userinfo",
};

/**
 * Where to go after Google sign-in: the safe `redirectTo` of /auth/google, kept ten minutes
 * in an httpOnly cookie. Server-only, so React Router's cookie code stays out of the browser.
 */
export const oauthReturnCookie = createCookie("mm_oauth_return", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: 600,
});

export function isGoogleConfigured() {
  return getEnv().googleSignIn;
}

/** The Google authenticator; its redirect URI is on APP_URL (never the request's Host). */
export function googleAuthenticator() {
  const env = getEnv();
  const authenticator = new Authenticator<PublicUser>();
  authenticator.use(
    new OAuth2Strategy(
      {
        cookie: {
          name: "mm_oauth",
          httpOnly: true,
          sameSite: "Lax",
          ...(env.secureCookies ? { secure: true as const } : {}),
          path: "/",
        },
        clientId: env.GOOGLE_CLIENT_ID!,
        clientSecret: env.GOOGLE_CLIENT_SECRET!,
        authorizationEndpoint: GOOGLE.authorizationEndpoint,
        tokenEndpoint: GOOGLE.tokenEndpoint,
        redirectURI: `${env.appUrl}/auth/google/callback`,
        scopes: ["openid", "email", "profile"],
      },
      async ({ tokens }) => {
        const res = await fetch(GOOGLE.userInfoEndpoint, {
          headers: { Authorization: `Bearer ${tokens.accessToken()}` },
        });
        if (!res.ok) throw new Error(`Google user info failed with ${res.status}`);
        const info = (await res.json()) as {
          sub: string;
          email?: string;
          email_verified?: boolean;
          given_name?: string;
          family_name?: string;
        };
        if (!info.email || info.email_verified === false)
          throw new Error("Google did not confirm this e-mail address");
        return findOrCreateOAuthUser({
          provider: "google",
          providerUserId: info.sub,
          email: info.email,
          firstName: info.given_name ?? "",
          lastName: info.family_name ?? "",
        });
      },
    ),
    "google",
  );
  return authenticator;
}

/**
 * The account a Google sign-in coming back to /auth/google/callback belongs to, or the text to
 * show on the sign-in page when it failed: our refusal's own message (a DomainError, or an
 * account whose owner has not confirmed its e-mail: UnverifiedAccountError,
 * docs/decisions/008-security-review.md), or, for anything else (Google refused, a network
 * error; logged), "Google sign-in did not work. Please try again.". Google's own redirects (a
 * Response) are thrown.
 */
export async function googleSignIn(
  request: Request,
): Promise<{ user: PublicUser; failed?: undefined } | { failed: string }> {
  try {
    return { user: await googleAuthenticator().authenticate("google", request) };
  } catch (error) {
    if (error instanceof Response) throw error;
    // Message keys, shown in the sign-in page's language (docs/decisions/023-languages.md).
    if (error instanceof UnverifiedAccountError) return { failed: msg("auth.google.unverified") };
    if (error instanceof DomainError) return { failed: error.message };
    console.error("Google sign-in failed:", (error as Error).message);
    return { failed: msg("auth.google.failed") };
  }
}

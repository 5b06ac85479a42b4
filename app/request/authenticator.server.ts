/**
 * remix-auth's Authenticator with our strategies:
 * - `form` (remix-auth-form): e-mail and password, validated with LoginSchema and checked by
 *   `signIn` (rate limits, suspended accounts); resolves to a SignInResult.
 * - `google` (remix-auth-oauth2, Google's OAuth 2 endpoints): only when GOOGLE_CLIENT_ID and
 *   GOOGLE_CLIENT_SECRET are set. Resolves to the linked or new user.
 * Sessions themselves are ours (database rows), not remix-auth's.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { createCookie } from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { OAuth2Strategy } from "remix-auth-oauth2";
import { findOrCreateOAuthUser, type PublicUser } from "~/models/identity/users.server";
import { signIn, type SignInResult } from "~/models/account/sign-in.server";
import { LoginSchema } from "~/lib/auth-schemas";
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

const parseLogin = (form: FormData) => parseWithZod(form, { schema: LoginSchema });
export type FormLogin = { result: SignInResult | null; submission: ReturnType<typeof parseLogin> };

/** Form sign-in: validates, then signs in. `clientIp` comes from the load context. */
export function formAuthenticator(clientIp: string | null) {
  const authenticator = new Authenticator<FormLogin>();
  authenticator.use(
    new FormStrategy(async ({ form, request }) => {
      const submission = parseLogin(form);
      if (submission.status !== "success") return { result: null, submission };
      const result = await signIn(submission.value.email, submission.value.password, {
        remember: submission.value.remember === true,
        ip: clientIp,
        userAgent: request.headers.get("user-agent"),
      });
      return { result, submission };
    }),
    "form",
  );
  return authenticator;
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

/**
 * Google's OAuth 2 endpoints, mocked at the network edge with MSW (the app's own code runs
 * unchanged). `googleUser` is what the userinfo endpoint answers; the token endpoint accepts
 * any code except "bad-code".
 */
import { http, HttpResponse } from "msw";
import { GOOGLE } from "../../app/request/authenticator.server";

export const googleUser = {
  sub: "google-user-1",
  email: "chioma.google@example.ng",
  email_verified: true,
  given_name: "Chioma",
  family_name: "Eze",
};

/** Who Google says is signing in; a test may change it with `setGoogleUser`. */
let current = { ...googleUser };
export function setGoogleUser(user: Partial<typeof googleUser> = {}) {
  current = { ...googleUser, ...user };
}

export const googleHandlers = [
  http.post(GOOGLE.tokenEndpoint, async ({ request }) => {
    const body = new URLSearchParams(await request.text());
    if (body.get("code") === "bad-code")
      return HttpResponse.json({ error: "invalid_grant" }, { status: 400 });
    if (!body.get("code_verifier"))
      return HttpResponse.json({ error: "invalid_request" }, { status: 400 });
    return HttpResponse.json({
      access_token: "google-access-token",
      token_type: "Bearer",
      expires_in: 3600,
      scope: "openid email profile",
    });
  }),
  http.get(GOOGLE.userInfoEndpoint, ({ request }) => {
    if (request.headers.get("authorization") !== "Bearer google-access-token")
      return new HttpResponse(null, { status: 401 });
    return HttpResponse.json(current);
  }),
];

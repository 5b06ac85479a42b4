import { eq } from "drizzle-orm";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "#db/schema";
import { db } from "#db/connection";
import { readOutbox } from "~/services/mail.server";
import { googleHandlers, googleUser, setGoogleUser } from "../../../../tests/mocks/google";
import { resetEnv } from "~/env.server";
import { deliverQueuedMail } from "../../../../tests/support/jobs";
import { useTestDatabase } from "../../../../tests/setup/database";
import { callRoute } from "../../../../tests/support/routes";
import { loader as googleStart } from "~/routes/auth/google";
import { loader as googleCallback } from "~/routes/auth/google-callback";
import { action as twoFactorStep } from "~/routes/auth/login-2fa";
import { enableTwoFactor, startTwoFactorSetup } from "~/models/security/two-factor.server";
import { generateTOTP } from "@epic-web/totp";
import { action as forgot } from "./forgot-password";
import { action as login } from "./login";
import { action as logout } from "./logout";
import { action as refresh } from "./refresh-token";
import { action as register } from "./register";
import { action as reset } from "./reset-password";
import { action as verify } from "./verify-email";
import { action as changePassword } from "~/routes/api/users/change-password";
import { action as deleteAccount } from "~/routes/api/users/delete-account";
import { action as updateProfile, loader as profile } from "~/routes/api/users/profile";

useTestDatabase();

/** The mail to `to`, newest first, after the queued mail was delivered. */
async function mailTo(to: string) {
  await deliverQueuedMail();
  return readOutbox(to);
}

const newAccount = (email: string) => ({
  firstName: "Emeka",
  lastName: "Nwosu",
  email,
  phone: "+2348061234567",
  location: "abuja",
  password: "okra-soup-42",
  accountType: "both",
});

describe("POST /api/auth/register", () => {
  it("creates the account (201) and stores the phone as E.164; a taken e-mail gets the very same answer and its owner a mail", async () => {
    const r = await callRoute(register, {
      method: "POST",
      json: { ...newAccount("emeka@example.ng"), phone: "0806 123 4567" },
    });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({
      success: true,
      message: "Check your e-mail: we sent a message to emeka@example.ng with the next step.",
      data: { email: "emeka@example.ng" },
    });
    const [row] = await db().select().from(users).where(eq(users.email, "emeka@example.ng"));
    expect(row).toMatchObject({ phone: "+2348061234567", state: "fct" });
    expect(JSON.stringify(r.body)).not.toContain(row.id);

    // The same address again (any case, another password): nothing tells it was taken.
    const again = await callRoute(register, {
      method: "POST",
      json: { ...newAccount("EMEKA@example.ng"), password: "another-pass-77" },
    });
    expect(again.status).toBe(r.status);
    expect(again.body).toEqual(r.body);
    expect(await db().select().from(users).where(eq(users.email, "emeka@example.ng"))).toHaveLength(
      1,
    );
    // The owner hears of it, with what to do if it was them.
    const [notice, welcome] = await mailTo("emeka@example.ng");
    expect(welcome.subject).toMatch(/Confirm your e-mail/);
    expect(notice.subject).toBe("Someone tried to create a MotorMart account with your e-mail");
    expect(notice.text).toContain(
      "Someone tried to create a MotorMart account with this e-mail address",
    );
    expect(notice.text).toContain("https://motormart.test/login");
    expect(notice.text).toContain("https://motormart.test/forgot-password");
    expect(notice.text).not.toMatch(/token=/);
  });

  it("answers 400 for bad JSON, missing fields and wrong types; 413 for a huge body; 415 for a form body", async () => {
    expect(
      (
        await callRoute(register, {
          method: "POST",
          body: "{not json",
          headers: { "content-type": "application/json" },
        })
      ).status,
    ).toBe(400);
    const missing = await callRoute(register, { method: "POST", json: {} });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual(
      ["accountType", "email", "firstName", "lastName", "location", "password", "phone"].sort(),
    );
    const types = await callRoute(register, {
      method: "POST",
      json: { ...newAccount("t@example.ng"), password: 12345678, accountType: 3 },
    });
    expect(types.status).toBe(400);
    expect(Object.keys(types.body.errors).sort()).toEqual(["accountType", "password"]);
    expect(
      (
        await callRoute(register, {
          method: "POST",
          body: JSON.stringify({ pad: "x".repeat(20_000) }),
          headers: { "content-type": "application/json" },
        })
      ).status,
    ).toBe(413);
    expect(
      (
        await callRoute(register, {
          method: "POST",
          body: "email=a",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        })
      ).status,
    ).toBe(415);
  });
});

describe("login, token use, refresh and logout", () => {
  it("returns a Bearer token that opens the profile, refreshes and ends", async () => {
    await callRoute(register, { method: "POST", json: newAccount("token@example.ng") });
    const bad = await callRoute(login, {
      method: "POST",
      json: { email: "token@example.ng", password: "wrong-pass" },
    });
    expect(bad).toMatchObject({
      status: 401,
      body: { success: false, message: "Invalid email or password" },
    });

    const ok = await callRoute(login, {
      method: "POST",
      json: { email: "token@example.ng", password: "okra-soup-42" },
    });
    expect(ok.status).toBe(200);
    const token = ok.body.data.token as string;
    expect(ok.body.data.user).toMatchObject({ email: "token@example.ng", role: "user" });

    expect((await callRoute(profile, { method: "GET" })).status).toBe(401);
    const me = await callRoute(profile, { method: "GET", token });
    expect(me.body.data.email).toBe("token@example.ng");

    const updated = await callRoute(updateProfile, {
      method: "PUT",
      token,
      json: { city: "Wuse 2", phone: "0906 000 1111" },
    });
    expect(updated.body.data).toMatchObject({ city: "Wuse 2", phone: "+2349060001111" });
    expect(
      (await callRoute(updateProfile, { method: "PUT", token, json: { role: "admin" } })).status,
    ).toBe(400);

    const fresh = await callRoute(refresh, { method: "POST", token });
    const newToken = fresh.body.data.token as string;
    expect(newToken).not.toBe(token);
    expect((await callRoute(profile, { method: "GET", token })).status).toBe(401);
    expect((await callRoute(profile, { method: "GET", token: newToken })).status).toBe(200);

    expect((await callRoute(logout, { method: "POST", token: newToken })).status).toBe(200);
    expect((await callRoute(profile, { method: "GET", token: newToken })).status).toBe(401);
  });

  it("answers 429 after 10 failed sign-ins for one account", async () => {
    await callRoute(register, { method: "POST", json: newAccount("brute@example.ng") });
    for (let i = 0; i < 10; i++)
      await callRoute(login, {
        method: "POST",
        json: { email: "brute@example.ng", password: "nope-nope" },
      });
    const r = await callRoute(login, {
      method: "POST",
      json: { email: "brute@example.ng", password: "okra-soup-42" },
    });
    expect(r.status).toBe(429);
  });
});

describe("verify, forgot and reset", () => {
  it("verifies the e-mail once", async () => {
    await callRoute(register, { method: "POST", json: newAccount("mailcheck@example.ng") });
    const token = /token=([\w-]+)/.exec((await mailTo("mailcheck@example.ng"))[0].text)![1];
    expect((await callRoute(verify, { method: "POST", json: { token } })).status).toBe(200);
    expect((await callRoute(verify, { method: "POST", json: { token } })).status).toBe(400);
    expect((await callRoute(verify, { method: "POST", json: {} })).status).toBe(400);
  });

  it("answers the same for known and unknown e-mails and refuses a replayed reset token", async () => {
    await callRoute(register, { method: "POST", json: newAccount("forgot@example.ng") });
    const known = await callRoute(forgot, { method: "POST", json: { email: "forgot@example.ng" } });
    const unknown = await callRoute(forgot, {
      method: "POST",
      json: { email: "ghost@example.ng" },
    });
    expect(known).toEqual(unknown);
    const mail = (await mailTo("forgot@example.ng")).find((m) => m.subject.includes("Reset"))!;
    const token = /token=([\w-]+)/.exec(mail.text)![1];
    expect(
      (await callRoute(reset, { method: "POST", json: { token, password: "short" } })).status,
    ).toBe(400);
    expect(
      (await callRoute(reset, { method: "POST", json: { token, password: "brand-new-pass" } }))
        .status,
    ).toBe(200);
    const replay = await callRoute(reset, {
      method: "POST",
      json: { token, password: "another-pass-1" },
    });
    expect(replay.status).toBe(400);
    expect(
      (
        await callRoute(login, {
          method: "POST",
          json: { email: "forgot@example.ng", password: "brand-new-pass" },
        })
      ).status,
    ).toBe(200);
  });
});

describe("change password and delete account", () => {
  it("changes the password (checking the old one) and ends the other sessions", async () => {
    await callRoute(register, { method: "POST", json: newAccount("change@example.ng") });
    const a = (
      await callRoute(login, {
        method: "POST",
        json: { email: "change@example.ng", password: "okra-soup-42" },
      })
    ).body.data.token;
    const b = (
      await callRoute(login, {
        method: "POST",
        json: { email: "change@example.ng", password: "okra-soup-42" },
      })
    ).body.data.token;
    expect(
      (
        await callRoute(changePassword, {
          method: "POST",
          token: a,
          json: { currentPassword: "wrong", newPassword: "newpass123" },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await callRoute(changePassword, {
          method: "POST",
          token: a,
          json: { currentPassword: "okra-soup-42", newPassword: "newpass123" },
        })
      ).status,
    ).toBe(200);
    expect((await callRoute(profile, { method: "GET", token: a })).status).toBe(200);
    expect((await callRoute(profile, { method: "GET", token: b })).status).toBe(401);
  });

  it("deletes the account after the password, with its sessions", async () => {
    await callRoute(register, { method: "POST", json: newAccount("leaving@example.ng") });
    const userId = (await db().select().from(users).where(eq(users.email, "leaving@example.ng")))[0]
      .id;
    const token = (
      await callRoute(login, {
        method: "POST",
        json: { email: "leaving@example.ng", password: "okra-soup-42" },
      })
    ).body.data.token;
    expect(
      (
        await callRoute(deleteAccount, {
          method: "POST",
          token,
          json: { password: "okra-soup-42" },
        })
      ).status,
    ).toBe(405);
    expect(
      (await callRoute(deleteAccount, { method: "DELETE", token, json: { password: "nope" } }))
        .status,
    ).toBe(400);
    expect(
      (
        await callRoute(deleteAccount, {
          method: "DELETE",
          token,
          json: { password: "okra-soup-42" },
        })
      ).status,
    ).toBe(200);
    expect(await db().select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    expect((await callRoute(profile, { method: "GET", token })).status).toBe(401);
  });
});

describe("Google sign-in (Google's endpoints mocked with MSW)", () => {
  const server = setupServer(...googleHandlers);
  beforeAll(() => {
    process.env.GOOGLE_CLIENT_ID = "test-client";
    process.env.GOOGLE_CLIENT_SECRET = "test-secret";
    resetEnv();
    server.listen({ onUnhandledRequest: "error" });
  });
  afterAll(() => {
    server.close();
    delete process.env.GOOGLE_CLIENT_ID;
    delete process.env.GOOGLE_CLIENT_SECRET;
    resetEnv();
  });

  /** Starts Google sign-in, then comes back from Google with `code`: the callback's answer. */
  async function signInWithGoogle(code = "good-code", redirectTo = "/favorites") {
    const start = await callRoute(googleStart, { path: `/auth/google?redirectTo=${redirectTo}` });
    const location = new URL(start.location!);
    const cookie = start.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const done = await callRoute(googleCallback, {
      path: `/auth/google/callback?code=${code}&state=${location.searchParams.get("state")}`,
      cookie,
    });
    return { location, done };
  }

  it("redirects to Google, then signs in (creating the account) and returns to the page", async () => {
    setGoogleUser();
    const { location, done } = await signInWithGoogle();
    expect(location.origin + location.pathname).toBe(
      "https://accounts.google.com/o/oauth2/v2/auth",
    );
    expect(location.searchParams.get("client_id")).toBe("test-client");
    // The redirect URI is on APP_URL, never on the request's host.
    expect(location.searchParams.get("redirect_uri")).toBe(
      "https://motormart.test/auth/google/callback",
    );
    expect(done.status).toBe(302);
    expect(done.location).toBe("/favorites");
    expect(done.headers.getSetCookie().some((c) => c.startsWith("mm_session="))).toBe(true);
    const [user] = await db().select().from(users).where(eq(users.email, googleUser.email));
    expect(user).toMatchObject({ firstName: "Chioma", lastName: "Eze" });
    expect(user.emailVerifiedAt).not.toBeNull();
  });

  it("sends the user back to sign in when Google refuses the code", async () => {
    const { done } = await signInWithGoogle("bad-code");
    expect(done.location).toBe("/login");
    expect(done.headers.getSetCookie().some((c) => c.startsWith("mm_session="))).toBe(false);
  });

  it("never signs into an account whose e-mail its owner has not confirmed (pre-registration hijack)", async () => {
    // Someone registered the victim's address first, with a password of their own.
    await callRoute(register, {
      method: "POST",
      json: newAccount("victim.google@example.ng"),
    });
    setGoogleUser({ sub: "google-victim", email: "victim.google@example.ng" });
    const { done } = await signInWithGoogle();
    expect(done.location).toBe("/login");
    expect(done.headers.getSetCookie().some((c) => c.startsWith("mm_session="))).toBe(false);
    const [row] = await db()
      .select()
      .from(users)
      .where(eq(users.email, "victim.google@example.ng"));
    expect(row.emailVerifiedAt).toBeNull();

    // Once the address is confirmed by its owner, Google links to the account.
    await db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, row.id));
    const again = await signInWithGoogle();
    expect(again.done.location).toBe("/favorites");
    expect(again.done.headers.getSetCookie().some((c) => c.startsWith("mm_session="))).toBe(true);
  });

  it("asks for the 2FA code after Google too, then returns to the page", async () => {
    setGoogleUser({ sub: "google-2fa", email: "two.factor.google@example.ng" });
    await signInWithGoogle();
    const [user] = await db()
      .select()
      .from(users)
      .where(eq(users.email, "two.factor.google@example.ng"));
    const { secret } = await startTwoFactorSetup(user.id, user.email);
    const { otp } = await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" });
    const { recoveryCodes } = await enableTwoFactor(user.id, otp);

    const { done } = await signInWithGoogle();
    expect(done.location).toBe("/login/2fa");
    const cookies = done.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith("mm_session="))).toBe(false);
    const cookie = cookies.find((c) => c.startsWith("mm_2fa="))!.split(";")[0];
    const finished = await callRoute(twoFactorStep, {
      method: "POST",
      path: "/login/2fa",
      cookie,
      form: { code: recoveryCodes[0] },
    });
    expect(finished.location).toBe("/favorites");
    expect(finished.headers.getSetCookie().some((c) => c.startsWith("mm_session="))).toBe(true);
  });
});

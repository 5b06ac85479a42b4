import { eq } from "drizzle-orm";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "#db/schema";
import { db } from "#db/connection";
import { readOutbox } from "~/services/mail.server";
import { googleHandlers, googleUser } from "../../../../tests/mocks/google";
import { useTestDatabase } from "../../../../tests/setup/database";
import { loader as googleStart } from "~/routes/auth/google";
import { loader as googleCallback } from "~/routes/auth/google-callback";
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

type Handler = (args: never) => Promise<Response> | Response;
let ipCounter = 0;
async function call(
  handler: Handler,
  init: {
    method?: string;
    body?: unknown;
    raw?: string;
    token?: string;
    type?: string;
    ip?: string;
  } = {},
) {
  const headers = new Headers();
  if (init.body !== undefined || init.raw !== undefined)
    headers.set("content-type", init.type ?? "application/json");
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  const request = new Request("http://localhost/api/x", {
    method: init.method ?? "POST",
    headers,
    body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  let res: Response;
  try {
    res = await handler({
      request,
      params: {},
      context: { clientIp: init.ip ?? `192.0.2.${++ipCounter % 250}` },
    } as never);
  } catch (thrown) {
    if (thrown instanceof Response) res = thrown;
    else throw thrown;
  }
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const newAccount = (email: string) => ({
  firstName: "Emeka",
  lastName: "Nwosu",
  email,
  phone: "+2348061234567",
  location: "abuja",
  password: "password123",
  accountType: "both",
});

describe("POST /api/auth/register", () => {
  it("creates the account (201), stores the phone as E.164, and 409s a taken e-mail", async () => {
    const r = await call(register, {
      body: { ...newAccount("emeka@example.ng"), phone: "0806 123 4567" },
    });
    expect(r.status).toBe(201);
    expect(r.body.data.user).toMatchObject({
      email: "emeka@example.ng",
      phone: "+2348061234567",
      state: "fct",
    });
    expect(r.body.data.user.passwordHash).toBeUndefined();
    const again = await call(register, { body: newAccount("EMEKA@example.ng") });
    expect(again.status).toBe(409);
    expect(again.body.errors.email).toEqual(["An account with this email already exists"]);
  });

  it("answers 400 for bad JSON, missing fields and wrong types; 413 for a huge body; 415 for a form body", async () => {
    expect((await call(register, { raw: "{not json" })).status).toBe(400);
    const missing = await call(register, { body: {} });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual(
      ["accountType", "email", "firstName", "lastName", "location", "password", "phone"].sort(),
    );
    const types = await call(register, {
      body: { ...newAccount("t@example.ng"), password: 12345678, accountType: 3 },
    });
    expect(types.status).toBe(400);
    expect(Object.keys(types.body.errors).sort()).toEqual(["accountType", "password"]);
    expect(
      (await call(register, { raw: JSON.stringify({ pad: "x".repeat(20_000) }) })).status,
    ).toBe(413);
    expect(
      (await call(register, { raw: "email=a", type: "application/x-www-form-urlencoded" })).status,
    ).toBe(415);
  });
});

describe("login, token use, refresh and logout", () => {
  it("returns a Bearer token that opens the profile, refreshes and ends", async () => {
    await call(register, { body: newAccount("token@example.ng") });
    const bad = await call(login, { body: { email: "token@example.ng", password: "wrong-pass" } });
    expect(bad).toEqual({
      status: 401,
      body: { success: false, message: "Invalid email or password" },
    });

    const ok = await call(login, { body: { email: "token@example.ng", password: "password123" } });
    expect(ok.status).toBe(200);
    const token = ok.body.data.token as string;
    expect(ok.body.data.user).toMatchObject({ email: "token@example.ng", role: "user" });

    expect((await call(profile, { method: "GET" })).status).toBe(401);
    const me = await call(profile, { method: "GET", token });
    expect(me.body.data.email).toBe("token@example.ng");

    const updated = await call(updateProfile, {
      method: "PUT",
      token,
      body: { city: "Wuse 2", phone: "0906 000 1111" },
    });
    expect(updated.body.data).toMatchObject({ city: "Wuse 2", phone: "+2349060001111" });
    expect(
      (await call(updateProfile, { method: "PUT", token, body: { role: "admin" } })).status,
    ).toBe(400);

    const fresh = await call(refresh, { token });
    const newToken = fresh.body.data.token as string;
    expect(newToken).not.toBe(token);
    expect((await call(profile, { method: "GET", token })).status).toBe(401);
    expect((await call(profile, { method: "GET", token: newToken })).status).toBe(200);

    expect((await call(logout, { token: newToken })).status).toBe(200);
    expect((await call(profile, { method: "GET", token: newToken })).status).toBe(401);
  });

  it("answers 429 after 10 failed sign-ins for one account", async () => {
    await call(register, { body: newAccount("brute@example.ng") });
    for (let i = 0; i < 10; i++)
      await call(login, { body: { email: "brute@example.ng", password: "nope-nope" } });
    const r = await call(login, { body: { email: "brute@example.ng", password: "password123" } });
    expect(r.status).toBe(429);
  });
});

describe("verify, forgot and reset", () => {
  it("verifies the e-mail once", async () => {
    await call(register, { body: newAccount("mailcheck@example.ng") });
    const token = /token=([\w-]+)/.exec((await readOutbox("mailcheck@example.ng"))[0].text)![1];
    expect((await call(verify, { body: { token } })).status).toBe(200);
    expect((await call(verify, { body: { token } })).status).toBe(400);
    expect((await call(verify, { body: {} })).status).toBe(400);
  });

  it("answers the same for known and unknown e-mails and refuses a replayed reset token", async () => {
    await call(register, { body: newAccount("forgot@example.ng") });
    const known = await call(forgot, { body: { email: "forgot@example.ng" } });
    const unknown = await call(forgot, { body: { email: "ghost@example.ng" } });
    expect(known).toEqual(unknown);
    const mail = (await readOutbox("forgot@example.ng")).find((m) => m.subject.includes("Reset"))!;
    const token = /token=([\w-]+)/.exec(mail.text)![1];
    expect((await call(reset, { body: { token, password: "short" } })).status).toBe(400);
    expect((await call(reset, { body: { token, password: "brand-new-pass" } })).status).toBe(200);
    const replay = await call(reset, { body: { token, password: "another-pass-1" } });
    expect(replay.status).toBe(400);
    expect(
      (await call(login, { body: { email: "forgot@example.ng", password: "brand-new-pass" } }))
        .status,
    ).toBe(200);
  });
});

describe("change password and delete account", () => {
  it("changes the password (checking the old one) and ends the other sessions", async () => {
    await call(register, { body: newAccount("change@example.ng") });
    const a = (await call(login, { body: { email: "change@example.ng", password: "password123" } }))
      .body.data.token;
    const b = (await call(login, { body: { email: "change@example.ng", password: "password123" } }))
      .body.data.token;
    expect(
      (
        await call(changePassword, {
          token: a,
          body: { currentPassword: "wrong", newPassword: "newpass123" },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(changePassword, {
          token: a,
          body: { currentPassword: "password123", newPassword: "newpass123" },
        })
      ).status,
    ).toBe(200);
    expect((await call(profile, { method: "GET", token: a })).status).toBe(200);
    expect((await call(profile, { method: "GET", token: b })).status).toBe(401);
  });

  it("deletes the account after the password, with its sessions", async () => {
    const created = await call(register, { body: newAccount("leaving@example.ng") });
    const token = (
      await call(login, { body: { email: "leaving@example.ng", password: "password123" } })
    ).body.data.token;
    expect(
      (await call(deleteAccount, { method: "POST", token, body: { password: "password123" } }))
        .status,
    ).toBe(405);
    expect(
      (await call(deleteAccount, { method: "DELETE", token, body: { password: "nope" } })).status,
    ).toBe(400);
    expect(
      (await call(deleteAccount, { method: "DELETE", token, body: { password: "password123" } }))
        .status,
    ).toBe(200);
    expect(await db().select().from(users).where(eq(users.id, created.body.data.user.id))).toEqual(
      [],
    );
    expect(
      await db().select().from(sessions).where(eq(sessions.userId, created.body.data.user.id)),
    ).toEqual([]);
    expect((await call(profile, { method: "GET", token })).status).toBe(401);
  });
});

describe("Google sign-in (Google's endpoints mocked with MSW)", () => {
  const server = setupServer(...googleHandlers);
  beforeAll(() => {
    process.env.GOOGLE_CLIENT_ID = "test-client";
    process.env.GOOGLE_CLIENT_SECRET = "test-secret";
    server.listen({ onUnhandledRequest: "error" });
  });
  afterAll(() => {
    server.close();
    delete process.env.GOOGLE_CLIENT_ID;
    delete process.env.GOOGLE_CLIENT_SECRET;
  });

  const run = async (
    handler: (args: never) => unknown,
    url: string,
    cookie = "",
  ): Promise<Response> => {
    try {
      return (await handler({
        request: new Request(url, { headers: { cookie } }),
        params: {},
        context: { clientIp: "198.51.100.1" },
      } as never)) as Response;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  };

  it("redirects to Google, then signs in (creating the account) and returns to the page", async () => {
    const start = await run(googleStart, "http://localhost/auth/google?redirectTo=/favorites");
    const location = new URL(start.headers.get("location")!);
    expect(location.origin + location.pathname).toBe(
      "https://accounts.google.com/o/oauth2/v2/auth",
    );
    expect(location.searchParams.get("client_id")).toBe("test-client");
    expect(location.searchParams.get("redirect_uri")).toBe("http://localhost/auth/google/callback");
    const cookies = start.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    const done = await run(
      googleCallback,
      `http://localhost/auth/google/callback?code=good-code&state=${location.searchParams.get("state")}`,
      cookies,
    );
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/favorites");
    expect(done.headers.getSetCookie().some((c) => c.startsWith("mm_session="))).toBe(true);
    const [user] = await db().select().from(users).where(eq(users.email, googleUser.email));
    expect(user).toMatchObject({ firstName: "Chioma", lastName: "Eze" });
    expect(user.emailVerifiedAt).not.toBeNull();
  });

  it("sends the user back to sign in when Google refuses the code", async () => {
    const start = await run(googleStart, "http://localhost/auth/google");
    const state = new URL(start.headers.get("location")!).searchParams.get("state");
    const cookies = start.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const done = await run(
      googleCallback,
      `http://localhost/auth/google/callback?code=bad-code&state=${state}`,
      cookies,
    );
    expect(done.headers.get("location")).toBe("/login?google=failed");
  });
});

/**
 * Regression tests for the holes a security review reproduced
 * (docs/decisions/008-security-review.md) in accounts, sessions and the API, Google sign-in and
 * e-mail links included. Each test failed on the code before its fix. Listings' holes are in
 * security-review-listings.pg.db.test.ts; what only the real HTTP server shows (headers, raw
 * malformed URLs) is in tests/e2e/security.spec.ts.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { sessions, users } from "#db/schema";
import { EnvError, parseEnv, resetEnv } from "~/env.server";
import { safeRedirect } from "~/lib/account/auth-schemas";
import { registerUser } from "~/models/identity/users.server";
import { publishListing, createDraft } from "~/models/selling/selling.server";
import { action as apiForgot } from "~/routes/api/auth/forgot-password";
import { action as apiLogin } from "~/routes/api/auth/login";
import { action as apiRefresh } from "~/routes/api/auth/refresh-token";
import { action as apiRegister } from "~/routes/api/auth/register";
import { action as apiCars } from "~/routes/api/cars/cars";
import { loader as openApi } from "~/routes/api/meta/openapi";
import { action as apiChangePassword } from "~/routes/api/users/change-password";
import { action as apiDeleteAccount } from "~/routes/api/users/delete-account";
import { action as apiProfile } from "~/routes/api/users/profile";
import { action as loginPage } from "~/routes/auth/login";
import { action as resetPage } from "~/routes/auth/reset-password";
import { action as verifyAction, loader as verifyLoader } from "~/routes/auth/verify-email";
import { loader as carPage } from "~/routes/public/car/route";
import { readOutbox } from "~/services/mail.server";
import { LISTING_FIELDS, createListing, createUser } from "../factories";
import { useTestDatabase } from "../setup/database";
import { raceTest } from "../setup/race";
import { deliverQueuedMail } from "../support/jobs";
import { callRoute, signIn } from "../support/routes";

useTestDatabase();

const APP_URL = "https://motormart.test"; // vitest.config.ts
const PASSWORD = "okra-soup-42";

async function mailTo(to: string) {
  await deliverQueuedMail();
  return readOutbox(to);
}

async function account(email: string, fields: Partial<typeof users.$inferInsert> = {}) {
  const user = await registerUser({
    email,
    firstName: "Ngozi",
    lastName: "Eze",
    phone: "+2348031234567",
    location: "lagos",
    password: PASSWORD,
    accountType: "both",
  });
  if (Object.keys(fields).length) await db().update(users).set(fields).where(eq(users.id, user.id));
  return user;
}

const sellerFields = LISTING_FIELDS;

describe("links come only from APP_URL, never from the request's Host", () => {
  // Without APP_URL (development and tests) links use http://localhost:PORT; a request whose
  // Host is an attacker's must not change that.
  beforeAll(() => {
    delete process.env.APP_URL;
    resetEnv();
  });
  afterAll(() => {
    process.env.APP_URL = APP_URL;
    resetEnv();
  });
  const LOCAL = "http://localhost:3000";

  it("mails a reset link on our origin when the request's host is an attacker's", async () => {
    await account("host-poison@example.ng");
    const r = await callRoute(apiForgot, {
      method: "POST",
      // The URL React Router builds from `Host: evil.example` / `X-Forwarded-Host`.
      path: "http://evil.example/api/auth/forgot-password",
      json: { email: "host-poison@example.ng" },
      headers: { "x-forwarded-host": "evil.example" },
    });
    expect(r.status).toBe(200);
    const [mail] = await mailTo("host-poison@example.ng");
    expect(mail.text).toContain(`${LOCAL}/reset-password?token=`);
    expect(mail.text).not.toContain("evil.example");
  });

  it("builds og:url, canonical and the OpenAPI servers from our origin", async () => {
    const seller = await createUser();
    const car = await createListing(seller.id);
    const page = await callRoute(carPage, {
      path: `http://evil.example/car/${car.id}`,
      params: { id: car.id },
    });
    expect(page.body.origin).toBe(LOCAL);
    const doc = await callRoute(openApi, { path: "http://evil.example/api/openapi.json" });
    expect(doc.body.servers).toEqual([expect.objectContaining({ url: LOCAL })]);
  });

  it("refuses to start in production without APP_URL; development defaults to localhost:PORT", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(EnvError);
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/APP_URL is required/);
    expect(parseEnv({ NODE_ENV: "development", PORT: "4100" }).appUrl).toBe(
      "http://localhost:4100",
    );
    expect(parseEnv({ NODE_ENV: "production", APP_URL: "https://motormart.ng/" }).appUrl).toBe(
      "https://motormart.ng",
    );
  });
});

describe("no open redirect after sign-in", () => {
  it("refuses redirect targets that browsers resolve off-site", () => {
    for (const to of ["/\t/evil.example", "/\n/evil.example", "//evil.example", "/\\evil.example"])
      expect(safeRedirect(to), JSON.stringify(to)).toBe("/dashboard");
    expect(safeRedirect("/sell?tab=listings")).toBe("/sell?tab=listings");
    expect(safeRedirect("/car/é")).toBe("/car/%C3%A9");
  });

  it("sends a signed-in user to /dashboard, not to /%09/evil.example", async () => {
    await account("redirect@example.ng");
    const r = await callRoute(loginPage, {
      path: "/login",
      form: { email: "redirect@example.ng", password: PASSWORD, redirectTo: "/\t/evil.example" },
    });
    expect(r.status).toBe(302);
    expect(r.location).toBe("/dashboard");
  });
});

describe("password guesses and quotas are counted before they are checked", () => {
  it("checks at most 10 of 30 parallel wrong passwords for one account", async () => {
    await account("parallel@example.ng");
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        callRoute(apiLogin, {
          method: "POST",
          ip: `198.18.0.${i + 1}`,
          json: { email: "parallel@example.ng", password: `wrong-guess-${i}` },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
  });

  it("checks at most 30 parallel attempts from one IP across accounts", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        callRoute(apiLogin, {
          method: "POST",
          ip: "198.18.1.1",
          json: { email: `nobody-${i}@example.ng`, password: "wrong-guess" },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(30);
  });

  raceTest(
    "lets only one of two parallel submissions take a free seller's last monthly slot",
    async () => {
      const user = await createUser({ accountType: "seller" });
      const actor = {
        id: user.id,
        role: "user" as const,
        plan: "free" as const,
        accountType: "seller" as const,
      };
      const a = await createDraft(actor, sellerFields);
      const b = await createDraft(actor, sellerFields);
      const results = await Promise.allSettled([
        publishListing(actor, a),
        publishListing(actor, b),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      expect(results.find((r) => r.status === "rejected")).toMatchObject({
        reason: { status: 403, message: "sell.refusal.limitReached" },
      });
    },
  );
});

describe("change-password and delete-account are rate limited like sign-in", () => {
  it("answers 429 after 10 wrong current passwords, even for the right one", async () => {
    const user = await account("change-limit@example.ng");
    const token = await signIn(user);
    for (let i = 0; i < 10; i++) {
      const r = await callRoute(apiChangePassword, {
        method: "POST",
        token,
        json: { currentPassword: `not-it-${i}`, newPassword: "kola-nut-2099" },
      });
      expect(r.status).toBe(400);
    }
    const right = await callRoute(apiChangePassword, {
      method: "POST",
      token,
      json: { currentPassword: PASSWORD, newPassword: "kola-nut-2099" },
    });
    expect(right.status).toBe(429);
    const del = await callRoute(apiDeleteAccount, {
      method: "DELETE",
      token,
      json: { password: PASSWORD },
    });
    expect(del.status).toBe(429);
  });
});

describe("the API refuses cross-site requests that carry the cookie", () => {
  const payload = {
    title: "Honda Accord 2012 clean",
    brand: "Honda",
    model: "Accord",
    year: 2012,
    price: 4_500_000,
    location: "Lagos",
    description: "Buy and drive, first body, no accident.",
    condition: "good",
  };

  it("refuses a cookie-authenticated change from another origin (403), allows our own", async () => {
    const user = await createUser({ accountType: "seller", plan: "premium" });
    const token = await signIn(user);
    const foreign = await callRoute(apiCars, {
      method: "POST",
      path: "/api/cars",
      sessionCookie: token,
      headers: { origin: "https://evil.example" },
      json: payload,
    });
    expect(foreign.status).toBe(403);
    const none = await callRoute(apiCars, {
      method: "POST",
      path: "/api/cars",
      sessionCookie: token,
      json: payload,
    });
    expect(none.status).toBe(403);
    // Without Origin, the Referer decides, as for page forms (app/request/origin.server.ts).
    const referred = await callRoute(apiCars, {
      method: "POST",
      path: "/api/cars",
      sessionCookie: token,
      headers: { referer: "https://evil.example/sell" },
      json: payload,
    });
    expect(referred.status).toBe(403);
    const ours = await callRoute(apiCars, {
      method: "POST",
      path: "/api/cars",
      sessionCookie: token,
      headers: { origin: APP_URL },
      json: payload,
    });
    expect(ours.status).toBe(201);
    const bearer = await callRoute(apiCars, {
      method: "POST",
      path: "/api/cars",
      token,
      json: payload,
    });
    expect(bearer.status).toBe(201);
  });

  it("refuses a JSON body sent as text/plain (what a cross-site form can send)", async () => {
    const user = await createUser();
    const token = await signIn(user);
    const r = await callRoute(apiProfile, {
      method: "PUT",
      token,
      body: JSON.stringify({ city: "Ikeja" }),
      headers: { "content-type": "text/plain; charset=application/json" },
    });
    expect(r.status).toBe(415);
  });
});

describe("refreshing a token keeps its kind and its lifetime from sign-in", () => {
  it("gives a 12-hour session a new token that still ends 12 hours after sign-in", async () => {
    const user = await account("refresh@example.ng");
    const login = await callRoute(apiLogin, {
      method: "POST",
      json: { email: "refresh@example.ng", password: PASSWORD },
    });
    const first = new Date(login.body.data.expiresAt).getTime();
    expect(first - Date.now()).toBeLessThan(13 * 3600_000);
    let token = login.body.data.token as string;
    for (let i = 0; i < 3; i++) {
      const r = await callRoute(apiRefresh, { method: "POST", token });
      expect(r.status).toBe(200);
      expect(new Date(r.body.data.expiresAt).getTime()).toBe(first);
      token = r.body.data.token;
    }
    const [row] = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row.persistent).toBe(false);
  });
});

describe("the owner is mailed when the password changes", () => {
  it("mails after a change and after a reset", async () => {
    const user = await account("told@example.ng");
    const token = await signIn(user);
    const r = await callRoute(apiChangePassword, {
      method: "POST",
      token,
      json: { currentPassword: PASSWORD, newPassword: "kola-nut-2099" },
    });
    expect(r.status).toBe(200);
    const [changed] = await mailTo("told@example.ng");
    expect(changed.subject).toBe("Your MotorMart password was changed");

    await callRoute(apiForgot, { method: "POST", json: { email: "told@example.ng" } });
    const reset = (await mailTo("told@example.ng")).find((m) => /Reset your/.test(m.subject))!;
    const resetToken = /token=([\w-]+)/.exec(reset.text)![1];
    const done = await callRoute(resetPage, {
      path: "/reset-password",
      form: { token: resetToken, password: "kola-nut-3000", confirmPassword: "kola-nut-3000" },
    });
    expect(done.status).toBe(302);
    const changes = (await mailTo("told@example.ng")).filter((m) => /was changed/.test(m.subject));
    expect(changes).toHaveLength(2);
  });
});

describe("weak account data is refused", () => {
  const register = (fields: Record<string, string>) =>
    callRoute(apiRegister, {
      method: "POST",
      json: {
        firstName: "Bola",
        lastName: "Ade",
        email: "weak@example.ng",
        phone: "+2348031234567",
        location: "lagos",
        password: "kola-nut-2099",
        accountType: "buyer",
        ...fields,
      },
    });

  it("refuses common passwords and the e-mail as the password", async () => {
    for (const password of ["password", "12345678", "qwertyuiop", "weak@example.ng"]) {
      const r = await register({ password });
      expect(r.status, password).toBe(400);
      expect(r.body.errors.password, password).toBeDefined();
    }
    expect((await register({})).status).toBe(201);
  });

  it("stores only http(s) websites and state slugs", async () => {
    const user = await createUser();
    const token = await signIn(user);
    const put = (json: object) => callRoute(apiProfile, { method: "PUT", token, json });
    expect((await put({ website: "javascript:alert(document.cookie)" })).status).toBe(400);
    expect((await put({ state: "Atlantis" })).status).toBe(400);
    expect((await put({ website: "https://motors.ng", state: "lagos" })).status).toBe(200);
  });
});

describe("signed-in answers are never cached; the cookie is __Host- in production", () => {
  it("marks the API's login answer (with its token) private, no-store", async () => {
    await account("nostore@example.ng");
    const r = await callRoute(apiLogin, {
      method: "POST",
      json: { email: "nostore@example.ng", password: PASSWORD },
    });
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("private, no-store");
  });

  it("names the session cookie __Host-mm_session where cookies are Secure", () => {
    expect(
      parseEnv({ NODE_ENV: "production", APP_URL: "https://motormart.ng" }).secureCookies,
    ).toBe(true);
    expect(
      parseEnv({ NODE_ENV: "production", APP_URL: "http://x.test", INSECURE_COOKIES: "true" })
        .secureCookies,
    ).toBe(false);
  });
});

describe("e-mail links need a press, and Google needs a confirmed e-mail", () => {
  it("does not verify the e-mail when the link is only opened (a mail scanner's GET)", async () => {
    await callRoute(apiRegister, {
      method: "POST",
      json: {
        firstName: "Ify",
        lastName: "Obi",
        email: "scanner@example.ng",
        phone: "+2348031234567",
        location: "lagos",
        password: "kola-nut-2099",
        accountType: "buyer",
      },
    });
    const [{ id: userId }] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "scanner@example.ng"));
    const [mail] = await mailTo("scanner@example.ng");
    const token = /token=([\w-]+)/.exec(mail.text)![1];
    const opened = await callRoute(verifyLoader, { path: `/verify-email?token=${token}` });
    expect(opened.status).toBe(200);
    const verified = async () =>
      (await db().select().from(users).where(eq(users.id, userId)))[0].emailVerifiedAt;
    expect(await verified()).toBeNull();
    const pressed = await callRoute(verifyAction, { path: "/verify-email", form: { token } });
    expect(pressed.status).toBe(302);
    expect(await verified()).not.toBeNull();
  });
});

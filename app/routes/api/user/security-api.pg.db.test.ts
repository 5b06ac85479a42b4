/**
 * The Security Center through the API (docs/decisions/012-security-center.md): two-factor set-up,
 * sign-in with the code or a recovery code (once), sessions listed and revoked (the token stops
 * working), 2FA off with the password and a code, and deletion asking for the code.
 */
import { generateTOTP } from "@epic-web/totp";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "#db/connection";
import { securityEvents, twoFactor as twoFactorTable } from "#db/schema";
import { setPassword } from "~/models/identity/passwords.server";
import { listNotifications } from "~/models/shared/notifications.server";
import { resetLimit } from "~/models/shared/limits.server";
import { isTwoFactorEnabled } from "~/models/security/two-factor.server";
import { readOutbox } from "~/services/mail.server";
import { createUser } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { raceTest } from "../../../../tests/setup/race";
import { deliverQueuedMail } from "../../../../tests/support/jobs";
import { callRoute, signIn } from "../../../../tests/support/routes";
import * as login from "../auth/login";
import * as login2fa from "../auth/login-2fa";
import * as deleteAccount from "../users/delete-account";
import * as security from "./security";
import * as session from "./session";
import * as sessions from "./sessions";
import * as twoFactor from "./two-factor";

useTestDatabase();

const PASSWORD = "a long passphrase for lagos";
const step = (token: string, name: string, json?: unknown) =>
  callRoute(twoFactor.action, {
    method: "POST",
    path: `/api/user/2fa/${name}`,
    token,
    json: json ?? {},
  });
const apiLogin = (email: string) =>
  callRoute(login.action, {
    method: "POST",
    path: "/api/auth/login",
    json: { email, password: PASSWORD },
  });
const secondStep = (challengeToken: string, code: string) =>
  callRoute(login2fa.action, {
    method: "POST",
    path: "/api/auth/login/2fa",
    json: { challengeToken, code },
  });
const listSessions = (token: string) =>
  callRoute(sessions.loader, { path: "/api/user/sessions", token });

/** The app's code `seconds` from now (the next 30-second step is still accepted). */
async function codeAt(secret: string, seconds = 0) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + seconds * 1000);
  const { otp } = await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" });
  vi.useRealTimers();
  return otp;
}

async function userWithTwoFactor() {
  const user = await createUser();
  await setPassword(user.id, PASSWORD);
  const token = await signIn(user);
  const setup = await step(token, "setup");
  const { secret } = setup.body.data as { secret: string };
  const on = await step(token, "enable", { code: await codeAt(secret) });
  return { user, token, secret, recoveryCodes: on.body.data.recoveryCodes as string[] };
}

afterEach(() => vi.useRealTimers());

describe("two-factor authentication API", () => {
  it("answers 401 to a visitor", async () => {
    expect((await callRoute(security.loader, { path: "/api/user/security" })).status).toBe(401);
    expect((await callRoute(sessions.loader, { path: "/api/user/sessions" })).status).toBe(401);
    expect(
      (await callRoute(twoFactor.action, { method: "POST", path: "/api/user/2fa/setup" })).status,
    ).toBe(401);
  });

  it("sets up with a QR URI and a code, shows 10 recovery codes once, refuses a second set-up", async () => {
    const user = await createUser();
    const token = await signIn(user);
    const setup = await step(token, "setup");
    expect(setup.status).toBe(200);
    expect(setup.body.data.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.body.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\/MotorMart:/);
    expect(setup.body.data.otpauthUrl).toContain(`secret=${setup.body.data.secret}`);

    const wrong = await step(token, "enable", { code: "000000" });
    expect(wrong.status).toBe(400);
    expect(await isTwoFactorEnabled(user.id)).toBe(false);
    expect((await step(token, "enable", { code: "12ab56" })).status).toBe(400);

    const on = await step(token, "enable", { code: await codeAt(setup.body.data.secret) });
    expect(on.status).toBe(200);
    const codes = on.body.data.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(codes[0]).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await isTwoFactorEnabled(user.id)).toBe(true);

    expect((await step(token, "setup")).status).toBe(409);
    const overview = await callRoute(security.loader, { path: "/api/user/security", token });
    expect(overview.body.data.twoFactorEnabled).toBe(true);
    expect(overview.body.data.alerts.map((a: { type: string }) => a.type)).toEqual([]);
  });

  it("asks for the code at sign-in; the code works once, a recovery code works once", async () => {
    const { user, secret, recoveryCodes } = await userWithTwoFactor();
    const first = await apiLogin(user.email);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      twoFactorRequired: true,
      challengeToken: expect.any(String),
    });
    expect(first.body.data.token).toBeUndefined();
    const challenge = first.body.data.challengeToken as string;

    // The code used to turn 2FA on was spent; a wrong one is 400 and keeps the challenge.
    expect((await secondStep(challenge, await codeAt(secret))).status).toBe(400);
    expect((await secondStep(challenge, "123456")).status).toBe(400);
    const next = await codeAt(secret, 30);
    const ok = await secondStep(challenge, next);
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.id).toBe(user.id);
    expect((await listSessions(ok.body.data.token)).status).toBe(200);
    // The challenge is spent, and the same code cannot open another session.
    expect((await secondStep(challenge, next)).status).toBe(401);
    const again = (await apiLogin(user.email)).body.data.challengeToken as string;
    expect((await secondStep(again, next)).status).toBe(400);

    const withRecovery = await secondStep(again, recoveryCodes[3].toUpperCase());
    expect(withRecovery.status).toBe(200);
    const third = (await apiLogin(user.email)).body.data.challengeToken as string;
    const reused = await secondStep(third, recoveryCodes[3]);
    expect(reused.status).toBe(400);
    expect(reused.body.errors.code[0]).toMatch(/not correct/);
    expect((await secondStep("not-a-real-challenge-token", "123456")).status).toBe(401);
  });

  it("turns off only with the password and a code, and deletion asks for the code", async () => {
    const { user, token, recoveryCodes } = await userWithTwoFactor();
    const noCode = await callRoute(deleteAccount.action, {
      method: "DELETE",
      token,
      json: { password: PASSWORD },
    });
    expect(noCode.status).toBe(400);
    expect(noCode.body.errors.code).toBeDefined();

    expect(
      (await step(token, "disable", { password: "wrong password!", code: recoveryCodes[0] }))
        .status,
    ).toBe(400);
    expect((await step(token, "disable", { password: PASSWORD, code: "111111" })).status).toBe(400);
    expect(await isTwoFactorEnabled(user.id)).toBe(true);
    const off = await step(token, "disable", { password: PASSWORD, code: recoveryCodes[0] });
    expect(off.status).toBe(200);
    expect(await isTwoFactorEnabled(user.id)).toBe(false);
    const plain = await apiLogin(user.email);
    expect(plain.body.data.token).toEqual(expect.any(String));
    const alerts = await callRoute(security.loader, { path: "/api/user/security", token });
    expect(alerts.body.data.alerts.map((a: { type: string }) => a.type)).toContain(
      "two_factor_disabled",
    );
  });

  it("limits code guesses per user, even at once", async () => {
    const { user } = await userWithTwoFactor();
    const challenge = (await apiLogin(user.email)).body.data.challengeToken as string;
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) => secondStep(challenge, String(200000 + i))),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });
});

describe("the second factor locked after repeated windows of wrong codes", () => {
  const PAUSED =
    /codes from your authenticator app are paused on this account until .+\. Sign in with one of your recovery codes instead\./;
  /** The 15-minute window of code attempts ends, as if a quarter of an hour had passed. */
  const nextWindow = (userId: string) => resetLimit(`two-factor:${userId}`);
  const wrong = (i: number) => String(300000 + i);

  it("after 30 wrong codes in a day refuses authenticator codes for 24 hours; a recovery code still signs in and lifts it; the owner is told once", async () => {
    const { user, token, secret, recoveryCodes } = await userWithTwoFactor();
    const challenge = (await apiLogin(user.email)).body.data.challengeToken as string;
    let tried = 0;
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < (round < 2 ? 10 : 9); i++)
        expect((await secondStep(challenge, wrong(tried++))).status).toBe(400);
      if (round < 2) {
        // The 15-minute limit is all a window allows: the 11th code is not even checked.
        const limited = await secondStep(challenge, wrong(tried));
        expect(limited.status).toBe(429);
        expect(limited.body.message).toMatch(/^Too many code attempts/);
        await nextWindow(user.id);
      }
    }
    // The 30th wrong code locks the second factor.
    const locking = await secondStep(challenge, wrong(tried++));
    expect(locking.status).toBe(429);
    expect(locking.body.message).toMatch(PAUSED);
    await nextWindow(user.id);

    // Even the right code from the app is refused now, with the way out.
    const refused = await secondStep(challenge, await codeAt(secret, 30));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(PAUSED);
    expect((await secondStep(challenge, "zzzzz-zzzzz")).status).toBe(400);

    // The owner is told once: a high alert, an in-app notification and a mail.
    const overview = await callRoute(security.loader, { path: "/api/user/security", token });
    const locks = overview.body.data.alerts.filter(
      (a: { type: string }) => a.type === "two_factor_locked",
    );
    expect(locks).toEqual([
      expect.objectContaining({ severity: "high", title: "Two-factor codes paused" }),
    ]);
    expect(overview.body.data.accountLockouts).toBe(1);
    const notes = (await listNotifications(user.id)).filter((n) => n.type === "security_alert");
    expect(notes.map((n) => n.title)).toEqual(["Two-factor codes paused after wrong codes"]);
    await deliverQueuedMail();
    const mails = (await readOutbox(user.email)).filter((m) => /paused/.test(m.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("https://motormart.test/security?tab=password");
    expect(mails[0].text).toContain("recovery code");

    // A recovery code still works, signs in and lifts the pause.
    const recovered = await secondStep(challenge, recoveryCodes[0]);
    expect(recovered.status).toBe(200);
    const next = (await apiLogin(user.email)).body.data.challengeToken as string;
    expect((await secondStep(next, await codeAt(secret, 30))).status).toBe(200);
  });

  it("locks once when the last wrong codes arrive together, and lifts when the pause is over", async () => {
    const { user, secret } = await userWithTwoFactor();
    await db()
      .update(twoFactorTable)
      .set({ failedCodes: 25, failuresSince: new Date() })
      .where(eq(twoFactorTable.userId, user.id));
    const challenge = (await apiLogin(user.email)).body.data.challengeToken as string;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => secondStep(challenge, wrong(i))),
    );
    expect(answers.filter((a) => PAUSED.test(a.body.message))).not.toHaveLength(0);
    const events = await db()
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, user.id), eq(securityEvents.type, "two_factor_locked")));
    expect(events).toHaveLength(1);
    await deliverQueuedMail();
    expect((await readOutbox(user.email)).filter((m) => /paused/.test(m.subject))).toHaveLength(1);

    // When the 24 hours are over, the app's codes work again.
    await db()
      .update(twoFactorTable)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(twoFactorTable.userId, user.id));
    await nextWindow(user.id);
    expect((await secondStep(challenge, await codeAt(secret, 30))).status).toBe(200);
  });

  raceTest("checks no code past the 30th when the last ones arrive together", async () => {
    const { user } = await userWithTwoFactor();
    await db()
      .update(twoFactorTable)
      .set({ failedCodes: 25, failuresSince: new Date() })
      .where(eq(twoFactorTable.userId, user.id));
    const challenge = (await apiLogin(user.email)).body.data.challengeToken as string;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => secondStep(challenge, wrong(i))),
    );
    // Codes 26 to 29 are checked and wrong (400), the 30th is checked and pauses (429); the
    // other five are refused unchecked (429), however they interleave.
    expect(answers.filter((a) => a.status === 400)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 429 && PAUSED.test(a.body.message))).toHaveLength(6);
  });

  it("counts wrong codes only in a day: old failures are forgotten", async () => {
    const { user, secret } = await userWithTwoFactor();
    await db()
      .update(twoFactorTable)
      .set({ failedCodes: 29, failuresSince: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(twoFactorTable.userId, user.id));
    const challenge = (await apiLogin(user.email)).body.data.challengeToken as string;
    expect((await secondStep(challenge, wrong(1))).status).toBe(400);
    expect((await secondStep(challenge, await codeAt(secret, 30))).status).toBe(200);
  });
});

describe("sessions API", () => {
  it("lists sessions with the current one first and ends another, whose token stops at once", async () => {
    const user = await createUser();
    const mine = await signIn(user);
    const other = await signIn(user);
    const list = await listSessions(mine);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    expect(list.body.data[0]).toMatchObject({ current: true, trusted: false, location: null });
    const otherId = list.body.data[1].id as string;

    const trust = await callRoute(session.action, {
      method: "PATCH",
      params: { id: otherId },
      token: mine,
      json: { trusted: true },
    });
    expect(trust.status).toBe(200);
    expect((await listSessions(mine)).body.data[1].trusted).toBe(true);

    const ended = await callRoute(session.action, {
      method: "DELETE",
      params: { id: otherId },
      token: mine,
    });
    expect(ended.status).toBe(200);
    expect((await listSessions(other)).status).toBe(401);
    expect((await listSessions(mine)).body.data).toHaveLength(1);
  });

  it("answers 404 for another user's session, an unknown id or a malformed one", async () => {
    const a = await createUser();
    const b = await createUser();
    const tokenA = await signIn(a);
    const tokenB = await signIn(b);
    const bSession = (await listSessions(tokenB)).body.data[0].id as string;
    for (const id of [bSession, "00000000-0000-4000-8000-000000000000", "x\u0000y"]) {
      const res = await callRoute(session.action, {
        method: "DELETE",
        params: { id },
        token: tokenA,
      });
      expect(res.status).toBe(404);
    }
    expect((await listSessions(tokenB)).status).toBe(200);
  });

  it("signs out every other session", async () => {
    const user = await createUser();
    const mine = await signIn(user);
    const others = [await signIn(user), await signIn(user)];
    const res = await callRoute(sessions.action, { method: "DELETE", token: mine });
    expect(res.body.data.ended).toBe(2);
    for (const t of others) expect((await listSessions(t)).status).toBe(401);
    expect((await listSessions(mine)).status).toBe(200);
  });
});

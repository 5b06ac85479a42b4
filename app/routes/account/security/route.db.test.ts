/**
 * `/security` and `/login/2fa` (docs/decisions/012-security-center.md) as a browser without
 * JavaScript uses them: pages rendered on the server, each form posted to its action. Sign-ins from
 * a new device raise an alert and a mail; "This wasn't me" signs that device out and asks for a new
 * password; 2FA is set up from the QR page and then asked for at sign-in; a lockout is recorded.
 */
import { generateTOTP } from "@epic-web/totp";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { msg } from "~/i18n/messages";
import { db } from "#db/connection";
import { sessions, twoFactor } from "#db/schema";
import { signIn as signInWithPassword } from "~/models/account/sign-in.server";
import { setPassword } from "~/models/identity/passwords.server";
import { listSecurityEvents, securityOverview } from "~/models/security/center.server";
import { pendingTwoFactorSetup } from "~/models/security/two-factor.server";
import { updatePreferences } from "~/models/shared/preferences.server";
import { readOutbox } from "~/services/mail.server";
import { createUser } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { deliverQueuedMail } from "../../../../tests/support/jobs";
import { pageText, renderFailure, renderPage } from "../../../../tests/support/render";
import { callRoute } from "../../../../tests/support/routes";
import * as loginPage from "../../auth/login";
import * as twoFactorPage from "../../auth/login-2fa";
import * as page from "./route";

useTestDatabase();

const PASSWORD = "a long passphrase for kano";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36";
const WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0";

async function account() {
  const user = await createUser({ emailVerifiedAt: new Date() });
  await setPassword(user.id, PASSWORD);
  return user;
}

async function passwordSignIn(email: string, userAgent: string, ip: string) {
  const r = await signInWithPassword(email, PASSWORD, { remember: false, ip, userAgent });
  if (r.twoFactorRequired) throw new Error("sign-in asked for a second factor");
  return r;
}

describe("/security", () => {
  it("shows sessions' times in the user's time zone, named", async () => {
    const user = await account();
    const phone = await passwordSignIn(user.email, ANDROID, "102.89.1.1");
    await db()
      .update(sessions)
      .set({ createdAt: new Date("2026-11-21T13:05:00Z") })
      .where(eq(sessions.userId, user.id));
    const render = async () =>
      pageText(
        await renderPage(page, "/security", {
          path: "/security?tab=sessions",
          sessionCookie: phone.token,
        }),
      );
    // Lagos by default (UTC+1), one hour ahead of UTC.
    expect(await render()).toContain("Signed in: 21 Nov 2026, 14:05 WAT");
    await updatePreferences(user.id, { timezone: "UTC" });
    expect(await render()).toContain("Signed in: 21 Nov 2026, 13:05 UTC");
    // The new-device mail says when in the same zone, named.
    await passwordSignIn(user.email, WINDOWS, "41.58.2.2");
    await deliverQueuedMail();
    const [mail] = await readOutbox(user.email);
    expect(mail.text).toMatch(/Time: \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC\n/);
  });

  it("shows the product's failure text when loading fails, and sends visitors to log in", async () => {
    const html = await renderFailure(page.ErrorBoundary, "/security");
    expect(pageText(html)).toContain("Failed to load security data");
    const r = await callRoute(page.loader, { path: "/security?tab=sessions" });
    expect(r.location).toBe(`/login?redirectTo=${encodeURIComponent("/security?tab=sessions")}`);
  });

  it("alerts a sign-in from a new device; 'This wasn't me' ends that session", async () => {
    const user = await account();
    const phone = await passwordSignIn(user.email, ANDROID, "102.89.1.1");
    // The same phone on another mobile-data address: recorded, no mail.
    await passwordSignIn(user.email, ANDROID, "102.89.7.7");
    const laptop = await passwordSignIn(user.email, WINDOWS, "41.58.2.2");
    await deliverQueuedMail();
    const mails = await readOutbox(user.email);
    expect(mails.map((m) => m.subject)).toEqual(["New sign-in to your MotorMart account"]);
    expect(mails[0].text).toContain("Firefox on Windows");
    expect(mails[0].text).toContain("41.58.2.2");

    const render = (path: string) =>
      renderPage(page, "/security", { path, sessionCookie: phone.token });
    const overview = pageText(await render("/security"));
    expect(overview).toContain("Security Center");
    expect(overview).toContain("Review 1 security alert");
    const alerts = pageText(await render("/security?tab=alerts"));
    expect(alerts).toContain("Sign-in from a new device");
    expect(alerts).toContain("41.58.2.2");
    expect(alerts).toContain("This wasn't me");

    const sessions = pageText(await render("/security?tab=sessions"));
    expect(sessions).toContain("Signed-in sessions (3)");
    expect(sessions).toContain("Chrome on Android");
    expect(sessions).toContain("This device");

    const event = (
      await callRoute(page.loader, { path: "/security?tab=alerts", sessionCookie: phone.token })
    ).body.events[0];
    const reported = await callRoute(page.action, {
      method: "POST",
      path: "/security",
      sessionCookie: phone.token,
      form: { intent: "review-alert", eventId: event.id, verdict: "not-me" },
    });
    expect(reported.status).toBe(302);
    expect(reported.location).toBe("/security?tab=password#change-password");
    // The laptop's session is gone; the phone's stays.
    expect(
      (await callRoute(page.loader, { path: "/security", sessionCookie: laptop.token })).status,
    ).toBe(302);
    expect(
      (await callRoute(page.loader, { path: "/security", sessionCookie: phone.token })).status,
    ).toBe(200);
    const after = pageText(await render("/security?tab=alerts"));
    expect(after).toContain("Reported as not you");

    // Another user's alert is 404.
    const stranger = await account();
    const mine = await passwordSignIn(stranger.email, ANDROID, "102.89.1.9");
    const foreign = await callRoute(page.action, {
      method: "POST",
      path: "/security",
      sessionCookie: mine.token,
      form: { intent: "review-alert", eventId: event.id, verdict: "mine" },
    });
    expect(foreign.status).toBe(404);
  });

  it("'This wasn't me' answers the alert: no new alert to disown, and the score does not drop", async () => {
    const user = await account();
    const phone = await passwordSignIn(user.email, ANDROID, "102.89.1.1");
    const before = await securityOverview(user.id);
    await passwordSignIn(user.email, WINDOWS, "41.58.2.2");
    const alert = (await listSecurityEvents(user.id, "alerts", phone.sessionId))[0];
    expect(alert).toMatchObject({ title: msg("security.event.newDevice"), canReport: true });
    expect((await securityOverview(user.id)).securityScore).toBe(before.securityScore - 25);

    const reported = await callRoute(page.action, {
      method: "POST",
      path: "/security",
      sessionCookie: phone.token,
      form: { intent: "review-alert", eventId: alert.id, verdict: "not-me" },
    });
    expect(reported.status).toBe(302);

    const after = await securityOverview(user.id);
    expect(after.suspiciousActivity).toBe(0);
    expect(after.securityScore).toBe(before.securityScore);
    expect(after.checks.find((c) => c.id === "noSuspicious")).toMatchObject({
      done: true,
      text: msg("security.check.noAlerts"),
    });
    // The Alerts tab holds only the answered alert, with nothing left to press.
    const alerts = await listSecurityEvents(user.id, "alerts", phone.sessionId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ id: alert.id, reviewed: true, reported: true });
    const html = await renderPage(page, "/security", {
      path: "/security?tab=alerts",
      sessionCookie: phone.token,
    });
    expect(pageText(html)).toContain("Reported as not you");
    expect(pageText(html)).not.toContain("This was me");
    // The report itself is in the sign-in history, answered.
    const fraud = await listSecurityEvents(user.id, "fraud", phone.sessionId);
    expect(fraud.find((e) => e.type === "session_reported")).toMatchObject({
      title: msg("security.event.reported"),
      reviewed: true,
    });
    const fraudPage = pageText(
      await renderPage(page, "/security", {
        path: "/security?tab=fraud",
        sessionCookie: phone.token,
      }),
    );
    expect(fraudPage).toContain("Sign-in reported");
    expect(fraudPage).not.toContain("Confirmed as you");

    // The alert is answered once: a second answer changes nothing.
    const twice = await callRoute(page.action, {
      method: "POST",
      path: "/security",
      sessionCookie: phone.token,
      form: { intent: "review-alert", eventId: alert.id, verdict: "not-me" },
    });
    expect(twice.status).toBe(409);
    expect(
      (await listSecurityEvents(user.id, "fraud")).filter((e) => e.type === "session_reported"),
    ).toHaveLength(1);
  });

  it("a trusted device signs in from a new network without an alert; others are noted", async () => {
    const user = await account();
    await passwordSignIn(user.email, ANDROID, "102.89.1.1");
    const laptop = await passwordSignIn(user.email, WINDOWS, "41.58.2.2");
    const view = async (tab: string) =>
      (await callRoute(page.loader, { path: `/security?tab=${tab}`, sessionCookie: laptop.token }))
        .body;
    const current = (await view("sessions")).sessions.find((s: { current: boolean }) => s.current);
    const trust = await callRoute(page.action, {
      method: "POST",
      path: "/security",
      sessionCookie: laptop.token,
      form: { intent: "trust-session", sessionId: current.id, trusted: "true" },
    });
    expect(trust.status).toBe(302);
    expect((await view("overview")).overview.trustedDevices).toBe(1);

    const before = (await view("fraud")).events.length;
    await passwordSignIn(user.email, WINDOWS, "105.112.9.9"); // trusted laptop, new network
    expect((await view("fraud")).events.length).toBe(before);
    await passwordSignIn(user.email, ANDROID, "105.112.4.4"); // untrusted phone, new network
    const fraud = (await view("fraud")).events;
    expect(fraud.length).toBe(before + 1);
    expect(fraud[0]).toMatchObject({ title: "Sign-in from a new network", severity: "info" });
  });

  it("changes the password: other sessions end, the form says why it refuses", async () => {
    const user = await account();
    const here = await passwordSignIn(user.email, ANDROID, "102.89.1.1");
    const there = await passwordSignIn(user.email, ANDROID, "102.89.1.1");
    const post = (form: Record<string, string>) =>
      callRoute(page.action, {
        method: "POST",
        path: "/security",
        sessionCookie: here.token,
        form,
      });
    const mismatch = await post({
      intent: "change-password",
      currentPassword: PASSWORD,
      newPassword: "another long passphrase",
      confirmPassword: "another long passphrasE",
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.result.error.confirmPassword).toEqual(["The passwords do not match"]);
    // No password comes back in the answer (it would sit in the page's HTML).
    expect(mismatch.body.result.initialValue).toEqual({ intent: "change-password" });
    const common = await post({
      intent: "change-password",
      currentPassword: PASSWORD,
      newPassword: "password123",
      confirmPassword: "password123",
    });
    expect(common.status).toBe(400);
    expect(common.body.result.error.newPassword[0]).toMatch(/most common/);
    const ok = await post({
      intent: "change-password",
      currentPassword: PASSWORD,
      newPassword: "another long passphrase",
      confirmPassword: "another long passphrase",
    });
    expect(ok.status).toBe(302);
    expect(
      (await callRoute(page.loader, { path: "/security", sessionCookie: there.token })).status,
    ).toBe(302);
    const alerts = pageText(
      await renderPage(page, "/security", {
        path: "/security?tab=alerts",
        sessionCookie: here.token,
      }),
    );
    expect(alerts).toContain("Password changed");
  });

  it("records bursts of wrong passwords and the lockout, with a mail-free alert", async () => {
    const user = await account();
    for (let i = 0; i < 11; i++)
      await expect(
        signInWithPassword(user.email, "wrong password here", {
          remember: false,
          ip: `198.51.100.${i}`,
          userAgent: WINDOWS,
        }),
      ).rejects.toMatchObject({ status: i < 10 ? 401 : 429 });
    await expect(passwordSignIn(user.email, ANDROID, "102.89.1.1")).rejects.toMatchObject({
      status: 429,
    });
    const overview = await securityOverview(user.id);
    expect(overview.accountLockouts).toBe(1);
    expect(overview.suspiciousActivity).toBe(2); // the burst (5th failure) and the lockout
    const titles = (await listSecurityEvents(user.id, "fraud")).map((e) => e.title);
    expect(titles).toEqual([msg("security.event.locked"), msg("security.event.failed")]);
    expect(overview.fraudScore).toBe(40 + 15 + 10);
  });

  it("sets up 2FA from the page (QR and key), then asks for the code at /login/2fa", async () => {
    const user = await account();
    const phone = await passwordSignIn(user.email, ANDROID, "102.89.1.1");
    const post = (form: Record<string, string>) =>
      callRoute(page.action, {
        method: "POST",
        path: "/security",
        sessionCookie: phone.token,
        form,
      });
    expect((await post({ intent: "setup-2fa" })).status).toBe(302);
    const setupPage = await renderPage(page, "/security", {
      path: "/security?tab=password",
      sessionCookie: phone.token,
    });
    expect(setupPage).toContain("<svg");
    const { secret } = (await pendingTwoFactorSetup(user.id, user.email))!;
    expect(pageText(setupPage)).toContain(secret);
    const { otp } = await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" });
    const on = await post({ intent: "enable-2fa", code: otp });
    expect(on.status).toBe(200);
    expect(on.body.recoveryCodes).toHaveLength(10);

    // Sign-in now stops at the code.
    const first = await callRoute(loginPage.action, {
      method: "POST",
      path: "/login",
      form: { email: user.email, password: PASSWORD, redirectTo: "/sell" },
    });
    expect(first.status).toBe(302);
    expect(first.location).toBe("/login/2fa");
    const cookie = first.headers.get("set-cookie")!.split(";")[0];
    expect(first.headers.get("set-cookie")).not.toContain("mm_session");
    expect((await callRoute(twoFactorPage.loader, { path: "/login/2fa", cookie })).status).toBe(
      200,
    );
    expect((await callRoute(twoFactorPage.loader, { path: "/login/2fa" })).location).toBe("/login");

    const wrong = await callRoute(twoFactorPage.action, {
      method: "POST",
      path: "/login/2fa",
      cookie,
      form: { code: "000000" },
    });
    expect(wrong.status).toBe(400);
    const done = await callRoute(twoFactorPage.action, {
      method: "POST",
      path: "/login/2fa",
      cookie,
      form: { code: on.body.recoveryCodes[0] },
    });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/sell");
    expect(done.headers.get("set-cookie")).toContain("mm_session");

    // With the app's codes paused, the form says until when and points to a recovery code.
    await db()
      .update(twoFactor)
      .set({ lockedUntil: new Date(Date.now() + 3600_000) })
      .where(eq(twoFactor.userId, user.id));
    const again = await callRoute(loginPage.action, {
      method: "POST",
      path: "/login",
      form: { email: user.email, password: PASSWORD },
    });
    const paused = pageText(
      await renderPage(twoFactorPage, "/login/2fa", {
        path: "/login/2fa",
        method: "POST",
        cookie: again.headers.get("set-cookie")!.split(";")[0],
        form: { code: "123456" },
      }),
    );
    expect(paused).toMatch(/codes from your authenticator app are paused on this account until/);
    expect(paused).toContain("Sign in with one of your recovery codes instead.");
  });
});

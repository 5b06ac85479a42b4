import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { sessions, users, verificationTokens } from "#db/schema";
import { db } from "#db/connection";
import { translateText } from "~/i18n/server/catalogues.server";
import { readOutbox } from "~/services/mail.server";
import { deliverQueuedMail } from "../../../tests/support/jobs";
import { useTestDatabase } from "../../../tests/setup/database";
import { registerAccount, verifyEmail } from "../account/registration.server";
import {
  RESET_LINK_EXPIRED,
  requestPasswordReset,
  resetPassword,
} from "../account/passwords.server";
import { signIn } from "../account/sign-in.server";
import { consumeToken, issueToken } from "./tokens.server";
import {
  createSession,
  getSessionUser,
  purgeExpiredSessions,
  revokeSessionToken,
} from "./sessions.server";
import { EmailTakenError, getUserByEmail, registerUser } from "./users.server";
import { sha256 } from "../shared/crypto.server";
import { DomainError } from "../shared/errors.server";
import { hitLimit, peekLimit } from "../shared/limits.server";

useTestDatabase();

let n = 0;
const account = (overrides: Partial<Parameters<typeof registerUser>[0]> = {}) => ({
  email: `person${++n}@example.ng`,
  firstName: "Ada",
  lastName: "Okafor",
  phone: "+2348031234567",
  location: "lagos",
  password: "okra-soup-42",
  accountType: "buyer" as const,
  ...overrides,
});
const info = { ip: "10.0.0.1", userAgent: "vitest" };

/** The DomainError `pending` is refused with, as `{ status, message }` (fails if it resolves). */
async function refusal(pending: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await pending.then(
    () => expect.unreachable("expected a DomainError"),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  const { status, message } = error as DomainError;
  return { status, message };
}

/** The mail to `to`, newest first, after the queued mail was delivered. */
async function mailTo(to: string) {
  await deliverQueuedMail();
  return readOutbox(to);
}

describe("registration", () => {
  it("creates the account with a hashed password and refuses the same e-mail in any case", async () => {
    const user = await registerUser(account({ email: "Dup@Example.ng" }));
    expect(user.email).toBe("dup@example.ng");
    await expect(registerUser(account({ email: "dup@EXAMPLE.ng" }))).rejects.toBeInstanceOf(
      EmailTakenError,
    );
  });

  it("mails a verification link that works once", async () => {
    expect(await registerAccount(account({ email: "Verify@example.ng" }), "127.0.0.1")).toEqual({
      email: "verify@example.ng",
    });
    const user = (await getUserByEmail("verify@example.ng"))!;
    const [mail] = await mailTo("verify@example.ng");
    const token = /token=([\w-]+)/.exec(mail.text)![1];
    expect(mail.text).toContain("https://motormart.test/verify-email?token=");
    expect(await verifyEmail(token)).toBe(true);
    expect(await verifyEmail(token)).toBe(false);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row.emailVerifiedAt).not.toBeNull();
  });
});

describe("registerAccount with an address that has an account", () => {
  it("answers as for a new one, creates nothing, and mails the owner at most 3 times an hour", async () => {
    const first = await registerAccount(account({ email: "owner@example.ng" }), "127.0.0.1");
    const owner = (await getUserByEmail("owner@example.ng"))!;
    for (let i = 0; i < 5; i++)
      expect(
        await registerAccount(
          account({ email: "OWNER@example.ng", password: `other-pass-${i}x` }),
          "127.0.0.1",
        ),
      ).toEqual(first);
    const rows = await db().select().from(users).where(eq(users.email, "owner@example.ng"));
    expect(rows.map((r) => r.id)).toEqual([owner.id]);
    const mails = await mailTo("owner@example.ng");
    expect(mails.filter((m) => /Someone tried/.test(m.subject))).toHaveLength(3);
    expect(mails.filter((m) => /Confirm your e-mail/.test(m.subject))).toHaveLength(1);
    // The password of the account did not change.
    const r = await signIn("owner@example.ng", "okra-soup-42", { remember: false, ...info });
    expect(r).toMatchObject({ user: { email: "owner@example.ng" } });
  });
});

describe("signIn", () => {
  it("answers the same message for an unknown e-mail and a wrong password", async () => {
    await registerUser(account({ email: "login@example.ng" }));
    const unknown = await refusal(
      signIn("nobody@example.ng", "okra-soup-42", { remember: false, ...info }),
    );
    const wrong = await refusal(
      signIn("login@example.ng", "wrong-password", { remember: false, ...info }),
    );
    // The message is a key, shown in the reader's language (docs/decisions/023-languages.md).
    expect(unknown).toEqual({ status: 401, message: "auth.error.invalidLogin" });
    expect(translateText("en", unknown.message)).toBe("Invalid email or password");
    expect(wrong).toEqual(unknown);
    const ok = await signIn("LOGIN@example.ng", "okra-soup-42", { remember: true, ...info });
    expect(ok).toMatchObject({ user: { email: "login@example.ng" }, remember: true });
  });

  it("refuses a suspended account with its own message", async () => {
    const user = await registerUser(account({ email: "suspended@example.ng" }));
    await db().update(users).set({ status: "suspended" }).where(eq(users.id, user.id));
    const r = signIn("suspended@example.ng", "okra-soup-42", { remember: false, ...info });
    expect(await refusal(r)).toMatchObject({ status: 403 });
  });

  it("locks an account after 10 failed sign-ins in 15 minutes, even with the right password", async () => {
    await registerUser(account({ email: "locked@example.ng" }));
    // Half the failures just before a 15-minute boundary, half just after: still 10.
    const boundary = Math.ceil(Date.now() / 900_000) * 900_000;
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      for (let i = 0; i < 10; i++) {
        vi.setSystemTime(i < 5 ? boundary - 1000 : boundary + 1000);
        const r = signIn("locked@example.ng", "bad-password", {
          remember: false,
          ip: `10.1.0.${i}`,
        });
        expect(await refusal(r)).toMatchObject({ status: 401 });
      }
      const r = await refusal(
        signIn("locked@example.ng", "okra-soup-42", { remember: false, ip: "10.1.0.99" }),
      );
      expect(r).toMatchObject({ status: 429 });
      expect(translateText("en", r.message)).toMatch(
        /^Too many sign-in attempts\. Please wait \d+ minutes and try again\.$/,
      );
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("sessions", () => {
  it("stores only the token's hash, refuses expired sessions and purges them", async () => {
    const user = await registerUser(account());
    const s = await createSession(user.id, { remember: false, ...info });
    const [row] = await db().select().from(sessions).where(eq(sessions.id, s.id));
    expect(row.tokenHash).toBe(sha256(s.token));
    expect(row.tokenHash).not.toContain(s.token);
    expect((await getSessionUser(s.token))?.user.id).toBe(user.id);

    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, s.id));
    expect(await getSessionUser(s.token)).toBeNull();
    await purgeExpiredSessions();
    expect(await db().select().from(sessions).where(eq(sessions.id, s.id))).toEqual([]);
  });

  it("lasts 30 days with remember me and 12 hours without; revocation ends it", async () => {
    const user = await registerUser(account());
    const long = await createSession(user.id, { remember: true });
    const short = await createSession(user.id, { remember: false });
    const day = 24 * 3600_000;
    expect(long.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * day);
    expect(short.expiresAt.getTime() - Date.now()).toBeLessThan(day);
    await revokeSessionToken(long.token);
    expect(await getSessionUser(long.token)).toBeNull();
    expect(await getSessionUser(short.token)).not.toBeNull();
  });
});

describe("tokens and password reset", () => {
  it("tokens are single-use, purpose-bound and expire", async () => {
    const user = await registerUser(account());
    const t = await issueToken(user.id, "reset-password");
    expect(await consumeToken(t, "verify-email")).toBeNull();
    expect(await consumeToken(t, "reset-password")).toBe(user.id);
    expect(await consumeToken(t, "reset-password")).toBeNull();

    const old = await issueToken(user.id, "reset-password");
    await db()
      .update(verificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(verificationTokens.tokenHash, sha256(old)));
    expect(await consumeToken(old, "reset-password")).toBeNull();
  });

  it("mails a reset link only to existing accounts, and the reset ends every session", async () => {
    const user = await registerUser(account({ email: "reset@example.ng" }));
    const session = await createSession(user.id, { remember: true });
    await expect(requestPasswordReset("nobody-here@example.ng", "10.2.0.1")).resolves.toBe(
      undefined,
    );
    expect(await mailTo("nobody-here@example.ng")).toEqual([]);
    await requestPasswordReset("reset@example.ng", "10.2.0.1");
    const token = /token=([\w-]+)/.exec((await mailTo("reset@example.ng"))[0].text)![1];
    expect(await resetPassword(token, "new-password-1", "127.0.0.1")).toBe(user.id);
    expect(await refusal(resetPassword(token, "new-password-2", "127.0.0.1"))).toEqual({
      status: 400,
      message: RESET_LINK_EXPIRED,
    });
    expect(await getSessionUser(session.token)).toBeNull();
    expect(
      await signIn("reset@example.ng", "new-password-1", { remember: false, ip: "10.2.0.2" }),
    ).toMatchObject({ user: { id: user.id } });
  });
});

describe("rate limits", () => {
  it("count per key and window, shared through the database", async () => {
    const limit = { limit: 2, windowMs: 60_000 };
    const t = Date.UTC(2026, 10, 21, 12, 0, 10);
    expect((await hitLimit("k", limit, t)).ok).toBe(true);
    expect((await hitLimit("k", limit, t)).ok).toBe(true);
    const third = await hitLimit("k", limit, t);
    expect(third.ok).toBe(false);
    // Three events at 12:00:10: the estimate is under 2 again once the next window is two
    // thirds through (12:01:40), when only a third of them still counts.
    expect(third.retryAfterSeconds).toBe(90);
    expect((await peekLimit("k", limit, t)).ok).toBe(false);
    expect((await peekLimit("other", limit, t)).ok).toBe(true);
    expect((await peekLimit("k", limit, t + 60_000)).ok).toBe(false);
    expect((await peekLimit("k", limit, t + 90_000)).ok).toBe(true);
    expect((await hitLimit("k", limit, t + 120_000)).ok).toBe(true);
  });

  it("count the events on both sides of a window boundary (a sliding window)", async () => {
    const limit = { limit: 10, windowMs: 15 * 60_000 };
    const boundary = Date.UTC(2026, 10, 21, 12, 15);
    for (let i = 0; i < 5; i++) await hitLimit("edge", limit, boundary - 1);
    for (let i = 0; i < 5; i++) await hitLimit("edge", limit, boundary + 1);
    const blocked = await peekLimit("edge", limit, boundary + 2);
    expect(blocked).toMatchObject({ ok: false, count: 10 });
    // The five before the boundary weigh less as the window slides: after 3 minutes (a fifth
    // of it) they count as four, and 9 events are under the limit.
    expect(blocked.retryAfterSeconds).toBe(180);
    expect((await peekLimit("edge", limit, boundary + 179_000)).ok).toBe(false);
    expect((await peekLimit("edge", limit, boundary + 181_000)).ok).toBe(true);
  });
});

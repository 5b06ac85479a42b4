/**
 * The phone code through the API (docs/decisions/011-trust-and-verification.md): anonymous 401, a
 * bad body 400 (never 500), send then verify with the code from the SMS outbox, wrong codes counted
 * (5 at most, even at once).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { phoneVerifications, users } from "#db/schema";
import { trustScore } from "~/models/selling/analytics.server";
import { readSmsOutbox } from "~/services/sms.server";
import { createUser } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { deliverQueuedSms } from "../../../../tests/support/jobs";
import { callRoute, signIn } from "../../../../tests/support/routes";
import * as send from "./verification-phone-send";
import * as verify from "./verification-phone-verify";

useTestDatabase();

const sendCode = (token?: string) =>
  callRoute(send.action, { method: "POST", path: "/api/user/verification/phone/send", token });
const verifyCode = (token: string, json: unknown) =>
  callRoute(verify.action, {
    method: "POST",
    path: "/api/user/verification/phone/verify",
    token,
    json,
  });

describe("phone verification API", () => {
  it("answers 401 to a visitor and 400 to bad bodies", async () => {
    expect((await sendCode()).status).toBe(401);
    const token = await signIn(await createUser());
    expect((await verifyCode(token, { code: "12" })).status).toBe(400);
    expect((await verifyCode(token, { code: "12\u00003456" })).status).toBe(400);
    expect((await verifyCode(token, "nonsense")).status).toBe(400);
  });

  it("verifies the phone with the SMS code: trust 25 -> 50", async () => {
    const user = await createUser({ emailVerifiedAt: new Date(), phone: "+2348035550001" });
    const token = await signIn(user);
    const sent = await sendCode(token);
    expect(sent.status).toBe(200);
    expect(sent.body.data.sentTo).toBe("0803 555 0001");
    expect((await sendCode(token)).status).toBe(429);
    await deliverQueuedSms();
    const [sms] = await readSmsOutbox("+2348035550001");
    const code = /\b(\d{6})\b/.exec(sms.text)![1];
    const wrong = await verifyCode(token, { code: code === "999999" ? "888888" : "999999" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Wrong code. 4 tries left.");
    expect(await trustScore(user.id)).toBe(25);
    expect((await verifyCode(token, { code })).status).toBe(200);
    expect(await trustScore(user.id)).toBe(50);
  });

  it("never allows more than 5 tries, even when guesses arrive together", async () => {
    const user = await createUser({ phone: "+2348035550002" });
    const token = await signIn(user);
    await sendCode(token);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => verifyCode(token, { code: String(100000 + i) })),
    );
    expect(answers.every((a) => a.status === 400)).toBe(true);
    const [row] = await db()
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.userId, user.id));
    expect(row.attempts).toBe(5);
    await deliverQueuedSms();
    const [sms] = await readSmsOutbox("+2348035550002");
    const code = /\b(\d{6})\b/.exec(sms.text)![1];
    const late = await verifyCode(token, { code });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe("Too many wrong codes. Send a new one.");
  });

  it("refuses an expired code, and a code sent to a number since changed", async () => {
    const user = await createUser({ phone: "+2348035550003" });
    const token = await signIn(user);
    await sendCode(token);
    await deliverQueuedSms();
    const code = /\b(\d{6})\b/.exec((await readSmsOutbox("+2348035550003"))[0].text)![1];
    await db()
      .update(phoneVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneVerifications.userId, user.id));
    expect((await verifyCode(token, { code })).body.message).toBe(
      "That code has expired. Send a new one.",
    );
    const [after] = await db().select().from(users).where(eq(users.id, user.id));
    expect(after.phoneVerifiedAt).toBeNull();
  });
});

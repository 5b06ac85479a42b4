/**
 * The phone code through Termii (docs/decisions/011-trust-and-verification.md): with the Termii
 * provider (what `TERMII_API_KEY` selects), the code's SMS reaches Termii's `POST /api/sms/send`
 * with the number in international form without the plus; when Termii refuses or fails, delivery
 * throws so the `send-sms` job is retried. Termii is mocked at the network edge
 * (tests/mocks/termii.ts).
 */
import { describe, expect, it } from "vitest";
import { resetEnv } from "~/env.server";
import { deliverSms, setSmsProvider, smsProvider, TermiiSmsProvider } from "~/services/sms.server";
import { queueCounts } from "~/services/queue.server";
import { createUser } from "../../../tests/factories";
import {
  termii,
  TERMII_TEST_BASE,
  TERMII_TEST_KEY,
  useTermiiMock,
} from "../../../tests/mocks/termii";
import { useTestDatabase } from "../../../tests/setup/database";
import { deliverQueuedSms } from "../../../tests/support/jobs";
import { sendPhoneCode, verifyPhoneCode } from "./phone.server";

useTestDatabase();
useTermiiMock();

describe("phone codes through Termii", () => {
  it("sends the code to Termii with the number without the plus, and the code verifies", async () => {
    expect(smsProvider()).toBeInstanceOf(TermiiSmsProvider);
    const user = await createUser({ phone: "+2348037770001" });
    await sendPhoneCode(user.id);
    expect(await deliverQueuedSms()).toBe(1);
    const [call] = termii.sent();
    expect(call).toMatchObject({
      api_key: TERMII_TEST_KEY,
      to: "2348037770001",
      from: "MotorMart",
      type: "plain",
      channel: "generic",
    });
    expect(call.sms).toMatch(/^Your MotorMart code is \d{6}\. It expires in 10 minutes\./);
    const code = /\b(\d{6})\b/.exec(String(call.sms))![1];
    await verifyPhoneCode(user.id, code);
  });

  it("is the provider TERMII_API_KEY selects", async () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      TERMII_API_KEY: TERMII_TEST_KEY,
      TERMII_BASE_URL: TERMII_TEST_BASE,
      TERMII_SENDER_ID: "MotorMart",
    });
    resetEnv();
    setSmsProvider(undefined);
    try {
      await deliverSms({ to: "+2348037770009", text: "Your MotorMart code is 654321." });
      expect(termii.sent()).toMatchObject([{ to: "2348037770009", api_key: TERMII_TEST_KEY }]);
    } finally {
      for (const key of ["TERMII_API_KEY", "TERMII_BASE_URL", "TERMII_SENDER_ID"])
        if (saved[key] === undefined) delete process.env[key];
        else process.env[key] = saved[key];
      resetEnv();
      setSmsProvider(new TermiiSmsProvider(TERMII_TEST_KEY, "MotorMart", TERMII_TEST_BASE));
    }
  });

  it("throws when Termii answers 4xx or 5xx or cannot be reached, so the job is retried", async () => {
    const sms = { to: "+2348037770002", text: "Your MotorMart code is 123456." };
    termii.outage(500);
    await expect(deliverSms(sms)).rejects.toThrow(/Termii answered 500/);
    termii.outage(400);
    await expect(deliverSms(sms)).rejects.toThrow(/Termii answered 400/);
    termii.outage("network");
    await expect(deliverSms(sms)).rejects.toThrow();

    termii.outage(500);
    const user = await createUser({ phone: "+2348037770003" });
    await sendPhoneCode(user.id);
    expect(await deliverQueuedSms()).toBe(1);
    expect(await queueCounts("send-sms")).toMatchObject({ retry: 1 });
  });
});

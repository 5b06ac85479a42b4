/**
 * `parseWebhook`: a Paystack webhook delivery read into our own `PaymentEvent`
 * (docs/decisions/010-payments.md), the signature checked before anything else. The bodies are
 * built and signed as Paystack sends them (tests/mocks/paystack.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnv } from "~/env.server";
import {
  PAYSTACK_TEST_BASE,
  PAYSTACK_TEST_SECRET,
  signedWebhook,
  testCard,
} from "../../tests/mocks/paystack";
import { MAX_JSON_DEPTH } from "~/lib/forms/json-depth";
import {
  PaystackProvider,
  signWebhook,
  SimulatedProvider,
  WebhookRefused,
} from "./payments.server";

const provider = new PaystackProvider(PAYSTACK_TEST_SECRET, PAYSTACK_TEST_BASE);

/** Paystack's `data` of a card payment (https://paystack.com/docs/payments/webhooks/). */
const charge = {
  id: 4099260516,
  domain: "test",
  status: "success",
  reference: "MM-0123456789abcdef01234567",
  amount: 1_500_000,
  gateway_response: "Successful",
  channel: "card",
  currency: "NGN",
  customer: { email: "ada@example.ng", customer_code: "CUS_x" },
  authorization: testCard({
    authorization_code: "AUTH_8dfhjjdt",
    signature: "SIG_yEXu7dLBeqG0kU7g95Ke",
  }),
};

/** What parseWebhook threw, or null. */
function refusal(read: () => unknown): WebhookRefused | null {
  try {
    read();
    return null;
  } catch (error) {
    if (error instanceof WebhookRefused) return error;
    throw error;
  }
}

describe("PaystackProvider.parseWebhook", () => {
  it("reads a signed charge.success into a payment that succeeded, in our words", () => {
    const hook = signedWebhook("charge.success", charge);
    expect(provider.parseWebhook(hook.body, hook.signature)).toEqual({
      kind: "payment-succeeded",
      transaction: {
        reference: "MM-0123456789abcdef01234567",
        status: "success",
        amountKobo: 1_500_000,
        currency: "NGN",
        channel: "card",
        transactionId: "4099260516",
        message: "Successful",
        email: "ada@example.ng",
        authorization: {
          authorizationCode: "AUTH_8dfhjjdt",
          signature: "SIG_yEXu7dLBeqG0kU7g95Ke",
          brand: "visa",
          last4: "4081",
          expiryMonth: 12,
          expiryYear: 2030,
          bank: "TEST BANK",
          reusable: true,
        },
      },
    });
  });

  it("refuses a body that is not signed with the secret key, before reading it", () => {
    const hook = signedWebhook("charge.success", charge);
    const forged = [
      [hook.body, null],
      [hook.body, ""],
      [hook.body, "abc123"],
      [hook.body, signedWebhook("charge.success", charge, "sk_test_not_ours").signature],
      // The signature of another body: the amount changed after signing.
      [hook.body.replace(/"amount":\d+/, '"amount":100'), hook.signature],
      // Not even JSON, and not signed: the signature is what is refused.
      ["not json", hook.signature],
    ] as const;
    for (const [body, signature] of forged) {
      const refused = refusal(() => provider.parseWebhook(body, signature));
      expect(refused, `${signature}`).toMatchObject({
        reason: "signature",
        message: "Invalid signature",
      });
    }
  });

  it("ignores an event it does not act on, naming it", () => {
    for (const name of ["charge.dispute.create", "refund.processed", "transfer.success"]) {
      const hook = signedWebhook(name, charge);
      expect(provider.parseWebhook(hook.body, hook.signature)).toEqual({
        kind: "ignored",
        about: name,
      });
    }
    const noData = signedWebhook("charge.success", null);
    expect(provider.parseWebhook(noData.body, noData.signature)).toMatchObject({
      kind: "ignored",
    });
  });

  it("refuses a signed body that is not an event: not JSON, not an object, nested too deeply", () => {
    const deep = `${"[".repeat(MAX_JSON_DEPTH + 1)}${"]".repeat(MAX_JSON_DEPTH + 1)}`;
    const cases = [
      ["not json", "The webhook body is not JSON"],
      ["42", "The webhook body is not an event"],
      ["null", "The webhook body is not an event"],
      [deep, "The JSON body is nested too deeply"],
    ] as const;
    for (const [body, message] of cases) {
      const refused = refusal(() =>
        provider.parseWebhook(body, signWebhook(body, PAYSTACK_TEST_SECRET)),
      );
      expect(refused, body.slice(0, 20)).toMatchObject({ reason: "malformed", message });
    }
  });
});

describe("SimulatedProvider.parseWebhook", () => {
  // Its development secret is kept in DATA_DIR.
  let dataDir = "";
  const before = process.env.DATA_DIR;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "motormart-webhook-"));
    process.env.DATA_DIR = dataDir;
    resetEnv();
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (before === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = before;
    resetEnv();
  });

  it("reads Paystack's format signed with its own development secret, and only that", () => {
    const simulated = new SimulatedProvider();
    const hook = signedWebhook("charge.success", charge);
    expect(refusal(() => simulated.parseWebhook(hook.body, hook.signature))?.reason).toBe(
      "signature",
    );
    const own = signWebhook(hook.body, simulated.webhookSecret());
    expect(simulated.parseWebhook(hook.body, own)).toMatchObject({
      kind: "payment-succeeded",
      transaction: { reference: charge.reference, amountKobo: 1_500_000 },
    });
    expect(refusal(() => provider.parseWebhook(hook.body, own))?.reason).toBe("signature");
  });
});

/**
 * The payment provider (docs/decisions/010-payments.md).
 *
 * `PaymentProvider` is what the models need from a provider: start a checkout (`initialize`,
 * whose `authorizationUrl` the buyer is sent to), read a transaction's outcome (`verify`),
 * charge a saved card for a renewal (`chargeAuthorization`), pay money back (`refund`) and read
 * its webhook (`parseWebhook`). Amounts here are kobo (integers), as Paystack counts them; the
 * domain speaks whole naira.
 *
 * Wire formats stop here: a provider's transaction objects and webhook events are read into our
 * own types (`ProviderTransaction`, `PaymentEvent`), so the models never see a provider's field
 * or event names.
 *
 * Two implementations:
 * - `PaystackProvider`: Paystack's REST API at `PAYSTACK_BASE_URL` with `PAYSTACK_SECRET_KEY`
 *   (https://paystack.com/docs/api/transaction/). Tests point the base URL at an MSW mock.
 * - `SimulatedProvider`: no key set. It keeps its own ledger (`simulated_transactions`) and its
 *   checkout is our page `/payment/checkout/{reference}`, whose outcome it hands to the models as
 *   a `PaymentEvent` directly (`settle`); the payer then returns to the same callback as from
 *   Paystack. It is never used when a key is set.
 *
 * Webhooks are signed with HMAC-SHA512 of the raw body, hex, in `x-paystack-signature`
 * (https://paystack.com/docs/payments/webhooks/); `verifyWebhookSignature` compares in
 * constant time. Errors: `ProviderError` when the provider cannot be reached or refuses;
 * `WebhookRefused` for a webhook that is not the provider's or not an event.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { db } from "#db/connection";
import { simulatedTransactions } from "#db/schema";
import { getEnv } from "~/env.server";
import { jsonNestedDeeperThan } from "~/lib/forms/json-depth";

export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ProviderError";
  }
}

/** A reusable card authorization as the provider returns it (never a card number). */
export type CardAuthorization = {
  authorizationCode: string;
  signature: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  bank: string | null;
  reusable: boolean;
};

/** Paystack's transaction statuses, plus `unknown` for a reference it has never seen. */
export type ProviderStatus =
  "success" | "failed" | "abandoned" | "ongoing" | "pending" | "reversed" | "unknown";

/** One transaction as the provider reports it (verify, charge, webhook `data`). */
export type ProviderTransaction = {
  reference: string;
  status: ProviderStatus;
  /** Kobo. */
  amountKobo: number;
  currency: string;
  channel: string | null;
  transactionId: string | null;
  authorization: CardAuthorization | null;
  message: string | null;
  /** The customer's e-mail: a saved card can be charged later only with it. */
  email: string | null;
};

/** Paystack's channels; our methods choose among them. */
export type Channel = "card" | "bank" | "ussd" | "bank_transfer";

export type InitializeInput = {
  email: string;
  amountKobo: number;
  reference: string;
  callbackUrl: string;
  metadata: Record<string, unknown>;
  channels: Channel[];
};

export type ChargeInput = {
  authorizationCode: string;
  email: string;
  amountKobo: number;
  reference: string;
  metadata: Record<string, unknown>;
};

/**
 * What a provider's webhook reports, in our own words: what the models act on
 * (models/billing/webhooks.server.ts).
 * - `payment-succeeded`: the money for `transaction.reference` arrived (Paystack's
 *   `charge.success`); applied once however often it comes.
 * - `ignored`: anything else the provider reports (disputes, refunds, transfers...), which we
 *   acknowledge and do not act on; `about` is the provider's name for it, for logs and tests.
 */
export type PaymentEvent =
  | { kind: "payment-succeeded"; transaction: ProviderTransaction }
  | { kind: "ignored"; about: string };

/**
 * A webhook refused before anything acts on it: `signature` (not signed by the provider in use:
 * 401) or `malformed` (signed, but not an event we can read: 400). `message` is the answer's.
 */
export class WebhookRefused extends Error {
  constructor(
    readonly reason: "signature" | "malformed",
    message: string,
  ) {
    super(message);
    this.name = "WebhookRefused";
  }
}

export interface PaymentProvider {
  readonly name: "paystack" | "simulated";
  /** Starts a checkout; the buyer is sent to `authorizationUrl`. */
  initialize(input: InitializeInput): Promise<{ authorizationUrl: string }>;
  /** The transaction's outcome by our reference. */
  verify(reference: string): Promise<ProviderTransaction>;
  /** Charges a saved authorization (renewals); answers the outcome, failed included. */
  chargeAuthorization(input: ChargeInput): Promise<ProviderTransaction>;
  /** Pays a transaction back in full. */
  refund(reference: string): Promise<void>;
  /**
   * Reads a webhook delivery: `rawBody` exactly as received and the signature header's value.
   * Checks the signature first, then reads the event into our `PaymentEvent`. Throws
   * `WebhookRefused` (`signature`, or `malformed` for a signed body that is not an event).
   */
  parseWebhook(rawBody: string, signature: string | null): PaymentEvent;
  /** The secret its webhooks are signed with (tests and the webhook bench sign with it). */
  webhookSecret(): string;
}

/** Naira to kobo (the provider's unit). */
export const toKobo = (naira: number) => Math.round(naira * 100);

type PaystackAuthorization = {
  authorization_code?: string;
  signature?: string;
  card_type?: string;
  brand?: string;
  last4?: string;
  exp_month?: string | number;
  exp_year?: string | number;
  bank?: string | null;
  reusable?: boolean;
  channel?: string;
};

/** Paystack's transaction object (verify, charge_authorization, webhook data), loosely typed. */
export type PaystackTransaction = {
  id?: number | string;
  reference?: string;
  status?: string;
  amount?: number;
  currency?: string;
  channel?: string | null;
  gateway_response?: string | null;
  message?: string | null;
  authorization?: PaystackAuthorization | null;
  customer?: { email?: string | null } | null;
};

const STATUSES = new Set<ProviderStatus>([
  "success",
  "failed",
  "abandoned",
  "ongoing",
  "pending",
  "reversed",
]);

/** Reads a Paystack transaction object into our shape. */
export function fromPaystack(t: PaystackTransaction): ProviderTransaction {
  const a = t.authorization;
  const card =
    a && a.authorization_code && a.signature && a.last4 && (a.channel ?? "card") === "card"
      ? {
          authorizationCode: a.authorization_code,
          signature: a.signature,
          brand: (a.brand ?? a.card_type ?? "card").trim(),
          last4: String(a.last4),
          expiryMonth: Number(a.exp_month) || 0,
          expiryYear: Number(a.exp_year) || 0,
          bank: a.bank ?? null,
          reusable: Boolean(a.reusable),
        }
      : null;
  return {
    reference: String(t.reference ?? ""),
    status: STATUSES.has(t.status as ProviderStatus) ? (t.status as ProviderStatus) : "pending",
    amountKobo: Number(t.amount) || 0,
    currency: String(t.currency ?? "NGN"),
    channel: t.channel ?? null,
    transactionId: t.id === undefined ? null : String(t.id),
    authorization: card,
    message: t.gateway_response ?? t.message ?? null,
    email: t.customer?.email ?? null,
  };
}

/**
 * Reads a Paystack webhook delivery (https://paystack.com/docs/payments/webhooks/) signed with
 * `secret`: the HMAC-SHA512 of the raw body must equal the signature (constant-time), else
 * `WebhookRefused("signature")`. Then, within the nesting limit of every JSON body we read,
 * `{event, data}`: `charge.success` with a transaction object is a payment that succeeded,
 * any other event is ignored. A body that nests too deeply, is not JSON or not an object is
 * `WebhookRefused("malformed")`.
 */
export function parsePaystackWebhook(
  rawBody: string,
  signature: string | null,
  secret: string,
): PaymentEvent {
  if (!verifyWebhookSignature(rawBody, signature, secret))
    throw new WebhookRefused("signature", "Invalid signature");
  if (jsonNestedDeeperThan(rawBody))
    throw new WebhookRefused("malformed", "The JSON body is nested too deeply");
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new WebhookRefused("malformed", "The webhook body is not JSON");
  }
  if (!body || typeof body !== "object")
    throw new WebhookRefused("malformed", "The webhook body is not an event");
  const { event, data } = body as { event?: unknown; data?: unknown };
  if (event === "charge.success" && data && typeof data === "object")
    return { kind: "payment-succeeded", transaction: fromPaystack(data as PaystackTransaction) };
  return { kind: "ignored", about: typeof event === "string" ? event : "no event name" };
}

/** Paystack's REST API (https://paystack.com/docs/api/). */
export class PaystackProvider implements PaymentProvider {
  readonly name = "paystack" as const;
  constructor(
    private readonly secretKey: string,
    private readonly baseUrl: string,
  ) {}

  private async call<T>(method: "GET" | "POST", pathname: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetch(new URL(pathname, this.baseUrl), {
        method,
        headers: {
          Authorization: `Bearer ${this.secretKey}`,
          ...(body ? { "Content-Type": "application/json" } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      throw new ProviderError(`Paystack could not be reached: ${(error as Error).message}`);
    }
    const json = (await response.json().catch(() => null)) as {
      status?: boolean;
      message?: string;
      data?: T;
    } | null;
    if (!response.ok || !json?.status || json.data === undefined) {
      throw Object.assign(
        new ProviderError(json?.message ?? `Paystack answered ${response.status}`),
        { httpStatus: response.status, data: json?.data },
      );
    }
    return json.data;
  }

  async initialize(input: InitializeInput) {
    const data = await this.call<{ authorization_url: string }>("POST", "/transaction/initialize", {
      email: input.email,
      amount: input.amountKobo,
      currency: "NGN",
      reference: input.reference,
      callback_url: input.callbackUrl,
      metadata: input.metadata,
      channels: input.channels,
    });
    return { authorizationUrl: data.authorization_url };
  }

  async verify(reference: string) {
    try {
      const data = await this.call<PaystackTransaction>(
        "GET",
        `/transaction/verify/${encodeURIComponent(reference)}`,
      );
      return fromPaystack(data);
    } catch (error) {
      if ((error as { httpStatus?: number }).httpStatus === 404) {
        return { ...fromPaystack({ reference }), status: "unknown" as const };
      }
      throw error;
    }
  }

  async chargeAuthorization(input: ChargeInput) {
    try {
      const data = await this.call<PaystackTransaction>(
        "POST",
        "/transaction/charge_authorization",
        {
          authorization_code: input.authorizationCode,
          email: input.email,
          amount: input.amountKobo,
          currency: "NGN",
          reference: input.reference,
          metadata: input.metadata,
        },
      );
      return fromPaystack(data);
    } catch (error) {
      // A declined card is an answer, not a fault: Paystack sends it with status false.
      const status = (error as { httpStatus?: number }).httpStatus;
      if (status && status >= 400 && status < 500) {
        return {
          ...fromPaystack({ reference: input.reference, amount: input.amountKobo }),
          status: "failed" as const,
          message: (error as Error).message,
        };
      }
      throw error;
    }
  }

  async refund(reference: string) {
    await this.call("POST", "/refund", { transaction: reference });
  }

  /** Paystack signs its webhooks with the secret key. */
  parseWebhook(rawBody: string, signature: string | null) {
    return parsePaystackWebhook(rawBody, signature, this.secretKey);
  }

  webhookSecret() {
    return this.secretKey;
  }
}

/** The development secret simulated webhooks are signed with, kept in DATA_DIR. */
function simulatedSecret(): string {
  const file = path.join(getEnv().dataDir, "simulated-payments-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const secret = `sk_simulated_${crypto.randomBytes(24).toString("hex")}`;
    try {
      fs.writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
      return secret;
    } catch {
      return fs.readFileSync(file, "utf8").trim();
    }
  }
}

type SimulatedRow = typeof simulatedTransactions.$inferSelect;

function fromSimulated(row: SimulatedRow): ProviderTransaction {
  const card = row.authorizationCode
    ? {
        authorizationCode: row.authorizationCode,
        signature: `SIG_${crypto.createHash("sha256").update(row.email).digest("hex").slice(0, 16)}`,
        brand: "visa",
        last4: "4081",
        expiryMonth: 12,
        expiryYear: new Date().getUTCFullYear() + 3,
        bank: "TEST BANK",
        reusable: true,
      }
    : null;
  return {
    reference: row.reference,
    status: row.status as ProviderStatus,
    amountKobo: row.amountKobo,
    currency: row.currency,
    channel: row.channel,
    transactionId: `sim_${row.reference}`,
    authorization: card,
    message: row.status === "failed" ? "Declined" : row.status === "success" ? "Approved" : null,
    email: row.email,
  };
}

/** What the payer does on the simulated checkout page. */
export type SimulatedOutcome = "card" | "transfer" | "transfer-arrived" | "decline";

/**
 * The offline stand-in for Paystack. Its checkout is our page at `/payment/checkout/{ref}`.
 * A card paid here is "saved" as a test authorization that later renewals can charge.
 */
export class SimulatedProvider implements PaymentProvider {
  readonly name = "simulated" as const;

  async initialize(input: InitializeInput) {
    await db()
      .insert(simulatedTransactions)
      .values({
        reference: input.reference,
        email: input.email,
        amountKobo: input.amountKobo,
        channels: input.channels,
        callbackUrl: input.callbackUrl,
        metadata: input.metadata,
      })
      .onConflictDoNothing();
    return {
      authorizationUrl: `${getEnv().appUrl}/payment/checkout/${encodeURIComponent(input.reference)}`,
    };
  }

  /** The checkout's own record of a transaction, or null for an unknown reference. */
  async checkout(reference: string): Promise<SimulatedRow | null> {
    const [row] = await db()
      .select()
      .from(simulatedTransactions)
      .where(eq(simulatedTransactions.reference, reference));
    return row ?? null;
  }

  /**
   * Applies the payer's choice. Only an open transaction moves (ongoing -> success, pending or
   * failed; pending -> success when the transfer arrives). Answers what Paystack's webhook would
   * report then, as our own event: `payment-succeeded` once the transaction has succeeded (again
   * on a repeated click: applying it twice grants once), else null (Paystack sends no webhook for
   * a decline or a transfer on its way; the callback's verify finds those). Null too for an
   * unknown reference. The checkout is our own page, so nothing is signed and checked here.
   */
  async settle(reference: string, outcome: SimulatedOutcome): Promise<PaymentEvent | null> {
    const settled = await this.settleLedger(reference, outcome);
    return settled?.status === "success"
      ? { kind: "payment-succeeded", transaction: settled }
      : null;
  }

  /** Moves the ledger's row for the payer's choice; answers the transaction after. */
  private async settleLedger(
    reference: string,
    outcome: SimulatedOutcome,
  ): Promise<ProviderTransaction | null> {
    const row = await this.checkout(reference);
    if (!row) return null;
    const open =
      outcome === "transfer-arrived" ? row.status === "pending" : row.status === "ongoing";
    if (open) {
      const next =
        outcome === "decline"
          ? { status: "failed", channel: "card" }
          : outcome === "transfer"
            ? { status: "pending", channel: "bank_transfer" }
            : outcome === "transfer-arrived"
              ? { status: "success", channel: "bank_transfer" }
              : {
                  status: "success",
                  channel: "card",
                  authorizationCode: `AUTH_sim_${crypto.randomBytes(8).toString("hex")}`,
                };
      const [updated] = await db()
        .update(simulatedTransactions)
        .set(next)
        .where(eq(simulatedTransactions.reference, reference))
        .returning();
      return fromSimulated(updated!);
    }
    return fromSimulated(row);
  }

  async verify(reference: string) {
    const row = await this.checkout(reference);
    return row
      ? fromSimulated(row)
      : { ...fromPaystack({ reference }), status: "unknown" as const };
  }

  async chargeAuthorization(input: ChargeInput) {
    const declined = input.authorizationCode.startsWith("AUTH_sim_decline");
    const [row] = await db()
      .insert(simulatedTransactions)
      .values({
        reference: input.reference,
        email: input.email,
        amountKobo: input.amountKobo,
        channels: ["card"],
        callbackUrl: "",
        metadata: input.metadata,
        status: declined ? "failed" : "success",
        channel: "card",
        authorizationCode: input.authorizationCode,
      })
      .returning();
    return fromSimulated(row!);
  }

  async refund(reference: string) {
    await db()
      .update(simulatedTransactions)
      .set({ status: "reversed" })
      .where(eq(simulatedTransactions.reference, reference));
  }

  /**
   * The stand-in's webhook is Paystack's, signed with the development secret, so
   * `/api/payments/webhook` can be exercised offline (the API tests, the fuzzer). Its own
   * checkout never goes through it: `settle` hands its event over directly.
   */
  parseWebhook(rawBody: string, signature: string | null) {
    return parsePaystackWebhook(rawBody, signature, simulatedSecret());
  }

  webhookSecret() {
    return simulatedSecret();
  }
}

let override: PaymentProvider | undefined;

/**
 * The provider in use: Paystack when `PAYSTACK_SECRET_KEY` is set, the simulated checkout when
 * it is allowed (env `payments`), else null (payments are switched off; pages say so).
 */
export function paymentProvider(): PaymentProvider | null {
  if (override) return override;
  const env = getEnv();
  if (env.payments === "paystack") {
    return new PaystackProvider(env.PAYSTACK_SECRET_KEY!, env.PAYSTACK_BASE_URL);
  }
  return env.payments === "simulated" ? simulated : null;
}

const simulated = new SimulatedProvider();

/**
 * Whether anything can be paid for: false when no provider is in use (no Paystack key and the
 * simulated checkout off). Pages then show PAYMENTS_OFF_MESSAGE instead of payment buttons.
 */
export function paymentsAvailable(): boolean {
  return paymentProvider() !== null;
}

/** The simulated provider when it is the one in use, else null (its page is then a 404). */
export function simulatedProvider(): SimulatedProvider | null {
  const provider = paymentProvider();
  return provider instanceof SimulatedProvider ? provider : null;
}

/** Tests: replace the provider (undefined restores the environment's choice). */
export function setPaymentProvider(next: PaymentProvider | undefined) {
  override = next;
}

/** HMAC-SHA512 of `rawBody` with `secret`, hex: Paystack's `x-paystack-signature`. */
export function signWebhook(rawBody: string, secret: string): string {
  return crypto.createHmac("sha512", secret).update(rawBody).digest("hex");
}

/** Checks a webhook's signature in constant time; false for a missing or malformed one. */
export function verifyWebhookSignature(
  rawBody: string,
  signature: string | null,
  secret: string,
): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = Buffer.from(signWebhook(rawBody, secret), "hex");
  const given = Buffer.from(signature, "hex");
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

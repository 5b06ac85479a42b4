/**
 * Paystack's REST API (https://paystack.com/docs/api/), mocked at the network edge with MSW:
 * the app's `PaystackProvider` runs unchanged against `PAYSTACK_TEST_BASE`.
 *
 * Endpoints: `POST /transaction/initialize`, `GET /transaction/verify/:reference`,
 * `POST /transaction/charge_authorization`, `POST /refund`. Every call needs
 * `Authorization: Bearer PAYSTACK_TEST_SECRET` (else 401, as Paystack answers a bad key).
 * Amounts are kobo, as Paystack counts them.
 *
 * An in-memory ledger plays Paystack's side and tests drive it through `paystack`:
 * - a transaction initialized and not yet paid reports `abandoned` on verify (Paystack's word
 *   for "the customer has not completed the transaction");
 * - `paystack.pay(reference, ...)` completes it as the payer would on the hosted page (with a
 *   card authorization, or by bank transfer with none), optionally with another amount or
 *   currency than the one initialized;
 * - `paystack.decline(code)` makes `charge_authorization` fail for that authorization code
 *   ("Charge attempted" with data.status `failed`, as Paystack reports a declined card);
 * - `paystack.outage("network" | 500)` makes every endpoint fail;
 * - `paystack.calls(path)` lists what our code sent (method, path, JSON body, key).
 * `signedWebhook` and `chargeSuccessWebhook` build a webhook body and its
 * `x-paystack-signature` (HMAC-SHA512 of the raw body with the secret).
 */
import crypto from "node:crypto";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import { PaystackProvider, setPaymentProvider } from "~/services/payments.server";

export const PAYSTACK_TEST_BASE = "https://api.paystack.mock";
export const PAYSTACK_TEST_SECRET = "sk_test_motormart_0f1e2d3c4b5a69788796a5b4c3d2e1f0";

/** Paystack's authorization object (a reusable card when `reusable`). */
export type MockAuthorization = {
  authorization_code: string;
  bin: string;
  last4: string;
  exp_month: string;
  exp_year: string;
  channel: string;
  card_type: string;
  bank: string | null;
  country_code: string;
  brand: string;
  reusable: boolean;
  signature: string;
};

export type MockTransaction = {
  id: number;
  reference: string;
  email: string;
  /** Kobo. */
  amount: number;
  currency: string;
  status: "abandoned" | "ongoing" | "pending" | "success" | "failed" | "reversed";
  channel: string | null;
  channels: string[];
  callbackUrl: string | null;
  metadata: Record<string, unknown>;
  gatewayResponse: string | null;
  authorization: MockAuthorization | null;
  paidAt: string | null;
};

export type MockCall = {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  authorization: string | null;
};

const state = {
  transactions: new Map<string, MockTransaction>(),
  declined: new Set<string>(),
  calls: [] as MockCall[],
  outage: null as null | "network" | 500,
  nextId: 4_000_000,
};

/** A Paystack test card's reusable authorization (unique code and signature unless given). */
export function testCard(overrides: Partial<MockAuthorization> = {}): MockAuthorization {
  const tag = crypto.randomBytes(6).toString("hex");
  return {
    authorization_code: `AUTH_${tag}`,
    bin: "408408",
    last4: "4081",
    exp_month: "12",
    exp_year: "2030",
    channel: "card",
    card_type: "visa ",
    bank: "TEST BANK",
    country_code: "NG",
    brand: "visa",
    reusable: true,
    signature: `SIG_${tag}`,
    ...overrides,
  };
}

/** The transaction object Paystack sends in verify, charge and webhook `data`. */
export function transactionData(t: MockTransaction) {
  return {
    id: t.id,
    domain: "test",
    status: t.status,
    reference: t.reference,
    amount: t.amount,
    message: null,
    gateway_response: t.gatewayResponse,
    paid_at: t.paidAt,
    created_at: new Date().toISOString(),
    channel: t.channel,
    currency: t.currency,
    metadata: t.metadata,
    fees: Math.round(t.amount * 0.015),
    customer: { email: t.email, customer_code: "CUS_mock" },
    authorization: t.authorization,
  };
}

export const paystack = {
  /** Empties the ledger, the call log and the declined cards; ends any outage. */
  reset() {
    state.transactions.clear();
    state.declined.clear();
    state.calls.length = 0;
    state.outage = null;
  },
  /** Every endpoint fails: the network (fetch rejects) or Paystack answering 500. */
  outage(mode: "network" | 500 | null) {
    state.outage = mode;
  },
  transaction(reference: string): MockTransaction | undefined {
    return state.transactions.get(reference);
  },
  /**
   * The payer completes the hosted checkout. `card`: the authorization Paystack returns
   * (default: a new reusable test card; null for a bank transfer). `amount` (kobo) and
   * `currency` default to what was initialized.
   */
  pay(
    reference: string,
    options: {
      card?: MockAuthorization | null;
      amount?: number;
      currency?: string;
      channel?: string;
    } = {},
  ): MockTransaction {
    const t = state.transactions.get(reference);
    if (!t) throw new Error(`paystack mock: no transaction ${reference}`);
    const card = options.card === undefined ? testCard() : options.card;
    Object.assign(t, {
      status: "success",
      amount: options.amount ?? t.amount,
      currency: options.currency ?? t.currency,
      channel: options.channel ?? (card ? "card" : "bank_transfer"),
      authorization: card,
      gatewayResponse: "Successful",
      paidAt: new Date().toISOString(),
    });
    return t;
  },
  /** Moves a transaction to another status (e.g. `ongoing` while a transfer is on its way). */
  setStatus(reference: string, status: MockTransaction["status"], gatewayResponse?: string) {
    const t = state.transactions.get(reference);
    if (!t) throw new Error(`paystack mock: no transaction ${reference}`);
    t.status = status;
    if (gatewayResponse !== undefined) t.gatewayResponse = gatewayResponse;
  },
  /** `charge_authorization` fails for this authorization code from now on. */
  decline(authorizationCode: string) {
    state.declined.add(authorizationCode);
  },
  /** What our code sent, oldest first; `path` filters (e.g. "/refund"). */
  calls(path?: string): MockCall[] {
    return state.calls.filter((c) => !path || c.path === path || c.path.startsWith(`${path}/`));
  },
};

/** A webhook body and its signature, as Paystack would POST it. */
export function signedWebhook(
  event: string,
  data: unknown,
  secret = PAYSTACK_TEST_SECRET,
): { body: string; signature: string; headers: Record<string, string> } {
  const body = JSON.stringify({ event, data });
  const signature = crypto.createHmac("sha512", secret).update(body).digest("hex");
  return {
    body,
    signature,
    headers: { "content-type": "application/json", "x-paystack-signature": signature },
  };
}

/** `charge.success` for a transaction in the ledger (pay it first), with optional changes. */
export function chargeSuccessWebhook(
  reference: string,
  changes: Partial<ReturnType<typeof transactionData>> = {},
  secret = PAYSTACK_TEST_SECRET,
) {
  const t = state.transactions.get(reference);
  if (!t) throw new Error(`paystack mock: no transaction ${reference}`);
  return signedWebhook("charge.success", { ...transactionData(t), ...changes }, secret);
}

const url = (path: string) => `${PAYSTACK_TEST_BASE}${path}`;
const fail = (status: number, message: string) =>
  HttpResponse.json({ status: false, message }, { status });

/**
 * Logs the call and answers the outage or a bad key before the endpoint runs; null lets the
 * endpoint answer.
 */
async function gate(request: Request): Promise<{ stop: Response | null; body: MockCall["body"] }> {
  const text = request.method === "GET" ? "" : await request.text();
  const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  const authorization = request.headers.get("authorization");
  state.calls.push({
    method: request.method,
    path: new URL(request.url).pathname,
    body,
    authorization,
  });
  if (state.outage === "network") return { stop: HttpResponse.error(), body };
  if (state.outage === 500) {
    return { stop: new HttpResponse("<h1>502 Bad Gateway</h1>", { status: 500 }), body };
  }
  if (authorization !== `Bearer ${PAYSTACK_TEST_SECRET}`) {
    return { stop: fail(401, "Invalid key"), body };
  }
  return { stop: null, body };
}

export const paystackHandlers = [
  http.post(url("/transaction/initialize"), async ({ request }) => {
    const { stop, body } = await gate(request);
    if (stop) return stop;
    const b = body ?? {};
    if (typeof b.email !== "string" || !b.email.includes("@"))
      return fail(400, "Invalid Email Address Passed");
    if (!Number.isInteger(b.amount) || (b.amount as number) < 100)
      return fail(400, "Invalid Amount Sent");
    const reference = String(b.reference ?? crypto.randomBytes(8).toString("hex"));
    if (state.transactions.has(reference)) return fail(400, "Duplicate Transaction Reference");
    const accessCode = crypto.randomBytes(8).toString("hex");
    state.transactions.set(reference, {
      id: state.nextId++,
      reference,
      email: b.email,
      amount: b.amount as number,
      currency: String(b.currency ?? "NGN"),
      status: "abandoned",
      channel: null,
      channels: (b.channels as string[] | undefined) ?? ["card", "bank", "ussd", "bank_transfer"],
      callbackUrl: (b.callback_url as string | undefined) ?? null,
      metadata: (b.metadata as Record<string, unknown> | undefined) ?? {},
      gatewayResponse: "The transaction was not completed",
      authorization: null,
      paidAt: null,
    });
    return HttpResponse.json({
      status: true,
      message: "Authorization URL created",
      data: {
        authorization_url: `https://checkout.paystack.com/${accessCode}`,
        access_code: accessCode,
        reference,
      },
    });
  }),

  http.get(url("/transaction/verify/:reference"), async ({ request, params }) => {
    const { stop } = await gate(request);
    if (stop) return stop;
    const t = state.transactions.get(String(params.reference));
    if (!t) return fail(400, "Transaction reference not found");
    return HttpResponse.json({
      status: true,
      message: "Verification successful",
      data: transactionData(t),
    });
  }),

  http.post(url("/transaction/charge_authorization"), async ({ request }) => {
    const { stop, body } = await gate(request);
    if (stop) return stop;
    const b = body ?? {};
    const code = String(b.authorization_code ?? "");
    if (!code.startsWith("AUTH_")) return fail(400, "Invalid authorization code");
    if (!Number.isInteger(b.amount)) return fail(400, "Invalid Amount Sent");
    const reference = String(b.reference ?? crypto.randomBytes(8).toString("hex"));
    if (state.transactions.has(reference)) return fail(400, "Duplicate Transaction Reference");
    const declined = state.declined.has(code);
    const t: MockTransaction = {
      id: state.nextId++,
      reference,
      email: String(b.email ?? ""),
      amount: b.amount as number,
      currency: String(b.currency ?? "NGN"),
      status: declined ? "failed" : "success",
      channel: "card",
      channels: ["card"],
      callbackUrl: null,
      metadata: (b.metadata as Record<string, unknown> | undefined) ?? {},
      gatewayResponse: declined ? "Insufficient Funds" : "Approved",
      authorization: testCard({ authorization_code: code, signature: `SIG_${code.slice(5)}` }),
      paidAt: declined ? null : new Date().toISOString(),
    };
    state.transactions.set(reference, t);
    return HttpResponse.json({
      status: true,
      message: "Charge attempted",
      data: transactionData(t),
    });
  }),

  http.post(url("/refund"), async ({ request }) => {
    const { stop, body } = await gate(request);
    if (stop) return stop;
    const t = state.transactions.get(String(body?.transaction ?? ""));
    if (!t) return fail(404, "Transaction not found");
    if (t.status !== "success") return fail(400, "Transaction has not been paid");
    t.status = "reversed";
    return HttpResponse.json({
      status: true,
      message: "Refund has been queued for processing",
      data: {
        transaction: { id: t.id, reference: t.reference, amount: t.amount },
        amount: t.amount,
        currency: t.currency,
        status: "pending",
      },
    });
  }),
];

/**
 * Uses this mock for the calling test file: MSW intercepts Paystack's API, the provider is a
 * `PaystackProvider` with the test key and base URL, and the ledger is reset after each test.
 * Answers the MSW server (for `server.use` overrides).
 */
export function usePaystackMock() {
  const server = setupServer(...paystackHandlers);
  beforeAll(() => {
    server.listen({ onUnhandledRequest: "error" });
    setPaymentProvider(new PaystackProvider(PAYSTACK_TEST_SECRET, PAYSTACK_TEST_BASE));
  });
  afterEach(() => paystack.reset());
  afterAll(() => {
    server.close();
    setPaymentProvider(undefined);
  });
  return server;
}

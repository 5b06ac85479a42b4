/**
 * The payment API and Paystack's webhook (docs/decisions/010-payments.md), with Paystack mocked by
 * MSW (tests/mocks/paystack.ts): `POST /api/payments/create` (prices from the catalogue, never the
 * client's), `POST /api/payments/verify`, `GET /api/payments/history`, saved cards
 * (`GET /api/payments/methods`, `PATCH`/`DELETE /api/payments/methods/{id}`),
 * `GET /api/user/subscription` and its cancel, and `POST /api/payments/webhook`: a forged
 * signature refused, a replay applied once, an amount mismatch refused, a webhook racing the
 * verify granted once, and a boost ranking first in browse.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { listingBoosts, listings, paymentGrants, payments, subscriptions, users } from "#db/schema";
import { BOOSTS, periodEnd, PLANS } from "~/lib/billing/plans";
import { loader as browseApi } from "~/routes/api/cars/cars";
import { loader as checkoutPage } from "~/routes/billing/checkout";
import { action as cancelApi } from "~/routes/api/user/subscription-cancel";
import { loader as subscriptionApi } from "~/routes/api/user/subscription";
import { readOutbox } from "~/services/mail.server";
import {
  PaystackProvider,
  setPaymentProvider,
  SimulatedProvider,
} from "~/services/payments.server";
import {
  chargeSuccessWebhook,
  PAYSTACK_TEST_BASE,
  PAYSTACK_TEST_SECRET,
  paystack,
  usePaystackMock,
  signedWebhook,
  testCard,
  transactionData,
} from "../../../../tests/mocks/paystack";
import { createListing, createUser } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { raceTest } from "../../../../tests/setup/race";
import { deliverQueuedMail } from "../../../../tests/support/jobs";
import { callRoute, signIn } from "../../../../tests/support/routes";
import { action as createApi } from "./create";
import { loader as historyApi } from "./history";
import { action as methodApi } from "./method";
import { loader as methodsApi } from "./methods";
import { action as verifyApi } from "./verify";
import { action as webhookApi } from "./webhook";

useTestDatabase();

usePaystackMock();

const DAY = 86_400_000;

/** A signed-in seller (Bearer token) with the calls a client makes. */
async function client(fields: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(fields);
  const token = await signIn(user);
  return {
    user,
    token,
    create: (json: unknown) =>
      callRoute(createApi, { method: "POST", path: "/api/payments/create", token, json }),
    verify: (reference: string) =>
      callRoute(verifyApi, {
        method: "POST",
        path: "/api/payments/verify",
        token,
        json: { reference },
      }),
    history: (query = "") =>
      callRoute(historyApi, { path: `/api/payments/history${query}`, token }),
    methods: () => callRoute(methodsApi, { path: "/api/payments/methods", token }),
    method: (id: string, method: "PATCH" | "DELETE", json?: unknown) =>
      callRoute(methodApi, {
        method,
        path: `/api/payments/methods/${id}`,
        params: { id },
        token,
        json,
      }),
    subscription: () => callRoute(subscriptionApi, { path: "/api/user/subscription", token }),
    cancel: () =>
      callRoute(cancelApi, { method: "POST", path: "/api/user/subscription/cancel", token }),
  };
}

/** POSTs a webhook body to the route as Paystack would (raw body, signature header). */
const deliver = (hook: { body: string; headers: Record<string, string> }) =>
  callRoute(webhookApi, {
    method: "POST",
    path: "/api/payments/webhook",
    body: hook.body,
    headers: hook.headers,
  });

const paymentByRef = async (reference: string) =>
  (await db().select().from(payments).where(eq(payments.reference, reference)))[0]!;
const grantsOf = async (reference: string) =>
  db()
    .select()
    .from(paymentGrants)
    .where(eq(paymentGrants.paymentId, (await paymentByRef(reference)).id));
const planOf = async (id: string) =>
  (await db().select({ plan: users.plan }).from(users).where(eq(users.id, id)))[0]!.plan;
const featuredUntil = async (id: string) =>
  (await db().select().from(listings).where(eq(listings.id, id)))[0]!.featuredUntil;
const receivedMail = async (email: string) => {
  await deliverQueuedMail();
  return (await readOutbox(email)).filter((m) => m.subject.startsWith("Payment received"));
};

/** Starts a payment through the API and pays it on Paystack's (mocked) checkout. */
async function paid(c: Awaited<ReturnType<typeof client>>, json: unknown, card = testCard()) {
  const r = await c.create(json);
  expect(r.status).toBe(201);
  paystack.pay(r.body.data.reference, { card });
  return r.body.data.reference as string;
}

describe("POST /api/payments/create", () => {
  it("answers 401 to an anonymous caller and starts nothing", async () => {
    const r = await callRoute(createApi, {
      method: "POST",
      path: "/api/payments/create",
      json: { purpose: "subscription", plan: "basic", billingCycle: "monthly" },
    });
    expect(r.status).toBe(401);
    expect(r.body.success).toBe(false);
    expect(paystack.calls()).toEqual([]);
  });

  it("answers 400 with a message, never 500, to bad bodies", async () => {
    const c = await client();
    const listing = await createListing(c.user.id);
    const bodies: unknown[] = [
      {},
      null,
      [],
      "basic",
      { purpose: "free" },
      { purpose: "subscription", plan: "gold" },
      { purpose: "subscription", plan: "free", billingCycle: "monthly" },
      { purpose: "subscription", plan: "basic", billingCycle: "weekly" },
      { purpose: "subscription", plan: "basic", method: "cheque" },
      { purpose: "subscription", plan: "basic\u0000" },
      { purpose: "subscription\u0000", plan: "basic" },
      { purpose: "boost", listingId: "not-a-listing", boost: "featured" },
      { purpose: "boost", listingId: listing.id, boost: "ultra" },
      { purpose: "boost", listingId: listing.id },
    ];
    for (const json of bodies) {
      const r = await c.create(json);
      expect(r.status, JSON.stringify(json)).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.message).toBeTruthy();
    }
    const notJson = await callRoute(createApi, {
      method: "POST",
      path: "/api/payments/create",
      token: c.token,
      body: "{purpose: subscription",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.status).toBe(400);
    expect(await db().select().from(payments).where(eq(payments.userId, c.user.id))).toEqual([]);
    expect(paystack.calls()).toEqual([]);
  });

  it("answers 201 {reference, authorizationUrl, amount, currency}; an amount sent by the client is refused", async () => {
    const c = await client();
    const priced = await c.create({
      purpose: "subscription",
      plan: "premium",
      billingCycle: "yearly",
      amount: 1,
      currency: "USD",
    });
    expect(priced.status).toBe(400);
    expect(priced.body.errors).toEqual({ amount: ["Unknown field"], currency: ["Unknown field"] });
    expect(paystack.calls("/transaction/initialize")).toEqual([]);
    const r = await c.create({ purpose: "subscription", plan: "premium", billingCycle: "yearly" });
    expect(r.status).toBe(201);
    expect(r.body.data).toEqual({
      reference: expect.stringMatching(/^MM-[0-9a-f]{24}$/),
      authorizationUrl: expect.stringMatching(/^https:\/\/checkout\.paystack\.com\//),
      amount: PLANS.premium.price.yearly,
      currency: "NGN",
    });
    expect(paystack.calls("/transaction/initialize")[0]!.body).toMatchObject({
      amount: PLANS.premium.price.yearly * 100,
      currency: "NGN",
      reference: r.body.data.reference,
    });
    // The cycle defaults to monthly.
    const monthly = await c.create({ purpose: "subscription", plan: "basic" });
    expect(monthly.body.data.amount).toBe(PLANS.basic.price.monthly);
  });

  it("prices a boost by the caller's plan (a client cannot send an amount)", async () => {
    for (const [plan, price] of [
      ["free", BOOSTS.mega.price.basic],
      ["basic", BOOSTS.mega.price.basic],
      ["premium", BOOSTS.mega.price.premium],
    ] as const) {
      const c = await client({ plan });
      const listing = await createListing(c.user.id);
      const r = await c.create({
        purpose: "boost",
        listingId: listing.id,
        boost: "mega",
      });
      expect(r.status).toBe(201);
      expect(r.body.data.amount).toBe(price);
      expect(paystack.calls("/transaction/initialize").slice(-1)[0]!.body!.amount).toBe(
        price * 100,
      );
    }
  });

  it("refuses a boost of another seller's listing (404), one not live (409), a buyer (403) and one past the cap (400)", async () => {
    const c = await client();
    const other = await createUser();
    const theirs = await createListing(other.id);
    const pending = await createListing(c.user.id, { status: "pending", publishedAt: null });
    const mine = await createListing(c.user.id);
    const boost = (listingId: string, b = "featured") =>
      c.create({ purpose: "boost", listingId, boost: b });
    expect((await boost(theirs.id)).status).toBe(404);
    expect((await boost(pending.id)).status).toBe(409);
    const buyer = await client({ accountType: "buyer" });
    expect(
      (await buyer.create({ purpose: "boost", listingId: mine.id, boost: "top" })).status,
    ).toBe(403);

    expect((await boost(mine.id, "mega")).status).toBe(201);
    const over = await boost(mine.id, "mega");
    expect(over.status).toBe(400);
    expect(over.body.message).toMatch(/^Boost spend is capped at ₦200,000 a month/);
    // The same refusal in the language the client asks for (docs/decisions/023-languages.md).
    const hausa = await callRoute(createApi, {
      method: "POST",
      path: "/api/payments/create",
      token: c.token,
      json: { purpose: "boost", listingId: mine.id, boost: "mega" },
      headers: { "Accept-Language": "ha" },
    });
    expect(hausa.status).toBe(400);
    expect(hausa.body.message).toMatch(/^Iyakar kashewa kan boost ₦200,000 ce a wata\./);
    expect(hausa.body.message).toContain("Babban Boost yana kashe");
    expect(hausa.body.message).not.toContain("capped");
    expect(await db().select().from(payments).where(eq(payments.userId, c.user.id))).toHaveLength(
      1,
    );
  });
});

describe("POST /api/payments/webhook", () => {
  it("refuses a forged, missing or stale signature with 401 and grants nothing", async () => {
    const c = await client();
    const reference = await paid(c, { purpose: "subscription", plan: "basic" });
    const hook = chargeSuccessWebhook(reference);
    const attempts = [
      { body: hook.body, headers: { "content-type": "application/json" } },
      signedWebhook("charge.success", JSON.parse(hook.body).data, "sk_test_not_ours"),
      { body: hook.body, headers: { ...hook.headers, "x-paystack-signature": "abc123" } },
      { body: hook.body, headers: { ...hook.headers, "x-paystack-signature": "" } },
      // The signature of another body (the amount changed after signing).
      { body: hook.body.replace(/"amount":\d+/, '"amount":100'), headers: hook.headers },
      // The same event re-serialised: the signature is over the raw bytes.
      { body: JSON.stringify(JSON.parse(hook.body), null, 2), headers: hook.headers },
      // Signed with the offline checkout's development secret while Paystack is in use.
      signedWebhook(
        "charge.success",
        JSON.parse(hook.body).data,
        new SimulatedProvider().webhookSecret(),
      ),
    ];
    for (const attempt of attempts) {
      const r = await deliver(attempt);
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ success: false, message: "Invalid signature" });
    }
    expect((await paymentByRef(reference)).status).toBe("pending");
    expect(await grantsOf(reference)).toEqual([]);
    expect(await planOf(c.user.id)).toBe("free");
  });

  it("grants a subscription on a valid charge.success: plan, period, record", async () => {
    const c = await client();
    const reference = await paid(c, {
      purpose: "subscription",
      plan: "basic",
      billingCycle: "monthly",
    });
    const r = await deliver(chargeSuccessWebhook(reference));
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ outcome: "granted" });
    expect(await planOf(c.user.id)).toBe("basic");
    const [sub] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, c.user.id));
    expect(sub).toMatchObject({ plan: "basic", billingCycle: "monthly", status: "active" });
    expect(sub!.currentPeriodEnd).toEqual(periodEnd(sub!.currentPeriodStart, "monthly"));
    expect(Math.abs(sub!.currentPeriodStart.getTime() - Date.now())).toBeLessThan(60_000);
    const record = await c.subscription();
    expect(record.body.data).toMatchObject({
      plan: "basic",
      uploadsLimit: PLANS.basic.listingsPerMonth,
      subscriptionStatus: "active",
      billingCycle: "monthly",
      nextBillingDate: sub!.currentPeriodEnd.toISOString(),
    });
    expect((await c.verify(reference)).body.data.status).toBe("completed");
  });

  it("grants a boost: the listing is Featured for the package's days and ranks first in relevance browse", async () => {
    const c = await client();
    const old = await createListing(c.user.id, {
      title: "Honda Accord 2009",
      publishedAt: new Date(Date.now() - 20 * DAY),
    });
    await createListing(c.user.id, { title: "Lexus RX 350 2016" });
    await createListing(c.user.id, { title: "Kia Sorento 2018" });
    const browse = async () =>
      (await callRoute(browseApi, { path: `/api/cars?userId=${c.user.id}&sortBy=relevance` })).body
        .data.cars as { id: string; featured: boolean }[];
    expect((await browse())[0]!.id).not.toBe(old.id);

    const reference = await paid(c, { purpose: "boost", listingId: old.id, boost: "featured" });
    const before = Date.now();
    expect((await deliver(chargeSuccessWebhook(reference))).body.data.outcome).toBe("granted");
    const until = (await featuredUntil(old.id))!.getTime();
    expect(until).toBeGreaterThanOrEqual(before + BOOSTS.featured.days * DAY - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + BOOSTS.featured.days * DAY);
    const cars = await browse();
    expect(cars[0]).toMatchObject({ id: old.id, featured: true });
    expect(cars.slice(1).every((car) => !car.featured)).toBe(true);
  });

  it("grants once when the same webhook arrives 100 times in a row", async () => {
    const c = await client();
    const reference = await paid(c, { purpose: "subscription", plan: "premium" });
    const hook = chargeSuccessWebhook(reference);
    const outcomes: string[] = [];
    for (let i = 0; i < 100; i += 1) {
      const r = await deliver(hook);
      expect(r.status).toBe(200);
      outcomes.push(r.body.data.outcome);
    }
    expect(outcomes.filter((o) => o === "granted")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "already")).toHaveLength(99);
    expect(await grantsOf(reference)).toHaveLength(1);
    const [sub] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, c.user.id));
    // One period, not a hundred.
    expect(sub!.currentPeriodEnd).toEqual(periodEnd(sub!.currentPeriodStart, "monthly"));
    expect(sub!.currentPeriodEnd.getTime() - Date.now()).toBeLessThan(32 * DAY);
    expect(await receivedMail(c.user.email)).toHaveLength(1);

    // One receipt number was taken: the next payment's is the next number.
    const payment = await paymentByRef(reference);
    expect(payment.receiptNumber).toBeGreaterThan(0);
    const listing = await createListing(c.user.id);
    const next = await paid(c, { purpose: "boost", listingId: listing.id, boost: "featured" });
    await deliver(chargeSuccessWebhook(next));
    expect((await paymentByRef(next)).receiptNumber).toBe(payment.receiptNumber! + 1);
  });

  raceTest("grants once when the same webhook arrives 100 times at once", async () => {
    const c = await client();
    const listing = await createListing(c.user.id);
    const reference = await paid(c, { purpose: "boost", listingId: listing.id, boost: "top" });
    const hook = chargeSuccessWebhook(reference);
    const before = Date.now();
    const results = await Promise.all(Array.from({ length: 100 }, () => deliver(hook)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.data.outcome === "granted")).toHaveLength(1);
    expect(await grantsOf(reference)).toHaveLength(1);
    const payment = await paymentByRef(reference);
    const boosts = await db()
      .select()
      .from(listingBoosts)
      .where(eq(listingBoosts.listingId, listing.id));
    expect(boosts).toHaveLength(1);
    expect(boosts[0]!.paymentId).toBe(payment.id);
    // Featured for 5 days once, not 500.
    const until = (await featuredUntil(listing.id))!.getTime();
    expect(until).toBeGreaterThanOrEqual(before + BOOSTS.top.days * DAY - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + BOOSTS.top.days * DAY);
    expect(await receivedMail(c.user.email)).toHaveLength(1);

    // One receipt number was taken: the next payment's is the next number.
    expect(payment.receiptNumber).toBeGreaterThan(0);
    const next = await paid(c, { purpose: "subscription", plan: "basic" });
    await deliver(chargeSuccessWebhook(next));
    expect((await paymentByRef(next)).receiptNumber).toBe(payment.receiptNumber! + 1);
  });

  raceTest("grants once when the callback's verify races ten webhooks", async () => {
    const c = await client();
    const listing = await createListing(c.user.id);
    const reference = await paid(c, { purpose: "boost", listingId: listing.id, boost: "premium" });
    const hook = chargeSuccessWebhook(reference);
    const [verified, ...hooks] = await Promise.all([
      c.verify(reference),
      ...Array.from({ length: 10 }, () => deliver(hook)),
    ]);
    expect(verified!.status).toBe(200);
    expect(verified!.body.data).toMatchObject({ reference, status: "completed", purpose: "boost" });
    expect(hooks.every((r) => r.status === 200)).toBe(true);
    expect(await grantsOf(reference)).toHaveLength(1);
    expect(
      await db().select().from(listingBoosts).where(eq(listingBoosts.listingId, listing.id)),
    ).toHaveLength(1);
    const until = (await featuredUntil(listing.id))!.getTime();
    expect(until).toBeLessThanOrEqual(Date.now() + BOOSTS.premium.days * DAY);
    expect(await receivedMail(c.user.email)).toHaveLength(1);
  });

  it("marks an amount or currency other than the one recorded as a mismatch and grants nothing", async () => {
    const c = await client();
    const short = await paid(c, { purpose: "subscription", plan: "basic" });
    const less = await deliver(
      chargeSuccessWebhook(short, { amount: PLANS.basic.price.monthly * 100 - 100 }),
    );
    expect(less.status).toBe(200);
    expect(less.body.data.outcome).toBe("mismatch");

    const listing = await createListing(c.user.id);
    const dollars = await paid(c, { purpose: "boost", listingId: listing.id, boost: "featured" });
    expect(
      (await deliver(chargeSuccessWebhook(dollars, { currency: "USD" }))).body.data.outcome,
    ).toBe("mismatch");

    for (const reference of [short, dollars]) {
      expect((await paymentByRef(reference)).status).toBe("mismatch");
      expect(await grantsOf(reference)).toEqual([]);
      expect((await c.verify(reference)).body.data.status).toBe("failed");
    }
    expect(await planOf(c.user.id)).toBe("free");
    expect(await featuredUntil(listing.id)).toBeNull();
    const history = (await c.history()).body.data as { reference: string; status: string }[];
    expect(history.map((t) => t.status)).toEqual(["failed", "failed"]);
    // Paid on Paystack for a different amount: the verify path refuses it too.
    const viaVerify = await c.create({ purpose: "subscription", plan: "premium" });
    paystack.pay(viaVerify.body.data.reference, { amount: 100 });
    expect((await c.verify(viaVerify.body.data.reference)).body.data.status).toBe("failed");
    expect(await planOf(c.user.id)).toBe("free");
  });

  it("acknowledges other events and unknown references without changing anything; 400 for a body that is not JSON", async () => {
    const c = await client();
    const reference = await paid(c, { purpose: "subscription", plan: "basic" });
    const t = paystack.transaction(reference)!;
    const other = await deliver(signedWebhook("charge.dispute.create", transactionData(t)));
    expect(other.body.data.outcome).toBe("ignored");
    const unknown = await deliver(
      signedWebhook("charge.success", { ...transactionData(t), reference: "MM-unknownreference" }),
    );
    expect(unknown.status).toBe(200);
    expect(unknown.body.data.outcome).toBe("unknown");
    const body = "not json";
    const garbage = await deliver({
      body,
      headers: {
        "content-type": "application/json",
        "x-paystack-signature": signedWebhook("x", null).signature.replace(/./g, "0"),
      },
    });
    expect(garbage.status).toBe(401);
    const signature = crypto.createHmac("sha512", PAYSTACK_TEST_SECRET).update(body).digest("hex");
    const signedGarbage = await deliver({
      body,
      headers: { "content-type": "application/json", "x-paystack-signature": signature },
    });
    expect(signedGarbage.status).toBe(400);
    expect((await paymentByRef(reference)).status).toBe("pending");
  });
});

describe("POST /api/payments/verify", () => {
  it("keeps an unpaid payment pending, completes a paid one, and 404s another user's reference", async () => {
    const c = await client();
    const started = await c.create({ purpose: "subscription", plan: "basic" });
    const reference = started.body.data.reference as string;
    const pending = await c.verify(reference);
    expect(pending.status).toBe(200);
    expect(pending.body.data).toEqual({
      reference,
      status: "pending",
      purpose: "subscription",
      amount: PLANS.basic.price.monthly,
    });

    const stranger = await client();
    paystack.pay(reference);
    const theirs = await stranger.verify(reference);
    expect(theirs.status).toBe(404);
    expect(theirs.body.success).toBe(false);
    expect(await planOf(stranger.user.id)).toBe("free");
    expect((await paymentByRef(reference)).status).toBe("pending");

    expect((await c.verify(reference)).body.data.status).toBe("completed");
    expect(await planOf(c.user.id)).toBe("basic");
    expect((await c.verify("MM-000000000000000000000000")).status).toBe(404);
    expect((await c.verify("../../etc/passwd")).status).toBe(400);
    expect((await c.verify("MM-\u0000")).status).toBe(400);
    const anonymous = await callRoute(verifyApi, {
      method: "POST",
      path: "/api/payments/verify",
      json: { reference },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("GET /api/payments/history", () => {
  it("lists the caller's subscription and boost payments, newest first, in the product's shape", async () => {
    const c = await client();
    const sub = await paid(c, { purpose: "subscription", plan: "basic" });
    await c.verify(sub);
    const listing = await createListing(c.user.id);
    const boost = (await c.create({ purpose: "boost", listingId: listing.id, boost: "top" })).body
      .data.reference as string;
    const failed = (await c.create({ purpose: "subscription", plan: "premium" })).body.data
      .reference as string;
    paystack.setStatus(failed, "failed", "Declined");
    await c.verify(failed);
    // Spread the creation times so "newest first" is visible.
    for (const [ref, minutes] of [
      [sub, 30],
      [boost, 20],
      [failed, 10],
    ] as const) {
      await db()
        .update(payments)
        .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
        .where(eq(payments.reference, ref));
    }

    const r = await c.history();
    expect(r.status).toBe(200);
    const rows = r.body.data as Record<string, unknown>[];
    expect(rows.map((t) => [t.reference, t.type, t.status])).toEqual([
      [failed, "subscription", "failed"],
      [boost, "featured_listing", "pending"],
      [sub, "subscription", "completed"],
    ]);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(
        ["amount", "date", "description", "id", "method", "reference", "status", "type"].sort(),
      );
      expect(new Date(row.date as string).toISOString()).toBe(row.date);
    }
    expect(rows[2]).toMatchObject({ amount: PLANS.basic.price.monthly, method: "card" });
    expect(rows[1]).toMatchObject({ amount: BOOSTS.top.price.basic });

    const boosts = (await c.history("?type=featured_listing")).body.data;
    expect(boosts.map((t: { reference: string }) => t.reference)).toEqual([boost]);
    expect((await c.history("?type=subscription")).body.data).toHaveLength(2);
    expect((await c.history("?type=refund")).status).toBe(400);
    expect((await (await client()).history()).body.data).toEqual([]);
    expect((await callRoute(historyApi, { path: "/api/payments/history" })).status).toBe(401);
  });
});

describe("saved cards", () => {
  it("lists cards from card payments without their authorization, the first as default", async () => {
    const c = await client();
    const first = testCard({ last4: "4081", brand: "visa", exp_month: "09", exp_year: "2031" });
    await c.verify(await paid(c, { purpose: "subscription", plan: "basic" }, first));
    const second = testCard({ last4: "5060", brand: "verve", bank: "Zenith Bank" });
    await c.verify(await paid(c, { purpose: "subscription", plan: "premium" }, second));

    const r = await c.methods();
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual([
      {
        id: expect.any(String),
        type: "card",
        brand: "visa",
        last4: "4081",
        expiryMonth: 9,
        expiryYear: 2031,
        bank: "TEST BANK",
        isDefault: true,
      },
      expect.objectContaining({
        brand: "verve",
        last4: "5060",
        bank: "Zenith Bank",
        isDefault: false,
      }),
    ]);
    const text = JSON.stringify(r.body);
    for (const secret of [first.authorization_code, first.signature, second.authorization_code]) {
      expect(text).not.toContain(secret);
    }
    expect((await callRoute(methodsApi, { path: "/api/payments/methods" })).status).toBe(401);
  });

  it("sets the default and removes a card, only the caller's own (404 for others)", async () => {
    const c = await client();
    await c.verify(
      await paid(c, { purpose: "subscription", plan: "basic" }, testCard({ last4: "1111" })),
    );
    await c.verify(
      await paid(c, { purpose: "subscription", plan: "premium" }, testCard({ last4: "2222" })),
    );
    const cards = (await c.methods()).body.data as {
      id: string;
      last4: string;
      isDefault: boolean;
    }[];
    const one = cards.find((x) => x.last4 === "1111")!;
    const two = cards.find((x) => x.last4 === "2222")!;

    const intruder = await client();
    expect((await intruder.method(two.id, "PATCH", { isDefault: true })).status).toBe(404);
    expect((await intruder.method(one.id, "DELETE")).status).toBe(404);
    expect((await c.methods()).body.data).toHaveLength(2);

    expect((await c.method(two.id, "PATCH", { isDefault: false })).status).toBe(400);
    expect((await c.method(two.id, "PATCH", { isDefault: true })).status).toBe(200);
    const after = (await c.methods()).body.data as { id: string; isDefault: boolean }[];
    expect(after.map((x) => [x.id, x.isDefault])).toEqual([
      [two.id, true],
      [one.id, false],
    ]);

    expect((await c.method(two.id, "DELETE")).status).toBe(200);
    expect((await c.methods()).body.data).toEqual([
      expect.objectContaining({ id: one.id, isDefault: true }),
    ]);
    expect((await c.method(two.id, "DELETE")).status).toBe(404);
    expect((await c.method("not-a-uuid", "DELETE")).status).toBe(404);
  });
});

describe("GET /api/user/subscription and POST /api/user/subscription/cancel", () => {
  it("answers the record, inactive on free; cancel 404 on free, 200 on a paid plan, then 409", async () => {
    const c = await client();
    const free = await c.subscription();
    expect(free.status).toBe(200);
    expect(free.body.data).toEqual({
      plan: "free",
      uploadsUsed: 0,
      uploadsLimit: PLANS.free.listingsPerMonth,
      nextBillingDate: null,
      subscriptionStatus: "inactive",
      billingCycle: null,
      cancelAtPeriodEnd: false,
      nextPlan: null,
      nextBillingCycle: null,
      currentPeriodEnd: null,
    });
    expect((await c.cancel()).status).toBe(404);

    await c.verify(
      await paid(c, { purpose: "subscription", plan: "basic", billingCycle: "yearly" }),
    );
    const active = (await c.subscription()).body.data;
    expect(active).toMatchObject({
      plan: "basic",
      subscriptionStatus: "active",
      billingCycle: "yearly",
      cancelAtPeriodEnd: false,
      uploadsLimit: PLANS.basic.listingsPerMonth,
    });
    expect(active.nextBillingDate).toBe(active.currentPeriodEnd);

    const cancelled = await c.cancel();
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      plan: "basic",
      cancelAtPeriodEnd: true,
      nextBillingDate: null,
      currentPeriodEnd: active.currentPeriodEnd,
    });
    expect((await c.cancel()).status).toBe(409);
    expect((await c.subscription()).body.data.cancelAtPeriodEnd).toBe(true);
    expect((await callRoute(subscriptionApi, { path: "/api/user/subscription" })).status).toBe(401);
    expect(
      (await callRoute(cancelApi, { method: "POST", path: "/api/user/subscription/cancel" }))
        .status,
    ).toBe(401);
  });
});

describe("the simulated checkout page (no Paystack key)", () => {
  beforeAll(() => setPaymentProvider(undefined));
  afterAll(() =>
    setPaymentProvider(new PaystackProvider(PAYSTACK_TEST_SECRET, PAYSTACK_TEST_BASE)),
  );

  it("shows the payment with a masked e-mail, and is a 404 once a real provider is set", async () => {
    const c = await client();
    const started = await c.create({ purpose: "subscription", plan: "basic" });
    const reference = started.body.data.reference as string;
    expect(started.body.data.authorizationUrl).toBe(
      `https://motormart.test/payment/checkout/${reference}`,
    );
    const page = await callRoute(checkoutPage, { params: { reference } });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      reference,
      amount: PLANS.basic.price.monthly,
      status: "ongoing",
    });
    expect(page.body.email).not.toContain(c.user.email);
    expect((await callRoute(checkoutPage, { params: { reference: "MM-nope" } })).status).toBe(404);

    setPaymentProvider(new PaystackProvider(PAYSTACK_TEST_SECRET, PAYSTACK_TEST_BASE));
    try {
      expect((await callRoute(checkoutPage, { params: { reference } })).status).toBe(404);
    } finally {
      setPaymentProvider(undefined);
    }
  });
});

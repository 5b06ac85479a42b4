/**
 * Payments model (docs/decisions/010-payments.md): prices from the catalogue by plan, the boost cap
 * (Lagos month, pending payments counted, failed ones not, racing purchases), boosts only of one's
 * own live listing, Paystack's initialize/verify/refund against the MSW mock
 * (tests/mocks/paystack.ts), the provider being down, card checks, abandoned payments and the
 * simulated checkout.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { listings, paymentGrants, paymentMethods, payments, users } from "#db/schema";
import type { PaymentStatus } from "~/lib/vocabulary/domain-billing";
import { formatNaira } from "~/lib/format/format";
import { translateText } from "~/i18n/server/catalogues.server";
import { msg } from "~/i18n/messages";
import {
  BOOST_MONTHLY_CAP,
  BOOSTS,
  CARD_CHECK_AMOUNT,
  PLANS,
  type BoostId,
} from "~/lib/billing/plans";
import {
  PaystackProvider,
  setPaymentProvider,
  simulatedProvider,
} from "~/services/payments.server";
import {
  PAYSTACK_TEST_BASE,
  PAYSTACK_TEST_SECRET,
  paystack,
  usePaystackMock,
  testCard,
} from "../../../tests/mocks/paystack";
import { createListing, createUser, createPayment } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { raceTest } from "../../../tests/setup/race";
import { listPaymentMethods } from "./cards.server";
import { DomainError } from "../shared/errors.server";
import { settleSimulatedCheckout, simulatedCheckout } from "./webhooks.server";
import {
  abandonStalePayments,
  boostSpendThisMonth,
  paymentHistory,
  startBoostPayment,
  startCardCheck,
  startSubscriptionPayment,
  verifyPayment,
} from "./payments.server";

useTestDatabase();

usePaystackMock();
const usePaystack = () =>
  setPaymentProvider(new PaystackProvider(PAYSTACK_TEST_SECRET, PAYSTACK_TEST_BASE));

const DAY = 86_400_000;

/** The DomainError a call is refused with (fails the test when it is not refused). */
async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

const paymentByRef = async (reference: string) =>
  (await db().select().from(payments).where(eq(payments.reference, reference)))[0]!;
const paymentsOf = (userId: string) =>
  db().select().from(payments).where(eq(payments.userId, userId));
const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0]!;
const listingRow = async (id: string) =>
  (await db().select().from(listings).where(eq(listings.id, id)))[0]!;

/** A boost payment written as it was at `createdAt` (for the Lagos month arithmetic). */
async function pastBoost(
  userId: string,
  listingId: string,
  boost: BoostId,
  status: PaymentStatus,
  createdAt: Date,
) {
  await createPayment(userId, { boost, listingId, status, createdAt });
}

describe("prices come from the catalogue", () => {
  it("charges a subscription its plan and cycle price, sent to Paystack in kobo with our reference", async () => {
    const seller = await createUser();
    for (const plan of ["basic", "premium"] as const) {
      for (const billingCycle of ["monthly", "yearly"] as const) {
        const started = await startSubscriptionPayment(seller, { plan, billingCycle });
        expect(started).toEqual({
          reference: expect.stringMatching(/^MM-[0-9a-f]{24}$/),
          authorizationUrl: expect.stringMatching(/^https:\/\/checkout\.paystack\.com\/\w+$/),
          amount: PLANS[plan].price[billingCycle],
          currency: "NGN",
        });
        const [sent] = paystack.calls("/transaction/initialize").slice(-1);
        expect(sent!.authorization).toBe(`Bearer ${PAYSTACK_TEST_SECRET}`);
        expect(sent!.body).toMatchObject({
          email: seller.email,
          amount: PLANS[plan].price[billingCycle] * 100,
          currency: "NGN",
          reference: started.reference,
          callback_url: "https://motormart.test/payment/callback",
          channels: ["card", "bank", "ussd", "bank_transfer"],
          metadata: { purpose: "subscription", userId: seller.id },
        });
        const row = await paymentByRef(started.reference);
        expect(row).toMatchObject({
          status: "pending",
          purpose: "subscription",
          plan,
          billingCycle,
          amount: PLANS[plan].price[billingCycle],
          authorizationUrl: started.authorizationUrl,
        });
      }
    }
    expect(PLANS.basic.price.monthly).toBe(40_000);
    expect(PLANS.premium.price.yearly).toBe(1_000_000);
  });

  it("opens only the channels of the method chosen", async () => {
    const seller = await createUser();
    const channels = async (method: "card" | "bank_transfer" | "ussd") => {
      await startSubscriptionPayment(seller, { plan: "basic", billingCycle: "monthly", method });
      return paystack.calls("/transaction/initialize").slice(-1)[0]!.body!.channels;
    };
    expect(await channels("card")).toEqual(["card"]);
    expect(await channels("bank_transfer")).toEqual(["bank_transfer", "bank"]);
    expect(await channels("ussd")).toEqual(["ussd"]);
  });

  it("does not sell the free plan", async () => {
    const seller = await createUser();
    const error = await refusal(
      startSubscriptionPayment(seller, { plan: "free", billingCycle: "monthly" }),
    );
    expect(error.status).toBe(400);
    expect(await paymentsOf(seller.id)).toEqual([]);
    expect(paystack.calls()).toEqual([]);
  });

  it("prices a boost at the basic price on free and basic, the premium price on premium", async () => {
    for (const plan of ["free", "basic", "premium"] as const) {
      const seller = await createUser({ plan });
      const listing = await createListing(seller.id);
      for (const boost of ["featured", "mega"] as const) {
        const started = await startBoostPayment(seller, { listingId: listing.id, boost });
        const expected =
          plan === "premium" ? BOOSTS[boost].price.premium : BOOSTS[boost].price.basic;
        expect(started.amount).toBe(expected);
        expect(paystack.calls("/transaction/initialize").slice(-1)[0]!.body!.amount).toBe(
          expected * 100,
        );
        expect(await paymentByRef(started.reference)).toMatchObject({
          purpose: "boost",
          boost,
          listingId: listing.id,
          amount: expected,
        });
      }
    }
  });
});

describe("boosts only for one's own live listing", () => {
  it("answers 404 for another seller's listing, 409 for one not live, 403 for a buyer", async () => {
    const seller = await createUser();
    const other = await createUser();
    const buyer = await createUser({ accountType: "buyer" });
    const theirs = await createListing(other.id);
    const pending = await createListing(seller.id, { status: "pending", publishedAt: null });
    const sold = await createListing(seller.id, { status: "sold" });
    const mine = await createListing(seller.id);

    expect(
      (await refusal(startBoostPayment(seller, { listingId: theirs.id, boost: "top" }))).status,
    ).toBe(404);
    expect(
      (await refusal(startBoostPayment(seller, { listingId: crypto.randomUUID(), boost: "top" })))
        .status,
    ).toBe(404);
    expect(
      (await refusal(startBoostPayment(seller, { listingId: pending.id, boost: "top" }))).status,
    ).toBe(409);
    expect(
      (await refusal(startBoostPayment(seller, { listingId: sold.id, boost: "top" }))).status,
    ).toBe(409);
    expect(
      (await refusal(startBoostPayment(buyer, { listingId: mine.id, boost: "top" }))).status,
    ).toBe(403);
    expect(await paymentsOf(seller.id)).toEqual([]);
    expect(await paymentsOf(buyer.id)).toEqual([]);
    expect(paystack.calls()).toEqual([]);
  });
});

describe("the boost cap", () => {
  it("counts pending and completed boosts of the Lagos calendar month", async () => {
    const seller = await createUser();
    const listing = await createListing(seller.id);
    // 23:30 UTC on 31 October is 00:30 on 1 November in Lagos: November's spend.
    await pastBoost(seller.id, listing.id, "mega", "pending", new Date("2026-10-31T23:30:00Z"));
    // 23:59 in Lagos on 31 October: October's.
    await pastBoost(
      seller.id,
      listing.id,
      "premium",
      "completed",
      new Date("2026-10-31T22:59:00Z"),
    );
    // 00:00 on 1 December in Lagos: December's.
    await pastBoost(seller.id, listing.id, "premium", "pending", new Date("2026-11-30T23:00:00Z"));
    // Failed, abandoned and mismatched payments took no money and do not count.
    for (const status of ["failed", "abandoned", "mismatch"] as const) {
      await pastBoost(seller.id, listing.id, "mega", status, new Date("2026-11-10T10:00:00Z"));
    }
    const november = new Date("2026-11-15T12:00:00Z");
    expect(await boostSpendThisMonth(seller.id, november)).toBe(120_000);
    expect(await boostSpendThisMonth(seller.id, new Date("2026-10-31T22:00:00Z"))).toBe(75_000);
    expect(await boostSpendThisMonth(seller.id, new Date("2026-12-01T10:00:00Z"))).toBe(75_000);

    const before = (await paymentsOf(seller.id)).length;
    const error = await refusal(
      startBoostPayment(seller, { listingId: listing.id, boost: "mega" }, november),
    );
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^billing\.refusal\.boostCap\?/);
    expect(translateText("en", error.message)).toBe(
      `Boost spend is capped at ${formatNaira(BOOST_MONTHLY_CAP)} a month. You have ` +
        `${formatNaira(80_000)} left this month, and Mega Boost costs ${formatNaira(120_000)}.`,
    );
    expect((await paymentsOf(seller.id)).length).toBe(before);
    expect(paystack.calls()).toEqual([]);
    // 120,000 + 75,000 stays under the cap.
    const ok = await startBoostPayment(
      seller,
      { listingId: listing.id, boost: "premium" },
      november,
    );
    expect(ok.amount).toBe(75_000);
  });

  it("allows spend up to exactly ₦200,000 and refuses the next boost without a payment row", async () => {
    const seller = await createUser();
    const listing = await createListing(seller.id);
    for (const boost of ["premium", "premium", "featured", "featured"] as const) {
      await startBoostPayment(seller, { listingId: listing.id, boost });
    }
    expect(await boostSpendThisMonth(seller.id)).toBe(BOOST_MONTHLY_CAP);
    const error = await refusal(
      startBoostPayment(seller, { listingId: listing.id, boost: "featured" }),
    );
    expect(error.status).toBe(400);
    expect(translateText("en", error.message)).toContain(
      `You have ${formatNaira(0)} left this month`,
    );
    expect((await paymentsOf(seller.id)).length).toBe(4);
    expect(paystack.calls("/transaction/initialize").length).toBe(4);
  });

  raceTest(
    "lets exactly one of two racing Mega Boosts through (120,000 + 120,000 > 200,000)",
    async () => {
      // Five sellers each send two Mega Boost purchases at the same moment.
      const sellers = await Promise.all(
        Array.from({ length: 5 }, async () => {
          const seller = await createUser();
          return { seller, listing: await createListing(seller.id) };
        }),
      );
      const outcomes = await Promise.all(
        sellers.map(({ seller, listing }) =>
          Promise.allSettled([
            startBoostPayment(seller, { listingId: listing.id, boost: "mega" }),
            startBoostPayment(seller, { listingId: listing.id, boost: "mega" }),
          ]),
        ),
      );
      for (const [i, pair] of outcomes.entries()) {
        expect(pair.filter((o) => o.status === "fulfilled")).toHaveLength(1);
        const rejected = pair.find((o) => o.status === "rejected") as PromiseRejectedResult;
        expect(rejected.reason).toMatchObject({ status: 400 });
        const { seller } = sellers[i]!;
        expect(await paymentsOf(seller.id)).toHaveLength(1);
        expect(await boostSpendThisMonth(seller.id)).toBe(120_000);
      }
    },
  );

  raceTest(
    "lets exactly eight of ten racing Featured boosts through (8 x 25,000 = 200,000)",
    async () => {
      const sellers = await Promise.all(
        Array.from({ length: 3 }, async () => {
          const seller = await createUser();
          return { seller, listing: await createListing(seller.id) };
        }),
      );
      const outcomes = await Promise.all(
        sellers.map(({ seller, listing }) =>
          Promise.allSettled(
            Array.from({ length: 10 }, () =>
              startBoostPayment(seller, { listingId: listing.id, boost: "featured" }),
            ),
          ),
        ),
      );
      for (const [i, all] of outcomes.entries()) {
        expect(all.filter((o) => o.status === "fulfilled")).toHaveLength(8);
        const { seller } = sellers[i]!;
        expect(await boostSpendThisMonth(seller.id)).toBe(BOOST_MONTHLY_CAP);
        expect(await paymentsOf(seller.id)).toHaveLength(8);
      }
    },
  );

  it("no longer counts a payment that failed or was abandoned", async () => {
    const seller = await createUser();
    const listing = await createListing(seller.id);
    const first = await startBoostPayment(seller, { listingId: listing.id, boost: "mega" });
    const second = await startBoostPayment(seller, { listingId: listing.id, boost: "featured" });
    expect(await boostSpendThisMonth(seller.id)).toBe(145_000);
    paystack.setStatus(first.reference, "failed", "Declined");
    expect((await verifyPayment(seller.id, first.reference)).status).toBe("failed");
    await db()
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(payments.reference, second.reference));
    await abandonStalePayments();
    expect(await boostSpendThisMonth(seller.id)).toBe(0);
    const again = await startBoostPayment(seller, { listingId: listing.id, boost: "mega" });
    expect(again.amount).toBe(120_000);
  });
});

describe("Paystack unreachable", () => {
  for (const mode of ["network", 500] as const) {
    it(`answers 502 when Paystack ${mode === "network" ? "cannot be reached" : "answers 500"}, marks the payment failed and frees the cap`, async () => {
      const seller = await createUser();
      const listing = await createListing(seller.id);
      paystack.outage(mode);
      const error = await refusal(
        startBoostPayment(seller, { listingId: listing.id, boost: "mega" }),
      );
      expect(error.status).toBe(502);
      expect(error.message).toBe(msg("billing.refusal.providerDown"));
      const [row] = await paymentsOf(seller.id);
      expect(row).toMatchObject({ status: "failed", authorizationUrl: null });
      expect(row!.failureReason).toBeTruthy();
      expect(await boostSpendThisMonth(seller.id)).toBe(0);
      paystack.outage(null);
      // The failed attempt does not hold 120,000 of the cap: a Mega Boost still fits.
      const retried = await startBoostPayment(seller, { listingId: listing.id, boost: "mega" });
      expect(retried.authorizationUrl).toMatch(/^https:\/\/checkout\.paystack\.com\//);
    });
  }

  it("answers 502 when Paystack refuses our key", async () => {
    setPaymentProvider(new PaystackProvider("sk_test_wrong", PAYSTACK_TEST_BASE));
    try {
      const seller = await createUser();
      const error = await refusal(
        startSubscriptionPayment(seller, { plan: "basic", billingCycle: "monthly" }),
      );
      expect(error.status).toBe(502);
      expect((await paymentsOf(seller.id))[0]!.status).toBe("failed");
    } finally {
      usePaystack();
    }
  });
});

describe("verifyPayment", () => {
  it("keeps a payment Paystack has not seen paid pending, and it still counts toward the cap", async () => {
    const seller = await createUser();
    const listing = await createListing(seller.id);
    const started = await startBoostPayment(seller, { listingId: listing.id, boost: "mega" });
    // Paystack reports an initialized, unpaid transaction as "abandoned" until it is paid.
    const result = await verifyPayment(seller.id, started.reference);
    expect(result).toMatchObject({ status: "pending", purpose: "boost", amount: 120_000 });
    expect((await paymentByRef(started.reference)).status).toBe("pending");
    expect(await boostSpendThisMonth(seller.id)).toBe(120_000);
    paystack.setStatus(started.reference, "ongoing");
    expect((await verifyPayment(seller.id, started.reference)).status).toBe("pending");
    // The payer then pays, and the same reference is granted.
    paystack.pay(started.reference);
    expect((await verifyPayment(seller.id, started.reference)).status).toBe("completed");
    expect((await listingRow(listing.id)).featuredUntil).not.toBeNull();
  });

  it("grants a paid boost once, Featured for the package's days, and stops asking Paystack", async () => {
    const seller = await createUser();
    const listing = await createListing(seller.id);
    const started = await startBoostPayment(seller, { listingId: listing.id, boost: "top" });
    paystack.pay(started.reference);
    const before = Date.now();
    const result = await verifyPayment(seller.id, started.reference);
    expect(result).toMatchObject({ status: "completed", purpose: "boost", listingId: listing.id });
    const until = (await listingRow(listing.id)).featuredUntil!.getTime();
    expect(until).toBeGreaterThanOrEqual(before + BOOSTS.top.days * DAY - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + BOOSTS.top.days * DAY);
    expect(result.activeUntil).toBe(new Date(until).toISOString());
    const verifies = paystack.calls("/transaction/verify").length;
    expect((await verifyPayment(seller.id, started.reference)).status).toBe("completed");
    expect(paystack.calls("/transaction/verify").length).toBe(verifies);
    expect((await listingRow(listing.id)).featuredUntil!.getTime()).toBe(until);
    const row = await paymentByRef(started.reference);
    expect(row).toMatchObject({ status: "completed", channel: "card" });
    expect(row.receiptNumber).toBeGreaterThan(0);
  });

  it("marks a failed payment failed, and keeps it pending while Paystack cannot be reached", async () => {
    const seller = await createUser();
    const a = await startSubscriptionPayment(seller, { plan: "basic", billingCycle: "monthly" });
    paystack.outage("network");
    expect((await verifyPayment(seller.id, a.reference)).status).toBe("pending");
    expect((await paymentByRef(a.reference)).status).toBe("pending");
    paystack.outage(null);
    paystack.setStatus(a.reference, "failed", "Declined");
    expect((await verifyPayment(seller.id, a.reference)).status).toBe("failed");
    expect((await userRow(seller.id)).plan).toBe("free");
  });

  it("answers 404 for another user's reference and grants nothing", async () => {
    const seller = await createUser();
    const thief = await createUser();
    const started = await startSubscriptionPayment(seller, {
      plan: "premium",
      billingCycle: "monthly",
    });
    paystack.pay(started.reference);
    expect((await refusal(verifyPayment(thief.id, started.reference))).status).toBe(404);
    expect((await refusal(verifyPayment(seller.id, "MM-000000000000000000000000"))).status).toBe(
      404,
    );
    expect((await userRow(thief.id)).plan).toBe("free");
    expect((await paymentByRef(started.reference)).status).toBe("pending");
  });
});

describe("card check", () => {
  it("saves the card, refunds the check through Paystack, and keeps it out of the history", async () => {
    const seller = await createUser();
    const started = await startCardCheck(seller);
    expect(started.amount).toBe(CARD_CHECK_AMOUNT);
    expect(paystack.calls("/transaction/initialize")[0]!.body).toMatchObject({
      amount: CARD_CHECK_AMOUNT * 100,
      channels: ["card"],
    });
    const card = testCard({
      last4: "1234",
      brand: "mastercard",
      exp_month: "07",
      exp_year: "2029",
    });
    paystack.pay(started.reference, { card });
    expect((await verifyPayment(seller.id, started.reference)).status).toBe("completed");

    const refunds = paystack.calls("/refund");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.body).toEqual({ transaction: started.reference });
    expect(paystack.transaction(started.reference)!.status).toBe("reversed");
    expect((await paymentByRef(started.reference)).status).toBe("refunded");

    expect(await listPaymentMethods(seller.id)).toEqual([
      {
        id: expect.any(String),
        type: "card",
        brand: "mastercard",
        last4: "1234",
        expiryMonth: 7,
        expiryYear: 2029,
        bank: "TEST BANK",
        isDefault: true,
      },
    ]);
    expect(await paymentHistory(seller.id)).toEqual([]);
  });

  it("saves only reusable cards, once per card, the first one as default", async () => {
    const seller = await createUser();
    const pay = async (card: ReturnType<typeof testCard> | null) => {
      const started = await startSubscriptionPayment(seller, {
        plan: "basic",
        billingCycle: "monthly",
      });
      paystack.pay(started.reference, { card });
      await verifyPayment(seller.id, started.reference);
    };
    await pay(testCard({ reusable: false }));
    await pay(null); // a bank transfer: no card
    expect(await listPaymentMethods(seller.id)).toEqual([]);
    const first = testCard({ last4: "1111" });
    await pay(first);
    await pay({ ...first, authorization_code: "AUTH_renewed1" }); // the same card again
    await pay(testCard({ last4: "2222" }));
    const cards = await listPaymentMethods(seller.id);
    expect(cards.map((c) => [c.last4, c.isDefault])).toEqual([
      ["1111", true],
      ["2222", false],
    ]);
    const [saved] = await db()
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.userId, seller.id), eq(paymentMethods.last4, "1111")));
    expect(saved!.authorizationCode).toBe("AUTH_renewed1");
  });
});

describe("abandonStalePayments", () => {
  it("abandons payments pending for more than 24 hours and leaves newer ones pending", async () => {
    const seller = await createUser();
    const old = await startSubscriptionPayment(seller, { plan: "basic", billingCycle: "monthly" });
    const fresh = await startSubscriptionPayment(seller, { plan: "basic", billingCycle: "yearly" });
    const paid = await startSubscriptionPayment(seller, {
      plan: "premium",
      billingCycle: "monthly",
    });
    paystack.pay(paid.reference);
    await verifyPayment(seller.id, paid.reference);
    const now = new Date();
    for (const [ref, hours] of [
      [old.reference, 25],
      [fresh.reference, 23],
      [paid.reference, 30],
    ] as const) {
      await db()
        .update(payments)
        .set({ createdAt: new Date(now.getTime() - hours * 3600_000) })
        .where(eq(payments.reference, ref));
    }
    expect(await abandonStalePayments(now)).toBeGreaterThanOrEqual(1);
    expect((await paymentByRef(old.reference)).status).toBe("abandoned");
    expect((await paymentByRef(fresh.reference)).status).toBe("pending");
    expect((await paymentByRef(paid.reference)).status).toBe("completed");
    expect((await verifyPayment(seller.id, old.reference)).status).toBe("abandoned");
    const history = await paymentHistory(seller.id);
    expect(history.find((t) => t.reference === old.reference)!.status).toBe("abandoned");
  });
});

describe("simulated checkout (no Paystack key)", () => {
  beforeAll(() => setPaymentProvider(undefined));
  afterAll(() => usePaystack());

  it("pays by card: the checkout's own event grants the plan and saves the card, then the callback", async () => {
    const seller = await createUser();
    const started = await startSubscriptionPayment(seller, {
      plan: "basic",
      billingCycle: "monthly",
    });
    expect(started.authorizationUrl).toBe(
      `https://motormart.test/payment/checkout/${started.reference}`,
    );
    expect(await simulatedCheckout(started.reference)).toMatchObject({
      reference: started.reference,
      email: seller.email,
      amount: PLANS.basic.price.monthly,
      status: "ongoing",
    });

    const callback = await settleSimulatedCheckout(started.reference, "card");
    expect(callback).toBe(
      `https://motormart.test/payment/callback?trxref=${started.reference}&reference=${started.reference}`,
    );
    // Granted by the checkout's event before the payer is even back on the callback.
    expect((await paymentByRef(started.reference)).status).toBe("completed");
    expect((await userRow(seller.id)).plan).toBe("basic");
    expect((await listPaymentMethods(seller.id)).map((c) => c.last4)).toEqual(["4081"]);
    expect((await verifyPayment(seller.id, started.reference)).status).toBe("completed");
    // Settling again (a second click, a reload) grants nothing more.
    await settleSimulatedCheckout(started.reference, "card");
    const grants = await db()
      .select()
      .from(paymentGrants)
      .where(eq(paymentGrants.paymentId, (await paymentByRef(started.reference)).id));
    expect(grants).toHaveLength(1);
  });

  it("leaves a bank transfer pending until it arrives, then grants the boost", async () => {
    const seller = await createUser();
    const listing = await createListing(seller.id);
    const started = await startBoostPayment(seller, {
      listingId: listing.id,
      boost: "featured",
      method: "bank_transfer",
    });
    await settleSimulatedCheckout(started.reference, "transfer");
    expect((await verifyPayment(seller.id, started.reference)).status).toBe("pending");
    expect((await listingRow(listing.id)).featuredUntil).toBeNull();
    expect((await simulatedCheckout(started.reference))!.status).toBe("pending");
    await settleSimulatedCheckout(started.reference, "transfer-arrived");
    expect((await paymentByRef(started.reference)).status).toBe("completed");
    expect((await listingRow(listing.id)).featuredUntil!.getTime()).toBeGreaterThan(
      Date.now() + (BOOSTS.featured.days - 1) * DAY,
    );
    // A transfer saves no card.
    expect(await listPaymentMethods(seller.id)).toEqual([]);
  });

  it("fails a declined payment and grants nothing", async () => {
    const seller = await createUser();
    const started = await startSubscriptionPayment(seller, {
      plan: "premium",
      billingCycle: "yearly",
    });
    await settleSimulatedCheckout(started.reference, "decline");
    expect((await verifyPayment(seller.id, started.reference)).status).toBe("failed");
    expect((await userRow(seller.id)).plan).toBe("free");
    // A declined checkout cannot be paid afterwards.
    await settleSimulatedCheckout(started.reference, "card");
    expect((await paymentByRef(started.reference)).status).toBe("failed");
    expect((await userRow(seller.id)).plan).toBe("free");
  });

  it("hands the model our own event, unsigned: settling moves only the checkout's ledger", async () => {
    const seller = await createUser();
    const started = await startSubscriptionPayment(seller, {
      plan: "basic",
      billingCycle: "monthly",
    });
    const provider = simulatedProvider()!;
    // A transfer on its way reports nothing yet, as Paystack sends no webhook for it.
    expect(await provider.settle(started.reference, "transfer")).toBeNull();
    expect(await provider.settle(started.reference, "transfer-arrived")).toMatchObject({
      kind: "payment-succeeded",
      transaction: { reference: started.reference, status: "success", channel: "bank_transfer" },
    });
    // Applying it is the model's part (settleSimulatedCheckout), not the provider's.
    expect((await paymentByRef(started.reference)).status).toBe("pending");
    expect(await provider.settle("MM-nope", "card")).toBeNull();
  });

  it("has no checkout for an unknown reference, nor whenever Paystack is the provider", async () => {
    const seller = await createUser();
    const started = await startSubscriptionPayment(seller, {
      plan: "basic",
      billingCycle: "monthly",
    });
    expect(await simulatedCheckout("MM-nope")).toBeNull();
    expect((await refusal(settleSimulatedCheckout("MM-nope", "card"))).status).toBe(404);
    usePaystack();
    try {
      expect(await simulatedCheckout(started.reference)).toBeNull();
      expect((await refusal(settleSimulatedCheckout(started.reference, "card"))).status).toBe(404);
      expect((await paymentByRef(started.reference)).status).toBe("pending");
    } finally {
      setPaymentProvider(undefined);
    }
  });
});

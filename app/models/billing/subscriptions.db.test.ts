/**
 * Subscriptions and renewals (docs/decisions/010-payments.md): an upgrade takes effect when
 * paid, paying again extends from the period end, cancel keeps the plan to the period end,
 * a downgrade takes effect at the period end, and the renewal job charges the saved default
 * card (Paystack mocked with MSW), retries on days 1 and 3 with a mail each time, then returns
 * the account to free; two jobs at once charge once.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { payments, subscriptions, users } from "#db/schema";
import type { BillingCycle } from "~/lib/vocabulary/domain-billing";
import { periodEnd, PLANS, type PlanId } from "~/lib/billing/plans";
import { readOutbox } from "~/services/mail.server";
import {
  paystack,
  usePaystackMock,
  testCard,
  type MockAuthorization,
} from "../../../tests/mocks/paystack";
import { createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { deliverQueuedMail } from "../../../tests/support/jobs";
import { listPaymentMethods, setDefaultPaymentMethod } from "./cards.server";
import { DomainError } from "../shared/errors.server";
import {
  paymentHistory,
  startCardCheck,
  startSubscriptionPayment,
  verifyPayment,
} from "./payments.server";
import { renewDueSubscriptions } from "./renewals.server";
import { uploadUsage } from "../selling/selling.server";
import {
  cancelSubscription,
  classifyChange,
  getSubscription,
  resumeSubscription,
  scheduleChange,
  subscriptionRecord,
} from "./subscriptions.server";

useTestDatabase();

usePaystackMock();
afterEach(async () => {
  // The renewal job takes every due subscription: leave none behind for the next test.
  await db().delete(subscriptions);
});

const DAY = 86_400_000;
const MINUTE = 60_000;

type Seller = Awaited<ReturnType<typeof createUser>>;

/** Pays for `plan` through Paystack's checkout (mocked) and the callback's verify. */
async function subscribe(
  seller: Seller,
  plan: Exclude<PlanId, "free">,
  billingCycle: BillingCycle,
  card: MockAuthorization | null = testCard(),
) {
  const started = await startSubscriptionPayment(seller, { plan, billingCycle });
  paystack.pay(started.reference, { card });
  expect((await verifyPayment(seller.id, started.reference)).status).toBe("completed");
  return started;
}

const sub = async (userId: string) => (await getSubscription(userId))!;
const planOf = async (userId: string) =>
  (await db().select({ plan: users.plan }).from(users).where(eq(users.id, userId)))[0]!.plan;
const record = async (seller: Seller) =>
  subscriptionRecord({ id: seller.id, plan: await planOf(seller.id) });
const charges = () => paystack.calls("/transaction/charge_authorization");
const renewalsOf = async (userId: string) =>
  (await db().select().from(payments).where(eq(payments.userId, userId))).filter((p) => p.renewal);

/** Subjects of the mail sent to `email`, oldest first. */
async function subjects(email: string): Promise<string[]> {
  await deliverQueuedMail();
  return (await readOutbox(email)).map((m) => m.subject).reverse();
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe("upgrading", () => {
  it("takes effect as soon as the payment succeeds: plan, cycle, period and quota", async () => {
    const seller = await createUser();
    expect((await uploadUsage(seller)).limit).toBe(1);
    const before = Date.now();
    await subscribe(seller, "basic", "monthly");
    expect(await planOf(seller.id)).toBe("basic");
    expect((await uploadUsage({ id: seller.id, plan: "basic" })).limit).toBe(5);

    const row = await sub(seller.id);
    expect(row).toMatchObject({
      plan: "basic",
      billingCycle: "monthly",
      status: "active",
      cancelAtPeriodEnd: false,
      renewalAttempts: 0,
    });
    expect(row.currentPeriodStart.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.currentPeriodStart.getTime()).toBeLessThanOrEqual(Date.now());
    expect(row.currentPeriodEnd).toEqual(periodEnd(row.currentPeriodStart, "monthly"));
    expect(row.nextAttemptAt).toEqual(row.currentPeriodEnd);

    expect(await record(seller)).toEqual({
      plan: "basic",
      uploadsUsed: 0,
      uploadsLimit: 5,
      nextBillingDate: row.currentPeriodEnd.toISOString(),
      subscriptionStatus: "active",
      billingCycle: "monthly",
      cancelAtPeriodEnd: false,
      nextPlan: null,
      nextBillingCycle: null,
      currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    });
  });

  it("runs a yearly plan for a calendar year", async () => {
    const seller = await createUser();
    await subscribe(seller, "premium", "yearly");
    const row = await sub(seller.id);
    expect(row).toMatchObject({ plan: "premium", billingCycle: "yearly" });
    expect(row.currentPeriodEnd).toEqual(periodEnd(row.currentPeriodStart, "yearly"));
    expect((await uploadUsage({ id: seller.id, plan: "premium" })).limit).toBe(
      PLANS.premium.listingsPerMonth,
    );
  });

  it("extends from the period end when the same plan is paid again; another plan starts now", async () => {
    const seller = await createUser();
    await subscribe(seller, "basic", "monthly");
    const first = await sub(seller.id);
    await subscribe(seller, "basic", "monthly");
    const second = await sub(seller.id);
    expect(second.currentPeriodStart).toEqual(first.currentPeriodEnd);
    expect(second.currentPeriodEnd).toEqual(periodEnd(first.currentPeriodEnd, "monthly"));

    const before = Date.now();
    await subscribe(seller, "premium", "monthly");
    const third = await sub(seller.id);
    expect(third.plan).toBe("premium");
    expect(third.currentPeriodStart.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(third.currentPeriodEnd).toEqual(periodEnd(third.currentPeriodStart, "monthly"));
    expect(await planOf(seller.id)).toBe("premium");
  });
});

describe("cancelling", () => {
  it("keeps the plan to the period end, then the renewal job returns the account to free", async () => {
    const seller = await createUser();
    await subscribe(seller, "basic", "monthly");
    const end = (await sub(seller.id)).currentPeriodEnd;
    await cancelSubscription(seller.id);
    expect((await refusal(cancelSubscription(seller.id))).status).toBe(409);
    expect(await record(seller)).toMatchObject({
      plan: "basic",
      subscriptionStatus: "active",
      cancelAtPeriodEnd: true,
      nextBillingDate: null,
      currentPeriodEnd: end.toISOString(),
    });

    expect(await renewDueSubscriptions(new Date(end.getTime() - MINUTE))).toBe(0);
    expect(await planOf(seller.id)).toBe("basic");

    expect(await renewDueSubscriptions(new Date(end.getTime() + MINUTE))).toBe(1);
    expect(await planOf(seller.id)).toBe("free");
    expect(await sub(seller.id)).toMatchObject({ status: "cancelled", nextAttemptAt: null });
    expect(charges()).toEqual([]);
    expect(await record(seller)).toMatchObject({
      plan: "free",
      uploadsLimit: 1,
      subscriptionStatus: "inactive",
      nextBillingDate: null,
      billingCycle: null,
      cancelAtPeriodEnd: false,
    });
    const mail = await subjects(seller.email);
    expect(mail.filter((s) => s === "Your Basic plan has ended")).toHaveLength(1);
    const [ended] = (await readOutbox(seller.email)).filter((m) => m.subject.endsWith("has ended"));
    expect(ended!.text).toContain("As you asked");

    expect(await renewDueSubscriptions(new Date(end.getTime() + 40 * DAY))).toBe(0);
    expect((await refusal(cancelSubscription(seller.id))).status).toBe(404);
  });

  it("is undone by resuming, and the period then renews as before", async () => {
    const seller = await createUser();
    const card = testCard();
    await subscribe(seller, "basic", "monthly", card);
    const end = (await sub(seller.id)).currentPeriodEnd;
    await cancelSubscription(seller.id);
    await resumeSubscription(seller.id);
    expect((await refusal(resumeSubscription(seller.id))).status).toBe(409);
    expect(await renewDueSubscriptions(new Date(end.getTime() + MINUTE))).toBe(1);
    expect(charges()).toHaveLength(1);
    expect(await planOf(seller.id)).toBe("basic");
    expect((await sub(seller.id)).currentPeriodEnd).toEqual(periodEnd(end, "monthly"));
  });

  it("answers 404 to a free seller who has nothing to cancel", async () => {
    const seller = await createUser();
    expect((await refusal(cancelSubscription(seller.id))).status).toBe(404);
    expect((await refusal(scheduleChange(seller.id, "basic", "monthly"))).status).toBe(404);
  });
});

describe("plan changes", () => {
  it("classifies a choice against the current plan", () => {
    const basicMonthly = { plan: "basic" as const, billingCycle: "monthly" as const };
    expect(classifyChange({ plan: "free", billingCycle: null }, "basic", "monthly")).toBe(
      "upgrade",
    );
    expect(classifyChange({ plan: "free", billingCycle: null }, "free", "monthly")).toBe("current");
    expect(classifyChange(basicMonthly, "basic", "monthly")).toBe("current");
    expect(classifyChange(basicMonthly, "basic", "yearly")).toBe("cycle");
    expect(classifyChange(basicMonthly, "premium", "monthly")).toBe("upgrade");
    expect(classifyChange(basicMonthly, "free", "monthly")).toBe("cancel");
    expect(classifyChange({ plan: "premium", billingCycle: "yearly" }, "basic", "yearly")).toBe(
      "downgrade",
    );
  });

  it("downgrades premium to basic at the period end: the renewal charges the basic price", async () => {
    const seller = await createUser();
    const card = testCard();
    await subscribe(seller, "premium", "monthly", card);
    const end = (await sub(seller.id)).currentPeriodEnd;
    expect((await refusal(scheduleChange(seller.id, "premium", "monthly"))).status).toBe(409);
    await scheduleChange(seller.id, "basic", "monthly");
    expect(await record(seller)).toMatchObject({
      plan: "premium",
      nextPlan: "basic",
      nextBillingCycle: "monthly",
      nextBillingDate: end.toISOString(),
      cancelAtPeriodEnd: false,
    });
    expect(await planOf(seller.id)).toBe("premium");

    expect(await renewDueSubscriptions(new Date(end.getTime() - MINUTE))).toBe(0);
    expect(await planOf(seller.id)).toBe("premium");
    expect(await renewDueSubscriptions(new Date(end.getTime() + MINUTE))).toBe(1);
    expect(charges()).toHaveLength(1);
    expect(charges()[0]!.body).toMatchObject({
      authorization_code: card.authorization_code,
      email: seller.email,
      amount: PLANS.basic.price.monthly * 100,
      currency: "NGN",
    });
    expect(await planOf(seller.id)).toBe("basic");
    const row = await sub(seller.id);
    expect(row).toMatchObject({ plan: "basic", status: "active", nextPlan: null });
    // The new plan's period starts where the old one ended.
    expect(row.currentPeriodStart).toEqual(end);
    expect(row.currentPeriodEnd).toEqual(periodEnd(end, "monthly"));
    const [renewal] = await renewalsOf(seller.id);
    expect(renewal).toMatchObject({
      plan: "basic",
      billingCycle: "monthly",
      amount: PLANS.basic.price.monthly,
      status: "completed",
    });
  });

  it("changes the cycle at the period end: yearly charged and a year from the old end", async () => {
    const seller = await createUser();
    await subscribe(seller, "basic", "monthly");
    const end = (await sub(seller.id)).currentPeriodEnd;
    // An upgrade is paid now, not scheduled.
    expect((await refusal(scheduleChange(seller.id, "premium", "monthly"))).status).toBe(400);
    await scheduleChange(seller.id, "basic", "yearly");
    expect(await renewDueSubscriptions(new Date(end.getTime() + MINUTE))).toBe(1);
    expect(charges()[0]!.body!.amount).toBe(PLANS.basic.price.yearly * 100);
    const row = await sub(seller.id);
    expect(row).toMatchObject({ plan: "basic", billingCycle: "yearly", nextBillingCycle: null });
    expect(row.currentPeriodEnd).toEqual(periodEnd(end, "yearly"));
  });

  it("treats choosing free as a cancellation", async () => {
    const seller = await createUser();
    await subscribe(seller, "basic", "monthly");
    await scheduleChange(seller.id, "free", "monthly");
    expect(await record(seller)).toMatchObject({ cancelAtPeriodEnd: true, nextBillingDate: null });
  });
});

describe("renewal", () => {
  it("charges the default saved card in kobo and extends the period from its end", async () => {
    const seller = await createUser();
    const first = testCard({ last4: "1111" });
    await subscribe(seller, "basic", "monthly", first);
    // A second card saved by a card check, then made the default.
    const check = await startCardCheck(seller);
    const second = testCard({ last4: "2222" });
    paystack.pay(check.reference, { card: second });
    await verifyPayment(seller.id, check.reference);
    const cards = await listPaymentMethods(seller.id);
    await setDefaultPaymentMethod(seller.id, cards.find((c) => c.last4 === "2222")!.id);

    const end = (await sub(seller.id)).currentPeriodEnd;
    expect(await renewDueSubscriptions(new Date(end.getTime() + MINUTE))).toBe(1);
    expect(charges()).toHaveLength(1);
    expect(charges()[0]!.body).toMatchObject({
      authorization_code: second.authorization_code,
      email: seller.email,
      amount: PLANS.basic.price.monthly * 100,
    });
    const row = await sub(seller.id);
    expect(row).toMatchObject({ status: "active", renewalAttempts: 0, plan: "basic" });
    expect(row.currentPeriodStart).toEqual(end);
    expect(row.currentPeriodEnd).toEqual(periodEnd(end, "monthly"));
    expect(row.nextAttemptAt).toEqual(row.currentPeriodEnd);
    expect(await renewalsOf(seller.id)).toEqual([
      expect.objectContaining({ status: "completed", amount: PLANS.basic.price.monthly }),
    ]);
    const history = await paymentHistory(seller.id);
    expect(history.map((t) => [t.type, t.status])).toEqual([
      ["subscription", "completed"],
      ["subscription", "completed"],
    ]);
    expect(await subjects(seller.email)).toContain(
      "Payment received: Basic plan renewal (monthly)",
    );
    // Not due again until the new period ends.
    expect(await renewDueSubscriptions(new Date(end.getTime() + 2 * DAY))).toBe(0);
    expect(charges()).toHaveLength(1);
  });

  it("retries a declined card on days 1 and 3 with a mail each time, then returns to free", async () => {
    const seller = await createUser();
    const card = testCard();
    await subscribe(seller, "basic", "monthly", card);
    paystack.decline(card.authorization_code);
    const end = (await sub(seller.id)).currentPeriodEnd.getTime();
    const failedMail = "We could not renew your Basic plan";

    expect(await renewDueSubscriptions(new Date(end + MINUTE))).toBe(1);
    expect(await sub(seller.id)).toMatchObject({
      status: "past_due",
      renewalAttempts: 1,
      nextAttemptAt: new Date(end + 1 * DAY),
    });
    expect(await planOf(seller.id)).toBe("basic");
    expect((await record(seller)).subscriptionStatus).toBe("past_due");
    expect((await subjects(seller.email)).filter((s) => s === failedMail)).toHaveLength(1);

    // Before the next attempt is due, nothing happens.
    expect(await renewDueSubscriptions(new Date(end + 12 * 3600_000))).toBe(0);
    expect(charges()).toHaveLength(1);

    expect(await renewDueSubscriptions(new Date(end + DAY + MINUTE))).toBe(1);
    expect(await sub(seller.id)).toMatchObject({
      status: "past_due",
      renewalAttempts: 2,
      nextAttemptAt: new Date(end + 3 * DAY),
    });
    expect(await planOf(seller.id)).toBe("basic");
    expect((await subjects(seller.email)).filter((s) => s === failedMail)).toHaveLength(2);
    expect(await renewDueSubscriptions(new Date(end + 2 * DAY))).toBe(0);

    expect(await renewDueSubscriptions(new Date(end + 3 * DAY + MINUTE))).toBe(1);
    expect(await planOf(seller.id)).toBe("free");
    expect(await sub(seller.id)).toMatchObject({ status: "cancelled", nextAttemptAt: null });
    const mail = await subjects(seller.email);
    expect(mail.filter((s) => s === failedMail)).toHaveLength(2);
    expect(mail).toContain("Your Basic plan has ended");
    const [ended] = (await readOutbox(seller.email)).filter((m) => m.subject.endsWith("has ended"));
    expect(ended!.text).toContain("three tries");

    expect(charges()).toHaveLength(3);
    for (const c of charges()) {
      expect(c.body).toMatchObject({
        authorization_code: card.authorization_code,
        amount: PLANS.basic.price.monthly * 100,
      });
    }
    expect((await renewalsOf(seller.id)).map((p) => p.status)).toEqual([
      "failed",
      "failed",
      "failed",
    ]);
    expect(await renewDueSubscriptions(new Date(end + 10 * DAY))).toBe(0);
  });

  it("counts a seller with no saved card as a failed renewal, without calling Paystack", async () => {
    const seller = await createUser();
    await subscribe(seller, "basic", "monthly", null); // paid by bank transfer
    const end = (await sub(seller.id)).currentPeriodEnd.getTime();
    expect(await renewDueSubscriptions(new Date(end + MINUTE))).toBe(1);
    expect(charges()).toEqual([]);
    expect(await sub(seller.id)).toMatchObject({ status: "past_due", renewalAttempts: 1 });
    await deliverQueuedMail();
    const [mail] = (await readOutbox(seller.email)).filter((m) =>
      m.subject.startsWith("We could not"),
    );
    expect(mail!.text).toContain("There is no saved card to charge");
  });

  it("makes a past-due seller who pays by hand active again", async () => {
    const seller = await createUser();
    const card = testCard();
    await subscribe(seller, "basic", "monthly", card);
    paystack.decline(card.authorization_code);
    const end = (await sub(seller.id)).currentPeriodEnd;
    await renewDueSubscriptions(new Date(end.getTime() + MINUTE));
    expect((await sub(seller.id)).status).toBe("past_due");
    await subscribe(seller, "basic", "monthly", testCard());
    const row = await sub(seller.id);
    expect(row).toMatchObject({ status: "active", renewalAttempts: 0 });
    expect(row.currentPeriodStart).toEqual(end);
    expect(row.nextAttemptAt).toEqual(periodEnd(end, "monthly"));
  });

  it("charges once when two renewal jobs run at the same time", async () => {
    const seller = await createUser();
    await subscribe(seller, "basic", "monthly");
    const end = (await sub(seller.id)).currentPeriodEnd;
    const now = new Date(end.getTime() + MINUTE);
    const handled = await Promise.all([
      renewDueSubscriptions(now),
      renewDueSubscriptions(now),
      renewDueSubscriptions(now),
    ]);
    expect(handled.reduce((a, b) => a + b, 0)).toBe(1);
    expect(charges()).toHaveLength(1);
    expect(await renewalsOf(seller.id)).toHaveLength(1);
    expect((await sub(seller.id)).currentPeriodEnd).toEqual(periodEnd(end, "monthly"));
  });
});

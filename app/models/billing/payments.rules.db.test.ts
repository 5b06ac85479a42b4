/**
 * Rules added after the payments review (docs/decisions/010-payments.md): only an upgrade is paid
 * now (a downgrade or the same plan is refused, except an overdue renewal paid by hand); a boost
 * whose listing is no longer live when the money arrives is refunded, not granted; a receipt keeps
 * the billing details of the day it was paid; renewals charge a card with the e-mail it was saved
 * with, and never charge again while a renewal is still being processed.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { listings, payments, subscriptions, users } from "#db/schema";
import { http } from "msw";
import { msg } from "~/i18n/messages";
import { PAYSTACK_TEST_BASE, paystack, usePaystackMock } from "../../../tests/mocks/paystack";
import { createListing, createUser, createPayment } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { getReceipt, saveBillingProfile } from "./cards.server";
import { DomainError } from "../shared/errors.server";
import { startBoostPayment, startSubscriptionPayment, verifyPayment } from "./payments.server";
import { renewDueSubscriptions } from "./renewals.server";

useTestDatabase();

const server = usePaystackMock();
afterEach(async () => {
  await db().delete(subscriptions);
});

const DAY = 86_400_000;

/** The seller as the session would load them now (their plan read from the database). */
async function fresh(id: string) {
  const [row] = await db().select().from(users).where(eq(users.id, id));
  return row!;
}

async function paidPlan(sellerId: string, plan: "basic" | "premium") {
  const started = await startSubscriptionPayment(await fresh(sellerId), {
    plan,
    billingCycle: "monthly",
  });
  paystack.pay(started.reference);
  expect((await verifyPayment(sellerId, started.reference)).status).toBe("completed");
  return started;
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe("what can be paid for now", () => {
  it("refuses the same plan and a downgrade on a live plan, and takes no payment", async () => {
    const seller = await createUser();
    await paidPlan(seller.id, "premium");
    const before = await db().select().from(payments).where(eq(payments.userId, seller.id));

    const same = await refusal(
      startSubscriptionPayment(await fresh(seller.id), {
        plan: "premium",
        billingCycle: "monthly",
      }),
    );
    expect(same.status).toBe(409);
    expect(same.message).toBe(msg("billing.refusal.alreadyYourPlan"));
    const down = await refusal(
      startSubscriptionPayment(await fresh(seller.id), { plan: "basic", billingCycle: "monthly" }),
    );
    expect(down.status).toBe(409);
    expect(down.message).toBe(msg("billing.refusal.changeAtPeriodEnd"));
    expect(await db().select().from(payments).where(eq(payments.userId, seller.id))).toHaveLength(
      before.length,
    );
    expect((await fresh(seller.id)).plan).toBe("premium");
  });

  it("lets an overdue seller pay the same plan by hand", async () => {
    const seller = await createUser();
    await paidPlan(seller.id, "basic");
    await db()
      .update(subscriptions)
      .set({ status: "past_due", renewalAttempts: 1 })
      .where(eq(subscriptions.userId, seller.id));
    const started = await startSubscriptionPayment(await fresh(seller.id), {
      plan: "basic",
      billingCycle: "monthly",
      method: "bank_transfer",
    });
    paystack.pay(started.reference, { card: null });
    expect((await verifyPayment(seller.id, started.reference)).status).toBe("completed");
    const [row] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, seller.id));
    expect(row).toMatchObject({ status: "active", renewalAttempts: 0 });
  });
});

describe("a boost whose listing is gone when the money arrives", () => {
  it("is refunded and nothing is featured", async () => {
    const seller = await createUser();
    const listing = await createListing(seller.id);
    const started = await startBoostPayment(await fresh(seller.id), {
      listingId: listing.id,
      boost: "featured",
    });
    await db().update(listings).set({ status: "sold" }).where(eq(listings.id, listing.id));
    paystack.pay(started.reference);
    const result = await verifyPayment(seller.id, started.reference);
    expect(result).toMatchObject({ status: "completed", detail: "refunded" });
    expect(paystack.calls("/refund")).toHaveLength(1);
    const [row] = await db().select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.featuredUntil).toBeNull();
  });
});

describe("receipts", () => {
  it("keep the billing details of the day the payment completed", async () => {
    const seller = await createUser();
    const details = {
      fullName: "Ada Okafor",
      email: "billing@adamotors.ng",
      phone: "",
      address: "12 Allen Avenue",
      city: "Ikeja",
      state: "lagos",
      taxId: "12345678-0001",
      businessName: "Ada Motors",
    };
    await saveBillingProfile(seller.id, details);
    const started = await paidPlan(seller.id, "basic");
    await saveBillingProfile(seller.id, { ...details, businessName: "New Name Ltd", taxId: "" });
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.reference, started.reference));
    const receipt = await getReceipt(seller.id, payment!.id);
    expect(receipt.billing).toMatchObject({ businessName: "Ada Motors", taxId: "12345678-0001" });
  });
});

describe("renewal charges", () => {
  it("charge the card with the e-mail it was saved with, and not twice while one is processing", async () => {
    const seller = await createUser({ email: "first@example.ng" });
    await paidPlan(seller.id, "basic");
    await db().update(users).set({ email: "changed@example.ng" }).where(eq(users.id, seller.id));
    const [row] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, seller.id));
    const due = new Date(row!.currentPeriodEnd.getTime() + 60_000);

    // A renewal charge still being processed (Paystack answered "pending"): nothing more.
    const processing = await createPayment(seller.id, {
      reference: `MM-${"0".repeat(24)}`,
      renewal: true,
      description: "Basic plan renewal (monthly)",
      createdAt: new Date(due.getTime() - 3600_000),
    });
    await renewDueSubscriptions(due);
    expect(paystack.calls("/transaction/charge_authorization")).toHaveLength(0);

    // Once it is closed (declined), the next run charges the saved card, with its e-mail.
    await db().update(payments).set({ status: "failed" }).where(eq(payments.id, processing!.id));
    await renewDueSubscriptions(new Date(due.getTime() + 2 * 3600_000));
    const charges = paystack.calls("/transaction/charge_authorization");
    expect(charges).toHaveLength(1);
    expect(charges[0]!.body).toMatchObject({ email: "first@example.ng", amount: 4_000_000 });
    const [renewed] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, seller.id));
    expect(renewed!.currentPeriodEnd.getTime()).toBeGreaterThan(due.getTime() + 20 * DAY);
  });
});

describe("a lower plan's checkout paid after an upgrade went through", () => {
  it("is refunded and the higher plan stays", async () => {
    const seller = await createUser();
    const free = await fresh(seller.id);
    const basic = await startSubscriptionPayment(free, { plan: "basic", billingCycle: "monthly" });
    await paidPlan(seller.id, "premium");
    paystack.pay(basic.reference);
    expect(await verifyPayment(seller.id, basic.reference)).toMatchObject({
      status: "completed",
      detail: "refunded",
    });
    expect((await fresh(seller.id)).plan).toBe("premium");
    expect(paystack.calls("/refund")).toHaveLength(1);
  });
});

describe("a cancel pressed while the renewal is being charged", () => {
  it("still holds after the renewal: the paid period runs, then no further charge", async () => {
    const seller = await createUser();
    await paidPlan(seller.id, "basic");
    const [row] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, seller.id));
    const due = new Date(row!.currentPeriodEnd.getTime() + 60_000);
    // The seller cancels between the job's claim and the charge's grant (Paystack's answer).
    server.use(
      http.post(`${PAYSTACK_TEST_BASE}/transaction/charge_authorization`, async () => {
        await db()
          .update(subscriptions)
          .set({ cancelAtPeriodEnd: true })
          .where(eq(subscriptions.userId, seller.id));
        // Returning nothing hands the request on to the mock's own handler.
      }),
    );
    await renewDueSubscriptions(due);
    const [after] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, seller.id));
    expect(after).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect(after!.currentPeriodEnd.getTime()).toBeGreaterThan(due.getTime() + 20 * DAY);
  });
});

/**
 * `/boost` (docs/decisions/010-payments.md): the seller's own live listings, prices by plan, the
 * monthly cap (pending payments count) refused before any payment starts, someone else's
 * listing a "Listing not found" message, and a valid choice sent to the checkout.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formErrorsOf } from "~/lib/forms/form-answer";
import { db } from "#db/connection";
import { payments } from "#db/schema";
import { createListing, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { callRoute, signIn } from "../../../tests/support/routes";
import { action, loader } from "./boost";

useTestDatabase();

type BoostRow = { id: string; price: number; days: number; upliftPercent: number };

async function boostPayments(userId: string) {
  return db()
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.purpose, "boost")));
}

describe("/boost", () => {
  it("lists only the seller's own live listings, at the price for their plan", async () => {
    const seller = await createUser();
    const live = await createListing(seller.id, { title: "Toyota Camry 2014" });
    await createListing(seller.id, { title: "Pending Civic", status: "pending" });
    await createListing(seller.id, { title: "Sold Accord", status: "sold" });
    const other = await createUser();
    await createListing(other.id, { title: "Someone else's Lexus" });
    const sessionCookie = await signIn(seller);

    const page = await callRoute(loader, {
      path: `/boost?listing=${live.id}&boost=top`,
      sessionCookie,
    });
    expect(page.status).toBe(200);
    expect(page.body.kind).toBe("seller");
    expect(page.body.listings.map((l: { title: string }) => l.title)).toEqual([
      "Toyota Camry 2014",
    ]);
    expect(page.body.chosen).toMatchObject({ listingId: live.id, boost: "top" });
    const prices = Object.fromEntries(page.body.boosts.map((b: BoostRow) => [b.id, b.price]));
    expect(prices).toEqual({ featured: 25_000, top: 45_000, premium: 75_000, mega: 120_000 });
    expect(page.body.boosts[0]).toMatchObject({ days: 7, upliftPercent: 300 });
    expect(page.body).toMatchObject({ spent: 0, cap: 200_000 });

    const premium = await createUser({ plan: "premium" });
    await createListing(premium.id);
    const premiumPage = await callRoute(loader, {
      path: "/boost",
      sessionCookie: await signIn(premium),
    });
    const featured = premiumPage.body.boosts.find((b: BoostRow) => b.id === "featured");
    expect(featured.price).toBe(18_000);
  });

  it("sends buyers and sellers without a live listing elsewhere, and anonymous users to log in", async () => {
    const buyer = await createUser({ accountType: "buyer" });
    const asBuyer = await callRoute(loader, { path: "/boost", sessionCookie: await signIn(buyer) });
    expect(asBuyer.body).toEqual({ kind: "buyer" });

    const seller = await createUser();
    const pending = await createListing(seller.id, { status: "pending" });
    const empty = await callRoute(loader, {
      path: `/boost?listing=${pending.id}`,
      sessionCookie: await signIn(seller),
    });
    expect(empty.body.listings).toEqual([]);
    expect(empty.body.notLive).toBe(true);

    const anonymous = await callRoute(loader, { path: "/boost" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toBe("/login?redirectTo=%2Fboost");
  });

  it("answers someone else's listing with 'Listing not found', keeping the choices", async () => {
    const seller = await createUser();
    await createListing(seller.id);
    const other = await createUser();
    const theirs = await createListing(other.id);
    const r = await callRoute(action, {
      path: "/boost",
      sessionCookie: await signIn(seller),
      form: { listingId: theirs.id, boost: "featured", method: "card" },
    });
    expect(r.status).toBe(404);
    expect(formErrorsOf(r.body)).toEqual(["Listing not found"]);
    expect(r.body.result.initialValue).toEqual({
      listingId: theirs.id,
      boost: "featured",
      method: "card",
    });
    expect(await boostPayments(seller.id)).toHaveLength(0);
  });

  it("refuses a boost past the monthly cap before any payment starts", async () => {
    const seller = await createUser();
    const listing = await createListing(seller.id);
    await db()
      .insert(payments)
      .values([
        {
          reference: `MM-test-${crypto.randomUUID()}`,
          userId: seller.id,
          purpose: "boost",
          listingId: listing.id,
          boost: "mega",
          description: "Mega Boost",
          amount: 120_000,
          status: "completed",
          receiptNumber: 900_001,
          completedAt: new Date(),
        },
        {
          reference: `MM-test-${crypto.randomUUID()}`,
          userId: seller.id,
          purpose: "boost",
          listingId: listing.id,
          boost: "premium",
          description: "Premium Boost",
          amount: 75_000,
          status: "pending",
        },
      ]);
    const sessionCookie = await signIn(seller);
    const page = await callRoute(loader, { path: "/boost", sessionCookie });
    expect(page.body.spent).toBe(195_000);

    const r = await callRoute(action, {
      path: "/boost",
      sessionCookie,
      form: { listingId: listing.id, boost: "featured", method: "card" },
    });
    expect(r.status).toBe(400);
    expect(formErrorsOf(r.body)?.[0]).toContain("Boost spend is capped at ₦200,000 a month");
    expect(formErrorsOf(r.body)?.[0]).toContain("₦5,000 left");
    expect(await boostPayments(seller.id)).toHaveLength(2);
  });

  it("rejects a form without a package, and sends a valid choice to the checkout", async () => {
    const seller = await createUser();
    const listing = await createListing(seller.id);
    const sessionCookie = await signIn(seller);

    const missing = await callRoute(action, {
      path: "/boost",
      sessionCookie,
      form: { listingId: listing.id },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.result.error.boost).toEqual(["Choose a boost package"]);

    const r = await callRoute(action, {
      path: "/boost",
      sessionCookie,
      form: { listingId: listing.id, boost: "featured", method: "bank_transfer" },
    });
    expect(r.status).toBe(302);
    expect(r.location).toMatch(/\/payment\/checkout\/MM-[0-9a-f]{24}$/);
    const [payment] = await boostPayments(seller.id);
    expect(payment).toMatchObject({
      amount: 25_000,
      status: "pending",
      listingId: listing.id,
      boost: "featured",
      method: "bank_transfer",
    });
  });
});

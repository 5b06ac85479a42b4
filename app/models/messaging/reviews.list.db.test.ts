/**
 * The public reviews list (/reviews, `GET /api/reviews`): newest first, the car from the
 * buyer's answered conversation, the make filter, only active sellers, deleted reviews gone.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { sellerReviews, users } from "#db/schema";
import { db } from "#db/connection";
import { createListing, createUser, textMessage as text } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { contactSeller, sendMessage } from "./messages.server";
import { deleteMyReview, listReviews, reviewedMakes, writeReview } from "./reviews.server";

useTestDatabase();

/** A buyer asks about the seller's car, the seller answers, the buyer reviews the seller. */
async function reviewed(
  car: { make: string; model: string; year: number },
  rating: number,
  at: Date,
  seller?: { id: string },
) {
  const s = seller ?? (await createUser({ firstName: "Chidi", lastName: "Eze" }));
  const buyer = await createUser({
    accountType: "buyer",
    firstName: "Bola",
    lastName: "Adeyemi",
  });
  const listing = await createListing(s.id, { ...car, title: `${car.make} ${car.model}` });
  const { conversationId } = await contactSeller(
    buyer.id,
    { listingId: listing.id },
    { ...text("Is it still available?"), sharePhone: false, shareEmail: false },
  );
  await sendMessage(s.id, conversationId, text("Yes, it is"));
  const review = await writeReview(buyer.id, s.id, {
    rating,
    comment: `A good ${car.make}, honest seller.`,
  });
  await db().update(sellerReviews).set({ createdAt: at }).where(eq(sellerReviews.id, review.id));
  return { seller: s, buyer, review };
}

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));
const query = (q: { make?: string; page?: number; limit?: number } = {}) =>
  listReviews({ page: 1, limit: 12, ...q });

describe("listReviews", () => {
  // The test file's database is shared by its tests: each starts with no review.
  beforeEach(async () => {
    await db().delete(sellerReviews);
  });

  it("lists reviews newest first with the buyer's first name, the seller and the car", async () => {
    const old = await reviewed({ make: "Toyota", model: "Camry", year: 2015 }, 4, day(1));
    const recent = await reviewed({ make: "Honda", model: "Accord", year: 2018 }, 5, day(3));
    const { reviews, pagination } = await query();
    expect(reviews.map((r) => r.id)).toEqual([recent.review.id, old.review.id]);
    expect(reviews[1]).toMatchObject({
      rating: 4,
      comment: "A good Toyota, honest seller.",
      buyer: "Bola",
      seller: { id: old.seller.id, name: "Chidi Eze" },
      car: { make: "Toyota", model: "Camry", year: 2015 },
      date: day(1).toISOString(),
    });
    expect(pagination).toEqual({ currentPage: 1, totalPages: 1, total: 2, limit: 12 });
  });

  it("keeps the car the review was written about when the buyer asks about another later", async () => {
    const { seller, buyer, review } = await reviewed(
      { make: "Toyota", model: "Camry", year: 2015 },
      4,
      day(1),
    );
    const later = await createListing(seller.id, { make: "Kia", model: "Rio", year: 2019 });
    const { conversationId } = await contactSeller(
      buyer.id,
      { listingId: later.id },
      { ...text("And this one?"), sharePhone: false, shareEmail: false },
    );
    await sendMessage(seller.id, conversationId, text("Also available"));
    const [listed] = (await query()).reviews;
    expect(listed).toMatchObject({ id: review.id, car: { make: "Toyota", model: "Camry" } });
    expect((await query({ make: "Kia" })).reviews).toEqual([]);
  });

  it("filters by the car's make, in any case, and lists the makes that have reviews", async () => {
    await reviewed({ make: "Toyota", model: "Camry", year: 2015 }, 4, day(1));
    await reviewed({ make: "Lexus", model: "RX 350", year: 2016 }, 3, day(2));
    const toyota = await query({ make: "toyota" });
    expect(toyota.reviews.map((r) => r.car?.make)).toEqual(["Toyota"]);
    expect(toyota.pagination.total).toBe(1);
    expect((await query({ make: "Kia" })).reviews).toEqual([]);
    expect(await reviewedMakes()).toEqual(["Lexus", "Toyota"]);
  });

  it("shows only active sellers' reviews and forgets deleted ones", async () => {
    const kept = await reviewed({ make: "Toyota", model: "Camry", year: 2015 }, 4, day(1));
    const suspended = await reviewed({ make: "Honda", model: "Civic", year: 2012 }, 1, day(2));
    await db().update(users).set({ status: "suspended" }).where(eq(users.id, suspended.seller.id));
    const deleted = await reviewed({ make: "Kia", model: "Rio", year: 2014 }, 2, day(3));
    await deleteMyReview(deleted.buyer.id, deleted.seller.id);
    const { reviews } = await query();
    expect(reviews.map((r) => r.id)).toEqual([kept.review.id]);
    expect(await reviewedMakes()).toEqual(["Toyota"]);
  });

  it("pages with page and limit", async () => {
    for (let n = 1; n <= 3; n++)
      await reviewed({ make: "Toyota", model: "Corolla", year: 2010 + n }, 5, day(n));
    const second = await query({ page: 2, limit: 2 });
    expect(second.reviews.map((r) => r.car?.year)).toEqual([2011]);
    expect(second.pagination).toEqual({ currentPage: 2, totalPages: 2, total: 3, limit: 2 });
    expect((await query({ page: 9, limit: 2 })).reviews).toEqual([]);
  });
});

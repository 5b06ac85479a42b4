/**
 * Seller reviews (docs/decisions/009-messaging.md), on the test's database: only a buyer the seller
 * has answered may review, once; edit and delete; the values' limits; and the profile's average and
 * count following every change.
 */
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sellerReviews, users } from "#db/schema";
import { db } from "#db/connection";
import { REVIEW_NOT_ELIGIBLE } from "~/lib/messaging/reviews";
import { createListing, createUser, textMessage as text } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { contactSeller, sendMessage } from "./messages.server";
import { deleteMyReview, reviewEligibility, updateMyReview, writeReview } from "./reviews.server";
import { getSellerProfile, getSellerReviews } from "../catalogue/sellers.server";
import { msg } from "~/i18n/messages";

useTestDatabase();

const GOOD = { rating: 5, comment: "Honest seller, the car was as described." };

/** A seller with a car and a buyer who wrote about it; `answered`: the seller replied. */
async function chat(answered = true) {
  const seller = await createUser({ firstName: "Chidi", lastName: "Eze" });
  const buyer = await createUser({ accountType: "buyer", firstName: "Bola", lastName: "Adeyemi" });
  const listing = await createListing(seller.id);
  const { conversationId } = await contactSeller(
    buyer.id,
    { listingId: listing.id },
    { ...text("Is it still available?"), sharePhone: false, shareEmail: false },
  );
  // The buyer writing again is not an answer.
  await sendMessage(buyer.id, conversationId, text("Hello? Are you there?"));
  if (answered) await sendMessage(seller.id, conversationId, text("Yes, it is"));
  return { seller, buyer, conversationId };
}

const figures = async (sellerId: string) => {
  const p = await getSellerProfile(sellerId);
  return { rating: p?.rating, totalReviews: p?.totalReviews };
};

describe("writing a review", () => {
  it("lets a buyer the seller answered review once; the profile's average and count follow", async () => {
    const { seller, buyer } = await chat();
    expect(await figures(seller.id)).toEqual({ rating: null, totalReviews: 0 });
    const review = await writeReview(buyer.id, seller.id, {
      rating: 4,
      comment: "  Quick answers and a fair price.  ",
      carPurchased: "Toyota Camry 2018",
    });
    expect(review).toMatchObject({
      sellerId: seller.id,
      rating: 4,
      comment: "Quick answers and a fair price.",
      carPurchased: "Toyota Camry 2018",
      updatedAt: null,
    });
    expect(await figures(seller.id)).toEqual({ rating: 4, totalReviews: 1 });
    expect(await getSellerReviews(seller.id)).toEqual([
      expect.objectContaining({
        reviewer: "Bola A.",
        rating: 4,
        carPurchased: "Toyota Camry 2018",
      }),
    ]);

    const second = await chat();
    const other = await createUser({ accountType: "buyer" });
    // A second buyer of the same seller: a conversation of their own, answered.
    const listing = await createListing(seller.id);
    const c = await contactSeller(
      other.id,
      { listingId: listing.id },
      { ...text("Price?"), sharePhone: false, shareEmail: false },
    );
    await sendMessage(seller.id, c.conversationId, text("Six million"));
    await writeReview(other.id, seller.id, {
      rating: 1,
      comment: "Never showed up to the viewing.",
    });
    expect(await figures(seller.id)).toEqual({ rating: 2.5, totalReviews: 2 });
    expect(await figures(second.seller.id)).toEqual({ rating: null, totalReviews: 0 });
  });

  it("refuses a buyer the seller has not answered yet (403)", async () => {
    const { seller, buyer } = await chat(false);
    await expect(writeReview(buyer.id, seller.id, GOOD)).rejects.toMatchObject({
      status: 403,
      message: REVIEW_NOT_ELIGIBLE,
    });
    const stranger = await createUser({ accountType: "buyer" });
    await expect(writeReview(stranger.id, seller.id, GOOD)).rejects.toMatchObject({
      status: 403,
    });
    expect(await figures(seller.id)).toEqual({ rating: null, totalReviews: 0 });
  });

  it("counts only conversations where the reviewer was the buyer", async () => {
    // The seller answered the buyer: the buyer may review the seller, not the other way.
    const { seller, buyer } = await chat();
    await expect(writeReview(seller.id, buyer.id, GOOD)).rejects.toMatchObject({ status: 403 });
  });

  it("refuses a second review (409), oneself (400) and unknown or suspended sellers (404)", async () => {
    const { seller, buyer } = await chat();
    await writeReview(buyer.id, seller.id, GOOD);
    await expect(
      writeReview(buyer.id, seller.id, { rating: 1, comment: "Changed my mind about it." }),
    ).rejects.toMatchObject({ status: 409, message: msg("seller.refusal.already") });
    const rows = await db()
      .select()
      .from(sellerReviews)
      .where(eq(sellerReviews.sellerId, seller.id));
    expect(rows.map((r) => r.rating)).toEqual([5]);

    await expect(writeReview(seller.id, seller.id, GOOD)).rejects.toMatchObject({
      status: 400,
      message: msg("seller.refusal.self"),
    });
    await expect(writeReview(buyer.id, crypto.randomUUID(), GOOD)).rejects.toMatchObject({
      status: 404,
      message: msg("refusals.notFound.seller"),
    });
    await expect(writeReview(buyer.id, "not-an-id", GOOD)).rejects.toMatchObject({ status: 404 });
    const other = await chat();
    await db().update(users).set({ status: "suspended" }).where(eq(users.id, other.seller.id));
    await expect(writeReview(other.buyer.id, other.seller.id, GOOD)).rejects.toMatchObject({
      status: 404,
    });
  });

  it("checks the rating, the comment's length and the car purchased", async () => {
    const { seller, buyer } = await chat();
    const fieldsOf = (input: Record<string, unknown>) =>
      writeReview(buyer.id, seller.id, { ...GOOD, ...input } as never).then(
        () => "written",
        (e: { status: number; fields?: Record<string, string[]> }) =>
          `${e.status} ${Object.keys(e.fields ?? {}).join(",")}`,
      );
    expect(await fieldsOf({ rating: 0 })).toBe("400 rating");
    expect(await fieldsOf({ rating: 6 })).toBe("400 rating");
    expect(await fieldsOf({ rating: 4.5 })).toBe("400 rating");
    expect(await fieldsOf({ comment: "Too short" })).toBe("400 comment");
    expect(await fieldsOf({ comment: `  ${"a".repeat(9)}  ` })).toBe("400 comment");
    expect(await fieldsOf({ comment: "a".repeat(1001) })).toBe("400 comment");
    expect(await fieldsOf({ comment: "Fine seller\u0000!" })).toBe("400 comment");
    expect(await fieldsOf({ carPurchased: "x".repeat(121) })).toBe("400 carPurchased");
    expect(await figures(seller.id)).toEqual({ rating: null, totalReviews: 0 });
    // The limits themselves are allowed: 10 characters, a form's rating as text.
    expect(await fieldsOf({ comment: "a".repeat(10), rating: "3" })).toBe("written");
    expect(await figures(seller.id)).toEqual({ rating: 3, totalReviews: 1 });
  });
});

describe("editing and deleting one's review", () => {
  it("changes the review and the average; 404 without one", async () => {
    const { seller, buyer } = await chat();
    await expect(updateMyReview(buyer.id, seller.id, GOOD)).rejects.toMatchObject({
      status: 404,
      message: msg("refusals.notFound.review"),
    });
    const written = await writeReview(buyer.id, seller.id, { ...GOOD, carPurchased: "Kia Rio" });
    const updated = await updateMyReview(buyer.id, seller.id, {
      rating: 2,
      comment: "The papers took three weeks to arrive.",
    });
    expect(updated).toMatchObject({
      id: written.id,
      rating: 2,
      comment: "The papers took three weeks to arrive.",
      carPurchased: null,
    });
    expect(updated.updatedAt).not.toBeNull();
    expect(await figures(seller.id)).toEqual({ rating: 2, totalReviews: 1 });
    await expect(
      updateMyReview(buyer.id, seller.id, { rating: 9, comment: "x" }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it("deletes it (the count drops), then 404; the buyer may write again", async () => {
    const { seller, buyer } = await chat();
    await writeReview(buyer.id, seller.id, GOOD);
    await deleteMyReview(buyer.id, seller.id);
    expect(await figures(seller.id)).toEqual({ rating: null, totalReviews: 0 });
    await expect(deleteMyReview(buyer.id, seller.id)).rejects.toMatchObject({
      status: 404,
      message: msg("refusals.notFound.review"),
    });
    await expect(writeReview(buyer.id, seller.id, GOOD)).resolves.toMatchObject({ rating: 5 });
  });

  it("never touches another buyer's review", async () => {
    const { seller, buyer } = await chat();
    await writeReview(buyer.id, seller.id, GOOD);
    const stranger = await createUser({ accountType: "buyer" });
    await expect(deleteMyReview(stranger.id, seller.id)).rejects.toMatchObject({ status: 404 });
    await expect(updateMyReview(stranger.id, seller.id, GOOD)).rejects.toMatchObject({
      status: 404,
    });
    expect(await figures(seller.id)).toEqual({ rating: 5, totalReviews: 1 });
  });
});

describe("reviewEligibility", () => {
  it("says whether a review may be written, and answers the one written", async () => {
    const { seller, buyer, conversationId } = await chat(false);
    expect(await reviewEligibility(buyer.id, seller.id)).toEqual({
      canReview: false,
      review: null,
    });
    await sendMessage(seller.id, conversationId, text("Yes, it is"));
    expect(await reviewEligibility(buyer.id, seller.id)).toEqual({
      canReview: true,
      review: null,
    });
    await writeReview(buyer.id, seller.id, GOOD);
    expect(await reviewEligibility(buyer.id, seller.id)).toEqual({
      canReview: false,
      review: expect.objectContaining({ rating: 5, comment: GOOD.comment }),
    });
    expect(await reviewEligibility(seller.id, seller.id)).toEqual({
      canReview: false,
      review: null,
    });
  });
});

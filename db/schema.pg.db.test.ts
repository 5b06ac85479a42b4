/**
 * The vocabularies of lib/vocabulary/domain.ts are also CHECK constraints (migrations 0008 and 0009), and so
 * are the listing's numeric bounds (lib/listings/listing-schema.ts, LISTING_LIMITS; migration 0036): a
 * write that bypasses the models (a script, a hand-written query, a bug) cannot store a role,
 * plan, status or category that the code does not know, a public listing without expiry, a price,
 * year or mileage the form and the API refuse, more photos than MAX_PHOTOS or a rating outside
 * 1-5.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { maxYear } from "~/lib/catalogue/catalog";
import { ROLES, PLAN_IDS, LISTING_STATUSES, CATEGORY_IDS } from "~/lib/vocabulary/domain";
import { LISTING_LIMITS } from "~/lib/listings/listing-schema";
import { MAX_PHOTOS } from "~/lib/billing/plans";
import { RATINGS } from "~/lib/messaging/reviews";
import { addPhoto, createListing, createUser } from "../tests/factories";
import { useTestDatabase } from "../tests/setup/database";
import { db } from "./connection";
import { listings, sellerReviews, users } from "./schema";

useTestDatabase();

/** The constraint a failed write violated, or null when it was written. */
async function violated(write: () => Promise<unknown>): Promise<string | null> {
  try {
    await write();
    return null;
  } catch (error) {
    // PGlite names the constraint `constraint`, the postgres driver `constraint_name`.
    const cause =
      (error as { cause?: { code?: string; constraint?: string; constraint_name?: string } })
        .cause ?? {};
    expect(cause.code).toBe("23514"); // check_violation
    return cause.constraint ?? cause.constraint_name ?? "unknown";
  }
}

describe("CHECK constraints on the vocabularies", () => {
  it("stores every known role and plan and refuses any other", async () => {
    const user = await createUser();
    const set = (values: Record<string, string>) => () =>
      db()
        .update(users)
        .set(values as never)
        .where(eq(users.id, user.id));
    for (const role of ROLES) expect(await violated(set({ role }))).toBeNull();
    for (const plan of PLAN_IDS) expect(await violated(set({ plan }))).toBeNull();
    expect(await violated(set({ role: "superuser" }))).toBe("users_role_check");
    expect(await violated(set({ plan: "gold" }))).toBe("users_plan_check");
    expect(await violated(set({ accountType: "admin" }))).toBe("users_account_type_check");
  });

  it("refuses an unknown listing status or category, and an active listing without expiry", async () => {
    const seller = await createUser();
    const { id } = await createListing(seller.id);
    const set = (values: Record<string, unknown>) => () =>
      db()
        .update(listings)
        .set(values as never)
        .where(eq(listings.id, id));
    for (const status of LISTING_STATUSES) expect(await violated(set({ status }))).toBeNull();
    for (const category of CATEGORY_IDS) expect(await violated(set({ category }))).toBeNull();
    expect(await violated(set({ status: "published" }))).toBe("listings_status_check");
    expect(await violated(set({ category: "used" }))).toBe("listings_category_check");
    expect(await violated(set({ status: "active", expiresAt: null }))).toBe(
      "listings_active_expiry_check",
    );
    expect(await violated(set({ status: "draft", expiresAt: null }))).toBeNull();
    const [row] = await db()
      .select({ status: listings.status })
      .from(listings)
      .where(eq(listings.id, id));
    expect(row.status).toBe("draft");
  });
});

describe("CHECK constraints on the listing's bounds", () => {
  it("holds price, year and mileage to the bounds the form and the API check, edges included", async () => {
    const seller = await createUser();
    const { id } = await createListing(seller.id);
    const set = (values: Record<string, unknown>) => () =>
      db()
        .update(listings)
        .set(values as never)
        .where(eq(listings.id, id));
    const { price, year, mileage } = LISTING_LIMITS;
    for (const p of [price.min, price.max]) expect(await violated(set({ price: p }))).toBeNull();
    for (const p of [price.min - 1, price.max + 1, 0])
      expect(await violated(set({ price: p }))).toBe("listings_price_check");
    for (const y of [year.min, maxYear()]) expect(await violated(set({ year: y }))).toBeNull();
    for (const y of [year.min - 1, maxYear() + 1])
      expect(await violated(set({ year: y }))).toBe("listings_year_check");
    for (const m of [mileage.min, mileage.max, null])
      expect(await violated(set({ mileage: m }))).toBeNull();
    for (const m of [-1, mileage.max + 1])
      expect(await violated(set({ mileage: m }))).toBe("listings_mileage_check");
  });

  it("keeps a listing to MAX_PHOTOS photos and a review to 1-5 stars", async () => {
    const seller = await createUser();
    const buyer = await createUser();
    const { id } = await createListing(seller.id);
    for (let p = 0; p < MAX_PHOTOS; p++) expect(await violated(() => addPhoto(id, p))).toBeNull();
    expect(await violated(() => addPhoto(id, MAX_PHOTOS))).toBe("listing_photos_position_check");
    const review = (rating: number) => () =>
      db().insert(sellerReviews).values({
        sellerId: seller.id,
        reviewerId: buyer.id,
        rating,
        comment: "Honest seller, the car was as described.",
      });
    for (const r of [RATINGS[0] - 1, RATINGS[RATINGS.length - 1] + 1])
      expect(await violated(review(r))).toBe("seller_reviews_rating_check");
    expect(await violated(review(RATINGS[RATINGS.length - 1]))).toBeNull();
  });
});

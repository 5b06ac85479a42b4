/**
 * The fair-price rating on the database (docs/product.md#fair-price-rating;
 * docs/decisions/021-fair-price-rating.md, 031-bait-proof-price-rating.md): the recompute and the
 * per-listing job, the widening steps, too few comparables, an outlier, a price change, a bait
 * price, the make-and-body fallback, and browse's `deal` filter and sort.
 */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { listings, priceRatings } from "#db/schema";
import { parseBrowseParams } from "~/lib/catalogue/filters";
import { approveListing } from "~/models/selling/moderation.server";
import { searchListings } from "~/models/catalogue/search.server";
import { updateDetails } from "~/models/selling/selling.server";
import { queueCounts, runQueuedJobs } from "~/services/queue.server";
import { createListing, createStaff, createUser, LISTING_FIELDS } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import {
  getPriceRating,
  previewPriceRating,
  rateListing,
  recomputePriceRatings,
} from "./price-rating.server";

useTestDatabase();

/** Runs the waiting rate-listing jobs as the worker does (app/jobs/jobs.server.ts). */
const runRatingJobs = () =>
  runQueuedJobs<{ listingId: string }>("rate-listing", async (job) => {
    await rateListing(job.data.listingId);
  });

const DAY = 86_400_000;
let sellerId: string;

beforeEach(async () => {
  await db().delete(listings);
  sellerId = (await createUser()).id;
});

/** `n` tokunbo Camrys of `year` around ₦10M (±2 %), mileage 60-80K km. */
async function camrys(n: number, fields: Partial<typeof listings.$inferInsert> = {}) {
  const made = [];
  for (let i = 0; i < n; i++) {
    made.push(
      await createListing(sellerId, {
        title: `Toyota Camry ${i}`,
        make: "Toyota",
        model: "Camry",
        year: 2018,
        mileage: 60_000 + i * 2_000,
        price: 10_000_000 + ((i % 5) - 2) * 100_000,
        ...fields,
      }),
    );
  }
  return made;
}

const rated = (id: string) =>
  db().select().from(priceRatings).where(eq(priceRatings.listingId, id));
const listingRow = async (id: string) =>
  (await db().select().from(listings).where(eq(listings.id, id)))[0];

describe("recomputePriceRatings", () => {
  it("rates a live car against 8 comparables and stores its inputs", async () => {
    await camrys(8);
    const cheap = (await camrys(1, { price: 8_500_000, mileage: 70_000 }))[0];
    const counts = await recomputePriceRatings();
    expect(counts.listings).toBe(9);
    const [row] = await rated(cheap.id);
    expect(row.rating).toBe("great");
    expect(row.askedPrice).toBe(8_500_000);
    expect(row.comparables).toBe(8);
    expect(row.step).toBe(0);
    expect(row.estimateLow).toBeLessThanOrEqual(row.estimateMid!);
    expect(row.estimateMid).toBeLessThanOrEqual(row.estimateHigh!);
    expect(row.estimateMid! / 10_000_000).toBeCloseTo(1, 1);
    expect(row.comparableIds.length).toBe(5);
    expect(row.method).toMatch(/huber/);
    const l = await listingRow(cheap.id);
    expect(l.priceRating).toBe("great");
    expect(l.priceRatingScore).toBe(row.score);
  });

  it("gives no rating, with the reason, when no step finds enough comparables", async () => {
    const [car] = await camrys(6);
    await recomputePriceRatings();
    const [row] = await rated(car.id);
    expect(row.rating).toBeNull();
    expect(row.reason).toBe("too-few-comparables");
    expect(row.comparables).toBe(5);
    const view = await getPriceRating(car.id);
    expect(view).toMatchObject({ rating: null, reason: "too-few-comparables", comparables: 5 });
    expect((await listingRow(car.id)).priceRating).toBeNull();
  });

  it("widens step by step: year ±2, then any mileage, then older sales", async () => {
    const [target] = await camrys(1, { year: 2018, mileage: 70_000 });
    // Four at ±1 year and four at 2 years off, all in the same mileage band: step 1.
    await camrys(4, { year: 2019, mileage: 75_000 });
    await camrys(4, { year: 2016, mileage: 75_000 });
    await rateListing(target.id);
    expect((await rated(target.id))[0]).toMatchObject({ step: 1, comparables: 8 });

    // Only four in its band; four more of another mileage: step 2 (any mileage).
    await db().delete(listings).where(eq(listings.year, 2016));
    await camrys(4, { year: 2017, mileage: 160_000 });
    await rateListing(target.id);
    expect((await rated(target.id))[0]).toMatchObject({ step: 2, comparables: 8 });

    // Those four sold two years ago: only the last step (any age) counts them.
    await db()
      .update(listings)
      .set({ status: "sold", updatedAt: new Date(Date.now() - 730 * DAY) })
      .where(eq(listings.year, 2017));
    await rateListing(target.id);
    expect((await rated(target.id))[0]).toMatchObject({ step: 3, comparables: 8 });
  });

  it("uses sold and expired cars of the last 12 months, never other categories", async () => {
    const [target] = await camrys(1);
    await camrys(8, { status: "sold", updatedAt: new Date(Date.now() - 30 * DAY) });
    await camrys(5, { category: "nigerian-used" });
    await rateListing(target.id);
    expect((await rated(target.id))[0]).toMatchObject({ step: 0, comparables: 8 });
    // Sold cars are not linked from the car page: only live ones are.
    const view = await getPriceRating(target.id);
    expect(view?.rating).not.toBeNull();
    if (view?.rating) expect(view.examples).toEqual([]);
  });

  it("barely moves the estimate for one outlier price", async () => {
    const [target] = await camrys(1);
    await camrys(10);
    await rateListing(target.id);
    const before = (await rated(target.id))[0].estimateMid!;
    await camrys(1, { price: 95_000_000 });
    await rateListing(target.id);
    const after = (await rated(target.id))[0].estimateMid!;
    expect(Math.abs(after / before - 1)).toBeLessThan(0.03);
  });

  it("drops the rating copy of a listing that is no longer live", async () => {
    const [target] = await camrys(9);
    await recomputePriceRatings();
    expect((await listingRow(target.id)).priceRating).not.toBeNull();
    await db().update(listings).set({ status: "sold" }).where(eq(listings.id, target.id));
    await recomputePriceRatings();
    expect((await listingRow(target.id)).priceRating).toBeNull();
    expect(await getPriceRating(target.id)).toBeNull();
  });
});

describe("a price change and the rate-listing job", () => {
  it("clears the rating at once and rates the new price within the job", async () => {
    const cars = await camrys(9);
    const target = cars[0];
    await recomputePriceRatings();
    const seller = { id: sellerId, role: "user" as const };
    // Only the price changes: the listing stays live (no reviewed field changed).
    const status = await updateDetails(seller, target.id, {
      ...LISTING_FIELDS,
      title: target.title,
      make: target.make,
      model: target.model,
      year: target.year,
      mileage: target.mileage,
      category: target.category,
      description: target.description,
      features: target.features,
      color: target.color,
      city: target.city,
      price: 14_000_000,
    });
    expect(status).toBe("active");
    const cleared = await listingRow(target.id);
    expect(cleared.priceRating).toBeNull();
    expect(cleared.priceRatingScore).toBeNull();
    expect(await getPriceRating(target.id)).toMatchObject({
      rating: null,
      reason: "price-changed",
    });
    expect(await runRatingJobs()).toBe(1);
    expect(await getPriceRating(target.id)).toMatchObject({
      rating: "overpriced",
      label: "Overpriced",
    });
    expect((await listingRow(target.id)).priceRating).toBe("overpriced");
  });

  it("queues a rating when staff approve a listing", async () => {
    await camrys(8);
    const [pending] = await camrys(1, {
      status: "pending",
      price: 10_000_000,
      publishedAt: null,
      expiresAt: null,
    });
    const staff = await createStaff();
    await approveListing(staff, pending.id);
    expect((await queueCounts("rate-listing")).created).toBeGreaterThanOrEqual(1);
    await runRatingJobs();
    expect((await getPriceRating(pending.id))?.rating).toBe("fair");
  });
});

describe("browse by deal", () => {
  it("filters by rating and sorts best deal first, unrated last", async () => {
    await camrys(8, { price: 10_000_000 });
    const [great] = await camrys(1, { price: 8_000_000 });
    const [over] = await camrys(1, { price: 13_000_000 });
    await recomputePriceRatings();
    const [unrated] = await camrys(1, { make: "Innoson", model: "IVM G5" });
    const search = (q: string) => searchListings(parseBrowseParams(new URLSearchParams(q)).filters);
    const good = await search("deal=great,good");
    expect(good.cars.map((c) => c.id)).toEqual([great.id]);
    expect(good.cars[0].priceRating).toBe("great");
    const bad = await search("deal=overpriced");
    expect(bad.cars.map((c) => c.id)).toEqual([over.id]);
    const sorted = await search("sortBy=deal&limit=50");
    expect(sorted.cars[0].id).toBe(great.id);
    expect(sorted.cars.at(-2)!.id).toBe(over.id);
    expect(sorted.cars.at(-1)!.id).toBe(unrated.id);
  });

  it("shows a bait price as 'check', never as a deal: not in deal=great, not first by deal", async () => {
    await camrys(12, { price: 10_000_000 });
    const [great] = await camrys(1, { price: 8_000_000 });
    // 68 % under every comparable: the deposit bait of docs/decisions/031.
    const [bait] = await camrys(1, { price: 3_200_000 });
    await recomputePriceRatings();
    expect(await listingRow(bait.id)).toMatchObject({
      priceRating: "check",
      priceRatingScore: null,
    });
    expect((await rated(bait.id))[0].score).toBeLessThan(-6000);
    const view = await getPriceRating(bait.id);
    expect(view).toMatchObject({
      rating: "check",
      label: "Check carefully: far below similar cars",
      confidence: "firm",
      caution: { reason: "far-below-comparables" },
    });
    if (view?.rating) expect(view.caution!.percentBelow).toBeGreaterThanOrEqual(67);
    const search = (q: string) => searchListings(parseBrowseParams(new URLSearchParams(q)).filters);
    expect((await search("deal=great")).cars.map((c) => c.id)).toEqual([great.id]);
    const sorted = await search("sortBy=deal&limit=50");
    expect(sorted.cars[0].id).toBe(great.id);
    expect(sorted.cars.at(-1)!.id).toBe(bait.id);
    expect(sorted.cars.find((c) => c.id === bait.id)!.priceRating).toBe("check");
  });
});

describe("a model with too few cars of its own", () => {
  it("is rated roughly from the make's other models of its body type, on its own job too", async () => {
    await camrys(6, { model: "Corolla", price: 8_000_000 });
    await camrys(6, { model: "Avalon", price: 12_000_000 });
    const [avensis] = await camrys(1, { model: "Avensis", price: 10_000_000 });
    // SUVs of the make are not compared with a sedan.
    await camrys(10, { model: "RAV4", bodyType: "suv", price: 30_000_000 });
    expect(await rateListing(avensis.id)).toMatchObject({ rating: "fair", step: 6, count: 12 });
    const view = await getPriceRating(avensis.id);
    expect(view).toMatchObject({ basis: "make-body", confidence: "rough" });
    if (view?.rating) expect(view.estimate.mid / 10_000_000).toBeCloseTo(1, 1);
    await recomputePriceRatings();
    expect((await rated(avensis.id))[0]).toMatchObject({ step: 6, comparables: 12 });
  });
});

describe("previewPriceRating", () => {
  it("rates a draft's inputs and says which prices would be Fair", async () => {
    await camrys(10);
    const preview = await previewPriceRating({
      id: crypto.randomUUID(),
      make: "toyota",
      model: "camry",
      year: 2018,
      mileage: 70_000,
      price: 12_500_000,
      category: "tokunbo",
      bodyType: "sedan",
    });
    expect(preview.rating).toBe("overpriced");
    if (preview.rating) {
      expect(preview.fair.low).toBeLessThan(preview.estimate.mid);
      expect(preview.fair.high).toBeGreaterThan(preview.estimate.mid);
    }
  });
});

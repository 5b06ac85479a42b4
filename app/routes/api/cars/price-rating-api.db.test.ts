/**
 * `GET /api/cars/{id}/price-rating` and the rating on cars of `GET /api/cars`
 * (docs/product.md#fair-price-rating): the envelope, a rated car, an unrated one with its
 * reason, 404 for a car that is not public, and the `deal` filter's 400 for an unknown value.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { recomputePriceRatings } from "~/models/pricing/price-rating.server";
import { loader as carsLoader } from "~/routes/api/cars/cars";
import { loader as ratingLoader } from "~/routes/api/cars/price-rating";
import { createListing, createUser } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { callRoute } from "../../../../tests/support/routes";

useTestDatabase();

let cheapId = "";
let loneId = "";
let soldId = "";
let baitId = "";
beforeAll(async () => {
  const seller = await createUser();
  const camry = { make: "Toyota", model: "Camry", year: 2018, mileage: 70_000 };
  for (let i = 0; i < 8; i++)
    await createListing(seller.id, { ...camry, title: `Toyota Camry ${i}`, price: 10_000_000 });
  cheapId = (await createListing(seller.id, { ...camry, title: "Cheap Camry", price: 8_000_000 }))
    .id;
  baitId = (await createListing(seller.id, { ...camry, title: "Bait Camry", price: 3_200_000 })).id;
  loneId = (await createListing(seller.id, { make: "Innoson", model: "IVM G5", title: "G5" })).id;
  soldId = (await createListing(seller.id, { ...camry, status: "sold" })).id;
  await recomputePriceRatings();
});

const rating = (id: string) =>
  callRoute(ratingLoader, { path: `/api/cars/${id}/price-rating`, params: { id } });

describe("GET /api/cars/{id}/price-rating", () => {
  it("answers the rating, the estimate range, the comparables and the method", async () => {
    const { status, body, headers } = await rating(cheapId);
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toMatch(/public/);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      rating: "great",
      label: "Great price",
      estimate: { low: 10_000_000, mid: 10_000_000, high: 10_000_000 },
      // The eight live Camrys, the bait and the one sold today.
      comparables: 10,
      basis: "model",
      confidence: "firm",
      caution: null,
      method: expect.stringMatching(/huber/),
    });
    expect(body.data.examples.length).toBeGreaterThan(0);
    expect(Date.parse(body.data.computedAt)).not.toBeNaN();
  });

  it("answers a price far below similar cars as check, with the caution", async () => {
    const { body } = await rating(baitId);
    expect(body.data).toMatchObject({
      rating: "check",
      label: "Check carefully: far below similar cars",
      estimate: { mid: 10_000_000 },
      caution: { reason: "far-below-comparables", percentBelow: 68 },
    });
  });

  it("answers rating null with the reason when there are too few comparables", async () => {
    const { status, body } = await rating(loneId);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      rating: null,
      reason: "too-few-comparables",
      comparables: 0,
    });
  });

  it("answers 404 for a car that is not public, or a malformed id", async () => {
    expect((await rating(soldId)).status).toBe(404);
    expect((await rating("not-a-uuid")).status).toBe(404);
  });
});

describe("GET /api/cars with deal", () => {
  it("carries each car's rating and filters and sorts by it", async () => {
    const all = await callRoute(carsLoader, { path: "/api/cars?sortBy=deal&limit=50" });
    expect(all.status).toBe(200);
    const cars = all.body.data.cars as { id: string; priceRating: string | null }[];
    expect(cars[0]).toMatchObject({ id: cheapId, priceRating: "great" });
    // The unrated car and the bait (no deal score) come after every rated car.
    expect(
      cars
        .slice(-2)
        .map((c) => c.id)
        .sort(),
    ).toEqual([loneId, baitId].sort());
    const great = await callRoute(carsLoader, { path: "/api/cars?deal=great,good" });
    expect(great.body.data.cars.map((c: { id: string }) => c.id)).toEqual([cheapId]);
    expect(cars.find((c) => c.id === baitId)!.priceRating).toBe("check");
  });

  it("answers 400 for an unknown deal value", async () => {
    for (const deal of ["bargain", "check"]) {
      const bad = await callRoute(carsLoader, { path: `/api/cars?deal=${deal}` });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.deal).toBeDefined();
    }
  });
});

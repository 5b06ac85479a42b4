/**
 * The cars of a comparison (docs/product.md#compare): only cars for sale, in the order asked,
 * with what each row shows and which rows differ.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { inspections, listings } from "#db/schema";
import { addPhoto, createListing, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { getComparison, publicCarIds } from "./compare.server";

useTestDatabase();

describe("getComparison", () => {
  it("shows the cars for sale in the order asked, dropping the others", async () => {
    const seller = await createUser({ emailVerifiedAt: new Date(), phoneVerifiedAt: new Date() });
    const a = await createListing(seller.id, { title: "Car A" });
    const sold = await createListing(seller.id, { title: "Sold", status: "sold" });
    const expired = await createListing(seller.id, {
      title: "Expired",
      expiresAt: new Date(Date.now() - 1000),
    });
    const b = await createListing(seller.id, { title: "Car B" });
    const found = await getComparison([b.id, sold.id, a.id]);
    expect(found.cars.map((c) => c.title)).toEqual(["Car B", "Car A"]);
    expect(found.missing).toBe(1);
    const withExpired = await getComparison([expired.id, a.id, "not-a-uuid"]);
    expect(withExpired.cars.map((c) => c.title)).toEqual(["Car A"]);
    expect(withExpired.missing).toBe(2);
    expect(await getComparison([])).toMatchObject({ cars: [], missing: 0 });
  });

  it("reads no more than three cars", async () => {
    const seller = await createUser();
    const cars = await Promise.all(
      [1, 2, 3, 4].map((n) => createListing(seller.id, { title: `Car ${n}` })),
    );
    const found = await getComparison(cars.map((c) => c.id));
    expect(found.cars.map((c) => c.title)).toEqual(["Car 1", "Car 2", "Car 3"]);
  });

  it("gives each row's value: photo, inspection score, seller and trust score", async () => {
    const verified = await createUser({
      firstName: "Bola",
      lastName: "Ade",
      emailVerifiedAt: new Date(),
      phoneVerifiedAt: new Date(),
      identityVerifiedAt: new Date(),
    });
    const dealer = await createUser({
      sellerType: "dealer",
      businessName: "Ikeja Autos",
      emailVerifiedAt: new Date(),
    });
    const a = await createListing(verified.id, {
      price: 7_000_000,
      features: ["sunroof", "bluetooth"],
      bodyType: "suv",
    });
    await addPhoto(a.id, 1, "cover-second");
    await addPhoto(a.id, 0, "cover-first");
    await db()
      .insert(inspections)
      .values({ listingId: a.id, score: 8.5, reportDate: "2026-10-01" });
    const b = await createListing(dealer.id, {
      features: ["bluetooth"],
      city: null,
      state: "abuja",
    });
    const { cars, differences } = await getComparison([a.id, b.id]);
    expect(cars[0]).toMatchObject({
      price: 7_000_000,
      priceRating: null,
      bodyType: "suv",
      inspectionScore: 8.5,
      location: "Ikeja, Lagos",
      photo: { storageKey: "cover-first", widths: [320, 640] },
      seller: { id: verified.id, name: "Bola Ade", trustScore: 100 },
    });
    expect(cars[1]).toMatchObject({
      inspectionScore: null,
      photo: null,
      seller: { name: "Ikeja Autos", trustScore: 25 },
    });
    expect(cars[1].location).not.toBe(cars[0].location);
    const differing = Object.entries(differences.fields)
      .filter(([, d]) => d)
      .map(([f]) => f)
      .sort();
    expect(differing).toEqual(
      ["bodyType", "inspectionScore", "location", "price", "seller", "trustScore"].sort(),
    );
    expect(differences.features).toEqual([
      { feature: "bluetooth", differs: false },
      { feature: "sunroof", differs: true },
    ]);
  });

  it("shows each car's fair-price rating and marks the row when the ratings differ", async () => {
    const seller = await createUser();
    const rated = await createListing(seller.id);
    const unrated = await createListing(seller.id);
    await db()
      .update(listings)
      .set({ priceRating: "good", priceRatingScore: -500 })
      .where(eq(listings.id, rated.id));
    const { cars, differences } = await getComparison([rated.id, unrated.id]);
    expect(cars.map((c) => c.priceRating)).toEqual(["good", null]);
    expect(differences.fields.priceRating).toBe(true);
  });

  it("does not mark one seller's two cars as different sellers", async () => {
    const seller = await createUser();
    const a = await createListing(seller.id);
    const b = await createListing(seller.id);
    const { differences } = await getComparison([a.id, b.id]);
    expect(differences.fields.seller).toBe(false);
    expect(Object.values(differences.fields).some(Boolean)).toBe(false);
  });
});

describe("publicCarIds", () => {
  it("keeps the ids of cars for sale, in order", async () => {
    const seller = await createUser();
    const a = await createListing(seller.id);
    const gone = await createListing(seller.id, { status: "pending" });
    const b = await createListing(seller.id);
    expect(await publicCarIds([b.id, gone.id, "x", a.id.toUpperCase()])).toEqual([b.id, a.id]);
    expect(await publicCarIds([])).toEqual([]);
  });
});

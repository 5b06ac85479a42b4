/**
 * Similar cars on a car page (docs/product.md#recently-viewed-and-similar-cars): the same make
 * and model first, then the same make and body type, then the same body type within ±25% of the
 * price; in each group the nearest by year, mileage and price first; at most 6, public cars only,
 * the seller's own only when too few others qualify; read from the three partial indexes.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { createListing, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { candidatesQuery, similarCars, similarity, type SimilarTo } from "./similar.server";

useTestDatabase();

let sellerId: string;
let otherId: string;
beforeAll(async () => {
  sellerId = (await createUser()).id;
  otherId = (await createUser()).id;
});

const car = (fields: Parameters<typeof createListing>[1] = {}, seller = otherId) =>
  createListing(seller, {
    make: "Toyota",
    model: "Corolla",
    bodyType: "sedan",
    year: 2010,
    mileage: 100_000,
    ...fields,
  });

function subject(id: string, price = 4_000_000): SimilarTo {
  return {
    id,
    make: "Toyota",
    model: "Corolla",
    bodyType: "sedan",
    price,
    year: 2010,
    mileage: 100_000,
    sellerId,
  };
}

describe("similarity", () => {
  it("weighs 2 years, 40,000 km and a quarter of the price alike", () => {
    const base = { price: 4_000_000, year: 2010, mileage: 100_000 };
    expect(similarity(base, base)).toBe(0);
    expect(similarity(base, { ...base, year: 2012 })).toBe(1);
    expect(similarity(base, { ...base, mileage: 60_000 })).toBe(1);
    expect(similarity(base, { ...base, price: 5_000_000 })).toBe(1);
    expect(similarity(base, { ...base, mileage: null })).toBe(1);
    expect(similarity({ ...base, mileage: null }, { ...base, mileage: null })).toBe(0);
  });
});

describe("similar cars", () => {
  it("lists the same model first, nearest by year, mileage and price, then the make's other models of the body type, then other makes in the band", async () => {
    const self = await car({ price: 4_000_000 }, sellerId);
    // The same model: a year and 10,000 km apart at 0.8M less (1.55 units), a year apart at
    // 0.5M more (1.25), and five years newer at nearly the same price (3.6).
    const older = await car({ year: 2009, mileage: 110_000, price: 3_200_000 });
    const newer = await car({ year: 2015, mileage: 60_000, price: 4_100_000 });
    const nextYear = await car({ year: 2011, mileage: 90_000, price: 4_500_000 });
    const camry = await car({ model: "Camry", price: 4_200_000 });
    const accord = await car({ make: "Honda", model: "Accord", price: 4_000_000 });
    await car({ make: "Kia", model: "Rio", price: 5_100_000 }); // past the band
    await car({ model: "RAV4", bodyType: "suv", price: 4_000_000 }); // another body type
    await car({ price: 4_000_000, status: "sold" });
    await car({ price: 4_000_000, expiresAt: new Date(Date.now() - 1000) });
    const ids = (await similarCars(subject(self.id))).map((c) => c.id);
    expect(ids).toEqual([nextYear.id, older.id, newer.id, camry.id, accord.id]);
  });

  it("shows no other make while cars of the same model are left", async () => {
    const yaris = { model: "Yaris", bodyType: "hatchback" };
    const self = await car({ ...yaris, price: 3_000_000 }, sellerId);
    const same = [];
    for (let i = 1; i <= 6; i++)
      same.push(await car({ ...yaris, year: 2010 - i, price: 3_000_000 - i * 200_000 }));
    await car({ make: "Honda", model: "Fit", bodyType: "hatchback", price: 3_000_000 });
    await car({ model: "Aygo", bodyType: "hatchback", price: 3_000_000 });
    const ids = (await similarCars({ ...subject(self.id, 3_000_000), ...yaris })).map((c) => c.id);
    expect(ids).toEqual(same.map((c) => c.id));
  });

  it("leaves out the seller's own other cars when six others qualify, and fills with them when not", async () => {
    const base = 30_000_000;
    // A body type no other test's cars have, so the model's cars are all that qualify.
    const avalon = { model: "Avalon", bodyType: "coupe" };
    const self = await car({ ...avalon, price: base }, sellerId);
    const own = await car({ ...avalon, price: base }, sellerId);
    const others = [];
    for (let i = 1; i <= 5; i++) others.push(await car({ ...avalon, price: base + i * 1000 }));
    const withOwn = await similarCars({ ...subject(self.id, base), ...avalon });
    expect(withOwn.map((c) => c.id)).toEqual([own.id, ...others.map((o) => o.id)]);

    others.push(await car({ ...avalon, price: base + 6000 }));
    const six = await similarCars({ ...subject(self.id, base), ...avalon });
    expect(six.map((c) => c.id)).toEqual(others.map((o) => o.id));
  });

  it("reads each group from its index, walking outwards from the price", async () => {
    const self = await car({ price: 4_000_000 });
    const query = candidatesQuery(subject(self.id), false, new Date());
    // One transaction, so the settings and the plan share a connection on PostgreSQL's pool too;
    // without them a near-empty test table is cheaper to read whole, or to sort (the planner's
    // choice on a few rows varies with the statistics other tests left): what is checked is that
    // each group can be walked in its index's order.
    const text = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const result = (await tx.execute(sql`explain ${query}`)) as unknown as
        { rows: Record<string, string>[] } | Record<string, string>[];
      const rows = Array.isArray(result) ? result : result.rows;
      return rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
    expect(text).toContain("listings_active_make_model_price_idx");
    expect(text).toContain("listings_active_make_body_price_idx");
    expect(text).toContain("listings_active_body_price_idx");
    expect(text).not.toMatch(/Seq Scan on listings/);
    // Walked in the index's order: no part reads its whole group to sort it.
    expect(text).not.toMatch(/Sort/);
  });
});

/**
 * Similar cars on a car page (docs/product.md#recently-viewed-and-similar-cars): the same make
 * and model at any price, or the same body type within ±25% of the price, nearest price first,
 * at most 6, public cars only, the seller's own only when too few others qualify; read from the
 * two partial indexes.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { createListing, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { candidatesQuery, similarCars, type SimilarTo } from "./similar.server";

useTestDatabase();

let sellerId: string;
let otherId: string;
beforeAll(async () => {
  sellerId = (await createUser()).id;
  otherId = (await createUser()).id;
});

const car = (fields: Parameters<typeof createListing>[1] = {}, seller = otherId) =>
  createListing(seller, { make: "Toyota", model: "Camry", bodyType: "sedan", ...fields });

function subject(id: string, price = 8_000_000): SimilarTo {
  return { id, make: "Toyota", model: "Camry", bodyType: "sedan", price, sellerId };
}

describe("similar cars", () => {
  it("lists the same model at any price and the same body type in the band, nearest first", async () => {
    const self = await car({ price: 8_000_000 }, sellerId);
    const dearCamry = await car({ price: 20_000_000 });
    const nearSedan = await car({ make: "Honda", model: "Accord", price: 8_100_000 });
    const bandEdge = await car({ make: "Kia", model: "Optima", price: 9_900_000 });
    await car({ make: "Kia", model: "Rio", price: 10_100_000 });
    await car({ make: "Toyota", model: "RAV4", bodyType: "suv", price: 8_000_000 });
    await car({ price: 7_900_000, status: "sold" });
    await car({ price: 8_050_000, expiresAt: new Date(Date.now() - 1000) });
    const ids = (await similarCars(subject(self.id))).map((c) => c.id);
    expect(ids).toEqual([nearSedan.id, bandEdge.id, dearCamry.id]);
  });

  it("leaves out the seller's own other cars when six others qualify, and fills with them when not", async () => {
    const base = 30_000_000;
    const self = await car({ model: "Avalon", price: base }, sellerId);
    const own = await car({ model: "Avalon", price: base }, sellerId);
    const others = [];
    for (let i = 1; i <= 5; i++)
      others.push(await car({ model: "Avalon", price: base + i * 1000 }));
    const withOwn = await similarCars({ ...subject(self.id, base), model: "Avalon" });
    expect(withOwn.map((c) => c.id)).toEqual([own.id, ...others.map((o) => o.id)]);

    others.push(await car({ model: "Avalon", price: base + 6000 }));
    const six = await similarCars({ ...subject(self.id, base), model: "Avalon" });
    expect(six.map((c) => c.id)).toEqual(others.map((o) => o.id));
  });

  it("reads each group from its index, walking outwards from the price", async () => {
    const self = await car({ price: 8_000_000 });
    const query = candidatesQuery(subject(self.id), false, new Date());
    // One transaction, so the setting and the plan share a connection on PostgreSQL's pool too;
    // without it a near-empty test table is cheaper to read whole.
    const text = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain ${query}`)) as unknown as
        { rows: Record<string, string>[] } | Record<string, string>[];
      const rows = Array.isArray(result) ? result : result.rows;
      return rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
    expect(text).toContain("listings_active_make_model_price_idx");
    expect(text).toContain("listings_active_body_price_idx");
    expect(text).not.toMatch(/Seq Scan on listings/);
    // Walked in the index's order: no part reads its whole group to sort it (only the union's
    // few rows are sorted, to drop duplicates).
    expect(text).not.toMatch(/Limit[^\n]*\n\s*->\s*Sort/);
  });
});

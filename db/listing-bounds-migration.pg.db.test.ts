/**
 * The migration that made the listing's bounds CHECK constraints (db/migrations/*_listing-bounds.sql;
 * docs/decisions/029-one-rule-set-per-entity.md) succeeds on the data the app holds: the Cars45
 * importer had stored odometers past 2,000,000 km, which become unknown mileage (null) before the
 * constraint is added, while every other row keeps its value. The test writes such a row the old
 * way (without the constraint) and runs the migration's own statements.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createListing, createUser } from "../tests/factories";
import { useTestDatabase } from "../tests/setup/database";
import { db } from "./connection";
import { listings } from "./schema";

useTestDatabase();

/** The migration's statements, as drizzle's migrator runs them. */
function statements(): string[] {
  const folder = path.resolve(import.meta.dirname, "migrations");
  const file = readdirSync(folder).find((f) => f.endsWith("_listing-bounds.sql"))!;
  return readFileSync(path.join(folder, file), "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.replace(/^\s*--.*$/gm, "").trim())
    .filter(Boolean);
}

describe("the listing-bounds migration", () => {
  it("clears odometers past the bound, keeps every other mileage, then holds the bound", async () => {
    await db().execute(sql`alter table listings drop constraint listings_mileage_check`);
    const seller = await createUser();
    const typo = await createListing(seller.id, { mileage: 6_525_885 });
    const fine = await createListing(seller.id, { mileage: 2_000_000 });
    const unknown = await createListing(seller.id, { mileage: null });

    const run = statements();
    for (const s of run.filter((s) => s.startsWith("UPDATE"))) await db().execute(sql.raw(s));
    const addMileage = run.find((s) => s.includes('ADD CONSTRAINT "listings_mileage_check"'))!;
    await db().execute(sql.raw(addMileage));

    const mileage = async (id: string) =>
      (
        await db().select({ mileage: listings.mileage }).from(listings).where(eq(listings.id, id))
      )[0].mileage;
    expect(await mileage(typo.id)).toBeNull();
    expect(await mileage(fine.id)).toBe(2_000_000);
    expect(await mileage(unknown.id)).toBeNull();
    await expect(createListing(seller.id, { mileage: 2_000_001 })).rejects.toThrow();
  });
});

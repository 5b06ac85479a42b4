import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listingPhotos, listings, users } from "../schema";
import { db } from "../connection";
import { useTestDatabase } from "../../tests/setup/database";
import {
  importCars45Rows,
  inferFuel,
  inferTransmission,
  parseCars45Row,
  parseNaira,
  readCars45File,
} from "./cars45";

useTestDatabase();

const SAMPLE = path.resolve("tests/fixtures/cars45-sample.csv");
const REAL = path.resolve("../shared/data/cars45-listings.csv");
const count = async (table: typeof listings | typeof users | typeof listingPhotos) =>
  (
    await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(table)
  )[0].n;

describe("Cars45 row parsing", () => {
  it("parses naira prices and refuses anything else", () => {
    expect(parseNaira("₦ 8,925,000")).toBe(8_925_000);
    expect(parseNaira("8925000")).toBe(8_925_000);
    expect(parseNaira("Call for price")).toBeNull();
    expect(parseNaira("₦ 0")).toBeNull();
  });

  it("infers fuel and transmission only when the trim says so", () => {
    expect(inferFuel("4dr Hatchback (1.8L 4cyl gas/electric hybrid CVT)")).toBe("hybrid");
    expect(inferFuel("GLC300 4Matic (2.0L, 4cyl Turbo)")).toBeNull();
    expect(inferTransmission("(3.5L 6cyl 7A)")).toBe("automatic");
    expect(inferTransmission("(2.4L 4cyl 5M)")).toBe("manual");
    expect(inferTransmission("gas/electric hybrid CVT")).toBe("cvt");
    expect(inferTransmission("Limited")).toBeNull();
  });

  it("maps condition, location and the numbers of a row", () => {
    const { rows } = readCars45File(SAMPLE);
    const parsed = parseCars45Row(rows[0]);
    expect(parsed).toMatchObject({
      sourceRef: "/aaa111",
      sellerKey: { state: "lagos", city: "Magodo" },
      listing: {
        make: "Mercedes-Benz",
        model: "E350",
        year: 2011,
        price: 8_925_000,
        mileage: 125_114,
        category: "nigerian-used",
        transmission: "automatic",
        fuelType: null,
        bodyType: "wagon",
        drivetrain: "All-wheel drive",
        engineCc: 3500,
        seats: 7,
        registered: true,
        state: "lagos",
        city: "Magodo",
      },
    });
    expect(parseCars45Row(rows[1])).toMatchObject({
      listing: { category: "tokunbo", state: "fct", city: "Wuse" },
    });
    expect(parseCars45Row(rows[3])).toMatchObject({
      listing: { category: "new", state: "rivers", city: "Port Harcourt", mileage: 0 },
    });
  });
});

describe("a VIN column (a dealer's copy of the format)", () => {
  it("is read with the listing's VIN rules: kept normalised, or the row refused with the reason", () => {
    const { rows } = readCars45File(SAMPLE);
    expect(parseCars45Row({ ...rows[0], VIN: "wddgf4hb1ca 123456" })).toMatchObject({
      listing: { vin: "WDDGF4HB1CA123456" },
    });
    expect(parseCars45Row(rows[0])).toMatchObject({ listing: { vin: null } });
    expect(parseCars45Row({ ...rows[0], VIN: "1HGCM82633A004353" })).toEqual({
      error:
        "vin: This VIN's check digit (its 9th character) does not add up: please check it for a typo",
    });
  });
});

describe("importCars45Rows", () => {
  it("imports valid rows, merges repeats, reports rejects with reasons, and is idempotent", async () => {
    const { rows, lines } = readCars45File(SAMPLE);
    const first = await importCars45Rows(rows, lines);
    expect(first).toMatchObject({ read: 10, imported: 3, updated: 0, merged: 1, rejected: 6 });
    const reasons = Object.fromEntries(first.reasons.map((r) => [r.reason, r.lines]));
    expect(reasons["price missing or not a naira amount"]).toEqual([6]);
    expect(reasons['unknown condition "Slightly Used"']).toEqual([7]);
    expect(reasons["missing make"]).toEqual([8]);
    expect(Object.keys(reasons).some((r) => r.startsWith("unknown state"))).toBe(true);
    expect(Object.keys(reasons).some((r) => r.startsWith("year missing"))).toBe(true);
    expect(reasons["mileage is not a whole number of km"]).toEqual([11]);

    expect(await count(listings)).toBe(3);
    expect(await count(listingPhotos)).toBe(3);
    const sellers = await db().select().from(users).where(eq(users.source, "cars45"));
    expect(sellers.map((s) => s.businessName).sort()).toEqual([
      "Cars45 Magodo",
      "Cars45 Port Harcourt",
      "Cars45 Wuse",
    ]);

    const again = await importCars45Rows(rows, lines);
    expect(again).toMatchObject({ imported: 0, updated: 3, merged: 1, rejected: 6 });
    expect(await count(listings)).toBe(3);
    expect(await count(listingPhotos)).toBe(3);
    expect(await count(users)).toBe(3);
  });

  it("refuses a file that is not in the Cars45 format", () => {
    const tmp = path.join(process.env.DATA_DIR!, "other.csv");
    fs.writeFileSync(tmp, "id,title\n1,Camry\n");
    expect(() => readCars45File(tmp)).toThrow(/missing column\(s\) Condition/);
  });

  it.runIf(fs.existsSync(REAL))(
    "imports the real Cars45 file: 2,175 rows, 1,722 listings",
    async () => {
      const { rows, lines } = readCars45File(REAL);
      const report = await importCars45Rows(rows, lines);
      expect(report.read).toBe(2175);
      expect(report.imported + report.updated + report.rejected + report.merged).toBe(2175);
      expect(report.imported + report.updated).toBeGreaterThan(1700);
      // Two rows give an odometer past the listing's bound (lib/listings/listing-schema.ts): refused by
      // the same rule as the form and the API, never stored.
      expect(report.reasons).toContainEqual(
        expect.objectContaining({
          reason: "mileage: Mileage must be at most 2,000,000 km",
          count: 2,
        }),
      );
      const [{ over }] = await db()
        .select({
          over: sql<number>`count(*) filter (where ${listings.mileage} > 2000000)`.mapWith(Number),
        })
        .from(listings);
      expect(over).toBe(0);
      const [{ lagos }] = await db()
        .select({
          lagos: sql<number>`count(*) filter (where ${listings.state} = 'lagos')`.mapWith(Number),
        })
        .from(listings);
      expect(lagos).toBeGreaterThan(900);
    },
    120_000,
  );
});

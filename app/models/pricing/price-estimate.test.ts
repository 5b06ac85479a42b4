/**
 * The fair-price method's arithmetic (docs/decisions/021-fair-price-rating.md,
 * docs/decisions/031-bait-proof-price-rating.md): the fit recovers the slopes of clean data and
 * shrugs off an outlier; comparables climb the ladder step by step; the estimate is the median
 * of the adjusted prices; a price far below them is "check", never Great.
 */
import { describe, expect, it } from "vitest";
import {
  backtestPool,
  DEFAULT_DEPRECIATION,
  estimatePrice,
  fitDepreciation,
  groupPool,
  median,
  quantile,
  selectComparables,
  type Candidates,
  type PoolCar,
} from "./price-estimate.server";

let n = 0;
const car = (fields: Partial<PoolCar> = {}): PoolCar => ({
  id: `c${n++}`,
  model: "corolla",
  bodyType: "sedan",
  year: 2018,
  mileage: 70_000,
  price: 10_000_000,
  category: "tokunbo",
  status: "active",
  recent: true,
  ...fields,
});

describe("fitDepreciation", () => {
  it("recovers 10 % a year and 3 % per 10,000 km from clean data, despite an outlier", () => {
    const pool: PoolCar[] = [];
    for (let year = 2012; year <= 2020; year++)
      for (const km of [40_000, 80_000, 120_000])
        pool.push(
          car({
            year,
            mileage: km,
            price: 10_000_000 * Math.exp(0.1 * (year - 2016) - 0.03 * (km / 10_000)),
          }),
        );
    pool.push(car({ year: 2012, mileage: 200_000, price: 90_000_000 }));
    const d = fitDepreciation(pool);
    expect(d.fitted).toBe(true);
    expect(d.perYear).toBeCloseTo(0.1, 2);
    expect(d.per10kKm).toBeCloseTo(-0.03, 2);
  });

  it("falls back to the defaults with too few cars", () => {
    expect(fitDepreciation([car(), car({ year: 2017 })])).toEqual(DEFAULT_DEPRECIATION);
  });
});

/** Candidates of one model only, with fixed slopes (no level intercepts). */
const only =
  (cars: PoolCar[], d = DEFAULT_DEPRECIATION): Candidates =>
  (group) =>
    group === "model" ? { cars, d } : null;

describe("selectComparables", () => {
  it("stops at the first step with 8, widens to older sales, then to wider years", () => {
    const target = { ...car(), id: "target" };
    const near = Array.from({ length: 8 }, () => car({ year: 2019 }));
    expect(selectComparables(target, only(near)).step).toBe(0);
    const older = Array.from({ length: 8 }, () => car({ recent: false, status: "sold" }));
    expect(selectComparables(target, only(older))).toMatchObject({ step: 3 });
    // Seven within two years: the model over five years takes six.
    expect(selectComparables(target, only(older.slice(1)))).toMatchObject({ step: 4 });
    const far = Array.from({ length: 5 }, () => car({ year: 2014 }));
    expect(selectComparables(target, only(far)).comparables).toHaveLength(5);
  });

  it("ignores the car itself, cars six years off, and other categories it cannot adjust", () => {
    const target = car();
    const pool = [target, car({ category: "new" }), car({ year: 2012 })];
    expect(selectComparables(target, only(pool)).comparables).toEqual([]);
  });

  it("compares another condition when the model's fit knows both, moved by their gap", () => {
    // Nigerian-used Corollas sell at 80 % of tokunbo ones; only one Nigerian-used is for sale.
    const pool: PoolCar[] = [];
    for (let year = 2012; year <= 2020; year++)
      for (const category of ["tokunbo", "tokunbo", "nigerian-used"] as const)
        pool.push(
          car({
            year,
            category,
            mileage: 60_000 + (year % 3) * 10_000,
            price: Math.round(
              10_000_000 * Math.exp(0.1 * (year - 2016)) * (category === "tokunbo" ? 1 : 0.8),
            ),
          }),
        );
    const target = car({ category: "nigerian-used", year: 2016, mileage: 70_000 });
    const candidates = groupPool(pool.filter((c) => c.category === "tokunbo" || c.year === 2013));
    const e = estimatePrice(target, candidates(target));
    expect(e).toMatchObject({ step: 5 });
    if (e.rating) expect(e.mid / 8_000_000).toBeCloseTo(1, 1);
  });

  it("falls back to the make's other models of the same body type, roughly", () => {
    const target = car({ model: "avensis", price: 9_000_000 });
    const others = Array.from({ length: 10 }, (_, i) =>
      car({ model: i % 2 ? "camry" : "corolla", price: 9_500_000 + i * 100_000 }),
    );
    const suvs = Array.from({ length: 10 }, () => car({ model: "rav4", bodyType: "suv" }));
    const e = estimatePrice(target, groupPool([target, ...others, ...suvs])(target));
    expect(e).toMatchObject({ step: 6, count: 10 });
    // Without a body type there is no second group to fall back to.
    const bare = { ...target, bodyType: null };
    expect(estimatePrice(bare, groupPool([bare, ...others])(bare))).toMatchObject({
      rating: null,
    });
  });
});

describe("estimatePrice", () => {
  it("moves one outlier's weight to nothing: the median barely changes", () => {
    const target = car({ price: 9_000_000 });
    const pool = Array.from({ length: 9 }, (_, i) => car({ price: 9_600_000 + i * 100_000 }));
    const before = estimatePrice(target, only(pool));
    const after = estimatePrice(target, only([...pool, car({ price: 80_000_000 })]));
    expect(before.rating && after.rating).toBeTruthy();
    if (before.rating && after.rating) {
      expect(before.mid).toBe(10_000_000);
      expect(Math.abs(after.mid / before.mid - 1)).toBeLessThan(0.01);
      expect(after.rating).toBe(before.rating);
    }
  });

  it("gives no rating below the fewest any step takes", () => {
    const e = estimatePrice(car(), only([car(), car()]));
    expect(e).toMatchObject({ rating: null, reason: "too-few-comparables", count: 2 });
  });

  // Twenty Corollas asking ₦8.9M to ₦10.8M.
  const corollas = Array.from({ length: 20 }, (_, i) => car({ price: 8_900_000 + i * 100_000 }));

  it("calls a price 68 % under similar cars 'check', not Great, keeping its score", () => {
    const bait = estimatePrice(car({ price: 3_300_000 }), only(corollas));
    expect(bait).toMatchObject({ rating: "check" });
    if (bait.rating) expect(bait.score).toBeLessThan(-6500);
  });

  it("keeps a fair Corolla fair and a real bargain Great", () => {
    expect(estimatePrice(car({ price: 9_900_000 }), only(corollas)).rating).toBe("fair");
    expect(estimatePrice(car({ price: 8_000_000 }), only(corollas)).rating).toBe("great");
  });

  it("does not caution a price inside its comparables' spread, however far under the middle", () => {
    // A wide group: a fifth of the cars ask under 40 % of the middle.
    const wide = Array.from({ length: 20 }, (_, i) =>
      car({ price: i < 4 ? 3_500_000 + i * 100_000 : 10_000_000 }),
    );
    expect(estimatePrice(car({ price: 5_000_000 }), only(wide)).rating).toBe("great");
  });

  it("quantiles interpolate between order statistics", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([10, 20], 0.5)).toBe(15);
  });
});

describe("backtestPool", () => {
  it("estimates each live car from the others: near zero error on clean data", () => {
    const pool = Array.from({ length: 16 }, (_, i) => ({
      ...car({ year: 2014 + (i % 6), mileage: 50_000 + ((i * 7) % 16) * 5_000 }),
      live: true,
    }));
    for (const c of pool)
      c.price = Math.round(
        10_000_000 * Math.exp(0.1 * (c.year - 2016) - (0.02 * c.mileage!) / 10_000),
      );
    const results = backtestPool(pool);
    expect(results).toHaveLength(16);
    for (const r of results) {
      expect(r.step).not.toBeNull();
      expect(r.error!).toBeLessThan(0.05);
    }
  });
});

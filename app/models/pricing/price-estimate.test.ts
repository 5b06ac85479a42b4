/**
 * The fair-price method's arithmetic (docs/decisions/021-fair-price-rating.md): the fit
 * recovers the slopes of clean data and shrugs off an outlier; comparables widen step by step;
 * the estimate is the median of the adjusted prices.
 */
import { describe, expect, it } from "vitest";
import {
  DEFAULT_DEPRECIATION,
  estimatePrice,
  fitDepreciation,
  median,
  quantile,
  selectComparables,
  type PoolCar,
} from "./price-estimate.server";

let n = 0;
const car = (fields: Partial<PoolCar> = {}): PoolCar => ({
  id: `c${n++}`,
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

describe("selectComparables", () => {
  it("stops at the first step with 8 and widens to older sales last", () => {
    const target = { ...car(), id: "target" };
    const near = Array.from({ length: 8 }, () => car({ year: 2019 }));
    expect(selectComparables(target, near).step).toBe(0);
    const older = Array.from({ length: 8 }, () => car({ recent: false, status: "sold" }));
    expect(selectComparables(target, older)).toMatchObject({ step: 3 });
    expect(selectComparables(target, older.slice(1)).comparables).toHaveLength(7);
  });

  it("ignores the car itself, other categories and cars three years off", () => {
    const target = car();
    const pool = [target, car({ category: "new" }), car({ year: 2015 })];
    expect(selectComparables(target, pool).comparables).toEqual([]);
  });
});

describe("estimatePrice", () => {
  it("moves one outlier's weight to nothing: the median barely changes", () => {
    const target = car({ price: 9_000_000 });
    const pool = Array.from({ length: 9 }, (_, i) => car({ price: 9_600_000 + i * 100_000 }));
    const before = estimatePrice(target, pool, DEFAULT_DEPRECIATION);
    const after = estimatePrice(
      target,
      [...pool, car({ price: 80_000_000 })],
      DEFAULT_DEPRECIATION,
    );
    expect(before.rating && after.rating).toBeTruthy();
    if (before.rating && after.rating) {
      expect(before.mid).toBe(10_000_000);
      expect(Math.abs(after.mid / before.mid - 1)).toBeLessThan(0.01);
      expect(after.rating).toBe(before.rating);
    }
  });

  it("gives no rating below 8 comparables", () => {
    const e = estimatePrice(car(), [car(), car()], DEFAULT_DEPRECIATION);
    expect(e).toMatchObject({ rating: null, reason: "too-few-comparables", count: 2 });
  });

  it("quantiles interpolate between order statistics", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([10, 20], 0.5)).toBe(15);
  });
});

/**
 * The fair-price method in plain arithmetic, no database (docs/decisions/021-fair-price-rating.md):
 *
 * 1. `fitDepreciation`: within one make and model, a robust (Huber, by iteratively reweighted
 *    least squares) regression of log price on year and mileage, with one intercept per
 *    category: what a year newer and 10,000 km fewer are worth, as log-price slopes, clamped to
 *    plausible ranges, with fixed defaults when the make and model has too little data.
 * 2. `selectComparables`: the same category's cars of the make and model, widened step by step
 *    (WIDENING_STEPS) until there are MIN_COMPARABLES.
 * 3. `estimatePrice`: each comparable's price moved to the rated car's year and mileage by the
 *    slopes; the estimate is their median, the range their interquartile (25th-75th
 *    percentile), so one outlier price barely moves it.
 *
 * Money is whole naira; mileage km; years calendar years.
 */
import type { Category, ListingStatus } from "~/lib/vocabulary/domain";
import {
  MIN_COMPARABLES,
  mileageBand,
  ratingOfScore,
  scoreOf,
  WIDENING_STEPS,
  type PriceRating,
} from "~/lib/catalogue/price-rating";

/** The method's name and version, stored with every rating. */
export const METHOD = "huber-log-price-median-v1";

/** A car of the pool: a listing of the make and model, active, sold or expired. */
export type PoolCar = {
  id: string;
  year: number;
  mileage: number | null;
  price: number;
  category: Category;
  status: ListingStatus;
  /** Active now, or sold or expired within the last 12 months. */
  recent: boolean;
};

/** What the rated car is: its own facts (a draft's for the /sell preview). */
export type RatedCar = Pick<PoolCar, "year" | "mileage" | "price" | "category"> & {
  id: string | null;
};

/** Log-price slopes: per year newer, and per 10,000 km more. */
export type Depreciation = { perYear: number; per10kKm: number; fitted: boolean };

/** Used when a make and model has too few cars to fit: about 8 %/year and 2 %/10,000 km. */
export const DEFAULT_DEPRECIATION: Depreciation = { perYear: 0.08, per10kKm: -0.02, fitted: false };
const YEAR_RANGE: [number, number] = [0, 0.3];
const KM_RANGE: [number, number] = [-0.1, 0];
/** Fewest cars with a known mileage, and distinct years, worth fitting. */
const MIN_FIT_CARS = 12;
const MIN_FIT_YEARS = 3;
/** Huber's tuning constant (95 % efficiency under normal errors). */
const HUBER_K = 1.345;

const clamp = (v: number, [lo, hi]: [number, number]) => Math.min(Math.max(v, lo), hi);

/** The median of a non-empty array (sorted copy). */
export function median(values: number[]): number {
  return quantile(values, 0.5);
}

/** The `q` quantile (0-1) by linear interpolation between order statistics. */
export function quantile(values: number[], q: number): number {
  const s = [...values].sort((a, b) => a - b);
  const pos = (s.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return s[lo] + (s[hi] - s[lo]) * (pos - lo);
}

/** Solves `a x = b` (small, dense) by Gaussian elimination; null when singular. */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r][col]) > Math.abs(m[pivot][col])) pivot = r;
    if (Math.abs(m[pivot][col]) < 1e-9) return null;
    [m[col], m[pivot]] = [m[pivot], m[col]];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r][col] / m[col][col];
      for (let c = col; c <= n; c++) m[r][c] -= f * m[col][c];
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}

/**
 * Fits log(price) = a[category] + perYear * (year - y0) + per10kKm * mileage / 10,000 by
 * Huber IRLS (scale: 1.4826 * the median absolute residual) over the pool's cars with a known
 * mileage and a positive price. Too few cars or years, or a singular fit: the defaults. Slopes
 * are clamped so a car never gains value with age or mileage.
 */
export function fitDepreciation(pool: PoolCar[]): Depreciation {
  const cars = pool.filter((c) => c.mileage !== null && c.price > 0);
  if (cars.length < MIN_FIT_CARS || new Set(cars.map((c) => c.year)).size < MIN_FIT_YEARS)
    return DEFAULT_DEPRECIATION;
  const categories = [...new Set(cars.map((c) => c.category))];
  const y0 = median(cars.map((c) => c.year));
  const rows = cars.map((c) => [
    ...categories.map((k) => (c.category === k ? 1 : 0)),
    c.year - y0,
    c.mileage! / 10_000,
  ]);
  const y = cars.map((c) => Math.log(c.price));
  const p = categories.length + 2;
  let weights = cars.map(() => 1);
  let beta: number[] | null = null;
  for (let iteration = 0; iteration < 20; iteration++) {
    const xtx = Array.from({ length: p }, () => new Array<number>(p).fill(0));
    const xty = new Array<number>(p).fill(0);
    rows.forEach((x, i) => {
      for (let r = 0; r < p; r++) {
        xty[r] += weights[i] * x[r] * y[i];
        for (let c = 0; c < p; c++) xtx[r][c] += weights[i] * x[r] * x[c];
      }
    });
    const next = solve(xtx, xty);
    if (!next) return DEFAULT_DEPRECIATION;
    const residuals = rows.map((x, i) => y[i] - x.reduce((s, v, j) => s + v * next[j], 0));
    const scale = 1.4826 * median(residuals.map(Math.abs)) || 1e-6;
    weights = residuals.map((r) => Math.min(1, (HUBER_K * scale) / Math.max(Math.abs(r), 1e-12)));
    const settled = beta && next.every((v, j) => Math.abs(v - beta![j]) < 1e-6);
    beta = next;
    if (settled) break;
  }
  return {
    perYear: clamp(beta![p - 2], YEAR_RANGE),
    per10kKm: clamp(beta![p - 1], KM_RANGE),
    fitted: true,
  };
}

/** Whether `c` matches `car` at widening step `step` (0-based index of WIDENING_STEPS). */
function matches(car: RatedCar, c: PoolCar, step: number): boolean {
  const rule = WIDENING_STEPS[step];
  if (c.id === car.id || c.category !== car.category || c.price <= 0) return false;
  if (Math.abs(c.year - car.year) > rule.years) return false;
  if (rule.recentOnly && !c.recent) return false;
  // A rated car of unknown mileage has no band: mileage does not narrow its comparables.
  if (rule.sameMileageBand && car.mileage !== null)
    return mileageBand(c.mileage) === mileageBand(car.mileage);
  return true;
}

/**
 * The comparables of `car` in `pool` (one make and model): the first widening step with at
 * least MIN_COMPARABLES; when none has, the widest step's (fewer than the minimum).
 */
export function selectComparables(
  car: RatedCar,
  pool: PoolCar[],
): { step: number; comparables: PoolCar[] } {
  let found: PoolCar[] = [];
  for (let step = 0; step < WIDENING_STEPS.length; step++) {
    found = pool.filter((c) => matches(car, c, step));
    if (found.length >= MIN_COMPARABLES) return { step, comparables: found };
  }
  return { step: WIDENING_STEPS.length - 1, comparables: found };
}

/** A comparable's price moved to the rated car's year and mileage (whole naira). */
function adjusted(car: RatedCar, c: PoolCar, d: Depreciation): number {
  const years = car.year - c.year;
  const km = car.mileage !== null && c.mileage !== null ? (car.mileage - c.mileage) / 10_000 : 0;
  return c.price * Math.exp(d.perYear * years + d.per10kKm * km);
}

/** The result of rating one car: a rating, or none with the reason. */
export type Estimate =
  | {
      rating: PriceRating;
      score: number;
      low: number;
      mid: number;
      high: number;
      count: number;
      step: number;
      /** Up to 5 comparables to show, closest first, live ones before sold or expired. */
      shownIds: string[];
    }
  | { rating: null; reason: "too-few-comparables"; count: number; step: number };

/** How many comparables the car page links at most. */
export const SHOWN_COMPARABLES = 5;

/**
 * Rates `car` against `pool` (its make and model, any category) with the slopes `d`
 * (`fitDepreciation(pool)`). Estimate low/mid/high: the 25th, 50th and 75th percentiles of the
 * adjusted comparable prices, rounded to whole naira.
 */
export function estimatePrice(car: RatedCar, pool: PoolCar[], d: Depreciation): Estimate {
  const { step, comparables } = selectComparables(car, pool);
  if (comparables.length < MIN_COMPARABLES)
    return { rating: null, reason: "too-few-comparables", count: comparables.length, step };
  const prices = comparables.map((c) => adjusted(car, c, d));
  const mid = Math.round(median(prices));
  const score = scoreOf(car.price, mid);
  const distance = (c: PoolCar) =>
    (c.status === "active" ? 0 : 1_000) +
    Math.abs(c.year - car.year) * 10 +
    (car.mileage !== null && c.mileage !== null ? Math.abs(c.mileage - car.mileage) / 10_000 : 5);
  const shownIds = [...comparables]
    .sort((a, b) => distance(a) - distance(b) || a.id.localeCompare(b.id))
    .slice(0, SHOWN_COMPARABLES)
    .map((c) => c.id);
  return {
    rating: ratingOfScore(score),
    score,
    low: Math.round(quantile(prices, 0.25)),
    mid,
    high: Math.round(quantile(prices, 0.75)),
    count: comparables.length,
    step,
    shownIds,
  };
}

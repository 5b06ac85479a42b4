/**
 * The fair-price method in plain arithmetic, no database (docs/decisions/021-fair-price-rating.md,
 * docs/decisions/031-bait-proof-price-rating.md):
 *
 * 1. `fitDepreciation`: within one group (a make and model, or a make and body type), a robust
 *    (Huber, by iteratively reweighted least squares) regression of log price on year and
 *    mileage, with one intercept per level (the category; for a make and body type, the model
 *    and category): what a year newer and 10,000 km fewer are worth, as log-price slopes,
 *    clamped to plausible ranges, with fixed defaults when the group has too little data.
 * 2. `selectComparables`: the same category's cars, up the ladder WIDENING_STEPS (the model
 *    within a year or two, the model over wider years, then the make's other models of the same
 *    body type) until a step has its minimum.
 * 3. `estimatePrice`: each comparable's price moved to the rated car's year and mileage by its
 *    group's slopes; the estimate is their median, the range their interquartile (25th-75th
 *    percentile), so one outlier price barely moves it. A price far below them (`isFarBelow`) is
 *    rated `check`, never Great.
 * 4. `backtest`: each live car estimated from the others (refitted without it), so the error of
 *    each step can be reported.
 *
 * Money is whole naira; mileage km; years calendar years.
 */
import type { Category, ListingStatus } from "~/lib/vocabulary/domain";
import {
  FAR_BELOW_QUANTILE,
  isFarBelow,
  mileageBand,
  ratingOfScore,
  scoreOf,
  WIDENING_STEPS,
  type ComparableGroup,
  type PriceRating,
} from "~/lib/catalogue/price-rating";

/** The method's name and version, stored with every rating. */
export const METHOD = "huber-log-price-median-v2";

/** A car of the pool: a listing of the make, active, sold or expired. */
export type PoolCar = {
  id: string;
  /** The model, lower-cased (the group key of the model steps). */
  model: string;
  /** The body type, or the model's most common one when the listing gives none. */
  bodyType: string | null;
  year: number;
  mileage: number | null;
  price: number;
  category: Category;
  status: ListingStatus;
  /** Active now, or sold or expired within the last 12 months. */
  recent: boolean;
};

/** What the rated car is: its own facts (a draft's for the /sell preview). */
export type RatedCar = Pick<
  PoolCar,
  "model" | "bodyType" | "year" | "mileage" | "price" | "category"
> & {
  id: string | null;
};

/**
 * A group's fit: log-price slopes per year newer and per 10,000 km more, and (when fitted) each
 * level's intercept, so a comparable of another category (or, in a make and body type, another
 * model) can be moved to the rated car's level.
 */
export type Depreciation = {
  perYear: number;
  per10kKm: number;
  fitted: boolean;
  levels?: Record<string, number>;
};

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

/** The intercept levels of a group's fit: the category; for a make and body, model too. */
export const LEVELS: Record<ComparableGroup, (c: PoolCar) => string> = {
  model: (c) => c.category,
  "make-body": (c) => `${c.model}|${c.category}`,
};

/**
 * Fits log(price) = a[level] + perYear * (year - y0) + per10kKm * mileage / 10,000 by
 * Huber IRLS (scale: 1.4826 * the median absolute residual) over the pool's cars with a known
 * mileage and a positive price; `level` names each car's intercept (LEVELS; the category by
 * default). Too few cars or years, or a singular fit: the defaults. Slopes are clamped so a car
 * never gains value with age or mileage.
 */
export function fitDepreciation(
  pool: PoolCar[],
  level: (c: PoolCar) => string = LEVELS.model,
): Depreciation {
  const cars = pool.filter((c) => c.mileage !== null && c.price > 0);
  if (cars.length < MIN_FIT_CARS || new Set(cars.map((c) => c.year)).size < MIN_FIT_YEARS)
    return DEFAULT_DEPRECIATION;
  const levels = [...new Set(cars.map(level))];
  const y0 = median(cars.map((c) => c.year));
  const rows = cars.map((c) => [
    ...levels.map((k) => (level(c) === k ? 1 : 0)),
    c.year - y0,
    c.mileage! / 10_000,
  ]);
  const y = cars.map((c) => Math.log(c.price));
  const p = levels.length + 2;
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
  const perYear = clamp(beta![p - 2], YEAR_RANGE);
  const per10kKm = clamp(beta![p - 1], KM_RANGE);
  // Each level's intercept with the clamped slopes: the median of its cars' residuals.
  const levelOf = new Map<string, number[]>();
  cars.forEach((c, i) => {
    const r = y[i] - perYear * (c.year - y0) - (per10kKm * c.mileage!) / 10_000;
    const list = levelOf.get(level(c));
    if (list) list.push(r);
    else levelOf.set(level(c), [r]);
  });
  const levelIntercepts = Object.fromEntries([...levelOf].map(([k, r]) => [k, median(r)]));
  return { perYear, per10kKm, fitted: true, levels: levelIntercepts };
}

/**
 * The log-price gap from `c`'s level to `car`'s in the fit `d` (0 at the same level); null when
 * either level has no intercept, so `c` cannot be moved to `car`'s level.
 */
function levelGap(car: RatedCar, c: PoolCar, d: Depreciation, group: ComparableGroup) {
  const [from, to] = [LEVELS[group](c), LEVELS[group](car as PoolCar)];
  if (from === to) return 0;
  const [a, b] = [d.levels?.[from], d.levels?.[to]];
  return a === undefined || b === undefined ? null : b - a;
}

/** Whether `c` matches `car` at widening step `step` (0-based index of WIDENING_STEPS). */
function matches(car: RatedCar, c: PoolCar, step: number, d: Depreciation): boolean {
  const rule = WIDENING_STEPS[step];
  if (c.id === car.id || c.price <= 0) return false;
  // Another category only when the fit can move its price to the car's (levelGap); another
  // model of the same category joins the make-and-body steps even when it cannot.
  if (
    c.category !== car.category &&
    (!rule.anyCategory || levelGap(car, c, d, rule.group) === null)
  )
    return false;
  if (Math.abs(c.year - car.year) > rule.years) return false;
  if (rule.recentOnly && !c.recent) return false;
  // A rated car of unknown mileage has no band: mileage does not narrow its comparables.
  if (rule.sameMileageBand && car.mileage !== null)
    return mileageBand(c.mileage) === mileageBand(car.mileage);
  return true;
}

/**
 * A car's candidates for one group, and that group's slopes: `model` = its make and model's
 * cars, `make-body` = its make's cars of its body type (null when it has no body type). Only
 * asked for when the ladder reaches the group, so the wider read happens only for rare models.
 */
export type Candidates = (
  group: ComparableGroup,
  years: number,
) => { cars: PoolCar[]; d: Depreciation } | null;

/**
 * The comparables of `car`: the first widening step with at least its minimum; when none has,
 * the model step that found the most (fewer than its minimum).
 */
export function selectComparables(
  car: RatedCar,
  candidates: Candidates,
): { step: number; comparables: PoolCar[]; d: Depreciation } {
  let fallback: { step: number; comparables: PoolCar[]; d: Depreciation } | null = null;
  for (let step = 0; step < WIDENING_STEPS.length; step++) {
    const source = candidates(WIDENING_STEPS[step].group, WIDENING_STEPS[step].years);
    if (!source) continue;
    const found = source.cars.filter((c) => matches(car, c, step, source.d));
    if (found.length >= WIDENING_STEPS[step].min) return { step, comparables: found, d: source.d };
    if (
      WIDENING_STEPS[step].group === "model" &&
      found.length > (fallback?.comparables.length ?? -1)
    )
      fallback = { step, comparables: found, d: source.d };
  }
  return fallback ?? { step: 0, comparables: [], d: DEFAULT_DEPRECIATION };
}

/**
 * A comparable's price moved to the rated car's year, mileage and (when the fit knows both)
 * level (whole naira).
 */
function adjusted(car: RatedCar, c: PoolCar, d: Depreciation, group: ComparableGroup): number {
  const years = car.year - c.year;
  const km = car.mileage !== null && c.mileage !== null ? (car.mileage - c.mileage) / 10_000 : 0;
  const gap = levelGap(car, c, d, group) ?? 0;
  return c.price * Math.exp(d.perYear * years + d.per10kKm * km + gap);
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
      d: Depreciation;
    }
  | { rating: null; reason: "too-few-comparables"; count: number; step: number; d: Depreciation };

/** How many comparables the car page links at most. */
export const SHOWN_COMPARABLES = 5;

/**
 * Rates `car` against its candidates. Estimate low/mid/high: the 25th, 50th and 75th
 * percentiles of the adjusted comparable prices, rounded to whole naira. A price far below them
 * (`isFarBelow` against the FAR_BELOW_QUANTILE quantile) is rated `check` with its score.
 */
export function estimatePrice(car: RatedCar, candidates: Candidates): Estimate {
  const { step, comparables, d } = selectComparables(car, candidates);
  if (comparables.length < WIDENING_STEPS[step].min)
    return { rating: null, reason: "too-few-comparables", count: comparables.length, step, d };
  const group = WIDENING_STEPS[step].group;
  const prices = comparables.map((c) => adjusted(car, c, d, group));
  const mid = Math.round(median(prices));
  const score = scoreOf(car.price, mid);
  const distance = (c: PoolCar) =>
    (c.status === "active" ? 0 : 1_000) +
    (c.model === car.model ? 0 : 100) +
    Math.abs(c.year - car.year) * 10 +
    (car.mileage !== null && c.mileage !== null ? Math.abs(c.mileage - car.mileage) / 10_000 : 5);
  const shownIds = [...comparables]
    .sort((a, b) => distance(a) - distance(b) || a.id.localeCompare(b.id))
    .slice(0, SHOWN_COMPARABLES)
    .map((c) => c.id);
  const farBelow = isFarBelow(car.price, mid, quantile(prices, FAR_BELOW_QUANTILE));
  return {
    rating: farBelow ? "check" : ratingOfScore(score),
    score,
    low: Math.round(quantile(prices, 0.25)),
    mid,
    high: Math.round(quantile(prices, 0.75)),
    count: comparables.length,
    step,
    shownIds,
    d,
  };
}

/** One group's cars, and the same by year, so a car's candidates cost its neighbourhood. */
type Group = { cars: PoolCar[]; byYear: Map<number, PoolCar[]> };

function addTo(groups: Map<string, Group>, key: string, c: PoolCar) {
  let g = groups.get(key);
  if (!g) groups.set(key, (g = { cars: [], byYear: new Map() }));
  g.cars.push(c);
  const y = g.byYear.get(c.year);
  if (y) y.push(c);
  else g.byYear.set(c.year, [c]);
}

/**
 * Groups a make's pool for rating: by model, and by body type, each fitted once on first use
 * over the whole group; a step's candidates are the group's cars within its years of the car's
 * (read by year), so a large group costs each car its neighbourhood, not the group. `without`
 * leaves one car out of every group and fit (the backtest's hold-out).
 */
export function groupPool(pool: PoolCar[]) {
  const groups = new Map<string, Group>();
  for (const c of pool) {
    addTo(groups, `model:${c.model}`, c);
    if (c.bodyType !== null) addTo(groups, `make-body:${c.bodyType}`, c);
  }
  const fits = new Map<string, Depreciation>();
  const fitted = (key: string, cars: PoolCar[], group: ComparableGroup) => {
    let d = fits.get(key);
    if (!d) fits.set(key, (d = fitDepreciation(cars, LEVELS[group])));
    return d;
  };
  /** The candidates of `car` (a car of this make). */
  return (car: RatedCar, without?: string): Candidates =>
    (group, years) => {
      const name = group === "model" ? car.model : car.bodyType;
      const key = `${group}:${name}`;
      const g = name === null ? undefined : groups.get(key);
      if (!g) return null;
      const near: PoolCar[] = [];
      for (let y = car.year - years; y <= car.year + years; y++)
        for (const c of g.byYear.get(y) ?? []) if (c.id !== without) near.push(c);
      const d = without
        ? fitDepreciation(
            g.cars.filter((c) => c.id !== without),
            LEVELS[group],
          )
        : fitted(key, g.cars, group);
      return { cars: near, d };
    };
}

/**
 * Estimates every live car of a make's pool from the others, refitted without it, and answers
 * per car the step used and the absolute error |mid - price| / price (null when unrated).
 */
export function backtestPool(pool: (PoolCar & { live: boolean })[]) {
  const candidates = groupPool(pool);
  const out: { step: number | null; error: number | null; rating: PriceRating | null }[] = [];
  for (const car of pool) {
    if (!car.live || car.price <= 0) continue;
    const e = estimatePrice(car, candidates(car, car.id));
    out.push(
      e.rating
        ? { step: e.step, error: Math.abs(e.mid - car.price) / car.price, rating: e.rating }
        : { step: null, error: null, rating: null },
    );
  }
  return out;
}

/**
 * The fair-price rating's vocabulary, shared by the server and the browser: the five score
 * ratings and the "check carefully" caution, their labels and bands, the reasons a listing has
 * none, the comparables ladder and its confidence, the mileage bands, and the price range a
 * seller would need for "Fair price".
 *
 * The score is the asking price's difference from the estimated market price (the median of
 * the adjusted comparables) in basis points: `round((price / mid - 1) * 10_000)`, so -1000 is
 * 10 % under the estimate. It is an integer so the bands, the browse filter (`deal=`) and the
 * sort (`sortBy=deal`) compare exactly the same numbers.
 * Source: docs/product.md#fair-price-rating; docs/decisions/021-fair-price-rating.md and
 * docs/decisions/031-bait-proof-price-rating.md.
 */

/** The ratings a score earns, best deal first: the `deal` filter's values. */
export const SCORE_RATINGS = ["great", "good", "fair", "high", "overpriced"] as const;
export type ScoreRating = (typeof SCORE_RATINGS)[number];

/**
 * Every rating a car can show: the five score ratings, and `check` ("Check carefully: far
 * below similar cars"), given instead of a score rating to a price so far under its
 * comparables that it is more likely bait or a mistake than a bargain (`isFarBelow`). A
 * `check` car is never filtered or sorted as a deal: its listing keeps no deal score.
 */
export const PRICE_RATINGS = [...SCORE_RATINGS, "check"] as const;
export type PriceRating = (typeof PRICE_RATINGS)[number];

/** The badge texts (docs/product.md#fair-price-rating). */
export const PRICE_RATING_LABELS: Record<PriceRating, string> = {
  great: "Great price",
  good: "Good price",
  fair: "Fair price",
  high: "High price",
  overpriced: "Overpriced",
  check: "Check carefully: far below similar cars",
};

/**
 * Each score rating's band of scores (basis points from the estimate), both ends included; null
 * is open. Contiguous and disjoint: every integer score has exactly one rating.
 * Great <= -10 %; Good -10 % to -3 %; Fair -3 % to +5 %; High +5 % to +15 %; Overpriced >= +15 %.
 */
export const PRICE_RATING_BANDS: Record<ScoreRating, [number | null, number | null]> = {
  great: [null, -1000],
  good: [-999, -300],
  fair: [-299, 499],
  high: [500, 1499],
  overpriced: [1500, null],
};

/**
 * "Far below similar cars" (docs/decisions/031-bait-proof-price-rating.md, with the Cars45
 * figures): a price at least FAR_BELOW_SCORE basis points under the estimate AND under the
 * FAR_BELOW_QUANTILE of its comparables' adjusted prices. Both must hold: the first keeps a
 * tight group's ordinary bargain Great, the second a wide group's cheap-but-plausible car.
 */
export const FAR_BELOW_SCORE = -3500;
export const FAR_BELOW_QUANTILE = 0.05;

/**
 * Whether `price` is far below comparables whose adjusted prices have median `mid` and
 * FAR_BELOW_QUANTILE quantile `floor` (whole naira).
 */
export function isFarBelow(price: number, mid: number, floor: number): boolean {
  return scoreOf(price, mid) <= FAR_BELOW_SCORE && price < floor;
}

/** The rating of a score in basis points. */
export function ratingOfScore(score: number): ScoreRating {
  for (const rating of SCORE_RATINGS) {
    const [lo, hi] = PRICE_RATING_BANDS[rating];
    if ((lo === null || score >= lo) && (hi === null || score <= hi)) return rating;
  }
  return "overpriced";
}

/** The score of `price` against the estimate `mid` (both whole naira), in basis points. */
export function scoreOf(price: number, mid: number): number {
  const raw = Math.round((price / mid - 1) * 10_000);
  // Bounded so an absurd price still fits the integer column.
  return Math.min(Math.max(raw, -10_000), 1_000_000);
}

/**
 * The asking prices (whole naira, rounded inward to ₦1,000) that would be rated Fair against
 * the estimate `mid`: what the /sell review step suggests.
 */
export function fairPriceRange(mid: number): { low: number; high: number } {
  const [lo, hi] = PRICE_RATING_BANDS.fair;
  const low = Math.ceil((mid * (1 + lo! / 10_000)) / 1000) * 1000;
  const high = Math.floor((mid * (1 + hi! / 10_000)) / 1000) * 1000;
  return { low, high };
}

/** Why a listing has no rating (the API's `reason`, the car page's explanation). */
export const UNRATED_REASONS = {
  "too-few-comparables": "Not enough comparable cars to estimate a market price",
  "price-changed": "The price changed; the rating is being worked out again",
  "not-rated-yet": "The rating has not been worked out yet",
} as const;
export type UnratedReason = keyof typeof UNRATED_REASONS;

/**
 * Mileage bands (km, lower bound included) comparables must share before the search widens
 * to any mileage. A car of unknown mileage is in no band.
 */
export const MILEAGE_BANDS = [0, 25_000, 50_000, 100_000, 150_000, 200_000] as const;

/** The index of the band `km` falls in, or null for an unknown mileage. */
export function mileageBand(km: number | null): number | null {
  if (km === null) return null;
  let band = 0;
  MILEAGE_BANDS.forEach((from, i) => {
    if (km >= from) band = i;
  });
  return band;
}

/**
 * The comparables ladder, in order: the first step with at least its `min` comparables is used
 * (docs/decisions/031-bait-proof-price-rating.md). `group`: `model` = the same make and model;
 * `make-body` = any model of the make with the same body type (the rough steps, for a model
 * with too few cars of its own). Every step keeps the category. `recentOnly` = active now, or
 * sold or expired in the last 12 months. `confidence` is what the buyer is told: `firm` (the
 * model, within two years), `fair` (the model over wider years), `rough` (other models).
 */
export const WIDENING_STEPS = [
  {
    group: "model",
    years: 1,
    sameMileageBand: true,
    recentOnly: true,
    anyCategory: false,
    min: 8,
    confidence: "firm",
    label: "year ±1, similar mileage",
  },
  {
    group: "model",
    years: 2,
    sameMileageBand: true,
    recentOnly: true,
    anyCategory: false,
    min: 8,
    confidence: "firm",
    label: "year ±2, similar mileage",
  },
  {
    group: "model",
    years: 2,
    sameMileageBand: false,
    recentOnly: true,
    anyCategory: false,
    min: 8,
    confidence: "firm",
    label: "year ±2, any mileage",
  },
  {
    group: "model",
    years: 2,
    sameMileageBand: false,
    recentOnly: false,
    anyCategory: false,
    min: 8,
    confidence: "firm",
    label: "year ±2, any mileage, older sales",
  },
  {
    group: "model",
    years: 5,
    sameMileageBand: false,
    recentOnly: false,
    anyCategory: false,
    min: 6,
    confidence: "fair",
    label: "year ±5, any mileage, older sales",
  },
  {
    group: "model",
    years: 3,
    sameMileageBand: false,
    recentOnly: false,
    anyCategory: true,
    min: 6,
    confidence: "fair",
    label: "year ±3, any condition",
  },
  {
    group: "make-body",
    years: 2,
    sameMileageBand: false,
    recentOnly: false,
    anyCategory: true,
    min: 8,
    confidence: "rough",
    label: "other models of the make and body type, year ±2",
  },
  {
    group: "make-body",
    years: 4,
    sameMileageBand: false,
    recentOnly: false,
    anyCategory: true,
    min: 8,
    confidence: "rough",
    label: "other models of the make and body type, year ±4",
  },
] as const satisfies readonly {
  group: "model" | "make-body";
  years: number;
  sameMileageBand: boolean;
  recentOnly: boolean;
  anyCategory: boolean;
  min: number;
  confidence: string;
  label: string;
}[];
export type ComparableGroup = (typeof WIDENING_STEPS)[number]["group"];

/** How sure an estimate is, by its step: what the car page and the API tell the buyer. */
export const CONFIDENCES = ["firm", "fair", "rough"] as const;
export type Confidence = (typeof CONFIDENCES)[number];

/** The confidence of an estimate made at `step` (0-based index of WIDENING_STEPS). */
export function confidenceOf(step: number): Confidence {
  return WIDENING_STEPS[step]?.confidence ?? "rough";
}

/** The fewest comparables any step accepts: fewer than this everywhere, no rating. */
export const MIN_COMPARABLES = Math.min(...WIDENING_STEPS.map((s) => s.min));

/** The `deal` filter values of browse and `/api/cars`, with the chip labels. */
export const DEAL_OPTIONS = SCORE_RATINGS.map((value) => ({
  value,
  label: PRICE_RATING_LABELS[value],
}));

/**
 * Why a car is rated `check` (the API's `caution`): the reason code, the words, and how far under
 * the estimate the price is, in whole percent.
 */
export type Caution = {
  reason: "far-below-comparables";
  message: string;
  percentBelow: number;
};

/** The caution of a `check` car with score `score` (basis points, negative); null otherwise. */
export function cautionOf(rating: PriceRating, score: number): Caution | null {
  if (rating !== "check") return null;
  return {
    reason: "far-below-comparables",
    message:
      "The price is far below what similar cars ask: inspect the car and its papers before you pay anything, and never pay to hold a car.",
    percentBelow: Math.round(-score / 100),
  };
}

/** A comparable as the car page links it. */
export type ComparableLink = {
  id: string;
  title: string;
  year: number;
  mileage: number | null;
  price: number;
};

/** The stored rating of a public car, as the car page and the API show it. */
export type PriceRatingView =
  | {
      rating: PriceRating;
      label: string;
      estimate: { low: number; mid: number; high: number };
      comparables: number;
      /** Live comparables to link (the stored few that are still public). */
      examples: ComparableLink[];
      /** How far the search widened (WIDENING_STEPS label). */
      widening: string;
      /** Which cars were compared: the same model, or the make's other models of the body type. */
      basis: ComparableGroup;
      confidence: Confidence;
      /** Set when the rating is `check`. */
      caution: Caution | null;
      method: string;
      computedAt: string;
    }
  | {
      rating: null;
      reason: UnratedReason;
      message: string;
      comparables: number | null;
      method: string | null;
      computedAt: string | null;
    };

/** The /sell preview: the rating the draft's inputs would get, and the prices rated Fair. */
export type PriceRatingPreview =
  | {
      rating: PriceRating;
      label: string;
      estimate: { low: number; mid: number; high: number };
      comparables: number;
      confidence: Confidence;
      caution: Caution | null;
      fair: { low: number; high: number };
    }
  | { rating: null; reason: UnratedReason; message: string; comparables: number };

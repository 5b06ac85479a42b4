/**
 * The fair-price rating's vocabulary, shared by the server and the browser: the five ratings,
 * their labels and bands, the reasons a listing has none, the mileage bands comparables are
 * matched in, and the price range a seller would need for "Fair price".
 *
 * The score is the asking price's difference from the estimated market price (the median of
 * the adjusted comparables) in basis points: `round((price / mid - 1) * 10_000)`, so -1000 is
 * 10 % under the estimate. It is an integer so the bands, the browse filter (`deal=`) and the
 * sort (`sortBy=deal`) compare exactly the same numbers.
 * Source: docs/product.md#fair-price-rating; docs/decisions/021-fair-price-rating.md.
 */

export const PRICE_RATINGS = ["great", "good", "fair", "high", "overpriced"] as const;
export type PriceRating = (typeof PRICE_RATINGS)[number];

/** The badge texts (docs/product.md#fair-price-rating). */
export const PRICE_RATING_LABELS: Record<PriceRating, string> = {
  great: "Great price",
  good: "Good price",
  fair: "Fair price",
  high: "High price",
  overpriced: "Overpriced",
};

/**
 * Each rating's band of scores (basis points from the estimate), both ends included; null is
 * open. Contiguous and disjoint: every integer score has exactly one rating.
 * Great <= -10 %; Good -10 % to -3 %; Fair -3 % to +5 %; High +5 % to +15 %; Overpriced >= +15 %.
 */
export const PRICE_RATING_BANDS: Record<PriceRating, [number | null, number | null]> = {
  great: [null, -1000],
  good: [-999, -300],
  fair: [-299, 499],
  high: [500, 1499],
  overpriced: [1500, null],
};

/** The rating of a score in basis points. */
export function ratingOfScore(score: number): PriceRating {
  for (const rating of PRICE_RATINGS) {
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
 * The widening steps, in order: the first with at least `MIN_COMPARABLES` comparables is used.
 * `recent` = active now, or sold or expired in the last 12 months; the last step lifts it
 * ("then all states": any active, sold or expired listing of any age).
 */
export const WIDENING_STEPS = [
  { years: 1, sameMileageBand: true, recentOnly: true, label: "year ±1, similar mileage" },
  { years: 2, sameMileageBand: true, recentOnly: true, label: "year ±2, similar mileage" },
  { years: 2, sameMileageBand: false, recentOnly: true, label: "year ±2, any mileage" },
  {
    years: 2,
    sameMileageBand: false,
    recentOnly: false,
    label: "year ±2, any mileage, older sales",
  },
] as const;

/** Fewer comparables than this at the widest step: no rating. */
export const MIN_COMPARABLES = 8;

/** The `deal` filter values of browse and `/api/cars`, with the chip labels. */
export const DEAL_OPTIONS = PRICE_RATINGS.map((value) => ({
  value,
  label: PRICE_RATING_LABELS[value],
}));

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
      fair: { low: number; high: number };
    }
  | { rating: null; reason: UnratedReason; message: string; comparables: number };

/**
 * The fair-price rating (docs/product.md#fair-price-rating; docs/decisions/021-fair-price-rating.md):
 * computed by jobs and stored with its inputs in `price_ratings`, with the rating and its score
 * copied onto `listings` for browse's `deal` filter and sort. Pages and the API only read it.
 *
 * - `recomputePriceRatings` (the nightly `recompute-price-ratings` job, and after the Cars45
 *   import and the seed): every live listing, one make and model at a time, written in batches;
 * - `rateListing` (the `rate-listing` job, queued by `queueRating` on approval, renewal, a price
 *   change or going live without review): one listing;
 * - `getPriceRating` (car page, `GET /api/cars/{id}/price-rating`): the stored rating of a
 *   public listing, or none with the reason; a rating of another price than today's is stale and
 *   never shown (`price-changed`);
 * - `previewPriceRating` (the /sell review step): a draft's rating for its own inputs, from one
 *   indexed read of at most POOL_LIMIT cars of its make and model, not stored.
 *
 * Money is whole naira; scores are basis points (app/lib/catalogue/price-rating.ts).
 */
import { carKey, tagPage } from "~/services/page-keys.server";
import { and, eq, inArray, sql } from "drizzle-orm";
import { db } from "#db/connection";
import { listings, priceRatings } from "#db/schema";
import type { Category } from "~/lib/vocabulary/domain";
import {
  confidenceOf,
  cautionOf,
  fairPriceRange,
  PRICE_RATING_LABELS,
  UNRATED_REASONS,
  WIDENING_STEPS,
  type PriceRatingPreview,
  type PriceRatingView,
  type UnratedReason,
} from "~/lib/catalogue/price-rating";
import { enqueue } from "~/services/queue.server";
import { purgePages } from "../shared/page-purge.server";
import { maintainTables } from "../shared/table-maintenance.server";
import { isListingId, isPublic } from "../shared/public-listings.server";
import {
  backtestPool,
  estimatePrice,
  groupPool,
  METHOD,
  median,
  type Estimate,
  type PoolCar,
  type RatedCar,
} from "./price-estimate.server";

/**
 * The most cars of one make and model, and of one make, a single rating reads (most recently
 * updated first).
 */
export const POOL_LIMIT = 5000;
/** Ratings written per statement by the full recompute. */
const WRITE_BATCH = 500;
/** How long a sold or expired listing stays a comparable of the first steps. */
const RECENT_MONTHS = 12;

/**
 * SQL: whether a pool row counts as recent at `now` (active now, or sold/expired lately). The
 * time is sent as ISO text: a bare Date in raw SQL is not serialised by the PostgreSQL driver.
 */
const recentSql = (now: Date) => {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<boolean>`(${listings.status} = 'active' and ${listings.expiresAt} > ${at}) or (${listings.status} in ('sold', 'expired') and ${listings.updatedAt} >= ${at} - make_interval(months => ${RECENT_MONTHS}))`;
};

type PoolRow = PoolCar & { live: boolean };

/**
 * The pool of a make (any category), or of one of its models; `limit` most recently updated at
 * most. A car without a body type takes its model's most common one in the pool (the Cars45
 * file names none for many cars), so the make-and-body steps can use it.
 */
async function loadPool(
  now: Date,
  make: string,
  { model, limit }: { model?: string; limit?: number } = {},
): Promise<PoolRow[]> {
  const query = db()
    .select({
      id: listings.id,
      model: sql<string>`lower(${listings.model})`,
      bodyType: listings.bodyType,
      year: listings.year,
      mileage: listings.mileage,
      price: listings.price,
      category: listings.category,
      status: listings.status,
      recent: recentSql(now),
      live: sql<boolean>`${isPublic(now)}`,
    })
    .from(listings)
    .where(
      and(
        sql`lower(${listings.make}) = ${make.toLowerCase()}`,
        model ? sql`lower(${listings.model}) = ${model.toLowerCase()}` : undefined,
        sql`${listings.status} in ('active', 'sold', 'expired')`,
      ),
    )
    .orderBy(sql`${listings.updatedAt} desc`, listings.id);
  const rows = await (limit ? query.limit(limit) : query);
  return fillBodyTypes(rows.map((r) => ({ ...r, recent: !!r.recent, live: !!r.live })));
}

/** Each model's most common body type in `pool` (lower-cased model -> body type). */
function commonBodyTypes(pool: PoolCar[]): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const c of pool) {
    if (!c.bodyType) continue;
    const m = counts.get(c.model) ?? new Map<string, number>();
    m.set(c.bodyType, (m.get(c.bodyType) ?? 0) + 1);
    counts.set(c.model, m);
  }
  return new Map(
    [...counts].map(([model, m]) => [model, [...m].sort((a, b) => b[1] - a[1])[0][0]]),
  );
}

/** Gives each car without a body type its model's most common one in `pool`, if any. */
function fillBodyTypes<T extends PoolCar>(pool: T[]): T[] {
  const common = commonBodyTypes(pool);
  return pool.map((c) => (c.bodyType ? c : { ...c, bodyType: common.get(c.model) ?? null }));
}

/** A car to estimate: a live listing, or a /sell draft (its own facts). */
type CarFacts = Omit<RatedCar, "model"> & { make: string; model: string };

/**
 * Estimates one car from bounded reads: its make and model (POOL_LIMIT cars) first, and only
 * when the model steps find too few, its make (POOL_LIMIT cars) for the make-and-body steps.
 */
async function estimateOne(facts: CarFacts, now: Date): Promise<Estimate> {
  const own = await loadPool(now, facts.make, { model: facts.model, limit: POOL_LIMIT });
  const model = facts.model.toLowerCase();
  const car: RatedCar = {
    ...facts,
    model,
    bodyType: facts.bodyType ?? commonBodyTypes(own).get(model) ?? null,
  };
  const modelSteps = groupPool(own)(car);
  const e = estimatePrice(car, (group, years) =>
    group === "model" ? modelSteps(group, years) : null,
  );
  if (e.rating || !car.bodyType) return e;
  const make = await loadPool(now, facts.make, { limit: POOL_LIMIT });
  const seen = new Set(make.map((c) => c.id));
  return estimatePrice(car, groupPool([...make, ...own.filter((c) => !seen.has(c.id))])(car));
}

/** One listing's result, as written. */
type Result = { listingId: string; askedPrice: number; estimate: Estimate };

/**
 * Writes ratings and copies each onto its listing, in one transaction: the copy only lands
 * when the listing's price is still the one rated (a price changed meanwhile keeps its cleared
 * rating until its own job runs). A `check` rating raises a `price-far-below` risk flag.
 */
async function writeRatings(results: Result[], now: Date) {
  if (!results.length) return;
  const rows = results.map(({ listingId, askedPrice, estimate: e }) => ({
    listing_id: listingId,
    rating: e.rating,
    reason: e.rating ? null : e.reason,
    asked_price: askedPrice,
    score: e.rating ? e.score : null,
    estimate_low: e.rating ? e.low : null,
    estimate_mid: e.rating ? e.mid : null,
    estimate_high: e.rating ? e.high : null,
    comparables: e.count,
    comparable_ids: e.rating ? e.shownIds : [],
    step: e.step,
    per_year: e.d.perYear,
    per_10k_km: e.d.per10kKm,
  }));
  const input = sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(listing_id uuid, rating text, reason text, asked_price bigint, score integer, estimate_low bigint, estimate_mid bigint, estimate_high bigint, comparables integer, comparable_ids uuid[], step integer, per_year double precision, per_10k_km double precision)`;
  await db().transaction(async (tx) => {
    await tx.execute(sql`
      insert into price_ratings (listing_id, rating, reason, asked_price, score, estimate_low,
        estimate_mid, estimate_high, comparables, comparable_ids, step, per_year, per_10k_km,
        method, computed_at)
      select r.listing_id, r.rating, r.reason, r.asked_price, r.score, r.estimate_low,
        r.estimate_mid, r.estimate_high, r.comparables, r.comparable_ids, r.step, r.per_year,
        r.per_10k_km, ${METHOD}, ${now.toISOString()}::timestamptz
      from ${input}
      join listings l on l.id = r.listing_id
      on conflict (listing_id) do update set rating = excluded.rating, reason = excluded.reason,
        asked_price = excluded.asked_price, score = excluded.score,
        estimate_low = excluded.estimate_low, estimate_mid = excluded.estimate_mid,
        estimate_high = excluded.estimate_high, comparables = excluded.comparables,
        comparable_ids = excluded.comparable_ids, step = excluded.step,
        per_year = excluded.per_year, per_10k_km = excluded.per_10k_km,
        method = excluded.method, computed_at = excluded.computed_at`);
    await tx.execute(sql`
      update listings l set price_rating = r.rating, price_rating_score = r.deal_score
      from (select *, case when rating = 'check' then null else score end as deal_score
            from ${input}) r
      where l.id = r.listing_id and l.price = r.asked_price
        and (l.price_rating is distinct from r.rating
          or l.price_rating_score is distinct from r.deal_score)`);
    // A price far below similar cars goes to the staff risk queue with its comparables
    // (docs/decisions/032-scam-signals.md), once per asked price.
    await tx.execute(sql`
      insert into risk_flags (subject_type, subject_id, signal, key, evidence)
      select 'listing', r.listing_id, 'price-far-below', r.asked_price::text,
        jsonb_build_object('price', r.asked_price, 'estimate', jsonb_build_object('low',
          r.estimate_low, 'mid', r.estimate_mid, 'high', r.estimate_high), 'comparables',
          r.comparables, 'comparableIds', to_jsonb(r.comparable_ids), 'score', r.score,
          'step', r.step)
      from ${input}
      join listings l on l.id = r.listing_id and l.price = r.asked_price
      where r.rating = 'check'
      on conflict (subject_type, subject_id, signal, key) do update
        set evidence = excluded.evidence where risk_flags.status = 'open'`);
  });
}

/** Clears a listing's rating (it is no longer live): its row goes, its copy is emptied. */
async function clearRating(listingId: string) {
  await db().delete(priceRatings).where(eq(priceRatings.listingId, listingId));
  await db()
    .update(listings)
    .set({ priceRating: null, priceRatingScore: null })
    .where(eq(listings.id, listingId));
}

/**
 * Rates one listing now (the `rate-listing` job): a live one against its make and model's
 * pool (at most POOL_LIMIT cars); one that is not live loses its rating. Answers the estimate,
 * or null when the listing is missing or not live.
 */
export async function rateListing(listingId: string, now = new Date()): Promise<Estimate | null> {
  if (!isListingId(listingId)) return null;
  const [car] = await db()
    .select({
      id: listings.id,
      make: listings.make,
      model: listings.model,
      bodyType: listings.bodyType,
      year: listings.year,
      mileage: listings.mileage,
      price: listings.price,
      category: listings.category,
      live: sql<boolean>`${isPublic(now)}`,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!car) return null;
  if (!car.live) {
    await clearRating(listingId);
    return null;
  }
  const estimate = await estimateOne(car, now);
  await writeRatings([{ listingId, askedPrice: car.price, estimate }], now);
  // Its rating badge, and browse's deal filter and sort.
  await purgePages({ listingIds: [listingId] });
  return estimate;
}

/**
 * Recomputes the rating of every live listing (the nightly `recompute-price-ratings` job, and
 * after an import or the seed), one make at a time: its whole pool is read once, each model's
 * and each body type's slopes fitted once (on first use), and every live car rated; results
 * are written WRITE_BATCH at a time. Listings no longer live keep no rating copy. Answers the
 * counts (`groups`: makes).
 */
export async function recomputePriceRatings(
  now = new Date(),
): Promise<{ listings: number; rated: number; groups: number }> {
  const makes = await liveMakes(now);
  let pending: Result[] = [];
  let total = 0;
  let rated = 0;
  for (const make of makes) {
    const pool = await loadPool(now, make);
    const candidates = groupPool(pool);
    for (const car of pool) {
      if (!car.live) continue;
      const estimate = estimatePrice(car, candidates(car));
      pending.push({ listingId: car.id, askedPrice: car.price, estimate });
      total++;
      if (estimate.rating) rated++;
      if (pending.length >= WRITE_BATCH) {
        await writeRatings(pending, now);
        pending = [];
      }
    }
  }
  await writeRatings(pending, now);
  // A listing that stopped being live (sold, expired, back to review) keeps no copy, so a
  // rating never outlives the state it was computed in.
  await db()
    .update(listings)
    .set({ priceRating: null, priceRatingScore: null })
    .where(and(sql`${listings.priceRatingScore} is not null`, sql`not (${isPublic(now)})`));
  await purgePages("everything");
  // Many listing rows were rewritten: where no autovacuum runs (embedded PGlite), statistics and
  // the visibility map are brought up to date now, so the deal index answers without visiting
  // the table (docs/decisions/003-performance.md).
  await maintainTables();
  return { listings: total, rated, groups: makes.length };
}

/** The makes (lower-cased) with a live listing. */
async function liveMakes(now: Date): Promise<string[]> {
  const rows = await db()
    .select({ make: sql<string>`lower(${listings.make})` })
    .from(listings)
    .where(isPublic(now))
    .groupBy(sql`1`);
  return rows.map((r) => r.make);
}

/**
 * The backtest (docs/decisions/031-bait-proof-price-rating.md; `npm run bench -- pricing`):
 * every live listing estimated from the others, refitted without it. Answers how many live
 * listings there are, how many the ladder rates, how many are rated `check`, and per step the
 * cars estimated there and the median absolute percentage error of the estimate.
 */
export async function backtestPriceRatings(now = new Date()) {
  const results: ReturnType<typeof backtestPool> = [];
  for (const make of await liveMakes(now)) results.push(...backtestPool(await loadPool(now, make)));
  const steps = WIDENING_STEPS.map((_, step) => {
    const errors = results.filter((r) => r.step === step).map((r) => r.error!);
    return {
      step,
      cars: errors.length,
      medianErrorPercent: errors.length ? Math.round(median(errors) * 1000) / 10 : null,
    };
  });
  const all = results.filter((r) => r.error !== null).map((r) => r.error!);
  return {
    live: results.length,
    rated: all.length,
    check: results.filter((r) => r.rating === "check").length,
    medianErrorPercent: all.length ? Math.round(median(all) * 1000) / 10 : null,
    steps,
  };
}

/**
 * Queues the rating of one listing (approval, renewal, a price change, live without review):
 * a worker runs it within seconds. One waiting job per listing (`singletonKey`). Never throws:
 * the change that called it is already committed, and the nightly recompute rates the listing
 * anyway, so a queue outage is logged rather than failing the seller's or moderator's request.
 */
export async function queueRating(listingId: string): Promise<void> {
  try {
    await enqueue("rate-listing", { listingId }, { singletonKey: listingId });
  } catch (error) {
    console.error("Price rating not queued:", (error as Error).message);
  }
}

const unrated = (
  reason: UnratedReason,
  row?: { comparables: number; method: string; computedAt: Date },
): PriceRatingView => ({
  rating: null,
  reason,
  message: UNRATED_REASONS[reason],
  comparables: row ? row.comparables : null,
  method: row?.method ?? null,
  computedAt: row?.computedAt.toISOString() ?? null,
});

/**
 * The rating of public listing `listingId`; null when there is no such public listing. No
 * stored row: `not-rated-yet`; stored for another price: `price-changed`.
 */
export async function getPriceRating(
  listingId: string,
  now = new Date(),
): Promise<PriceRatingView | null> {
  if (!isListingId(listingId)) return null;
  const [row] = await db()
    .select({ price: listings.price, stored: priceRatings })
    .from(listings)
    .leftJoin(priceRatings, eq(priceRatings.listingId, listings.id))
    .where(and(eq(listings.id, listingId), isPublic(now)));
  if (!row) return null;
  tagPage(carKey(listingId));
  const s = row.stored;
  if (!s) return unrated("not-rated-yet");
  if (s.askedPrice !== row.price) return unrated("price-changed", s);
  if (!s.rating) return unrated(s.reason ?? "too-few-comparables", s);
  const examples = s.comparableIds.length
    ? await db()
        .select({
          id: listings.id,
          title: listings.title,
          year: listings.year,
          mileage: listings.mileage,
          price: listings.price,
        })
        .from(listings)
        .where(and(inArray(listings.id, s.comparableIds), isPublic(now)))
    : [];
  tagPage(...examples.map((e) => carKey(e.id)));
  const order = new Map(s.comparableIds.map((id, i) => [id, i]));
  examples.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  return {
    rating: s.rating,
    label: PRICE_RATING_LABELS[s.rating],
    estimate: { low: s.estimateLow!, mid: s.estimateMid!, high: s.estimateHigh! },
    comparables: s.comparables,
    examples,
    widening: WIDENING_STEPS[s.step]?.label ?? "",
    basis: WIDENING_STEPS[s.step]?.group ?? "model",
    confidence: confidenceOf(s.step),
    caution: cautionOf(s.rating, s.score!),
    method: s.method,
    computedAt: s.computedAt.toISOString(),
  };
}

/**
 * What a draft with these facts would be rated today (the /sell review step, before
 * publishing): one indexed read of at most POOL_LIMIT cars of the make and model, rated in
 * memory and not stored (docs/decisions/021-fair-price-rating.md, "The seller's preview").
 */
export async function previewPriceRating(
  draft: {
    id: string;
    make: string;
    model: string;
    year: number;
    mileage: number | null;
    price: number;
    category: Category;
    bodyType: string | null;
  },
  now = new Date(),
): Promise<PriceRatingPreview> {
  const e = await estimateOne(draft, now);
  if (!e.rating)
    return {
      rating: null,
      reason: e.reason,
      message: UNRATED_REASONS[e.reason],
      comparables: e.count,
    };
  return {
    rating: e.rating,
    label: PRICE_RATING_LABELS[e.rating],
    estimate: { low: e.low, mid: e.mid, high: e.high },
    comparables: e.count,
    confidence: confidenceOf(e.step),
    caution: cautionOf(e.rating, e.score),
    fair: fairPriceRange(e.mid),
  };
}

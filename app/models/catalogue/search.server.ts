/**
 * Browse and search (filter, sort, paginate in SQL), featured cars, cards by id and sellers'
 * summaries. Pages and `/api/cars` both call these; neither holds query logic of its own.
 * Rules: docs/product.md#listing-lifecycle and #product-decisions (boosted listings take at most
 * the first four places of a page in relevance order, docs/decisions/028-featured-places.md;
 * `popularity` = views then saves; `relevance` = text rank when searching, up to
 * `RANKED_SEARCH_LIMIT` matches; a listing whose mileage is unknown never matches a mileage range
 * and sorts last by mileage).
 */
import { sellerName } from "../identity/users.server";
import { isPublic } from "../shared/public-listings.server";
import { cachedCount } from "../shared/listing-counts.server";
import { featuredPlaces } from "./boosts.server";
import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  notInArray,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import { listingPhotos, listings, sellerReviews, users } from "#db/schema";
import { placeName, toStateSlug } from "~/lib/catalogue/catalog";
import type { Database } from "#db/client";
import { db } from "#db/connection";
import { dealScoreRanges, type BrowseFilters } from "~/lib/catalogue/filters";
import type { Photo } from "~/lib/api/images";
import { pageOffset, paginationOf } from "~/lib/api/pagination";
import type { ListingCard, Pagination, SellerSummary } from "~/lib/api/types";
import { LISTINGS_KEY, tagCards, tagPage } from "~/services/page-keys.server";

/** The columns a card needs. */
const cardColumns = {
  id: listings.id,
  title: listings.title,
  make: listings.make,
  model: listings.model,
  price: listings.price,
  year: listings.year,
  mileage: listings.mileage,
  fuelType: listings.fuelType,
  transmission: listings.transmission,
  category: listings.category,
  certified: listings.certified,
  negotiable: listings.negotiable,
  state: listings.state,
  city: listings.city,
  features: listings.features,
  views: listings.views,
  status: listings.status,
  priceRating: listings.priceRating,
  awaitingPhotos: listings.awaitingPhotos,
  publishedAt: listings.publishedAt,
  featuredUntil: listings.featuredUntil,
  sellerId: listings.sellerId,
};

type Executor = Pick<Database, "select">;

const cardQuery = (exec: Executor = db()) => exec.select(cardColumns).from(listings);

type CardRow = Awaited<ReturnType<typeof cardQuery>>[number];

// `featured_until is not null` lets the planner use the boosted partial index.
const isBoosted = (now: Date) =>
  and(isNotNull(listings.featuredUntil), gt(listings.featuredUntil, now))!;

/**
 * The search text as a tsquery whose last word is a prefix: "toyota cam" -> `toyota & cam:*`,
 * so a word still being typed matches. Earlier words must match whole words: a prefix on a
 * common word ("toyota:*") makes the GIN index gather every matching entry before it can
 * intersect, about twice the cost of an exact word. Null when the text has no word characters.
 */
export function prefixQuery(search: string): string | null {
  const words =
    search
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  if (!words.length) return null;
  return [...words.slice(0, -1), `${words.at(-1)}:*`].join(" & ");
}

type Conditions = { where: SQL[]; rank: SQL | null };

/**
 * The WHERE conditions for browse filters (status handled by the caller). `fuzzy` swaps the
 * full-text match for trigram word similarity, the fallback for misspelt searches ("toyta").
 */
function filterConditions(f: BrowseFilters, fuzzy = false): Conditions {
  const c: SQL[] = [];
  let rank: SQL | null = null;
  if (f.search) {
    const q = prefixQuery(f.search);
    if (fuzzy) {
      c.push(sql`${f.search} <% ${listings.title}`); // uses the title's trigram index
      rank = sql`word_similarity(${f.search}, ${listings.title})`;
    } else if (q) {
      const tsquery = sql`to_tsquery('simple', ${q})`;
      c.push(sql`${listings.searchVector} @@ ${tsquery}`);
      rank = sql`ts_rank(${listings.searchVector}, ${tsquery})`;
    }
  }
  if (f.category) c.push(eq(listings.category, f.category));
  if (f.make) c.push(sql`lower(${listings.make}) = ${normaliseMake(f.make)}`);
  if (f.minPrice !== null) c.push(sql`${listings.price} >= ${f.minPrice}`);
  if (f.maxPrice !== null) c.push(sql`${listings.price} <= ${f.maxPrice}`);
  if (f.minYear !== null) c.push(sql`${listings.year} >= ${f.minYear}`);
  if (f.maxYear !== null) c.push(sql`${listings.year} <= ${f.maxYear}`);
  if (f.minMileage !== null) c.push(sql`${listings.mileage} >= ${f.minMileage}`);
  if (f.maxMileage !== null) c.push(sql`${listings.mileage} <= ${f.maxMileage}`);
  if (f.location) {
    const state = toStateSlug(f.location);
    if (state) c.push(eq(listings.state, state));
  }
  if (f.fuelType.length) c.push(inArray(listings.fuelType, f.fuelType));
  if (f.transmission.length) c.push(inArray(listings.transmission, f.transmission));
  if (f.condition.length) {
    const categories = f.condition.filter((v) => v !== "certified");
    const parts: SQL[] = [];
    if (categories.length)
      parts.push(inArray(listings.category, categories as ListingCard["category"][]));
    if (f.condition.includes("certified")) parts.push(eq(listings.certified, true));
    c.push(or(...parts)!);
  }
  if (f.features.length) {
    c.push(
      sql`${listings.features} @> array[${sql.join(
        f.features.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  if (f.verified) {
    c.push(
      sql`exists (select 1 from ${users} where ${users.id} = ${listings.sellerId} and ${users.verified})`,
    );
  }
  if (f.deal.length) {
    // Score ranges rather than rating names: the deal index (score, id, expires_at) answers
    // the filter, its total and the deal sort alone (docs/decisions/021-fair-price-rating.md).
    const ranges = dealScoreRanges(f.deal).map(([lo, hi]) => {
      const score = listings.priceRatingScore;
      if (lo === null) return sql`${score} <= ${hi}`;
      if (hi === null) return sql`${score} >= ${lo}`;
      return sql`${score} between ${lo} and ${hi}`;
    });
    c.push(ranges.length === 1 ? ranges[0] : or(...ranges)!);
  }
  if (f.sellerId) c.push(eq(listings.sellerId, f.sellerId));
  return { where: c, rank };
}

/** "Mercedes Benz", "mercedes-benz" -> "mercedes-benz" (makes are stored canonical). */
export function normaliseMake(make: string) {
  return make.trim().toLowerCase().replace(/\s+/g, "-");
}

function orderBy(f: BrowseFilters): SQL[] {
  const dir = f.sortOrder === "asc" ? asc : desc;
  switch (f.sortBy) {
    case "price":
      return [dir(listings.price), dir(listings.id)];
    case "year":
      return [dir(listings.year), desc(listings.publishedAt), dir(listings.id)];
    case "mileage":
      return [sql`${listings.mileage} ${sql.raw(f.sortOrder)} nulls last`, dir(listings.id)];
    case "date":
      return f.sortOrder === "desc"
        ? [desc(listings.publishedAt), desc(listings.id)]
        : [sql`${listings.publishedAt} asc nulls last`, asc(listings.id)];
    case "popularity":
      return [dir(listings.views), dir(listings.saves), dir(listings.id)];
    case "deal":
      // Best deal (lowest score) first, unrated last, whatever the order asked.
      return [sql`${listings.priceRatingScore} asc nulls last`, asc(listings.id)];
    case "relevance":
    default:
      return [desc(listings.publishedAt), desc(listings.id)];
  }
}

export type SearchOptions = {
  /** Statuses to include; defaults to the public `active` only. */
  statuses?: ListingCard["status"][];
  now?: Date;
};

/** How close a misspelt search word must be to a word of the title (pg_trgm, 0-1). */
const FUZZY_THRESHOLD = "0.4";

/**
 * The most matches a search orders by text rank. Ranking reads every match's text vector, so a
 * broad search ("toyota": a third of the catalogue) ranked in full cost PostgreSQL about 50 ms
 * a page. Its matches nearly all tie anyway (titles are "Make Model Year"), so above this many
 * matches relevance is newest first (after the boosted places), read in index order.
 */
export const RANKED_SEARCH_LIMIT = 1000;

/**
 * Runs the browse query. Returns one page of cards and the pagination. A page past the end
 * returns no cars (never an error). A search that matches nothing by full text is retried by
 * trigram word similarity (index-backed), so small misspellings ("accrod") still find cars.
 *
 * Relevance order is text rank when there is a search of at most `RANKED_SEARCH_LIMIT` matches,
 * then newest. In every order, boosted listings take at most the first four places of each page
 * of public results (`featuredPlaces`, docs/decisions/028-featured-places.md), and the rest of
 * the page follows the order; a seller's own lists (`statuses` beyond `active`) have none. Each page is read as two index-ordered slices (its boosted places, then the rest),
 * so no query sorts the whole catalogue.
 */
export async function searchListings(
  f: BrowseFilters,
  options: SearchOptions = {},
): Promise<{ cars: ListingCard[]; pagination: Pagination }> {
  const now = options.now ?? new Date();
  const statuses = options.statuses ?? ["active"];
  // A list picked from the whole catalogue; a seller's own list is tagged by its cards' seller.
  if (!f.sellerId) tagPage(LISTINGS_KEY);
  // Owner views (several statuses) must be exact; public totals may be a few seconds old.
  const cacheable = statuses.length === 1 && statuses[0] === "active" && !f.sellerId;
  const key = cacheable
    ? JSON.stringify({ ...f, page: 0, limit: 0, sortBy: 0, sortOrder: 0 })
    : null;

  let result = await pageOf(f, statuses, filterConditions(f), key, now, db());
  if (result.total === 0 && f.search.trim().length >= 3) {
    result = await db().transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${FUZZY_THRESHOLD}, true)`,
      );
      return pageOf(f, statuses, filterConditions(f, true), key && `${key}~fuzzy`, now, tx);
    });
  }
  return {
    cars: await toCards(result.rows, now),
    pagination: {
      currentPage: f.page,
      totalPages: Math.max(1, Math.ceil(result.total / f.limit)),
      total: result.total,
      limit: f.limit,
    },
  };
}

/**
 * Cards `offset` to `offset + limit` of the listings matching `where` in `order`. The page's
 * ids are found first and only those rows are read: when the filters are the search text and
 * the sort, the ids come from a sort index alone (db/schema.ts), without visiting the table
 * row of every listing passed on the way (a search sorted by price passed 2,000 of them).
 */
function cardPage(
  exec: Executor,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<CardRow[]> {
  const ids = exec
    .select({ id: listings.id })
    .from(listings)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return cardQuery(exec)
    .where(inArray(listings.id, ids))
    .orderBy(...order);
}

async function pageOf(
  f: BrowseFilters,
  statuses: ListingCard["status"][],
  conditions: Conditions,
  key: string | null,
  now: Date,
  exec: Executor,
): Promise<{ rows: CardRow[]; total: number }> {
  const statusWhere =
    statuses.length === 1 && statuses[0] === "active"
      ? isPublic(now)
      : statuses.length === 1
        ? eq(listings.status, statuses[0])
        : inArray(listings.status, statuses);
  const where = and(statusWhere, ...conditions.where);
  const total = await cachedCount(key, () => countWhere(where, exec));
  const offset = (f.page - 1) * f.limit;
  if (offset >= total) return { rows: [], total };
  const newest = [desc(listings.publishedAt), desc(listings.id)];
  const order =
    f.sortBy !== "relevance"
      ? orderBy(f)
      : conditions.rank && total <= RANKED_SEARCH_LIMIT
        ? [sql`${conditions.rank} desc`, ...newest]
        : newest;
  // A seller's own lists (any status) show their cars in the order asked, with no paid places.
  if (statuses.length !== 1 || statuses[0] !== "active") {
    return { rows: await cardPage(exec, where, order, f.limit, offset), total };
  }
  const boostedWhere = and(where, isBoosted(now));
  const boosted = await cachedCount(key && `${key}~boosted`, () => countWhere(boostedWhere, exec));
  // At most four paid places at the top of each page, then the order over everything else
  // (docs/decisions/028-featured-places.md).
  const places = featuredPlaces(total, boosted, f.page, f.limit);
  const unboosted = or(isNull(listings.featuredUntil), lte(listings.featuredUntil, now));
  const restWhere =
    places.placed === boosted
      ? and(where, unboosted)
      : // Fewer places than boosted results: the boosted ones without a place follow in order.
        and(
          where,
          notInArray(
            listings.id,
            exec
              .select({ id: listings.id })
              .from(listings)
              .where(boostedWhere)
              .orderBy(...order)
              .limit(places.placed),
          ),
        );
  const [featured, rest] = await Promise.all([
    places.featured.count
      ? cardPage(exec, boostedWhere, order, places.featured.count, places.featured.offset)
      : [],
    places.rest.count
      ? cardPage(exec, restWhere, order, places.rest.count, places.rest.offset)
      : [],
  ]);
  return { rows: [...featured, ...rest], total };
}

async function countWhere(where: SQL | undefined, exec: Executor = db()): Promise<number> {
  const [{ total }] = await exec
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(listings)
    .where(where);
  return total;
}

/**
 * One page (`page` from 1, `limit` cars) of the public boosted listings, newest boost first
 * (`GET /api/cars/featured`), and its pagination. A page past the end has no cars (never an
 * error). Boosts are few, so the count reads the boosted partial index directly, uncached.
 */
export async function featuredListings(
  { page, limit }: { page: number; limit: number },
  now = new Date(),
): Promise<{ cars: ListingCard[]; pagination: Pagination }> {
  tagPage(LISTINGS_KEY);
  const where = and(isPublic(now), isBoosted(now));
  const total = await countWhere(where);
  const offset = pageOffset(page, limit);
  const rows =
    offset < total
      ? await cardQuery()
          .where(where)
          .orderBy(desc(listings.featuredUntil), desc(listings.id))
          .limit(limit)
          .offset(offset)
      : [];
  return { cars: await toCards(rows, now), pagination: paginationOf(page, limit, total) };
}

/** Cards for listings by id, in the order given (any status: callers decide what to show). */
export async function listingCardsByIds(ids: string[], now = new Date()): Promise<ListingCard[]> {
  if (!ids.length) return [];
  const rows = await cardQuery().where(inArray(listings.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return toCards(
    ids.map((id) => byId.get(id)).filter((r): r is CardRow => !!r),
    now,
  );
}

/** The columns of a Photo. */
export const photoColumns = {
  id: listingPhotos.id,
  storageKey: listingPhotos.storageKey,
  widths: listingPhotos.widths,
  avif: listingPhotos.avif,
  width: listingPhotos.width,
  height: listingPhotos.height,
  preview: listingPhotos.preview,
};

/** A listing's photos in order (position 0 is the cover). */
export async function listingPhotosOf(listingId: string) {
  return db()
    .select({ ...photoColumns, position: listingPhotos.position })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId))
    .orderBy(asc(listingPhotos.position));
}

/**
 * The columns of a seller summary: the user's name fields and verified flag, and the review
 * average (one decimal, null without reviews) and count from a `ratings` subquery.
 */
function summaryColumns(ratings: { rating: SQLWrapper; total: SQLWrapper }) {
  return {
    sellerId: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    businessName: users.businessName,
    sellerType: users.sellerType,
    verified: users.verified,
    rating: sql<number | null>`${ratings.rating}`.mapWith((v) => (v === null ? null : Number(v))),
    total: sql<number>`coalesce(${ratings.total}, 0)`.mapWith(Number),
  };
}

type SummaryRow = {
  sellerId: string;
  firstName: string;
  lastName: string;
  businessName: string | null;
  sellerType: SellerSummary["type"] | null;
  verified: boolean;
  rating: number | null;
  total: number;
};

function toSellerSummary(r: SummaryRow): SellerSummary {
  return {
    id: r.sellerId,
    name: sellerName(r),
    verified: r.verified,
    rating: r.rating,
    totalReviews: r.total,
    type: r.sellerType ?? null,
  };
}

/** Seller name, verified flag and review average for many sellers, by id. */
export async function sellerSummaries(ids: string[]): Promise<Map<string, SellerSummary>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const ratings = db()
    .select({
      sellerId: sellerReviews.sellerId,
      rating: sql<number>`round(avg(${sellerReviews.rating}), 1)`.as("rating"),
      total: sql<number>`count(*)`.as("total"),
    })
    .from(sellerReviews)
    .where(inArray(sellerReviews.sellerId, unique))
    .groupBy(sellerReviews.sellerId)
    .as("ratings");
  const people = await db()
    .select(summaryColumns(ratings))
    .from(users)
    .leftJoin(ratings, eq(ratings.sellerId, users.id))
    .where(inArray(users.id, unique));
  return new Map(people.map((p) => [p.sellerId, toSellerSummary(p)]));
}

/**
 * The cover photo and seller summary of each card, in one statement: a page of cards costs one
 * more round trip, not two. Prepared once per database (the SQL is built once, not on every
 * page). Result: rows keyed by listing id; listings without photos get null photo columns.
 */
function cardExtrasQuery(database: Database) {
  const cover = database
    .select(photoColumns)
    .from(listingPhotos)
    // Qualified by hand: drizzle leaves columns of a one-table select unqualified.
    .where(sql`${listingPhotos.listingId} = "listings"."id"`)
    .orderBy(asc(listingPhotos.position))
    .limit(1)
    .as("cover");
  const ratings = database
    .select({
      rating: sql<string | null>`round(avg(${sellerReviews.rating}), 1)`.as("rating"),
      total: sql<number>`count(*)`.as("total"),
    })
    .from(sellerReviews)
    .where(sql`${sellerReviews.sellerId} = "listings"."seller_id"`)
    .as("ratings");
  return database
    .select({
      listingId: listings.id,
      photoId: cover.id,
      storageKey: cover.storageKey,
      widths: cover.widths,
      avif: cover.avif,
      width: cover.width,
      height: cover.height,
      preview: cover.preview,
      ...summaryColumns(ratings),
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .leftJoinLateral(cover, sql`true`)
    .leftJoinLateral(ratings, sql`true`)
    .where(sql`${listings.id} = any(${sql.placeholder("ids")}::uuid[])`)
    .prepare("card_extras");
}

const preparedExtras = new WeakMap<object, ReturnType<typeof cardExtrasQuery>>();

async function cardExtras(ids: string[]) {
  const database = db();
  let query = preparedExtras.get(database);
  if (!query) preparedExtras.set(database, (query = cardExtrasQuery(database)));
  const rows = ids.length ? await query.execute({ ids }) : [];
  const photos = new Map<string, Photo>();
  const sellers = new Map<string, SellerSummary>();
  for (const r of rows) {
    if (r.photoId && r.storageKey && r.widths && r.width && r.height) {
      photos.set(r.listingId, {
        id: r.photoId,
        storageKey: r.storageKey,
        widths: r.widths,
        avif: r.avif ?? false,
        width: r.width,
        height: r.height,
        preview: r.preview,
      });
    }
    sellers.set(r.sellerId, toSellerSummary(r));
  }
  return { photos, sellers };
}

/** Cards of `rows`; the answer being made is tagged with each card's car and seller. */
async function toCards(rows: CardRow[], now: Date): Promise<ListingCard[]> {
  tagCards(rows);
  const { photos, sellers } = await cardExtras(rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    make: r.make,
    model: r.model,
    price: r.price,
    year: r.year,
    mileage: r.mileage,
    fuelType: r.fuelType,
    transmission: r.transmission,
    category: r.category,
    certified: r.certified,
    negotiable: r.negotiable,
    state: r.state,
    city: r.city,
    location: placeName(r.state, r.city),
    features: r.features,
    featured: !!r.featuredUntil && r.featuredUntil > now,
    views: r.views,
    status: r.status,
    priceRating: r.status === "active" ? r.priceRating : null,
    ...(r.awaitingPhotos && { awaitingPhotos: true as const }),
    publishedAt: r.publishedAt ? r.publishedAt.toISOString() : null,
    photo: photos.get(r.id) ?? null,
    seller: sellers.get(r.sellerId) ?? {
      id: r.sellerId,
      name: "Seller",
      verified: false,
      rating: null,
      totalReviews: 0,
      type: null,
    },
  }));
}

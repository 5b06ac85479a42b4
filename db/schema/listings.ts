/**
 * The database schema, listings area (db/schema.ts gathers every area; conventions there).
 * The catalogue: listings with their fair-price ratings, photos, quota submissions, inspections,
 * financing offers and view counts.
 */
import { sql, type SQL } from "drizzle-orm";
import {
  CATEGORY_IDS,
  CONDITION_GRADES,
  LISTING_STATUSES,
  type Category,
  type ConditionGrade,
  type ListingStatus,
} from "../../app/lib/vocabulary/domain";
import { ENHANCEMENTS, type Enhancement } from "../../app/lib/vocabulary/domain-billing";
import {
  PRICE_RATINGS,
  UNRATED_REASONS,
  type PriceRating,
} from "../../app/lib/catalogue/price-rating";
import { MAX_PREVIEW_LENGTH } from "../../app/lib/api/images";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { LISTING_LIMITS } from "../../app/lib/listings/listing-schema";
import type { VinCheck } from "../../app/lib/listings/vin";
import { MAX_PHOTOS } from "../../app/lib/billing/plans";
import { createdAt, num, oneOf, tsvector } from "./columns";
import { users } from "./accounts";

/** Cars for sale. Only `active` listings are public (docs/product.md#listing-lifecycle). */
export const listings = pgTable(
  "listings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<ListingStatus>().notNull().default("pending"),
    /** While the seller is suspended (status `suspended`): the status to put back. */
    suspendedFrom: text("suspended_from").$type<ListingStatus>(),
    title: text("title").notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    trim: text("trim"),
    year: integer("year").notNull(),
    price: bigint("price", { mode: "number" }).notNull(),
    negotiable: boolean("negotiable").notNull().default(false),
    mileage: integer("mileage"),
    /**
     * The car's VIN (optional, 17 characters, app/lib/listings/vin.ts) and what the `check-vin`
     * job found when it decoded it (docs/decisions/032-scam-signals.md). The public sees it
     * masked; its owner and staff see it whole.
     */
    vin: text("vin"),
    vinCheck: jsonb("vin_check").$type<VinCheck>(),
    fuelType: text("fuel_type"),
    transmission: text("transmission"),
    bodyType: text("body_type"),
    color: text("color"),
    drivetrain: text("drivetrain"),
    engineCc: integer("engine_cc"),
    seats: integer("seats"),
    category: text("category").$type<Category>().notNull(),
    conditionGrade: text("condition_grade").$type<ConditionGrade>(),
    certified: boolean("certified").notNull().default(false),
    registered: boolean("registered"),
    state: text("state").notNull(),
    city: text("city"),
    description: text("description").notNull().default(""),
    features: text("features")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    views: integer("views").notNull().default(0),
    saves: integer("saves").notNull().default(0),
    rejectionReason: text("rejection_reason"),
    featuredUntil: timestamp("featured_until", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /**
     * When the seller submitted it (set once its submission is counted in
     * `listing_submissions`, the monthly quota); for one that waited for photos, when its
     * first photo sent it to review.
     */
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /**
     * Submitted without a photo (POST /api/cars, or Publish with none): it stays a `draft`,
     * out of the review queue and shown as "Waiting for photos", until its first photo sends it
     * to review (README, "Selling, moderation and plans").
     */
    awaitingPhotos: boolean("awaiting_photos").notNull().default(false),
    /**
     * Active listings expire 60 days after approval or renewal (docs/product.md#listing-lifecycle).
     */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    source: text("source"),
    sourceRef: text("source_ref"),
    /**
     * The dealer's own id for the car (their stock number), through which their system keeps it
     * in step (`/api/dealer/stock/{externalId}`, docs/decisions/033-dealer-api-keys.md): one
     * listing per seller and id.
     */
    externalId: text("external_id"),
    /**
     * The fair-price rating of the current price and its score (basis points from the
     * estimate), copied from `price_ratings` by the rating job for browse's `deal` filter and
     * sort; null while unrated or after a price change until the job rates the new price
     * (docs/decisions/021-fair-price-rating.md).
     */
    priceRating: text("price_rating").$type<PriceRating>(),
    priceRatingScore: integer("price_rating_score"),
    /** Full-text document: title, make, model, trim, year and place, unstemmed ('simple'). */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('simple', coalesce(${listings.title}, '') || ' ' || coalesce(${listings.make}, '') || ' ' || coalesce(${listings.model}, '') || ' ' || coalesce(${listings.trim}, '') || ' ' || ${listings.year}::text || ' ' || coalesce(${listings.city}, '') || ' ' || ${listings.state})`,
    ),
  },
  (t) => [
    uniqueIndex("listings_source_key").on(t.source, t.sourceRef),
    uniqueIndex("listings_external_id_key")
      .on(t.sellerId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    // The dealer's changes feed: their listings by update time (keyset on updated_at, id).
    index("listings_seller_updated_idx").on(t.sellerId, t.updatedAt, t.id),
    index("listings_seller_idx").on(t.sellerId, t.status),
    index("listings_submitted_idx").on(t.sellerId, t.submittedAt),
    // The admin's listing list: newest first, all of them or one status, paged by index.
    index("listings_created_idx").on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index("listings_status_created_idx").on(t.status, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index("listings_pending_idx")
      .on(t.submittedAt)
      .where(sql`${t.status} = 'pending'`),
    index("listings_expiry_idx")
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    // The sort indexes end with the columns the browse slices filter on (the search vector,
    // the boost end, the expiry): a search sorted by price then reads the ids of a page from the index
    // alone (an index-only scan) instead of visiting a table row for every listing it passes.
    // `id` is unique, so the trailing columns never change the order.
    index("listings_active_published_idx")
      // Plain DESC (nulls first) so it matches `order by published_at desc, id desc`.
      .on(
        sql`${t.publishedAt} desc`,
        sql`${t.id} desc`,
        t.featuredUntil,
        t.searchVector,
        t.expiresAt,
      )
      .where(sql`${t.status} = 'active'`),
    index("listings_active_price_idx")
      .on(t.price, t.id, t.searchVector, t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    index("listings_active_year_idx")
      .on(t.year, t.id, t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    index("listings_active_mileage_idx")
      .on(t.mileage, t.id, t.searchVector, t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    index("listings_active_views_idx")
      .on(t.views, t.saves, t.id, t.searchVector, t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    index("listings_active_state_idx")
      .on(t.state, t.publishedAt, t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    // Browse by state sorted by price, and its total: without the state first, a small state's
    // page walked the price index past thousands of other states' cars (a table row each), and
    // the total of "Lagos under N10m" read the whole table; with it, both come from this index
    // alone (docs/decisions/003-performance.md, fourth session).
    index("listings_active_state_price_idx")
      .on(t.state, t.price, t.id, t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    index("listings_active_category_idx")
      .on(t.category, t.publishedAt, t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    // The category pages (/new-cars, /tokunbo, /nigerian-used) sorted by price, year or
    // mileage: without the category first, a mileage sort of /tokunbo walks past every new
    // car (mileage 0) before its first match.
    index("listings_active_category_price_idx")
      .on(t.category, t.price, t.id, t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    index("listings_active_category_year_idx")
      .on(t.category, t.year, t.id, t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    index("listings_active_category_mileage_idx")
      .on(t.category, t.mileage, t.id, t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    index("listings_active_make_idx")
      .on(sql`lower(${t.make})`, t.publishedAt, t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    // Browse's `deal` filter (score ranges) and sort (best first, unrated last), their totals
    // and the boosted-first slices of the default order, read from this index alone
    // (docs/decisions/021-fair-price-rating.md).
    index("listings_active_deal_idx")
      .on(t.priceRatingScore, t.id, t.expiresAt, t.featuredUntil, t.publishedAt)
      .where(sql`${t.status} = 'active'`),
    // The rating job's pool: one make and model's live, sold and expired cars.
    index("listings_rating_pool_idx")
      .on(sql`lower(${t.make})`, sql`lower(${t.model})`)
      .where(sql`${t.status} in ('active', 'sold', 'expired')`),
    // Similar cars on the car page (docs/product.md#recently-viewed-and-similar-cars): the same
    // make and model, and the same body type, each walked outwards from a price.
    index("listings_active_make_model_price_idx")
      .on(sql`lower(${t.make})`, sql`lower(${t.model})`, t.price, t.id, t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    index("listings_active_body_price_idx")
      .on(t.bodyType, t.price, t.id, t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    // Similar cars' second group (app/models/catalogue/similar.server.ts): the same make and
    // body type, walked outwards from the car's price.
    index("listings_active_make_body_price_idx")
      .on(sql`lower(${t.make})`, t.bodyType, t.price, t.id, t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    index("listings_featured_idx")
      .on(t.featuredUntil)
      .where(sql`${t.featuredUntil} is not null`),
    // Boosted cars, newest first: the first slice of the default browse order.
    index("listings_boosted_published_idx")
      .on(
        sql`${t.publishedAt} desc`,
        sql`${t.id} desc`,
        t.featuredUntil,
        t.searchVector,
        t.expiresAt,
      )
      .where(sql`${t.status} = 'active' and ${t.featuredUntil} is not null`),
    index("listings_search_idx").using("gin", t.searchVector),
    index("listings_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    index("listings_features_idx").using("gin", t.features),
    // The listing's bounds (lib/listings/listing-schema.ts, LISTING_LIMITS), so a write that bypasses
    // the rules (a script, an import, a bug) cannot store what the form and the API refuse. The
    // year's upper bound moves with the calendar, so a row valid once stays valid.
    check(
      "listings_price_check",
      sql`${t.price} between ${num(LISTING_LIMITS.price.min)} and ${num(LISTING_LIMITS.price.max)}`,
    ),
    check(
      "listings_year_check",
      sql`${t.year} between ${num(LISTING_LIMITS.year.min)} and extract(year from current_date)::int + 1`,
    ),
    check(
      "listings_mileage_check",
      sql`${t.mileage} between ${num(LISTING_LIMITS.mileage.min)} and ${num(LISTING_LIMITS.mileage.max)}`,
    ),
    check("listings_status_check", oneOf(t.status, LISTING_STATUSES)),
    // Public reads compare expires_at with the time, so a live listing must have one.
    check(
      "listings_active_expiry_check",
      sql`${t.status} <> 'active' or ${t.expiresAt} is not null`,
    ),
    check("listings_category_check", oneOf(t.category, CATEGORY_IDS)),
    check("listings_condition_grade_check", oneOf(t.conditionGrade, CONDITION_GRADES)),
    check("listings_price_rating_check", oneOf(t.priceRating, PRICE_RATINGS)),
    // Makes are an open list (lib/catalogue/catalog.ts, MAKES): the database checks their form.
    check(
      "listings_make_check",
      sql`${t.make} = btrim(${t.make}) and char_length(${t.make}) between 1 and 40`,
    ),
    // A dealer's stock id: what `/api/dealer/stock/{externalId}` accepts (app/lib/listings/stock.ts).
    check("listings_external_id_check", sql`${t.externalId} ~ '^[A-Za-z0-9._:-]{1,64}$'`),
    // The pattern of app/lib/listings/vin.ts (VIN_PATTERN); the check digit is the rules' own.
    check("listings_vin_format_check", sql`${t.vin} ~ '^[A-HJ-NPR-Z0-9]{17}$'`),
    // The same VIN on another seller's live listing (the `vin-shared` signal).
    index("listings_vin_idx")
      .on(t.vin)
      .where(sql`${t.vin} is not null`),
  ],
);

/**
 * A listing's fair-price rating with its inputs (docs/decisions/021-fair-price-rating.md):
 * written by the rating job for the price `askedPrice`; a rating for another price than the
 * listing's current one is stale and never shown. `rating` null: none, for `reason`.
 */
export const priceRatings = pgTable(
  "price_ratings",
  {
    listingId: uuid("listing_id")
      .primaryKey()
      .references(() => listings.id, { onDelete: "cascade" }),
    rating: text("rating").$type<PriceRating>(),
    reason: text("reason").$type<keyof typeof UNRATED_REASONS>(),
    askedPrice: bigint("asked_price", { mode: "number" }).notNull(),
    score: integer("score"),
    estimateLow: bigint("estimate_low", { mode: "number" }),
    estimateMid: bigint("estimate_mid", { mode: "number" }),
    estimateHigh: bigint("estimate_high", { mode: "number" }),
    /** How many comparables the estimate used (or found, when too few). */
    comparables: integer("comparables").notNull(),
    /** A few of them (closest first) for the car page to link. */
    comparableIds: uuid("comparable_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** The widening step used (0-based, app/lib/catalogue/price-rating.ts WIDENING_STEPS). */
    step: integer("step").notNull(),
    /** Log-price slopes used: per year newer, per 10,000 km. */
    perYear: doublePrecision("per_year"),
    per10kKm: doublePrecision("per_10k_km"),
    method: text("method").notNull(),
    computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("price_ratings_rating_check", oneOf(t.rating, PRICE_RATINGS)),
    check("price_ratings_reason_check", oneOf(t.reason, Object.keys(UNRATED_REASONS))),
    check(
      "price_ratings_rated_check",
      sql`(${t.rating} is null) = (${t.reason} is not null) and (${t.rating} is null or (${t.estimateMid} is not null and ${t.score} is not null))`,
    ),
  ],
);

/** A listing's photos in display order; position 0 is the cover. `storageKey` names the
 * WebP variants `<storageKey>-<width>.webp` in file storage; `widths` lists the ones made, and
 * `avif` says whether AVIF variants `<storageKey>-<width>.avif` exist beside them at the same
 * widths (photos made before AVIF have none: app/lib/api/images.ts). */
export const listingPhotos = pgTable(
  "listing_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    storageKey: text("storage_key").notNull(),
    widths: integer("widths").array().notNull(),
    /** AVIF variants exist at `widths`, for the original and any enhancement alike. */
    avif: boolean("avif").notNull().default(false),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /**
     * A tiny blurred preview shown in the photo's place under the data saver until the buyer
     * asks for photos: a `data:image/webp;base64,` URI of a 16x12 px WebP, about 200 bytes
     * (app/services/images.server.ts, `makePreview`; docs/decisions/020-photo-formats.md). Null
     * until made: rows stored before it get theirs from the `photo-previews` job.
     */
    preview: text("preview"),
    /** The enhancement applied (premium features), or null for the photo as uploaded. */
    enhancement: text("enhancement").$type<Enhancement>(),
    /** The storage key of the photo as uploaded, kept while an enhancement is applied. */
    originalStorageKey: text("original_storage_key"),
    /**
     * The uploaded photo's 64-bit perceptual hash (DCT pHash by `sharp-phash`, as a signed
     * bigint), for finding the same photo on another seller's listing; null for photos the seed
     * or the importer drew (docs/decisions/032-scam-signals.md). `phashBand0..3` are its four
     * 16-bit quarters, each indexed: two hashes within 3 bits share at least one.
     */
    phash: bigint("phash", { mode: "bigint" }),
    phashBand0: integer("phash_band0").generatedAlwaysAs(
      (): SQL => sql`((${listingPhotos.phash} >> 48) & 65535)::int`,
    ),
    phashBand1: integer("phash_band1").generatedAlwaysAs(
      (): SQL => sql`((${listingPhotos.phash} >> 32) & 65535)::int`,
    ),
    phashBand2: integer("phash_band2").generatedAlwaysAs(
      (): SQL => sql`((${listingPhotos.phash} >> 16) & 65535)::int`,
    ),
    phashBand3: integer("phash_band3").generatedAlwaysAs(
      (): SQL => sql`(${listingPhotos.phash} & 65535)::int`,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    check("listing_photos_enhancement_check", oneOf(t.enhancement, ENHANCEMENTS)),
    // Positions run 0..n-1 (photos.server.ts) and are unique per listing, so bounding them
    // bounds the photos a listing holds to MAX_PHOTOS (lib/billing/plans.ts).
    check("listing_photos_position_check", sql`${t.position} between 0 and ${num(MAX_PHOTOS - 1)}`),
    check(
      "listing_photos_preview_check",
      // A WebP data: URI ("data:image/webp;base64,..."): drizzle-kit cuts a CHECK at a semicolon.
      sql`${t.preview} is null or (starts_with(${t.preview}, 'data:image/webp') and length(${t.preview}) <= ${sql.raw(String(MAX_PREVIEW_LENGTH))})`,
    ),
    index("listing_photos_listing_idx").on(t.listingId, t.position),
    index("listing_photos_phash0_idx")
      .on(t.phashBand0)
      .where(sql`${t.phash} is not null`),
    index("listing_photos_phash1_idx")
      .on(t.phashBand1)
      .where(sql`${t.phash} is not null`),
    index("listing_photos_phash2_idx")
      .on(t.phashBand2)
      .where(sql`${t.phash} is not null`),
    index("listing_photos_phash3_idx")
      .on(t.phashBand3)
      .where(sql`${t.phash} is not null`),
    // The photos still waiting for a preview, which the `photo-previews` job walks by key.
    index("listing_photos_no_preview_idx")
      .on(t.storageKey)
      .where(sql`${t.preview} is null`),
    // DEFERRABLE INITIALLY DEFERRED in the migration (drizzle cannot say it), so a reorder can
    // swap two positions inside one transaction.
    unique("listing_photos_position_key").on(t.listingId, t.position),
  ],
);

/**
 * Each listing's first submission for review: what the monthly quota counts
 * (docs/product.md#plan-quotas). It outlives the listing (`listing_id` is set null when the listing
 * is deleted), so deleting a listing gives no slot back (docs/decisions/008-security-review.md).
 */
export const listingSubmissions = pgTable(
  "listing_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("listing_submissions_seller_idx").on(t.sellerId, t.submittedAt),
    uniqueIndex("listing_submissions_listing_key").on(t.listingId),
  ],
);

export type InspectionIssue = { type: "good" | "warning"; description: string };

/** An inspection report on a listing (score out of 10). */
export const inspections = pgTable("inspections", {
  id: uuid("id").primaryKey().defaultRandom(),
  listingId: uuid("listing_id")
    .notNull()
    .unique()
    .references(() => listings.id, { onDelete: "cascade" }),
  score: doublePrecision("score").notNull(),
  reportDate: date("report_date", { mode: "string" }).notNull(),
  inspector: text("inspector"),
  issues: jsonb("issues").$type<InspectionIssue[]>().notNull().default([]),
  createdAt: createdAt(),
});

/** A financing offer on a listing; amounts in naira, duration in months. */
export const financingOffers = pgTable("financing_offers", {
  id: uuid("id").primaryKey().defaultRandom(),
  listingId: uuid("listing_id")
    .notNull()
    .unique()
    .references(() => listings.id, { onDelete: "cascade" }),
  provider: text("provider").notNull(),
  downPayment: bigint("down_payment", { mode: "number" }).notNull(),
  monthlyPayment: bigint("monthly_payment", { mode: "number" }).notNull(),
  durationMonths: integer("duration_months").notNull(),
  createdAt: createdAt(),
});

/** One row per listing, Lagos day and visitor: a view counts once per visitor per day. */
export const listingViews = pgTable(
  "listing_views",
  {
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day, t.visitor] })],
);

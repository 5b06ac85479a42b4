/**
 * The database schema (drizzle-orm, PostgreSQL dialect). Migrations in `db/migrations` are
 * generated from this file by `npm run db:generate` and applied at start-up by drizzle's
 * migrator, on PostgreSQL and on embedded PGlite alike: only SQL both accept is used here.
 *
 * Money is whole naira (`bigint` in number mode: safe up to 2^53), distances are km, times are
 * `timestamptz`. Listing locations are state slugs (see `app/lib/catalog.ts`) with a free-text
 * city/area. Source: docs/product.md#product-decisions and the product's entities.
 */
import { sql, type SQL } from "drizzle-orm";
import {
  ACCOUNT_TYPES,
  ACTIVITY_TYPES,
  CATEGORY_IDS,
  CONDITION_GRADES,
  LISTING_STATUSES,
  NEWSLETTER_ISSUE_STATUSES,
  NEWSLETTER_STATUSES,
  PLAN_IDS,
  ROLES,
  SELLER_TYPES,
  TOKEN_PURPOSES,
  USER_STATUSES,
  type AccountType,
  type ActivityType,
  type Category,
  type ConditionGrade,
  type ListingStatus,
  type NewsletterIssueStatus,
  type NewsletterStatus,
  type PlanId,
  type Role,
  type SellerType,
  type TokenPurpose,
  type UserStatus,
} from "../app/lib/domain";
import {
  MESSAGE_TYPES,
  REPORT_REASONS,
  REPORT_SEVERITIES,
  REPORT_STATUSES,
  REPORT_ACTIONS,
  REPORT_TARGET_TYPES,
  REQUEST_STATUSES,
  type MessageType,
  type ReportReason,
  type ReportSeverity,
  type ReportStatus,
  type ReportAction,
  type ReportTargetType,
  type RequestStatus,
} from "../app/lib/domain-messaging";
import type { MessageDetails } from "../app/lib/answers-messaging";
import {
  BILLING_CYCLES,
  ENHANCEMENTS,
  PAYMENT_METHODS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  SUBSCRIPTION_STATUSES,
  type BillingCycle,
  type Enhancement,
  type PaymentMethod,
  type PaymentPurpose,
  type PaymentStatus,
  type SubscriptionStatus,
} from "../app/lib/domain-billing";
import { BOOST_IDS, type BoostId } from "../app/lib/plans";
import {
  SAVED_SEARCH_FREQUENCIES,
  type SavedSearchFrequency,
} from "../app/lib/saved-search-options";
import { PRICE_RATINGS, UNRATED_REASONS, type PriceRating } from "../app/lib/price-rating";
import { MAX_PREVIEW_LENGTH } from "../app/lib/images";
import {
  ALERT_SEVERITIES,
  CURRENCIES,
  type Currency,
  DOCUMENT_REJECTION_REASONS,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  GENDERS,
  LANGUAGES,
  NOTIFICATION_TYPES,
  SECURITY_EVENT_TYPES,
  TIMEZONES,
  type AlertSeverity,
  type DocumentRejectionReason,
  type DocumentStatus,
  type DocumentType,
  type Gender,
  type Language,
  type NotificationType,
  type SecurityEventType,
  type Timezone,
} from "../app/lib/domain-trust";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({
  dataType() {
    return "tsvector";
  },
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export type {
  AccountType,
  ActivityType,
  Category,
  ConditionGrade,
  ListingStatus,
  PlanId,
  Role,
  SellerType,
  TokenPurpose,
  UserStatus,
};

/** `column in ('a', 'b', ...)`: a CHECK that the column holds one of `values` (lib/domain.ts). */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ");
  return sql`${column} in (${sql.raw(list)})`;
}

export type WorkingHours = { weekdays: string; saturday: string; sunday: string };

/** People: buyers, sellers (individuals and dealers) and staff. A seller's public profile
 * lives on the same row. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone"),
    /**
     * The owner takes WhatsApp messages at `phone`: buyers see a WhatsApp button on their cars'
     * pages. Off until the owner ticks it on /profile (docs/product.md#car-detail).
     */
    whatsapp: boolean("whatsapp").notNull().default(false),
    role: text("role").$type<Role>().notNull().default("user"),
    accountType: text("account_type").$type<AccountType>().notNull().default("buyer"),
    status: text("status").$type<UserStatus>().notNull().default("active"),
    plan: text("plan").$type<PlanId>().notNull().default("free"),
    state: text("state"),
    city: text("city"),
    address: text("address"),
    sellerType: text("seller_type").$type<SellerType>(),
    businessName: text("business_name"),
    description: text("description"),
    services: text("services")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    certifications: text("certifications")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    workingHours: jsonb("working_hours").$type<WorkingHours>(),
    website: text("website"),
    coverImage: text("cover_image"),
    avatar: text("avatar"),
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    gender: text("gender").$type<Gender>(),
    bio: text("bio"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** Cleared when the phone number changes (docs/decisions/011-trust-and-verification.md). */
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    /** Set when staff approve an identity document (national ID or driver's licence). */
    identityVerifiedAt: timestamp("identity_verified_at", { withTimezone: true }),
    /** Set when staff approve a proof of address: required for Verified, and the "Address
     * checked" badge on its own. */
    addressVerifiedAt: timestamp("address_verified_at", { withTimezone: true }),
    /** Set when staff approve a CAC certificate: the "Registered business" badge. */
    businessVerifiedAt: timestamp("business_verified_at", { withTimezone: true }),
    /**
     * The Verified badge and filter: every required step verified, e-mail, phone, identity
     * and address (docs/product.md#validation; docs/decisions/011-trust-and-verification.md).
     * Derived by the database from the records above, never written by hand.
     */
    verified: boolean("verified")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`${users.emailVerifiedAt} is not null and ${users.phoneVerifiedAt} is not null and ${users.identityVerifiedAt} is not null and ${users.addressVerifiedAt} is not null`,
      ),
    /** Where an imported account came from (`cars45`) and its key there. */
    source: text("source"),
    sourceRef: text("source_ref"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_source_key").on(t.source, t.sourceRef),
    // The admin's user list: newest first, paged by (created_at, id)
    // (docs/decisions/013-admin-panel.md).
    index("users_created_idx").on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
    check("users_role_check", oneOf(t.role, ROLES)),
    check("users_account_type_check", oneOf(t.accountType, ACCOUNT_TYPES)),
    check("users_status_check", oneOf(t.status, USER_STATUSES)),
    check("users_plan_check", oneOf(t.plan, PLAN_IDS)),
    check("users_seller_type_check", oneOf(t.sellerType, SELLER_TYPES)),
    check("users_gender_check", oneOf(t.gender, GENDERS)),
  ],
);

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
    check("listings_price_check", sql`${t.price} >= 0`),
    check("listings_status_check", oneOf(t.status, LISTING_STATUSES)),
    // Public reads compare expires_at with the time, so a live listing must have one.
    check(
      "listings_active_expiry_check",
      sql`${t.status} <> 'active' or ${t.expiresAt} is not null`,
    ),
    check("listings_category_check", oneOf(t.category, CATEGORY_IDS)),
    check("listings_condition_grade_check", oneOf(t.conditionGrade, CONDITION_GRADES)),
    check("listings_price_rating_check", oneOf(t.priceRating, PRICE_RATINGS)),
    // Makes are an open list (lib/catalog.ts, MAKES): the database checks their form.
    check(
      "listings_make_check",
      sql`${t.make} = btrim(${t.make}) and char_length(${t.make}) between 1 and 40`,
    ),
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
    /** The widening step used (0-based, app/lib/price-rating.ts WIDENING_STEPS). */
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
 * widths (photos made before AVIF have none: app/lib/images.ts). */
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
    createdAt: createdAt(),
  },
  (t) => [
    check("listing_photos_enhancement_check", oneOf(t.enhancement, ENHANCEMENTS)),
    check(
      "listing_photos_preview_check",
      // A WebP data: URI ("data:image/webp;base64,..."): drizzle-kit cuts a CHECK at a semicolon.
      sql`${t.preview} is null or (starts_with(${t.preview}, 'data:image/webp') and length(${t.preview}) <= ${sql.raw(String(MAX_PREVIEW_LENGTH))})`,
    ),
    index("listing_photos_listing_idx").on(t.listingId, t.position),
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

/** Saved cars: one row per user and listing. */
export const favourites = pgTable(
  "favourites",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    /**
     * The listing's price (whole naira) when it was saved; null for cars saved before prices
     * were kept, whose change since saving is unknown (docs/product.md#price-drop-alerts).
     */
    priceAtSave: bigint("price_at_save", { mode: "number" }),
    /**
     * The lowest price this saver was told about by a price-drop alert; a later alert goes out
     * only below it, so one drop is never told twice (docs/product.md#price-drop-alerts).
     */
    notifiedPrice: bigint("notified_price", { mode: "number" }),
    /** When this saver was told the car was sold or removed (once). */
    goneNotifiedAt: timestamp("gone_notified_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    index("favourites_listing_idx").on(t.listingId),
  ],
);

/**
 * The cars a signed-in user opened last (docs/product.md#recently-viewed-and-similar-cars): one
 * row per user and listing, the newest 12 kept. Visitors keep theirs in the `mm_recent` cookie,
 * merged here when they sign in.
 */
export const recentlyViewed = pgTable(
  "recently_viewed",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    index("recently_viewed_user_idx").on(t.userId, sql`${t.viewedAt} desc`),
    index("recently_viewed_listing_idx").on(t.listingId),
  ],
);

/** A buyer's review of a seller: one per reviewer and seller, 1 to 5 stars. */
export const sellerReviews = pgTable(
  "seller_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reviewerId: uuid("reviewer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull().default(""),
    carPurchased: text("car_purchased"),
    /** The car the review is about: the listing of the answered conversation that made the
     * review possible, fixed when it is written (null once that listing is deleted). */
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("seller_reviews_one_per_reviewer").on(t.sellerId, t.reviewerId),
    index("seller_reviews_seller_idx").on(t.sellerId, t.createdAt),
    index("seller_reviews_created_idx").on(t.createdAt),
    check("seller_reviews_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

/** A user's password hash (argon2id, PHC string). Kept apart from `users` so no query that
 * reads a user can leak it by accident. */
export const passwords = pgTable("passwords", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  hash: text("hash").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Signed-in sessions. The browser's cookie (signed) and the API's Bearer token carry a random
 * token; only its SHA-256 is stored, so a leaked table cannot be replayed.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Remember me: a 30-day cookie; otherwise a browser-session cookie. */
    persistent: boolean("persistent").notNull().default(false),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Marked by the user on the Security Center: sign-ins from this device raise no alert. */
    trusted: boolean("trusted").notNull().default(false),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** Single-use e-mail tokens (verification, password reset): stored hashed, expiring. */
export const verificationTokens = pgTable(
  "verification_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<TokenPurpose>().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /** What the token carries: the new address (change-email), the remember-me choice
     * (two-factor-login). Never a secret. */
    payload: text("payload"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("verification_tokens_user_idx").on(t.userId, t.purpose),
    check("verification_tokens_purpose_check", oneOf(t.purpose, TOKEN_PURPOSES)),
  ],
);

/**
 * The footer's newsletter list, with double opt-in: an address is `pending` until its owner
 * confirms through the e-mailed link, and can leave (`unsubscribed`) through the link in every
 * mail. `tokenHash` is the SHA-256 of the secret in those links; a new subscribe request
 * replaces it.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    status: text("status").$type<NewsletterStatus>().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    tokenIssuedAt: timestamp("token_issued_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** The language of the page the address was given on: the issue's translation they get. */
    language: text("language").$type<Language>().notNull().default("en"),
    createdAt: createdAt(),
  },
  (t) => [
    check("newsletter_subscribers_status_check", oneOf(t.status, NEWSLETTER_STATUSES)),
    check("newsletter_subscribers_language_check", oneOf(t.language, LANGUAGES)),
  ],
);

/** The translations of a newsletter issue, by language (English is the issue's own text). */
export type NewsletterTranslations = Partial<
  Record<Exclude<Language, "en">, { subject: string; body: string }>
>;

/**
 * A marketing newsletter written by an admin (docs/decisions/024-newsletter.md): its text
 * (plain paragraphs) and translations, the cars it shows (`listingIds`, chosen by hand, or the
 * newest live ones fixed when sending starts), and where sending stands (`recipients` is the
 * audience counted when it started).
 */
export const newsletters = pgTable(
  "newsletters",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    translations: jsonb("translations").$type<NewsletterTranslations>().notNull().default({}),
    /** True: the newest live cars are picked when sending starts; false: `listingIds` as chosen. */
    autoListings: boolean("auto_listings").notNull().default(true),
    listingIds: uuid("listing_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    status: text("status").$type<NewsletterIssueStatus>().notNull().default("draft"),
    recipients: integer("recipients").notNull().default(0),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sendingAt: timestamp("sending_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("newsletters_created_idx").on(sql`${t.createdAt} desc`),
    check("newsletters_status_check", oneOf(t.status, NEWSLETTER_ISSUE_STATUSES)),
  ],
);

/**
 * One newsletter to one address: the primary key makes "nobody gets an issue twice" a database
 * rule. Rows are written for the whole audience when sending starts; `claimedAt` is set when a
 * batch takes the row, `queuedAt` once its mail is on the `send-mail` queue (under a job id
 * derived from the key, so a batch rerun after a crash queues it once) or it was `skipped`.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    newsletterId: uuid("newsletter_id")
      .notNull()
      .references(() => newsletters.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** The account the address belongs to: its marketing switch is checked again at delivery. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    language: text("language").$type<Language>().notNull().default("en"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    queuedAt: timestamp("queued_at", { withTimezone: true }),
    /** Settled without a mail: the address left the audience after sending started. */
    skipped: boolean("skipped").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.newsletterId, t.email] }),
    index("newsletter_deliveries_waiting_idx")
      .on(t.newsletterId, t.email)
      .where(sql`${t.queuedAt} is null`),
    check("newsletter_deliveries_language_check", oneOf(t.language, LANGUAGES)),
  ],
);

/** Counters for rate limits (one row per key and window), shared by every app instance. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index("rate_limits_window_idx").on(t.windowStart),
  ],
);

/** Accounts at outside sign-in providers (Google) linked to a user. */
export const oauthAccounts = pgTable(
  "oauth_accounts",
  {
    provider: text("provider").notNull(),
    providerUserId: text("provider_user_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.providerUserId] }),
    index("oauth_accounts_user_idx").on(t.userId),
  ],
);

/**
 * Site settings staff change at `/admin/settings` (docs/decisions/013-admin-panel.md): one row per
 * key, its value as JSON; every change audited. Read through models/site/settings.server.ts, which knows
 * each key's type and default.
 */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What people search for (docs/decisions/013-admin-panel.md): the normalised search text per
 * Lagos day and how often, with no user, session or IP: nobody's searches can be told apart.
 */
export const searchTerms = pgTable(
  "search_terms",
  {
    term: text("term").notNull(),
    day: date("day").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.term, t.day] }), index("search_terms_day_idx").on(t.day)],
);

/**
 * Who did what, when: every staff decision and lifecycle change
 * (docs/product.md#product-decisions).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The staff member's address when the action came from a request
     * (docs/decisions/013-admin-panel.md).
     */
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt),
  ],
);

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

/** What happened to a user's listings, for the dashboard's recent activity. */
export const userActivity = pgTable(
  "user_activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").$type<ActivityType>().notNull(),
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("user_activity_user_idx").on(t.userId, t.createdAt),
    check("user_activity_type_check", oneOf(t.type, ACTIVITY_TYPES)),
  ],
);

/**
 * A conversation between a buyer and a seller, about one car or (from the seller's profile)
 * none. A deleted account leaves the conversation readable to the other side (its id becomes
 * null: "Account no longer active"). One conversation per buyer, seller and car: the unique
 * index holds it for cars, the model's per-pair lock for conversations without one.
 * The buyer chooses whether the seller sees their phone number and e-mail (the Inquiries tab).
 * `sellerFirstReplyAt` feeds the seller's response rate and time; `*NotifiedAt` throttles the
 * offline e-mail to one per conversation and recipient every 30 minutes
 * (docs/decisions/009-messaging.md).
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    buyerId: uuid("buyer_id").references(() => users.id, { onDelete: "set null" }),
    sellerId: uuid("seller_id").references(() => users.id, { onDelete: "set null" }),
    /** The buyer ticked "Share my phone number with the seller". */
    buyerSharedPhone: boolean("buyer_shared_phone").notNull().default(false),
    /** The buyer ticked "Share my e-mail address with the seller". */
    buyerSharedEmail: boolean("buyer_shared_email").notNull().default(false),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    sellerFirstReplyAt: timestamp("seller_first_reply_at", { withTimezone: true }),
    buyerNotifiedAt: timestamp("buyer_notified_at", { withTimezone: true }),
    sellerNotifiedAt: timestamp("seller_notified_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("conversations_buyer_seller_listing_key").on(t.buyerId, t.sellerId, t.listingId),
    index("conversations_buyer_idx").on(t.buyerId, t.lastMessageAt),
    index("conversations_seller_idx").on(t.sellerId, t.lastMessageAt),
    index("conversations_listing_idx").on(t.listingId),
    check("conversations_two_people_check", sql`${t.buyerId} <> ${t.sellerId}`),
  ],
);

/**
 * One message. `seq` orders a conversation and numbers the live stream's events: messages are
 * written under per-participant locks held to commit, so for each user `seq` grows in commit
 * order and resuming after `Last-Event-ID` loses nothing (models/messaging/messages.server.ts).
 * Structured requests and the seller's answers keep what was asked in `details` (the request
 * kind, its time, place or amounts, the answer) and the note the sender typed in `content`,
 * which may then be empty; their words are written when read, in the reader's language
 * (docs/decisions/027-structured-requests.md). A request's answer is also in `requestStatus`.
 * `readAt` is when the recipient opened it.
 */
export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().notNull().unique(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id").references(() => users.id, { onDelete: "set null" }),
    type: text("type").$type<MessageType>().notNull().default("text"),
    content: text("content").notNull(),
    details: jsonb("details").$type<MessageDetails>(),
    requestStatus: text("request_status").$type<RequestStatus>(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversationId, t.seq),
    index("messages_unread_idx")
      .on(t.conversationId)
      .where(sql`${t.readAt} is null`),
    check("messages_type_check", oneOf(t.type, MESSAGE_TYPES)),
    check("messages_request_status_check", oneOf(t.requestStatus, REQUEST_STATUSES)),
    // A text has words; a request's or an answer's note may be empty.
    check(
      "messages_content_length_check",
      sql`char_length(${t.content}) <= 2000 and (${t.type} <> 'text' or char_length(${t.content}) >= 1)`,
    ),
  ],
);

/**
 * A user who blocked another: no new messages between the two, both ways
 * (docs/product.md#messages).
 */
export const userBlocks = pgTable(
  "user_blocks",
  {
    blockerId: uuid("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: uuid("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index("user_blocks_blocked_idx").on(t.blockedId),
  ],
);

/**
 * A report about a user, listing, message or review, for the staff Reports queue. `targetId`
 * names the reported thing; `reportedUserId` is whose it is (resolved when reported), so a
 * queue can group repeated reports against one person. Severity follows the reason.
 */
export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reporterId: uuid("reporter_id").references(() => users.id, { onDelete: "set null" }),
    targetType: text("target_type").$type<ReportTargetType>().notNull(),
    targetId: uuid("target_id").notNull(),
    reportedUserId: uuid("reported_user_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").$type<ReportReason>().notNull(),
    details: text("details").notNull().default(""),
    severity: text("severity").$type<ReportSeverity>().notNull(),
    status: text("status").$type<ReportStatus>().notNull().default("pending"),
    /** The staff member investigating it (docs/decisions/013-admin-panel.md). */
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    /** What was done (REPORT_ACTIONS) and the staff's note, once resolved. */
    action: text("action").$type<ReportAction>(),
    resolution: text("resolution"),
    resolvedById: uuid("resolved_by_id").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("reports_status_idx").on(t.status, t.createdAt),
    index("reports_reported_user_idx").on(t.reportedUserId),
    check("reports_action_check", oneOf(t.action, REPORT_ACTIONS)),
    index("reports_target_idx").on(t.targetType, t.targetId),
    index("reports_reporter_idx").on(t.reporterId, t.createdAt),
    check("reports_target_type_check", oneOf(t.targetType, REPORT_TARGET_TYPES)),
    check("reports_reason_check", oneOf(t.reason, REPORT_REASONS)),
    check("reports_severity_check", oneOf(t.severity, REPORT_SEVERITIES)),
    check("reports_status_check", oneOf(t.status, REPORT_STATUSES)),
    check("reports_details_length_check", sql`char_length(${t.details}) <= 1000`),
  ],
);

/**
 * Money (docs/decisions/010-payments.md). Amounts are whole naira; kobo exist only
 * inside the payment provider. A payment belongs to the user who started it (null after they delete their account).
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Ours, unguessable, sent to the provider as its transaction reference. */
    reference: text("reference").notNull(),
    /** Null once the payer deleted their account: payment records are kept by law (privacy
     * policy), without the person. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    purpose: text("purpose").$type<PaymentPurpose>().notNull(),
    /** Subscription payments: the plan and cycle bought. */
    plan: text("plan").$type<PlanId>(),
    billingCycle: text("billing_cycle").$type<BillingCycle>(),
    /** Boost payments: the listing and the package. */
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    boost: text("boost").$type<BoostId>(),
    description: text("description").notNull(),
    /** Naira. */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("NGN"),
    status: text("status").$type<PaymentStatus>().notNull().default("pending"),
    /** What the payer chose on our page (card, bank_transfer, ussd). */
    method: text("method").$type<PaymentMethod>(),
    /** What the provider reports was used (card, bank, ussd, bank_transfer...). */
    channel: text("channel"),
    /** True when the renewal job charged a saved card. */
    renewal: boolean("renewal").notNull().default(false),
    authorizationUrl: text("authorization_url"),
    failureReason: text("failure_reason"),
    /** Set when the payment completes: the number printed on its receipt. */
    receiptNumber: integer("receipt_number"),
    /** The billing and tax details as they were when it completed (printed on its receipt). */
    billingDetails: jsonb("billing_details").$type<Record<string, string>>(),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payments_reference_key").on(t.reference),
    uniqueIndex("payments_receipt_number_key").on(t.receiptNumber),
    index("payments_user_idx").on(t.userId, t.createdAt),
    index("payments_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check("payments_purpose_check", oneOf(t.purpose, PAYMENT_PURPOSES)),
    check("payments_status_check", oneOf(t.status, PAYMENT_STATUSES)),
    check("payments_method_check", oneOf(t.method, PAYMENT_METHODS)),
    check("payments_plan_check", oneOf(t.plan, PLAN_IDS)),
    check("payments_billing_cycle_check", oneOf(t.billingCycle, BILLING_CYCLES)),
    check("payments_boost_check", oneOf(t.boost, BOOST_IDS)),
    check("payments_amount_check", sql`${t.amount} > 0`),
  ],
);

/** Receipt numbers, in the order payments complete. */
export const receiptNumbers = pgSequence("receipt_number_seq", { startWith: 1 });

/**
 * What a completed payment granted: one row per payment, so a webhook replayed 100 times or
 * racing the callback's verify grants once (the primary key, not a check).
 */
export const paymentGrants = pgTable("payment_grants", {
  paymentId: uuid("payment_id")
    .primaryKey()
    .references(() => payments.id, { onDelete: "cascade" }),
  /** The provider's transaction id, for support and refunds. */
  providerTransactionId: text("provider_transaction_id"),
  createdAt: createdAt(),
});

/** A seller's plan period; `users.plan` is the plan in force, kept in step with this row. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    plan: text("plan").$type<PlanId>().notNull(),
    billingCycle: text("billing_cycle").$type<BillingCycle>().notNull(),
    status: text("status").$type<SubscriptionStatus>().notNull().default("active"),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    /** Cancelled: the plan runs to the period end, then the account is on free. */
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** A downgrade or cycle change chosen for the next period. */
    nextPlan: text("next_plan").$type<PlanId>(),
    nextBillingCycle: text("next_billing_cycle").$type<BillingCycle>(),
    /** Failed renewal charges in this period (retries on days 1 and 3). */
    renewalAttempts: integer("renewal_attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("subscriptions_due_idx").on(t.nextAttemptAt),
    check("subscriptions_plan_check", oneOf(t.plan, PLAN_IDS)),
    check("subscriptions_next_plan_check", oneOf(t.nextPlan, PLAN_IDS)),
    check("subscriptions_billing_cycle_check", oneOf(t.billingCycle, BILLING_CYCLES)),
    check("subscriptions_next_billing_cycle_check", oneOf(t.nextBillingCycle, BILLING_CYCLES)),
    check("subscriptions_status_check", oneOf(t.status, SUBSCRIPTION_STATUSES)),
  ],
);

/**
 * Saved cards: the provider's reusable authorizations (brand, last4, expiry, bank), never a
 * card number. The authorization code stays on the server and is never sent to a browser.
 */
export const paymentMethods = pgTable(
  "payment_methods",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorizationCode: text("authorization_code").notNull(),
    /** The e-mail the card was paid with: the provider charges it only with that e-mail. */
    email: text("email"),
    /** The provider's fingerprint of the card: the same card saved twice is one row. */
    signature: text("signature").notNull(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expiryMonth: integer("expiry_month").notNull(),
    expiryYear: integer("expiry_year").notNull(),
    bank: text("bank"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payment_methods_card_key").on(t.userId, t.signature),
    uniqueIndex("payment_methods_default_key")
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/** Billing and tax details printed on receipts (one row per user). */
export const billingProfiles = pgTable("billing_profiles", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  fullName: text("full_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull().default(""),
  address: text("address").notNull().default(""),
  city: text("city").notNull().default(""),
  state: text("state").notNull().default(""),
  /** Tax identification number (FIRS TIN), optional. */
  taxId: text("tax_id").notNull().default(""),
  businessName: text("business_name").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Each boost bought: the listing's `featured_until` is the latest `ends_at` still ahead. */
export const listingBoosts = pgTable(
  "listing_boosts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    boost: text("boost").$type<BoostId>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("listing_boosts_payment_key").on(t.paymentId),
    index("listing_boosts_listing_idx").on(t.listingId, t.endsAt),
    check("listing_boosts_boost_check", oneOf(t.boost, BOOST_IDS)),
  ],
);

/**
 * The simulated checkout's own ledger (no Paystack key set): it plays the provider, so the
 * offline flow goes through the same initialize, verify and signed-webhook path.
 */
export const simulatedTransactions = pgTable("simulated_transactions", {
  reference: text("reference").primaryKey(),
  email: text("email").notNull(),
  /** Kobo, as the provider keeps it. */
  amountKobo: bigint("amount_kobo", { mode: "number" }).notNull(),
  currency: text("currency").notNull().default("NGN"),
  channels: text("channels").array().notNull(),
  callbackUrl: text("callback_url").notNull(),
  metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
  /** Paystack's words: ongoing, pending, success, failed, reversed. */
  status: text("status").notNull().default("ongoing"),
  channel: text("channel"),
  authorizationCode: text("authorization_code"),
  createdAt: createdAt(),
});

/**
 * Phone verification (docs/decisions/011-trust-and-verification.md): the code last sent to a user,
 * hashed, for the number it was sent to. One row per user; a new send replaces it. Sends are
 * limited by `sentAt` (60 s apart) and by the rate-limit table (5 an hour); `attempts` counts wrong
 * codes (5 at most).
 */
export const phoneVerifications = pgTable("phone_verifications", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  phone: text("phone").notNull(),
  codeHash: text("code_hash").notNull(),
  attempts: integer("attempts").notNull().default(0),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * Verification documents (docs/decisions/011-trust-and-verification.md). The file lives in private
 * storage (`env.privateDir`, never under `/uploads`) at `storageKey`; only its owner and staff
 * fetch it, through the authorised route. A user has at most one pending document of each type (the
 * partial unique index); the newest document of a type is the one that counts.
 */
export const verificationDocuments = pgTable(
  "verification_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").$type<DocumentType>().notNull(),
    status: text("status").$type<DocumentStatus>().notNull().default("pending"),
    storageKey: text("storage_key").notNull(),
    /** The type found in the bytes (image/jpeg, image/png, application/pdf). */
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    fileName: text("file_name"),
    /** Proof of address: the issue date the uploader entered (checked by staff). */
    issuedAt: date("issued_at", { mode: "string" }),
    rejectionReason: text("rejection_reason").$type<DocumentRejectionReason>(),
    rejectionNote: text("rejection_note"),
    reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("verification_documents_user_idx").on(t.userId, t.type, t.uploadedAt),
    index("verification_documents_queue_idx")
      .on(t.uploadedAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex("verification_documents_one_pending")
      .on(t.userId, t.type)
      .where(sql`${t.status} = 'pending'`),
    check("verification_documents_type_check", oneOf(t.type, DOCUMENT_TYPES)),
    check("verification_documents_status_check", oneOf(t.status, DOCUMENT_STATUSES)),
    check(
      "verification_documents_reason_check",
      oneOf(t.rejectionReason, DOCUMENT_REJECTION_REASONS),
    ),
  ],
);

/**
 * TOTP two-factor authentication (docs/decisions/012-security-center.md). `enabledAt` is null while
 * set-up waits for the first code. `lastStep` is the time step of the last code accepted, so a code
 * works once.
 */
export const twoFactor = pgTable("two_factor", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Base32 TOTP secret. */
  secret: text("secret").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  lastStep: bigint("last_step", { mode: "number" }),
  /**
   * Wrong codes since `failuresSince` (counted within a day), and until when codes from the
   * app are refused after too many; recovery codes still work
   * (docs/decisions/012-security-center.md).
   */
  failedCodes: integer("failed_codes").notNull().default(0),
  failuresSince: timestamp("failures_since", { withTimezone: true }),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  createdAt: createdAt(),
});

/** Single-use 2FA recovery codes, stored hashed; ten are issued when 2FA is turned on. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("recovery_codes_user_code_key").on(t.userId, t.codeHash)],
);

/**
 * What the Security Center shows under Alerts and Fraud Detection
 * (docs/decisions/012-security-center.md): sign-ins (new device or IP), bursts of failed sign-ins,
 * password, 2FA, e-mail and phone changes. Each keeps the IP and User-Agent it came from;
 * `reviewedAt` is set when the user confirmed it (or reported it: "This wasn't me").
 */
export const securityEvents = pgTable(
  "security_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").$type<SecurityEventType>().notNull(),
    severity: text("severity").$type<AlertSeverity>().notNull().default("info"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    /** The session the event opened or came from (no foreign key: sessions end). */
    sessionId: uuid("session_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("security_events_user_idx").on(t.userId, t.createdAt),
    check("security_events_type_check", oneOf(t.type, SECURITY_EVENT_TYPES)),
    check("security_events_severity_check", oneOf(t.severity, ALERT_SEVERITIES)),
  ],
);

/** In-app notifications; the nav shows the unread count. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").$type<NotificationType>().notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    /** A path inside the site (`/chats/...`), never an outside address. */
    link: text("link"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt),
    index("notifications_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    check("notifications_type_check", oneOf(t.type, NOTIFICATION_TYPES)),
  ],
);

/**
 * A user's preferences (docs/product.md#data, Preferences). No row means the defaults. Prices and
 * payments stay in naira; a USD or EUR currency adds an approximate amount from the admins' rates.
 */
export const userPreferences = pgTable(
  "user_preferences",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    emailNotifications: boolean("email_notifications").notNull().default(true),
    smsNotifications: boolean("sms_notifications").notNull().default(false),
    marketingEmails: boolean("marketing_emails").notNull().default(false),
    newInquiryAlerts: boolean("new_inquiry_alerts").notNull().default(true),
    weeklyReports: boolean("weekly_reports").notNull().default(true),
    language: text("language").$type<Language>().notNull().default("en"),
    timezone: text("timezone").$type<Timezone>().notNull().default("Africa/Lagos"),
    /** NGN, or USD / EUR to see an approximate amount beside naira prices. */
    currency: text("currency").$type<Currency>().notNull().default("NGN"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("user_preferences_language_check", oneOf(t.language, LANGUAGES)),
    check("user_preferences_timezone_check", oneOf(t.timezone, TIMEZONES)),
    check("user_preferences_currency_check", oneOf(t.currency, CURRENCIES)),
  ],
);

/**
 * A buyer's saved browse search and its alert frequency (docs/product.md#saved-searches;
 * docs/decisions/022-saved-search-alerts.md). `query` is the canonical browse query string; the
 * same filters are kept in columns the matcher's indexed query reads. For make, state and
 * category, '' means "any" (not NULL), so "this make or any" is `make in ($1, '')`, which the
 * `saved_searches_match_idx` btree answers with a few index descents.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    query: text("query").notNull(),
    frequency: text("frequency").$type<SavedSearchFrequency>().notNull().default("instant"),
    /** Lower-cased canonical make (`mercedes-benz`), '' for any. */
    make: text("make").notNull().default(""),
    /** State slug, '' for any. */
    state: text("state").notNull().default(""),
    /** Category, '' for any. */
    category: text("category").notNull().default(""),
    minPrice: bigint("min_price", { mode: "number" }),
    maxPrice: bigint("max_price", { mode: "number" }),
    minYear: integer("min_year"),
    maxYear: integer("max_year"),
    minMileage: integer("min_mileage"),
    maxMileage: integer("max_mileage"),
    /** Any of them (empty: any). */
    fuelTypes: text("fuel_types")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    transmissions: text("transmissions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Categories and/or `certified`: any of them (empty: any). */
    conditions: text("conditions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** All of them. */
    features: text("features")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    verifiedOnly: boolean("verified_only").notNull().default(false),
    sellerId: uuid("seller_id"),
    /** The search text as browse's prefix tsquery (`toyota & cam:*`), null without text. */
    tsquery: text("tsquery"),
    /** When the owner last opened it from /saved-searches ("new matches" count from then). */
    lastViewedAt: timestamp("last_viewed_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last instant alert mail (at most one an hour). */
    lastMailedAt: timestamp("last_mailed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("saved_searches_user_query_key").on(t.userId, t.query),
    index("saved_searches_match_idx").on(t.make, t.state, t.category),
    index("saved_searches_frequency_idx")
      .on(t.frequency)
      .where(sql`${t.frequency} in ('daily', 'weekly')`),
    check("saved_searches_frequency_check", oneOf(t.frequency, SAVED_SEARCH_FREQUENCIES)),
    check("saved_searches_name_check", sql`char_length(${t.name}) between 1 and 60`),
  ],
);

/**
 * One listing found for one saved search: the primary key makes "never twice about one car" a
 * database rule. `notified` marks the row that carried the owner's in-app notice (one per user
 * and car); `mailedAt` is set once the car went into an alert mail, or was settled without one
 * (the search off, or the user told through another search), so mail jobs resume by it.
 */
export const savedSearchMatches = pgTable(
  "saved_search_matches",
  {
    savedSearchId: uuid("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    notified: boolean("notified").notNull().default(false),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.listingId] }),
    index("saved_search_matches_new_idx").on(t.savedSearchId, t.createdAt),
    index("saved_search_matches_user_listing_idx").on(t.userId, t.listingId),
    index("saved_search_matches_unmailed_idx")
      .on(t.savedSearchId)
      .where(sql`${t.mailedAt} is null`),
    index("saved_search_matches_listing_idx").on(t.listingId),
  ],
);

/**
 * The database schema, buyers area (db/schema.ts gathers every area; conventions there).
 * What buyers keep: saved cars, recently viewed cars, seller reviews, saved searches and their
 * matches.
 */
import { sql } from "drizzle-orm";
import {
  SAVED_SEARCH_FREQUENCIES,
  type SavedSearchFrequency,
} from "../../app/lib/catalogue/saved-search-options";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { RATINGS } from "../../app/lib/messaging/reviews";
import { createdAt, num, oneOf } from "./columns";
import { users } from "./accounts";
import { listings } from "./listings";

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
    // The stars a review may give (lib/messaging/reviews.ts, RATINGS), as the review's schema checks them.
    check(
      "seller_reviews_rating_check",
      sql`${t.rating} between ${num(RATINGS[0])} and ${num(RATINGS[RATINGS.length - 1])}`,
    ),
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

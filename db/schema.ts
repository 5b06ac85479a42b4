/**
 * The database schema (drizzle-orm, PostgreSQL dialect). Migrations in `db/migrations` are
 * generated from this schema by `npm run db:generate` and applied at start-up by drizzle's
 * migrator, on PostgreSQL and on embedded PGlite alike: only SQL both accept is used here.
 *
 * Money is whole naira (`bigint` in number mode: safe up to 2^53), distances are km, times are
 * `timestamptz`. Listing locations are state slugs (see `app/lib/catalogue/catalog.ts`) with a free-text
 * city/area. Source: docs/product.md#product-decisions and the product's entities.
 *
 * The tables live by area in `db/schema/<area>.ts` (accounts, listings, buyers, messaging,
 * billing, newsletter, site, risk; the shared column helpers in `db/schema/columns.ts`), each
 * importing only the areas it references (accounts first, then listings); this module gathers
 * them, so `#db/schema`, drizzle.config.ts and drizzle-kit read one schema.
 */
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
} from "../app/lib/vocabulary/domain";
export * from "./schema/accounts";
export * from "./schema/listings";
export * from "./schema/buyers";
export * from "./schema/messaging";
export * from "./schema/risk";
export * from "./schema/billing";
export * from "./schema/newsletter";
export * from "./schema/site";
export * from "./schema/dealer";

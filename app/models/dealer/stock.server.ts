/**
 * A dealer's stock, kept in step by their own system through an API key
 * (docs/decisions/033-dealer-api-keys.md): each car known by the dealer's own id (`externalId`,
 * unique per dealer), created or updated whole by PUT, changed in a few fields by PATCH, sold or
 * removed by DELETE, and read back as a feed of what changed.
 *
 * Every write goes through the selling model, so the rules are the pages': a new car claims the
 * plan's monthly quota under the seller's lock and waits for its first photo
 * (`createAndSubmit`); a change to a reviewed field sends a live car back to review
 * (`updateDetails`); a sale is `markSold`. A PUT whose body changes nothing writes nothing: the
 * same body twice answers the same car, unchanged.
 *
 * Errors (DomainError): 404 (no car of this dealer with that id), 409 (a sale of a car that is not
 * live), 403 (the plan's quota), 400 (the listing's rules, from the caller's schema).
 */
import { and, asc, eq, gt, or, sql } from "drizzle-orm";
import type { z } from "zod";
import { db } from "#db/connection";
import { listings } from "#db/schema";
import type { StockCarSchema } from "~/lib/account/answers-dealer";
import type { ListingFields } from "~/lib/listings/listing-schema";
import { EXTERNAL_ID } from "~/lib/listings/stock";
import { invalidCursor, isUniqueViolation, notFound } from "../shared/errors.server";
import {
  changes,
  createAndSubmit,
  deleteListing,
  markSold,
  updateDetails,
  type SellerActor,
} from "../selling/selling.server";

type Listing = typeof listings.$inferSelect;

/** A car of the dealer's stock as their system reads it (the API's `StockCar`). */
export type StockCar = z.output<typeof StockCarSchema>;

const toStockCar = (row: Listing): StockCar => ({
  externalId: row.externalId,
  id: row.id,
  status: row.status,
  awaitingPhotos: row.awaitingPhotos,
  title: row.title,
  make: row.make,
  model: row.model,
  year: row.year,
  price: row.price,
  mileage: row.mileage,
  vin: row.vin,
  category: row.category,
  state: row.state,
  updatedAt: row.updatedAt.toISOString(),
});

/** The dealer's car with this id, or 404. */
async function carOf(sellerId: string, externalId: string): Promise<Listing> {
  if (!EXTERNAL_ID.test(externalId)) throw notFound("Listing");
  const [row] = await db()
    .select()
    .from(listings)
    .where(and(eq(listings.sellerId, sellerId), eq(listings.externalId, externalId)));
  if (!row) throw notFound("Listing");
  return row;
}

/** One car of the dealer's stock by their id. */
export async function getStockCar(sellerId: string, externalId: string): Promise<StockCar> {
  return toStockCar(await carOf(sellerId, externalId));
}

/**
 * Creates the dealer's car `externalId` with `fields`, or brings it to `fields`: `created` when
 * it was new, `changed` when anything was written. Two PUTs of one new id at once make one car
 * (the unique index), the second then updating it.
 */
export async function putStockCar(
  actor: SellerActor,
  externalId: string,
  fields: ListingFields,
): Promise<{ car: StockCar; created: boolean; changed: boolean }> {
  if (!EXTERNAL_ID.test(externalId)) throw notFound("Listing");
  const [existing] = await db()
    .select()
    .from(listings)
    .where(and(eq(listings.sellerId, actor.id), eq(listings.externalId, externalId)));
  if (!existing) {
    try {
      await createAndSubmit(actor, { ...fields, externalId });
      return { car: await getStockCar(actor.id, externalId), created: true, changed: true };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another request made it meanwhile: this one updates it.
      return putStockCar(actor, externalId, fields);
    }
  }
  if (!Object.keys(changes(existing, fields)).length)
    return { car: toStockCar(existing), created: false, changed: false };
  await updateDetails(actor, existing.id, fields);
  return { car: await getStockCar(actor.id, externalId), created: false, changed: true };
}

/** Changes a few fields of a car (price, mileage) or marks it sold; answers the car. */
export async function patchStockCar(
  actor: SellerActor,
  externalId: string,
  patch: { price?: number; mileage?: number | null; status?: "sold" },
): Promise<StockCar> {
  const row = await carOf(actor.id, externalId);
  const { price = row.price, mileage = row.mileage } = patch;
  if (price !== row.price || mileage !== row.mileage)
    await updateDetails(actor, row.id, { ...fieldsOf(row), price, mileage });
  if (patch.status === "sold") await markSold(actor, row.id);
  return getStockCar(actor.id, externalId);
}

/** Marks a car sold (a live one only: 409 otherwise), or removes it for good. */
export async function removeStockCar(
  actor: SellerActor,
  externalId: string,
  as: "sold" | "removed",
): Promise<void> {
  const row = await carOf(actor.id, externalId);
  if (as === "sold") await markSold(actor, row.id);
  else await deleteListing(actor, row.id);
}

/** A listing's editable fields as they stand (what a PATCH keeps). */
function fieldsOf(row: Listing): ListingFields {
  return {
    title: row.title,
    make: row.make,
    model: row.model,
    year: row.year,
    price: row.price,
    negotiable: row.negotiable,
    mileage: row.mileage,
    vin: row.vin,
    fuelType: row.fuelType,
    transmission: row.transmission,
    bodyType: row.bodyType,
    color: row.color,
    category: row.category,
    conditionGrade: row.conditionGrade,
    state: row.state,
    city: row.city,
    description: row.description,
    features: row.features,
  };
}

/** The feed's page size at most. */
export const STOCK_PAGE_MAX = 100;

/**
 * The dealer's cars changed since `updatedSince` (all of them without it), oldest change first,
 * `limit` at a time; `cursor` (the previous page's `nextCursor`) continues. Keyset on
 * (updated_at, id), by index.
 */
export async function listStock(
  sellerId: string,
  options: { updatedSince?: Date; cursor?: string; limit?: number } = {},
): Promise<{ cars: StockCar[]; nextCursor: string | null }> {
  const limit = Math.min(STOCK_PAGE_MAX, Math.max(1, options.limit ?? 50));
  const where = [eq(listings.sellerId, sellerId)];
  if (options.updatedSince) where.push(gt(listings.updatedAt, options.updatedSince));
  if (options.cursor) {
    const [at, id] = Buffer.from(options.cursor, "base64url").toString().split("|");
    const after = new Date(at ?? "");
    if (!id || Number.isNaN(after.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) throw invalidCursor();
    where.push(
      or(
        gt(listings.updatedAt, after),
        and(eq(listings.updatedAt, after), sql`${listings.id} > ${id}`),
      )!,
    );
  }
  const rows = await db()
    .select()
    .from(listings)
    .where(and(...where))
    .orderBy(asc(listings.updatedAt), asc(listings.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    cars: page.map(toStockCar),
    nextCursor:
      rows.length > limit && last
        ? Buffer.from(`${last.updatedAt.toISOString()}|${last.id}`).toString("base64url")
        : null,
  };
}

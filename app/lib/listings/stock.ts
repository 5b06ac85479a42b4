/**
 * A dealer's stock (docs/decisions/033-dealer-api-keys.md): the stock id (`externalId`) that
 * `/api/dealer/stock/{externalId}` takes, their own stock number, 1-64 letters, digits, dots,
 * underscores, colons or hyphens ("4471", "LAG-2024-0031"), also the database's CHECK; and what a
 * PATCH may change, with the listing's own rules.
 */
import { z } from "zod";
import { ListingRules } from "./listing-schema";

/** A stock id's shape. */
export const EXTERNAL_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** `PATCH /api/dealer/stock/{externalId}`: the fields a dealer's system changes most. */
export const StockPatchSchema = z
  .object({
    price: ListingRules.price.optional(),
    mileage: ListingRules.mileage.nullable().optional(),
    status: z.literal("sold").optional().describe("`sold`: the car was sold (a live car only)."),
  })
  .refine((v) => Object.keys(v).length > 0, "Give price, mileage or status");

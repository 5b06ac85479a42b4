/**
 * The dealer operations' shapes (docs/decisions/033-dealer-api-keys.md): a car of the dealer's
 * stock as their system reads it (`StockCar`) and the feed's query. Like
 * answers.ts, the answer schemas type what the models build; the API tests check every answer.
 */
import { z } from "zod";
import { component } from "../api/answer-components";
import { isoDateTime } from "../api/answers";
import { CATEGORY_IDS, LISTING_STATUSES } from "../vocabulary/domain";

export const StockCarSchema = component(
  "StockCar",
  z
    .object({
      externalId: z.string().nullable().describe("The dealer's own id for the car."),
      id: z.string().describe("MotorMart's id: the car's page is `/car/{id}`."),
      status: z.enum(LISTING_STATUSES),
      awaitingPhotos: z
        .boolean()
        .describe("A new car waits for its first photo before it goes to review."),
      title: z.string(),
      make: z.string(),
      model: z.string(),
      year: z.number().int(),
      price: z.number().int().describe("Naira."),
      mileage: z.number().int().nullable().describe("Kilometres."),
      vin: z.string().nullable().describe("Whole: the dealer's own car."),
      category: z.enum(CATEGORY_IDS),
      state: z.string(),
      updatedAt: isoDateTime.describe("The feed's order."),
    })
    .describe("A car of a dealer's stock, as their system keeps it in step."),
);

/** `GET /api/dealer/stock`'s query. */
export const StockQuerySchema = z.object({
  updatedSince: z.iso
    .datetime({ offset: true })
    .optional()
    .describe("Only cars changed after this moment (ISO 8601)."),
  cursor: z.string().max(200).optional().describe("The previous page's `nextCursor`."),
  limit: z.coerce.number().int().min(1).max(100).optional().describe("1-100, default 50."),
});

/**
 * `GET /api/cars/{id}/price-rating`: the fair-price rating of a public car
 * (docs/product.md#fair-price-rating): `{rating, label, estimate: {low, mid, high},
 * comparables, examples, widening, basis, confidence, caution, method, computedAt}`, or `{rating: null, reason, message,
 * comparables, method, computedAt}` when it has none (too few comparables, not rated yet, or a
 * new price not rated yet). 404 when the car is missing or not public. Read from what the
 * rating job stored; never computed on the request (docs/decisions/021-fair-price-rating.md).
 */
import { z } from "zod";
import { isoDateTime } from "~/lib/api/answers";
import { CONFIDENCES, PRICE_RATINGS, UNRATED_REASONS } from "~/lib/catalogue/price-rating";
import { getPriceRating } from "~/models/pricing/price-rating.server";
import { apiAnswer, apiError, methods, PUBLIC_CACHE } from "~/request/api.server";
import { operations } from "~/request/openapi.server";
import type { Route } from "./+types/price-rating";
import { msg } from "~/i18n/messages";

const naira = z.number().int().describe("Naira.");

/** A rated car: the estimate of its market price and what it was worked out from. */
const RatedSchema = z.object({
  rating: z.enum(PRICE_RATINGS),
  label: z.string().describe('The rating in words ("Great price").'),
  estimate: z
    .object({ low: naira, mid: naira, high: naira })
    .describe("The estimated market price: a fair range around its middle."),
  comparables: z.number().int().min(0).describe("Cars the estimate was worked out from."),
  examples: z
    .array(
      z.object({
        id: z.string(),
        title: z.string(),
        year: z.number().int(),
        mileage: z.number().int().nullable().describe("Kilometres; null when unknown."),
        price: naira,
      }),
    )
    .describe("A few of the comparables that are still public, to link."),
  widening: z
    .string()
    .describe('How far the search for comparables widened ("year ±2, any mileage").'),
  basis: z
    .enum(["model", "make-body"])
    .describe(
      "Which cars were compared: `model` (the same make and model) or `make-body` (the make's other models of the same body type, when the model has too few).",
    ),
  confidence: z
    .enum(CONFIDENCES)
    .describe(
      "How sure the estimate is: `firm` (the model within two years), `fair` (the model over wider years or conditions), `rough` (other models of the make). The backtest's error of each is in the README.",
    ),
  caution: z
    .object({
      reason: z.literal("far-below-comparables"),
      message: z.string(),
      percentBelow: z.number().int().describe("How far under the estimate the price is, in %."),
    })
    .nullable()
    .describe(
      "Set when `rating` is `check`: the price is so far below similar cars that buyers should check before paying anything (docs/decisions/031-bait-proof-price-rating.md).",
    ),
  method: z.string().describe("The method's name and version (`huber-log-price-median-v2`)."),
  computedAt: isoDateTime,
});

/** A car without a rating, and why. */
const UnratedSchema = z.object({
  rating: z.null(),
  reason: z.enum(Object.keys(UNRATED_REASONS) as [keyof typeof UNRATED_REASONS]),
  message: z.string().describe("The reason in words."),
  comparables: z
    .number()
    .int()
    .min(0)
    .nullable()
    .describe("Cars found at the last try; null when it was never rated."),
  method: z.string().nullable(),
  computedAt: isoDateTime.nullable(),
});

const openapi = operations({
  get: {
    operationId: "getPriceRating",
    tag: "Cars",
    summary:
      "A public car's fair-price rating: `data.rating` (great, good, fair, high, overpriced, or check: far below similar cars, with the `caution`) with `estimate {low, mid, high}` in naira, the number of `comparables`, their `basis` and the estimate's `confidence`, a few live `examples`, the `method` and `computedAt`; or `rating: null` with the `reason` (`too-few-comparables`, `not-rated-yet`, `price-changed`).",
    answer: z.union([RatedSchema, UnratedSchema]),
    errors: { 404: "No public car with this id." },
  },
});

const api = methods(
  {
    GET: async ({ params }: Route.LoaderArgs) => {
      const rating = await getPriceRating(params.id);
      if (!rating) return apiError(404, msg("refusals.notFound.car"));
      return apiAnswer(openapi.get, rating, "OK", { headers: PUBLIC_CACHE });
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

/**
 * `GET /api/cars/{id}/price-rating`: the fair-price rating of a public car
 * (docs/product.md#fair-price-rating): `{rating, label, estimate: {low, mid, high},
 * comparables, examples, widening, method, computedAt}`, or `{rating: null, reason, message,
 * comparables, method, computedAt}` when it has none (too few comparables, not rated yet, or a
 * new price not rated yet). 404 when the car is missing or not public. Read from what the
 * rating job stored; never computed on the request (docs/decisions/021-fair-price-rating.md).
 */
import { getPriceRating } from "~/models/listings/price-rating.server";
import { apiError, apiOk, methods, PUBLIC_CACHE } from "~/request/api.server";
import { operations } from "~/request/openapi.server";
import type { Route } from "./+types/price-rating";
import { msg } from "~/i18n/messages";

const openapi = operations({
  get: {
    tag: "Cars",
    summary:
      "A public car's fair-price rating: `data.rating` (great, good, fair, high, overpriced) with `estimate {low, mid, high}` in naira, the number of `comparables`, a few live `examples`, the `method` and `computedAt`; or `rating: null` with the `reason` (`too-few-comparables`, `not-rated-yet`, `price-changed`).",
    errors: { 404: "No public car with this id." },
  },
});

const api = methods(
  {
    GET: async ({ params }: Route.LoaderArgs) => {
      const rating = await getPriceRating(params.id);
      if (!rating) return apiError(404, msg("refusals.notFound.car"));
      return apiOk(rating, "OK", { headers: PUBLIC_CACHE });
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

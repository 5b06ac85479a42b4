/**
 * `GET /api/reviews?make=&page=&limit=`: buyers' reviews of active sellers, newest first, the
 * twin of the /reviews page. `data {reviews, pagination {currentPage, totalPages, total,
 * limit}, makes}`; each review `{id, rating, comment, date, buyer, seller {id, name}, car
 * {make, model, year} | null, carPurchased}` (models/messaging/reviews.server.ts). A bad value is a 400
 * with the message under its parameter.
 */
import { z } from "zod";
import { isoDateTime, PaginationSchema } from "~/lib/api/answers";
import { wholeNumberParam } from "~/lib/api/pagination";
import {
  REVIEWS_MAX_LIMIT,
  REVIEWS_PER_PAGE,
  ReviewListQuerySchema,
} from "~/lib/messaging/review-schema";
import { listReviews, reviewedMakes } from "~/models/messaging/reviews.server";
import { apiAnswer, methods, PUBLIC_CACHE, readQueryWith } from "~/request/api.server";
import { operations } from "~/request/openapi.server";
import type { Route } from "./+types/reviews";

/** The most pages the list goes to (the /reviews page's own bound). */
const MAX_REVIEW_PAGE = 10_000;

/**
 * The query, as the /reviews page reads it (ReviewListQuerySchema) but said as integers, so
 * the document gives `page` and `limit` their real type, bounds and default.
 */
const ReviewsQuerySchema = z.object({
  make: ReviewListQuerySchema.shape.make.describe(
    "Only reviews about a car of this make (any case), e.g. `Toyota`.",
  ),
  page: wholeNumberParam(
    1,
    MAX_REVIEW_PAGE,
    `page must be a whole number from 1 to ${MAX_REVIEW_PAGE}`,
  )
    .prefault(1)
    .describe("Page number, from 1."),
  limit: wholeNumberParam(
    1,
    REVIEWS_MAX_LIMIT,
    `limit must be a whole number from 1 to ${REVIEWS_MAX_LIMIT}`,
  )
    .prefault(REVIEWS_PER_PAGE)
    .describe(`Reviews per page, 1 to ${REVIEWS_MAX_LIMIT}.`),
});

/** A buyer's review of a seller as the public list shows it. */
const PublicReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  date: isoDateTime.describe("When it was written."),
  buyer: z.string().describe("The buyer's first name only."),
  seller: z.object({ id: z.string(), name: z.string() }),
  car: z
    .object({ make: z.string(), model: z.string(), year: z.number().int() })
    .nullable()
    .describe(
      "The car the buyer asked the seller about (fixed when the review was written); null when that listing is gone.",
    ),
  carPurchased: z.string().nullable().describe("What the buyer typed as the car they bought."),
});

const openapi = operations({
  get: {
    operationId: "listReviews",
    tag: "Reviews",
    summary:
      "Buyers' reviews of active sellers, newest first (the /reviews page's twin): `data.reviews`, `data.pagination` and `data.makes` (the makes reviews are about).",
    query: ReviewsQuerySchema,
    answer: z.object({
      reviews: z.array(PublicReviewSchema),
      pagination: PaginationSchema,
      makes: z.array(z.string()).describe("The makes of the cars reviews are about, A to Z."),
    }),
    errors: { 400: "A query value is not valid (`errors` by parameter)." },
  },
});

const api = methods(
  {
    GET: async ({ request }: Route.LoaderArgs) => {
      const query = readQueryWith(request, ReviewsQuerySchema);
      const [{ reviews, pagination }, makes] = await Promise.all([
        listReviews(query),
        reviewedMakes(),
      ]);
      return apiAnswer(openapi.get, { reviews, pagination, makes }, "OK", {
        headers: PUBLIC_CACHE,
      });
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

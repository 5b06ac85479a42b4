/**
 * `GET /api/cars`: the browse query (docs/product.md#api fields plus minMileage,
 * maxMileage, features, category, make); `limit` 1-50. Answers `data.cars` and
 * `data.pagination`; 400 with field errors for bad values (a search text over 100 characters
 * is one: the API never cuts it, only pages do). `userId=me` (signed in) lists the caller's own
 * listings in every status, 401 signed out.
 *
 * `POST /api/cars` (signed in, seller): creates a listing from the product's payload and submits
 * it (counted against the plan's monthly quota: 403 "Upload Limit Reached" past it). It has no
 * photo yet, so it waits: `data {id, status: "draft", awaitingPhotos: true}` and a message
 * saying so; its first photo (`POST /api/uploads/cars/{id}/images`) sends it to review
 * (README, "Selling, moderation and plans").
 */
import { z } from "zod";
import { CarPageSchema } from "~/lib/api/answers";
import { LISTING_STATUSES } from "~/lib/vocabulary/domain";
import { parseBrowseParams } from "~/lib/catalogue/filters";
import { ApiListingSchema } from "~/lib/listings/listing-api-schema";
import { submissionMessage } from "~/lib/listings/listing-status";
import { recordSearch } from "~/models/admin/analytics.server";
import { searchListings } from "~/models/catalogue/search.server";
import { createAndSubmit } from "~/models/selling/selling.server";
import {
  apiAnswer,
  apiValidationError,
  methods,
  NO_STORE,
  PUBLIC_CACHE,
  readJsonWith,
} from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";

/** What an owner sees of their own listings: every status but removed. */
const OWNER_STATUSES = LISTING_STATUSES.filter((s) => s !== "removed");

/**
 * What `POST /api/cars` answers: where the new listing stands. It has no photo yet, so it is
 * always a draft waiting for its first one (selling.server.ts, `sendToReview`).
 */
const CreatedListingSchema = z.object({
  id: z.string(),
  status: z.enum(LISTING_STATUSES).describe("`draft`: a new listing waits for its first photo."),
  awaitingPhotos: z
    .boolean()
    .describe("`true`: its first photo (`POST /api/uploads/cars/{id}/images`) sends it to review."),
});

const openapi = operations({
  get: {
    operationId: "listCars",
    tag: "Cars",
    summary: "Browse: filtered, sorted, paged public cars (`data.cars`, `data.pagination`).",
    query: "browse",
    auth: "optional",
    answer: CarPageSchema,
    errors: {
      400: "A query value is not valid, e.g. a search text over 100 characters (`errors` by field).",
      401: "`userId=me` without signing in.",
    },
  },
  post: {
    operationId: "createCar",
    tag: "Cars",
    summary:
      'Creates a listing and submits it, counted against the monthly quota. It has no photo yet, so it waits out of the review queue (`data {id, status: "draft", awaitingPhotos: true}`) until its first photo (`POST /api/uploads/cars/{id}/images`) sends it to review.',
    auth: "bearer",
    body: ApiListingSchema,
    answer: CreatedListingSchema,
    created: true,
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
      403: "A buyer account (switch to selling first), or Upload Limit Reached: the plan's monthly quota is used.",
    },
  },
});

const api = methods(
  {
    GET: async ({ request }) => {
      const url = new URL(request.url);
      const { filters, errors } = parseBrowseParams(url.searchParams, "strict", new Date(), {
        allowMe: true,
      });
      if (Object.keys(errors).length) return apiValidationError(errors);
      if (filters.sellerId === "me") {
        const user = await requireApiUser(request);
        const result = await searchListings(
          {
            ...filters,
            sellerId: user.id,
            sortBy: filters.sortBy === "relevance" ? "date" : filters.sortBy,
          },
          { statuses: OWNER_STATUSES },
        );
        return apiAnswer(openapi.get, result, "OK", { headers: { "Cache-Control": NO_STORE } });
      }
      if (filters.page === 1) await recordSearch(filters.search);
      const result = await searchListings(filters);
      return apiAnswer(openapi.get, result, "OK", { headers: PUBLIC_CACHE });
    },
    POST: async ({ request }) => {
      const user = await requireApiUser(request);
      const fields = await readJsonWith(request, ApiListingSchema);
      const outcome = await createAndSubmit(user, fields);
      return apiAnswer(openapi.post, outcome, submissionMessage(outcome));
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

/**
 * `GET /api/reviews?make=&page=&limit=`: buyers' reviews of active sellers, newest first, the
 * twin of the /reviews page. `data {reviews, pagination {currentPage, totalPages, total,
 * limit}, makes}`; each review `{id, rating, comment, date, buyer, seller {id, name}, car
 * {make, model, year} | null, carPurchased}` (models/messaging/reviews.server.ts). A bad value is a 400
 * with the message under its parameter.
 */
import { ReviewListQuerySchema } from "~/lib/review-schema";
import { listReviews, reviewedMakes } from "~/models/messaging/reviews.server";
import {
  apiHandler,
  apiOk,
  methodNotAllowed,
  PUBLIC_CACHE,
  readQueryWith,
} from "~/request/api.server";
import type { Route } from "./+types/reviews";

export const loader = apiHandler(async ({ request }: Route.LoaderArgs) => {
  const query = readQueryWith(request, ReviewListQuerySchema);
  const [{ reviews, pagination }, makes] = await Promise.all([listReviews(query), reviewedMakes()]);
  return apiOk({ reviews, pagination, makes }, "OK", { headers: PUBLIC_CACHE });
});

export const action = methodNotAllowed;

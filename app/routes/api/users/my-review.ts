/**
 * `/api/users/{id}/reviews/mine` (docs/decisions/009-messaging.md): the signed-in user's review of
 * seller `{id}`. `GET` answers `{canReview, review}` (review null when none); `PUT` `{rating,
 * comment, carPurchased?}` replaces it; `DELETE` removes it. 400 invalid, 401 signed out, 404 no
 * review of yours (models/messaging/reviews.server.ts).
 */
import { ReviewSchema } from "~/lib/review-schema";
import {
  deleteMyReview,
  reviewEligibility,
  updateMyReview,
} from "~/models/messaging/reviews.server";
import { apiError, apiHandler, apiOk, readJsonWith } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/my-review";

export const loader = apiHandler(async ({ request, params }: Route.LoaderArgs) => {
  const user = await requireApiUser(request);
  return apiOk(await reviewEligibility(user.id, params.id));
});

export const action = apiHandler(async ({ request, params }: Route.ActionArgs) => {
  if (request.method !== "PUT" && request.method !== "DELETE")
    return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  if (request.method === "PUT") {
    const body = await readJsonWith(request, ReviewSchema.strict());
    return apiOk(await updateMyReview(user.id, params.id, body), "Review updated");
  }
  await deleteMyReview(user.id, params.id);
  return apiOk(null, "Review deleted");
});

/**
 * `/api/users/{id}/reviews/mine` (docs/decisions/009-messaging.md): the signed-in user's review of
 * seller `{id}`. `GET` answers `{canReview, review}` (review null when none); `PUT` `{rating,
 * comment, carPurchased?}` replaces it; `DELETE` removes it. 400 invalid, 401 signed out, 404 no
 * review of yours (models/reviews.server.ts).
 */
import { ReviewSchema } from "~/lib/review-schema";
import { deleteMyReview, reviewEligibility, updateMyReview } from "~/models/reviews.server";
import { apiOk, methods, readJsonWith } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/my-review";

const api = methods({
  GET: async ({ request, params }: Route.LoaderArgs) => {
    const user = await requireApiUser(request);
    return apiOk(await reviewEligibility(user.id, params.id));
  },
  PUT: async ({ request, params }: Route.ActionArgs) => {
    const user = await requireApiUser(request);
    const body = await readJsonWith(request, ReviewSchema.strict());
    return apiOk(await updateMyReview(user.id, params.id, body), "Review updated");
  },
  DELETE: async ({ request, params }: Route.ActionArgs) => {
    const user = await requireApiUser(request);
    await deleteMyReview(user.id, params.id);
    return apiOk(null, "Review deleted");
  },
});

export const loader = api;
export const action = api;

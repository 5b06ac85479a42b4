/**
 * `/api/users/{id}/reviews/mine` (docs/decisions/009-messaging.md): the signed-in user's review of
 * seller `{id}`. `GET` answers `{canReview, review}` (review null when none); `PUT` `{rating,
 * comment, carPurchased?}` replaces it; `DELETE` removes it. 400 invalid, 401 signed out, 404 no
 * review of yours (models/messaging/reviews.server.ts).
 */
import { z } from "zod";
import { MyReviewSchema } from "~/lib/account/answers-account";
import { ReviewSchema } from "~/lib/messaging/review-schema";
import {
  deleteMyReview,
  reviewEligibility,
  updateMyReview,
} from "~/models/messaging/reviews.server";
import { apiAnswer, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/my-review";

const openapi = operations({
  get: {
    operationId: "getMyReview",
    tag: "Users",
    summary: "Your review of seller `{id}` (or null) and whether you may write one now.",
    auth: "bearer",
    answer: z.object({
      canReview: z
        .boolean()
        .describe(
          "A review would be accepted now: the seller answered one of your messages, you have not reviewed them, and they are not you.",
        ),
      review: MyReviewSchema.nullable(),
    }),
    errors: AUTH_ERRORS,
  },
  put: {
    operationId: "updateMyReview",
    tag: "Users",
    summary: "Replaces the rating, comment and car purchased of your review of seller `{id}`.",
    auth: "bearer",
    body: ReviewSchema,
    answer: MyReviewSchema,
    errors: { ...BAD_BODY, ...AUTH_ERRORS, 404: "You have no review of this seller." },
  },
  delete: {
    operationId: "deleteMyReview",
    tag: "Users",
    summary: "Deletes your review of seller `{id}`.",
    auth: "bearer",
    answer: z.null(),
    errors: { ...AUTH_ERRORS, 404: "You have no review of this seller." },
  },
});

const api = methods(
  {
    GET: async ({ request, params }: Route.LoaderArgs) => {
      const user = await requireApiUser(request);
      return apiAnswer(openapi.get, await reviewEligibility(user.id, params.id));
    },
    PUT: async ({ request, params }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      const body = await readJsonWith(request, ReviewSchema.strict());
      return apiAnswer(
        openapi.put,
        await updateMyReview(user.id, params.id, body),
        "Review updated",
      );
    },
    DELETE: async ({ request, params }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      await deleteMyReview(user.id, params.id);
      return apiAnswer(openapi.delete, null, "Review deleted");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

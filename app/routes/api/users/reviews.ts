/**
 * `POST /api/users/{id}/reviews` `{rating, comment, carPurchased?}`
 * (docs/decisions/009-messaging.md): the signed-in buyer reviews seller `{id}`. 201 with the
 * review; 400 invalid (field errors) or yourself, 401 signed out, 403 the seller has not answered
 * one of your messages yet, 404 no such seller, 409 you already reviewed this seller
 * (models/messaging/reviews.server.ts).
 */
import { MyReviewSchema } from "~/lib/account/answers-account";
import { ReviewSchema } from "~/lib/messaging/review-schema";
import { writeReview } from "~/models/messaging/reviews.server";
import { apiAnswer, methods, readJsonWith } from "~/request/api.server";
import { AUTH_ERRORS, BAD_BODY, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/reviews";

const openapi = operations({
  post: {
    operationId: "createSellerReview",
    tag: "Users",
    summary:
      "Reviews seller `{id}` (201 `data` the review). Allowed once the seller has answered one of your messages; one review per seller.",
    auth: "bearer",
    body: ReviewSchema,
    answer: MyReviewSchema,
    created: true,
    errors: {
      ...BAD_BODY,
      400: "A field is not valid (`errors` by field), the body is not valid JSON, or the seller is you.",
      ...AUTH_ERRORS,
      403: "The seller has not answered one of your messages yet.",
      404: "No such seller.",
      409: "You have already reviewed this seller.",
    },
  },
});

const api = methods(
  {
    POST: async ({ request, params }: Route.ActionArgs) => {
      const user = await requireApiUser(request);
      const body = await readJsonWith(request, ReviewSchema.strict());
      const review = await writeReview(user.id, params.id, body);
      return apiAnswer(openapi.post, review, "Review published");
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

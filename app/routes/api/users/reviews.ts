/**
 * `POST /api/users/{id}/reviews` `{rating, comment, carPurchased?}`
 * (docs/decisions/009-messaging.md): the signed-in buyer reviews seller `{id}`. 201 with the
 * review; 400 invalid (field errors) or yourself, 401 signed out, 403 the seller has not answered
 * one of your messages yet, 404 no such seller, 409 you already reviewed this seller
 * (models/messaging/reviews.server.ts).
 */
import { ReviewSchema } from "~/lib/review-schema";
import { writeReview } from "~/models/messaging/reviews.server";
import { apiError, apiHandler, apiOk, methodNotAllowed, readJsonWith } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/reviews";

export const loader = methodNotAllowed;

export const action = apiHandler(async ({ request, params }: Route.ActionArgs) => {
  if (request.method !== "POST") return apiError(405, "Method not allowed");
  const user = await requireApiUser(request);
  const body = await readJsonWith(request, ReviewSchema.strict());
  const review = await writeReview(user.id, params.id, body);
  return apiOk(review, "Review published", { status: 201 });
});

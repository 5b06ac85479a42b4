/**
 * The seller profile's action (docs/decisions/009-messaging.md): the signed-in buyer writes,
 * changes or deletes their review of this seller (intents REVIEW_INTENTS). The model validates
 * (lib/review-schema.ts) and checks who may review (models/messaging/reviews.server.ts); a refused post
 * answers the values typed and the errors, with the model's status, so the form shows them again.
 * Success is a redirect to the Reviews tab with a flash message. Signed out: to /login and back.
 */
import { data } from "react-router";
import { REVIEW_INTENTS } from "~/lib/intents";
import { REVIEW_DONE } from "~/lib/reviews";
import { DomainError } from "~/models/shared/errors.server";
import { deleteMyReview, updateMyReview, writeReview } from "~/models/messaging/reviews.server";
import { redirectWithFlash } from "~/request/flash.server";
import { formText, readForm, readIntent } from "~/request/forms.server";
import { requireUser } from "~/request/session.server";
import type { Route } from "./+types/route";

export async function action({ request, params }: Route.ActionArgs) {
  const back = `/seller/${encodeURIComponent(params.id)}?tab=reviews`;
  const user = await requireUser(request, back);
  const form = await readForm(request);
  const intent = readIntent(form, REVIEW_INTENTS);
  // Long enough that a comment over the limit reaches the schema and is refused, not cut.
  const values = {
    rating: formText(form, "rating", 10),
    comment: formText(form, "comment", 5000),
    carPurchased: formText(form, "carPurchased", 1000),
  };
  try {
    if (intent === "delete-review") await deleteMyReview(user.id, params.id);
    else if (intent === "update-review") await updateMyReview(user.id, params.id, values);
    else await writeReview(user.id, params.id, values);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data(
      { intent, values, errors: error.fields ?? {}, message: error.fields ? null : error.message },
      { status: error.status },
    );
  }
  const done =
    intent === "delete-review"
      ? REVIEW_DONE.deleted
      : intent === "update-review"
        ? REVIEW_DONE.updated
        : REVIEW_DONE.written;
  return redirectWithFlash(back, done);
}

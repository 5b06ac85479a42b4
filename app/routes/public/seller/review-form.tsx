/**
 * The seller profile's review box (docs/decisions/009-messaging.md): the signed-in buyer's own
 * review with Edit and Delete, or the form to write or change it. Plain form posts to the seller
 * route's action (action.server.ts) with an intent of REVIEW_INTENTS; the server validates, so the
 * page loads neither Conform nor zod. Edit and Delete are links (`?tab=reviews&review=edit`), so
 * all of it works without JavaScript.
 */
import { Form, Link } from "react-router";
import { FormAlert } from "~/components/form-parts/alerts";
import { ButtonLink } from "~/components/form-parts/button";
import { Field, TextareaField } from "~/components/form-parts/field";
import { IntentButton } from "~/components/form-parts/intent";
import { RadioGroup } from "~/components/form-parts/radio-group";
import type { MessageKey } from "~/i18n/keys";
import { useFormat, useT } from "~/i18n/react";
import type { ReviewIntent } from "~/lib/forms/intents";
import {
  CAR_PURCHASED_MAX,
  RATINGS,
  REVIEW_COMMENT_MAX,
  REVIEW_COMMENT_MIN,
} from "~/lib/messaging/reviews";

/** What the form shows: the values to start from and the server's errors. */
export type ReviewFormState = {
  values: { rating: string; comment: string; carPurchased: string };
  errors?: Record<string, string[] | undefined>;
  message?: string | null;
};

/** lib/messaging/reviews.ts's RATING_LABELS, in the reader's language. */
const RATING_KEYS: Record<(typeof RATINGS)[number], MessageKey> = {
  1: "seller.form.rating1",
  2: "seller.form.rating2",
  3: "seller.form.rating3",
  4: "seller.form.rating4",
  5: "seller.form.rating5",
};

/** "★★★☆☆" for the eye; screen readers read the label's words. */
function Stars({ rating }: { rating: number }) {
  return (
    <span aria-hidden="true" className="text-lg text-amber-600">
      {"★".repeat(rating)}
      <span className="text-slate-300">{"★".repeat(5 - rating)}</span>
    </span>
  );
}

/** The form to write (`write-review`) or change (`update-review`) one's review. */
export function ReviewForm({
  intent,
  state,
  cancelHref,
}: {
  intent: Extract<ReviewIntent, "write-review" | "update-review">;
  state: ReviewFormState;
  cancelHref?: string;
}) {
  const { values, errors = {}, message } = state;
  const t = useT();
  const f = useFormat();
  const heading = intent === "write-review" ? t("seller.form.write") : t("seller.form.edit");
  return (
    <section
      aria-labelledby="review-form-heading"
      className="mb-6 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="review-form-heading" className="font-semibold">
        {heading}
      </h2>
      <Form method="post" className="mt-3 space-y-4">
        {message && <FormAlert errors={[message]} />}
        <RadioGroup
          legend={t("seller.form.rating")}
          name="rating"
          errorId="review-rating-error"
          options={RATINGS.map((r) => ({ value: r, label: t(RATING_KEYS[r]) }))}
          chosen={values.rating}
          errors={errors.rating}
          className="mt-2 flex flex-wrap gap-x-5 gap-y-2"
          renderLabel={(o) => (
            <span className="inline-flex items-center gap-1">
              <Stars rating={Number(o.value)} />
              <span>{o.label}</span>
            </span>
          )}
        />
        <TextareaField
          label={t("seller.form.comment")}
          id="review-comment"
          name="comment"
          errors={errors.comment}
          defaultValue={values.comment}
          rows={4}
          maxLength={REVIEW_COMMENT_MAX}
          required
          hint={t("seller.form.commentHint", {
            min: REVIEW_COMMENT_MIN,
            max: f.count(REVIEW_COMMENT_MAX),
          })}
        />
        <Field
          label={t("seller.form.car")}
          id="review-car"
          name="carPurchased"
          errors={errors.carPurchased}
          defaultValue={values.carPurchased}
          maxLength={CAR_PURCHASED_MAX}
          placeholder={t("seller.form.carPlaceholder")}
        />
        <div className="flex flex-wrap items-center gap-3">
          <IntentButton<ReviewIntent> value={intent}>
            {intent === "write-review" ? t("seller.form.publish") : t("seller.form.save")}
          </IntentButton>
          {cancelHref && (
            <Link
              to={cancelHref}
              preventScrollReset
              replace
              className="text-brand-700 font-semibold hover:underline"
            >
              {t("seller.form.cancel")}
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}

/** The buyer's own review, with Edit and Delete (Delete asks first). */
export function MyReviewBox({
  review,
  confirmDelete,
  tabHref,
  message,
}: {
  review: { rating: number; comment: string; carPurchased: string | null };
  confirmDelete: boolean;
  tabHref: string;
  message?: string | null;
}) {
  const t = useT();
  return (
    <section
      aria-labelledby="my-review-heading"
      className="mb-6 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="my-review-heading" className="font-semibold">
        {t("seller.form.yours")}
      </h2>
      {message && (
        <div className="mt-3">
          <FormAlert errors={[message]} />
        </div>
      )}
      <p className="mt-2" aria-label={t("seller.stars", { rating: review.rating })}>
        <Stars rating={review.rating} />
      </p>
      <p className="mt-1 whitespace-pre-line text-slate-800">{review.comment}</p>
      {review.carPurchased && (
        <p className="mt-1 text-sm text-slate-600">
          {t("seller.reviews.bought", { car: review.carPurchased })}
        </p>
      )}
      {confirmDelete ? (
        <Form
          method="post"
          className="mt-4 rounded-md border border-red-200 bg-red-50 p-4"
          aria-labelledby="delete-review-heading"
        >
          <p id="delete-review-heading" className="font-semibold text-red-900">
            {t("seller.form.deleteConfirm")}
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <IntentButton<ReviewIntent> variant="destructive" value="delete-review">
              {t("seller.form.deleteReview")}
            </IntentButton>
            <Link
              to={tabHref}
              preventScrollReset
              replace
              className="text-brand-700 font-semibold hover:underline"
            >
              {t("seller.form.cancel")}
            </Link>
          </div>
        </Form>
      ) : (
        <p className="mt-4 flex gap-3">
          <ButtonLink
            to={`${tabHref}&review=edit`}
            preventScrollReset
            replace
            variant="secondary"
            size="sm"
          >
            {t("seller.form.editButton")}
          </ButtonLink>
          <ButtonLink
            to={`${tabHref}&review=delete`}
            preventScrollReset
            replace
            variant="danger"
            size="sm"
          >
            {t("seller.form.deleteButton")}
          </ButtonLink>
        </p>
      )}
    </section>
  );
}

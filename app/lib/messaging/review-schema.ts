/**
 * A seller review's payload (docs/decisions/009-messaging.md): `POST /api/users/{id}/reviews`, `PUT
 * .../reviews/mine` and the review form on the seller profile validate with this schema. Rating a
 * whole number from 1 to 5; comment 10 to 1,000 characters; car purchased optional, at most 120.
 * The figures live in reviews.ts so the seller page can show them without zod.
 */
import { z } from "zod";
import { msg } from "~/i18n/messages";
import { CAR_PURCHASED_MAX, RATINGS, REVIEW_COMMENT_MAX, REVIEW_COMMENT_MIN } from "./reviews";
import { line, paragraph } from "../forms/text";

// Message keys, read in the reader's language where shown (docs/decisions/023-languages.md,
// "Messages as keys"); the English texts are unchanged.
const commentText = msg("seller.error.comment", {
  min: REVIEW_COMMENT_MIN,
  max: REVIEW_COMMENT_MAX,
});
const ratingText = msg("seller.error.rating");

export const ReviewSchema = z.object({
  // Forms send text; the API sends a number.
  rating: z.coerce
    .number({ error: ratingText })
    .int(ratingText)
    .min(RATINGS[0], ratingText)
    .max(RATINGS[RATINGS.length - 1], ratingText),
  comment: paragraph(REVIEW_COMMENT_MAX, commentText).min(REVIEW_COMMENT_MIN, commentText),
  carPurchased: line(CAR_PURCHASED_MAX)
    .nullish()
    .transform((v) => v || null),
});

export type ReviewInput = z.output<typeof ReviewSchema>;

/** Reviews per page on /reviews and `GET /api/reviews` by default, and at most. */
export const REVIEWS_PER_PAGE = 12;
export const REVIEWS_MAX_LIMIT = 50;

const whole = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `${name} must be a whole number from 1 to ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, `${name} must be a whole number from 1 to ${max}`)
        .max(max, `${name} must be a whole number from 1 to ${max}`),
    );

/**
 * The query of the reviews list (/reviews and `GET /api/reviews`): `make` (the make of the car
 * the buyer asked about, any case), `page` from 1 and `limit` up to REVIEWS_MAX_LIMIT.
 */
export const ReviewListQuerySchema = z.object({
  make: line(40, "At most 40 characters")
    .optional()
    .transform((v) => v || undefined),
  page: whole("page", 10_000).default(1),
  limit: whole("limit", REVIEWS_MAX_LIMIT).default(REVIEWS_PER_PAGE),
});

export type ReviewListQuery = z.output<typeof ReviewListQuerySchema>;

/**
 * The rules and words of seller reviews (docs/decisions/009-messaging.md;
 * docs/product.md#seller-profile) that the seller page shows without loading zod: a rating of 1 to
 * 5 stars, a comment of 10 to 1,000 characters and an optional car purchased of at most 120.
 * review-schema.ts validates with these figures.
 */

export const REVIEW_COMMENT_MIN = 10;
export const REVIEW_COMMENT_MAX = 1000;
export const CAR_PURCHASED_MAX = 120;
export const RATINGS = [1, 2, 3, 4, 5] as const;

/** What each star rating means, for its radio button's label. */
export const RATING_LABELS: Record<(typeof RATINGS)[number], string> = {
  1: "1 star: poor",
  2: "2 stars: fair",
  3: "3 stars: good",
  4: "4 stars: very good",
  5: "5 stars: excellent",
};

/** The flash messages after a review is written, changed or deleted. */
export const REVIEW_DONE = {
  written: "Thank you for your review.",
  updated: "Your review is updated.",
  deleted: "Your review is deleted.",
} as const;

/** Why a signed-in buyer may not review yet (the 403 of writeReview). */
export const REVIEW_NOT_ELIGIBLE =
  "You can review a seller after they have answered one of your messages";

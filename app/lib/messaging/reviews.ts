/**
 * The rules and words of seller reviews (docs/decisions/009-messaging.md;
 * docs/product.md#seller-profile) that the seller page shows without loading zod: a rating of 1 to
 * 5 stars, a comment of 10 to 1,000 characters and an optional car purchased of at most 120.
 * review-schema.ts validates with these figures.
 */
import { msg } from "~/i18n/messages";

export const REVIEW_COMMENT_MIN = 10;
export const REVIEW_COMMENT_MAX = 1000;
export const CAR_PURCHASED_MAX = 120;
export const RATINGS = [1, 2, 3, 4, 5] as const;

// The star ratings' labels and the flash messages after a review is written, changed or
// deleted are the `seller` catalogue's (app/locales/*/seller.json, 023-languages.md).

/** Why a signed-in buyer may not review yet (the 403 of writeReview), a `seller` message key. */
export const REVIEW_NOT_ELIGIBLE = msg("seller.refusal.notEligible");

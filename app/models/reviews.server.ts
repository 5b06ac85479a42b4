/**
 * Writing seller reviews (issue 10; public-pages.md, Seller profile). Reading them, with the
 * profile's average and count, is seller.server.ts's: both are computed from `seller_reviews`,
 * so they follow every write here.
 *
 * Rules:
 * - A buyer may review a seller once a conversation they started with that seller got at
 *   least one answer from the seller (`conversations.seller_first_reply_at`); before that 403.
 * - One review per buyer and seller (the unique index `seller_reviews_one_per_reviewer`): a
 *   second is 409; the buyer edits or deletes the one they wrote.
 * - Nobody reviews themselves (400); a seller who is unknown or not active is 404.
 * - Rating a whole number of stars from 1 to 5, comment 10 to 1,000 characters, car purchased
 *   optional and at most 120 (lib/review-schema.ts; 400 with field errors).
 */
import { and, eq, isNotNull } from "drizzle-orm";
import { z } from "zod";
import { conversations, sellerReviews, users } from "#db/schema";
import { db } from "#db/connection";
import { isUuid } from "~/lib/ids";
import { ReviewSchema, type ReviewInput } from "~/lib/review-schema";
import { REVIEW_NOT_ELIGIBLE } from "~/lib/reviews";
import { DomainError, notFound } from "./errors.server";

/** A review as its author sees it. Times are ISO strings. */
export type MyReview = {
  id: string;
  sellerId: string;
  rating: number;
  comment: string;
  carPurchased: string | null;
  createdAt: string;
  updatedAt: string | null;
};

type Row = typeof sellerReviews.$inferSelect;

const view = (r: Row): MyReview => ({
  id: r.id,
  sellerId: r.sellerId,
  rating: r.rating,
  comment: r.comment,
  carPurchased: r.carPurchased,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt?.toISOString() ?? null,
});

function parseReview(input: z.input<typeof ReviewSchema>): ReviewInput {
  const parsed = ReviewSchema.safeParse(input);
  if (!parsed.success)
    throw new DomainError(
      400,
      "Some values are not valid",
      z.flattenError(parsed.error).fieldErrors as Record<string, string[]>,
    );
  return parsed.data;
}

/** Whether the unique index on (seller, reviewer) refused a write (either driver's shape). */
function isSecondReview(error: unknown): boolean {
  type PgError = { constraint?: string; constraint_name?: string };
  const cause = (error as { cause?: PgError }).cause ?? (error as PgError);
  const name = cause.constraint ?? cause.constraint_name;
  return name === "seller_reviews_one_per_reviewer";
}

async function requireActiveSeller(sellerId: string) {
  const [s] = isUuid(sellerId)
    ? await db()
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, sellerId), eq(users.status, "active")))
        .limit(1)
    : [];
  if (!s) throw notFound("Seller");
}

/** Whether `buyerId` started a conversation with `sellerId` that the seller answered. */
async function wasAnswered(buyerId: string, sellerId: string): Promise<boolean> {
  const [row] = await db()
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.buyerId, buyerId),
        eq(conversations.sellerId, sellerId),
        isNotNull(conversations.sellerFirstReplyAt),
      ),
    )
    .limit(1);
  return !!row;
}

async function findMyReview(reviewerId: string, sellerId: string): Promise<Row | null> {
  if (!isUuid(sellerId)) return null;
  const [row] = await db()
    .select()
    .from(sellerReviews)
    .where(and(eq(sellerReviews.sellerId, sellerId), eq(sellerReviews.reviewerId, reviewerId)))
    .limit(1);
  return row ?? null;
}

/**
 * Writes `reviewerId`'s review of `sellerId` (`{rating, comment, carPurchased?}`) and answers
 * it. Errors: 400 invalid or the reviewer's own profile, 403 no answered conversation with the
 * seller yet, 404 seller unknown or not active, 409 already reviewed.
 */
export async function writeReview(
  reviewerId: string,
  sellerId: string,
  input: z.input<typeof ReviewSchema>,
): Promise<MyReview> {
  const review = parseReview(input);
  if (reviewerId === sellerId) throw new DomainError(400, "You cannot review yourself");
  await requireActiveSeller(sellerId);
  if (!(await wasAnswered(reviewerId, sellerId))) throw new DomainError(403, REVIEW_NOT_ELIGIBLE);
  try {
    const [row] = await db()
      .insert(sellerReviews)
      .values({ sellerId, reviewerId, ...review })
      .returning();
    return view(row);
  } catch (error) {
    if (isSecondReview(error))
      throw new DomainError(409, "You have already reviewed this seller: edit your review instead");
    throw error;
  }
}

/**
 * Replaces the rating, comment and car purchased of `reviewerId`'s review of `sellerId` and
 * answers it. Errors: 400 invalid, 404 "Review not found" when they have none.
 */
export async function updateMyReview(
  reviewerId: string,
  sellerId: string,
  input: z.input<typeof ReviewSchema>,
): Promise<MyReview> {
  const review = parseReview(input);
  if (!isUuid(sellerId)) throw notFound("Review");
  const [row] = await db()
    .update(sellerReviews)
    .set({ ...review, updatedAt: new Date() })
    .where(and(eq(sellerReviews.sellerId, sellerId), eq(sellerReviews.reviewerId, reviewerId)))
    .returning();
  if (!row) throw notFound("Review");
  return view(row);
}

/** Deletes `reviewerId`'s review of `sellerId`. Errors: 404 "Review not found" when none. */
export async function deleteMyReview(reviewerId: string, sellerId: string): Promise<void> {
  if (!isUuid(sellerId)) throw notFound("Review");
  const deleted = await db()
    .delete(sellerReviews)
    .where(and(eq(sellerReviews.sellerId, sellerId), eq(sellerReviews.reviewerId, reviewerId)))
    .returning({ id: sellerReviews.id });
  if (!deleted.length) throw notFound("Review");
}

/**
 * What `viewerId` may do about reviewing `sellerId`: `review` is the one they wrote (or
 * null); `canReview` is whether writing one now would be accepted (an answered conversation,
 * no review yet, not themselves).
 */
export async function reviewEligibility(
  viewerId: string,
  sellerId: string,
): Promise<{ canReview: boolean; review: MyReview | null }> {
  if (viewerId === sellerId || !isUuid(sellerId)) return { canReview: false, review: null };
  const [row, answered] = await Promise.all([
    findMyReview(viewerId, sellerId),
    wasAnswered(viewerId, sellerId),
  ]);
  return { canReview: !row && answered, review: row ? view(row) : null };
}

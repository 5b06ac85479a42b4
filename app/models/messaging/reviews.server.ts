/**
 * Writing seller reviews (docs/decisions/009-messaging.md; docs/product.md#seller-profile). Reading
 * them, with the profile's average and count, is listings/sellers.server.ts's: both are computed from
 * `seller_reviews`, so they follow every write here.
 *
 * Rules:
 * - A buyer may review a seller once a conversation they started with that seller got at
 *   least one answer from the seller (`conversations.seller_first_reply_at`); before that 403.
 * - One review per buyer and seller (the unique index `seller_reviews_one_per_reviewer`): a
 *   second is 409; the buyer edits or deletes the one they wrote.
 * - Nobody reviews themselves (400); a seller who is unknown or not active is 404.
 * - Rating a whole number of stars from 1 to 5, comment 10 to 1,000 characters, car purchased
 *   optional and at most 120 (lib/messaging/review-schema.ts; 400 with field errors).
 */
import { sellerKey, tagPage } from "~/services/page-keys.server";
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { z } from "zod";
import { conversations, listings, sellerReviews, users } from "#db/schema";
import { db, queryRows } from "#db/connection";
import { isUuid } from "~/lib/forms/ids";
import {
  ReviewSchema,
  type ReviewInput,
  type ReviewListQuery,
} from "~/lib/messaging/review-schema";
import type { Pagination } from "~/lib/api/types";
import { REVIEW_NOT_ELIGIBLE } from "~/lib/messaging/reviews";
import { DomainError, notFound } from "../shared/errors.server";
import { msg } from "~/i18n/messages";
import { sellerName } from "../identity/users.server";

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
      msg("forms.api.invalid"),
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

/**
 * The latest conversation `buyerId` started with `sellerId` that the seller answered (what
 * allows a review, and whose car the review is about), or null.
 */
async function answeredConversation(
  buyerId: string,
  sellerId: string,
): Promise<{ listingId: string | null } | null> {
  const [row] = await db()
    .select({ listingId: conversations.listingId })
    .from(conversations)
    .where(
      and(
        eq(conversations.buyerId, buyerId),
        eq(conversations.sellerId, sellerId),
        isNotNull(conversations.sellerFirstReplyAt),
      ),
    )
    .orderBy(desc(conversations.createdAt))
    .limit(1);
  return row ?? null;
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
  if (reviewerId === sellerId) throw new DomainError(400, msg("seller.refusal.self"));
  await requireActiveSeller(sellerId);
  const answered = await answeredConversation(reviewerId, sellerId);
  if (!answered) throw new DomainError(403, REVIEW_NOT_ELIGIBLE);
  try {
    const [row] = await db()
      .insert(sellerReviews)
      .values({ sellerId, reviewerId, listingId: answered.listingId, ...review })
      .returning();
    return view(row);
  } catch (error) {
    if (isSecondReview(error)) throw new DomainError(409, msg("seller.refusal.already"));
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
    answeredConversation(viewerId, sellerId),
  ]);
  return { canReview: !row && !!answered, review: row ? view(row) : null };
}

/** A review on the public reviews page (and `GET /api/reviews`). `date` is an ISO string. */
export type PublicReview = {
  id: string;
  rating: number;
  comment: string;
  date: string;
  /** The buyer's first name only. */
  buyer: string;
  seller: { id: string; name: string };
  /** The car the buyer asked the seller about (the listing of the answered conversation that
   * allowed the review, fixed when it was written, whatever its status now), or null when
   * that listing is gone. */
  car: { make: string; model: string; year: number } | null;
  /** What the buyer typed as the car they bought, if anything. */
  carPurchased: string | null;
};

/**
 * Each review with its car (`seller_reviews.listing_id`, recorded by writeReview). Reviews
 * whose seller is not active are left out (a suspended seller leaves every public page:
 * README, Admin panel); a review deleted by its author or by staff no longer exists.
 */
const REVIEWS_WITH_CAR = sql`
  from ${sellerReviews} r
  join ${users} s on s.id = r.seller_id and s.status = 'active'
  join ${users} b on b.id = r.reviewer_id
  left join ${listings} car on car.id = r.listing_id`;

type ReviewRow = {
  id: string;
  rating: number;
  comment: string;
  car_purchased: string | null;
  created_at: string;
  buyer: string;
  seller_id: string;
  seller_first: string;
  seller_last: string;
  seller_business: string | null;
  seller_type: string | null;
  make: string | null;
  model: string | null;
  year: number | null;
};

/**
 * Buyers' reviews of sellers, newest first (ties by id), `limit` a page from page 1, only of
 * active sellers, optionally only those whose car is of `make` (any case). Answers the page
 * and `pagination {currentPage, totalPages, total, limit}`; a page past the end is empty.
 */
export async function listReviews(
  query: Pick<Partial<ReviewListQuery>, "make"> & Omit<ReviewListQuery, "make">,
): Promise<{ reviews: PublicReview[]; pagination: Pagination }> {
  const { page, limit } = query;
  const where = query.make ? sql`where lower(car.make) = lower(${query.make})` : sql``;
  const [rows, [counted]] = await Promise.all([
    queryRows<ReviewRow>(sql`
      select r.id, r.rating, r.comment, r.car_purchased,
        to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
        b.first_name as buyer, s.id as seller_id, s.first_name as seller_first,
        s.last_name as seller_last, s.business_name as seller_business,
        s.seller_type as seller_type, car.make, car.model, car.year
      ${REVIEWS_WITH_CAR}
      ${where}
      order by r.created_at desc, r.id desc
      limit ${limit} offset ${(page - 1) * limit}`),
    queryRows<{ n: number }>(sql`select count(*)::int as n ${REVIEWS_WITH_CAR} ${where}`),
  ]);
  const total = Number(counted?.n ?? 0);
  tagPage(...rows.map((r) => sellerKey(r.seller_id)));
  return {
    reviews: rows.map((r) => ({
      id: r.id,
      rating: Number(r.rating),
      comment: r.comment,
      date: r.created_at,
      buyer: r.buyer,
      seller: {
        id: r.seller_id,
        name: sellerName({
          firstName: r.seller_first,
          lastName: r.seller_last,
          businessName: r.seller_business,
          sellerType: r.seller_type,
        }),
      },
      car: r.make && r.model ? { make: r.make, model: r.model, year: Number(r.year) } : null,
      carPurchased: r.car_purchased,
    })),
    pagination: {
      currentPage: page,
      totalPages: Math.max(1, Math.ceil(total / limit)),
      total,
      limit,
    },
  };
}

/** The makes of the cars that listed reviews are about, A to Z: the reviews page's filter. */
export async function reviewedMakes(): Promise<string[]> {
  const rows = await queryRows<{ make: string }>(
    sql`select distinct car.make ${REVIEWS_WITH_CAR} where car.make is not null order by car.make`,
  );
  return rows.map((r) => r.make);
}

/**
 * Seller profiles, a seller's public listings and their reviews (docs/product.md#seller-profile).
 * Ratings are real reviews' averages (docs/product.md#product-decisions: no sample reviews);
 * response rate and time come from the seller's conversations (messaging/conversations.server.ts,
 * `responseStats`).
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { listings, sellerReviews, users } from "#db/schema";
import { placeName } from "~/lib/catalogue/catalog";
import { db } from "#db/connection";
import { defaultFilters } from "~/lib/catalogue/filters";
import type { ListingCard, Pagination, Review, SellerProfile } from "~/lib/api/types";
import { responseStats } from "../messaging/conversations.server";
import { isListingId, isPublic } from "../shared/public-listings.server";
import { searchListings, sellerSummaries } from "./search.server";
import { sellerKey, tagPage } from "~/services/page-keys.server";

/** The public profile of a seller (any active account that has or had listings), or null. */
export async function getSellerProfile(id: string): Promise<SellerProfile | null> {
  if (!isListingId(id)) return null;
  tagPage(sellerKey(id));
  const [user] = await db()
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, "active")))
    .limit(1);
  if (!user) return null;
  const [counts, summary, response] = await Promise.all([
    db()
      .select({
        active: sql<number>`count(*) filter (where ${isPublic(new Date())})`.mapWith(Number),
        sold: sql<number>`count(*) filter (where ${listings.status} = 'sold')`.mapWith(Number),
        all: sql<number>`count(*)`.mapWith(Number),
      })
      .from(listings)
      .where(eq(listings.sellerId, id)),
    sellerSummaries([id]),
    responseStats([id]),
  ]);
  const c = counts[0];
  if (user.accountType === "buyer" && c.all === 0) return null;
  const s = summary.get(id)!;
  const name = `${user.firstName} ${user.lastName}`.trim();
  return {
    id: user.id,
    name,
    businessName: user.businessName && user.businessName !== name ? user.businessName : null,
    avatar: user.avatar,
    coverImage: user.coverImage,
    verified: user.verified,
    addressChecked: user.addressVerifiedAt !== null,
    registeredBusiness: user.businessVerifiedAt !== null,
    type: user.sellerType ?? "individual",
    rating: s.rating,
    totalReviews: s.totalReviews,
    activeListings: c.active,
    soldCars: c.sold,
    responseRate: response.get(id)?.responseRate ?? null,
    responseTime: response.get(id)?.responseTime ?? null,
    memberSince: user.createdAt.toISOString(),
    phone: user.phone,
    email: user.email,
    address: user.address,
    location: user.state ? placeName(user.state, user.city) : null,
    website: user.website,
    description: user.description,
    services: user.services,
    certifications: user.certifications,
    workingHours: user.workingHours ?? null,
  };
}

/** A seller's active listings, newest first, `limit` per page (the profile shows 6). */
export async function getSellerListings(
  sellerId: string,
  page = 1,
  limit = 6,
): Promise<{ cars: ListingCard[]; pagination: Pagination }> {
  return searchListings({
    ...defaultFilters(),
    sellerId,
    sortBy: "date",
    sortOrder: "desc",
    page,
    limit,
  });
}

/** A seller's reviews, newest first, with the reviewer shown as "Ada O." */
export async function getSellerReviews(sellerId: string, limit = 50): Promise<Review[]> {
  if (!isListingId(sellerId)) return [];
  tagPage(sellerKey(sellerId));
  const rows = await db()
    .select({
      id: sellerReviews.id,
      rating: sellerReviews.rating,
      comment: sellerReviews.comment,
      carPurchased: sellerReviews.carPurchased,
      createdAt: sellerReviews.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(sellerReviews)
    .innerJoin(users, eq(users.id, sellerReviews.reviewerId))
    .where(eq(sellerReviews.sellerId, sellerId))
    .orderBy(desc(sellerReviews.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    reviewer: `${r.firstName} ${r.lastName.charAt(0)}.`.trim(),
    rating: r.rating,
    date: r.createdAt.toISOString(),
    comment: r.comment,
    carPurchased: r.carPurchased,
  }));
}

/**
 * Seller numbers computed from recorded events: views (one per visitor per Lagos day, bots
 * excluded, in `listing_views`), saves (`favourites`) and inquiries (conversations started
 * about a listing, messaging/conversations.server.ts), the dashboard's stat cards, trust score and
 * recent activity.
 * Trust score (docs/product.md#trust-and-verification): e-mail verified +25, phone verified +25,
 * identity approved +50.
 */
import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { favourites, listingViews, listings, userActivity, users } from "#db/schema";
import { db } from "#db/connection";
import { trustScoreOf } from "~/lib/vocabulary/domain-trust";
import { conversationCounts, inquiryCounts } from "../messaging/conversations.server";
import type { Language } from "~/i18n/languages";
import { activityText } from "../shared/audit.server";

export type ListingAnalytics = {
  id: string;
  title: string;
  status: string;
  views: number;
  saves: number;
  inquiries: number;
  /** Views per Lagos day, oldest first, `days` entries. */
  daily: { day: string; views: number }[];
};

function lagosDay(d: Date) {
  return new Date(d.getTime() + 3600_000).toISOString().slice(0, 10);
}

export async function listingAnalytics(
  userId: string,
  days = 30,
  now = new Date(),
): Promise<ListingAnalytics[]> {
  const own = await db()
    .select({
      id: listings.id,
      title: listings.title,
      status: listings.status,
      views: listings.views,
    })
    .from(listings)
    .where(and(eq(listings.sellerId, userId), sql`${listings.status} not in ('draft', 'removed')`))
    .orderBy(desc(listings.createdAt));
  if (!own.length) return [];
  const ids = own.map((l) => l.id);
  const since = lagosDay(new Date(now.getTime() - (days - 1) * 86_400_000));
  const [perDay, saves, inquiries] = await Promise.all([
    db()
      .select({
        listingId: listingViews.listingId,
        day: listingViews.day,
        views: sql<number>`count(*)`.mapWith(Number),
      })
      .from(listingViews)
      .where(and(inArray(listingViews.listingId, ids), gte(listingViews.day, since)))
      .groupBy(listingViews.listingId, listingViews.day),
    db()
      .select({ listingId: favourites.listingId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(favourites)
      .where(inArray(favourites.listingId, ids))
      .groupBy(favourites.listingId),
    inquiryCounts(ids),
  ]);
  const dayList = Array.from({ length: days }, (_, i) =>
    lagosDay(new Date(now.getTime() - (days - 1 - i) * 86_400_000)),
  );
  return own.map((l) => ({
    id: l.id,
    title: l.title,
    status: l.status,
    views: l.views,
    saves: saves.find((s) => s.listingId === l.id)?.n ?? 0,
    inquiries: inquiries.get(l.id) ?? 0,
    daily: dayList.map((day) => ({
      day,
      views: perDay.find((p) => p.listingId === l.id && p.day === day)?.views ?? 0,
    })),
  }));
}

export async function trustScore(userId: string): Promise<number> {
  const [u] = await db()
    .select({
      email: users.emailVerifiedAt,
      phone: users.phoneVerifiedAt,
      identity: users.identityVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!u) return 0;
  return trustScoreOf({
    emailVerifiedAt: u.email,
    phoneVerifiedAt: u.phone,
    identityVerifiedAt: u.identity,
  });
}

export type DashboardStats = {
  totalListings: number;
  totalViews: number;
  /** Conversations buyers started with the user as seller. */
  inquiries: number;
  savedCars: number;
  /** The user's conversations, on either side, with an active account and no block. */
  activeChats: number;
  trustScore: number;
};

/** The dashboard's six stat cards (docs/product.md#dashboard) for `userId`. */
export async function dashboardStats(userId: string): Promise<DashboardStats> {
  const [[l], [s], trust, chats] = await Promise.all([
    db()
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        views: sql<number>`coalesce(sum(${listings.views}), 0)`.mapWith(Number),
      })
      .from(listings)
      .where(and(eq(listings.sellerId, userId), sql`${listings.status} <> 'removed'`)),
    db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(favourites)
      .where(eq(favourites.userId, userId)),
    trustScore(userId),
    conversationCounts(userId),
  ]);
  return {
    totalListings: l.n,
    totalViews: l.views,
    inquiries: chats.inquiries,
    savedCars: s.n,
    activeChats: chats.activeChats,
    trustScore: trust,
  };
}

/**
 * A user's newest activity lines (newest first, at most `limit`), each message in the reader's
 * `language` with dates in their `timeZone` (audit.server.ts `activityText`).
 */
export async function recentActivity(
  userId: string,
  reader: { language: Language; timeZone: string } = { language: "en", timeZone: "Africa/Lagos" },
  limit = 10,
) {
  const rows = await db()
    .select({
      id: userActivity.id,
      type: userActivity.type,
      message: userActivity.message,
      listingId: userActivity.listingId,
      createdAt: userActivity.createdAt,
    })
    .from(userActivity)
    .where(eq(userActivity.userId, userId))
    .orderBy(desc(userActivity.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    message: activityText(r.message, reader.language, reader.timeZone),
  }));
}

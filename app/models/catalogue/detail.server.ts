/**
 * A car's detail (the car page and `GET /api/cars/{id}`): a public listing with its photos,
 * seller summary, inspection and financing offers, the seller's response time from messaging
 * (messaging/conversations.server.ts), and the view counter (one view per visitor per Lagos day,
 * at most VIEWS_PER_IP_PER_DAY per IP, bots excluded; docs/product.md#car-detail).
 */
import { listingPhotosOf, sellerSummaries } from "./search.server";
import { isPublic, isListingId } from "../shared/public-listings.server";
import { and, eq, sql } from "drizzle-orm";
import crypto from "node:crypto";
import {
  financingOffers,
  inspections,
  listings,
  listingViews,
  rateLimits,
  userActivity,
  users,
} from "#db/schema";
import { placeName } from "~/lib/catalogue/catalog";
import { db, queryRows } from "#db/connection";
import type { ListingDetail } from "~/lib/api/types";
import { maskVin, vinAgreement } from "~/lib/listings/vin";
import { carKey, sellerKey, tagPage } from "~/services/page-keys.server";
import { responseStats } from "../messaging/conversations.server";
import { msg } from "~/i18n/messages";

/** The detail of a public car, or null when the id is unknown, malformed or not public. */
export async function getCarDetail(id: string): Promise<ListingDetail | null> {
  const car = await getPublicListing(id);
  if (!car) return null;
  const stats = (await responseStats([car.seller.id])).get(car.seller.id);
  return { ...car, seller: { ...car.seller, responseTime: stats?.responseTime ?? null } };
}

/**
 * The car detail of a public (`active`) listing, or null when the id is unknown, malformed or
 * the listing is not public. The seller's phone is shown to every visitor when the seller gave
 * one; `seller.whatsapp` is true only when they also ticked "Buyers may message me on WhatsApp"
 * (docs/product.md#car-detail).
 */
export async function getPublicListing(
  id: string,
  now = new Date(),
): Promise<ListingDetail | null> {
  if (!isListingId(id)) return null;
  const [row] = await db()
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), isPublic(now)))
    .limit(1);
  if (!row) return null;
  tagPage(carKey(row.id), sellerKey(row.sellerId));

  const [photos, inspection, financing, seller, sellerCount] = await Promise.all([
    listingPhotosOf(id),
    db().select().from(inspections).where(eq(inspections.listingId, id)).limit(1),
    db().select().from(financingOffers).where(eq(financingOffers.listingId, id)).limit(1),
    db()
      .select({ phone: users.phone, whatsapp: users.whatsapp, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, row.sellerId))
      .limit(1),
    db()
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(listings)
      .where(and(eq(listings.sellerId, row.sellerId), isPublic(now))),
  ]);
  const summary = (await sellerSummaries([row.sellerId])).get(row.sellerId)!;
  const insp = inspection[0];
  const fin = financing[0];
  return {
    id: row.id,
    title: row.title,
    make: row.make,
    model: row.model,
    trim: row.trim,
    price: row.price,
    year: row.year,
    mileage: row.mileage,
    fuelType: row.fuelType,
    transmission: row.transmission,
    bodyType: row.bodyType,
    color: row.color,
    drivetrain: row.drivetrain,
    engineCc: row.engineCc,
    seats: row.seats,
    category: row.category,
    conditionGrade: row.conditionGrade,
    certified: row.certified,
    registered: row.registered,
    vin: row.vin
      ? { masked: maskVin(row.vin), matches: vinAgreement(row.vin, row.vinCheck) }
      : null,
    negotiable: row.negotiable,
    state: row.state,
    city: row.city,
    location: placeName(row.state, row.city),
    description: row.description,
    features: row.features,
    featured: !!row.featuredUntil && row.featuredUntil > now,
    views: row.views,
    status: row.status,
    priceRating: row.priceRating,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    photos,
    inspection: insp
      ? {
          available: true,
          score: insp.score,
          reportDate: insp.reportDate,
          inspector: insp.inspector,
          issues: insp.issues,
        }
      : { available: false },
    financing: fin
      ? {
          available: true,
          provider: fin.provider,
          downPayment: fin.downPayment,
          monthlyPayment: fin.monthlyPayment,
          duration: fin.durationMonths,
        }
      : { available: false },
    seller: {
      ...summary,
      phone: seller[0]?.phone ?? null,
      whatsapp: !!seller[0]?.phone && seller[0].whatsapp,
      memberSince: (seller[0]?.createdAt ?? row.createdAt).toISOString(),
      totalListings: sellerCount[0]?.total ?? 0,
      responseTime: null,
    },
  };
}

const VIEW_MILESTONES = [10, 50, 100, 500, 1000, 5000];

/** At most this many views of one listing count from one IP address in a Lagos day. */
export const VIEWS_PER_IP_PER_DAY = 20;

/**
 * Counts a view of a public listing at most once per visitor per Lagos day (callers skip bots)
 * and at most VIEWS_PER_IP_PER_DAY times per IP address (docs/decisions/008-security-review.md).
 * `visitor` is an opaque key (`user:<id>` or `visitor:<cookie id>`); neither it nor the IP is
 * stored in clear. Returns whether it counted. Crossing 10, 50, 100... views is recorded as seller
 * activity.
 */
export async function recordListingView(
  id: string,
  visitor: string,
  ip: string,
  now = new Date(),
): Promise<boolean> {
  if (!isListingId(id)) return false;
  const day = new Date(now.getTime() + 3600_000).toISOString().slice(0, 10);
  const dayStart = new Date(`${day}T00:00:00+01:00`).toISOString();
  const hash = (text: string) =>
    crypto.createHash("sha256").update(text).digest("base64url").slice(0, 22);
  const visitorKey = hash(`${day}|${visitor}`);
  const ipKey = `views:ip:${id}:${hash(ip)}`;
  // One statement (one round trip, atomic): find the public listing, record the visitor's
  // day, count the IP's views of it today, and add one to the views only when the visitor's
  // day is new and the IP is under its cap.
  const [row] = await queryRows<{ views: number | null; seller_id: string; title: string }>(sql`
    with listing as (
      select ${listings.id}, ${listings.sellerId}, ${listings.title} from ${listings}
      where ${listings.id} = ${id} and ${listings.status} = 'active'
        and ${listings.expiresAt} > ${now.toISOString()}::timestamptz
    ), counted as (
      insert into ${listingViews} (listing_id, day, visitor)
      select id, ${day}::date, ${visitorKey}::text from listing
      on conflict do nothing
      returning listing_id
    ), by_ip as (
      insert into ${rateLimits} as r (key, window_start, count)
      select ${ipKey}::text, ${dayStart}::timestamptz, 1 from counted
      on conflict (key, window_start) do update set count = r.count + 1
      returning r.count
    ), bumped as (
      update ${listings} set views = views + 1
      where id in (select listing_id from counted)
        and (select count from by_ip) <= ${VIEWS_PER_IP_PER_DAY}
      returning views
    )
    select (select views from bumped) as views, seller_id, title from listing`);
  if (!row || row.views === null) return false;
  if (VIEW_MILESTONES.includes(row.views)) {
    await db()
      .insert(userActivity)
      .values({
        userId: row.seller_id,
        type: "views_milestone",
        listingId: id,
        message: msg("account.activity.views", { title: row.title, count: row.views }),
      });
  }
  return true;
}

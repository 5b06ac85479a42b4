/**
 * Compare cars (docs/product.md#compare): the cars of a comparison, side by side, read in one
 * statement by id; only public (`active`, unexpired) listings come back, in the order asked, so
 * a sold or removed car is dropped and the page says how many were left out.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { db } from "#db/connection";
import { inspections, listingPhotos, listings, users } from "#db/schema";
import { FEATURES, placeName } from "~/lib/catalogue/catalog";
import { COMPARE_MAX, differences, type CompareDifferences } from "~/lib/catalogue/compare";
import { trustScoreOf } from "~/lib/vocabulary/domain-trust";
import { isUuid } from "~/lib/forms/ids";
import type { Photo } from "~/lib/api/images";
import type { PriceRating } from "~/lib/catalogue/price-rating";
import { sellerName } from "../identity/users.server";
import { isPublic } from "../shared/public-listings.server";

/** One car of a comparison: what each row of the table shows. Money in whole naira, km. */
export type CompareCar = {
  id: string;
  title: string;
  price: number;
  /**
   * The fair-price rating of the car's current price (docs/product.md#fair-price-rating), null
   * while it has none (too few comparables, or its new price not rated yet).
   */
  priceRating: PriceRating | null;
  year: number;
  mileage: number | null;
  fuelType: string | null;
  transmission: string | null;
  bodyType: string | null;
  color: string | null;
  /** "Ikeja, Lagos". */
  location: string;
  features: string[];
  /** The inspection report's score out of 10 (as the car page shows it), null without one. */
  inspectionScore: number | null;
  /** The cover photo, null when the car has none. */
  photo: Omit<Photo, "id"> | null;
  seller: {
    id: string;
    name: string;
    verified: boolean;
    /** 0-100 from the seller's verification records (lib/vocabulary/domain-trust.ts trustScoreOf). */
    trustScore: number;
  };
};

/** A comparison: the public cars in the order asked, how many ids were not, and what differs. */
export type Comparison = {
  cars: CompareCar[];
  /** Ids asked for that are not public cars (sold, removed, expired, unknown). */
  missing: number;
  differences: CompareDifferences;
};

/**
 * The comparison of `ids` (car ids, at most COMPARE_MAX are read; malformed ones count as
 * missing) at `now`. One query: listings joined to their seller, inspection and cover photo.
 */
export async function getComparison(ids: readonly string[], now = new Date()): Promise<Comparison> {
  const asked = [...new Set(ids.map((id) => id.toLowerCase()))].slice(0, COMPARE_MAX);
  const valid = asked.filter((id) => isUuid(id));
  const cover = db()
    .select({
      storageKey: listingPhotos.storageKey,
      widths: listingPhotos.widths,
      avif: listingPhotos.avif,
      width: listingPhotos.width,
      height: listingPhotos.height,
    })
    .from(listingPhotos)
    // Qualified by hand: drizzle leaves columns of a one-table select unqualified.
    .where(sql`${listingPhotos.listingId} = "listings"."id"`)
    .orderBy(asc(listingPhotos.position))
    .limit(1)
    .as("cover");
  const rows = valid.length
    ? await db()
        .select({
          id: listings.id,
          title: listings.title,
          price: listings.price,
          priceRating: listings.priceRating,
          year: listings.year,
          mileage: listings.mileage,
          fuelType: listings.fuelType,
          transmission: listings.transmission,
          bodyType: listings.bodyType,
          color: listings.color,
          state: listings.state,
          city: listings.city,
          features: listings.features,
          inspectionScore: inspections.score,
          storageKey: cover.storageKey,
          widths: cover.widths,
          avif: cover.avif,
          width: cover.width,
          height: cover.height,
          sellerId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          businessName: users.businessName,
          sellerType: users.sellerType,
          verified: users.verified,
          emailVerifiedAt: users.emailVerifiedAt,
          phoneVerifiedAt: users.phoneVerifiedAt,
          identityVerifiedAt: users.identityVerifiedAt,
        })
        .from(listings)
        .innerJoin(users, eq(users.id, listings.sellerId))
        .leftJoin(inspections, eq(inspections.listingId, listings.id))
        .leftJoinLateral(cover, sql`true`)
        .where(and(inArray(listings.id, valid), isPublic(now)))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const cars: CompareCar[] = valid.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: r.id,
        title: r.title,
        price: r.price,
        priceRating: r.priceRating,
        year: r.year,
        mileage: r.mileage,
        fuelType: r.fuelType,
        transmission: r.transmission,
        bodyType: r.bodyType,
        color: r.color,
        location: placeName(r.state, r.city),
        features: r.features,
        inspectionScore: r.inspectionScore,
        photo:
          r.storageKey !== null && r.widths !== null && r.width !== null && r.height !== null
            ? {
                storageKey: r.storageKey,
                widths: r.widths,
                avif: r.avif ?? undefined,
                width: r.width,
                height: r.height,
              }
            : null,
        seller: {
          id: r.sellerId,
          name: sellerName(r),
          verified: r.verified,
          trustScore: trustScoreOf(r),
        },
      },
    ];
  });
  return {
    cars,
    missing: asked.length - cars.length,
    differences: differences(
      cars.map((c) => ({
        ...c,
        // Two cars of one seller have the same seller, whatever the name's spelling.
        seller: c.seller.id,
        trustScore: c.seller.trustScore,
      })),
      FEATURES.map((f) => f.value),
    ),
  };
}

/**
 * Which of `ids` are public cars at `now`, in the order given (the add action keeps only these
 * in the visitor's list, so a sold car does not hold one of the COMPARE_MAX places).
 */
export async function publicCarIds(ids: readonly string[], now = new Date()): Promise<string[]> {
  const valid = [...new Set(ids.map((id) => id.toLowerCase()))].filter((id) => isUuid(id));
  if (!valid.length) return [];
  const rows = await db()
    .select({ id: listings.id })
    .from(listings)
    .where(and(inArray(listings.id, valid), isPublic(now)));
  const found = new Set(rows.map((r) => r.id));
  return valid.filter((id) => found.has(id));
}

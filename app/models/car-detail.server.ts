/**
 * The car page's and `GET /api/cars/{id}`'s detail: a public listing (listing.server.ts) with
 * its seller's response time from messaging (conversations.server.ts), kept here so neither
 * of those modules imports the other.
 */
import type { ListingDetail } from "~/lib/types";
import { responseStats } from "./conversations.server";
import { getPublicListing } from "./listing.server";

/** The detail of a public car, or null when the id is unknown, malformed or not public. */
export async function getCarDetail(id: string): Promise<ListingDetail | null> {
  const car = await getPublicListing(id);
  if (!car) return null;
  const stats = (await responseStats([car.seller.id])).get(car.seller.id);
  return { ...car, seller: { ...car.seller, responseTime: stats?.responseTime ?? null } };
}

/**
 * Which listings the public sees (docs/product.md#listing-lifecycle): only `active` ones, and
 * never past `expires_at`, so a late expiry job never shows an expired car. Every public read
 * (browse, search, detail, featured, seller pages, counts, saves, views, messages) uses it.
 */
import { and, eq, gt } from "drizzle-orm";
import { listings } from "#db/schema";
import { isUuid } from "~/lib/forms/ids";

/**
 * What makes a listing public at `now`: active and not past its expiry. Every public read
 * (browse, search, detail, featured, seller pages, counts, saves, views) uses it.
 */
export const isPublic = (now: Date) =>
  and(eq(listings.status, "active"), gt(listings.expiresAt, now))!;

/** Whether `id` has the shape of a listing id (a UUID). */
export const isListingId = (id: string | undefined): id is string => isUuid(id);

/**
 * Every listing for staff (docs/decisions/013-admin-panel.md; docs/product.md#data "Admin
 * listing"): any status, with search and filters, paged by index on (created_at, id)
 * (`listings_created_idx`, `listings_status_created_idx`), never by offset. Status changes go
 * through the moderation rules (listings/moderation.server.ts): approve or reject a pending listing, flag an
 * active one, restore a flagged one; admins (`delete:listing:any`) also remove any listing. Each is
 * audited and the seller told.
 */
import { msg } from "~/i18n/messages";
import { likeContaining } from "~/lib/forms/text";
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { db } from "#db/connection";
import { listings, users } from "#db/schema";
import { placeName } from "~/lib/catalogue/catalog";
import type { Category, ListingStatus } from "~/lib/vocabulary/domain";
import { isUuid, parseKeysetCursor } from "~/lib/forms/ids";
import { pageOffset, paginationOf, type Pagination } from "~/lib/api/pagination";
import { audit } from "../shared/audit.server";
import { DomainError, invalidCursor, notFound, requireId } from "../shared/errors.server";
import { purgePages } from "../shared/page-purge.server";
import {
  approveListing,
  flagListing,
  rejectListing,
  restoreListing,
} from "../selling/moderation.server";
import { notify, words } from "../shared/notifications.server";
import { requirePermission } from "../shared/permissions.server";
import type { Actor } from "../shared/permissions.server";
import { alertSavers } from "../saved/saved-car-alerts.server";

/** The product's Admin listing, with what staff need to act. */
export type AdminListing = {
  id: string;
  title: string;
  seller: { id: string; name: string; email: string; status: string };
  /** Naira. */
  price: number;
  location: string;
  /** ISO 8601: when it went live, or when it was created if it never did. */
  datePosted: string;
  views: number;
  status: ListingStatus;
  category: Category;
  /** The reason given when it was rejected, flagged or removed. */
  reason: string | null;
};

export type AdminListingFilters = {
  status?: ListingStatus;
  /** Part of the title, the listing's id, or part of the seller's e-mail. */
  q?: string;
  category?: Category;
  /** A state id ("lagos"). */
  state?: string;
  /** The `nextCursor` of the previous page. */
  before?: string;
  /** A page number (from 1) to read by offset and count, when there is no `before`. */
  page?: number;
  limit?: number;
};

/**
 * A page of listings, newest first; `nextCursor` reads the next by index. With `page` (and no
 * `before`), that page by offset and its `pagination`, counted with the same filters;
 * otherwise `pagination` is null. 403 without `approve:listing:any`; 400 bad cursor.
 */
export async function listListingsForAdmin(
  staff: Actor,
  filters: AdminListingFilters = {},
): Promise<{
  listings: AdminListing[];
  nextCursor: string | null;
  pagination: Pagination | null;
}> {
  requirePermission(staff, "approve:listing:any");
  const limit = Math.min(100, Math.max(1, Math.trunc(filters.limit ?? 50)));
  const where: (SQL | undefined)[] = [
    filters.status ? eq(listings.status, filters.status) : undefined,
    filters.category ? eq(listings.category, filters.category) : undefined,
    filters.state ? eq(listings.state, filters.state) : undefined,
  ];
  const q = filters.q?.trim().slice(0, 100);
  if (q) {
    const id: unknown = q;
    // The e-mail match is a subquery, not a filter over the join: the title's trigram index
    // serves the rest, and the count needs no join (50 ms, not a second, on 100,000 rows).
    const sellers = db()
      .select({ id: users.id })
      .from(users)
      .where(ilike(users.email, likeContaining(q)));
    where.push(
      isUuid(id)
        ? eq(listings.id, id)
        : or(ilike(listings.title, likeContaining(q)), inArray(listings.sellerId, sellers)),
    );
  }
  let after: SQL | undefined;
  if (filters.before) {
    const cursor = parseKeysetCursor(filters.before);
    if (!cursor) throw invalidCursor();
    after = sql`(${listings.createdAt}, ${listings.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
  }
  const pageNumber = after ? null : (filters.page ?? null);
  const counted = pageNumber
    ? db()
        .select({ n: count() })
        .from(listings)
        .where(and(...where))
    : null;
  const query = db()
    .select({
      id: listings.id,
      title: listings.title,
      price: listings.price,
      state: listings.state,
      city: listings.city,
      publishedAt: listings.publishedAt,
      createdAt: listings.createdAt,
      views: listings.views,
      status: listings.status,
      category: listings.category,
      reason: listings.rejectionReason,
      sellerId: users.id,
      sellerFirst: users.firstName,
      sellerLast: users.lastName,
      sellerEmail: users.email,
      sellerStatus: users.status,
      cursorAt: sql<string>`to_char(${listings.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(and(after, ...where))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(limit + 1)
    .offset(pageNumber ? pageOffset(pageNumber, limit) : 0);
  const [rows, total] = await Promise.all([query, counted]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    listings: page.map((r) => ({
      id: r.id,
      title: r.title,
      seller: {
        id: r.sellerId,
        name: `${r.sellerFirst} ${r.sellerLast}`.trim(),
        email: r.sellerEmail,
        status: r.sellerStatus,
      },
      price: r.price,
      location: [r.city, placeName(r.state)].filter(Boolean).join(", "),
      datePosted: (r.publishedAt ?? r.createdAt).toISOString(),
      views: r.views,
      status: r.status,
      category: r.category,
      reason: r.reason,
    })),
    nextCursor: rows.length > limit && last ? `${last.cursorAt}_${last.id}` : null,
    pagination: pageNumber && total ? paginationOf(pageNumber, limit, total[0].n) : null,
  };
}

/**
 * Removes a listing for good (admins: `delete:listing:any`), whatever its status; the seller
 * is told why. 400 without a reason, 404 unknown, 409 already removed.
 */
export async function removeListing(staff: Actor, listingId: string, reason: string) {
  requirePermission(staff, "delete:listing:any");
  const why = reason.trim().slice(0, 500);
  if (why.length < 5)
    throw new DomainError(400, msg("refusals.admin.removeReason"), {
      reason: [msg("refusals.admin.removeReason")],
    });
  const id = requireId(listingId, "Listing");
  const result = await db().transaction(async (tx) => {
    const [before] = await tx
      .select({ status: listings.status, sellerId: listings.sellerId, title: listings.title })
      .from(listings)
      .where(eq(listings.id, id))
      .for("update");
    if (!before) throw notFound("Listing");
    if (before.status === "removed")
      throw new DomainError(409, msg("refusals.admin.listingRemoved"));
    await tx
      .update(listings)
      .set({ status: "removed", rejectionReason: why, updatedAt: new Date() })
      .where(eq(listings.id, id));
    await audit(
      staff.id,
      "listing.removed",
      "listing",
      id,
      { status: [before.status, "removed"], reason: why },
      tx,
      staff.ip,
    );
    return before;
  });
  await purgePages({ listingIds: [id], sellerIds: [result.sellerId] });
  await notify(result.sellerId, {
    type: "listing_rejected",
    title: words("mail.note.listingRemoved", { title: result.title }),
    body: words("mail.note.reason", { reason: why }),
    link: "/sell?tab=listings",
  });
  await alertSavers(id);
}

/**
 * `PATCH /api/admin/listings/{id}`'s change: `active` approves a pending listing or restores
 * a flagged one, `rejected` rejects a pending one, `flagged` hides an active one, `removed`
 * removes any (admins). Reasons as each rule asks. 409 when the listing is not in a state
 * that change applies to.
 */
export async function changeListingStatus(
  staff: Actor & { ip?: string | null },
  listingId: string,
  status: "active" | "rejected" | "flagged" | "removed",
  reason = "",
): Promise<void> {
  const id = requireId(listingId, "Listing");
  if (status === "removed") return removeListing(staff, id, reason);
  if (status === "rejected") return rejectListing(staff, id, reason);
  if (status === "flagged") {
    await flagListing(staff, id, reason);
    return;
  }
  const [row] = await db()
    .select({ status: listings.status })
    .from(listings)
    .where(eq(listings.id, id));
  if (!row) throw notFound("Listing");
  if (row.status === "pending") return approveListing(staff, id);
  if (row.status === "flagged") return restoreListing(staff, id);
  throw new DomainError(409, msg("refusals.admin.activateOnly"));
}

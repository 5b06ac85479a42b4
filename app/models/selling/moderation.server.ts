/**
 * Staff decisions on listings (docs/product.md#listing-lifecycle;
 * docs/decisions/005-permissions.md): the pending queue, oldest first; approve or reject
 * (`approve:listing:any`, moderators and admins); flag an active listing and restore a flagged one
 * (`flag:listing:any`); remove a flagged one (`delete:listing:any`, admins only). Every decision is
 * one transaction: a conditional update (the listing must still be in the expected status, so two
 * staff cannot both decide), its audit entry with the reason, the seller's activity and in-app
 * notice, so a failure part-way leaves the listing as it was (docs/decisions/013-admin-panel.md).
 * Errors: DomainError 400, 403, 404, 409.
 */
import { likeContaining } from "~/lib/forms/text";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { db } from "#db/connection";
import { auditLog, listingPhotos, listings, users, type ListingStatus } from "#db/schema";
import type { Permission } from "~/lib/vocabulary/permissions";
import { LISTING_LIFETIME_DAYS } from "~/lib/billing/plans";
import { audit, recordActivity } from "../shared/audit.server";
import { DomainError, notFound } from "../shared/errors.server";
import { purgePages } from "../shared/page-purge.server";
import { isListingId, isPublic } from "../shared/public-listings.server";
import { notify, words } from "../shared/notifications.server";
import { queueRating } from "../pricing/price-rating.server";
import { alertSavers } from "../saved/saved-car-alerts.server";
import { requirePermission } from "../shared/permissions.server";
import type { Actor } from "../shared/permissions.server";
import { listingBecameActive } from "../saved/saved-search-matcher.server";
import { msg } from "~/i18n/messages";

/**
 * Pending listings, oldest submission first, with their seller and photos. Only those with a
 * photo: staff never review a listing without one (one waiting for its first photo is a
 * draft; README, "Selling, moderation and plans"), whatever older data holds.
 */
export async function pendingQueue(staff: Actor, limit = 50) {
  requirePermission(staff, "approve:listing:any");
  const rows = await db()
    .select({
      id: listings.id,
      title: listings.title,
      make: listings.make,
      model: listings.model,
      year: listings.year,
      price: listings.price,
      mileage: listings.mileage,
      category: listings.category,
      state: listings.state,
      city: listings.city,
      description: listings.description,
      submittedAt: listings.submittedAt,
      sellerId: listings.sellerId,
      sellerFirst: users.firstName,
      sellerLast: users.lastName,
      sellerEmail: users.email,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(
      and(
        eq(listings.status, "pending"),
        sql`exists (select 1 from listing_photos lp where lp.listing_id = "listings"."id")`,
      ),
    )
    .orderBy(asc(listings.submittedAt), asc(listings.id))
    .limit(limit);
  const photos = rows.length
    ? await db()
        .select()
        .from(listingPhotos)
        .where(
          inArray(
            listingPhotos.listingId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(listingPhotos.position))
    : [];
  return rows.map((r) => ({ ...r, photos: photos.filter((p) => p.listingId === r.id) }));
}

/** The database, or a transaction the decision joins (a report's Take Action). */
type Exec = Pick<ReturnType<typeof db>, "select" | "update" | "insert">;

/** Runs `work` in `exec` when the caller's transaction is given, else in a new one. */
function inTransaction<T>(exec: Exec | undefined, work: (tx: Exec) => Promise<T>): Promise<T> {
  return exec ? work(exec) : db().transaction((tx) => work(tx));
}

async function decide(
  staff: Pick<Actor, "id" | "role" | "emailVerified" | "twoFactorEnabled">,
  permission: Permission,
  listingId: string,
  from: ListingStatus[],
  to: ListingStatus,
  action: string,
  reason: string | undefined,
  exec: Exec,
) {
  requirePermission(staff, permission);
  if (!isListingId(listingId)) throw notFound("Listing");
  const now = new Date();
  const [row] = await exec
    .update(listings)
    .set({
      status: to,
      updatedAt: now,
      rejectionReason: to === "rejected" || to === "flagged" ? (reason ?? null) : null,
      ...(to === "active" && from.includes("pending")
        ? {
            publishedAt: now,
            expiresAt: new Date(now.getTime() + LISTING_LIFETIME_DAYS * 86_400_000),
          }
        : {}),
    })
    .where(and(eq(listings.id, listingId), inArray(listings.status, from)))
    .returning({ id: listings.id, sellerId: listings.sellerId, title: listings.title });
  if (!row) {
    // Nothing changed: say whether the listing is missing (404) or already decided (409).
    const [exists] = await exec
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.id, listingId));
    if (!exists) throw notFound("Listing");
    throw new DomainError(409, msg("admin.refusal.decided"));
  }
  await audit(
    staff.id,
    action,
    "listing",
    listingId,
    { status: [from.join("|"), to], ...(reason ? { reason } : {}) },
    exec,
    (staff as { ip?: string | null }).ip ?? null,
  );
  return row;
}

/** `reason` trimmed, or DomainError 400 with `refusal` (an `admin` key) under 5 characters. */
function requireReason(
  reason: string,
  refusal: "admin.refusal.rejectReason" | "admin.refusal.flagReason",
) {
  if (reason.trim().length < 5) {
    const message = msg(refusal, { min: 5 });
    throw new DomainError(400, message, { reason: [message] });
  }
  return reason.trim();
}

export async function approveListing(staff: Actor, listingId: string) {
  const row = await inTransaction(undefined, async (tx) => {
    const row = await decide(
      staff,
      "approve:listing:any",
      listingId,
      ["pending"],
      "active",
      "listing.approved",
      undefined,
      tx,
    );
    await recordActivity(
      row.sellerId,
      "listing_approved",
      row.id,
      msg("account.activity.approved", { title: row.title }),
      tx,
    );
    await notify(
      row.sellerId,
      {
        type: "listing_approved",
        title: words("mail.note.listingApproved", { title: row.title }),
        link: `/car/${row.id}`,
      },
      tx,
    );
    return row;
  });
  await purgePages({ listingIds: [row.id], sellerIds: [row.sellerId] });
  await listingBecameActive(listingId); // docs/product.md#saved-searches
  // Rated within a minute of going live (docs/product.md#fair-price-rating).
  await queueRating(listingId);
  // An edit that sent a live car back to review may have lowered its price: its savers hear of
  // it once the car is live again (docs/product.md#price-drop-alerts).
  await alertSavers(listingId);
}

export async function rejectListing(staff: Actor, listingId: string, reason: string) {
  requirePermission(staff, "approve:listing:any");
  const why = requireReason(reason, "admin.refusal.rejectReason");
  const row = await inTransaction(undefined, async (tx) => {
    const row = await decide(
      staff,
      "approve:listing:any",
      listingId,
      ["pending"],
      "rejected",
      "listing.rejected",
      why,
      tx,
    );
    await recordActivity(
      row.sellerId,
      "listing_rejected",
      row.id,
      msg("account.activity.rejected", { title: row.title, why }),
      tx,
    );
    await notify(
      row.sellerId,
      {
        type: "listing_rejected",
        title: words("mail.note.listingRejected", { title: row.title }),
        body: words("mail.note.rejectedReason", { reason: why }),
        link: "/sell?tab=listings",
      },
      tx,
    );
    return row;
  });
  await purgePages({ listingIds: [row.id], sellerIds: [row.sellerId] });
}

/**
 * Hides an active listing (`flag:listing:any`), inside `exec` when it is a transaction: then
 * the caller purges its pages once that commits (`purgePages`). Answers its id and seller.
 */
export async function flagListing(
  staff: Pick<Actor, "id" | "role" | "emailVerified" | "twoFactorEnabled">,
  listingId: string,
  reason: string,
  exec?: Exec,
): Promise<{ id: string; sellerId: string }> {
  requirePermission(staff, "flag:listing:any");
  const why = requireReason(reason, "admin.refusal.flagReason");
  const row = await inTransaction(exec, async (tx) => {
    const row = await decide(
      staff,
      "flag:listing:any",
      listingId,
      ["active"],
      "flagged",
      "listing.flagged",
      why,
      tx,
    );
    await recordActivity(
      row.sellerId,
      "listing_flagged",
      row.id,
      msg("account.activity.flagged", { title: row.title, why }),
      tx,
    );
    return row;
  });
  if (!exec) await purgePages({ listingIds: [row.id], sellerIds: [row.sellerId] });
  return { id: row.id, sellerId: row.sellerId };
}

export async function restoreListing(staff: Actor, listingId: string) {
  const row = await inTransaction(undefined, (tx) =>
    decide(
      staff,
      "flag:listing:any",
      listingId,
      ["flagged"],
      "active",
      "listing.restored",
      undefined,
      tx,
    ),
  );
  await purgePages({ listingIds: [row.id], sellerIds: [row.sellerId] });
  await listingBecameActive(listingId); // docs/product.md#saved-searches
  await queueRating(listingId);
}

/** Removes a flagged listing for good (admins: `delete:listing:any`); its savers are told. */
export async function removeFlaggedListing(staff: Actor, listingId: string) {
  const row = await inTransaction(undefined, (tx) =>
    decide(
      staff,
      "delete:listing:any",
      listingId,
      ["flagged"],
      "removed",
      "listing.removed",
      undefined,
      tx,
    ),
  );
  await purgePages({ listingIds: [row.id], sellerIds: [row.sellerId] });
  await alertSavers(listingId);
}

/**
 * Recent staff decisions about listings, newest first (the moderation page's log), each with
 * `public`: whether the listing's page can be opened now (a rejected, flagged or deleted
 * listing's page answers 404, so the log must not link it).
 */
export async function recentDecisions(staff: Actor, limit = 20) {
  requirePermission(staff, "read:audit:any");
  const rows = await db()
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entityId: auditLog.entityId,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      actorFirst: users.firstName,
      actorLast: users.lastName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      sql`${auditLog.action} in ('listing.approved', 'listing.rejected', 'listing.flagged', 'listing.restored', 'listing.removed')`,
    )
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
  const ids = [...new Set(rows.map((r) => r.entityId).filter(isListingId))];
  const found = ids.length
    ? await db()
        .select({
          id: listings.id,
          public: sql<boolean>`${isPublic(new Date())}`.mapWith(Boolean),
        })
        .from(listings)
        .where(inArray(listings.id, ids))
    : [];
  const open = new Set(found.filter((l) => l.public).map((l) => l.id));
  return rows.map((r) => ({ ...r, public: open.has(r.entityId) }));
}

/** Active listings matching a title or id, for staff to find one to flag. */
export async function findActiveForModeration(staff: Actor, q: string, limit = 20) {
  requirePermission(staff, "flag:listing:any");
  const text = q.trim().slice(0, 100);
  if (!text) return [];
  const byId: boolean = isListingId(text);
  return db()
    .select({
      id: listings.id,
      title: listings.title,
      price: listings.price,
      state: listings.state,
      sellerId: listings.sellerId,
    })
    .from(listings)
    .where(
      and(
        eq(listings.status, "active"),
        byId ? eq(listings.id, text) : sql`${listings.title} ilike ${likeContaining(text)}`,
      ),
    )
    .orderBy(desc(listings.publishedAt))
    .limit(limit);
}

/**
 * Selling: drafts, photos, publishing within plan quotas, edits, sold/renew/delete, moderation
 * and expiry. The /sell page, the dashboard, /admin/listings and `/api/cars*` call these.
 *
 * Lifecycle (design.md): draft -> pending (submitted; staff review) -> active | rejected
 * (reason); active -> sold (seller) | expired (60 days after approval, unless renewed);
 * active -> flagged (staff, hidden) -> active | removed. Editing make, model or year of an
 * active listing sends it back to pending; price, photos and the rest keep it active.
 * Quota: new listings per calendar month in Africa/Lagos time, counted by first submission.
 * Errors: `SellingError` with an HTTP status (400, 403, 404, 409) and a message for the user.
 */
import crypto from "node:crypto";
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import {
  auditLog,
  listingPhotos,
  listings,
  userActivity,
  users,
  type ActivityType,
  type ListingStatus,
} from "#db/schema";
import { db } from "#db/connection";
import type { ListingFields } from "~/lib/listing-schema";
import { isStaff } from "~/lib/permissions";
import { lagosMonth, LIMIT_REACHED, LISTING_LIFETIME_DAYS, MAX_PHOTOS, planOf } from "~/lib/plans";
import type { PublicUser } from "./auth.server";
import { invalidateListingCounts, isListingId, listingPhotosOf } from "./listing.server";

export { listingPhotosOf };
import { fileStorage, makeVariants, PhotoError, type StoredPhoto } from "~/services/images.server";

export class SellingError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = "SellingError";
  }
}

type Actor = Pick<PublicUser, "id" | "role" | "plan" | "accountType">;

export const canSell = (user: Pick<PublicUser, "accountType">) => user.accountType !== "buyer";

export async function audit(
  actorId: string | null,
  action: string,
  entityType: string,
  entityId: string,
  details: Record<string, unknown> = {},
) {
  await db().insert(auditLog).values({ actorId, action, entityType, entityId, details });
}

async function activity(
  userId: string,
  type: ActivityType,
  listingId: string | null,
  message: string,
) {
  await db().insert(userActivity).values({ userId, type, listingId, message });
}

export type UploadUsage = {
  used: number;
  limit: number;
  planName: string;
  month: string;
  reached: boolean;
};

/** New listings the user submitted this Lagos calendar month, against the plan's limit. */
export async function uploadUsage(
  user: Pick<PublicUser, "id" | "plan">,
  now = new Date(),
): Promise<UploadUsage> {
  const month = lagosMonth(now);
  const plan = planOf(user.plan);
  const [{ used }] = await db()
    .select({ used: sql<number>`count(*)`.mapWith(Number) })
    .from(listings)
    .where(
      and(
        eq(listings.sellerId, user.id),
        gte(listings.submittedAt, month.start),
        lt(listings.submittedAt, month.end),
      ),
    );
  return {
    used,
    limit: plan.listingsPerMonth,
    planName: plan.name,
    month: month.label,
    reached: used >= plan.listingsPerMonth,
  };
}

/**
 * The listing if `user` may change it (its seller, or staff); otherwise SellingError 404 (we do
 * not tell others that it exists).
 */
export async function requireOwnListing(user: Actor, id: string) {
  if (!isListingId(id)) throw new SellingError(404, "Listing not found");
  const [row] = await db().select().from(listings).where(eq(listings.id, id)).limit(1);
  if (!row || (row.sellerId !== user.id && !isStaff(user)) || row.status === "removed") {
    throw new SellingError(404, "Listing not found");
  }
  return row;
}

/** Creates a draft (not public, not counted) with validated details; returns its id. */
export async function createDraft(user: Actor, fields: ListingFields): Promise<string> {
  if (!canSell(user)) throw new SellingError(403, "Switch your account to selling to list a car");
  const [row] = await db()
    .insert(listings)
    .values({ ...fields, sellerId: user.id, status: "draft" })
    .returning({ id: listings.id });
  return row.id;
}

/**
 * Saves new details on a listing, applying the edit rules: an active listing whose make,
 * model or year changed goes back to review; a rejected one becomes a draft again.
 * Returns the resulting status.
 */
export async function updateDetails(
  user: Actor,
  id: string,
  fields: ListingFields,
): Promise<ListingStatus> {
  const row = await requireOwnListing(user, id);
  let status = row.status;
  if (
    row.status === "active" &&
    (row.make !== fields.make || row.model !== fields.model || row.year !== fields.year)
  ) {
    status = "pending";
  } else if (row.status === "rejected") {
    status = "draft";
  }
  await db()
    .update(listings)
    .set({
      ...fields,
      status,
      updatedAt: new Date(),
      ...(status === "pending" && row.status === "active" ? { rejectionReason: null } : {}),
    })
    .where(eq(listings.id, id));
  if (status !== row.status) {
    await audit(user.id, "listing.edited_back_to_review", "listing", id, {
      from: row.status,
      to: status,
    });
    invalidateListingCounts();
  }
  return status;
}

export type OwnListing = Awaited<ReturnType<typeof listOwnListings>>[number];

/** The user's listings in every status but removed, newest first, with photo counts. */
export async function listOwnListings(userId: string) {
  const rows = await db()
    .select({
      id: listings.id,
      title: listings.title,
      status: listings.status,
      price: listings.price,
      state: listings.state,
      city: listings.city,
      views: listings.views,
      saves: listings.saves,
      rejectionReason: listings.rejectionReason,
      featuredUntil: listings.featuredUntil,
      createdAt: listings.createdAt,
      submittedAt: listings.submittedAt,
      expiresAt: listings.expiresAt,
      // Raw, qualified SQL: drizzle leaves column names unqualified in a single-table select,
      // which inside a subquery would resolve to the photo's own id.
      photoCount:
        sql<number>`(select count(*) from listing_photos lp where lp.listing_id = "listings"."id")`.mapWith(
          Number,
        ),
      cover: sql<
        string | null
      >`(select lp.storage_key from listing_photos lp where lp.listing_id = "listings"."id" order by lp.position limit 1)`,
    })
    .from(listings)
    .where(and(eq(listings.sellerId, userId), sql`${listings.status} <> 'removed'`))
    .orderBy(desc(listings.createdAt));
  return rows;
}

/**
 * Adds photos in order. All files are converted first; if any is not an image or the plan's
 * photo limit would be passed, none is added (nothing half-written) and SellingError says why.
 */
export async function addPhotos(
  user: Actor,
  listingId: string,
  files: { name: string; bytes: Buffer }[],
): Promise<number> {
  const row = await requireOwnListing(user, listingId);
  if (!files.length) throw new SellingError(400, "Choose at least one photo");
  const seller =
    row.sellerId === user.id
      ? user
      : ((await db().select().from(users).where(eq(users.id, row.sellerId)))[0] as Actor);
  const limit = Math.min(planOf(seller.plan).photosPerListing, MAX_PHOTOS);
  const existing = await listingPhotosOf(listingId);
  if (existing.length + files.length > limit) {
    const room = Math.max(0, limit - existing.length);
    throw new SellingError(
      400,
      `Your ${planOf(seller.plan).name} plan allows ${limit} photos per listing. This listing has ${existing.length}, so you can add ${room} more${room === 0 ? "" : ` (you chose ${files.length})`}.`,
    );
  }
  const made: (StoredPhoto & { id: string })[] = [];
  try {
    for (const file of files) {
      const id = crypto.randomUUID();
      try {
        made.push({ id, ...(await makeVariants(file.bytes, `listings/${listingId}/${id}`)) });
      } catch (error) {
        if (error instanceof PhotoError)
          throw new SellingError(400, `${file.name || "A file"}: ${error.message}`);
        throw error;
      }
    }
    await db().transaction(async (tx) => {
      await tx.insert(listingPhotos).values(
        made.map((p, i) => ({
          id: p.id,
          listingId,
          position: existing.length + i,
          storageKey: p.storageKey,
          widths: p.widths,
          width: p.width,
          height: p.height,
        })),
      );
      await tx.update(listings).set({ updatedAt: new Date() }).where(eq(listings.id, listingId));
    });
  } catch (error) {
    await Promise.all(
      made.map((p) =>
        fileStorage()
          .deletePrefix(`${p.storageKey}-`)
          .catch(() => {}),
      ),
    );
    throw error;
  }
  return made.length;
}

export async function removePhoto(user: Actor, listingId: string, photoId: string) {
  await requireOwnListing(user, listingId);
  const [photo] = await db()
    .delete(listingPhotos)
    .where(and(eq(listingPhotos.id, photoId), eq(listingPhotos.listingId, listingId)))
    .returning();
  if (!photo) throw new SellingError(404, "Photo not found");
  await renumber(listingId);
  if (photo.storageKey.startsWith("listings/"))
    await fileStorage().deletePrefix(`${photo.storageKey}-`);
}

async function renumber(listingId: string, order?: string[]) {
  const photos = await listingPhotosOf(listingId);
  const ids = order ?? photos.map((p) => p.id);
  await db().transaction(async (tx) => {
    for (const [i, id] of ids.entries()) {
      await tx
        .update(listingPhotos)
        .set({ position: i })
        .where(and(eq(listingPhotos.id, id), eq(listingPhotos.listingId, listingId)));
    }
  });
}

/** Sets the photo order; `order` must list exactly the listing's photo ids. The first is the cover. */
export async function reorderPhotos(user: Actor, listingId: string, order: string[]) {
  await requireOwnListing(user, listingId);
  const photos = await listingPhotosOf(listingId);
  const known = new Set(photos.map((p) => p.id));
  if (
    order.length !== photos.length ||
    new Set(order).size !== order.length ||
    !order.every((id) => known.has(id))
  ) {
    throw new SellingError(400, "imageOrder must list each photo of the listing exactly once");
  }
  await renumber(listingId, order);
}

/** Moves one photo up or down (the no-JavaScript reorder buttons). */
export async function movePhoto(
  user: Actor,
  listingId: string,
  photoId: string,
  direction: "up" | "down",
) {
  await requireOwnListing(user, listingId);
  const ids = (await listingPhotosOf(listingId)).map((p) => p.id);
  const i = ids.indexOf(photoId);
  if (i < 0) throw new SellingError(404, "Photo not found");
  const j = direction === "up" ? i - 1 : i + 1;
  if (j < 0 || j >= ids.length) return;
  [ids[i], ids[j]] = [ids[j], ids[i]];
  await renumber(listingId, ids);
}

/**
 * Submits a draft (or a rejected listing) for review. The first submission counts against the
 * monthly quota, checked here on the server: over it, SellingError 403 "Upload Limit Reached".
 */
export async function publishListing(user: Actor, listingId: string, now = new Date()) {
  const row = await requireOwnListing(user, listingId);
  if (!["draft", "rejected"].includes(row.status))
    throw new SellingError(409, "This listing was already submitted");
  if (!row.submittedAt) {
    const usage = await uploadUsage(user, now);
    if (usage.reached) throw new SellingError(403, LIMIT_REACHED);
  }
  await db()
    .update(listings)
    .set({
      status: "pending",
      submittedAt: row.submittedAt ?? now,
      rejectionReason: null,
      updatedAt: now,
    })
    .where(eq(listings.id, listingId));
  await audit(user.id, "listing.submitted", "listing", listingId);
  await activity(
    row.sellerId,
    "listing_submitted",
    listingId,
    `“${row.title}” was submitted for review`,
  );
}

/** Creates and submits in one go (the API's POST /api/cars): quota checked before anything is written. */
export async function createAndSubmit(
  user: Actor,
  fields: ListingFields,
  now = new Date(),
): Promise<string> {
  if (!canSell(user)) throw new SellingError(403, "Switch your account to selling to list a car");
  const usage = await uploadUsage(user, now);
  if (usage.reached) throw new SellingError(403, LIMIT_REACHED);
  const [row] = await db()
    .insert(listings)
    .values({ ...fields, sellerId: user.id, status: "pending", submittedAt: now })
    .returning({ id: listings.id });
  await audit(user.id, "listing.submitted", "listing", row.id);
  return row.id;
}

export async function markSold(user: Actor, listingId: string) {
  const row = await requireOwnListing(user, listingId);
  if (row.status !== "active")
    throw new SellingError(409, "Only an active listing can be marked as sold");
  await db()
    .update(listings)
    .set({ status: "sold", updatedAt: new Date() })
    .where(eq(listings.id, listingId));
  await audit(user.id, "listing.sold", "listing", listingId);
  invalidateListingCounts();
}

/** Renews an expired listing for another 60 days (it was approved before). */
export async function renewListing(user: Actor, listingId: string, now = new Date()) {
  const row = await requireOwnListing(user, listingId);
  if (row.status !== "expired")
    throw new SellingError(409, "Only an expired listing can be renewed");
  await db()
    .update(listings)
    .set({
      status: "active",
      expiresAt: new Date(now.getTime() + LISTING_LIFETIME_DAYS * 86_400_000),
      publishedAt: now,
      updatedAt: now,
    })
    .where(eq(listings.id, listingId));
  await audit(user.id, "listing.renewed", "listing", listingId);
  invalidateListingCounts();
}

/** Deletes a listing and its photo files. */
export async function deleteListing(user: Actor, listingId: string) {
  const row = await requireOwnListing(user, listingId);
  await db().delete(listings).where(eq(listings.id, listingId));
  await fileStorage()
    .deletePrefix(`listings/${listingId}/`)
    .catch(() => {});
  await audit(user.id, "listing.deleted", "listing", listingId, {
    title: row.title,
    status: row.status,
  });
  invalidateListingCounts();
}

/** Expires active listings whose 60 days are over (run at start-up, hourly and before seller views). */
export async function expireDueListings(now = new Date()): Promise<number> {
  const expired = await db()
    .update(listings)
    .set({ status: "expired", updatedAt: now })
    .where(
      and(
        eq(listings.status, "active"),
        isNotNull(listings.expiresAt),
        lt(listings.expiresAt, now),
      ),
    )
    .returning({ id: listings.id, sellerId: listings.sellerId, title: listings.title });
  for (const l of expired) {
    await activity(
      l.sellerId,
      "listing_expired",
      l.id,
      `“${l.title}” expired: renew it to show it again`,
    );
  }
  if (expired.length) invalidateListingCounts();
  return expired.length;
}

// Moderation ---------------------------------------------------------------------------------

/** Pending listings, oldest submission first, with their seller and photos. */
export async function pendingQueue(limit = 50) {
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
    .where(eq(listings.status, "pending"))
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

async function decide(
  staff: Actor,
  listingId: string,
  from: ListingStatus[],
  to: ListingStatus,
  action: string,
  reason?: string,
) {
  if (!isStaff(staff)) throw new SellingError(403, "Only staff can do this");
  if (!isListingId(listingId)) throw new SellingError(404, "Listing not found");
  const now = new Date();
  const [row] = await db()
    .update(listings)
    .set({
      status: to,
      updatedAt: now,
      rejectionReason: to === "rejected" || to === "flagged" ? (reason ?? null) : null,
      ...(to === "active"
        ? {
            publishedAt: now,
            expiresAt: new Date(now.getTime() + LISTING_LIFETIME_DAYS * 86_400_000),
          }
        : {}),
    })
    .where(and(eq(listings.id, listingId), inArray(listings.status, from)))
    .returning({ id: listings.id, sellerId: listings.sellerId, title: listings.title });
  if (!row) throw new SellingError(409, "This listing is no longer waiting for that decision");
  await audit(staff.id, action, "listing", listingId, reason ? { reason } : {});
  invalidateListingCounts();
  return row;
}

export async function approveListing(staff: Actor, listingId: string) {
  const row = await decide(staff, listingId, ["pending"], "active", "listing.approved");
  await activity(
    row.sellerId,
    "listing_approved",
    row.id,
    `“${row.title}” was approved and is now live`,
  );
}

export async function rejectListing(staff: Actor, listingId: string, reason: string) {
  if (reason.trim().length < 5)
    throw new SellingError(400, "Give the seller a reason (at least 5 characters)");
  const row = await decide(
    staff,
    listingId,
    ["pending"],
    "rejected",
    "listing.rejected",
    reason.trim(),
  );
  await activity(
    row.sellerId,
    "listing_rejected",
    row.id,
    `“${row.title}” was not approved: ${reason.trim()}`,
  );
}

export async function flagListing(staff: Actor, listingId: string, reason: string) {
  if (reason.trim().length < 5)
    throw new SellingError(400, "Give a reason for flagging (at least 5 characters)");
  const row = await decide(
    staff,
    listingId,
    ["active"],
    "flagged",
    "listing.flagged",
    reason.trim(),
  );
  await activity(
    row.sellerId,
    "listing_flagged",
    row.id,
    `“${row.title}” was hidden by our team: ${reason.trim()}`,
  );
}

export async function restoreListing(staff: Actor, listingId: string) {
  await decide(staff, listingId, ["flagged"], "active", "listing.restored");
}

export async function removeFlaggedListing(staff: Actor, listingId: string) {
  await decide(staff, listingId, ["flagged"], "removed", "listing.removed");
}

/** Recent audit entries about listings, newest first (the moderation page's log). */
export async function recentDecisions(limit = 20) {
  return db()
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
}

/** Active listings matching a text, for staff to find one to flag. */
export async function findActiveForModeration(q: string, limit = 20) {
  if (!q.trim()) return [];
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
        sql`(${listings.title} ilike ${`%${q.trim().replace(/[\\%_]/g, "\\$&")}%`} or ${listings.id}::text = ${q.trim()})`,
      ),
    )
    .orderBy(desc(listings.publishedAt))
    .limit(limit);
}

export async function switchToSelling(userId: string) {
  await db()
    .update(users)
    .set({ accountType: "both", sellerType: sql`coalesce(${users.sellerType}, 'individual')` })
    .where(eq(users.id, userId));
}

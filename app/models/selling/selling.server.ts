/**
 * Selling: drafts, publishing within the plan's monthly quota, edits, sold / renew / delete,
 * and expiry. The /sell page, the dashboard and `/api/cars*` call these; photos are in
 * listings/photos.server.ts and staff decisions in listings/moderation.server.ts.
 *
 * Lifecycle (README, "Selling, moderation and plans"): draft -> pending (submitted; staff
 * review) -> active | rejected (reason); active -> sold (seller) | expired (60 days after
 * approval, unless renewed). A listing submitted without a photo (every POST /api/cars, or
 * Publish with none) stays a draft marked `awaitingPhotos`, out of the review queue, until its
 * first photo sends it to review (`sendToReview`, called by listings/photos.server.ts).
 * Edits to an active listing's reviewed fields (`REVIEWED_FIELDS`) send it back to review;
 * other changes (price...) stay live and are written to the audit log.
 * Quota: first submissions per calendar month in Africa/Lagos time, counted from
 * `listing_submissions`, which outlives the listing: deleting one gives no slot back. A
 * submission counts when it is made, even while it waits for photos.
 * Locks (docs/decisions/008-security-review.md): every transaction that counts the quota takes
 * the seller's lock first, before any row is read for update or written, so parallel creates
 * and publishes of one seller queue up instead of deadlocking; a deadlock or serialization
 * failure with another area's transaction is retried once (shared/retry.server.ts).
 *
 * Access: a seller changes their own listings (`update:listing:own`), admins anyone's
 * (`update:listing:any`, audited as a staff edit); anyone else gets 404.
 * Errors: DomainError (400, 403, 404, 409) with a message for the user, a `sell` message key
 * translated where it is shown (docs/decisions/023-languages.md).
 */
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import { db } from "#db/connection";
import { listingPhotos, listingSubmissions, listings, users, type ListingStatus } from "#db/schema";
import { canSell } from "~/lib/vocabulary/domain";
import type { ListingFields } from "~/lib/listings/listing-schema";
import type { SubmissionOutcome } from "~/lib/listings/listing-status";
import { userHasPermission } from "~/lib/vocabulary/permissions";
import { lagosMonth, LISTING_LIFETIME_DAYS, planOf, type PlanId } from "~/lib/billing/plans";
import { msg } from "~/i18n/messages";
import { deleteFilesQuietly } from "~/services/storage.server";
import { hasOpenListingRisk } from "../shared/risk-flags.server";
import { audit, recordActivity } from "../shared/audit.server";
import type { PublicUser } from "../identity/users.server";
import type { Actor } from "../shared/permissions.server";

/** Who may create a listing: an actor whose account type allows selling (`canSell`). */
export type SellerActor = Actor & Pick<PublicUser, "accountType">;
import { DomainError, notFound } from "../shared/errors.server";
import { purgePages } from "../shared/page-purge.server";
import { isListingId } from "../shared/public-listings.server";
import { retryOnConflict } from "../shared/retry.server";
import { listingBecameActive } from "../saved/saved-search-matcher.server";
import { alertSavers, alertSaversOfDeleted, saversOf } from "../saved/saved-car-alerts.server";
import { getSettings, type SiteSettings } from "../site/settings.server";
import { queueVinCheck } from "./vin-check.server";
import { queueRating } from "../pricing/price-rating.server";

/** Who is acting: the signed-in user's id, role, plan and account type. */

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];
type Listing = typeof listings.$inferSelect;

const SWITCH_TO_SELL = msg("sell.refusal.switchToSell");

export type UploadUsage = {
  used: number;
  limit: number;
  /** The plan's id, which pages name in the reader's language. */
  plan: PlanId;
  /** The plan's English name (the API's). */
  planName: string;
  month: string;
  /** A moment inside the month (ISO), for naming it in the reader's language. */
  monthDate: string;
  reached: boolean;
};

async function submissionsThisMonth(exec: Tx | ReturnType<typeof db>, sellerId: string, now: Date) {
  const month = lagosMonth(now);
  const [{ used }] = await exec
    .select({ used: sql<number>`count(*)`.mapWith(Number) })
    .from(listingSubmissions)
    .where(
      and(
        eq(listingSubmissions.sellerId, sellerId),
        gte(listingSubmissions.submittedAt, month.start),
        lt(listingSubmissions.submittedAt, month.end),
      ),
    );
  return used;
}

/** New listings the user submitted this Lagos calendar month, against the plan's limit. */
export async function uploadUsage(
  user: Pick<PublicUser, "id" | "plan">,
  now = new Date(),
): Promise<UploadUsage> {
  const plan = planOf(user.plan);
  const used = await submissionsThisMonth(db(), user.id, now);
  return {
    used,
    limit: plan.listingsPerMonth,
    plan: plan.id,
    planName: plan.name,
    month: lagosMonth(now).label,
    // Mid-month, so the month reads the same in any time zone (the card names it in the reader's
    // language: docs/decisions/023-languages.md).
    monthDate: new Date(lagosMonth(now).start.getTime() + 14 * 86_400_000).toISOString(),
    reached: used >= plan.listingsPerMonth,
  };
}

/** The first key of the seller's submission lock (a number no other code uses). */
const SUBMISSION_LOCK = 604_911;

/**
 * Takes the seller's submission lock until the end of `tx`: a transaction-scoped advisory lock
 * keyed by the seller, held across workers. It must be the transaction's first lock. A row
 * lock on `users` would not do: inserting a listing takes a KEY SHARE lock on its seller's
 * row, and two creates each holding one then asking for FOR UPDATE deadlock.
 */
async function lockSeller(tx: Tx, sellerId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${SUBMISSION_LOCK}, hashtext(${sellerId}))`);
}

/**
 * Counts one more first submission against the seller's plan, under the seller's lock (taken
 * first by the caller): 403 "Upload Limit Reached" when the month's quota is used up.
 */
async function claimSubmission(tx: Tx, sellerId: string, listingId: string, now: Date) {
  const [seller] = await tx.select({ plan: users.plan }).from(users).where(eq(users.id, sellerId));
  if (!seller) throw notFound("Seller");
  const used = await submissionsThisMonth(tx, sellerId, now);
  if (used >= planOf(seller.plan).listingsPerMonth)
    throw new DomainError(403, msg("sell.refusal.limitReached"));
  await tx.insert(listingSubmissions).values({ sellerId, listingId, submittedAt: now });
}

/** Whether `actor` may change `row`: its seller, or an admin. */
function mayChange(actor: Actor, row: Pick<Listing, "sellerId" | "status">) {
  if (row.status === "removed") return false;
  if (row.sellerId === actor.id) return userHasPermission(actor, "update:listing:own");
  return userHasPermission(actor, "update:listing:any");
}

/**
 * The listing if `actor` may change it (its seller, or an admin); otherwise DomainError 404:
 * we do not tell others that it exists. Inside a transaction, `tx` locks the row.
 */
export async function requireEditableListing(actor: Actor, id: string, tx?: Tx) {
  if (!isListingId(id)) throw notFound("Listing");
  const query = (tx ?? db()).select().from(listings).where(eq(listings.id, id)).limit(1);
  const [row] = tx ? await query.for("update") : await query;
  if (!row || !mayChange(actor, row)) throw notFound("Listing");
  return row;
}

/**
 * Whose limits apply while `actor` edits `row`: null for their own listing; for a staff edit
 * of someone else's (`update:listing:any`), the listing's seller (name, plan, account type),
 * whose photo limit and quota apply. The editor's own account type and quota never do
 * (docs/decisions/005-permissions.md).
 */
export async function staffEditOwner(actor: Actor, row: Pick<Listing, "sellerId">) {
  if (row.sellerId === actor.id) return null;
  const [seller] = await db()
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      plan: users.plan,
      accountType: users.accountType,
    })
    .from(users)
    .where(eq(users.id, row.sellerId));
  if (!seller) throw notFound("Listing");
  return seller;
}

/** The audit action of a change: a staff edit of someone else's listing is marked as such. */
const editAction = (actor: Actor, row: Pick<Listing, "sellerId">, action: string) =>
  row.sellerId === actor.id ? action : `${action}.by_staff`;

/** Creates a draft (not public, not counted) with validated details; returns its id. */
export async function createDraft(user: SellerActor, fields: ListingFields): Promise<string> {
  if (!canSell(user)) throw new DomainError(403, SWITCH_TO_SELL);
  const [row] = await db()
    .insert(listings)
    .values({ ...fields, sellerId: user.id, status: "draft" })
    .returning({ id: listings.id });
  if (fields.vin) await queueVinCheck(row.id);
  return row.id;
}

/**
 * Fields whose change on an active listing needs a new review (README, "Selling, moderation
 * and plans"; docs/decisions/008-security-review.md): everything a buyer reads as the seller's
 * own words or the car's identity, free text included (features, colour, city), so an
 * approved listing cannot be turned into another car or an unreviewed message.
 */
export const REVIEWED_FIELDS = [
  "title",
  "description",
  "make",
  "model",
  "year",
  "category",
  "features",
  "color",
  "city",
  "vin",
] as const;

/** A field's value as compared for a change: features are a set, their order means nothing. */
function comparable(key: string, value: unknown) {
  if (key === "features" && Array.isArray(value)) return JSON.stringify([...value].sort());
  return JSON.stringify(value ?? null);
}

/** The fields of `next` that differ from `row`, as `{ field: [before, after] }`. */
export function changes(row: Listing, next: ListingFields): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(next) as [keyof ListingFields, unknown][]) {
    const before = row[key as keyof Listing];
    if (comparable(key, before) !== comparable(key, value)) out[key] = [before, value];
  }
  return out;
}

async function photoCount(tx: Tx, listingId: string): Promise<number> {
  const [{ n }] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId));
  return n;
}

/**
 * Saves new details on a listing, applying the edit rules: an active listing whose reviewed
 * fields (`REVIEWED_FIELDS`) changed goes back to review (or, with no photo, waits for one);
 * other changes to an active listing stay live and are audited with before and after; a
 * rejected listing becomes a draft again. Returns the resulting status.
 */
export async function updateDetails(
  actor: Actor,
  id: string,
  fields: ListingFields,
): Promise<ListingStatus> {
  const settings = await getSettings();
  const { row, status, changed } = await db().transaction(async (tx) => {
    const row = await requireEditableListing(actor, id, tx);
    const changed = changes(row, fields);
    let status = row.status;
    let awaitingPhotos = row.awaitingPhotos;
    if (
      row.status === "active" &&
      REVIEWED_FIELDS.some((f) => f in changed) &&
      settings.listingsNeedReview
    ) {
      awaitingPhotos = (await photoCount(tx, id)) === 0;
      status = awaitingPhotos ? "draft" : "pending";
    } else if (row.status === "rejected") status = "draft";
    await tx
      .update(listings)
      .set({
        ...fields,
        status,
        awaitingPhotos,
        updatedAt: new Date(),
        ...(status !== row.status && row.status === "active" ? { rejectionReason: null } : {}),
        // A rating belongs to the price it was computed for: a new price shows none until the
        // rate-listing job rates it (docs/decisions/021-fair-price-rating.md).
        ...("price" in changed ? { priceRating: null, priceRatingScore: null } : {}),
        // So is a VIN check to its VIN: a new one is checked by the check-vin job.
        ...("vin" in changed ? { vinCheck: null } : {}),
      })
      .where(eq(listings.id, id));
    if (Object.keys(changed).length && (row.status !== "draft" || row.sellerId !== actor.id)) {
      await audit(
        actor.id,
        editAction(
          actor,
          row,
          status === row.status ? "listing.edited" : "listing.edited_back_to_review",
        ),
        "listing",
        id,
        { from: row.status, to: status, changes: changed },
        tx,
      );
    }
    return { row, status, changed };
  });
  // A live listing edited (its price, its details), or one that left or joined the site.
  if (status !== row.status || (row.status === "active" && Object.keys(changed).length))
    await purgePages({ listingIds: [id], sellerIds: [row.sellerId] });
  if (status === "active" && "price" in changed) await queueRating(id);
  if (fields.vin && "vin" in changed) await queueVinCheck(id);
  // A lower price on a live listing: its savers hear of it (docs/product.md#price-drop-alerts).
  if (status === "active" && row.status === "active" && fields.price < row.price)
    await alertSavers(id, row.price);
  return status;
}

/** A listing's first photo: its storage key and the variants it has. */
type CoverPhoto = {
  storageKey: string;
  widths: number[];
  avif: boolean;
  width: number;
  height: number;
};

/** The user's listings in every status but removed, newest first, with photo counts. */
export async function listOwnListings(userId: string) {
  return db()
    .select({
      id: listings.id,
      title: listings.title,
      status: listings.status,
      awaitingPhotos: listings.awaitingPhotos,
      price: listings.price,
      priceRating: listings.priceRating,
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
      // The cover with the variants it has (images.ts: only those may be linked).
      cover: sql<CoverPhoto | null>`(select json_build_object('storageKey', lp.storage_key, 'widths', lp.widths, 'avif', lp.avif, 'width', lp.width, 'height', lp.height) from listing_photos lp where lp.listing_id = "listings"."id" order by lp.position limit 1)`,
    })
    .from(listings)
    .where(and(eq(listings.sellerId, userId), sql`${listings.status} <> 'removed'`))
    .orderBy(desc(listings.createdAt));
}

/**
 * What a submitted listing with a photo becomes: `pending` for review, or, while staff have
 * turned review off (Settings, docs/decisions/013-admin-panel.md), `active` at once for
 * LISTING_LIFETIME_DAYS.
 */
function submittedState(now: Date, settings: SiteSettings) {
  if (settings.listingsNeedReview) return { status: "pending" as const };
  return {
    status: "active" as const,
    publishedAt: now,
    expiresAt: new Date(now.getTime() + LISTING_LIFETIME_DAYS * 86_400_000),
  };
}

/**
 * Moves a submitted listing (its quota already claimed, its row locked in `tx`) to where it
 * belongs: to review (or live, while review is off) when it has a photo; otherwise it stays a
 * draft waiting for its first photo, out of the review queue. Audits and records the
 * seller's activity when it enters review. `row` is the listing as locked.
 */
export async function sendToReview(
  tx: Tx,
  actor: Actor,
  row: Listing,
  now: Date,
  settings: SiteSettings,
): Promise<SubmissionOutcome> {
  if ((await photoCount(tx, row.id)) === 0) {
    await tx
      .update(listings)
      .set({
        status: "draft",
        awaitingPhotos: true,
        submittedAt: row.submittedAt ?? now,
        rejectionReason: null,
        updatedAt: now,
      })
      .where(eq(listings.id, row.id));
    if (!row.awaitingPhotos)
      await audit(actor.id, "listing.awaiting_photos", "listing", row.id, {}, tx);
    return { id: row.id, status: "draft", awaitingPhotos: true };
  }
  // A listing the scam signals flagged waits for review even while review is off
  // (docs/decisions/032-scam-signals.md).
  const state = (await hasOpenListingRisk(row.id, tx))
    ? { status: "pending" as const }
    : submittedState(now, settings);
  await tx
    .update(listings)
    .set({
      ...state,
      awaitingPhotos: false,
      // The review queue waits from when staff can first see it: for a listing that waited
      // for photos, from its first photo.
      submittedAt: row.awaitingPhotos || !row.submittedAt ? now : row.submittedAt,
      rejectionReason: null,
      updatedAt: now,
    })
    .where(eq(listings.id, row.id));
  await audit(actor.id, "listing.submitted", "listing", row.id, {}, tx);
  await recordActivity(
    row.sellerId,
    "listing_submitted",
    row.id,
    msg("account.activity.submitted", { title: row.title }),
    tx,
  );
  return { id: row.id, status: state.status, awaitingPhotos: false };
}

/**
 * Submits a draft (or a rejected listing) for review. Its first submission counts against the
 * seller's monthly quota, claimed under the seller's lock: over it, DomainError 403 "Upload
 * Limit Reached" and nothing changes. Without a photo it waits for one (`sendToReview`).
 * 404 unknown or not the actor's; 409 already submitted.
 */
export async function publishListing(
  actor: Actor,
  listingId: string,
  now = new Date(),
): Promise<SubmissionOutcome> {
  if (!isListingId(listingId)) throw notFound("Listing");
  // Read before the transaction: PGlite has one connection, busy until the transaction ends.
  const settings = await getSettings();
  const outcome = await retryOnConflict(() =>
    db().transaction(async (tx) => {
      // The seller's lock comes before the listing's row lock (the order createAndSubmit
      // and every quota path follow), so the seller is read first without a lock.
      const [owner] = await tx
        .select({ sellerId: listings.sellerId })
        .from(listings)
        .where(eq(listings.id, listingId));
      if (!owner) throw notFound("Listing");
      await lockSeller(tx, owner.sellerId);
      const row = await requireEditableListing(actor, listingId, tx);
      if (!["draft", "rejected"].includes(row.status))
        throw new DomainError(409, msg("sell.refusal.alreadySubmitted"));
      if (!row.submittedAt) await claimSubmission(tx, row.sellerId, listingId, now);
      return sendToReview(tx, actor, row, now, settings);
    }),
  );
  // Live at once when review is off: it joins the lists.
  if (outcome.status === "active") await purgePages({ listingIds: [outcome.id] });
  if (outcome.status === "active") await listingBecameActive(outcome.id);
  if (outcome.status === "active") await queueRating(outcome.id);
  return outcome;
}

/**
 * Creates and submits in one go (the API's POST /api/cars). The quota is claimed under the
 * seller's lock in the same transaction, so nothing is written when it is used up (403
 * "Upload Limit Reached"). A new listing has no photo yet: it waits for its first one
 * (`POST /api/uploads/cars/{id}/images`), which sends it to review.
 */
export async function createAndSubmit(
  user: SellerActor,
  /** With a dealer's stock id when their system makes it (models/dealer/stock.server.ts). */
  fields: ListingFields & { externalId?: string },
  now = new Date(),
): Promise<SubmissionOutcome> {
  if (!canSell(user)) throw new DomainError(403, SWITCH_TO_SELL);
  const settings = await getSettings();
  const outcome = await retryOnConflict(() =>
    db().transaction(async (tx) => {
      await lockSeller(tx, user.id);
      const [row] = await tx
        .insert(listings)
        .values({ ...fields, sellerId: user.id, status: "draft", submittedAt: now })
        .returning();
      await claimSubmission(tx, user.id, row.id, now);
      return sendToReview(tx, user, row, now, settings);
    }),
  );
  // Without a photo it waits as a draft, out of every public page: nothing to purge until its
  // first photo (models/selling/photos.server.ts) sends it on.
  if (fields.vin) await queueVinCheck(outcome.id);
  return outcome;
}

export async function markSold(actor: Actor, listingId: string) {
  const row = await requireEditableListing(actor, listingId);
  if (row.status !== "active") throw new DomainError(409, msg("sell.refusal.onlyActiveSold"));
  await db()
    .update(listings)
    .set({ status: "sold", updatedAt: new Date() })
    .where(and(eq(listings.id, listingId), eq(listings.status, "active")));
  await audit(actor.id, editAction(actor, row, "listing.sold"), "listing", listingId);
  await purgePages({ listingIds: [listingId], sellerIds: [row.sellerId] });
  await alertSavers(listingId);
}

/** Renews an expired listing for another 60 days (it was approved before). */
export async function renewListing(actor: Actor, listingId: string, now = new Date()) {
  const row = await requireEditableListing(actor, listingId);
  if (row.status !== "expired") throw new DomainError(409, msg("sell.refusal.onlyExpiredRenew"));
  await db()
    .update(listings)
    .set({
      status: "active",
      expiresAt: new Date(now.getTime() + LISTING_LIFETIME_DAYS * 86_400_000),
      publishedAt: now,
      updatedAt: now,
    })
    .where(and(eq(listings.id, listingId), eq(listings.status, "expired")));
  await audit(actor.id, editAction(actor, row, "listing.renewed"), "listing", listingId);
  await purgePages({ listingIds: [listingId], sellerIds: [row.sellerId] });
  await listingBecameActive(listingId); // docs/product.md#saved-searches
  await queueRating(listingId);
}

/**
 * Deletes a listing and every file of its photos. The month's submission stays counted.
 * A storage failure is not thrown (the rows are gone either way): the delete-files job retries
 * it (docs/decisions/014-object-storage.md).
 */
export async function deleteListing(actor: Actor, listingId: string) {
  const row = await requireEditableListing(actor, listingId);
  // The favourites go with the listing: its savers are read first, in the same transaction.
  const savers = await db().transaction(async (tx) => {
    const savers = await saversOf(tx, listingId);
    await tx.delete(listings).where(eq(listings.id, listingId));
    return savers;
  });
  if (row.status === "active") await alertSaversOfDeleted(row, savers);
  await deleteFilesQuietly(`listings/${listingId}/`);
  await audit(actor.id, editAction(actor, row, "listing.deleted"), "listing", listingId, {
    title: row.title,
    status: row.status,
  });
  await purgePages({ listingIds: [listingId], sellerIds: [row.sellerId] });
}

/**
 * Expires active listings whose 60 days are over (the hourly `expire-listings` job). Public
 * reads already hide them from the moment `expires_at` passes; this makes it the status and
 * tells the seller. Returns how many expired.
 */
export async function expireDueListings(now = new Date()): Promise<number> {
  const expired = await db()
    .update(listings)
    .set({ status: "expired", updatedAt: now })
    .where(and(eq(listings.status, "active"), lt(listings.expiresAt, now)))
    .returning({ id: listings.id, sellerId: listings.sellerId, title: listings.title });
  for (const l of expired) {
    await recordActivity(
      l.sellerId,
      "listing_expired",
      l.id,
      msg("account.activity.expired", { title: l.title }),
    );
  }
  if (expired.length)
    await purgePages({
      listingIds: expired.map((l) => l.id),
      sellerIds: expired.map((l) => l.sellerId),
    });
  return expired.length;
}

export async function switchToSelling(userId: string) {
  await db()
    .update(users)
    .set({ accountType: "both", sellerType: sql`coalesce(${users.sellerType}, 'individual')` })
    .where(eq(users.id, userId));
}

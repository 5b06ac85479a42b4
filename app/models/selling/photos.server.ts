/**
 * A listing's photos: add (through the photo pipeline), remove, reorder. Position 0 is the
 * cover; positions are unique per listing (a deferred constraint, so a reorder can swap them).
 *
 * Limits hold under concurrency (docs/decisions/008-security-review.md): files are converted first,
 * outside any lock; then, with the listing's row locked, the photos are counted against the plan's
 * limit and inserted in one transaction. Three parallel uploads of 5 photos to a free listing add
 * 5, not 15. Uploads also count against a per-user rate limit before any decoding.
 *
 * Changes to an active listing's photos stay live and are written to the audit log
 * (README, "Selling, moderation and plans"). A listing is never in review or on sale without a
 * photo: the first photo of a listing that waits for one sends it to review, and the last
 * photo of a submitted listing cannot be removed (only drafts and rejected listings may have
 * none). Errors: DomainError (400 bad file or over the limit, 404, 409, 429, 503 when the file
 * storage cannot be written: docs/decisions/014-object-storage.md).
 *
 * Each photo carries a tiny preview the data saver shows until the buyer asks for photos (made
 * at upload; `fillMissingPreviews` makes those of photos stored before: docs/decisions/020-photo-formats.md).
 */
import { msg } from "~/i18n/messages";
import crypto from "node:crypto";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { db } from "#db/connection";
import { listingPhotos, listings, users } from "#db/schema";
import type { SubmissionOutcome } from "~/lib/listings/listing-status";
import { MAX_PHOTOS, planOf } from "~/lib/billing/plans";
import {
  makeVariants,
  perceptualHash,
  PhotoError,
  storedPhotoPreview,
  type StoredPhoto,
} from "~/services/images.server";
import { deleteFilesQuietly } from "~/services/storage.server";
import { audit } from "../shared/audit.server";
import { hasOpenListingRisk, raiseRisks, type RiskFinding } from "../shared/risk-flags.server";
import { DomainError, notFound, storageFailure } from "../shared/errors.server";
import { isUuid } from "~/lib/forms/ids";
import { purgePages } from "../shared/page-purge.server";
import { listingPhotosOf } from "../catalogue/search.server";
import { hitLimit, LIMITS, overLimit } from "../shared/limits.server";
import { requireEditableListing, sendToReview } from "./selling.server";
import { listingBecameActive } from "../saved/saved-search-matcher.server";
import { queueRating } from "../pricing/price-rating.server";
import type { Actor } from "../shared/permissions.server";
import { getSettings } from "../site/settings.server";
import { getEnv } from "~/env.server";

export { listingPhotosOf };

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/** Writes the photo order `ids` (positions 0..n-1) in one statement. */
async function writeOrder(tx: Tx, listingId: string, ids: string[]) {
  if (!ids.length) return;
  await tx.execute(sql`
    update ${listingPhotos} set position = o.position
    from (select id, (ord - 1)::int as position
          from unnest(${`{${ids.join(",")}}`}::uuid[]) with ordinality as t(id, ord)) o
    where ${listingPhotos.id} = o.id and ${listingPhotos.listingId} = ${listingId}`);
}

async function photoIds(tx: Tx, listingId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: listingPhotos.id })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId))
    .orderBy(asc(listingPhotos.position));
  return rows.map((r) => r.id);
}

/** Audits a photo change when the listing is live (its buyers see it at once). */
async function auditLive(
  tx: Tx,
  actor: Actor,
  row: { id: string; status: string; sellerId: string },
  action: string,
  details: Record<string, unknown>,
) {
  if (row.status !== "active" && row.sellerId === actor.id) return;
  const suffix = row.sellerId === actor.id ? "" : ".by_staff";
  await audit(actor.id, `${action}${suffix}`, "listing", row.id, details, tx);
}

/** What an upload did: how many photos it added, and where the listing now stands. */
export type PhotosAdded = SubmissionOutcome & {
  added: number;
  /** True when these were the first photos of a listing waiting for them: it went to review. */
  submitted: boolean;
};

/**
 * Adds photos in order. All files are converted first; if any is not an image, or the plan's
 * photo limit would be passed, none is added (nothing half-written) and DomainError says why.
 * The first photos of a listing waiting for them send it to review in the same transaction
 * (its submission was counted when it was made).
 */
export async function addPhotos(
  actor: Actor,
  listingId: string,
  files: { name: string; bytes: Buffer }[],
): Promise<PhotosAdded> {
  await requireEditableListing(actor, listingId);
  if (!files.length) throw new DomainError(400, msg("sell.refusal.choosePhoto"));
  const rate = await hitLimit(
    `photos:user:${actor.id}`,
    LIMITS.photoUploadsPerUser,
    Date.now(),
    files.length,
  );
  const limited = overLimit(msg("refusals.limit.photos"), rate);
  if (limited) throw new DomainError(429, limited.message);

  const made: (StoredPhoto & { id: string; phash: bigint | null })[] = [];
  try {
    for (const file of files) {
      const id = crypto.randomUUID();
      try {
        const stored = await makeVariants(file.bytes, `listings/${listingId}/${id}`);
        made.push({ id, ...stored, phash: await perceptualHash(file.bytes) });
      } catch (error) {
        if (error instanceof PhotoError)
          throw new DomainError(
            400,
            file.name
              ? msg("sell.refusal.photoFile", { name: file.name, reason: error.message })
              : msg("sell.refusal.photoFileUnnamed", { reason: error.message }),
          );
        throw storageFailure(error);
      }
    }
    // Read before the transaction: PGlite has one connection, busy until the transaction ends.
    const settings = await getSettings();
    const reused = await reusedPhotos(actor, listingId, made);
    let sellerId = "";
    const outcome = await db().transaction(async (tx) => {
      const row = await requireEditableListing(actor, listingId, tx);
      sellerId = row.sellerId;
      const [seller] = await tx
        .select({ plan: users.plan })
        .from(users)
        .where(eq(users.id, row.sellerId));
      const plan = planOf(seller?.plan);
      const limit = Math.min(plan.photosPerListing, MAX_PHOTOS);
      const existing = (await photoIds(tx, listingId)).length;
      if (existing + made.length > limit) {
        const room = Math.max(0, limit - existing);
        throw new DomainError(
          400,
          msg("sell.refusal.photoLimit", {
            plan: plan.name,
            limit,
            existing,
            room,
            chosen: made.length,
          }),
        );
      }
      await tx.insert(listingPhotos).values(
        made.map((p, i) => ({
          id: p.id,
          listingId,
          position: existing + i,
          storageKey: p.storageKey,
          widths: p.widths,
          avif: p.avif,
          width: p.width,
          height: p.height,
          preview: p.preview,
          phash: p.phash,
        })),
      );
      await tx.update(listings).set({ updatedAt: new Date() }).where(eq(listings.id, listingId));
      await auditLive(tx, actor, row, "listing.photos_added", { photos: made.map((p) => p.id) });
      // Another seller's photo: flagged for staff, and the listing waits for review
      // (docs/decisions/032-scam-signals.md).
      await raiseRisks(reused, tx);
      // Held while a flag is open: a photo staff cleared does not hold the listing again.
      if (reused.length && row.status === "active" && (await hasOpenListingRisk(listingId, tx))) {
        await tx
          .update(listings)
          .set({ status: "pending", submittedAt: new Date() })
          .where(eq(listings.id, listingId));
        await audit(
          actor.id,
          "listing.held_for_review",
          "listing",
          listingId,
          { signal: "reused-photo" },
          tx,
        );
        return { id: row.id, status: "pending" as const, awaitingPhotos: false, submitted: false };
      }
      if (row.status === "draft" && row.awaitingPhotos)
        return { ...(await sendToReview(tx, actor, row, new Date(), settings)), submitted: true };
      return {
        id: row.id,
        status: row.status,
        awaitingPhotos: row.awaitingPhotos,
        submitted: false,
      };
    });
    // Live at once when review is off; a live listing's new photos show on its page and cards
    // (or, held for review, it leaves them).
    if (outcome.status === "active" || reused.length)
      await purgePages({ listingIds: [outcome.id], sellerIds: [sellerId] });
    if (outcome.submitted && outcome.status === "active") await listingBecameActive(outcome.id);
    if (outcome.submitted && outcome.status === "active") await queueRating(outcome.id);
    return { ...outcome, added: made.length };
  } catch (error) {
    await Promise.all(made.map((p) => deleteFilesQuietly(`${p.storageKey}-`)));
    throw error;
  }
}

/**
 * The most bits a photo's perceptual hash may differ from another's and be "the same photo":
 * resized, recompressed or brightened copies measured 0-3 bits, other photos of the same scene
 * 8 or more (docs/decisions/032-scam-signals.md).
 */
export const SAME_PHOTO_BITS = 6;

/**
 * The `reused-photo` findings for `photos` (just made for `listingId`): for each, the nearest
 * photo within SAME_PHOTO_BITS on a listing of another seller. The candidates are the photos
 * sharing one of the hash's four 16-bit quarters (each indexed): every copy within 3 bits shares
 * one, and most within 6. A seller's own photos on their other listings are never a finding.
 */
async function reusedPhotos(
  actor: Actor,
  listingId: string,
  photos: { id: string; phash: bigint | null }[],
): Promise<RiskFinding[]> {
  const out: RiskFinding[] = [];
  for (const { id, phash } of photos) {
    if (phash === null) continue;
    const p = { id, phash };
    const band = (shift: bigint) => Number((p.phash >> shift) & 65535n);
    const [match] = await db()
      .select({
        id: listingPhotos.id,
        listingId: listingPhotos.listingId,
        sellerId: listings.sellerId,
        distance: sql<number>`bit_count((${listingPhotos.phash} # ${p.phash.toString()}::bigint)::bit(64))::int`,
      })
      .from(listingPhotos)
      .innerJoin(listings, eq(listings.id, listingPhotos.listingId))
      .where(
        and(
          sql`${listingPhotos.phash} is not null`,
          sql`(${listingPhotos.phashBand0} = ${band(48n)} or ${listingPhotos.phashBand1} = ${band(32n)} or ${listingPhotos.phashBand2} = ${band(16n)} or ${listingPhotos.phashBand3} = ${band(0n)})`,
          sql`${listings.sellerId} <> (select seller_id from listings where id = ${listingId})`,
          sql`bit_count((${listingPhotos.phash} # ${p.phash.toString()}::bigint)::bit(64)) <= ${SAME_PHOTO_BITS}`,
        ),
      )
      .orderBy(sql`4`, listingPhotos.createdAt)
      .limit(1);
    if (match)
      out.push({
        subjectType: "listing",
        subjectId: listingId,
        signal: "reused-photo",
        key: match.id,
        evidence: {
          photoId: p.id,
          matchPhotoId: match.id,
          matchListingId: match.listingId,
          matchSellerId: match.sellerId,
          distance: match.distance,
          uploadedBy: actor.id,
        },
      });
  }
  return out;
}

/** Statuses in which a listing may be left without a photo: it is in no one's view but its seller's. */
const MAY_HAVE_NO_PHOTO = new Set(["draft", "rejected"]);

/**
 * Removes one photo (and its files); the rest close up behind it. The last photo of a listing
 * in review or on sale (any status but draft and rejected) stays: DomainError 409.
 */
export async function removePhoto(actor: Actor, listingId: string, photoId: string) {
  if (!isUuid(photoId)) throw notFound("Photo");
  const { photo, row } = await db().transaction(async (tx) => {
    const row = await requireEditableListing(actor, listingId, tx);
    const [photo] = await tx
      .delete(listingPhotos)
      .where(and(eq(listingPhotos.id, photoId), eq(listingPhotos.listingId, listingId)))
      .returning();
    if (!photo) throw notFound("Photo");
    const left = await photoIds(tx, listingId);
    if (!left.length && !MAY_HAVE_NO_PHOTO.has(row.status))
      throw new DomainError(409, msg("sell.refusal.keepOnePhoto"));
    await writeOrder(tx, listingId, left);
    await auditLive(tx, actor, row, "listing.photo_removed", { photo: photoId });
    return { photo, row };
  });
  await purgeIfLive(row);
  // Shared placeholder renderings are not the listing's own files. An enhanced photo's key
  // starts with its original's, so the original's prefix takes both sets of files.
  for (const key of [photo.originalStorageKey, photo.storageKey]) {
    if (key?.startsWith("listings/")) await deleteFilesQuietly(`${key}-`);
  }
}

/** Sets the photo order; `order` must list exactly the listing's photo ids. The first is the cover. */
export async function reorderPhotos(actor: Actor, listingId: string, order: string[]) {
  const row = await db().transaction(async (tx) => {
    const row = await requireEditableListing(actor, listingId, tx);
    const ids = await photoIds(tx, listingId);
    const known = new Set(ids);
    if (
      order.length !== ids.length ||
      new Set(order).size !== order.length ||
      !order.every((id) => known.has(id))
    ) {
      throw new DomainError(400, msg("sell.refusal.photoOrder"));
    }
    await writeOrder(tx, listingId, order);
    await auditLive(tx, actor, row, "listing.photos_reordered", { order });
    return row;
  });
  await purgeIfLive(row);
}

/** Moves one photo up or down (the no-JavaScript reorder buttons). */
export async function movePhoto(
  actor: Actor,
  listingId: string,
  photoId: string,
  direction: "up" | "down",
) {
  const row = await db().transaction(async (tx) => {
    const row = await requireEditableListing(actor, listingId, tx);
    const ids = await photoIds(tx, listingId);
    const i = ids.indexOf(photoId);
    if (i < 0) throw notFound("Photo");
    const j = direction === "up" ? i - 1 : i + 1;
    if (j < 0 || j >= ids.length) return null;
    [ids[i], ids[j]] = [ids[j], ids[i]];
    await writeOrder(tx, listingId, ids);
    await auditLive(tx, actor, row, "listing.photos_reordered", { order: ids });
    return row;
  });
  if (row) await purgeIfLive(row);
}

/** A live listing's photos show on its page and on its cards: their kept copies go. */
async function purgeIfLive(row: { id: string; sellerId: string; status: string }) {
  if (row.status === "active")
    await purgePages({ listingIds: [row.id], sellerIds: [row.sellerId] });
}

/** What `fillMissingPreviews` did: photo rows given a preview, storage keys it could not read. */
export type PreviewFill = { filled: number; failed: string[] };

/**
 * Gives the photos stored without a preview theirs (the `photo-previews` job, at start and
 * nightly: photos stored before previews existed; docs/decisions/020-photo-formats.md). Walks
 * the storage keys still missing one (an index holds exactly those) in order, `batch` keys a
 * query; reads each key's narrowest WebP variant once (one key is shared by the drawn photo of
 * every seeded listing of a body type and colour) and writes its preview to every row with that
 * key still without one, so two runs at once only repeat work. A key whose file is missing or
 * unreadable is logged and left for the next run. Work grows with the photos: never on a page
 * request.
 */
export async function fillMissingPreviews(options: { batch?: number } = {}): Promise<PreviewFill> {
  const batch = options.batch ?? 50;
  const report: PreviewFill = { filled: 0, failed: [] };
  let after = "";
  for (;;) {
    const keys = await db()
      .selectDistinctOn([listingPhotos.storageKey], {
        storageKey: listingPhotos.storageKey,
        widths: listingPhotos.widths,
      })
      .from(listingPhotos)
      .where(and(isNull(listingPhotos.preview), gt(listingPhotos.storageKey, after)))
      .orderBy(asc(listingPhotos.storageKey))
      .limit(batch);
    for (const { storageKey, widths } of keys) {
      let preview: string;
      try {
        preview = await storedPhotoPreview(storageKey, Math.min(...widths));
      } catch (error) {
        report.failed.push(storageKey);
        if (getEnv().LOG_LEVEL !== "silent")
          console.warn(`No preview for photo ${storageKey}: ${(error as Error).message}`);
        continue;
      }
      const rows = await db()
        .update(listingPhotos)
        .set({ preview })
        .where(and(eq(listingPhotos.storageKey, storageKey), isNull(listingPhotos.preview)))
        .returning({ id: listingPhotos.id });
      report.filled += rows.length;
    }
    if (keys.length < batch) return report;
    after = keys[keys.length - 1]!.storageKey;
  }
}

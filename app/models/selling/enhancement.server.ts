/**
 * Photo enhancement on a listing's photos, a premium feature (docs/product.md#premium-features and
 * #roles-and-permissions; docs/product.md#plans-and-boosts). The plan rule is `enhancementsFor`
 * (lib/billing/enhancements.ts), read from the listing seller's plan: free none, basic auto and hdr,
 * premium also colour.
 *
 * Storage: an enhanced photo's variants are new files under `<listing>/<photo>-<enhancement>-
 * <random>` (keys never change content, so caches stay right); `storageKey` points at them and
 * `originalStorageKey` keeps the photo as uploaded. Every enhancement starts from the original's
 * largest variant, never from an earlier enhancement; replacing an enhancement deletes the
 * previous enhanced files, and restoring the original deletes them and clears both columns.
 *
 * The image work is done outside any lock; the row is then updated with the listing locked,
 * and only if nobody changed the photo in between. Enhancements count against the per-user
 * photo rate limit (decoding is costly). Changes to a live listing are audited like other
 * photo changes.
 *
 * Errors: DomainError 400 (unknown enhancement, unreadable photo), 403 (the plan does not
 * include it), 404 (listing or photo missing or not the caller's), 409 (the photo changed
 * meanwhile), 429 (rate limited).
 */
import { purgePages } from "../shared/page-purge.server";
import { msg } from "~/i18n/messages";
import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { db } from "#db/connection";
import { listingPhotos, listings, users } from "#db/schema";
import {
  ENHANCEMENTS,
  enhancementsFor,
  mayEnhance,
  planNeededFor,
  type Enhancement,
} from "~/lib/billing/enhancements";
import { isUuid } from "~/lib/forms/ids";
import { planOf, type PlanId } from "~/lib/billing/plans";
import { enhanceVariants } from "~/services/enhance.server";
import { PhotoError } from "~/services/images.server";
import { deleteFilesQuietly } from "~/services/storage.server";
import { audit } from "../shared/audit.server";
import { DomainError, notFound, storageFailure } from "../shared/errors.server";
import { hitLimit, LIMITS, overLimit } from "../shared/limits.server";
import { requireEditableListing } from "./selling.server";
import type { Actor } from "../shared/permissions.server";

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];
type Exec = Tx | ReturnType<typeof db>;
type ListingRow = { id: string; sellerId: string; status: string };

/** The enhancement panel of a listing being edited: the seller's plan, what it may apply, and
 * the enhancement each photo carries (photo id -> enhancement; photos as uploaded are absent). */
export type EnhancementPanel = {
  plan: PlanId;
  offered: Enhancement[];
  applied: Record<string, Enhancement>;
};

async function sellerPlan(exec: Exec, sellerId: string): Promise<PlanId> {
  const [seller] = await exec
    .select({ plan: users.plan })
    .from(users)
    .where(eq(users.id, sellerId));
  return planOf(seller?.plan).id;
}

async function photoOf(exec: Exec, listingId: string, photoId: string) {
  if (!isUuid(photoId)) throw notFound("Photo");
  const [photo] = await exec
    .select()
    .from(listingPhotos)
    .where(and(eq(listingPhotos.id, photoId), eq(listingPhotos.listingId, listingId)));
  if (!photo) throw notFound("Photo");
  return photo;
}

/** Audits a photo change when the listing is live or the change is a staff member's. */
async function auditChange(
  tx: Tx,
  actor: Actor,
  row: ListingRow,
  action: string,
  details: Record<string, unknown>,
) {
  if (row.status !== "active" && row.sellerId === actor.id) return;
  const suffix = row.sellerId === actor.id ? "" : ".by_staff";
  await audit(actor.id, `${action}${suffix}`, "listing", row.id, details, tx);
}

/** The panel for a listing the caller may edit (the /sell photos step). */
export async function enhancementPanel(row: {
  id: string;
  sellerId: string;
}): Promise<EnhancementPanel> {
  const plan = await sellerPlan(db(), row.sellerId);
  const rows = await db()
    .select({ id: listingPhotos.id, enhancement: listingPhotos.enhancement })
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, row.id));
  const applied: Record<string, Enhancement> = {};
  for (const r of rows) if (r.enhancement) applied[r.id] = r.enhancement;
  return { plan, offered: enhancementsFor(plan), applied };
}

/** Reads an enhancement name from a form value; DomainError 400 for anything else. */
export function parseEnhancement(value: unknown): Enhancement {
  if (typeof value === "string" && (ENHANCEMENTS as readonly string[]).includes(value))
    return value as Enhancement;
  throw new DomainError(400, msg("sell.refusal.chooseEnhancement"));
}

function refuse(plan: PlanId, enhancement: Enhancement): DomainError {
  if (plan === "free") return new DomainError(403, msg("sell.refusal.enhanceFree"));
  return new DomainError(
    403,
    msg("sell.refusal.enhanceNeeds", { enhancement, plan: planNeededFor(enhancement) }),
  );
}

/**
 * Applies `enhancement` to one photo of a listing `actor` may edit, replacing any earlier
 * enhancement (always computed from the original). Answers the photo's new storage key.
 */
export async function enhancePhoto(
  actor: Actor,
  listingId: string,
  photoId: string,
  enhancement: Enhancement,
): Promise<string> {
  const listing = await requireEditableListing(actor, listingId);
  const plan = await sellerPlan(db(), listing.sellerId);
  if (!mayEnhance(plan, enhancement)) throw refuse(plan, enhancement);
  const before = await photoOf(db(), listingId, photoId);
  const rate = await hitLimit(`photos:user:${actor.id}`, LIMITS.photoUploadsPerUser, Date.now());
  const limited = overLimit(msg("refusals.limit.enhance"), rate);
  if (limited) throw new DomainError(429, limited.message);

  const originalKey = before.originalStorageKey ?? before.storageKey;
  const targetKey = `listings/${listingId}/${photoId}-${enhancement}-${crypto.randomBytes(4).toString("hex")}`;
  try {
    try {
      // The widths and avif columns describe the original too: enhancement keeps them.
      await enhanceVariants(
        { storageKey: originalKey, widths: before.widths, avif: before.avif },
        enhancement,
        targetKey,
      );
    } catch (error) {
      if (error instanceof PhotoError) throw new DomainError(400, error.message);
      throw storageFailure(error);
    }
    const replaced = await db().transaction(async (tx) => {
      const row = await requireEditableListing(actor, listingId, tx);
      const planNow = await sellerPlan(tx, row.sellerId);
      if (!mayEnhance(planNow, enhancement)) throw refuse(planNow, enhancement);
      const photo = await photoOf(tx, listingId, photoId);
      if (
        (photo.originalStorageKey ?? photo.storageKey) !== originalKey ||
        photo.storageKey !== before.storageKey
      ) {
        throw new DomainError(409, msg("sell.refusal.photoChanged"));
      }
      await tx
        .update(listingPhotos)
        .set({ storageKey: targetKey, originalStorageKey: originalKey, enhancement })
        .where(eq(listingPhotos.id, photoId));
      await tx.update(listings).set({ updatedAt: new Date() }).where(eq(listings.id, listingId));
      await auditChange(tx, actor, row, "listing.photo_enhanced", {
        photo: photoId,
        enhancement,
      });
      return photo.originalStorageKey ? photo.storageKey : null;
    });
    // Kept copies of its pages name the files about to be deleted.
    if (listing.status === "active")
      await purgePages({ listingIds: [listingId], sellerIds: [listing.sellerId] });
    if (replaced) await deleteFilesQuietly(`${replaced}-`);
  } catch (error) {
    await deleteFilesQuietly(`${targetKey}-`);
    throw error;
  }
  return targetKey;
}

/**
 * Puts a photo back as uploaded: `storageKey` becomes the original again, both enhancement
 * columns are cleared and the enhanced files deleted. Open to every plan (a seller who
 * downgraded can still undo). A photo that is not enhanced is left as it is; answers whether
 * anything changed.
 */
export async function restoreOriginalPhoto(
  actor: Actor,
  listingId: string,
  photoId: string,
): Promise<boolean> {
  const enhanced = await db().transaction(async (tx) => {
    const row = await requireEditableListing(actor, listingId, tx);
    const photo = await photoOf(tx, listingId, photoId);
    if (!photo.originalStorageKey) return null;
    await tx
      .update(listingPhotos)
      .set({ storageKey: photo.originalStorageKey, originalStorageKey: null, enhancement: null })
      .where(eq(listingPhotos.id, photoId));
    await tx.update(listings).set({ updatedAt: new Date() }).where(eq(listings.id, listingId));
    await auditChange(tx, actor, row, "listing.photo_restored", { photo: photoId });
    return { key: photo.storageKey, row };
  });
  if (!enhanced) return false;
  const { key: enhancedKey, row } = enhanced;
  if (row.status === "active")
    await purgePages({ listingIds: [listingId], sellerIds: [row.sellerId] });
  if (enhancedKey.startsWith("listings/")) await deleteFilesQuietly(`${enhancedKey}-`);
  return true;
}

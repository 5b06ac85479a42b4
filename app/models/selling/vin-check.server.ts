/**
 * The VIN check (docs/decisions/032-scam-signals.md, "VIN"): a listing's VIN, once its rules
 * passed (app/lib/listings/vin.ts), is decoded offline by the `check-vin` job
 * (services/vin-decoder.server.ts) and compared with what the seller stated:
 *
 * - the make: the decoded make must be the listing's (`sameMake`), else `vin-mismatch`;
 * - the model year: compared only on VINs with a check digit (North America, China), whose 10th
 *   character is the model year by rule; elsewhere it may be anything. Another year: `vin-mismatch`;
 * - the same VIN live on another seller's listing: `vin-shared` (a cloned VIN, or one car sold
 *   twice).
 *
 * What it found is kept on the listing (`vin_check`) for the car page's "VIN matches the make and
 * year". A flag holds the listing for review as a reused photo does: a live one goes back to
 * `pending`, a draft waits for review when submitted (selling.server.ts, `sendToReview`).
 * Nothing is refused: staff decide (models/admin/risk.server.ts).
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { db } from "#db/connection";
import { listings } from "#db/schema";
import { hasCheckDigit, sameMake, type VinCheck } from "~/lib/listings/vin";
import { decodeVin, type DecodedVin } from "~/services/vin-decoder.server";
import { enqueue } from "~/services/queue.server";
import { audit } from "../shared/audit.server";
import { purgePages } from "../shared/page-purge.server";
import { isPublic } from "../shared/public-listings.server";
import { hasOpenListingRisk, raiseRisks, type RiskFinding } from "../shared/risk-flags.server";

/** How many other live listings a `vin-shared` flag names at most. */
const SHARED_NAMED = 20;

/** Queues the VIN check of listing `listingId` (one waiting per listing); never throws. */
export async function queueVinCheck(listingId: string): Promise<void> {
  try {
    await enqueue("check-vin", { listingId }, { singletonKey: listingId });
  } catch (error) {
    console.error("VIN check not queued:", (error as Error).message);
  }
}

/** The comparison of a decoded VIN with what the listing states. */
export function compareVin(
  vin: string,
  stated: { make: string; year: number },
  decoded: DecodedVin | null,
  now = new Date(),
): VinCheck {
  return {
    vin,
    checkedAt: now.toISOString(),
    decoded,
    makeMatches: decoded ? sameMake(stated.make, decoded.make) : null,
    yearMatches: decoded?.year && hasCheckDigit(vin) ? decoded.year === stated.year : null,
  };
}

/**
 * Checks listing `listingId`'s VIN (the `check-vin` job): decodes it, compares it, looks for it on
 * other sellers' live listings, then, in one transaction with the listing locked, keeps the
 * result, raises the flags and holds a live flagged listing for review. A listing without a VIN,
 * one already checked for its VIN, or one whose VIN changed meanwhile (its own job follows) is
 * left alone. Returns the check written, or null. Decoder failures reject (the job retries).
 */
export async function checkListingVin(
  listingId: string,
  decode: (vin: string) => Promise<DecodedVin | null> = decodeVin,
  now = new Date(),
): Promise<VinCheck | null> {
  const [row] = await db()
    .select({
      vin: listings.vin,
      vinCheck: listings.vinCheck,
      make: listings.make,
      year: listings.year,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!row?.vin || row.vinCheck?.vin === row.vin) return null;
  const vin = row.vin;
  const check = compareVin(vin, row, await decode(vin), now);

  const findings: RiskFinding[] = [];
  if (check.makeMatches === false || check.yearMatches === false)
    findings.push({
      subjectType: "listing",
      subjectId: listingId,
      signal: "vin-mismatch",
      key: vin,
      evidence: { vin, stated: { make: row.make, year: row.year }, decoded: check.decoded },
    });
  const others = await db()
    .select({ id: listings.id, title: listings.title, sellerId: listings.sellerId })
    .from(listings)
    .where(
      and(
        eq(listings.vin, vin),
        ne(listings.id, listingId),
        sql`${listings.sellerId} <> (select seller_id from listings where id = ${listingId})`,
        isPublic(now),
      ),
    )
    .limit(SHARED_NAMED);
  if (others.length)
    findings.push({
      subjectType: "listing",
      subjectId: listingId,
      signal: "vin-shared",
      key: vin,
      evidence: { vin, listings: others },
    });

  // The seller of a live listing: its pages change (the VIN line, or it leaves them).
  const live = await db().transaction(async (tx) => {
    const [locked] = await tx
      .select({ vin: listings.vin, status: listings.status, sellerId: listings.sellerId })
      .from(listings)
      .where(eq(listings.id, listingId))
      .for("update");
    if (locked?.vin !== vin) return null;
    await tx.update(listings).set({ vinCheck: check }).where(eq(listings.id, listingId));
    await raiseRisks(findings, tx);
    if (locked.status !== "active") return null;
    // Held only while a flag is open: one staff cleared is not raised again by the same VIN.
    if (!findings.length || !(await hasOpenListingRisk(listingId, tx))) return locked.sellerId;
    await tx
      .update(listings)
      .set({ status: "pending", submittedAt: now })
      .where(eq(listings.id, listingId));
    await audit(
      null,
      "listing.held_for_review",
      "listing",
      listingId,
      { signal: findings.map((f) => f.signal).join(",") },
      tx,
    );
    return locked.sellerId;
  });
  if (live) await purgePages({ listingIds: [listingId], sellerIds: [live] });
  return check;
}

/**
 * Checks every listing whose VIN has no check for it yet (an import's, or one whose job was
 * lost), oldest first, at most `limit`; returns how many it checked. For scripts: the pages
 * queue one job per listing instead.
 */
export async function checkUncheckedVins(limit = 10_000): Promise<number> {
  const rows = await db()
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        sql`${listings.vin} is not null`,
        sql`(${listings.vinCheck} is null or ${listings.vinCheck}->>'vin' <> ${listings.vin})`,
      ),
    )
    .orderBy(listings.createdAt)
    .limit(limit);
  for (const { id } of rows) await checkListingVin(id);
  return rows.length;
}

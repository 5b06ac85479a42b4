/**
 * A staff decision on a listing is one transaction with its audit row, the seller's activity
 * and notice (docs/decisions/013-admin-panel.md): when any part fails, the listing stays as it
 * was and nothing half-written remains. A reason PostgreSQL refuses in the audit row's JSON
 * (a lone UTF-16 surrogate) makes the audit insert fail after the status update ran.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, listings, notifications } from "#db/schema";
import { db } from "#db/connection";
import { addPhoto, createListing, createStaff, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { approveListing, flagListing, rejectListing } from "./moderation.server";

useTestDatabase();

const BAD_REASON = "Photos do not match \ud800 the car";

async function state(listingId: string, sellerId: string) {
  const [row] = await db()
    .select({ status: listings.status, reason: listings.rejectionReason })
    .from(listings)
    .where(eq(listings.id, listingId));
  const audits = await db().select().from(auditLog).where(eq(auditLog.entityId, listingId));
  const notices = await db().select().from(notifications).where(eq(notifications.userId, sellerId));
  return { ...row, audits: audits.length, notices: notices.length };
}

describe("a moderation decision that fails part-way", () => {
  it("leaves a pending listing pending when its rejection cannot be audited", async () => {
    const staff = await createStaff("moderator", { accountType: "buyer" });
    const seller = await createUser();
    const listing = await createListing(seller.id, { status: "pending" });
    await addPhoto(listing.id);
    const before = await state(listing.id, seller.id);

    await expect(rejectListing(staff, listing.id, BAD_REASON)).rejects.toThrow();
    expect(await state(listing.id, seller.id)).toEqual(before);

    await rejectListing(staff, listing.id, "Photos do not match the car");
    expect(await state(listing.id, seller.id)).toMatchObject({
      status: "rejected",
      audits: before.audits + 1,
      notices: before.notices + 1,
    });
  });

  it("leaves an active listing on sale when its flag cannot be audited", async () => {
    const staff = await createStaff("moderator", { accountType: "buyer" });
    const seller = await createUser();
    const listing = await createListing(seller.id, { status: "active" });
    const before = await state(listing.id, seller.id);

    await expect(flagListing(staff, listing.id, BAD_REASON)).rejects.toThrow();
    expect(await state(listing.id, seller.id)).toEqual(before);
  });

  it("approves with its audit row and the seller's notice together", async () => {
    const staff = await createStaff("moderator", { accountType: "buyer" });
    const seller = await createUser();
    const listing = await createListing(seller.id, { status: "pending" });
    await addPhoto(listing.id);
    const before = await state(listing.id, seller.id);
    await approveListing(staff, listing.id);
    expect(await state(listing.id, seller.id)).toMatchObject({
      status: "active",
      audits: before.audits + 1,
      notices: before.notices + 1,
    });
  });
});

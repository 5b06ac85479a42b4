/**
 * The VIN check (vin-check.server.ts; docs/decisions/032-scam-signals.md): a VIN that agrees is
 * shown as matching; one of another make or year, or live on another seller's listing, is
 * flagged and its live listing held for review; what staff cleared stays cleared. The decoder
 * is stood in for where the comparison is the subject, and real where the job runs.
 */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { auditLog, listings, riskFlags } from "#db/schema";
import { runQueuedJobs } from "~/services/queue.server";
import type { DecodedVin } from "~/services/vin-decoder.server";
import { createListing, createStaff, createUser, LISTING_FIELDS } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { decideRiskFlag, listRiskFlags } from "../admin/risk.server";
import { getPublicListing } from "../catalogue/detail.server";
import { updateDetails } from "./selling.server";
import { checkListingVin } from "./vin-check.server";

useTestDatabase();

beforeEach(async () => {
  await db().delete(riskFlags);
  await db().delete(listings);
});

const ACCORD_VIN = "1HGCM82633A004352";
/** Runs the waiting check-vin jobs as the worker does (app/jobs/jobs.server.ts). */
const runVinJobs = () =>
  runQueuedJobs<{ listingId: string }>("check-vin", (job) =>
    checkListingVin(job.data.listingId).then(() => undefined),
  );
const decodesAs = (decoded: DecodedVin | null) => async () => decoded;
const accord = { make: "Honda", model: "Accord", year: 2003 };
const flagsOf = (id: string) => db().select().from(riskFlags).where(eq(riskFlags.subjectId, id));
const statusOf = async (id: string) =>
  (await db().select().from(listings).where(eq(listings.id, id)))[0].status;

describe("a VIN that agrees with the listing", () => {
  it("shows masked on the car page, with 'matches the make and year', and raises nothing", async () => {
    const seller = await createUser();
    const car = await createListing(seller.id, { ...accord, vin: ACCORD_VIN });
    expect((await getPublicListing(car.id))?.vin).toEqual({
      masked: "1HGCM82633A******",
      matches: null,
    });
    await checkListingVin(car.id, decodesAs(accord));
    expect((await getPublicListing(car.id))?.vin).toEqual({
      masked: "1HGCM82633A******",
      matches: "make-and-year",
    });
    expect(await flagsOf(car.id)).toEqual([]);
    expect(await statusOf(car.id)).toBe("active");
  });

  it("outside the check-digit markets, matches the make only: the year is not compared", async () => {
    const seller = await createUser();
    const golf = await createListing(seller.id, {
      make: "Volkswagen",
      model: "Golf",
      year: 2010,
      vin: "WVWZZZ3CZ8E123456",
    });
    const check = await checkListingVin(
      golf.id,
      decodesAs({ make: "Volkswagen", model: null, year: 2008 }),
    );
    expect(check).toMatchObject({ makeMatches: true, yearMatches: null });
    expect((await getPublicListing(golf.id))?.vin?.matches).toBe("make");
    expect(await flagsOf(golf.id)).toEqual([]);
  });
});

describe("a VIN that does not agree", () => {
  it("flags the listing for staff, holds it for review, and a cleared flag is not raised again", async () => {
    const seller = await createUser();
    const car = await createListing(seller.id, {
      make: "Toyota",
      model: "Camry",
      year: 2005,
      vin: ACCORD_VIN,
    });
    await checkListingVin(car.id, decodesAs(accord));
    const [flag] = await flagsOf(car.id);
    expect(flag).toMatchObject({ signal: "vin-mismatch", status: "open", key: ACCORD_VIN });
    expect(await statusOf(car.id)).toBe("pending");
    expect(await getPublicListing(car.id)).toBeNull();
    const [held] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, car.id), eq(auditLog.action, "listing.held_for_review")));
    expect(held.details).toEqual({ signal: "vin-mismatch" });

    const moderator = await createStaff("moderator");
    const { flags } = await listRiskFlags(moderator, { signal: "vin-mismatch" });
    expect(flags[0].evidence).toEqual({
      signal: "vin-mismatch",
      vin: ACCORD_VIN,
      stated: { make: "Toyota", year: 2005 },
      decoded: accord,
    });
    await decideRiskFlag(moderator, flag.id, { decision: "clear", note: "Papers seen" });

    // Staff put it back on sale; the same VIN checked again is left alone.
    await db()
      .update(listings)
      .set({ status: "active", vinCheck: null })
      .where(eq(listings.id, car.id));
    await checkListingVin(car.id, decodesAs(accord));
    expect(await statusOf(car.id)).toBe("active");
    expect((await flagsOf(car.id)).map((f) => f.status)).toEqual(["cleared"]);
  });

  it("flags a VIN live on another seller's listing, never one on the seller's own", async () => {
    const first = await createUser();
    const second = await createUser();
    const original = await createListing(first.id, { ...accord, vin: ACCORD_VIN });
    const ownSecond = await createListing(first.id, { ...accord, vin: ACCORD_VIN });
    await checkListingVin(ownSecond.id, decodesAs(accord));
    expect(await flagsOf(ownSecond.id)).toEqual([]);
    const clone = await createListing(second.id, { ...accord, vin: ACCORD_VIN });
    await checkListingVin(clone.id, decodesAs(accord));
    const [flag] = await flagsOf(clone.id);
    expect(flag).toMatchObject({ signal: "vin-shared", key: ACCORD_VIN });
    expect(await statusOf(clone.id)).toBe("pending");

    const { flags } = await listRiskFlags(await createStaff("moderator"), { signal: "vin-shared" });
    expect(flags[0].evidence).toMatchObject({ signal: "vin-shared", vin: ACCORD_VIN });
    if (flags[0].evidence.signal === "vin-shared")
      expect(flags[0].evidence.listings.map((l) => l.id).sort()).toEqual(
        [original.id, ownSecond.id].sort(),
      );
  });
});

describe("the check-vin job", () => {
  it("decodes a VIN the seller adds, and a changed VIN is checked anew", async () => {
    const seller = await createUser({ accountType: "seller" });
    const car = await createListing(seller.id, { ...LISTING_FIELDS, ...accord, status: "draft" });
    const actor = { id: seller.id, role: "user" as const };
    const fields = { ...LISTING_FIELDS, ...accord, title: car.title };
    await updateDetails(actor, car.id, { ...fields, vin: ACCORD_VIN });
    expect(await runVinJobs()).toBe(1);
    const [row] = await db().select().from(listings).where(eq(listings.id, car.id));
    expect(row.vinCheck).toMatchObject({
      vin: ACCORD_VIN,
      decoded: accord,
      makeMatches: true,
      yearMatches: true,
    });

    // Another VIN: the old check no longer speaks for it until the job has run.
    await updateDetails(actor, car.id, { ...fields, vin: "JTHBK1GG2D2123456" });
    expect(
      (await db().select().from(listings).where(eq(listings.id, car.id)))[0].vinCheck,
    ).toBeNull();
    await runVinJobs();
    const [after] = await flagsOf(car.id);
    expect(after).toMatchObject({ signal: "vin-mismatch", key: "JTHBK1GG2D2123456" });
    expect(after.evidence).toMatchObject({ decoded: { make: "Lexus", model: "ES", year: 2013 } });
  }, 60_000);
});

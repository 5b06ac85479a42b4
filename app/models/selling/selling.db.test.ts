import sharp from "sharp";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, listings, users } from "#db/schema";
import { db } from "#db/connection";
import { defaultFilters } from "~/lib/catalogue/filters";
import { lagosMonth } from "~/lib/billing/plans";
import {
  LISTING_FIELDS,
  addPhoto,
  createListing,
  createStaff,
  staffFacts,
  createUser,
} from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import type { PublicUser } from "../identity/users.server";
import { searchListings } from "../catalogue/search.server";
import { DomainError } from "../shared/errors.server";
import { addPhotos, listingPhotosOf, movePhoto, removePhoto, reorderPhotos } from "./photos.server";
import { approveListing, flagListing, pendingQueue, rejectListing } from "./moderation.server";
import {
  createAndSubmit,
  createDraft,
  deleteListing,
  expireDueListings,
  listOwnListings,
  markSold,
  publishListing,
  renewListing,
  updateDetails,
  uploadUsage,
} from "./selling.server";

useTestDatabase();

const fields = LISTING_FIELDS;

type Actor = Pick<PublicUser, "id" | "role" | "plan" | "accountType">;
let seller: Actor;
let other: Actor;
let staff: Actor;
let jpeg: Buffer;

beforeAll(async () => {
  const s = await createUser({ accountType: "seller" });
  const o = await createUser({ accountType: "seller" });
  const a = await createStaff("moderator", { accountType: "buyer" });
  seller = { id: s.id, role: "user", plan: "free", accountType: "seller" };
  other = { id: o.id, role: "user", plan: "free", accountType: "seller" };
  staff = { ...staffFacts(a), id: a.id, role: "moderator", plan: "free", accountType: "buyer" };
  jpeg = await sharp({ create: { width: 900, height: 700, channels: 3, background: "#a33" } })
    .jpeg()
    .toBuffer();
});

/** A draft with one photo, ready to publish (a listing without one waits for it). */
async function draftWithPhoto(actor: Actor, details: typeof fields) {
  const id = await createDraft(actor, details);
  await addPhoto(id);
  return id;
}

const statusOf = async (id: string) =>
  (await db().select({ s: listings.status }).from(listings).where(eq(listings.id, id)))[0].s;

describe("Lagos calendar months", () => {
  it("start at midnight in Lagos (23:00 UTC the day before)", () => {
    const m = lagosMonth(new Date("2026-11-30T23:30:00Z")); // already 1 December in Lagos
    expect(m.start.toISOString()).toBe("2026-11-30T23:00:00.000Z");
    expect(m.end.toISOString()).toBe("2026-12-31T23:00:00.000Z");
    expect(lagosMonth(new Date("2026-11-30T22:30:00Z")).start.toISOString()).toBe(
      "2026-10-31T23:00:00.000Z",
    );
  });
});

describe("publishing within the plan quota", () => {
  it("counts submissions per Lagos month and refuses the second on the free plan", async () => {
    const user = { ...seller, id: (await createUser({ accountType: "seller" })).id };
    const nov = new Date("2026-11-15T12:00:00Z");
    const first = await draftWithPhoto(user, fields);
    expect((await uploadUsage(user, nov)).used).toBe(0);
    await publishListing(user, first, nov);
    expect(await uploadUsage(user, nov)).toMatchObject({ used: 1, limit: 1, reached: true });

    const second = await draftWithPhoto(user, fields);
    await expect(publishListing(user, second, nov)).rejects.toMatchObject({
      status: 403,
      message: "sell.refusal.limitReached",
    });
    expect(await statusOf(second)).toBe("draft");
    // 23:30 UTC on 30 November is already December in Lagos: a new month, a new quota.
    await publishListing(user, second, new Date("2026-11-30T23:30:00Z"));
    expect(await statusOf(second)).toBe("pending");
  });

  it("gives basic 5 and premium unlimited (999)", async () => {
    const basic = {
      ...seller,
      id: (await createUser({ accountType: "seller", plan: "basic" })).id,
      plan: "basic" as const,
    };
    expect((await uploadUsage(basic)).limit).toBe(5);
    expect((await uploadUsage({ ...basic, plan: "premium" })).limit).toBe(999);
  });

  it("refuses buyers", async () => {
    await expect(createDraft({ ...seller, accountType: "buyer" }, fields)).rejects.toMatchObject({
      status: 403,
    });
  });
});

describe("lifecycle", () => {
  it("pending -> active (public) -> sold; rejected shows the reason; flagged leaves browse", async () => {
    const id = await draftWithPhoto(seller, {
      ...fields,
      title: "Lifecycle Camry 2015",
      model: "Camry",
    });
    await publishListing(seller, id, new Date("2026-01-10T12:00:00Z"));
    const inBrowse = async () =>
      (await searchListings({ ...defaultFilters(), search: "Lifecycle" })).cars
        .map((c) => c.id)
        .includes(id);
    expect(await inBrowse()).toBe(false);
    await expect(approveListing(seller, id)).rejects.toMatchObject({ status: 403 });
    await approveListing(staff, id);
    expect(await statusOf(id)).toBe("active");
    expect(await inBrowse()).toBe(true);
    await expect(approveListing(staff, id)).rejects.toMatchObject({ status: 409 });

    await flagListing(staff, id, "Suspected duplicate");
    expect(await inBrowse()).toBe(false);
    const log = await db().select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(log.map((l) => l.action)).toEqual(
      expect.arrayContaining(["listing.submitted", "listing.approved", "listing.flagged"]),
    );
    expect(log.find((l) => l.action === "listing.approved")?.actorId).toBe(staff.id);

    const rejected = await draftWithPhoto(seller, fields);
    await publishListing(seller, rejected, new Date("2026-02-10T12:00:00Z"));
    await expect(rejectListing(staff, rejected, "no")).rejects.toBeInstanceOf(DomainError);
    await rejectListing(staff, rejected, "Photos do not show the car");
    const [row] = await db().select().from(listings).where(eq(listings.id, rejected));
    expect(row).toMatchObject({
      status: "rejected",
      rejectionReason: "Photos do not show the car",
    });
  });

  it("editing make, model or year of an active listing sends it back to review; price keeps it live", async () => {
    const id = await draftWithPhoto(seller, fields);
    await publishListing(seller, id, new Date("2026-03-10T12:00:00Z"));
    await approveListing(staff, id);
    expect(await updateDetails(seller, id, { ...fields, price: 4_900_000 })).toBe("active");
    expect(await updateDetails(seller, id, { ...fields, price: 4_900_000, year: 2015 })).toBe(
      "pending",
    );
  });

  it("marks sold, expires after 60 days and renews", async () => {
    const id = await draftWithPhoto(seller, fields);
    await publishListing(seller, id, new Date("2026-04-10T12:00:00Z"));
    await approveListing(staff, id);
    await expect(renewListing(seller, id)).rejects.toMatchObject({ status: 409 });
    expect(await expireDueListings(new Date(Date.now() + 61 * 86_400_000))).toBeGreaterThan(0);
    expect(await statusOf(id)).toBe("expired");
    await renewListing(seller, id);
    expect(await statusOf(id)).toBe("active");
    await markSold(seller, id);
    expect(await statusOf(id)).toBe("sold");
  });
});

describe("ownership", () => {
  it("hides another seller's listing (404) for every change", async () => {
    const id = await createDraft(seller, fields);
    for (const attempt of [
      () => updateDetails(other, id, fields),
      () => publishListing(other, id),
      () => addPhotos(other, id, [{ name: "a.jpg", bytes: jpeg }]),
      () => deleteListing(other, id),
      () => markSold(other, id),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ status: 404 });
    }
    // Moderators review listings but may not change someone's; admins may (audited).
    await expect(deleteListing(staff, id)).rejects.toMatchObject({ status: 404 });
    await expect(updateDetails(staff, id, fields)).rejects.toMatchObject({ status: 404 });
    const admin = await createStaff("admin", { accountType: "buyer" });
    await deleteListing(admin, id);
    expect(await db().select().from(listings).where(eq(listings.id, id))).toEqual([]);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toBeDefined();
    const actions = (await db().select().from(auditLog).where(eq(auditLog.entityId, id))).map(
      (a) => a.action,
    );
    expect(actions).toContain("listing.deleted.by_staff");
  });
});

describe("photos", () => {
  it("makes WebP variants, orders, moves and removes them", async () => {
    const id = await createDraft(seller, fields);
    expect(
      await addPhotos(seller, id, [
        { name: "a.jpg", bytes: jpeg },
        { name: "b.jpg", bytes: jpeg },
      ]),
    ).toMatchObject({ added: 2, status: "draft", submitted: false });
    let photos = await listingPhotosOf(id);
    expect(photos.map((p) => p.position)).toEqual([0, 1]);
    expect(photos[0].widths).toEqual([320, 640]);
    const [first, second] = photos.map((p) => p.id);
    await movePhoto(seller, id, second, "up");
    expect((await listingPhotosOf(id)).map((p) => p.id)).toEqual([second, first]);
    await reorderPhotos(seller, id, [first, second]);
    expect((await listingPhotosOf(id)).map((p) => p.id)).toEqual([first, second]);
    await expect(reorderPhotos(seller, id, [first])).rejects.toMatchObject({ status: 400 });
    await removePhoto(seller, id, first);
    photos = await listingPhotosOf(id);
    expect(photos.map((p) => [p.id, p.position])).toEqual([[second, 0]]);
  });

  it("refuses the whole batch past the plan's limit or with a non-image, keeping the others", async () => {
    const id = await createDraft(seller, fields);
    await addPhotos(seller, id, [{ name: "a.jpg", bytes: jpeg }]);
    const six = Array.from({ length: 5 }, (_, i) => ({ name: `${i}.jpg`, bytes: jpeg }));
    await expect(addPhotos(seller, id, six)).rejects.toMatchObject({
      message: "sell.refusal.photoLimit?plan=Free&limit=5&existing=1&room=4&chosen=5",
    });
    await expect(
      addPhotos(seller, id, [
        { name: "ok.jpg", bytes: jpeg },
        { name: "notes.txt", bytes: Buffer.from("hello") },
      ]),
    ).rejects.toThrow(/notes.txt/);
    expect(await listingPhotosOf(id)).toHaveLength(1);
    const premium = { ...seller, plan: "premium" as const };
    await db().update(users).set({ plan: "premium" }).where(eq(users.id, seller.id));
    const twenty = Array.from({ length: 19 }, (_, i) => ({ name: `${i}.jpg`, bytes: jpeg }));
    expect((await addPhotos(premium, id, twenty)).added).toBe(19);
    await expect(addPhotos(premium, id, [{ name: "21.jpg", bytes: jpeg }])).rejects.toThrow(
      /photoLimit\?plan=Premium&limit=20/,
    );
    await db().update(users).set({ plan: "free" }).where(eq(users.id, seller.id));
  }, 60_000);
});

describe("own listings", () => {
  it("count each listing's photos and give its cover", async () => {
    const { listOwnListings } = await import("./selling.server");
    const user = { ...seller, id: (await createUser({ accountType: "seller" })).id };
    const id = await createDraft(user, fields);
    await createDraft(user, { ...fields, title: "No photos here" });
    await addPhotos(user, id, [
      { name: "a.jpg", bytes: jpeg },
      { name: "b.jpg", bytes: jpeg },
    ]);
    const rows = await listOwnListings(user.id);
    const withPhotos = rows.find((r) => r.id === id)!;
    expect(withPhotos.photoCount).toBe(2);
    expect(withPhotos.cover?.storageKey).toBe((await listingPhotosOf(id))[0].storageKey);
    expect(rows.find((r) => r.id !== id)).toMatchObject({ photoCount: 0, cover: null });
  });
});

describe("a listing submitted without a photo", () => {
  const inQueue = async (id: string) => (await pendingQueue(staff, 1000)).some((l) => l.id === id);

  it("waits for its first photo out of the review queue, counted; the photo sends it to review", async () => {
    const user = { ...seller, id: (await createUser({ accountType: "seller" })).id };
    const outcome = await createAndSubmit(user, fields);
    expect(outcome).toEqual({ id: outcome.id, status: "draft", awaitingPhotos: true });
    expect(await inQueue(outcome.id)).toBe(false);
    expect((await listOwnListings(user.id))[0]).toMatchObject({
      id: outcome.id,
      status: "draft",
      awaitingPhotos: true,
    });
    // The submission counts when it is made: the free plan's one listing is used.
    expect(await uploadUsage(user)).toMatchObject({ used: 1, reached: true });
    await expect(createAndSubmit(user, fields)).rejects.toMatchObject({ status: 403 });

    const added = await addPhotos(user, outcome.id, [{ name: "a.jpg", bytes: jpeg }]);
    expect(added).toMatchObject({ added: 1, status: "pending", awaitingPhotos: false });
    expect(added.submitted).toBe(true);
    expect(await inQueue(outcome.id)).toBe(true);
    expect((await uploadUsage(user)).used).toBe(1);
    const second = await addPhotos(user, outcome.id, [{ name: "b.jpg", bytes: jpeg }]);
    expect(second).toMatchObject({ status: "pending", submitted: false });
    const actions = (
      await db().select().from(auditLog).where(eq(auditLog.entityId, outcome.id))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(["listing.awaiting_photos", "listing.submitted"]),
    );
  });

  it("Publish on a draft with no photo counts it and waits the same way", async () => {
    const user = { ...seller, id: (await createUser({ accountType: "seller" })).id };
    const id = await createDraft(user, fields);
    expect(await publishListing(user, id)).toMatchObject({ status: "draft", awaitingPhotos: true });
    expect(await inQueue(id)).toBe(false);
    expect((await uploadUsage(user)).used).toBe(1);
    // Publishing again changes nothing and counts nothing.
    expect(await publishListing(user, id)).toMatchObject({ awaitingPhotos: true });
    await addPhotos(user, id, [{ name: "a.jpg", bytes: jpeg }]);
    expect(await statusOf(id)).toBe("pending");
    expect(await inQueue(id)).toBe(true);
  });

  it("the last photo of a submitted listing stays; a draft's may go", async () => {
    const user = { ...seller, id: (await createUser({ accountType: "seller" })).id };
    const { id } = await createAndSubmit(user, fields);
    await addPhotos(user, id, [
      { name: "a.jpg", bytes: jpeg },
      { name: "b.jpg", bytes: jpeg },
    ]);
    const [first, last] = await listingPhotosOf(id);
    await removePhoto(user, id, first.id);
    await expect(removePhoto(user, id, last.id)).rejects.toMatchObject({ status: 409 });
    expect(await inQueue(id)).toBe(true);
    await approveListing(staff, id);
    await expect(removePhoto(user, id, last.id)).rejects.toMatchObject({ status: 409 });
    expect(await listingPhotosOf(id)).toHaveLength(1);

    const draft = await createDraft(user, fields);
    await addPhotos(user, draft, [{ name: "a.jpg", bytes: jpeg }]);
    await removePhoto(user, draft, (await listingPhotosOf(draft))[0].id);
    expect(await listingPhotosOf(draft)).toEqual([]);
  });

  it("never reaches staff from older data: the queue skips a pending listing with no photo", async () => {
    const user = await createUser({ accountType: "seller" });
    const bare = await createListing(user.id, { status: "pending", submittedAt: new Date() });
    expect(await inQueue(bare.id)).toBe(false);
    await addPhoto(bare.id);
    expect(await inQueue(bare.id)).toBe(true);
  });

  it("an active listing with no photo whose title changes waits for a photo instead of review", async () => {
    const user = { ...seller, id: (await createUser({ accountType: "seller" })).id };
    const { id } = await createListing(user.id, { ...fields });
    expect(await updateDetails(user, id, { ...fields, title: "Toyota Corolla S 2014" })).toBe(
      "draft",
    );
    expect((await listOwnListings(user.id))[0]).toMatchObject({ awaitingPhotos: true });
    expect(await inQueue(id)).toBe(false);
  });
});

describe("edits of an approved listing", () => {
  it("send features, colour and city changes back to review; the same features reordered do not", async () => {
    const user = { ...seller, id: (await createUser({ accountType: "seller" })).id };
    const details = { ...fields, features: ["bluetooth", "leather-seats"] };
    const id = await draftWithPhoto(user, details);
    await publishListing(user, id);
    await approveListing(staff, id);
    expect(
      await updateDetails(user, id, { ...details, features: ["leather-seats", "bluetooth"] }),
    ).toBe("active");
    for (const change of [
      { features: ["bluetooth", "leather-seats", "Call 0803 before viewing"] },
      { color: "Gold" },
      { city: "Lekki" },
    ]) {
      expect(await updateDetails(user, id, { ...details, ...change })).toBe("pending");
      await approveListing(staff, id);
      await updateDetails(user, id, details);
      if ((await statusOf(id)) === "pending") await approveListing(staff, id);
    }
  });
});

import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { listingPhotos, users } from "#db/schema";
import { db } from "#db/connection";
import { getEnv } from "~/env.server";
import { enhancementsFor } from "~/lib/billing/enhancements";
import type { PlanId } from "~/lib/billing/plans";
import { LISTING_FIELDS, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { DomainError } from "../shared/errors.server";
import { addPhotos } from "./photos.server";
import { enhancePhoto, enhancementPanel, restoreOriginalPhoto } from "./enhancement.server";
import { createDraft, type SellerActor } from "./selling.server";

useTestDatabase();

/** A dull, blue-cast 1600x1200 photo with detail, so every enhancement has work to do. */
let photo: Buffer;
beforeAll(async () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#5a6a8a"/><stop offset="1" stop-color="#8a96b0"/>
    </linearGradient></defs>
    <rect width="1600" height="1200" fill="url(#g)"/>
    <rect x="300" y="500" width="1000" height="300" rx="60" fill="#4a5470"/>
    <circle cx="500" cy="820" r="110" fill="#3a4056"/><circle cx="1100" cy="820" r="110" fill="#3a4056"/>
    <rect x="480" y="380" width="600" height="160" fill="#9aa6c0"/>
  </svg>`;
  photo = await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
});

async function sellerWithPhoto(plan: PlanId) {
  const user = await createUser({ accountType: "seller", plan });
  const actor: SellerActor = { id: user.id, role: "user", accountType: "seller" };
  const listingId = await createDraft(actor, LISTING_FIELDS);
  await addPhotos(actor, listingId, [{ name: "car.jpg", bytes: photo }]);
  const [row] = await db()
    .select()
    .from(listingPhotos)
    .where(eq(listingPhotos.listingId, listingId));
  return { actor, listingId, photoId: row.id, originalKey: row.storageKey };
}

const photoRow = async (id: string) =>
  (await db().select().from(listingPhotos).where(eq(listingPhotos.id, id)))[0];

const stored = (key: string, width = 1280) =>
  path.join(getEnv().uploadsDir, `${key}-${width}.webp`);
const bytesOf = (key: string, width = 1280) => fs.readFileSync(stored(key, width));

async function statusOf(promise: Promise<unknown>): Promise<number | "ok"> {
  try {
    await promise;
    return "ok";
  } catch (error) {
    if (error instanceof DomainError) return error.status;
    throw error;
  }
}

describe("the plan rule", () => {
  it("offers nothing on free, auto and hdr on basic, all three on premium", () => {
    expect(enhancementsFor("free")).toEqual([]);
    expect(enhancementsFor("basic")).toEqual(["auto", "hdr"]);
    expect(enhancementsFor("premium")).toEqual(["auto", "hdr", "colour"]);
    expect(enhancementsFor(null)).toEqual([]);
  });
});

describe("enhancePhoto", () => {
  it("refuses a free seller with 403 and a clear message, and changes nothing", async () => {
    const s = await sellerWithPhoto("free");
    const attempt = enhancePhoto(s.actor, s.listingId, s.photoId, "auto");
    await expect(attempt).rejects.toThrow("sell.refusal.enhanceFree");
    expect(await statusOf(enhancePhoto(s.actor, s.listingId, s.photoId, "hdr"))).toBe(403);
    const row = await photoRow(s.photoId);
    expect(row.storageKey).toBe(s.originalKey);
    expect(row.enhancement).toBeNull();
    expect((await enhancementPanel({ id: s.listingId, sellerId: s.actor.id })).offered).toEqual([]);
  });

  it("lets basic apply auto and hdr but not colour", async () => {
    const s = await sellerWithPhoto("basic");
    expect(await statusOf(enhancePhoto(s.actor, s.listingId, s.photoId, "colour"))).toBe(403);
    expect(await statusOf(enhancePhoto(s.actor, s.listingId, s.photoId, "auto"))).toBe("ok");
    expect((await photoRow(s.photoId)).enhancement).toBe("auto");
    expect(await statusOf(enhancePhoto(s.actor, s.listingId, s.photoId, "hdr"))).toBe("ok");
    expect((await photoRow(s.photoId)).enhancement).toBe("hdr");
  });

  it("lets premium apply colour: new key, original kept, different bytes at every width", async () => {
    const s = await sellerWithPhoto("premium");
    const started = performance.now();
    const key = await enhancePhoto(s.actor, s.listingId, s.photoId, "colour");
    const ms = performance.now() - started;
    expect(ms).toBeLessThan(10_000);
    const row = await photoRow(s.photoId);
    expect(row.storageKey).toBe(key);
    expect(key).not.toBe(s.originalKey);
    expect(row.originalStorageKey).toBe(s.originalKey);
    expect(row.enhancement).toBe("colour");
    for (const width of row.widths) {
      expect(fs.existsSync(stored(key, width))).toBe(true);
      expect(bytesOf(key, width).equals(bytesOf(s.originalKey, width))).toBe(false);
    }
    const meta = await sharp(bytesOf(key)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1280, 960]);
    expect(await enhancementPanel({ id: s.listingId, sellerId: s.actor.id })).toEqual({
      plan: "premium",
      offered: ["auto", "hdr", "colour"],
      applied: { [s.photoId]: "colour" },
    });
  });

  it("always starts from the original and deletes the enhancement it replaces", async () => {
    const s = await sellerWithPhoto("premium");
    const hdr = await enhancePhoto(s.actor, s.listingId, s.photoId, "hdr");
    const hdrBytes = bytesOf(hdr);
    const auto = await enhancePhoto(s.actor, s.listingId, s.photoId, "auto");
    expect(fs.existsSync(stored(hdr))).toBe(false);
    const again = await enhancePhoto(s.actor, s.listingId, s.photoId, "hdr");
    expect(fs.existsSync(stored(auto))).toBe(false);
    // The same enhancement of the same original gives the same pixels, not HDR on top of auto.
    expect(bytesOf(again).equals(hdrBytes)).toBe(true);
    expect((await photoRow(s.photoId)).originalStorageKey).toBe(s.originalKey);
  });
});

describe("restoreOriginalPhoto", () => {
  it("gives back the original key, clears both columns and deletes the enhanced files", async () => {
    const s = await sellerWithPhoto("basic");
    const originalBytes = bytesOf(s.originalKey);
    const key = await enhancePhoto(s.actor, s.listingId, s.photoId, "auto");
    expect(await restoreOriginalPhoto(s.actor, s.listingId, s.photoId)).toBe(true);
    const row = await photoRow(s.photoId);
    expect(row.storageKey).toBe(s.originalKey);
    expect(row.originalStorageKey).toBeNull();
    expect(row.enhancement).toBeNull();
    expect(fs.existsSync(stored(key))).toBe(false);
    expect(bytesOf(s.originalKey).equals(originalBytes)).toBe(true);
    // Restoring again changes nothing.
    expect(await restoreOriginalPhoto(s.actor, s.listingId, s.photoId)).toBe(false);
  });

  it("works after a downgrade to free", async () => {
    const s = await sellerWithPhoto("premium");
    await enhancePhoto(s.actor, s.listingId, s.photoId, "colour");
    await db().update(users).set({ plan: "free" }).where(eq(users.id, s.actor.id));
    // The actor is unchanged: the plan is read from the database.
    const free = s.actor;
    expect(await statusOf(enhancePhoto(free, s.listingId, s.photoId, "auto"))).toBe(403);
    expect(await restoreOriginalPhoto(free, s.listingId, s.photoId)).toBe(true);
    expect((await photoRow(s.photoId)).storageKey).toBe(s.originalKey);
  });
});

describe("ownership", () => {
  it("answers 404 for another user's listing or photo", async () => {
    const owner = await sellerWithPhoto("premium");
    const stranger = await sellerWithPhoto("premium");
    expect(
      await statusOf(enhancePhoto(stranger.actor, owner.listingId, owner.photoId, "auto")),
    ).toBe(404);
    expect(
      await statusOf(restoreOriginalPhoto(stranger.actor, owner.listingId, owner.photoId)),
    ).toBe(404);
    // Someone else's photo through one's own listing.
    expect(
      await statusOf(enhancePhoto(stranger.actor, stranger.listingId, owner.photoId, "auto")),
    ).toBe(404);
    expect((await photoRow(owner.photoId)).storageKey).toBe(owner.originalKey);
  });
});

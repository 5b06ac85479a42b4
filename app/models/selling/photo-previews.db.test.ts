/**
 * Photo previews (docs/decisions/020-photo-formats.md, the data saver's placeholders): an
 * uploaded photo is stored with its preview, and `fillMissingPreviews` (the `photo-previews` job)
 * gives photos stored before previews existed theirs, reading a shared file once and skipping a
 * missing one.
 */
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { listingPhotos } from "#db/schema";
import { PREVIEW_PREFIX } from "~/lib/api/images";
import { placeholderPhoto } from "~/services/images.server";
import { LISTING_FIELDS, createListing, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { addPhotos, fillMissingPreviews } from "./photos.server";
import { createDraft, type SellerActor } from "./selling.server";

useTestDatabase();

/** The previews of the photo rows `ids`, in that order. */
async function previewsOf(ids: string[]) {
  const rows = await db()
    .select({ id: listingPhotos.id, preview: listingPhotos.preview })
    .from(listingPhotos)
    .where(inArray(listingPhotos.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)?.preview);
}

describe("photo previews", () => {
  it("are stored with an uploaded photo", async () => {
    const user = await createUser({ accountType: "seller" });
    const actor: SellerActor = { id: user.id, role: "user", accountType: "seller" };
    const listingId = await createDraft(actor, LISTING_FIELDS);
    const jpeg = await sharp({
      create: { width: 800, height: 600, channels: 3, background: "#2a6" },
    })
      .jpeg()
      .toBuffer();
    await addPhotos(actor, listingId, [{ name: "car.jpg", bytes: jpeg }]);
    const [row] = await db()
      .select()
      .from(listingPhotos)
      .where(eq(listingPhotos.listingId, listingId));
    expect(row!.preview).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    expect(row!.preview!.length).toBeLessThan(400);
  });

  it("are made for photos stored without one (the photo-previews job)", async () => {
    const seller = await createUser({ accountType: "seller" });
    // Two seeded listings sharing one drawn photo, and one whose files are gone.
    const drawn = await placeholderPhoto("pickup", "blue");
    const ids: string[] = [];
    for (const storageKey of [drawn.storageKey, drawn.storageKey, "listings/gone/p"]) {
      const listing = await createListing(seller.id);
      const [row] = await db()
        .insert(listingPhotos)
        .values({ ...drawn, storageKey, preview: null, listingId: listing.id, position: 0 })
        .returning({ id: listingPhotos.id });
      ids.push(row!.id);
    }

    expect(await fillMissingPreviews()).toEqual({ filled: 2, failed: ["listings/gone/p"] });
    const [first, second, gone] = await previewsOf(ids);
    expect(first?.startsWith(PREVIEW_PREFIX)).toBe(true);
    expect(second).toBe(first);
    // Left for a later run, which may find the file again.
    expect(gone).toBeNull();

    // A later run walks past the missing file, a key a query, and fills what came since.
    const other = await placeholderPhoto("van", "white");
    const listing = await createListing(seller.id);
    const [late] = await db()
      .insert(listingPhotos)
      .values({ ...other, preview: null, listingId: listing.id, position: 0 })
      .returning({ id: listingPhotos.id });
    expect(await fillMissingPreviews({ batch: 1 })).toEqual({
      filled: 1,
      failed: ["listings/gone/p"],
    });
    expect((await previewsOf([late!.id]))[0]?.startsWith(PREVIEW_PREFIX)).toBe(true);
  });

  it("are refused by the database unless they are a short WebP data: URI", async () => {
    const seller = await createUser({ accountType: "seller" });
    const listing = await createListing(seller.id);
    const photo = { ...(await placeholderPhoto("sedan", "red")), listingId: listing.id };
    for (const preview of [
      "https://elsewhere.example/p.webp",
      "data:image/svg+xml,<svg/>",
      PREVIEW_PREFIX + "A".repeat(2000),
    ]) {
      await expect(
        db()
          .insert(listingPhotos)
          .values({ ...photo, position: 0, preview }),
      ).rejects.toThrow();
    }
  });
});

/**
 * A photo narrower than the widest variant (images.server.ts makes no variant wider than the
 * upload): a 500 px upload has only its 320 px variant. The car page's og:image, its gallery's
 * srcset and My Listings' cover name only the variants that exist; the gallery's main photo is
 * fetched first (docs/decisions/020-photo-formats.md).
 */
import { describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { listingPhotos } from "#db/schema";
import { createListing, createUser } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { renderPage } from "../../../../tests/support/render";
import { callRoute, signIn } from "../../../../tests/support/routes";
import * as sell from "../../sell/route";
import * as car from "./route";

useTestDatabase();

/** The row a 500 px wide upload leaves: the 320 px variant only. */
async function narrowPhoto(listingId: string, width = 320) {
  await db()
    .insert(listingPhotos)
    .values({
      listingId,
      position: 0,
      storageKey: `listings/${listingId}/narrow`,
      widths: [width],
      width,
      height: Math.round(width * 0.75),
    });
}

describe("photo variants that exist", () => {
  it("names the largest existing variant in og:image", async () => {
    const seller = await createUser();
    const listing = await createListing(seller.id);
    await narrowPhoto(listing.id);
    const page = await callRoute(car.loader, {
      path: `/car/${listing.id}`,
      params: { id: listing.id },
    });
    const tags = car.meta({ data: page.body } as never) as Record<string, string>[];
    const og = (property: string) => tags.find((t) => t.property === property)?.content;
    expect(og("og:image")).toBe(
      `https://motormart.test/uploads/listings/${listing.id}/narrow-320.webp`,
    );
    expect(og("og:image:width")).toBe("320");
    expect(og("og:image:height")).toBe("240");
  });

  it("lists only existing variants in the gallery's srcset", async () => {
    const seller = await createUser();
    const listing = await createListing(seller.id);
    await narrowPhoto(listing.id);
    const html = await renderPage(car, "/car/:id", { path: `/car/${listing.id}` });
    expect(html).toContain(`narrow-320.webp`);
    expect(html).not.toMatch(/narrow-(640|1280)\.webp/);
  });

  it("fetches the main photo first, in AVIF where it exists, and its thumbnails lazily", async () => {
    const seller = await createUser();
    const listing = await createListing(seller.id);
    await db()
      .insert(listingPhotos)
      .values(
        [0, 1].map((position) => ({
          listingId: listing.id,
          position,
          storageKey: `listings/${listing.id}/p${position}`,
          widths: [320, 640, 1280],
          avif: true,
          width: 1280,
          height: 960,
        })),
      );
    const html = await renderPage(car, "/car/:id", { path: `/car/${listing.id}` });
    const gallery = /<section[^>]*id="gallery"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    const [main, ...thumbnails] = gallery.match(/<img\b[^>]*>/g) ?? [];
    expect(main).toMatch(/fetchpriority="high"/i);
    expect(main).not.toMatch(/loading=/);
    expect(gallery).toMatch(
      /<picture[^>]*><source type="image\/avif" srcSet="[^"]*p0-1280\.avif 1280w"/,
    );
    expect(thumbnails).toHaveLength(2);
    for (const img of thumbnails) {
      expect(img).toMatch(/loading="lazy"/);
      expect(img).not.toMatch(/fetchpriority/i);
      // A 96 px thumbnail never offers more than its 320 px variant.
      expect(img).not.toMatch(/-(640|1280)\.webp/);
    }
  });

  it("shows My Listings' cover from a variant that exists", async () => {
    const seller = await createUser();
    const listing = await createListing(seller.id);
    await narrowPhoto(listing.id, 200);
    const html = await renderPage(sell, "/sell", {
      path: "/sell?tab=listings",
      sessionCookie: await signIn(seller),
    });
    expect(html).toContain(`narrow-200.webp`);
    expect(html).not.toMatch(/narrow-(320|640|1280)\.webp/);
  });
});

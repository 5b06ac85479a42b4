/**
 * A photo narrower than the widest variant (images.server.ts makes no variant wider than the
 * upload): a 500 px upload has only its 320 px variant. The car page's og:image, its gallery's
 * srcset and My Listings' cover name only the variants that exist.
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

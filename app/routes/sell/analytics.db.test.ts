/**
 * /sell's Analytics tab, as a browser without JavaScript gets it: counts meet their nouns in the
 * right number ("1 view · 1 save · 1 inquiry", never "1 saves" or "1 inquiries"), and the same
 * on My Listings.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { favourites, listingPhotos, listings } from "#db/schema";
import { createAnsweredConversation, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { pageText, renderPage } from "../../../tests/support/render";
import { signIn } from "../../../tests/support/routes";
import * as sell from "./route";

useTestDatabase();

async function sellerWithOneOfEach() {
  const seller = await createUser({ plan: "basic" });
  const buyer = await createUser({ accountType: "buyer" });
  const { listingId } = await createAnsweredConversation(seller.id, buyer.id);
  await db().update(listings).set({ views: 1 }).where(eq(listings.id, listingId));
  await db().insert(favourites).values({ userId: buyer.id, listingId });
  await db()
    .insert(listingPhotos)
    .values({
      listingId,
      position: 0,
      storageKey: `test/${listingId}-0`,
      widths: [320],
      width: 320,
      height: 240,
    });
  return seller;
}

describe("/sell analytics in the right number", () => {
  it("says 1 view, 1 save and 1 inquiry on the Analytics tab", async () => {
    const seller = await sellerWithOneOfEach();
    const html = await renderPage(sell, "/sell", {
      path: "/sell?tab=analytics",
      sessionCookie: await signIn(seller),
    });
    const text = pageText(html);
    expect(text).toContain("1 view · 1 save · 1 inquiry");
    expect(text).not.toMatch(/\b1 (views|saves|inquiries)\b/);
  });

  it("says 1 view, 1 inquiry and 1 photo on My Listings", async () => {
    const seller = await sellerWithOneOfEach();
    const html = await renderPage(sell, "/sell", {
      path: "/sell?tab=listings",
      sessionCookie: await signIn(seller),
    });
    const text = pageText(html);
    expect(text).toContain("1 view");
    expect(text).toContain("1 inquiry");
    expect(text).toContain("1 photo");
    expect(text).not.toMatch(/\b1 (views|saves|inquiries|photos)\b/);
  });
});

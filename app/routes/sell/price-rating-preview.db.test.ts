/**
 * The seller's side of the fair-price rating (docs/product.md#fair-price-rating): the /sell
 * review step shows the rating a draft's price would get and the prices rated Fair (or, far
 * below similar cars, why buyers will be told to check), before publishing; My Listings shows the badge of a live, rated listing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createDraft } from "~/models/selling/selling.server";
import { recomputePriceRatings } from "~/models/pricing/price-rating.server";
import { createListing, createUser, LISTING_FIELDS } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { pageText, renderPage } from "../../../tests/support/render";
import { signIn } from "../../../tests/support/routes";
import * as sell from "./route";

useTestDatabase();

const corolla = {
  make: LISTING_FIELDS.make,
  model: LISTING_FIELDS.model,
  year: LISTING_FIELDS.year,
  mileage: LISTING_FIELDS.mileage,
  category: LISTING_FIELDS.category,
};

/** Eight live Corollas like LISTING_FIELDS' at ₦6M: the comparables of every test here. */
beforeAll(async () => {
  const others = await createUser();
  for (let i = 0; i < 8; i++)
    await createListing(others.id, { ...corolla, title: `Corolla ${i}`, price: 6_000_000 });
});

describe("the review step's price rating", () => {
  it("shows the rating the draft's price would get and the Fair price range", async () => {
    const user = await createUser({ accountType: "seller" });
    const sessionCookie = await signIn(user);
    const id = await createDraft(
      { id: user.id, role: "user", accountType: "seller" },
      LISTING_FIELDS,
    );
    const review = pageText(
      await renderPage(sell, "/sell", { path: `/sell?draft=${id}&step=3`, sessionCookie }),
    );
    // ₦5.2M against an estimate of ₦6M is 13% under.
    expect(review).toContain("At this price buyers will see Great price");
    expect(review).toContain(
      "Estimated market price ₦6,000,000 - ₦6,000,000, from 8 comparable cars.",
    );
    expect(review).toContain(
      "A price between ₦5,821,000 and ₦6,299,000 would be rated Fair price.",
    );
  });

  it("tells the seller of a price far below similar cars why buyers will be told to check", async () => {
    const user = await createUser({ accountType: "seller" });
    const sessionCookie = await signIn(user);
    const id = await createDraft(
      { id: user.id, role: "user", accountType: "seller" },
      { ...LISTING_FIELDS, price: 1_900_000 },
    );
    const review = pageText(
      await renderPage(sell, "/sell", { path: `/sell?draft=${id}&step=3`, sessionCookie }),
    );
    expect(review).toContain(
      "At this price buyers will see Check carefully: far below similar cars",
    );
    expect(review).toContain("Your price is 68% under what similar cars ask");
    expect(review).not.toContain("would be rated Fair price");
  });

  it("says why there is no rating when the make and model has too few cars", async () => {
    const user = await createUser({ accountType: "seller" });
    const sessionCookie = await signIn(user);
    const id = await createDraft(
      { id: user.id, role: "user", accountType: "seller" },
      { ...LISTING_FIELDS, make: "Innoson", model: "Umu" },
    );
    const review = pageText(
      await renderPage(sell, "/sell", { path: `/sell?draft=${id}&step=3`, sessionCookie }),
    );
    expect(review).toContain(
      "No rating yet: not enough comparable cars to estimate a market price.",
    );
  });
});

describe("My Listings", () => {
  it("shows the badge of a live, rated listing", async () => {
    const user = await createUser({ accountType: "seller" });
    const sessionCookie = await signIn(user);
    await createListing(user.id, { ...corolla, title: "My own Corolla", price: 7_500_000 });
    await recomputePriceRatings();
    const listed = pageText(
      await renderPage(sell, "/sell", { path: "/sell?tab=listings", sessionCookie }),
    );
    expect(listed).toMatch(/My own Corolla\s*Active\s*Overpriced/);
  });
});

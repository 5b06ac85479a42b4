/**
 * /reviews (Car Reviews) as a browser without JavaScript gets it, and its twin
 * `GET /api/reviews`: the reviews with stars in words, the car, the buyer's first name and a
 * link to the seller; the make filter as a GET form; the empty state; paging; 400 from the API
 * for a bad value while the page just drops it. The footer's Car Reviews leads here.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { sellerReviews } from "#db/schema";
import { SiteFooter } from "~/components/site-footer";
import { createListing, createUser, textMessage as text } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { withI18n } from "../../../tests/support/i18n";
import { pageText, renderPage } from "../../../tests/support/render";
import { callRoute } from "../../../tests/support/routes";
import { contactSeller, sendMessage } from "~/models/messaging/messages.server";
import { writeReview } from "~/models/messaging/reviews.server";
import * as api from "../api/reviews/reviews";
import * as page from "./reviews";

useTestDatabase();

async function review(make: string, model: string, rating: number, comment: string) {
  const seller = await createUser({ firstName: "Chidi", lastName: "Eze" });
  const buyer = await createUser({ accountType: "buyer", firstName: "Bola", lastName: "Adeyemi" });
  const listing = await createListing(seller.id, { make, model, year: 2016 });
  const { conversationId } = await contactSeller(
    buyer.id,
    { listingId: listing.id },
    { ...text("Is it still available?"), sharePhone: false, shareEmail: false },
  );
  await sendMessage(seller.id, conversationId, text("Yes, it is"));
  await writeReview(buyer.id, seller.id, { rating, comment });
  return seller;
}

const render = (path: string) => renderPage(page, "/reviews", { path });

// The test file's database is shared by its tests: each starts with no review.
beforeEach(async () => {
  await db().delete(sellerReviews);
});

describe("/reviews", () => {
  it("is linked from the footer's Car Reviews", () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => withI18n(createElement(SiteFooter, { year: 2026, dataSaver: false })),
      },
    ]);
    const html = renderToString(createElement(Stub, { initialEntries: ["/"] }));
    expect(html).toMatch(/<a[^>]*href="\/reviews"[^>]*>Car Reviews<\/a>/);
  });

  it("shows an empty state before any review", async () => {
    expect(pageText(await render("/reviews"))).toContain("No reviews yet.");
  });

  it("shows each review: stars in words, text, buyer, car and the seller's page", async () => {
    const seller = await review("Toyota", "Camry", 4, "Smooth deal, the car was as described.");
    await review("Lexus", "RX 350", 5, "Very patient seller, answered every question.");
    const html = await render("/reviews");
    const shown = pageText(html);
    expect(shown).toContain("4 out of 5 stars");
    expect(shown).toContain("Smooth deal, the car was as described.");
    expect(shown).toContain("Toyota Camry 2016");
    expect(shown).toContain("Bola");
    expect(shown).not.toContain("Adeyemi");
    expect(shown).toContain("2 reviews");
    expect(html).toMatch(new RegExp(`<a[^>]*href="/seller/${seller.id}"[^>]*>Chidi Eze</a>`));
    // The newest first.
    expect(shown.indexOf("Lexus RX 350")).toBeLessThan(shown.indexOf("Toyota Camry"));
    // The make filter: a GET form with the makes that have reviews.
    const form = html.match(/<form[^>]*action="\/reviews"[\s\S]*?<\/form>/)?.[0] ?? "";
    expect(form).toMatch(/method="get"/i);
    expect(form).toMatch(/<label[^>]*for="review-make"/);
    expect(form).toContain('<option value="Lexus">');
    expect(form).toContain('<option value="Toyota">');
    expect(form).toMatch(/<button[^>]*type="submit"/);
  });

  it("filters by make, pages, and drops a bad value instead of failing", async () => {
    await review("Toyota", "Camry", 4, "Smooth deal, the car was as described.");
    await review("Lexus", "RX 350", 5, "Very patient seller, answered every question.");
    const toyota = pageText(await render("/reviews?make=Toyota"));
    expect(toyota).toContain("Toyota Camry 2016");
    expect(toyota).not.toContain("Lexus RX 350");
    expect(pageText(await render("/reviews?make=Kia"))).toContain("No reviews of Kia cars yet.");

    const first = await render("/reviews?limit=1");
    expect(pageText(first)).toContain("Page 1 of 2");
    expect(first).toContain('href="/reviews?limit=1&amp;page=2"');
    expect(pageText(await render("/reviews?page=abc&limit=-1"))).toContain("Lexus RX 350");
  });
});

describe("GET /api/reviews", () => {
  it("answers the reviews with pagination, filtered by make", async () => {
    await review("Toyota", "Camry", 4, "Smooth deal, the car was as described.");
    await review("Lexus", "RX 350", 5, "Very patient seller, answered every question.");
    const r = await callRoute(api.loader, { path: "/api/reviews?make=toyota&limit=5" });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.data.reviews).toHaveLength(1);
    expect(r.body.data.reviews[0]).toMatchObject({
      rating: 4,
      buyer: "Bola",
      seller: { name: "Chidi Eze" },
      car: { make: "Toyota", model: "Camry", year: 2016 },
    });
    expect(r.body.data.pagination).toMatchObject({ currentPage: 1, totalPages: 1, total: 1 });
    expect(r.body.data.makes).toEqual(expect.arrayContaining(["Lexus", "Toyota"]));
  });

  it("refuses a bad page or limit with 400 by parameter", async () => {
    const r = await callRoute(api.loader, { path: "/api/reviews?page=0&limit=500" });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.errors).sort()).toEqual(["limit", "page"]);
  });
});

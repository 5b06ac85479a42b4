/**
 * `/admin/analytics` (docs/decisions/013-admin-panel.md): figures from the records; searches
 * recorded as text only; admins only.
 */
import { describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { conversations, searchTerms } from "#db/schema";
import { createListing, createStaff, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { pageText, renderPage } from "../../../tests/support/render";
import { callRoute, signIn } from "../../../tests/support/routes";
import * as browse from "../public/browse/route";
import * as page from "./analytics";

useTestDatabase();

describe("/admin/analytics", () => {
  it("shows listings by make, median prices, conversion, top searches and sign-ups", async () => {
    const admin = await signIn(await createStaff("admin", { accountType: "buyer" }));
    const seller = await createUser();
    const prices = [4_000_000, 5_000_000, 9_000_000];
    const cars = [];
    for (const price of prices)
      cars.push(
        await createListing(seller.id, {
          make: "Peugeot",
          model: "406",
          price,
          views: 50,
        } as never),
      );
    const buyer = await createUser({ accountType: "buyer" });
    await db()
      .insert(conversations)
      .values({ listingId: cars[0].id, buyerId: buyer.id, sellerId: seller.id } as never);

    for (const q of ["Peugeot 406", "peugeot   406", "Lexus"])
      await callRoute(browse.loader, { path: `/browse?search=${encodeURIComponent(q)}` });
    await callRoute(browse.loader, { path: "/browse?search=lexus&page=2" });

    const r = await callRoute(page.loader, { path: "/admin/analytics", sessionCookie: admin });
    expect(r.status).toBe(200);
    const a = r.body.a;
    expect(a.medianPrices).toContainEqual({
      make: "Peugeot",
      model: "406",
      median: 5_000_000,
      listings: 3,
    });
    expect(a.listingsByMake).toContainEqual({ label: "Peugeot", count: 3 });
    const tokunbo = a.conversion.find((c: { category: string }) => c.category === "tokunbo");
    expect(tokunbo.views).toBeGreaterThanOrEqual(150);
    expect(tokunbo.inquiries).toBeGreaterThanOrEqual(1);
    expect(a.topSearches).toContainEqual({ term: "peugeot 406", count: 2 });
    expect(a.topSearches).toContainEqual({ term: "lexus", count: 1 });
    const stored = await db().select().from(searchTerms);
    expect(Object.keys(stored[0]).sort()).toEqual(["count", "day", "term"]);
    expect(
      a.signups.find((s: { accountType: string }) => s.accountType === "buyer").last30Days,
    ).toBeGreaterThanOrEqual(2);

    const text = pageText(
      await renderPage(page, "/admin/analytics", {
        path: "/admin/analytics",
        sessionCookie: admin,
      }),
    );
    expect(text).toContain("Median asking price by model");
    expect(text).toContain("Peugeot 406");

    const moderator = await signIn(await createStaff());
    expect((await callRoute(page.loader, { sessionCookie: moderator })).status).toBe(403);
  });
});

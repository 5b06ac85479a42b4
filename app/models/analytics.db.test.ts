import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "#db/schema";
import { db } from "#db/connection";
import { createListing, createUser } from "../../tests/factories";
import { useTestDatabase } from "../../tests/setup/database";
import { dashboardStats, listingAnalytics, recentActivity, trustScore } from "./analytics.server";
import { saveFavourite } from "./favourite.server";
import { recordListingView } from "./listing.server";

useTestDatabase();

describe("seller analytics", () => {
  it("counts views per Lagos day (once per visitor), saves and activity", async () => {
    const seller = await createUser();
    const buyer = await createUser({ accountType: "buyer" });
    const listing = await createListing(seller.id, { title: "Kia Sportage 2017" });
    const now = new Date("2026-11-21T12:00:00Z");
    const yesterday = new Date("2026-11-20T12:00:00Z");
    for (const v of ["a", "b", "c"]) await recordListingView(listing.id, v, "198.51.100.7", now);
    await recordListingView(listing.id, "a", "198.51.100.7", now);
    await recordListingView(listing.id, "a", "198.51.100.7", yesterday);
    for (let i = 0; i < 6; i++)
      await recordListingView(listing.id, `more-${i}`, "198.51.100.7", yesterday);
    await saveFavourite(buyer.id, listing.id);

    const [a] = await listingAnalytics(seller.id, 30, now);
    expect(a).toMatchObject({ id: listing.id, views: 10, saves: 1, inquiries: 0 });
    expect(a.daily).toHaveLength(30);
    expect(a.daily.at(-1)).toEqual({ day: "2026-11-21", views: 3 });
    expect(a.daily.at(-2)).toEqual({ day: "2026-11-20", views: 7 });
    expect(a.daily.slice(0, -2).every((d) => d.views === 0)).toBe(true);

    const activity = (await recentActivity(seller.id)).map((x) => x.message);
    expect(activity).toContain("Someone saved “Kia Sportage 2017”");
    expect(activity).toContain("“Kia Sportage 2017” reached 10 views");

    expect(await dashboardStats(seller.id)).toMatchObject({
      totalListings: 1,
      totalViews: 10,
      savedCars: 0,
    });
    expect((await dashboardStats(buyer.id)).savedCars).toBe(1);
  });

  it("derives the trust score from verification records", async () => {
    const u = await createUser();
    expect(await trustScore(u.id)).toBe(0);
    await db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, u.id));
    expect(await trustScore(u.id)).toBe(25);
    await db()
      .update(users)
      .set({ phoneVerifiedAt: new Date(), verified: true })
      .where(eq(users.id, u.id));
    expect(await trustScore(u.id)).toBe(100);
  });
});

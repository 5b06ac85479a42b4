import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { conversations, listings, users } from "#db/schema";
import { db } from "#db/connection";
import {
  createListing,
  createUser,
  textMessage as text,
  contactMessage as ask,
} from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { dashboardStats, listingAnalytics, recentActivity, trustScore } from "./analytics.server";
import { listInquiries } from "../messaging/conversations.server";
import { saveFavourite } from "../saved/favourites.server";
import { recordListingView } from "../catalogue/detail.server";
import { contactSeller, sendMessage, setBlocked } from "../messaging/messages.server";

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
      .set({ phoneVerifiedAt: new Date(), identityVerifiedAt: new Date() })
      .where(eq(users.id, u.id));
    expect(await trustScore(u.id)).toBe(100);
  });
});

describe("inquiries and chats", () => {
  it("counts real conversations per listing, on the dashboard cards and in the analytics", async () => {
    const seller = await createUser({ firstName: "Chidi", lastName: "Eze" });
    const ada = await createUser({ accountType: "buyer", firstName: "Ada", lastName: "Obi" });
    const tunde = await createUser({ accountType: "buyer", firstName: "Tunde", lastName: "Bello" });
    const gone = await createUser({ accountType: "buyer", firstName: "Gone", lastName: "User" });
    const camry = await createListing(seller.id, { title: "Toyota Camry 2012" });
    const civic = await createListing(seller.id, { title: "Honda Civic 2016" });
    await createListing(seller.id, { title: "Kia Rio 2014" });

    const first = await contactSeller(ada.id, { listingId: camry.id }, ask("Is it available?"));
    // A second message from the same buyer about the same car is not a second inquiry.
    await contactSeller(ada.id, { listingId: camry.id }, ask("And the mileage?"));
    const blockedChat = await contactSeller(tunde.id, { listingId: camry.id }, ask("Last price?"));
    await contactSeller(ada.id, { listingId: civic.id }, ask("Can I see it Saturday?"));
    await contactSeller(gone.id, { listingId: civic.id }, ask("Still there?"));
    await sendMessage(seller.id, first.conversationId, text("Yes, it is."));

    const analytics = await listingAnalytics(seller.id);
    const byTitle = Object.fromEntries(analytics.map((a) => [a.title, a.inquiries]));
    expect(byTitle).toEqual({ "Toyota Camry 2012": 2, "Honda Civic 2016": 2, "Kia Rio 2014": 0 });

    expect(await dashboardStats(seller.id)).toMatchObject({ inquiries: 4, activeChats: 4 });
    // A buyer has chats but no inquiries: inquiries are what buyers send the seller.
    expect(await dashboardStats(ada.id)).toMatchObject({ inquiries: 0, activeChats: 2 });

    // A block, either way, and a suspended account end a chat; the inquiries stay counted.
    await setBlocked(seller.id, blockedChat.conversationId, true);
    await db().update(users).set({ status: "suspended" }).where(eq(users.id, gone.id));
    expect(await dashboardStats(seller.id)).toMatchObject({ inquiries: 4, activeChats: 2 });
    expect(await dashboardStats(tunde.id)).toMatchObject({ activeChats: 0 });
    await setBlocked(seller.id, blockedChat.conversationId, false);
    expect((await dashboardStats(seller.id)).activeChats).toBe(3);
  });

  it("lists inquiries with the buyer's phone and e-mail only when shared, linking public cars", async () => {
    const seller = await createUser();
    const ada = await createUser({
      accountType: "buyer",
      firstName: "Ada",
      lastName: "Obi",
      email: "ada.obi@example.ng",
      phone: "+2348051112222",
    });
    const tunde = await createUser({
      accountType: "buyer",
      firstName: "Tunde",
      lastName: "Bello",
      email: "tunde@example.ng",
      phone: "+2348093334444",
    });
    const camry = await createListing(seller.id, { title: "Toyota Camry 2012" });
    const civic = await createListing(seller.id, { title: "Honda Civic 2016" });
    const a = await contactSeller(
      ada.id,
      { listingId: camry.id },
      ask("Hello, is this Toyota Camry 2012 still available?", { phone: true }),
    );
    await contactSeller(ada.id, { listingId: camry.id }, ask("Second message"));
    const t = await contactSeller(
      tunde.id,
      { listingId: civic.id },
      ask("Price?", { email: true }),
    );
    await db()
      .update(conversations)
      .set({ createdAt: new Date(Date.now() - 86_400_000) })
      .where(eq(conversations.id, a.conversationId));
    await db().update(listings).set({ status: "sold" }).where(eq(listings.id, civic.id));

    const list = await listInquiries(seller.id);
    expect(list).toHaveLength(2);
    const [newest, older] = list;
    expect(newest).toMatchObject({
      conversationId: t.conversationId,
      carTitle: "Honda Civic 2016",
      inquirer: "Tunde Bello",
      inquirerId: tunde.id,
      message: { type: "text", content: "Price?" },
      phone: null,
      email: "tunde@example.ng",
      // Sold: its page is a 404, so the dashboard shows the title without a link.
      carPublic: false,
    });
    expect(older).toMatchObject({
      conversationId: a.conversationId,
      carId: camry.id,
      inquirer: "Ada Obi",
      message: { type: "text", content: "Hello, is this Toyota Camry 2012 still available?" },
      phone: "+2348051112222",
      email: null,
      carPublic: true,
    });
    expect(await listInquiries(ada.id)).toEqual([]);
  });
});

/**
 * The dashboard's and the sell screen's messaging figures (docs/decisions/009-messaging.md): the
 * Inquiries and Active Chats cards, the Inquiries and Chats tabs, and each listing's inquiry count
 * on My Listings and in the analytics, from real conversations.
 */
import { describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { siteSettings } from "#db/schema";
import { updatePreferences } from "~/models/shared/preferences.server";
import { clearSettingsCache } from "~/models/site/settings.server";
import { contactSeller, sendMessage } from "~/models/messaging/messages.server";
import { loader as sellPage } from "~/routes/sell/route";
import { createListing, createUser, contactMessage as ask } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { pageText, renderPage } from "../../../../tests/support/render";
import { callRoute, signIn } from "../../../../tests/support/routes";
import * as page from "./route";
import { loader as dashboardPage } from "./route";

useTestDatabase();

describe("dashboard and sell screen", () => {
  it("shows the seller's inquiries, chats and per-listing counts", async () => {
    const seller = await createUser({ firstName: "Chidi", lastName: "Eze" });
    const buyer = await createUser({
      accountType: "buyer",
      firstName: "Ada",
      lastName: "Obi",
      phone: "+2348051112222",
    });
    const other = await createUser({ accountType: "buyer", firstName: "Tunde", lastName: "Bello" });
    const camry = await createListing(seller.id, { title: "Toyota Camry 2012" });
    const civic = await createListing(seller.id, { title: "Honda Civic 2016" });
    const a = await contactSeller(
      buyer.id,
      { listingId: camry.id },
      ask("Is it available?", { phone: true }),
    );
    await sendMessage(buyer.id, a.conversationId, { content: "Hello?", fields: { type: "text" } });
    await contactSeller(other.id, { listingId: camry.id }, ask("Last price?"));
    const sessionCookie = await signIn(seller);
    const dashboard = (tab: string) =>
      callRoute(dashboardPage, { path: `/dashboard?tab=${tab}`, sessionCookie });

    const overview = await dashboard("overview");
    expect(overview.body.stats).toMatchObject({ inquiries: 2, activeChats: 2 });

    const inquiries = (await dashboard("inquiries")).body.inquiries;
    expect(inquiries.map((i: { inquirer: string }) => i.inquirer)).toEqual([
      "Tunde Bello",
      "Ada Obi",
    ]);
    expect(inquiries[1]).toMatchObject({
      carTitle: "Toyota Camry 2012",
      carPublic: true,
      message: "Is it available?",
      phone: "+2348051112222",
      email: null,
    });
    expect(inquiries[0]).toMatchObject({ phone: null, email: null });

    const chats = await dashboard("chats");
    expect(chats.body.moreConversations).toBe(false);
    expect(chats.body.conversations[1]).toMatchObject({
      id: a.conversationId,
      participant: { name: "Ada Obi" },
      car: { title: "Toyota Camry 2012" },
      lastMessage: "Hello?",
      unreadCount: 2,
    });

    const listings = await dashboard("listings");
    expect(listings.body.listingInquiries).toEqual({ [camry.id]: 2 });
    expect(listings.body.listingInquiries[civic.id]).toBeUndefined();

    const sell = await callRoute(sellPage, { path: "/sell?tab=listings", sessionCookie });
    expect(sell.body.inquiries).toEqual({ [camry.id]: 2 });
    const analytics = await callRoute(sellPage, { path: "/sell?tab=analytics", sessionCookie });
    const counts = Object.fromEntries(
      analytics.body.analytics.map((x: { title: string; inquiries: number }) => [
        x.title,
        x.inquiries,
      ]),
    );
    expect(counts).toEqual({ "Toyota Camry 2012": 2, "Honda Civic 2016": 0 });

    // The buyer's side: a chat, no inquiries.
    const mine = await callRoute(dashboardPage, {
      path: "/dashboard?tab=inquiries",
      sessionCookie: await signIn(buyer),
    });
    expect(mine.body.stats).toMatchObject({ inquiries: 0, activeChats: 1 });
    expect(mine.body.inquiries).toEqual([]);
  });
});

describe("/dashboard?tab=listings prices", () => {
  it("shows naira, and the approximate dollars only to a seller who chose them while a rate is set", async () => {
    const user = await createUser();
    await createListing(user.id, { price: 7_425_000 });
    const sessionCookie = await signIn(user);
    const render = async () =>
      pageText(
        await renderPage(page, "/dashboard", { path: "/dashboard?tab=listings", sessionCookie }),
      );
    try {
      await updatePreferences(user.id, { currency: "USD" });
      // No rate yet: naira only.
      expect(await render()).not.toContain("≈");
      await db()
        .insert(siteSettings)
        .values([
          { key: "usdRate", value: 1500 },
          { key: "usdRateFrom", value: "2026-11-20" },
        ]);
      clearSettingsCache();
      const withRate = await render();
      expect(withRate).toContain(
        "₦7,425,000 ≈ $4,950 approximately $4,950, at the rate of 20 Nov 2026",
      );
      await updatePreferences(user.id, { currency: "NGN" });
      expect(await render()).not.toContain("≈");
    } finally {
      await db().delete(siteSettings);
      clearSettingsCache();
    }
  });
});

/**
 * The car page's loader (docs/product.md#car-detail): the loan calculator read from the query
 * string, the insurance estimate, the seller's response time from real conversations (the
 * seller profile shows the same figures), and the ways to reach the seller: the contact bar's
 * Call, WhatsApp (only for a seller who takes it) and Message.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { conversations } from "#db/schema";
import { contactSeller, sendMessage } from "~/models/messaging/messages.server";
import { getSellerProfile } from "~/models/catalogue/sellers.server";
import { createListing, createUser } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { pageText, renderPage } from "../../../../tests/support/render";
import { callRoute, signIn } from "../../../../tests/support/routes";
import * as carPage from "./route";
import { loader } from "./route";

useTestDatabase();

const open = (id: string, query = "", init: { sessionCookie?: string } = {}) =>
  callRoute(loader, { path: `/car/${id}${query}`, params: { id }, ...init });

describe("loan calculator and insurance", () => {
  it("shows the default loan and both premiums for the car's price", async () => {
    const seller = await createUser();
    const car = await createListing(seller.id, { price: 6_500_000 });
    const page = await open(car.id);
    expect(page.status).toBe(200);
    expect(page.body.loan).toEqual({
      values: { loanDown: "1,950,000", loanRate: "25", loanMonths: "36" },
      errors: {},
      result: {
        loanAmount: 4_550_000,
        monthlyPayment: 180_907,
        totalInterest: 1_962_659,
        totalRepaid: 6_512_659,
        totalPaid: 8_462_659,
      },
    });
    expect(page.body.insurance).toEqual({ thirdParty: 15_000, comprehensive: 325_000 });
  });

  it("computes the loan the form asks for", async () => {
    const seller = await createUser();
    const car = await createListing(seller.id, { price: 7_000_000 });
    const page = await open(car.id, "?loanDown=2%2C000%2C000&loanRate=25&loanMonths=36");
    expect(page.body.loan.errors).toEqual({});
    expect(page.body.loan.result).toMatchObject({ loanAmount: 5_000_000, monthlyPayment: 198_799 });
  });

  it("answers invalid figures with messages and the text typed, not an error page", async () => {
    const seller = await createUser();
    const car = await createListing(seller.id, { price: 7_000_000 });
    const page = await open(car.id, "?loanDown=9000000&loanRate=&loanMonths=ten");
    expect(page.status).toBe(200);
    expect(page.body.loan.result).toBeNull();
    expect(page.body.loan.values).toEqual({ loanDown: "9000000", loanRate: "", loanMonths: "ten" });
    expect(Object.keys(page.body.loan.errors).sort()).toEqual([
      "loanDown",
      "loanMonths",
      "loanRate",
    ]);
  });
});

describe("seller response figures", () => {
  const ago = (ms: number) => new Date(Date.now() - ms);
  const HOUR = 3_600_000;

  /** A buyer's conversation with `sellerId` about `listingId`, answered after `replyAfter`. */
  async function conversation(
    sellerId: string,
    listingId: string,
    startedAgo: number,
    replyAfter: number | null,
  ) {
    const buyer = await createUser({ accountType: "buyer" });
    const { conversationId } = await contactSeller(
      buyer.id,
      { listingId },
      {
        content: "Is it available?",
        fields: { type: "text" },
        sharePhone: false,
        shareEmail: false,
      },
    );
    if (replyAfter !== null)
      await sendMessage(sellerId, conversationId, {
        content: "Yes, come and see it.",
        fields: { type: "text" },
      });
    const createdAt = ago(startedAgo);
    await db()
      .update(conversations)
      .set({
        createdAt,
        sellerFirstReplyAt: replyAfter === null ? null : new Date(createdAt.getTime() + replyAfter),
      })
      .where(eq(conversations.id, conversationId));
  }

  it("says nothing below 3 conversations, then the share answered in 24 h and the median wait", async () => {
    const seller = await createUser();
    const car = await createListing(seller.id);
    await conversation(seller.id, car.id, 10 * HOUR, HOUR / 6);
    await conversation(seller.id, car.id, 20 * HOUR, 2 * HOUR);

    expect((await open(car.id)).body.car.seller.responseTime).toBeNull();
    expect(await getSellerProfile(seller.id)).toMatchObject({
      responseRate: null,
      responseTime: null,
    });

    // A third, answered after 30 hours: 2 of 3 within a day; the median wait is 2 hours.
    await conversation(seller.id, car.id, 40 * HOUR, 30 * HOUR);
    // Older than 90 days and never answered: outside the window, it changes nothing.
    await conversation(seller.id, car.id, 100 * 24 * HOUR, null);

    expect((await open(car.id)).body.car.seller.responseTime).toBe("Within 2 hours");
    expect(await getSellerProfile(seller.id)).toMatchObject({
      responseRate: 67,
      responseTime: "Within 2 hours",
    });

    // An unanswered recent conversation lowers the rate but not the median of answered ones.
    await conversation(seller.id, car.id, 5 * HOUR, null);
    expect(await getSellerProfile(seller.id)).toMatchObject({
      responseRate: 50,
      responseTime: "Within 2 hours",
    });
  });
});

describe("who sees the messaging actions", () => {
  it("tells the page when the visitor is the car's own seller", async () => {
    const seller = await createUser();
    const buyer = await createUser({ accountType: "buyer" });
    const car = await createListing(seller.id);
    expect((await open(car.id)).body.isOwner).toBe(false);
    expect((await open(car.id, "", { sessionCookie: await signIn(buyer) })).body.isOwner).toBe(
      false,
    );
    expect((await open(car.id, "", { sessionCookie: await signIn(seller) })).body.isOwner).toBe(
      true,
    );
  });
});

describe("reaching the seller", () => {
  const waChat = /href="https:\/\/wa\.me\/(\d+)\?text=([^"]+)"/;

  it("offers a WhatsApp chat only when the seller takes WhatsApp, prefilled in the reader's language", async () => {
    const seller = await createUser({ phone: "+2348031234567", whatsapp: true });
    const car = await createListing(seller.id, { title: "Lexus RX 350 2016" });
    const html = await renderPage(carPage, "/:lang?/car/:id", { path: `/yo/car/${car.id}` });
    const [, number, text] = waChat.exec(html) ?? [];
    expect(number).toBe("2348031234567");
    expect(decodeURIComponent(text)).toBe(
      `Ẹ n lẹ́ o, mo rí Lexus RX 350 2016 yín lórí MotorMart, mo sì nífẹ̀ẹ́ sí i: https://motormart.test/yo/car/${car.id}`,
    );
    // The contact bar: Call, WhatsApp and Message (the contact form).
    const bar = html.slice(html.indexOf("<section", html.indexOf('id="bottom-bar"') - 20));
    expect(bar).toContain('href="tel:+2348031234567"');
    expect(bar).toMatch(waChat);
    expect(bar).toContain(`href="/yo/contact/${car.id}"`);
    expect(pageText(bar).trim()).toMatch(/^Pè é WhatsApp Ìfiránṣẹ́(\s|$)/);
  });

  it("shows no WhatsApp chat for a seller who did not choose it or has no phone", async () => {
    const quiet = await createUser({ phone: "+2348031234567" });
    const noPhone = await createUser({ phone: null, whatsapp: true });
    for (const seller of [quiet, noPhone]) {
      const car = await createListing(seller.id);
      expect((await open(car.id)).body.car.seller.whatsapp).toBe(false);
      const html = await renderPage(carPage, "/:lang?/car/:id", { path: `/car/${car.id}` });
      expect(html).not.toMatch(waChat);
      // The Share box's WhatsApp button still shares the car with anyone.
      expect(html).toContain('href="https://wa.me/?text=');
    }
  });

  it("shows no contact bar to the car's own seller", async () => {
    const seller = await createUser({ whatsapp: true });
    const car = await createListing(seller.id);
    const html = await renderPage(carPage, "/:lang?/car/:id", {
      path: `/car/${car.id}`,
      sessionCookie: await signIn(seller),
    });
    expect(html).not.toContain('id="bottom-bar"');
  });
});

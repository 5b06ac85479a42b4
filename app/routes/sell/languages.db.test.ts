/**
 * The selling screens in Hausa, Yoruba and Igbo (docs/decisions/023-languages.md): smoke renders
 * of /sell (the review and photos steps in Hausa, My Listings in Yoruba, the details form in
 * Igbo) and /boost in Hausa, each with no "Missing message", its links and form actions under the
 * prefix, loader-made text in the language and the seller's words (title, make) as written; a
 * refused form answers in the page's language. The words are the catalogue check's
 * (app/i18n/catalogues.test.ts).
 */
import { describe, expect, it } from "vitest";
import { createDraft } from "~/models/selling/selling.server";
import { createListing, createUser, LISTING_FIELDS } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { offPrefix, renderIn } from "../../../tests/support/render-languages";
import { callRoute, signIn } from "../../../tests/support/routes";
import * as boost from "../billing/boost";
import * as sell from "./route";

useTestDatabase();

async function seller() {
  const user = await createUser({ accountType: "seller" });
  return { user, sessionCookie: await signIn(user) };
}

describe("the selling screens", () => {
  it("the review and photos steps read in Hausa, the seller's words as written", async () => {
    const { user, sessionCookie } = await seller();
    const id = await createDraft(
      { id: user.id, role: "user", accountType: "seller" },
      { ...LISTING_FIELDS, title: "Toyota Corolla 2010 first body" },
    );
    const review = await renderIn(sell, "/:lang?/sell", {
      path: `/ha/sell?draft=${id}&step=3`,
      sessionCookie,
    });
    expect(review.text).toContain("Mataki na 3 cikin 3: Dubawa da wallafawa");
    expect(review.text).toContain("Toyota Corolla 2010 first body");
    expect(review.text).toContain("Ƙara aƙalla hoto ɗaya");
    expect(review.text).not.toMatch(/Review and publish|Publish Listing/);
    expect(offPrefix(review.html, "ha")).toEqual([]);
    const photos = await renderIn(sell, "/:lang?/sell", {
      path: `/ha/sell?draft=${id}&step=2`,
      sessionCookie,
    });
    // The count and the plan's limit come from the loader.
    expect(photos.text).toContain("Hotuna (0 cikin 5)");
    expect(photos.text).not.toContain("Upload photos");
    expect(offPrefix(photos.html, "ha")).toEqual([]);
  });

  it("My Listings reads in Yoruba, the status from the loader, the title as written", async () => {
    const { user, sessionCookie } = await seller();
    await createListing(user.id, { title: "Lexus RX 350 2012 clean", status: "pending" });
    const { html, text } = await renderIn(sell, "/:lang?/sell", {
      path: "/yo/sell?tab=listings",
      sessionCookie,
    });
    expect(text).toContain("Ó ń dúró de àyẹ̀wò");
    expect(text).toContain("Lexus RX 350 2012 clean");
    expect(text).not.toMatch(/Pending review|My Listings/);
    expect(offPrefix(html, "yo")).toEqual([]);
  });

  it("the details form reads in Igbo, car makes as they are", async () => {
    const { sessionCookie } = await seller();
    const { html, text } = await renderIn(sell, "/:lang?/sell", {
      path: "/ig/sell",
      sessionCookie,
    });
    expect(text).toContain("Nkọwa ụgbọala");
    expect(text).toContain("Mercedes-Benz");
    expect(text).not.toMatch(/Vehicle details|Save and add photos/);
    expect(offPrefix(html, "ig")).toEqual([]);
  });

  it("a refused details form answers in Yoruba", async () => {
    const { sessionCookie } = await seller();
    const r = await callRoute(sell.action, {
      method: "POST",
      path: "/yo/sell",
      sessionCookie,
      form: { intent: "save-details", title: "ab" },
    });
    const text = JSON.stringify(r.body);
    expect(text).toContain("Jọ̀wọ́ kún gbogbo àwọn àyè tí a béèrè");
    expect(text).toContain("A nílò àkọlé (ó kéré tán lẹ́tà 5)");
  });

  it("/boost reads in Hausa, the seller's car as written", async () => {
    const { user, sessionCookie } = await seller();
    await createListing(user.id, { title: "Honda Accord 2016 tokunbo" });
    const { html, text } = await renderIn(boost, "/:lang?/boost", {
      path: "/ha/boost",
      sessionCookie,
    });
    expect(text).toContain("Yi wa talla boost");
    expect(text).toContain("Honda Accord 2016 tokunbo");
    expect(text).not.toMatch(/Boost a listing|Featured Listing/);
    expect(offPrefix(html, "ha")).toEqual([]);
  });
});

/**
 * The seller profile and Car Reviews in the site's four languages
 * (docs/decisions/023-languages.md): English as written, Hausa, Yoruba and Igbo from their
 * catalogues, with the seller's name and the buyers' reviews untouched and no message missing;
 * a review posted on a Hausa page comes back to the Hausa page with a Hausa thank-you.
 */
import { describe, expect, it } from "vitest";
import { failOnMissingMessages } from "../../../../tests/support/i18n";
import { contactSeller, sendMessage } from "~/models/messaging/messages.server";
import { writeReview } from "~/models/messaging/reviews.server";
import { fieldErrorsOf } from "~/lib/forms/form-answer";
import { createListing, createUser, textMessage as text } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { pageText, renderPage } from "../../../../tests/support/render";
import { callRoute, signIn } from "../../../../tests/support/routes";
import * as reviewsPage from "../reviews";
import * as page from "./route";

useTestDatabase();

failOnMissingMessages();

/** A seller with a car and a buyer's review of them (the buyer was answered first). */
async function reviewedSeller() {
  const seller = await createUser({ firstName: "Chidi", lastName: "Eze" });
  const buyer = await createUser({ accountType: "buyer", firstName: "Bola" });
  const listing = await createListing(seller.id, { make: "Toyota", model: "Corolla" });
  const { conversationId } = await contactSeller(
    buyer.id,
    { listingId: listing.id },
    { ...text("Is it still available?"), sharePhone: false, shareEmail: false },
  );
  await sendMessage(seller.id, conversationId, text("Yes, it is"));
  await writeReview(buyer.id, seller.id, { rating: 4, comment: "Honest seller, fair deal." });
  return { seller, buyer };
}

const prefix = (language: string) => (language === "en" ? "" : `/${language}`);

describe("the seller profile's languages", () => {
  it("reads in English as before", async () => {
    const { seller } = await reviewedSeller();
    const text = pageText(
      await renderPage(page, "/:lang?/seller/:id", { path: `/seller/${seller.id}?tab=reviews` }),
    );
    for (const words of [
      "Contact information",
      "Statistics",
      "Trust and safety",
      "Reviews (1)",
      "average from 1 review",
      "Honest seller, fair deal.",
    ])
      expect(text).toContain(words);
  });

  it.each([
    ["ha", ["Bayanan tuntuɓa", "Alƙaluma", "Amana da tsaro", "Sharhi (1)"], "Taurari 4 cikin 5"],
    ["yo", ["Ìbánisọ̀rọ̀", "Àkójọ ìṣirò", "Ìgbẹ́kẹ̀lé àti ààbò", "Àgbéyẹ̀wò (1)"], "Ìràwọ̀ 4 nínú 5"],
    [
      "ig",
      ["Ozi nkwukọrịta", "Ọnụọgụ", "Ntụkwasị obi na nchekwa", "Ntụle (1)"],
      "Kpakpando 4 n'ime 5",
    ],
  ] as const)(
    "reads in %s, the seller's name and the review as written",
    async (language, words, stars) => {
      const { seller } = await reviewedSeller();
      const html = await renderPage(page, "/:lang?/seller/:id", {
        path: `${prefix(language)}/seller/${seller.id}?tab=reviews`,
      });
      const text = pageText(html);
      for (const w of words) expect(text).toContain(w);
      expect(text).not.toContain("Contact information");
      expect(text).toContain("Chidi Eze");
      expect(text).toContain("Honest seller, fair deal.");
      expect(html).toContain(`href="/${language}/seller/${seller.id}/contact"`);
      // The review's stars, in words for screen readers.
      expect(html).toContain(`aria-label="${stars.replace("'", "&#x27;")}"`);
    },
  );

  it("thanks for a review in the page's language and goes back to that page", async () => {
    const seller = await createUser();
    const buyer = await createUser({ accountType: "buyer" });
    const listing = await createListing(seller.id);
    const { conversationId } = await contactSeller(
      buyer.id,
      { listingId: listing.id },
      { ...text("Hello, is it available?"), sharePhone: false, shareEmail: false },
    );
    await sendMessage(seller.id, conversationId, text("Yes"));
    const answer = await callRoute(page.action, {
      method: "POST",
      path: `/ha/seller/${seller.id}`,
      params: { id: seller.id, lang: "ha" },
      sessionCookie: await signIn(buyer),
      form: { intent: "write-review", rating: "5", comment: "Very good seller indeed." },
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/ha/seller/${seller.id}?tab=reviews`);
    const flash = answer.headers.get("set-cookie")!.split(";")[0]!;
    const next = await renderPage(page, "/:lang?/seller/:id", {
      path: answer.location!,
      cookie: flash,
    });
    expect(pageText(next)).toContain("Mun gode da sharhinka.");
  });

  it("refuses a review in the page's language", async () => {
    const seller = await createUser();
    const buyer = await createUser({ accountType: "buyer" });
    const listing = await createListing(seller.id);
    const { conversationId } = await contactSeller(
      buyer.id,
      { listingId: listing.id },
      { ...text("Hello, is it available?"), sharePhone: false, shareEmail: false },
    );
    await sendMessage(seller.id, conversationId, text("Yes"));
    const answer = await callRoute(page.action, {
      method: "POST",
      path: `/yo/seller/${seller.id}`,
      params: { id: seller.id, lang: "yo" },
      sessionCookie: await signIn(buyer),
      form: { intent: "write-review", rating: "9", comment: "Good" },
    });
    expect(answer.status).toBe(400);
    expect(fieldErrorsOf(answer.body, "rating")).toEqual(["Yan ìdíwọ̀n láti ìràwọ̀ 1 sí 5"]);
    expect(fieldErrorsOf(answer.body, "comment")).toEqual(["Kọ láàárín lẹ́tà 10 sí 1,000"]);
  });
  it("shows the model's refusal of a review on the Hausa page, in Hausa", async () => {
    // The buyer was never answered: writeReview refuses with a `seller` message key.
    const seller = await createUser();
    const stranger = await createUser({ accountType: "buyer" });
    const html = await renderPage(page, "/:lang?/seller/:id", {
      method: "POST",
      path: `/ha/seller/${seller.id}?tab=reviews`,
      sessionCookie: await signIn(stranger),
      form: { intent: "write-review", rating: "5", comment: "A very good seller indeed." },
    });
    const text = pageText(html);
    expect(text).toContain(
      "Za ka iya yi wa mai sayarwa sharhi bayan ya amsa ɗaya daga cikin saƙonninka",
    );
    expect(text).not.toContain("You can review a seller");
    expect(text).not.toContain("seller.refusal");
  });
});

describe("Car Reviews' languages", () => {
  it.each([
    ["ha", "Sharhin Motoci"],
    ["yo", "Àgbéyẹ̀wò Ọkọ̀"],
    ["ig", "Ntụle Ụgbọala"],
  ] as const)("reads in %s with the reviews as written", async (language, heading) => {
    await reviewedSeller();
    const html = await renderPage(reviewsPage, "/:lang?/reviews", {
      path: `${prefix(language)}/reviews`,
    });
    const text = pageText(html);
    expect(text).toContain(heading);
    expect(text).not.toContain("Car Reviews");
    expect(text).toContain("Honest seller, fair deal.");
    expect(text).toContain("Toyota Corolla");
    expect(html).toMatch(new RegExp(`action="/${language}/reviews"`));
  });
});

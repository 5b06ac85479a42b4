/**
 * The car page in the site's four languages (docs/decisions/023-languages.md): English as
 * written, and Hausa, Yoruba and Igbo from their catalogues, with the seller's words (title,
 * make, description) untouched and no message missing.
 */
import { describe, expect, it } from "vitest";
import { createListing, createUser } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { failOnMissingMessages, viewerFor } from "../../../../tests/support/i18n";
import { pageText, renderPage } from "../../../../tests/support/render";
import { callRoute } from "../../../../tests/support/routes";
import * as car from "./route";

useTestDatabase();

failOnMissingMessages();

async function carPage(language: "en" | "ha" | "yo" | "ig") {
  const seller = await createUser();
  const listing = await createListing(seller.id, {
    title: "Toyota Camry 2018 tokunbo",
    price: 6_500_000,
  });
  const prefix = language === "en" ? "" : `/${language}`;
  const html = await renderPage(car, "/:lang?/car/:id", { path: `${prefix}/car/${listing.id}` });
  return { text: pageText(html), html, listing };
}

describe("the car page's languages", () => {
  it("reads in English as before", async () => {
    const { text } = await carPage("en");
    for (const words of [
      "Loan calculator",
      "Insurance estimate",
      "Safety tips",
      "Quick actions",
      "Schedule Test Drive",
      "Report this listing",
      "Share this car",
      "Browse cars",
      "Year",
      "Mileage",
      "₦6,500,000",
    ])
      expect(text).toContain(words);
  });

  it.each([
    ["ha", ["Lissafin bashi", "Ƙiyasin inshora", "Shawarwarin tsaro", "Kai rahoton wannan talla"]],
    ["yo", ["Ìṣirò owó-ẹ̀yáwó", "Ìfojúdíwọ̀n ìbánigbófò", "Ìmọ̀ràn ààbò", "Pín ọkọ̀ yìí"]],
    ["ig", ["Mgbakọ mbinye ego", "Atụmatụ inshọransị", "Ndụmọdụ nchekwa", "Kesaa ụgbọala a"]],
  ] as const)("reads in %s, the seller's words as written", async (language, words) => {
    const { text, html } = await carPage(language);
    for (const w of words) expect(text).toContain(w);
    expect(text).not.toContain("Loan calculator");
    expect(text).not.toContain("Safety tips");
    expect(text).toContain("Toyota Camry 2018 tokunbo");
    // Links stay in the reader's language.
    expect(html).toContain(`href="/${language}/browse"`);
  });

  it("names the page in the reader's language in its title and canonical address", async () => {
    const seller = await createUser();
    const listing = await createListing(seller.id, {
      title: "Honda Accord 2015",
      price: 4_000_000,
    });
    const page = await callRoute(car.loader, {
      path: `/ha/car/${listing.id}`,
      params: { id: listing.id },
    });
    const tags = car.meta({
      data: page.body,
      matches: [{ id: "root", data: { viewer: viewerFor("ha") } }],
    } as never) as Record<string, string>[];
    const title = tags.find((t) => "title" in t)?.title;
    expect(title).toMatch(/^Honda Accord 2015 na sayarwa a /);
    expect(tags.find((t) => t.rel === "canonical")?.href).toBe(
      `https://motormart.test/ha/car/${listing.id}`,
    );
    const english = car.meta({
      data: page.body,
      matches: [{ id: "root", data: { viewer: viewerFor("en") } }],
    } as never) as Record<string, string>[];
    expect(english.find((t) => "title" in t)?.title).toMatch(/^Honda Accord 2015 for sale in /);
  });
});

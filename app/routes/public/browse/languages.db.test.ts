/**
 * Browse in the reader's language (docs/decisions/023-languages.md): under `/ha` the page, its
 * filter form, its chips (made in the loader) and the suggested name of a saved search read in
 * Hausa, links stay under `/ha`, and `/ha/new-cars` keeps its category; English is unchanged.
 */
import { describe, expect, it } from "vitest";
import { createListing, createUser } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { pageText, renderPage } from "../../../../tests/support/render";
import * as browse from "./route";

useTestDatabase();

/** The page's HTML, failing on any "Missing message" the render reports. */
async function page(route: string, path: string) {
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    const html = await renderPage(browse, route, { path });
    expect(errors).toEqual([]);
    return html;
  } finally {
    console.error = original;
  }
}

describe("browse in Hausa", () => {
  it("shows the filters, chips, sorts and the save form in Hausa, linking Hausa pages", async () => {
    const seller = await createUser();
    await createListing(seller.id, { fuelType: "petrol", price: 5_000_000 });
    const html = await page(
      "/:lang?/browse",
      "/ha/browse?fuelType=petrol&maxPrice=10000000&verified=true&condition=tokunbo",
    );
    const text = pageText(html);
    for (const words of [
      "Duba motoci",
      "Jera ta",
      "Mafi dacewa",
      "Irin mai",
      "Dukkan wurare",
      "Masu sayarwa da aka tabbatar kawai",
      "Har zuwa ₦10M",
      "Fetur",
      "Adana wannan binciken",
      "Taƙaitawa kullum",
      "Binciken da aka adana",
    ])
      expect(text, words).toContain(words);
    expect(text).not.toMatch(/Browse cars|Sort by|Fuel type|Up to ₦10M|Save this search/);
    expect(html).toMatch(
      /<form[^>]*id="filters"[^>]*action="\/ha\/browse"|action="\/ha\/browse"[^>]*id="filters"/,
    );
    expect(html).toMatch(/href="\/ha\/browse\?[^"]*"[^>]*aria-label="Cire matattara: Fetur"/);
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value="[^"]*Fetur[^"]*"/);
    expect(html).toContain('action="/ha/saved-searches"');
  });

  it("keeps a category address's category under the prefix", async () => {
    const html = await page("/:lang?/new-cars", "/ha/new-cars");
    expect(pageText(html)).toContain("Motoci: Sabuwa dal");
  });

  it("is unchanged in English", async () => {
    const html = await page("/browse", "/browse?fuelType=petrol&maxPrice=10000000");
    const text = pageText(html);
    for (const words of [
      "Browse cars",
      "Sort by",
      "Fuel type",
      "Up to ₦10M",
      "Petrol",
      "Save this search",
    ])
      expect(text, words).toContain(words);
    expect(html).toMatch(
      /href="\/browse\?maxPrice=10000000"[^>]*aria-label="Remove filter: Petrol"/,
    );
  });
});

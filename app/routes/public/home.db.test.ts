/**
 * Home (docs/product.md#home), as a browser without JavaScript gets it: the list's own error
 * state ("Failed to load cars" with a Try Again that reloads the same address), and the list's
 * Filter and Sort, which lead to browse with the chosen tab's category.
 */
import { describe, expect, it } from "vitest";
import { SORTS } from "~/lib/catalogue/catalog";
import { createListing, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { pageText, renderFailure, renderPage } from "../../../tests/support/render";
import * as home from "./home";

useTestDatabase();

describe("home", () => {
  it("answers a failed load with 'Failed to load cars' and a Try Again of the same address", async () => {
    expect(home.ErrorBoundary).toBeTypeOf("function");
    const html = await renderFailure(home.ErrorBoundary, "/?tab=tokunbo");
    expect(pageText(html)).toContain("Failed to load cars");
    expect(html).toMatch(/<a[^>]*href="\/\?tab=tokunbo"[^>]*>Try Again<\/a>/);
  });

  it("links Filter to browse's filters with the tab's category", async () => {
    const seller = await createUser();
    await createListing(seller.id, { category: "tokunbo" });
    const html = await renderPage(home, "/", { path: "/?tab=tokunbo" });
    expect(html).toMatch(/<a[^>]*href="\/browse\?category=tokunbo#filters"[^>]*>[^<]*Filter/);
    const all = await renderPage(home, "/", { path: "/" });
    expect(all).toMatch(/<a[^>]*href="\/browse#filters"[^>]*>[^<]*Filter/);
  });

  it("sorts with a GET form to browse: the tab's category, browse's sort options, a button", async () => {
    const html = await renderPage(home, "/", { path: "/?tab=nigerian-used" });
    const form = html.match(
      /<form[^>]*action="\/browse"[^>]*>(?:(?!<\/form>)[\s\S])*name="sortBy"[\s\S]*?<\/form>/,
    )?.[0];
    expect(form).toBeDefined();
    expect(form).toMatch(/method="get"/i);
    expect(form).toMatch(/<input[^>]*type="hidden"[^>]*name="category"[^>]*value="nigerian-used"/);
    for (const s of SORTS) expect(form).toContain(`value="${s.value}"`);
    expect(form).toMatch(/<label[^>]*for="home-sort"[^>]*>Sort/);
    expect(form).toMatch(/<select[^>]*id="home-sort"/);
    expect(form).toMatch(/<button[^>]*type="submit"[^>]*>Sort/);
  });

  it("reads in Hausa under /ha, its links and forms staying in Hausa (docs/decisions/023-languages.md)", async () => {
    const seller = await createUser();
    await createListing(seller.id, { category: "tokunbo" });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    let html: string;
    try {
      html = await renderPage(home, "/:lang?", { path: "/ha?tab=tokunbo" });
    } finally {
      console.error = original;
    }
    const text = pageText(html);
    for (const words of [
      "Nemi motarka ta gaba a Najeriya",
      "Motocin sayarwa",
      "Mota 1 tana nan",
      "Dukkan Motoci",
      "Jera ta",
      "Farashi: daga ƙasa zuwa sama",
      "Ƙasa da ₦1M",
      "Kalli Dukkan Motoci",
      "Saya ta rukuni",
      "Duba Bayani",
    ])
      expect(text, words).toContain(words);
    expect(text).not.toMatch(/Find your next car|View All Cars|Sort by/);
    expect(html).toMatch(/<form[^>]*action="\/ha\/browse"/);
    expect(html).toMatch(/<a[^>]*href="\/ha\/browse\?category=tokunbo#filters"[^>]*>[^<]*Tace/);
    expect(html).toContain('href="/ha/new-cars"');
    expect(errors).toEqual([]);
  });
});

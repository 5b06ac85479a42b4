/**
 * Home (docs/product.md#home), as a browser without JavaScript gets it: the list's own error
 * state ("Failed to load cars" with a Try Again that reloads the same address), and the list's
 * Filter and Sort, which lead to browse with the chosen tab's category.
 */
import { describe, expect, it } from "vitest";
import { SORTS } from "~/lib/catalog";
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
});

/**
 * Recently viewed, similar cars and price-drop alerts in the browser
 * (docs/product.md#recently-viewed-and-similar-cars, docs/product.md#price-drop-alerts), with and
 * without JavaScript: a visitor's viewed cars show on the home page (a private answer; browse
 * stays shared) and one Clear empties them; a car page lists similar cars; a saver sees a price
 * drop on /favorites and /notifications after the seller lowers the price. axe checks the home
 * page with the list and /favorites.
 */
import type { Page, Response } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";
import { clickAndPost, expectAccessible, hydrated } from "./helpers";
import { activeListing, LISTING_FIELDS } from "./listings";

/** Opens car pages from browse's first results and waits for each one's view beacon. */
async function viewCars(page: Page, count: number, query = ""): Promise<string[]> {
  await page.goto(`/browse${query}`);
  const hrefs = await page
    .locator("article h2 a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  const titles: string[] = [];
  for (const href of hrefs.slice(0, count)) {
    const beacon = page.waitForResponse((r: Response) => r.url().includes("/beacon/view/"));
    await page.goto(href);
    await beacon;
    titles.push((await page.getByRole("heading", { level: 1 }).textContent())!);
  }
  return titles;
}

const recentSection = (page: Page) => page.getByRole("region", { name: "Recently viewed" });

test(
  "a visitor's recently viewed cars show on the home page, newest first, and one click clears them",
  { tag: "@no-js" },
  async ({ page }, info) => {
    const titles = await viewCars(page, 2);

    const home = await page.goto("/");
    expect(home!.headers()["cache-control"]).toBe("private, no-store");
    const shown = await recentSection(page).locator("article h3").allTextContents();
    expect(shown).toEqual([...titles].reverse());

    // Nor is the home page's data for client navigations ever shared.
    const data = await page.request.get("/_root.data");
    expect(data.headers()["cache-control"] ?? "").not.toMatch(/public/);

    // Other pages stay shared with the cookie.
    const browse = await page.goto("/browse");
    expect(browse!.headers()["cache-control"]).toMatch(/^public/);

    await page.goto("/");
    await hydrated(page, info);
    await recentSection(page).getByRole("button", { name: /Clear/ }).click();
    await expect(
      page.getByRole("heading", { name: "Find your next car in Nigeria" }),
    ).toBeVisible();
    await expect(recentSection(page)).toHaveCount(0);
    const after = await page.goto("/");
    expect(after!.headers()["cache-control"]).toMatch(/^public/);
  },
);

test("a car page lists up to six similar cars", { tag: "@no-js" }, async ({ page }) => {
  await page.goto("/browse?search=Toyota");
  await page.locator("article h2 a").first().click();
  const similar = page.getByRole("region", { name: "Similar cars" });
  await expect(similar).toBeVisible();
  const count = await similar.locator("article").count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(6);
  const self = page.url().split("/car/")[1];
  const links = await similar
    .locator("article h3 a")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(links).not.toContain(`/car/${self}`);
});

test(
  "a saver sees the price drop on saved cars and in notifications after the seller lowers it",
  { tag: "@no-js" },
  async ({ page, login, browser, request, baseURL }, info) => {
    test.setTimeout(90_000);
    const sellerContext = await browser.newContext();
    const seller = await signIn(sellerContext, request, baseURL!, { accountType: "seller" });
    await sellerContext.close();
    const car = await activeListing(request, baseURL!, seller.token, info);

    await login({ accountType: "buyer" });
    await page.goto(`/car/${car.id}`);
    await hydrated(page, info);
    await clickAndPost(page, page.getByRole("button", { name: `Save ${car.title}` }));
    await expect(
      page.getByRole("button", { name: `Remove ${car.title} from saved cars` }),
    ).toBeVisible();

    const lowered = await request.put(`/api/cars/${car.id}`, {
      headers: { Authorization: `Bearer ${seller.token}` },
      data: { title: car.title, ...LISTING_FIELDS, price: LISTING_FIELDS.price - 1_000_000 },
    });
    expect(lowered.status(), await lowered.text()).toBe(200);

    await page.goto("/favorites");
    await expect(page.getByText("₦1,000,000 less than when you saved it")).toBeVisible();
    const line = "Lexus RX 350 2015 is now ₦20,500,000, down ₦1,000,000";
    // The fan-out is a background job: it lands within seconds.
    await expect(async () => {
      await page.goto("/notifications");
      await expect(page.getByRole("link", { name: line })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
  },
);

test("axe finds no serious violation on the home page with recently viewed cars, nor on /favorites", async ({
  page,
  login,
}) => {
  await login({ accountType: "buyer" });
  await viewCars(page, 2);
  await page.goto("/");
  await expect(recentSection(page)).toBeVisible();
  await expectAccessible(page);
  await page.goto("/favorites");
  await expect(recentSection(page)).toBeVisible();
  await expectAccessible(page);
});

/**
 * The site as a whole (docs/decisions/008-security-review.md): no link anywhere leads to a 404
 * (screens that later issues build are not linked until they exist), a phone shows a signed-in user
 * their name and Log out, and `/car/` without an id says so.
 */
import type { Page } from "@playwright/test";
import { DEMO_STAFF, expect, test } from "./fixtures";
import { hydrated } from "./helpers";

/** Same-origin links on the page, without fragments, deduplicated. */
async function linksOn(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page
    .locator("a[href]")
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  return [
    ...new Set(
      hrefs
        .filter((h) => h.startsWith(origin))
        .map((h) => h.split("#")[0])
        .filter(Boolean),
    ),
  ];
}

async function expectNoDeadLinks(page: Page, paths: string[]) {
  const seen = new Set<string>();
  for (const path of paths) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBeLessThan(400);
    for (const link of await linksOn(page)) {
      if (seen.has(link)) continue;
      seen.add(link);
      const r = await page.request.get(link, { maxRedirects: 5 });
      expect(r.status(), `${link} (linked from ${path})`).not.toBe(404);
    }
  }
  return seen.size;
}

test("no link leads to a 404, signed out, as a seller and as staff", async ({ page, login }) => {
  test.setTimeout(120_000);
  await page.goto("/browse");
  const car = await page.locator('a[href^="/car/"]').first().getAttribute("href");
  await page.goto(car!);
  const seller = await page.getByRole("link", { name: "View Seller Profile" }).getAttribute("href");
  const publicPages = ["/", "/browse", car!, seller!, "/login", "/register", "/how-it-works"];
  expect(await expectNoDeadLinks(page, publicPages)).toBeGreaterThan(30);

  await login({ accountType: "seller" });
  await expectNoDeadLinks(page, [
    "/dashboard",
    "/dashboard?tab=listings",
    "/dashboard?tab=account",
    "/sell",
    "/sell?tab=listings",
    "/sell?tab=analytics",
    "/favorites",
  ]);
  await page.context().clearCookies();
  await login(DEMO_STAFF);
  await expectNoDeadLinks(page, ["/admin/listings", "/dashboard"]);
});

test(
  "on a phone, a signed-in user's menu has their name and Log out",
  { tag: "@no-js" },
  async ({ page, login }, info) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await login({ accountType: "buyer", firstName: "Kemi" });
    await page.goto("/browse");
    await hydrated(page, info);
    await page.getByLabel("Menu").click();
    const menu = page.locator("details[open] ul");
    await expect(menu.getByRole("link", { name: "Kemi" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Login" })).toHaveCount(0);
    await menu.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByLabel("Menu").click();
    await expect(
      page.locator("details[open] ul").getByRole("link", { name: "Login" }),
    ).toBeVisible();
  },
);

test("/car/ without an id says that a car id is required", async ({ page }) => {
  for (const path of ["/car/", "/car"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(400);
    await expect(page.getByRole("heading", { name: "Car ID is required" })).toBeVisible();
  }
});

/**
 * Compare cars (docs/product.md#compare) on a 390 px phone, with and without JavaScript: three
 * cars added from browse cards and a car page, shown side by side in a table whose first column
 * stays in view while the cars scroll, a fourth refused with a message, one removed, the list
 * cleared; axe on the page.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectAccessible, hydrated, isNoJs } from "./helpers";

test.use({ viewport: { width: 390, height: 844 } });

/** Presses a car's Compare button and waits for what the visitor sees next. */
async function compare(page: Page, scope: Locator, noJs: boolean, expected: string) {
  await scope.getByRole("button", { name: /^Compare / }).click();
  if (noJs) {
    // Without JavaScript the post goes on to the comparison, which says what happened.
    await expect(page).toHaveURL(/\/compare$/);
    await expect(page.locator("main").getByText(expected)).toBeVisible();
  } else {
    // With it the page stays, and the button's live region says so with a link.
    await expect(scope.getByRole("status").filter({ hasText: expected })).toBeVisible();
    await expect(scope.getByRole("link", { name: "View comparison" })).toBeVisible();
  }
}

test("compare three cars on a phone", { tag: "@no-js" }, async ({ page }, info) => {
  const noJs = isNoJs(info);
  await page.goto("/browse");
  await hydrated(page, info);
  const cards = page.locator("article");
  const titles = [
    (await cards.nth(0).locator("h2").textContent())!.trim(),
    (await cards.nth(1).locator("h2").textContent())!.trim(),
    (await cards.nth(2).locator("h2").textContent())!.trim(),
  ];
  await compare(page, cards.nth(0), noJs, "Added to compare (1 of 3)");
  if (noJs) await page.goto("/browse");
  await compare(page, cards.nth(1), noJs, "Added to compare (2 of 3)");

  // The third from its car page.
  await page.goto("/browse");
  // A phone's compact row links its title (the wide card's "View Details" is not shown).
  await cards.nth(2).getByRole("link", { name: titles[2], exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[2]);
  await hydrated(page, info);
  await compare(page, page.locator("main header"), noJs, "Added to compare (3 of 3)");

  // A fourth is refused with a message, not an error page.
  await page.goto("/browse");
  await hydrated(page, info);
  await compare(page, cards.nth(3), noJs, "You can compare up to 3 cars. Remove one first.");

  await page.goto("/compare");
  await hydrated(page, info);
  await expect(page.getByRole("heading", { name: "Compare cars" })).toBeVisible();
  const heads = page.getByRole("columnheader");
  await expect(heads).toHaveCount(3);
  for (const [i, title] of titles.entries()) await expect(heads.nth(i)).toContainText(title);
  for (const label of ["Price", "Year", "Mileage", "Fuel", "Transmission", "Location", "Seller"])
    await expect(
      page.getByRole("rowheader", { name: new RegExp(`^${label}( Differs)?$`) }),
    ).toBeVisible();
  await expect(
    page.getByRole("rowheader", { name: /^Seller trust score( Differs)?$/ }),
  ).toBeVisible();
  // The demo catalogue's first cars differ (in price at least): some row is marked.
  await expect(page.getByText("Differs").first()).toBeVisible();

  // The page itself never scrolls sideways: the table scrolls inside its region, and the row
  // labels stay in view while it does.
  const region = page.getByRole("region", { name: "3 cars compared" });
  const box = (await region.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect((await page.locator("main").boundingBox())!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  const yearLabel = page.getByRole("rowheader", { name: /^Year( Differs)?$/ });
  const labelBefore = (await yearLabel.boundingBox())!;
  const lastBefore = (await heads.nth(2).boundingBox())!;
  expect(lastBefore.x + lastBefore.width).toBeGreaterThan(390);
  await region.hover();
  await page.mouse.wheel(600, 0);
  await expect.poll(async () => (await heads.nth(2).boundingBox())!.x).toBeLessThan(lastBefore.x);
  const labelAfter = (await yearLabel.boundingBox())!;
  expect(Math.abs(labelAfter.x - labelBefore.x)).toBeLessThan(1);
  await expect(yearLabel).toBeInViewport();

  // Remove the second car.
  await page.getByRole("button", { name: `Remove ${titles[1]} from the comparison` }).click();
  await expect(page.locator("main").getByText("Car removed from the comparison.")).toBeVisible();
  await expect(heads).toHaveCount(2);
  await expect(heads.nth(0)).toContainText(titles[0]);
  await expect(heads.nth(1)).toContainText(titles[2]);

  // Clear, and back to browse.
  await page.getByRole("button", { name: "Clear comparison" }).click();
  await expect(page.locator("main").getByText("Comparison cleared.")).toBeVisible();
  await expect(
    page.getByText("No cars to compare yet. Tap Compare on a car to add it."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Browse cars" }).click();
  await expect(page).toHaveURL(/\/browse$/);
});

test(
  "a shared comparison link drops a car that is not for sale, with a note",
  {
    tag: "@no-js",
  },
  async ({ page, request }) => {
    const cars = (await (await request.get("/api/cars?limit=2")).json()).data.cars as {
      id: string;
    }[];
    const missing = "00000000-0000-4000-8000-000000000000";
    await page.goto(`/compare?ids=${cars[0].id},${missing},${cars[1].id}`);
    await expect(page.getByRole("columnheader")).toHaveCount(2);
    await expect(page.getByText("1 car is no longer for sale and was left out.")).toBeVisible();
    await expect(page.getByLabel("Link to this comparison")).toHaveValue(
      new RegExp(`/compare\\?ids=${cars[0].id},${cars[1].id}$`),
    );
  },
);

test("axe finds no serious violation on the comparison", async ({ page, request }) => {
  const cars = (await (await request.get("/api/cars?limit=3")).json()).data.cars as {
    id: string;
  }[];
  await page.goto(`/compare?ids=${cars.map((c) => c.id).join(",")}`);
  await expect(page.getByRole("columnheader")).toHaveCount(3);
  await expectAccessible(page);
  await page.goto("/compare");
  await expect(
    page.getByText("No cars to compare yet. Tap Compare on a car to add it."),
  ).toBeVisible();
  await expectAccessible(page);
});

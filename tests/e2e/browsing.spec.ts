import { expect, test } from "@playwright/test";
import { expectAccessible, hydrated, isNoJs, resultCount } from "./helpers";

test(
  "home -> browse -> car detail -> seller profile",
  { tag: "@no-js" },
  async ({ page }, info) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { name: "Find your next car in Nigeria" }),
    ).toBeVisible();
    await expect(page.getByText(/^[\d,]+ cars available$/)).toBeVisible();
    await expect(page.locator("#cars article")).toHaveCount(8);
    await hydrated(page, info);

    // The hero search is a GET form to /browse.
    await page.getByRole("searchbox", { name: "Search cars" }).fill("Toyota");
    await page.getByRole("button", { name: "Search Cars" }).click();
    await expect(page).toHaveURL(/\/browse\?search=Toyota/);
    expect(await resultCount(page)).toBeGreaterThan(0);
    const firstTitle = (await page.locator("article h2").first().textContent())!;
    expect(firstTitle).toContain("Toyota");

    await page.locator("article").first().getByRole("link", { name: "View Details" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstTitle);
    await expect(page.getByRole("heading", { name: "Safety tips" })).toBeVisible();
    const call = page.getByRole("link", { name: "Call Seller" });
    await expect(call).toHaveAttribute("href", /^tel:\+234\d{10}$/);

    // Tabs work as links without JavaScript and in place with it.
    await page.getByRole("link", { name: "Financing", exact: true }).click();
    await expect(
      page
        .getByRole("region", { name: "Financing" })
        .getByText(/Financing not available for this vehicle|Monthly payment/),
    ).toBeVisible();

    await page.getByRole("link", { name: "View Seller Profile" }).click();
    await expect(page).toHaveURL(/\/seller\//);
    await expect(page.getByRole("link", { name: /^Listings \(\d+\)$/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await page.getByRole("link", { name: /^Reviews \(\d+\)$/ }).click();
    await expect(page.getByText(/average from \d+ reviews?|No reviews yet\./)).toBeVisible();
  },
);

test("category routes open browse with their category chosen", async ({ page }) => {
  await page.goto("/tokunbo");
  await expect(page.getByRole("heading", { name: "Foreign Used (Tokunbo) cars" })).toBeVisible();
  await expect(page.getByLabel("Category")).toHaveValue("tokunbo");
  const badges = await page.locator("article").first().textContent();
  expect(badges).toContain("Tokunbo");
});

test(
  "browse filters give the same cars with and without JavaScript",
  { tag: "@no-js" },
  async ({ page, request }, info) => {
    await page.goto("/browse");
    await hydrated(page, info);
    await page.getByRole("checkbox", { name: "Petrol" }).check();
    if (isNoJs(info)) await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/fuelType=petrol/);
    // React Router changes the address, then renders the new page in a transition: the next
    // choice waits for the page that shows this one (its chip).
    await expect(page.getByRole("link", { name: "Remove filter: Petrol" })).toBeVisible();
    // Abuja: the cars other tests list at the same time are all in Lagos, and this page and the
    // API's answer must show the same catalogue.
    await page.getByLabel("Location").selectOption("fct");
    if (isNoJs(info)) await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/location=fct/);
    await expect(page.getByRole("link", { name: /^Remove filter: (FCT|Abuja)/ })).toBeVisible();
    await page.getByLabel("Sort by").selectOption("price-low");
    if (isNoJs(info)) await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/sortBy=price-low/);

    const api = await (
      await request.get("/api/cars?fuelType=petrol&location=fct&sortBy=price-low")
    ).json();
    await expect(page.getByText(/cars found$/)).toHaveText(
      `${api.data.pagination.total.toLocaleString("en-NG")} cars found`,
    );
    await expect(page.locator("article h2")).toHaveText(
      api.data.cars.map((c: { title: string }) => c.title),
    );

    // Each chip removes its filter.
    await page.getByRole("link", { name: "Remove filter: Petrol" }).click();
    await expect(page).not.toHaveURL(/fuelType/);
    await expect(page).toHaveURL(/location=fct/);
  },
);

test("bad browse params never break the page", async ({ page }) => {
  const res = await page.goto("/browse?minPrice=abc&minYear=1800&sortBy=zzz&page=-3&limit=9999");
  expect(res?.status()).toBe(200);
  expect(await resultCount(page)).toBeGreaterThan(0);
});

test("no results shows the empty state with Clear Filters", async ({ page }) => {
  await page.goto("/browse?search=zzzznotacar");
  await expect(page.getByRole("heading", { name: "No cars found" })).toBeVisible();
  await page.getByRole("link", { name: "Clear Filters" }).click();
  await expect(page).toHaveURL(/\/browse$/);
});

test("Load More shows the next cars", { tag: "@no-js" }, async ({ page }, info) => {
  await page.goto("/browse");
  await hydrated(page, info);
  await expect(page.locator("article")).toHaveCount(12);
  const first12 = await page.locator("article h2").allTextContents();
  await page.getByRole("link", { name: "Load More Cars" }).click();
  if (isNoJs(info)) {
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/Showing cars 13 to 24/)).toBeVisible();
    const next = await page.locator("article h2").allTextContents();
    expect(next).toHaveLength(12);
    expect(next.some((t) => first12.includes(t))).toBe(false);
  } else {
    await expect(page.locator("article")).toHaveCount(24);
    // The new cards' details are static parts rendered in the browser (030-static-parts.md).
    await expect(page.locator("article h2")).toHaveCount(24);
    expect((await page.locator("article h2").allTextContents()).slice(0, 12)).toEqual(first12);
    await expect(page).toHaveURL(/\/browse$/);
  }
});

test("unknown paths show the 404 page", async ({ page }) => {
  const res = await page.goto("/this/does/not/exist");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a missing car answers 404 with Car not found", async ({ page }) => {
  const res = await page.goto("/car/00000000-0000-0000-0000-000000000000");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Car not found" })).toBeVisible();
  await expect(page.locator("#main").getByRole("link", { name: "Browse Cars" })).toBeVisible();
});

test("the mobile menu opens and closes at 375 px", { tag: "@no-js" }, async ({ page }, info) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await hydrated(page, info);
  const menuLinks = page.locator("details ul");
  await expect(menuLinks).toBeHidden();
  await page.getByLabel("Menu").click();
  await expect(menuLinks.getByRole("link", { name: "Tokunbo" })).toBeVisible();
  await expect(menuLinks.getByRole("link", { name: "Sell Your Car" })).toBeVisible();
  await page.getByLabel("Menu").click();
  await expect(menuLinks).toBeHidden();
  await page.getByLabel("Menu").click();
  await menuLinks.getByRole("link", { name: "Nigerian Used" }).click();
  await expect(page).toHaveURL(/\/nigerian-used$/);
  await expect(page.locator("details ul")).toBeHidden();
});

test(
  "on a 390 px phone: cars on home's first screen, four browse rows, the contact bar",
  { tag: "@no-js" },
  async ({ page, request }, info) => {
    // Three axe passes (js project) on a busy two-core machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    /** The tops (px from the window's top) of what `selector` matches, visible ones only. */
    const tops = (selector: string) =>
      page
        .locator(selector)
        .evaluateAll((els) =>
          els.filter((e) => e.getClientRects().length).map((e) => e.getBoundingClientRect().top),
        );

    // Home's first screen shows cars, not only the search form.
    await page.goto("/");
    expect((await tops('#cars a[href^="/car/"]')).some((top) => top < 844)).toBe(true);
    if (!isNoJs(info)) await expectAccessible(page);

    // Browse: compact rows, four or more in the first screen; paid places at most four.
    await page.goto("/browse");
    expect((await tops("main article")).filter((top) => top < 844).length).toBeGreaterThanOrEqual(
      4,
    );
    const featured = page.locator("article").getByText("Featured", { exact: true });
    expect(await featured.filter({ visible: true }).count()).toBeLessThanOrEqual(4);
    if (!isNoJs(info)) await expectAccessible(page);

    // A car whose seller takes WhatsApp: its contact bar is on the first screen.
    const { data } = await (await request.get("/api/cars?limit=30")).json();
    let carId = "";
    for (const car of data.cars as { id: string }[]) {
      const detail = await (await request.get(`/api/cars/${car.id}`)).json();
      if (detail.data.seller.whatsapp) {
        carId = car.id;
        break;
      }
    }
    expect(carId).not.toBe("");
    await page.goto(`/car/${carId}`);
    const bar = page.getByRole("region", { name: "Contact the seller" });
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(bar.getByRole("link", { name: "Call" })).toHaveAttribute(
      "href",
      /^tel:\+234\d{10}$/,
    );
    await expect(bar.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
      "href",
      new RegExp(`^https://wa\\.me/234\\d{10}\\?text=.+${encodeURIComponent(`/car/${carId}`)}$`),
    );
    await expect(bar.getByRole("link", { name: "Message" })).toHaveAttribute(
      "href",
      `/contact/${carId}`,
    );
    if (!isNoJs(info)) await expectAccessible(page);
    // Scrolled to the end, the footer ends above the bar: nothing is hidden under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.locator("footer").boundingBox();
    const barBox = await bar.boundingBox();
    expect(footer!.y + footer!.height).toBeLessThanOrEqual(barBox!.y + 0.5);
    await bar.getByRole("link", { name: "Message" }).click();
    await expect(page).toHaveURL(new RegExp(`/contact/${carId}$`));

    // The bar's words fit on a 320 px phone in every language.
    await page.setViewportSize({ width: 320, height: 700 });
    for (const language of ["ha", "yo", "ig"]) {
      await page.goto(`/${language}/car/${carId}`);
      const labels = page.locator("#bottom-bar a span");
      await expect(labels).toHaveCount(3);
      const cut = await labels.evaluateAll((spans) =>
        spans.filter((s) => s.scrollWidth > s.clientWidth).map((s) => s.textContent),
      );
      expect(cut, language).toEqual([]);
    }
  },
);

test("a car page hydrates without its static parts' code and loads it to switch a tab in place", async ({
  page,
}, info) => {
  // docs/decisions/030-static-parts.md: the parts' modules are chunks of their own.
  const PARTS =
    /\/assets\/(car-card-parts|site-footer-parts|price-rating-panel|tab-panel|calculators|sidebar|contact-bar)-/;
  const parts: string[] = [];
  page.on("request", (r) => {
    if (PARTS.test(r.url())) parts.push(new URL(r.url()).pathname);
  });
  await page.goto("/browse");
  const car = await page.locator('a[href^="/car/"]').first().getAttribute("href");
  await page.goto(car!);
  await hydrated(page, info);
  await expect(page.getByRole("heading", { name: "Safety tips" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Loan calculator" })).toBeVisible();
  await expect(page.locator("footer").getByRole("link", { name: "Safety tips" })).toBeVisible();
  expect(parts).toEqual([]);

  await page.getByRole("link", { name: "Features", exact: true }).click();
  await expect(page.getByRole("link", { name: "Features", exact: true })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(page.getByRole("heading", { name: "Features", level: 2 })).toBeAttached();
  expect(page.url()).not.toContain("tab=");
  expect(parts.some((p) => p.includes("/tab-panel-"))).toBe(true);
  // Back to Details: the panel renders again in the browser (not the server's old HTML).
  await page.getByRole("link", { name: "Details", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Description" })).toBeVisible();
  // The sidebar's props did not change: it stays the server's HTML, its code never fetched.
  expect(parts.some((p) => p.includes("/sidebar-"))).toBe(false);
});

test("footer shows the current year", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("footer")).toContainText(`© ${new Date().getFullYear()}`);
});

test.describe("accessibility", () => {
  for (const path of ["/", "/browse?fuelType=petrol&verified=true", "/this-is-missing"]) {
    test(`no serious violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectAccessible(page);
    });
  }
  test("no serious violations on the footer's help pages", async ({ page }) => {
    // Each help page is reached from the footer of the one before (every page has the footer).
    await page.goto("/");
    for (const [path, heading] of [
      ["/how-it-works", "How MotorMart works"],
      ["/safety", /Safety/],
      ["/support", /Support|Help/],
      ["/cookies", "Cookie Policy"],
    ] as const) {
      await page.locator("footer").locator(`a[href="${path}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectAccessible(page);
    }
  });
  test("no serious violations on car detail and seller profile", async ({ page }) => {
    await page.goto("/browse");
    await page.locator("article").first().getByRole("link", { name: "View Details" }).click();
    await expectAccessible(page);
    await page.getByRole("link", { name: "View Seller Profile" }).click();
    await expectAccessible(page);
  });
});

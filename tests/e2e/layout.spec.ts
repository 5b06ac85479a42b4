/**
 * Every page fits a phone (README, "every page renders on the server";
 * docs/product.md#navigation-and-error-fallback navigation bar): at 320, 360, 390, 768 and 1024 px,
 * signed out and signed in (a seller whose names are one 50-letter word, the longest registration
 * takes), the document is no wider than the window, and on the smallest phone the menu (the only
 * way to the main links and Log out) and Sell are on screen and work.
 *
 * Without JavaScript a page is the server's HTML, the same markup React hydrates in the `js`
 * project; what differs is the browse filters' Apply button (`no-js-only`, the only class the
 * stylesheet shows or hides by script, app/app.css) and the menu, a plain `<details>`. So browse
 * and the phone menu also run in the `no-js` project; every page runs with JavaScript.
 *
 * One page resized from width to width, rather than a context per width, keeps it fast.
 */
import type { Page } from "@playwright/test";
import { DEMO_STAFF, expect, test } from "./fixtures";
import { hydrated } from "./helpers";
import { activeListing } from "./listings";

const WIDTHS = [320, 360, 390, 768, 1024];
const LONG_FIRST = "Oluwatimilehinayomideoluwaseunfunmilayoadebanjokee";
const LONG_LAST = "Adebayoolawaleoluwadamilareoluwafemiakinwandeolusi";

/**
 * What sticks out of the window, if the document is wider than it: the outermost elements
 * whose right edge passes the window's (their parent's does not), for the failure message.
 */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${
        typeof el.className === "string" && el.className
          ? `.${el.className.trim().split(/\s+/).slice(0, 4).join(".")}`
          : ""
      }`;
    // Content scrolled inside a box of its own (a table's wrapper) widens only that box.
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== "visible") return true;
      return false;
    };
    const culprits: string[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      const right = el.getBoundingClientRect().right;
      const parent = el.parentElement?.getBoundingClientRect().right ?? 0;
      if (right > width + 0.5 && parent <= width + 0.5 && !clipped(el))
        culprits.push(`${name(el.parentElement!)} > ${name(el)} (right ${Math.round(right)})`);
    }
    return `scrollWidth ${scrollWidth}: ${culprits.slice(0, 4).join("; ")}`;
  });
}

/** Each page at each width; returns "path @ width: what overflows" for those that do not fit. */
async function misfits(page: Page, paths: string[], info: Parameters<typeof hydrated>[1]) {
  const found: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(path === MISSING ? 404 : 200);
    // The 404 page is the root's error boundary, which does not mark the page hydrated.
    if (path !== MISSING) await hydrated(page, info);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const problem = await overflow(page);
      if (problem) found.push(`${path} @ ${width}: ${problem}`);
    }
  }
  return found;
}

const MISSING = "/no-such-page-here";
const PUBLIC = [
  "/",
  "/browse",
  "/new-cars",
  "/login",
  "/register",
  "/support",
  "/how-it-works",
  MISSING,
];

const SIGNED_IN = [
  "/dashboard",
  "/dashboard?tab=account",
  "/favorites",
  "/chats",
  "/profile",
  "/security",
  "/verification",
  "/notifications",
  "/subscription",
  "/payment",
  "/payment?tab=transactions",
  "/sell",
  "/sell?tab=listings",
];

const ADMIN = [
  "/admin",
  "/admin/users",
  "/admin/listings",
  "/admin/listings/all",
  "/admin/reports",
  "/admin/risk",
  "/admin/verifications",
  "/admin/audit",
];

/** A seeded car's page and its seller's page. */
async function someCar(page: Page) {
  await page.goto("/browse");
  const car = await page.locator('a[href^="/car/"]').first().getAttribute("href");
  await page.goto(car!);
  const seller = await page.getByRole("link", { name: "View Seller Profile" }).getAttribute("href");
  return [car!, seller!];
}

test("signed out, every page fits 320 to 1024 px", async ({ page }, info) => {
  test.setTimeout(180_000);
  expect(await misfits(page, [...PUBLIC, ...(await someCar(page))], info)).toEqual([]);
});

test(
  "without JavaScript, browse with its Apply button fits 320 to 1024 px",
  { tag: "@no-js-only" },
  async ({ page }, info) => {
    expect(
      await misfits(page, ["/browse", "/browse?fuelType=petrol&sortBy=price-low"], info),
    ).toEqual([]);
  },
);

test("signed in with a 50-letter name, every page fits 320 to 1024 px", async ({
  page,
  login,
}, info) => {
  test.setTimeout(240_000);
  await login({ accountType: "both", firstName: LONG_FIRST, lastName: LONG_LAST });
  // Signed in, /login and /register send the user to the dashboard.
  const pages = PUBLIC.filter((p) => p !== "/login" && p !== "/register");
  expect(await misfits(page, [...pages, ...(await someCar(page)), ...SIGNED_IN], info)).toEqual([]);
});

test("as staff, the admin pages fit 320 to 1024 px", async ({ page, login }, info) => {
  test.setTimeout(180_000);
  await login(DEMO_STAFF);
  expect(await misfits(page, ADMIN, info)).toEqual([]);
});

test("a seller with a long name and a live listing: its pages, My Listings and Boost fit", async ({
  page,
  request,
  baseURL,
  login,
}, info) => {
  test.setTimeout(120_000);
  const seller = await login({ accountType: "both", firstName: LONG_FIRST, lastName: LONG_LAST });
  const listing = await activeListing(request, baseURL!, seller.token, info);
  await page.goto(`/car/${listing.id}`);
  const sellerPage = await page
    .getByRole("link", { name: "View Seller Profile" })
    .getAttribute("href");
  const found = await misfits(
    page,
    [
      `/car/${listing.id}`,
      sellerPage!,
      `${sellerPage}?tab=about`,
      `/boost?listing=${listing.id}`,
      `/contact/${listing.id}`,
      "/sell?tab=listings",
      "/dashboard?tab=listings",
    ],
    info,
  );
  expect(found).toEqual([]);
});

test(
  "at 320 px a signed-in user reaches the menu, Log out and Sell",
  { tag: "@no-js" },
  async ({ page, login }, info) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await login({ accountType: "both", firstName: LONG_FIRST });
    await page.goto("/browse");
    await hydrated(page, info);

    const onScreen = async (name: string, role: "link" | "button" = "link") => {
      const box = await page
        .getByRole(role, { name, exact: true })
        .filter({ visible: true })
        .first()
        .boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.x, name).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width, name).toBeLessThanOrEqual(320);
    };
    await onScreen("Sell");
    const menu = page.getByLabel("Menu", { exact: true });
    await expect(menu).toBeVisible();
    await menu.click();
    for (const name of ["Browse Cars", "Dashboard", "Saved cars", "My profile", "Sell Your Car"])
      await onScreen(name);
    await onScreen("Log out", "button");
    // The name is cut short with an ellipsis, not allowed to push the menu off screen.
    await onScreen(LONG_FIRST);

    await page.getByRole("link", { name: "Sell", exact: true }).click();
    await expect(page).toHaveURL(/\/sell$/);
  },
);

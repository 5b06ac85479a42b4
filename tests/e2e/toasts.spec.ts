/**
 * Toasts and tooltips (docs/product.md#interface-constants: toasts bottom right, 4000 ms, up to 3
 * visible, dismissed by a swipe or a close button; tooltips open after 700 ms;
 * docs/decisions/006-flash-messages.md). With JavaScript a flash message also shows as a
 * toast, announced to screen readers; without it the page's inline message is all there is,
 * and icon-only controls are still named (aria-label and title; the header's keep their title).
 */
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";
import { expectAccessible, hydrated, isNoJs } from "./helpers";
import { activeListing } from "./listings";

const toastRegion = (page: Page) => page.getByRole("region", { name: /^Notifications/ });
const toasts = (page: Page) => toastRegion(page).getByRole("listitem");

/** Records the text of every live status region outside the page's content (Radix's announcer). */
async function recordAnnouncements(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { announced: string[] }).announced = seen;
    setInterval(() => {
      for (const el of document.querySelectorAll('[role="status"]'))
        if (!el.closest("#main") && el.textContent) seen.push(el.textContent);
    }, 50);
  });
}

async function savePreferences(page: Page) {
  const save = page.getByRole("button", { name: "Save preferences" });
  await save.press("Enter");
  await expect(save).toBeEnabled();
}

test(
  "a flash shows as a toast that closes after 4 s or at its close button, and stays inline",
  { tag: "@no-js" },
  async ({ page, login }, info) => {
    test.setTimeout(60_000);
    await login();
    await page.goto("/profile?tab=preferences");
    await hydrated(page, info);
    if (!isNoJs(info)) await recordAnnouncements(page);
    await page.getByRole("button", { name: "Save preferences" }).click();

    const inline = page
      .locator("#main")
      .getByRole("status")
      .filter({ hasText: "Preferences saved" });
    await expect(inline).toBeVisible();
    if (isNoJs(info)) {
      await expect(toasts(page)).toHaveCount(0);
      return;
    }

    const toast = toasts(page).filter({ hasText: "Preferences saved" });
    await expect(toast).toBeVisible();
    const shownAt = Date.now();
    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);
    await expect(toast).toHaveCount(0, { timeout: 10_000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(3_000);
    expect(shownFor).toBeLessThan(8_000);
    await expect(inline).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { announced: string[] }).announced))
      .toContainEqual(expect.stringContaining("Preferences saved"));

    await savePreferences(page);
    await expect(toast).toBeVisible();
    // Focus in the stack pauses its timer while axe looks at the page.
    await toast.getByRole("button", { name: "Close" }).focus();
    await expectAccessible(page);
    await toast.getByRole("button", { name: "Close" }).click();
    await expect(toast).toHaveCount(0);
  },
);

test("a flash shows on the page it was meant for only: the next page a link opens has none", async ({
  page,
  login,
}, info) => {
  await login();
  await page.goto("/profile");
  await hydrated(page, info);
  await page.getByLabel("City or area").fill("Lekki");
  await page.getByRole("button", { name: "Save profile" }).click();
  const main = page.locator("#main");
  await expect(main.getByText("Profile saved", { exact: true })).toBeVisible();
  // The root's data carries the message: it must be loaded again on this link (no query or
  // params change), or the dashboard would show the old message.
  await page.getByRole("link", { name: /Back to dashboard/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(main.getByText("Profile saved")).toHaveCount(0);
});

test("at most 3 toasts are shown: a fourth replaces the oldest", async ({ page, login }, info) => {
  test.setTimeout(60_000);
  await login();
  await page.goto("/profile?tab=preferences");
  await hydrated(page, info);
  await savePreferences(page);
  await expect(toasts(page)).toHaveCount(1);
  await toasts(page)
    .first()
    .evaluate((el) => el.setAttribute("data-oldest", ""));
  // The pointer rests on the stack, which pauses the timers, while Enter submits again.
  await toastRegion(page).getByRole("list").hover();
  for (const count of [2, 3, 3]) {
    await savePreferences(page);
    await expect(toasts(page)).toHaveCount(count);
  }
  await expect(toastRegion(page).locator("[data-oldest]")).toHaveCount(0);
});

test("a refused save (the car is gone) says why in an error toast", async ({
  page,
  browser,
  request,
  baseURL,
  login,
}, info) => {
  test.setTimeout(90_000);
  const sellerContext = await browser.newContext();
  const seller = await signIn(sellerContext, request, baseURL!, { accountType: "seller" });
  await sellerContext.close();
  const car = await activeListing(request, baseURL!, seller.token, info);
  await login({ accountType: "buyer" });
  await page.goto(`/car/${car.id}`);
  await hydrated(page, info);
  const gone = await request.delete(`/api/cars/${car.id}`, {
    headers: { Authorization: `Bearer ${seller.token}` },
  });
  expect(gone.ok()).toBe(true);

  await page.getByRole("button", { name: `Save ${car.title}` }).click();
  await expect(toasts(page).filter({ hasText: "This car is no longer available" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Save ${car.title}` })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
});

test(
  "icon-only controls have a tooltip after 700 ms; without JavaScript a title",
  { tag: "@no-js" },
  async ({ page }, info) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto("/browse");
    await hydrated(page, info);
    // The header is a static part (docs/decisions/030-static-parts.md): its icon links keep
    // the browser's own tooltip, their title, with JavaScript too.
    await expect(page.getByRole("link", { name: "Saved cars" })).toHaveAttribute(
      "title",
      "Saved cars",
    );
    const heart = page.getByRole("button", { name: /^Save / }).first();
    const name = (await heart.getAttribute("aria-label"))!;
    if (isNoJs(info)) {
      await expect(heart).toHaveAttribute("title", name);
      return;
    }
    // Radix replaces the browser's title once it has loaded (when the page is idle).
    await expect(heart).not.toHaveAttribute("title");
    const tooltip = page.getByRole("tooltip", { name });
    await heart.hover();
    const hoveredAt = Date.now();
    await expect(tooltip).toBeAttached();
    expect(Date.now() - hoveredAt).toBeGreaterThanOrEqual(650);
    await expect(page.locator("[data-radix-popper-content-wrapper]")).toContainText(name);
    await expectAccessible(page);

    await page.mouse.move(600, 5, { steps: 10 });
    await expect(tooltip).toHaveCount(0);
    await heart.focus();
    await expect(page.getByRole("tooltip", { name })).toBeAttached();
  },
);

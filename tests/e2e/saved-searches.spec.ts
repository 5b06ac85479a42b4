/**
 * Saved searches with alerts (docs/product.md#saved-searches), with and without JavaScript:
 * a buyer saves a browse search (signed out: through sign-in and back, the search kept), a
 * seller's matching listing is approved by staff, and the buyer finds the in-app alert linking
 * to the car; the alert mail's one-click unsubscribe link turns the search's alerts off. Axe
 * checks /saved-searches and the unsubscribe page.
 */
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, signIn, test, TEST_PASSWORD } from "./fixtures";
import { expectAccessible, hydrated, isNoJs } from "./helpers";
import { activeListing } from "./listings";

const OUTBOX = path.resolve("tests/.tmp/e2e-data/outbox");

/** The unsubscribe link of the newest saved-search alert mail to `to`. */
async function unsubscribeLink(to: string): Promise<string> {
  for (let i = 0; i < 80; i++) {
    const mails = fs.existsSync(OUTBOX)
      ? fs
          .readdirSync(OUTBOX)
          .filter((f) => f.endsWith(".json"))
          .map((f) => JSON.parse(fs.readFileSync(path.join(OUTBOX, f), "utf8")))
      : [];
    const mail = mails
      .filter((m) => m.to === to && m.headers?.["List-Unsubscribe"])
      .sort((a, b) => b.sentAt.localeCompare(a.sentAt))[0];
    if (mail) return /<(.+)>/.exec(mail.headers["List-Unsubscribe"])![1];
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`No alert mail to ${to}`);
}

/** Opens browse's "Save this search" and saves the search under `name` with instant alerts. */
async function saveSearch(page: Page, name: string) {
  const details = page.locator("details#save-search");
  if ((await details.getAttribute("open")) === null)
    await page.getByText("Save this search").click();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Alerts", { exact: true }).selectOption("instant");
  await page.getByRole("button", { name: "Save search" }).click();
  await expect(page).toHaveURL(/\/saved-searches$/);
  await expect(page.getByRole("heading", { name })).toBeVisible();
}

test(
  "a saved search alerts its owner when a matching listing is approved",
  { tag: "@no-js" },
  async ({ page, login, browser, request, baseURL }, info) => {
    const buyer = await login({ accountType: "buyer" });
    const name = `Lexus in Lagos ${info.project.name}`;
    // Other tests list Lexus cars in Lagos at the same time: a word of this test's car's title
    // keeps theirs from matching this search.
    const word = `alert${Date.now().toString(36)}`;
    await page.goto(`/browse?search=${word}&make=Lexus&location=lagos&maxPrice=30000000`);
    await hydrated(page, info);
    await saveSearch(page, name);
    await expect(page.getByText(/Lexus · Up to ₦30M · Lagos/)).toBeVisible();
    // axe runs as a script in the page: the js project checks it.
    if (!isNoJs(info)) await expectAccessible(page);

    const seller = await browser.newContext();
    const { token } = await signIn(seller, request, baseURL!, { accountType: "seller" });
    await seller.close();
    const car = await activeListing(request, baseURL!, token, info, word);

    await expect(async () => {
      await page.goto("/notifications");
      await expect(
        page.getByRole("link", { name: `New car for your search “${name}”` }),
      ).toHaveAttribute("href", `/car/${car.id}`, { timeout: 500 });
    }).toPass({ timeout: 20_000 });
    const api = await request.get("/api/notifications", {
      headers: { Authorization: `Bearer ${buyer.token}` },
    });
    const alerts = (await api.json()).data.notifications.filter(
      (n: { type: string }) => n.type === "saved_search_match",
    );
    expect(alerts).toEqual([expect.objectContaining({ link: `/car/${car.id}` })]);

    await page.goto("/saved-searches");
    await expect(page.getByText("1 new match")).toBeVisible();

    const link = await unsubscribeLink(buyer.email);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await expect(page.getByText(`Stop alerts for your saved search “${name}”?`)).toBeVisible();
    if (!isNoJs(info)) await expectAccessible(page);
    await hydrated(page, info);
    await page.getByRole("button", { name: "Turn off alerts" }).click();
    await expect(page.getByText(`Alerts for “${name}” are off`)).toBeVisible();
    await page.goto("/saved-searches");
    await expect(page.getByLabel(`Alerts for “${name}”`)).toHaveValue("off");
  },
);

test(
  "signed out, Save this search goes through sign-in and back with the search kept",
  { tag: "@no-js" },
  async ({ page, request }, info) => {
    const email = `saver.${info.project.name}.${Date.now().toString(36)}@example.ng`;
    const created = await request.post("/api/auth/register", {
      data: {
        firstName: "Bola",
        lastName: "Ade",
        email,
        phone: "08061234567",
        location: "lagos",
        password: TEST_PASSWORD,
        accountType: "buyer",
      },
    });
    expect(created.status()).toBe(201);
    await page.goto("/browse?make=Toyota&category=tokunbo");
    await hydrated(page, info);
    await page.getByText("Save this search").click();
    await page.getByRole("button", { name: "Save search" }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/browse\?.*make=Toyota.*save=1/);
    await expect(page.locator("details#save-search")).toHaveAttribute("open", "");
    await hydrated(page, info);
    if (!isNoJs(info)) await expectAccessible(page);
    await saveSearch(page, "Tokunbo Toyotas");
    await expect(page.getByText("Tokunbo · Toyota")).toBeVisible();
  },
);

/**
 * Plans, boosts and payments (docs/decisions/010-payments.md), with and without JavaScript,
 * through the simulated checkout (no Paystack key in the test server): a free seller at the
 * listing limit upgrades to Basic and can then start a second listing; buys a boost and sees
 * the Featured badge on the car in browse; downloads a receipt as a page and a PDF.
 */
import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, hydrated, isNoJs } from "./helpers";
import { activeListing } from "./listings";

/** axe runs as a script in the page: only where JavaScript runs. */
async function accessible(page: Page, info: TestInfo) {
  if (!isNoJs(info)) await expectAccessible(page);
}

/** Pays on the simulated checkout page and lands on the callback's outcome. */
async function payByCard(page: Page) {
  await expect(page).toHaveURL(/\/payment\/checkout\/MM-[0-9a-f]{24}$/);
  await page.getByRole("button", { name: "Pay by card" }).click();
  await expect(page).toHaveURL(/\/payment\/callback\?/);
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
}

test(
  "a free seller at the limit upgrades to Basic and can list a second car",
  { tag: "@no-js" },
  async ({ page, login, request, baseURL }, info) => {
    const { token } = await login({ accountType: "seller", firstName: "Emeka" });
    await activeListing(request, baseURL!, token, info);

    await page.goto("/sell");
    await expect(page.getByRole("heading", { name: "Upload Limit Reached" })).toBeVisible();

    await page.goto("/subscription");
    await expect(page.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
    await expect(page.getByText("You've reached your free listing limit.")).toBeVisible();
    await accessible(page, info);
    await hydrated(page, info);
    await page.getByRole("link", { name: "Upgrade Now" }).first().click();

    await expect(page.getByRole("heading", { name: "Complete Your Upgrade" })).toBeVisible();
    await accessible(page, info);
    await page.getByLabel(/^Card/).check();
    await page.getByRole("button", { name: "Complete Payment" }).click();
    await payByCard(page);
    await expect(page.getByRole("main").getByText(/Your plan is active until/)).toBeVisible();

    await page.goto("/sell");
    await expect(page.getByRole("heading", { name: "Upload Limit Reached" })).toHaveCount(0);
    await expect(page.getByText(/of 5 listings used this month \(Basic plan\)/)).toBeVisible();
    await expect(page.getByLabel("Title")).toBeVisible();

    const subscription = await request.get("/api/user/subscription", {
      headers: { Authorization: `Bearer ${token}` },
    });
    const record = (await subscription.json()).data;
    expect(record).toMatchObject({
      plan: "basic",
      uploadsLimit: 5,
      subscriptionStatus: "active",
      billingCycle: "monthly",
      cancelAtPeriodEnd: false,
    });
  },
);

test(
  "a seller buys a boost and the car shows Featured in browse; the receipt downloads",
  { tag: "@no-js" },
  async ({ page, login, request, baseURL }, info) => {
    const { token } = await login({ accountType: "seller", firstName: "Funmi" });
    const listing = await activeListing(request, baseURL!, token, info);

    await page.goto("/sell?tab=listings");
    await hydrated(page, info);
    await page.getByRole("link", { name: /Boost/ }).first().click();
    await expect(page).toHaveURL(new RegExp(`/boost\\?listing=${listing.id}`));
    await accessible(page, info);
    await page.getByLabel(/Featured Listing/).check();
    await page.getByRole("button", { name: /pay|payment/i }).click();
    await payByCard(page);
    await expect(page.getByRole("main").getByText(/Your listing is Featured until/)).toBeVisible();

    await page.goto(`/browse?search=${encodeURIComponent(listing.title)}`);
    const card = page.locator("article", { hasText: listing.title }).first();
    // The badge is written twice, on the photo for wide screens and beside it on phones.
    await expect(
      card.getByText("Featured", { exact: true }).filter({ visible: true }),
    ).toBeVisible();

    await page.goto("/payment?tab=transactions");
    await accessible(page, info);
    await page.getByRole("link", { name: "Receipt" }).first().click();
    await expect(page.getByRole("heading", { name: /Receipt/ })).toBeVisible();
    await expect(page.getByText(/MM-R-\d{6}/).first()).toBeVisible();
    await expect(page.getByText(/Featured Listing/).first()).toBeVisible();

    const pdf = await page.request.get(page.url() + "/pdf");
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["content-disposition"]).toMatch(
      /attachment; filename="receipt-MM-R-\d+\.pdf"/,
    );
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    const csv = await page.request.get("/payment/transactions.csv");
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain("Featured Listing");
  },
);

test("a declined payment grants nothing and offers another try", async ({ page, login }, info) => {
  await login({ accountType: "seller", firstName: "Bola" });
  await page.goto("/payment?tab=plans&plan=premium&cycle=yearly");
  await expect(page.getByRole("heading", { name: "Complete Your Upgrade" })).toBeVisible();
  await hydrated(page, info);
  await page.getByRole("button", { name: "Complete Payment" }).click();
  await expect(page).toHaveURL(/\/payment\/checkout\//);
  await accessible(page, info);
  await page.getByRole("button", { name: "Decline" }).click();
  await expect(page.getByRole("heading", { name: "Payment failed" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();
  await page.goto("/payment");
  await expect(page.getByText("Free forever")).toBeVisible();
});

/**
 * Verification end to end (docs/decisions/011-trust-and-verification.md), with and without
 * JavaScript: a seller confirms the e-mail, verifies the phone by SMS code and uploads a national
 * ID and a proof of address; staff approve them in the documents queue; the seller's car then
 * carries the Verified badge and the verified-only browse filter finds it (all four required steps,
 * docs/decisions/011-trust-and-verification.md).
 */
import sharp from "sharp";
import { DEMO_STAFF, expect, signIn, test } from "./fixtures";
import { expectAccessible, hydrated, isNoJs, mailLink, smsCode } from "./helpers";
import { activeListing } from "./listings";

/** A small PNG standing in for a photographed ID card. */
async function idCardPng(): Promise<Buffer> {
  return sharp({
    create: { width: 320, height: 200, channels: 3, background: { r: 40, g: 120, b: 80 } },
  })
    .png()
    .toBuffer();
}

test(
  "a seller becomes Verified: e-mail, phone code, ID and proof of address approved by staff",
  { tag: "@no-js" },
  async ({ page, login, browser, request, baseURL }, info) => {
    test.setTimeout(90_000);
    const seller = await login({ accountType: "seller", firstName: "Amaka" });
    const listing = await activeListing(request, baseURL!, seller.token, info);

    // Not verified yet: the verified-only filter does not find the car.
    await page.goto(`/browse?verified=true&search=${encodeURIComponent(listing.title)}`);
    await expect(page.getByRole("link", { name: listing.title, exact: true })).toHaveCount(0);

    // E-mail: the token from the sign-up mail, confirmed through the API (auth.spec.ts covers the page).
    const link = await mailLink(seller.email, /Confirm your e-mail/);
    const token = new URL(link).searchParams.get("token");
    expect((await request.post("/api/auth/verify-email", { data: { token } })).status()).toBe(200);

    await page.goto("/verification");
    await expect(page.getByRole("heading", { name: "Account Verification" })).toBeVisible();
    await expect(page.getByText("25/100")).toBeVisible();
    if (!isNoJs(info)) await expectAccessible(page);

    // Phone: send a code, read it from the SMS outbox, type it in.
    await page.goto("/verification?tab=contact");
    await hydrated(page, info);
    const sentAt = Date.now() - 1000;
    await page.getByRole("button", { name: "Send a code by SMS" }).click();
    await expect(page.getByRole("main").getByText(/We sent a 6-digit code/)).toBeVisible();
    const code = await smsCode("+2348061234567", sentAt);
    await page.getByLabel(/Code sent to/).fill(code);
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await expect(page.getByRole("main").getByText("Your phone number is verified.")).toBeVisible();
    if (!isNoJs(info)) await expectAccessible(page);

    // Identity: upload a national ID.
    await page.goto("/verification?tab=documents");
    await hydrated(page, info);
    await page.getByLabel(/National ID \(NIN slip or card\): JPG/).setInputFiles({
      name: "nin-slip.png",
      mimeType: "image/png",
      buffer: await idCardPng(),
    });
    await page
      .locator("li", { hasText: "National ID (NIN slip or card)" })
      .getByRole("button", { name: "Upload" })
      .click();
    await expect(
      page.locator("li", { hasText: "National ID (NIN slip or card)" }).getByText("Pending review"),
    ).toBeVisible();
    if (!isNoJs(info)) await expectAccessible(page);

    // Address: a recent bill, with the date printed on it.
    await page.getByLabel(/Proof of address: JPG/).setInputFiles({
      name: "bill.png",
      mimeType: "image/png",
      buffer: await idCardPng(),
    });
    await page.getByLabel(/Date on the document/).fill(new Date().toISOString().slice(0, 10));
    await page
      .locator("li", { hasText: "Proof of address" })
      .getByRole("button", { name: "Upload" })
      .click();
    await expect(
      page.locator("li", { hasText: "Proof of address" }).getByText("Pending review"),
    ).toBeVisible();

    // Staff approve both in the documents queue.
    const staff = await browser.newContext({ javaScriptEnabled: !isNoJs(info) });
    await signIn(staff, request, baseURL!, DEMO_STAFF);
    const admin = await staff.newPage();
    await admin.goto("/admin/verifications");
    if (!isNoJs(info)) await expectAccessible(admin);
    for (const document of [/National ID/, /Proof of address/]) {
      const item = admin
        .locator("li", { hasText: seller.email })
        .filter({ has: admin.getByRole("img", { name: document }) });
      await expect(item).toHaveCount(1);
      await item.getByRole("button", { name: "Approve" }).click();
      await expect(admin.getByRole("main").getByText("Document approved")).toBeVisible();
      // Decided documents leave the queue.
      await expect(item).toHaveCount(0);
    }
    await staff.close();

    // Verified: 100/100, the badge on the seller's card, found by the verified-only filter.
    await page.goto("/verification");
    await expect(page.getByText("100/100")).toBeVisible();
    await expect(page.getByText("Verified User")).toBeVisible();
    await page.goto(`/browse?verified=true&search=${encodeURIComponent(listing.title)}`);
    const card = page.locator("article", { hasText: listing.title });
    await expect(card).toHaveCount(1);
    await expect(card.getByText("Verified", { exact: true })).toBeVisible();

    // The decision waits in the seller's notifications until read.
    await page.goto("/notifications");
    await expect(
      page.getByRole("link", { name: "Your National ID (NIN slip or card) was approved" }),
    ).toBeVisible();
    if (!isNoJs(info)) await expectAccessible(page);
    await hydrated(page, info);
    await page.getByRole("button", { name: "Mark all read" }).click();
    await expect(page.getByText("0 unread")).toBeVisible();
  },
);

test("a document belongs to its owner: another user gets 404", async ({
  page,
  login,
  browser,
  request,
  baseURL,
}) => {
  await login({ accountType: "seller" });
  await page.goto("/verification?tab=documents");
  await page.getByLabel(/Driver's licence: JPG/).setInputFiles({
    name: "licence.png",
    mimeType: "image/png",
    buffer: await idCardPng(),
  });
  await page
    .locator("li", { hasText: "Driver's licence" })
    .getByRole("button", { name: "Upload" })
    .click();
  const view = page.locator("li", { hasText: "Driver's licence" }).getByRole("link", {
    name: /View/,
  });
  await expect(view).toBeVisible();
  const href = (await view.getAttribute("href"))!;
  const own = await page.request.get(href);
  expect(own.status()).toBe(200);
  expect(own.headers()["cache-control"]).toBe("private, no-store");

  const other = await browser.newContext();
  await signIn(other, request, baseURL!, { accountType: "buyer" });
  const response = await other.request.get(href, { maxRedirects: 0 });
  expect(response.status()).toBe(404);
  await other.close();
});

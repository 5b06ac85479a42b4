/**
 * The admin panel end to end (docs/decisions/013-admin-panel.md), with and without JavaScript: a
 * buyer reports a seller's car as a scam; staff take action from the Reports tab by suspending the
 * seller; the car leaves browse and its page answers 404; activating the seller from the Users tab
 * brings it back, and the admin corrects the seller's details there. axe finds no serious
 * violation on any admin tab.
 */
import { DEMO_STAFF, expect, signIn, test } from "./fixtures";
import { expectAccessible, hydrated, isNoJs } from "./helpers";
import { activeListing, addApiPhoto } from "./listings";

test(
  "staff suspend a reported seller from the queue; the car leaves browse and comes back on activation",
  { tag: "@no-js" },
  async ({ page, login, browser, request, baseURL }, info) => {
    test.setTimeout(90_000);
    const seller = await login({ accountType: "seller", firstName: "Sly" });
    const me = await request.get("/api/users/profile", {
      headers: { Authorization: `Bearer ${seller.token}` },
    });
    const sellerId: string = (await me.json()).data.id;
    const listing = await activeListing(request, baseURL!, seller.token, info);

    // A buyer reports the car.
    const buyerContext = await browser.newContext();
    const buyer = await signIn(buyerContext, request, baseURL!, { accountType: "buyer" });
    const filed = await request.post("/api/reports", {
      headers: { Authorization: `Bearer ${buyer.token}` },
      data: {
        targetType: "listing",
        targetId: listing.id,
        reason: "scam",
        details: "Asked me to pay a deposit to a personal account before inspection.",
      },
    });
    expect(filed.status(), await filed.text()).toBe(201);
    await buyerContext.close();

    // Staff take action from the Reports tab.
    const staff = await browser.newContext({ javaScriptEnabled: !isNoJs(info) });
    await signIn(staff, request, baseURL!, DEMO_STAFF);
    const admin = await staff.newPage();
    await admin.goto("/admin/reports");
    await hydrated(admin, info);
    const report = admin.getByRole("listitem", {
      name: new RegExp(`Report: Scam, ${listing.title}`),
    });
    await expect(report.getByText("Asked me to pay a deposit")).toBeVisible();
    await report.getByLabel("Action", { exact: true }).selectOption("suspend_user");
    await report.getByLabel(/Note \(a warning/).fill("Deposit scam reported by a buyer");
    await report.getByRole("button", { name: "Take Action" }).click();
    await expect(
      admin.getByRole("main").getByText("Report resolved; the reporter has been told."),
    ).toBeVisible();

    // The car is gone from browse and its page.
    await page.goto(`/browse?search=${encodeURIComponent(listing.title)}`);
    await expect(page.getByRole("link", { name: listing.title, exact: true })).toHaveCount(0);
    const gone = await page.goto(`/car/${listing.id}`);
    expect(gone?.status()).toBe(404);

    // Activation from the user's page brings it back.
    await admin.goto(`/admin/users/${sellerId}`);
    await hydrated(admin, info);
    await expect(admin.getByText("user.suspend")).toBeVisible();
    await admin.getByRole("button", { name: "Activate account" }).click();
    await expect(
      admin.getByRole("main").getByText("Account active again; its listings are back."),
    ).toBeVisible();

    // The admin corrects the seller's details with the page's form.
    await admin.getByLabel("City or area").fill("Surulere");
    await admin.getByRole("button", { name: "Save details" }).click();
    await expect(admin.getByRole("main").getByText("Details saved.")).toBeVisible();
    await expect(admin.getByText("Surulere, Lagos")).toBeVisible();
    await staff.close();
    await page.goto(`/browse?search=${encodeURIComponent(listing.title)}`);
    await expect(page.getByRole("link", { name: listing.title, exact: true })).toHaveCount(1);
  },
);

// One test per tab, each in its own time budget (ten axe passes in one test outran two minutes
// on a loaded two-core machine). The first tab is checked whole (the admin layout), the others'
// own content (their main). The verification queue is checked whole in verification.spec.ts,
// with a seller's two documents waiting in it.
const ADMIN_TABS = [
  "/admin",
  "/admin/users",
  "/admin/listings",
  "/admin/listings/all",
  "/admin/reports",
  "/admin/analytics",
  "/admin/audit",
  "/admin/settings",
];
for (const [i, path] of ADMIN_TABS.entries()) {
  test(`axe finds no serious violation on the admin tab ${path}`, async ({
    page,
    request,
    baseURL,
    context,
  }) => {
    await signIn(context, request, baseURL!, DEMO_STAFF);
    await page.goto(path);
    await expect(page.locator("main h1")).toBeVisible();
    await expectAccessible(page, { within: i === 0 ? undefined : "main" });
  });
}

test("axe finds no serious violation on a user's admin page", async ({
  page,
  request,
  baseURL,
  context,
}) => {
  await signIn(context, request, baseURL!, DEMO_STAFF);
  await page.goto("/admin/users");
  await page.locator("tbody a").first().click();
  await expect(page.getByRole("heading", { name: "Audit trail" })).toBeVisible();
  await expectAccessible(page, { within: "main" });
});

test("the review queue works from the keyboard when JavaScript runs", async ({
  login,
  browser,
  request,
  baseURL,
}, info) => {
  const seller = await login({ accountType: "seller" });
  const title = `Honda Accord keyboard ${Date.now().toString(36)}`;
  const created = await request.post("/api/cars", {
    headers: { Authorization: `Bearer ${seller.token}` },
    data: {
      title,
      brand: "Honda",
      model: "Accord",
      year: 2014,
      price: 7_800_000,
      mileage: 98_000,
      fuelType: "petrol",
      transmission: "automatic",
      bodyType: "sedan",
      condition: "tokunbo",
      location: "lagos",
      city: "Yaba",
      description: "Tokunbo Accord, clean, first body, no accident.",
    },
  });
  expect(created.status()).toBe(201);
  // Its first photo sends it to review (without one it waits, out of the queue).
  await addApiPhoto(request, seller.token, (await created.json()).data.id);
  const staff = await browser.newContext();
  await signIn(staff, request, baseURL!, DEMO_STAFF);
  const admin = await staff.newPage();
  await admin.goto("/admin/listings");
  await hydrated(admin, info);
  await expect(admin.getByText(/Keyboard: j/)).toBeVisible();
  const item = admin.getByRole("listitem", { name: `To review: ${title}` });
  // j until the new listing has the focus (the queue is oldest first).
  for (let i = 0; i < 60 && !(await item.evaluate((el) => el === document.activeElement)); i++)
    await admin.keyboard.press("j");
  await expect(item).toBeFocused();
  await admin.keyboard.press("a");
  await expect(admin.getByRole("status").getByText("Approved", { exact: true })).toBeVisible();
  await staff.close();
});

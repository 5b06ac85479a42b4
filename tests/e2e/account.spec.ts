/**
 * The account's own screens end to end (docs/decisions/012-security-center.md), with and without
 * JavaScript: two-factor authentication set up on /security and then asked for at sign-in, another
 * session signed out from the Sessions tab, the profile edited, and the account deleted from the
 * dashboard.
 */
import { generateTOTP } from "@epic-web/totp";
import { expect, signIn, test, TEST_PASSWORD } from "./fixtures";
import { expectAccessible, hydrated, isNoJs } from "./helpers";

/** The authenticator app's code for `secret`, `ahead` seconds from now (the library reads
 * the time with `new Date()`, so the clock is moved for the call). */
async function appCode(secret: string, ahead = 0): Promise<string> {
  const RealDate = globalThis.Date;
  const shift = ahead * 1000;
  globalThis.Date = class extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length) super(...(args as [number]));
      else super(RealDate.now() + shift);
    }
  } as DateConstructor;
  try {
    return (await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" })).otp;
  } finally {
    globalThis.Date = RealDate;
  }
}

test(
  "two-factor authentication: set up with the key, then asked for at sign-in",
  { tag: "@no-js" },
  async ({ page, login, browser }, info) => {
    const user = await login({ accountType: "seller" });
    await page.goto("/security?tab=password");
    await hydrated(page, info);
    await expect(page.getByRole("heading", { name: "Security Center" })).toBeVisible();
    await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
    await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
    if (!isNoJs(info)) await expectAccessible(page);
    const secret = (await page.locator("#two-factor code").textContent())!.trim();
    await page.getByLabel("6-digit code").fill(await appCode(secret));
    await page.getByRole("button", { name: "Turn on" }).click();
    await expect(
      page.getByRole("main").getByText("Two-factor authentication is on."),
    ).toBeVisible();
    const codes = await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect(codes).toHaveCount(10);

    // A new browser: the password alone is not enough.
    const other = await browser.newContext({ javaScriptEnabled: !isNoJs(info) });
    const tab = await other.newPage();
    await tab.goto("/login");
    await hydrated(tab, info);
    await tab.getByLabel("E-mail", { exact: true }).fill(user.email);
    await tab.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    await tab.getByRole("button", { name: "Sign in" }).click();
    await expect(tab).toHaveURL(/\/login\/2fa$/);
    await expect(tab.getByRole("heading", { name: "Two-factor authentication" })).toBeVisible();
    if (!isNoJs(info)) await expectAccessible(tab);
    await hydrated(tab, info);
    await tab.getByLabel("Authentication code").fill("000000");
    await tab.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(tab.getByText(/That code is not correct/)).toBeVisible();
    // The code that turned 2FA on is spent: the app's next one signs in.
    await tab.getByLabel("Authentication code").fill(await appCode(secret, 30));
    await tab.getByRole("button", { name: "Verify and sign in" }).click();
    await expect(tab).toHaveURL(/\/dashboard/);
    await other.close();
  },
);

test(
  "signing out another session from the Sessions tab",
  { tag: "@no-js" },
  async ({ page, login, browser, request, baseURL }, info) => {
    const user = await login();
    const phone = await browser.newContext({ javaScriptEnabled: !isNoJs(info) });
    await signIn(phone, request, baseURL!, { email: user.email, password: user.password });
    const phoneTab = await phone.newPage();
    await phoneTab.goto("/dashboard");
    await expect(phoneTab).toHaveURL(/\/dashboard/);

    await page.goto("/security?tab=sessions");
    await hydrated(page, info);
    await expect(page.getByRole("heading", { name: "Signed-in sessions (2)" })).toBeVisible();
    if (!isNoJs(info)) await expectAccessible(page);
    // The other session's button; this device's own says "Sign out".
    await page.getByRole("button", { name: "Sign out this session" }).click();
    await expect(
      page.getByRole("main").getByText("That session has been signed out."),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Signed-in sessions (1)" })).toBeVisible();

    await phoneTab.goto("/dashboard");
    await expect(phoneTab).toHaveURL(/\/login\?redirectTo=/);
    await phone.close();
  },
);

test(
  "editing the profile keeps what was saved",
  { tag: "@no-js" },
  async ({ page, login }, info) => {
    await login({ accountType: "seller", firstName: "Ngozi" });
    await page.goto("/profile");
    await hydrated(page, info);
    await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
    if (!isNoJs(info)) await expectAccessible(page);
    await page.getByLabel("First name").fill("Ngozika");
    await page.getByLabel("City or area").fill("Lekki");
    await page
      .getByLabel("Bio", { exact: true })
      .fill("Tokunbo Camrys and Corollas, cleared and papered.");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByRole("main").getByText("Profile saved", { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("First name")).toHaveValue("Ngozika");
    await expect(page.getByLabel("City or area")).toHaveValue("Lekki");
    await expect(page.getByLabel("Bio", { exact: true })).toHaveValue(
      "Tokunbo Camrys and Corollas, cleared and papered.",
    );
  },
);

test(
  "deleting the account from the dashboard",
  { tag: "@no-js" },
  async ({ page, login, request }, info) => {
    const user = await login();
    await page.goto("/dashboard?tab=account");
    await hydrated(page, info);
    await expect(page.getByRole("heading", { name: "Delete Account" })).toBeVisible();
    if (!isNoJs(info)) await expectAccessible(page);
    await page.getByLabel("Your password").fill("not my password");
    await page.getByLabel(/I understand/).check();
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(page.getByText("Your password is not correct").first()).toBeVisible();

    await page.getByLabel("Your password").fill(user.password);
    await page.getByLabel(/I understand/).check();
    await page.getByRole("button", { name: "Delete my account" }).click();
    await expect(
      page.getByRole("main").getByText("Your account and its data have been deleted."),
    ).toBeVisible();
    const again = await request.post("/api/auth/login", {
      data: { email: user.email, password: user.password },
    });
    expect(again.status()).toBe(401);
  },
);

// One test per page, each in its own time budget: nine axe passes in one test outran it on a
// loaded two-core machine. The first page is checked whole (the signed-in layout), the others'
// own content (their main). Two are checked whole elsewhere, in a state that shows more: the
// Sessions tab above (a second session listed) and the preferences tab in toasts.spec.ts (just
// saved, its toast open).
const ACCOUNT_PAGES = [
  "/security",
  "/security?tab=fraud",
  "/security?tab=alerts",
  "/profile?tab=security",
  "/profile?tab=subscription",
  "/notifications",
  "/verification?tab=benefits",
];
for (const [i, path] of ACCOUNT_PAGES.entries()) {
  test(`axe finds no serious violation on the account's page ${path}`, async ({ page, login }) => {
    await login({ accountType: "seller" });
    await page.goto(path);
    await expect(page.locator("main h1")).toBeVisible();
    await expectAccessible(page, { within: i === 0 ? undefined : "main" });
  });
}

import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { clickAndPost, hydrated, isNoJs, mailLink } from "./helpers";

const unique = (info: { project: { name: string } }, name: string) =>
  `${name}.${info.project.name}.${Date.now().toString(36)}@example.ng`;

/** A buyer account made through the API (fast set-up for flows that are not about sign-up). */
function registerBuyer(
  request: APIRequestContext,
  email: string,
  firstName: string,
  lastName: string,
  location: string,
) {
  return request.post("/api/auth/register", {
    data: {
      firstName,
      lastName,
      email,
      phone: "08031234567",
      location,
      password: "okra-soup-42",
      accountType: "buyer",
    },
  });
}

async function register(page: Page, email: string, password = "okra-soup-42") {
  await page.goto("/register");
  await page.getByLabel("I want to").selectOption("seller");
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Okafor");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Phone number").fill("0803 123 4567");
  await page.getByLabel("Location").selectOption("lagos");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("checkbox", { name: /I agree/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();
}

async function signIn(page: Page, email: string, password = "okra-soup-42", remember = false) {
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  if (remember) await page.getByRole("checkbox", { name: /Remember me/ }).check();
  await page.getByRole("button", { name: "Sign in" }).click();
}

test(
  "register, confirm the e-mail, sign in and log out",
  { tag: "@no-js" },
  async ({ page }, info) => {
    const email = unique(info, "ada");
    await register(page, email);
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page
        .getByRole("main")
        .getByText(
          `Check your e-mail: we sent a message to ${email.toLowerCase()} with the next step.`,
        ),
    ).toBeVisible();

    // Opening the mailed link only shows a button: mail scanners that open links confirm nothing.
    await page.goto(await mailLink(email, /Confirm your e-mail/));
    await expect(page.getByRole("heading", { name: "Confirm your e-mail address" })).toBeVisible();
    await hydrated(page, info);
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByRole("main").getByText("Your e-mail address is confirmed. Sign in to continue."),
    ).toBeVisible();
    await hydrated(page, info);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Welcome back, Ada" })).toBeVisible();
    await expect(page.getByText("Confirm your e-mail address")).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("link", { name: "Ada" })).toBeVisible();

    await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard/);
  },
);

test(
  "registration errors keep what was typed, never the passwords",
  { tag: "@no-js" },
  async ({ page }, info) => {
    const email = unique(info, "typo");
    await page.goto("/register");
    await hydrated(page, info);
    await page.getByLabel("I want to").selectOption("buyer");
    await page.getByLabel("First name").fill("Bola");
    await page.getByLabel("Last name").fill("Adeyemi");
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByLabel("Phone number").fill("12345");
    await page.getByLabel("Location").selectOption("oyo");
    await page.getByLabel("Password", { exact: true }).fill("okra-soup-42");
    await page.getByLabel("Confirm password").fill("password124");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page.getByText(/You must accept the Terms/)).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("Bola");
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(email);
    await expect(page.getByLabel("Location")).toHaveValue("oyo");
    if (isNoJs(info)) await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  },
);

test(
  "an e-mail already registered gets the same answer as a new one",
  { tag: "@no-js" },
  async ({ page, request }, info) => {
    const email = unique(info, "taken");
    const res = await registerBuyer(request, email, "Ada", "Obi", "lagos");
    expect(res.status()).toBe(201);
    await register(page, email);
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page
        .getByRole("main")
        .getByText(
          `Check your e-mail: we sent a message to ${email.toLowerCase()} with the next step.`,
        ),
    ).toBeVisible();
    await expect(page.getByText("already exists")).toHaveCount(0);
  },
);

test("wrong credentials answer the spec's message", { tag: "@no-js" }, async ({ page }, info) => {
  await page.goto("/login");
  await hydrated(page, info);
  await signIn(page, "nobody-at-all@example.ng", "okra-soup-42");
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
});

test(
  "remember me keeps a 30-day cookie; otherwise the cookie ends with the browser",
  { tag: "@no-js" },
  async ({ page, request, context }, info) => {
    const email = unique(info, "remember");
    await registerBuyer(request, email, "Femi", "Ojo", "lagos");
    await page.goto("/login");
    await hydrated(page, info);
    await signIn(page, email, "okra-soup-42", true);
    await expect(page).toHaveURL(/\/dashboard$/);
    let cookie = (await context.cookies()).find((c) => c.name === "mm_session")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);

    await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
    // Wait for the sign-out to land: a navigation started before it ends would race it.
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    await page.goto("/login");
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    cookie = (await context.cookies()).find((c) => c.name === "mm_session")!;
    expect(cookie.expires).toBe(-1);
  },
);

test("forgot and reset password", { tag: "@no-js" }, async ({ page, request }, info) => {
  const email = unique(info, "reset");
  await registerBuyer(request, email, "Kemi", "Lawal", "lagos");
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // A click while React hydrates the new page can be lost: wait for it.
  await hydrated(page, info);
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(
    page.getByRole("main").getByText(/If an account exists for that email/),
  ).toBeVisible();

  const link = await mailLink(email, /Reset your/);
  await page.goto(link);
  await hydrated(page, info);
  await page.getByLabel("New password", { exact: true }).fill("a-new-password");
  await page.getByLabel("Confirm new password").fill("a-new-password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("main").getByText("Your password has been changed.")).toBeVisible();
  await signIn(page, email, "a-new-password");
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link works once.
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("third-password");
  await page.getByLabel("Confirm new password").fill("third-password");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("main").getByText(/expired or was already used/)).toBeVisible();
});

test(
  "signed-out pages send to sign in and come back (redirectTo)",
  { tag: "@no-js" },
  async ({ page, request }, info) => {
    const email = unique(info, "back");
    await registerBuyer(request, email, "Musa", "Bello", "kano");
    await page.goto("/favorites");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Ffavorites/);
    await hydrated(page, info);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/favorites$/);
    await expect(page.getByRole("heading", { name: "Saved cars" })).toBeVisible();
    const api = await request.get("/api/users/profile");
    expect(api.status()).toBe(401);
  },
);

test(
  "the heart saves a car, also when used signed out",
  { tag: "@no-js" },
  async ({ page, request }, info) => {
    const email = unique(info, "heart");
    await registerBuyer(request, email, "Zainab", "Yakubu", "kano");
    await page.goto("/browse");
    await hydrated(page, info);
    const card = page.locator("article").first();
    const title = (await card.locator("h2").textContent())!;
    await card.getByRole("button", { name: `Save ${title}` }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fbrowse/);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/browse$/);
    await expect(
      page.getByRole("button", { name: `Remove ${title} from saved cars` }).first(),
    ).toHaveAttribute("aria-pressed", "true");

    await page.goto("/favorites");
    await expect(page.locator("article h2")).toHaveText([title]);
    await clickAndPost(page, page.getByRole("button", { name: `Remove ${title} from saved cars` }));
    if (isNoJs(info)) await expect(page).toHaveURL(/\/favorites$/);
    await page.goto("/favorites");
    await expect(page.getByText("You have not saved any cars yet")).toBeVisible();
  },
);

/**
 * The site in Hausa, Yoruba and Igbo (docs/decisions/023-languages.md), with and without
 * JavaScript: the footer's switch moves a visitor to the same page under `/ha` and remembers it;
 * browse, a car and signing in stay in that language; a browser that prefers Yoruba is sent to
 * `/yo`; every language's home page passes axe; a bad prefix is 404.
 */
import type { Page } from "@playwright/test";
import { expect, test, TEST_PASSWORD, uniqueEmail } from "./fixtures";
import { expectAccessible, hydrated } from "./helpers";

const htmlLang = (page: Page) => page.locator("html").getAttribute("lang");

test(
  "a visitor switches to Hausa from the footer, then browses, opens a car and signs in in Hausa",
  { tag: "@no-js" },
  async ({ page, request }, info) => {
    const email = uniqueEmail("hausa");
    const created = await request.post("/api/auth/register", {
      data: {
        firstName: "Aisha",
        lastName: "Bello",
        email,
        phone: "08061234567",
        location: "kano",
        password: TEST_PASSWORD,
        accountType: "buyer",
      },
    });
    expect(created.status()).toBe(201);

    await page.goto("/");
    await hydrated(page, info);
    expect(await htmlLang(page)).toBe("en-NG");
    await page.getByRole("contentinfo").getByRole("button", { name: "Hausa" }).click();
    await expect(page).toHaveURL(/\/ha$/);
    expect(await htmlLang(page)).toBe("ha-NG");
    await expect(
      page.getByRole("contentinfo").getByRole("button", { name: "Hausa" }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("link", { name: "Duba Dukkan Motoci" })).toBeVisible();

    await page.getByRole("link", { name: "Duba Dukkan Motoci" }).click();
    await expect(page).toHaveURL(/\/ha\/browse$/);
    expect(await htmlLang(page)).toBe("ha-NG");

    const car = page.locator("article h2 a").first();
    await car.click();
    await expect(page).toHaveURL(/\/ha\/car\/[0-9a-f-]{36}$/);
    expect(await htmlLang(page)).toBe("ha-NG");

    await page.getByRole("banner").getByRole("link", { name: "Shiga" }).first().click();
    await expect(page).toHaveURL(/\/ha\/login/);
    await page.locator('main input[name="email"]').fill(email);
    await page.locator('main input[name="password"]').fill(TEST_PASSWORD);
    await page.locator('main form[method="post"] button[type="submit"]').first().click();
    await expect(page).not.toHaveURL(/login/);
    await expect(page).toHaveURL(/\/ha(\/|$)/);
    expect(await htmlLang(page)).toBe("ha-NG");
    await expect(page.getByRole("banner").getByText("Fita").first()).toBeAttached();
  },
);

test("a browser that prefers Yoruba is sent to the Yoruba page; English stays at its address", async ({
  browser,
  baseURL,
}) => {
  const yoruba = await browser.newContext({
    baseURL,
    locale: "yo-NG",
  });
  const page = await yoruba.newPage();
  await page.goto("/browse?condition=tokunbo");
  await expect(page).toHaveURL(/\/yo\/browse\?condition=tokunbo$/);
  expect(await htmlLang(page)).toBe("yo-NG");
  await yoruba.close();

  const english = await browser.newContext({
    baseURL,
    locale: "en-GB",
  });
  const en = await english.newPage();
  await en.goto("/browse");
  await expect(en).toHaveURL(/\/browse$/);
  expect(await htmlLang(en)).toBe("en-NG");
  await english.close();
});

test("each language's page names its alternates, and an unknown prefix is not a page", async ({
  page,
  request,
}) => {
  await page.goto("/ig/browse");
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map(
        (l) => `${l.getAttribute("hreflang")} ${new URL(l.getAttribute("href")!).pathname}`,
      ),
    );
  expect(alternates).toEqual([
    "en /browse",
    "ha /ha/browse",
    "yo /yo/browse",
    "ig /ig/browse",
    "x-default /browse",
  ]);
  expect((await request.get("/xx/browse")).status()).toBe(404);
  expect((await request.get("/en/browse")).status()).toBe(404);
});

for (const language of ["ha", "yo", "ig"] as const) {
  test(`the home page in ${language} passes axe`, async ({ page }, info) => {
    await page.goto(`/${language}`);
    await hydrated(page, info);
    expect(await htmlLang(page)).toBe(`${language}-NG`);
    await expectAccessible(page);
  });
}

test("a Hausa page hydrates without an error and its links stay in Hausa on client navigation", async ({
  page,
}, info) => {
  test.skip(info.project.name === "no-js", "hydration needs JavaScript");
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  await page.goto("/ha/browse");
  await hydrated(page, info);
  await page.getByRole("banner").getByRole("link", { name: "Sababbin Motoci" }).first().click();
  await expect(page).toHaveURL(/\/ha\/new-cars$/);
  expect(await htmlLang(page)).toBe("ha-NG");
  expect(errors).toEqual([]);
});

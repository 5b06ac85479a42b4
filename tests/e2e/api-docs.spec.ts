/**
 * The API reference in a real browser: `/api/docs` (app/routes/docs/api-docs.ts), built from the
 * document by `npm run build`, is read whole without JavaScript and loads nothing; its "Try it"
 * link opens Swagger UI (`/api/docs/try`), served from our own origin, which renders the
 * operations of `/api/openapi.json` within the site's Content-Security-Policy; other pages load
 * none of it.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import AxeBuilder from "@axe-core/playwright";
import { isNoJs } from "./helpers";

/** Records what the browser refused or failed on: CSP violations, console errors, page errors. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || /Content Security Policy/i.test(m.text()))
      problems.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

test(
  "the API reference reads whole without JavaScript, loads nothing, and links Swagger UI",
  { tag: "@no-js" },
  async ({ page, baseURL }, info) => {
    const problems = watchProblems(page);
    const loaded: string[] = [];
    page.on("request", (request) => loaded.push(request.url()));
    const answer = await page.goto("/api/docs");
    expect(answer!.status()).toBe(200);
    await expect(page).toHaveTitle("MotorMart API reference");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    // The page itself, and the site's icon: no script, style sheet, font or image.
    expect(loaded.filter((url) => !url.endsWith("/favicon.svg"))).toEqual([`${baseURL}/api/docs`]);

    // Browse, with its parameters and answers, there as the server sent it.
    const browse = page.locator("section#listCars");
    await expect(browse.getByRole("heading", { level: 3 })).toHaveText("GET /api/cars");
    await expect(
      browse.getByRole("row", { name: /^limit query integer Cars per page/ }),
    ).toBeVisible();
    await expect(browse.getByRole("link", { name: "Car", exact: true })).toHaveAttribute(
      "href",
      "#schema-Car",
    );
    if (!isNoJs(info)) {
      // Every operation and schema is drawn the same way: one of each, with the page's frame,
      // stands for the 450 KB page, which axe would take minutes over.
      const results = await new AxeBuilder({ page })
        .include(["header", "nav", "section#listCars", "section#signIn", "section#schema-Car"])
        .analyze();
      const serious = results.violations.filter((v) => ["serious", "critical"].includes(v.impact!));
      expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    }
    await page.getByRole("link", { name: "Auth", exact: true }).click();
    await expect(page).toHaveURL(/#tag-Auth$/);
    expect(problems).toEqual([]);

    await page.getByRole("link", { name: "Try it (needs JavaScript)" }).click();
    await expect(page).toHaveURL(/\/api\/docs\/try$/);
    if (isNoJs(info)) await expect(page.getByRole("link", { name: "/api/docs" })).toBeVisible();
  },
);

test("Swagger UI renders the operations, from our origin, without a CSP violation", async ({
  page,
  baseURL,
}) => {
  const problems = watchProblems(page);
  // Injected by the browser itself, so the page's policy does not apply to this listener.
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const w = window as unknown as { violations?: string[] };
      (w.violations ??= []).push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(baseURL!) && !request.url().startsWith("data:"))
      elsewhere.push(request.url());
  });

  const answer = await page.goto("/api/docs/try");
  expect(answer!.status()).toBe(200);
  await expect(page).toHaveTitle("MotorMart API reference (interactive)");
  expect(await page.locator("html").getAttribute("lang")).toBe("en");

  // Swagger UI read the document: its title, and the operation GET /api/cars.
  const browse = page.locator('.opblock-get:has(.opblock-summary-path[data-path="/api/cars"])');
  // Swagger UI parses the whole document (about 300 KB) before it draws: seconds on a busy
  // two-core machine running two workers.
  await expect(browse.locator(".opblock-summary-method")).toHaveText("GET", { timeout: 30_000 });
  await expect(
    page.locator(".opblock-post .opblock-summary-path[data-path='/api/auth/login']"),
  ).toBeVisible();
  // Opened, it lists its parameters.
  await browse.locator(".opblock-summary").click();
  await expect(browse.locator("tr[data-param-name='limit']")).toBeVisible();

  expect(await page.evaluate(() => (window as { violations?: string[] }).violations ?? [])).toEqual(
    [],
  );
  expect(problems).toEqual([]);
  expect(elsewhere).toEqual([]);
});

test("no other page loads Swagger UI", async ({ page }) => {
  const problems = watchProblems(page);
  const loaded: { url: string; body: string }[] = [];
  page.on("response", async (response) => {
    const type = response.request().resourceType();
    if (type === "script" || type === "stylesheet")
      loaded.push({ url: response.url(), body: await response.text().catch(() => "") });
  });
  const answer = await page.goto("/");
  await expect(page.locator("html.js")).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  expect(await answer!.text()).not.toMatch(/swagger/i);
  expect(loaded.length).toBeGreaterThan(0);
  for (const { url, body } of loaded) {
    expect(url).not.toMatch(/swagger|\/api\/docs\//i);
    expect(body, url).not.toMatch(/SwaggerUIBundle|swagger-ui/);
  }
  expect(problems).toEqual([]);
});

/**
 * What only the real HTTP server shows of the security review's fixes
 * (docs/decisions/008-security-review.md; the rest is in tests/unit/security-review-*.db.test.ts):
 * response headers and malformed requests sent as raw URLs and bodies, and what the browser does
 * with a page's Content-Security-Policy (docs/decisions/026-framework-script-hashes.md). They run
 * once, in the `js` project.
 */
import type { Page } from "@playwright/test";
import { DEMO_STAFF, expect, test } from "./fixtures";

/**
 * Collects the page's CSP violations as the browser reports them (`securitypolicyviolation`),
 * from a listener the browser adds itself, outside the page's policy; read after each load.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const w = window as unknown as { violations?: string[] };
      (w.violations ??= []).push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as { violations?: string[] }).violations ?? []);
}

/** Text as React writes it between tags. */
const escapeText = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/**
 * `html` with an inline script right after `text` where the page shows it, as the page would be
 * had escaping failed there; the script marks `data-<flag>` on the document when it runs.
 */
function slipScript(html: string, text: string, flag: string): string {
  const shown = `>${escapeText(text)}<`;
  const at = html.indexOf(shown);
  expect(at, `the page shows ${text}`).toBeGreaterThan(-1);
  const end = at + shown.length - 1;
  const script = `<script>document.documentElement.dataset.${flag} = "ran"</script>`;
  return `${html.slice(0, end)}${script}${html.slice(end)}`;
}

test("no X-Powered-By; forms may only post to our own origin and Paystack's checkout", async ({
  request,
}) => {
  const res = await request.get("/");
  expect(res.status()).toBe(200);
  expect(res.headers()["x-powered-by"]).toBeUndefined();
  const csp = res.headers()["content-security-policy"] ?? "";
  // The redirect that starts a payment is a form's navigation too (docs/decisions/010-payments.md):
  // only
  // Paystack's hosted checkout is allowed besides our own origin.
  const formAction = /form-action ([^;]*)/.exec(csp)?.[1].trim().split(/\s+/);
  expect(formAction).toEqual(["'self'", "https://checkout.paystack.com"]);
});

test("signed-in pages, their .data requests and API answers are private, no-store", async ({
  page,
  login,
}) => {
  const { email, password } = await login({ accountType: "seller" });
  for (const path of ["/dashboard", "/dashboard.data", "/sell", "/favorites.data"]) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBeLessThan(400);
    expect(res.headers()["cache-control"], path).toBe("private, no-store");
  }
  const token = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(token.headers()["cache-control"]).toBe("private, no-store");
  const publicPage = await page.context().request.get("/api/cars?limit=1");
  expect(publicPage.headers()["cache-control"]).toMatch(/^public/);
});

test("text in the URL is never shown as a message (flash messages in a signed cookie)", async ({
  page,
  login,
}) => {
  const scam = "Your account is locked. Call +234 800 000 0000";
  const q = encodeURIComponent(scam);
  await page.goto(`/login?error=${q}&notice=${q}&registered=1`);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.getByText("Call +234")).toHaveCount(0);
  await login({ accountType: "seller" });
  for (const path of [`/dashboard?notice=${q}`, `/sell?notice=${q}&tone=success`]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.getByText("Call +234"), path).toHaveCount(0);
  }
});

test("malformed input answers 4xx, never 500", async ({ playwright, baseURL, login }) => {
  const { token } = await login({ accountType: "seller" });
  // A context without cookies, so each request is judged on its own; its form posts carry our
  // Origin, as a browser's do (a post without one is refused before it is read).
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: new URL(baseURL!).origin },
  });
  const bearer = { authorization: `Bearer ${token}` };
  const someUuid = "00000000-0000-4000-8000-000000000000";
  const gets: [string, number?][] = [
    ["/browse?search=%00"],
    ["/browse?search=toyota%00camry"],
    ["/browse?make=%00"],
    ["/browse?location=Lagos%00"],
    ["/browse?userId=me", 200],
    ["/browse?userId=%27%20or%201=1", 200],
    ["/api/cars?search=%00"],
    ["/api/cars/search?q=%00"],
    ["/api/cars/search?q=camry&userId=me", 400],
    ["/api/cars?userId=me", 401],
    ["/api/cars/%00"],
    ["/api/cars/not-a-uuid", 404],
    ["/car/not-a-uuid", 404],
    ["/car/%00"],
    ["/seller/not-a-uuid", 404],
    ["/api/users/not-a-uuid/profile", 404],
    ["/api/users/%00/listings"],
    ["/contact/%0d%0aSet-Cookie:%20x=y", 404],
    ["/contact/%C3%A9", 404],
    ["/contact/%E2%82%A6", 404],
    ["/verify-email?token=%00"],
    ["/reset-password?token=%0d%0a", 200],
    ["/newsletter/confirm?token=%00"],
    ["/login?redirectTo=%0d%0a//evil.example", 200],
  ];
  for (const [path, status] of gets) {
    const res = await api.get(path, { maxRedirects: 0 });
    if (status) expect(res.status(), path).toBe(status);
    else expect(res.status(), path).toBeGreaterThanOrEqual(400);
    expect(res.status(), path).toBeLessThan(500);
  }
  const nul = "Ad\u0000a";
  const posts: [string, Parameters<typeof api.post>[1], number][] = [
    [
      "/api/auth/register",
      {
        data: {
          firstName: nul,
          lastName: "Obi",
          email: "nul.e2e@example.ng",
          phone: "08031234567",
          location: "lagos",
          password: "kola-nut-2099",
          accountType: "buyer",
        },
      },
      400,
    ],
    [
      "/api/cars",
      {
        headers: bearer,
        data: {
          title: "Honda Accord 2012",
          brand: "Honda",
          model: "Accord",
          year: 2012,
          price: 4_500_000,
          location: "Lagos",
          description: `Buy and drive ${nul}, first body, no accident.`,
        },
      },
      400,
    ],
    ["/api/auth/login", { data: { email: "a\u0000@example.ng", password: "x" } }, 400],
    ["/register", { form: { firstName: nul, lastName: "Obi", email: "x@example.ng" } }, 400],
    ["/newsletter", { form: { email: `news${nul}@example.ng` } }, 400],
    ["/login", { form: { email: `a${nul}@example.ng`, password: "whatever-1" } }, 400],
  ];
  for (const [path, options, status] of posts) {
    const res = await api.post(path, { ...options, maxRedirects: 0 });
    expect(res.status(), path).toBe(status);
  }
  const photo = await api.delete(`/api/uploads/cars/${someUuid}/images/not-a-uuid`, {
    headers: bearer,
  });
  expect(photo.status()).toBe(404);
  const profile = await api.put("/api/users/profile", {
    headers: bearer,
    data: { city: "Ike\u0000ja" },
  });
  expect(profile.status()).toBe(400);
  await api.dispose();
});

test("staff search with a NUL byte is refused, not a crash", async ({ page, login }) => {
  await login(DEMO_STAFF);
  const res = await page.request.get("/admin/listings?q=%00");
  expect(res.status()).toBe(400);
});

test("a script in a listing description, a name or a message is blocked; the pages' own scripts run", async ({
  page,
  request,
  login,
}) => {
  const violations = await watchViolations(page);
  const cars = await (await request.get("/api/cars?limit=1")).json();
  const carId = cars.data.cars[0].id as string;
  const car = (await (await request.get(`/api/cars/${carId}`)).json()).data as {
    description: string;
    seller: { name: string };
  };
  const buyer = await login({ accountType: "both", firstName: "Ngozi" });
  const message = `Is the price negotiable? ${Date.now().toString(36)}`;
  const contact = await request.post(`/api/cars/${carId}/contact`, {
    headers: { Authorization: `Bearer ${buyer.token}` },
    data: { message },
  });
  expect([200, 201]).toContain(contact.status());
  const chat = `/chat/${(await contact.json()).data.conversationId}`;

  // The car page and the chat as if escaping had failed around the seller's description and
  // name and the buyer's message: the answer as served, with its own policy, and a script
  // after each text. Browse and the sell form as served.
  const slipped: Record<string, [string, string][]> = {
    [`/car/${carId}`]: [
      [car.description, "description"],
      [car.seller.name, "name"],
    ],
    [chat]: [[message, "message"]],
  };
  for (const [path, texts] of Object.entries(slipped)) {
    await page.route(`**${path}`, async (route) => {
      const original = await route.fetch();
      let html = await original.text();
      for (const [text, flag] of texts) html = slipScript(html, text, flag);
      await route.fulfill({ response: original, body: html });
    });
  }
  for (const path of ["/browse", "/sell", `/car/${carId}`, chat]) {
    const res = await page.goto(path);
    expect(res!.status(), path).toBe(200);
    const scriptSrc = /script-src ([^;]*)/.exec(res!.headers()["content-security-policy"])![1];
    expect(scriptSrc.split(" ")[0], path).toBe("'self'");
    expect(scriptSrc, path).not.toMatch(/nonce-|unsafe-/);
    // The page's own scripts ran: the root marks <html> once React has hydrated.
    await expect(page.locator("html.js"), path).toHaveCount(1);
    // No slipped script ran, and each is the one violation the browser reported.
    const texts = slipped[path] ?? [];
    const ran = await page.evaluate(() => ({ ...document.documentElement.dataset }));
    for (const [, flag] of texts) expect(ran[flag], `${path} ${flag}`).toBeUndefined();
    const found = await violations();
    expect(found, path).toHaveLength(texts.length);
    for (const violation of found) expect(violation, path).toMatch(/^script-src(-elem)? inline$/);
  }
  // The API reference runs its scripts without a violation too (api-docs.spec.ts).

  // Data saver: a page with no script at all, under a policy that allows none inline.
  const lite = await page.request.get(`/car/${carId}`, { headers: { "Save-Data": "on" } });
  expect(await lite.text()).not.toMatch(/<script/);
  expect(/script-src ([^;]*)/.exec(lite.headers()["content-security-policy"])![1]).toBe("'self'");
});

test("page writes: 405 where there is no action, 403 from another site, no redirect off the site", async ({
  playwright,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const api = await playwright.request.newContext({ baseURL });
  const form = { language: "en", returnTo: "/ha//evil.example/phish" };
  for (const path of ["/subscription", "/settings", "/ha/settings"]) {
    const res = await api.post(path, { headers: { Origin: origin }, form, maxRedirects: 0 });
    expect(res.status(), path).toBe(405);
    expect(res.headers()["allow"], path).toBe("GET, HEAD");
  }
  // The language switch: from another site (or with neither Origin nor Referer) it is refused;
  // from our page, a target that only leaves the site without its prefix goes home.
  for (const headers of [{ Origin: "https://evil.example" }, {}] as Record<string, string>[]) {
    const res = await api.post("/language", { headers, form, maxRedirects: 0 });
    expect(res.status(), JSON.stringify(headers)).toBe(403);
    expect(res.headers()["location"]).toBeUndefined();
  }
  const ours = await api.post("/language", { headers: { Origin: origin }, form, maxRedirects: 0 });
  expect(ours.status()).toBe(303);
  expect(ours.headers()["location"]).toBe("/");
  // A mail provider's one-click unsubscribe has no Origin: it reaches the page (a bad token).
  const oneClick = await api.post("/newsletter/leave?token=abc.def", {
    form: { "List-Unsubscribe": "One-Click" },
    maxRedirects: 0,
  });
  expect(oneClick.status()).toBe(400);
  // A language prefix where that language has no page is 404, not a redirect to itself.
  for (const path of [
    "/ha/ha/browse",
    "/yo/ha/terms",
    "/ha/api/cars",
    "/ha/beacon/view/00000000-0000-4000-8000-000000000000",
  ]) {
    const res = await api.get(path, { maxRedirects: 0, headers: { Cookie: "mm_lang=ha" } });
    expect(res.status(), path).toBe(404);
  }
  expect((await api.get("/uploads/listings/gone-640.webp")).status()).toBe(404);
  await api.dispose();
});

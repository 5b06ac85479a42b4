/**
 * What only the real HTTP server shows of the security review's fixes
 * (docs/decisions/008-security-review.md; the rest is in tests/unit/security-review-*.db.test.ts):
 * response headers and malformed requests sent as raw URLs and bodies. These need no browser, so
 * they run once, in the `js` project.
 */
import { DEMO_STAFF, expect, test } from "./fixtures";

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

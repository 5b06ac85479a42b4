/**
 * Pages a shared cache may keep (docs/decisions/019-cacheable-pages.md), through the real server:
 * the headers an anonymous visitor and a signed-in one get, 304 on a matching ETag, the view
 * beacon and the data saver. The pages' CSP in the browser is in security.spec.ts.
 */
import { expect, test } from "./fixtures";
import { expectAccessible, isNoJs } from "./helpers";

async function anyCar(request: import("@playwright/test").APIRequestContext) {
  const body = await (await request.get("/api/cars?limit=1")).json();
  return body.data.cars[0] as { id: string; sellerId?: string; seller?: { id: string } };
}

test("anonymous pages are cacheable and cookie-free; 304 on a matching ETag", async ({
  playwright,
  baseURL,
}) => {
  const api = await playwright.request.newContext({ baseURL });
  const car = await anyCar(api);
  const carPage = await api.get(`/api/cars/${car.id}`);
  const sellerId = (await carPage.json()).data.seller.id as string;
  for (const path of [
    "/",
    "/browse",
    "/tokunbo",
    `/car/${car.id}`,
    `/seller/${sellerId}`,
    "/terms",
  ]) {
    const res = await api.get(path);
    expect(res.status(), path).toBe(200);
    const headers = res.headers();
    expect(headers["cache-control"], path).toBe("public, max-age=0, s-maxage=30");
    expect(headers["set-cookie"], path).toBeUndefined();
    expect(headers.vary, path).toMatch(/Cookie/);
    expect(headers.vary, path).toMatch(/Save-Data/);
    expect(headers.etag, path).toMatch(/^"[\w-]+"$/);
    const again = await api.get(path, { headers: { "if-none-match": headers.etag } });
    expect(again.status(), path).toBe(304);
    expect(await again.body(), path).toHaveLength(0);
  }
  // A client navigation's data follows the page: shared, and kept apart from signed-in visitors'.
  const data = await api.get("/browse.data");
  expect(data.headers()["cache-control"]).toMatch(/^public/);
  expect(data.headers().vary).toMatch(/Cookie/);
  await api.dispose();
});

test("a signed-in visitor's pages are private, no-store, without an ETag", async ({
  page,
  login,
}) => {
  await login({ accountType: "buyer" });
  for (const path of ["/", "/browse"]) {
    const res = await page.request.get(path);
    expect(res.headers()["cache-control"], path).toBe("private, no-store");
    expect(res.headers().etag, path).toBeUndefined();
  }
});

test("a car page counts its view through the beacon image", async ({ page, request }) => {
  const car = await anyCar(request);
  const beacon = page.waitForResponse((r) => r.url().includes(`/beacon/view/${car.id}`));
  await page.goto(`/car/${car.id}`);
  const answer = await beacon;
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("image/gif");
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
});

test(
  "data saver: Save-Data or the footer switch gives pages without scripts, and turns off",
  { tag: "@no-js" },
  async ({ page, browser, baseURL }) => {
    // Save-Data: on, as Chrome's Lite mode and data-saving proxies send it.
    const lite = await browser.newContext({ baseURL, extraHTTPHeaders: { "Save-Data": "on" } });
    const litePage = await lite.newPage();
    const res = await litePage.goto("/browse");
    expect(await res!.text()).not.toMatch(/<script|modulepreload/);
    await expect(litePage.getByText("Data saver on")).toBeVisible();
    await litePage.getByRole("button", { name: "Turn off" }).click();
    await expect(litePage).toHaveURL(/\/browse$/);
    await expect(litePage.getByText("Data saver on")).toHaveCount(0);
    await lite.close();

    // Anyone: the switch in the footer, remembered by a cookie.
    await page.goto("/tokunbo?sortBy=price-low");
    await page.getByRole("button", { name: /Data saver/ }).click();
    await expect(page).toHaveURL(/\/tokunbo\?sortBy=price-low$/);
    await expect(page.getByText("Data saver on")).toBeVisible();
    const again = await page.request.get("/");
    expect(await again.text()).not.toMatch(/<script/);
    await page.getByRole("button", { name: "Turn off" }).click();
    await expect(page.getByText("Data saver on")).toHaveCount(0);
  },
);

test(
  "data saver: catalogue pages load no photo until Show photos; a car page its main photo only",
  { tag: "@no-js" },
  async ({ browser, baseURL }, info) => {
    const lite = await browser.newContext({ baseURL, extraHTTPHeaders: { "Save-Data": "on" } });
    const page = await lite.newPage();
    // Images fetched from the network, but the site's icon (a data: URI is inline, no request).
    const photos: string[] = [];
    page.on("request", (r) => {
      const url = r.url();
      if (r.resourceType() === "image" && !url.startsWith("data:") && !url.endsWith("/favicon.svg"))
        photos.push(url);
    });
    await page.goto("/browse");
    await page.waitForLoadState("networkidle");
    expect(photos).toEqual([]);
    // Each card shows its inline preview, with the photo's text.
    const first = page.getByRole("article").first();
    await expect(first.locator('img[src^="data:image/webp;base64,"]')).toHaveCount(1);
    if (!isNoJs(info)) await expectAccessible(page);

    await page.getByRole("link", { name: "Show photos" }).click();
    await expect(page).toHaveURL(/\/browse\?photos=1$/);
    await page.waitForLoadState("networkidle");
    expect(photos.length).toBeGreaterThan(0);
    // Still the data saver's lightest variant.
    for (const url of photos) expect(url).toMatch(/\/uploads\/.+-320\.webp$/);
    await expect(page.getByRole("link", { name: "Show photos" })).toHaveCount(0);

    const car = /\/car\/[0-9a-f-]{36}/.exec(
      (await first.getByRole("heading").getByRole("link").getAttribute("href"))!,
    )![0];
    photos.length = 0;
    await page.goto(car);
    await page.waitForLoadState("networkidle");
    // The main photo, not the similar cars' (the view beacon is no photo).
    expect(photos.filter((url) => url.includes("/uploads/"))).toHaveLength(1);
    await expect(page.getByRole("link", { name: "Show photos" })).toHaveAttribute(
      "href",
      `${car}?photos=1#gallery`,
    );
    await lite.close();
  },
);

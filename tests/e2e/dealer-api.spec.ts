/**
 * A dealer's API keys end to end (docs/decisions/033-dealer-api-keys.md), with and without
 * JavaScript: made on /api-keys from the dashboard, shown once, opening the dealer operations (a
 * car put by the dealer's own stock id, twice, is one car),
 * listed by prefix only afterwards, and refused at once once revoked. axe finds no serious
 * violation on the page.
 */
import { expect, test } from "./fixtures";
import { expectAccessible, hydrated, isNoJs } from "./helpers";

test(
  "a dealer makes an API key, sees it once, calls the API with it and revokes it",
  { tag: "@no-js" },
  async ({ page, login, request }, info) => {
    const seller = await login({ accountType: "seller" });
    const profile = await request.put("/api/users/profile", {
      headers: { Authorization: `Bearer ${seller.token}` },
      data: { sellerType: "dealer", businessName: `Ikeja Autos ${info.project.name}` },
    });
    expect(profile.status(), await profile.text()).toBe(200);

    await page.goto("/dashboard");
    await page.getByRole("link", { name: "API keys" }).click();
    await hydrated(page, info);
    await expect(page.getByRole("heading", { name: "API keys", level: 1 })).toBeVisible();
    // A key needs a name: refused beside the field.
    await page.getByRole("button", { name: "Make key" }).click();
    await expect(page.getByText("Give the key a name")).toBeVisible();
    await page.getByRole("textbox", { name: "Name" }).fill("Stock sync");
    await page.getByRole("checkbox", { name: /Change your stock/ }).check();
    await page.getByRole("button", { name: "Make key" }).click();
    await expect(page.getByText("Copy it now and keep it somewhere safe")).toBeVisible();
    const key = await page.getByRole("textbox", { name: "Your new key" }).inputValue();
    expect(key).toMatch(/^mmk_[0-9a-f]{8}_/);

    const asKey = { Authorization: `Bearer ${key}` };
    const me = await request.get("/api/dealer/me", { headers: asKey });
    expect(me.status(), await me.text()).toBe(200);
    expect((await me.json()).data.key).toMatchObject({
      name: "Stock sync",
      scopes: ["stock:read", "stock:write"],
    });

    // The dealer's system puts a car by its own stock id, twice: one car, unchanged the second time.
    const car = {
      title: `Lexus RX 350 stock ${info.project.name}`,
      brand: "Lexus",
      model: "RX 350",
      year: 2016,
      price: 24_000_000,
      condition: "tokunbo",
      location: "lagos",
      description: "Tokunbo RX 350 from the dealer's own stock system.",
    };
    const put = () => request.put("/api/dealer/stock/IKJ-0031", { headers: asKey, data: car });
    expect((await put()).status()).toBe(201);
    const again = await put();
    expect(again.status()).toBe(200);
    expect((await again.json()).data.changed).toBe(false);
    const stock = await (await request.get("/api/dealer/stock", { headers: asKey })).json();
    expect(stock.data.cars.map((c: { externalId: string }) => c.externalId)).toEqual(["IKJ-0031"]);

    // Shown once: the list knows it by its prefix only.
    await page.goto("/api-keys");
    await expect(page.getByRole("textbox", { name: "Your new key" })).toHaveCount(0);
    expect(await page.content()).not.toContain(key);
    const item = page.getByRole("listitem").filter({ hasText: "Stock sync" });
    await expect(item.getByText(`${key.slice(0, 12)}…`)).toBeVisible();
    if (!isNoJs(info)) await expectAccessible(page, { within: "main" });

    await item.getByRole("button", { name: "Revoke" }).click();
    await expect(page.getByText("Key “Stock sync” revoked")).toBeVisible();
    await expect(item.getByText(/^Revoked/)).toBeVisible();
    expect((await request.get("/api/dealer/me", { headers: asKey })).status()).toBe(401);
  },
);

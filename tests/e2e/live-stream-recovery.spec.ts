/**
 * The chat page's live stream after a database outage (docs/decisions/015-failure-modes.md):
 * the browser's EventSource reconnects a dropped stream by itself, but gives up for good when
 * the reconnect is answered 503 (as it is while the database is away). The page then opens a
 * new stream after the last message it received, so a message sent meanwhile still appears,
 * and later ones live. The drop and the 503 are played by intercepting the stream's requests;
 * the third request reaches the server.
 */
import { expect, signIn, test } from "./fixtures";
import { hydrated } from "./helpers";
import { activeListing } from "./listings";

test("a stream refused with 503 after a drop is opened again, and no message is lost", async ({
  browser,
  page,
  request,
  baseURL,
  login,
}, info) => {
  test.setTimeout(90_000);
  const seller = await login({ accountType: "seller", firstName: "Tunde" });
  const car = await activeListing(request, baseURL!, seller.token, info);
  const other = await browser.newContext();
  const buyer = await signIn(other, request, baseURL!, { accountType: "buyer" });
  await other.close();
  const contact = await request.post(`/api/cars/${car.id}/contact`, {
    headers: { Authorization: `Bearer ${buyer.token}` },
    data: { message: "Good morning, is the RX 350 still available?" },
  });
  expect(contact.status()).toBe(201);
  const conversationId: string = (await contact.json()).data.conversationId;
  const send = async (content: string) => {
    const sent = await request.post("/api/messages/send", {
      headers: { Authorization: `Bearer ${buyer.token}` },
      data: { conversationId, content },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  };

  const streams: string[] = [];
  let refused!: () => void;
  const wasRefused = new Promise<void>((resolve) => (refused = resolve));
  await page.route("**/api/messages/stream**", async (route) => {
    streams.push(route.request().url());
    if (streams.length === 1) {
      // A stream that ends at once, as when the connection drops: the browser reconnects.
      await route.fulfill({
        status: 200,
        headers: { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" },
        body: "retry: 200\n: connected\n\n",
      });
    } else if (streams.length === 2) {
      await route.fulfill({
        status: 503,
        headers: { "Retry-After": "30" },
        contentType: "application/json",
        body: JSON.stringify({ success: false, message: "Service temporarily unavailable" }),
      });
      refused();
    } else {
      await route.continue();
    }
  });

  await page.goto(`/chat/${conversationId}`);
  await hydrated(page, info);
  const messages = page.getByRole("list", { name: "Messages" });
  await expect(messages.getByText("Good morning, is the RX 350 still available?")).toBeVisible();
  await wasRefused;
  await send("Sent while the stream was refused");
  await expect(messages.getByText("Sent while the stream was refused")).toBeVisible({
    timeout: 20_000,
  });
  await send("Sent once the stream was back");
  await expect(messages.getByText("Sent once the stream was back")).toBeVisible({
    timeout: 20_000,
  });
  expect(streams.length).toBeGreaterThanOrEqual(3);
  expect(new URL(streams[2]!).searchParams.get("after")).toMatch(/^\d+$/);
});

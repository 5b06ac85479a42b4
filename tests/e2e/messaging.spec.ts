/**
 * Messaging (docs/decisions/009-messaging.md): a buyer and a seller in two browser contexts
 * chat live with JavaScript; the same conversation works without JavaScript end to end
 * (contact, reply, block, unblock, report); a signed-out buyer's text survives signing in; a
 * third person cannot open someone else's conversation.
 */
import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from "@playwright/test";
import { expect, signIn, test } from "./fixtures";
import { expectAccessible, hydrated, isNoJs } from "./helpers";
import { activeListing } from "./listings";

const CONVERSATION_URL = /\/chat\/[0-9a-f-]{36}(#latest)?$/;

/** A second person in a browser of their own (the project's options: JavaScript or not). */
async function secondBrowser(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  options: Parameters<typeof signIn>[3],
): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const context = await browser.newContext();
  const { token } = await signIn(context, request, baseURL, options);
  return { context, page: await context.newPage(), token };
}

/**
 * The cast of a conversation: Tunde, a seller with an active car, in a browser of his own,
 * and Ngozi, a buyer, signed in on the test's page.
 */
async function sellerAndBuyer(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  login: (options: { accountType: "buyer"; firstName: string }) => Promise<unknown>,
  info: TestInfo,
) {
  const seller = await secondBrowser(browser, request, baseURL, {
    accountType: "seller",
    firstName: "Tunde",
  });
  const car = await activeListing(request, baseURL, seller.token, info);
  await login({ accountType: "buyer", firstName: "Ngozi" });
  return { seller, car };
}

const messages = (page: Page) => page.getByRole("list", { name: "Messages" });
const replyBox = (page: Page) => page.getByRole("textbox", { name: "Message", exact: true });

/** The buyer opens the car, follows Send Message and sends the prefilled first message. */
async function contactFromCarPage(page: Page, info: TestInfo, car: { id: string; title: string }) {
  await page.goto(`/car/${car.id}`);
  await hydrated(page, info);
  await page.getByRole("link", { name: "Send Message", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/contact/${car.id}$`));
  const first = `Hello, is this ${car.title} still available?`;
  await expect(page.getByRole("textbox", { name: "Your message" })).toHaveValue(first);
  await page.getByRole("checkbox", { name: "Share my phone number with the seller" }).check();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(CONVERSATION_URL);
  await expect(page.getByRole("main").getByText("Message sent")).toBeVisible();
  await expect(messages(page).getByText(first)).toBeVisible();
  return { first, chatPath: new URL(page.url()).pathname };
}

test("a buyer and a seller chat live in two browsers", async ({
  browser,
  page,
  request,
  baseURL,
  login,
}, info) => {
  test.setTimeout(90_000);
  const { seller, car } = await sellerAndBuyer(browser, request, baseURL!, login, info);

  // The buyer's first message, from the car page.
  const { first, chatPath } = await contactFromCarPage(page, info, car);
  await hydrated(page, info);

  // The seller sees the unread badge, then opens the conversation from the list.
  const sp = seller.page;
  await sp.goto("/dashboard");
  await sp.getByRole("banner").getByRole("link", { name: "Messages, 1 unread" }).click();
  await expect(sp).toHaveURL(/\/chats$/);
  const row = sp
    .getByRole("region", { name: "Conversations" })
    .getByRole("link", { name: /Ngozi Okeke/ });
  await expect(row).toContainText(car.title);
  // On a wide screen the newest conversation opens beside the list and is marked read as soon
  // as the page hydrates, so the list's "1 unread" may be gone before it can be seen (the nav
  // badge above was the proof); once it is read, the nav badge goes too.
  await row.click();
  await expect(sp).toHaveURL(new RegExp(`${chatPath}$`));
  await hydrated(sp, info);
  await expect(messages(sp).getByText(first)).toBeVisible();
  await expect(
    sp.getByRole("banner").getByRole("link", { name: "Messages", exact: true }),
  ).toBeVisible();
  // The buyer shared a phone number: the seller can call.
  await expect(sp.getByRole("link", { name: /^Call / })).toBeVisible();

  // Neither page may reload from here on: a mark on each window must survive.
  for (const p of [page, sp]) await p.evaluate(() => ((window as { stay?: boolean }).stay = true));
  const stayed = (p: Page) => p.evaluate(() => (window as { stay?: boolean }).stay === true);

  // The Send button is disabled while the box is blank (spaces count as blank).
  const box = replyBox(page);
  const send = page.getByRole("button", { name: "Send", exact: true });
  await expect(box).toHaveValue("");
  await expect(send).toBeDisabled();
  await box.fill("   ");
  await expect(send).toBeDisabled();
  await box.fill("");

  // Shift+Enter is a new line; Enter sends. It shows in the seller's open page, live.
  await box.pressSequentially("Can I see it on Saturday?");
  await expect(send).toBeEnabled();
  await box.press("Shift+Enter");
  await box.pressSequentially("Morning is best for me.");
  await expect(box).toHaveValue("Can I see it on Saturday?\nMorning is best for me.");
  await expect(messages(page).getByRole("listitem")).toHaveCount(1);
  await box.press("Enter");
  await expect(box).toHaveValue("");
  await expect(send).toBeDisabled();
  const question = messages(page).getByRole("listitem").filter({ hasText: "Saturday" });
  await expect(question).toBeVisible();
  await expect(question.getByText("Sending…")).toHaveCount(0);
  const live = messages(sp).getByRole("listitem").filter({ hasText: "Saturday" });
  await expect(live).toBeVisible();
  expect(await live.locator("div").nth(1).innerText()).toBe(
    "Can I see it on Saturday?\nMorning is best for me.",
  );
  await expect(messages(sp).getByRole("listitem")).toHaveCount(2);

  // The seller answers with the button; it shows in the buyer's page, live.
  const answer = "Yes, Saturday 10am at Ikeja works.";
  await replyBox(sp).fill(answer);
  await sp.getByRole("button", { name: "Send", exact: true }).click();
  await expect(replyBox(sp)).toHaveValue("");
  await expect(messages(sp).getByText(answer)).toBeVisible();
  await expect(messages(page).getByText(answer)).toBeVisible();
  await expect(messages(page).getByRole("listitem")).toHaveCount(3);
  await expect(messages(sp).getByRole("listitem")).toHaveCount(3);

  expect(await stayed(page)).toBe(true);
  expect(await stayed(sp)).toBe(true);

  // After a reload both sides still read the same three messages, once each.
  for (const p of [page, sp]) {
    await p.reload();
    await expect(messages(p).getByRole("listitem")).toHaveCount(3);
    await expect(messages(p).getByText(answer)).toHaveCount(1);
    // Everything was read as it arrived: no unread badge on either side.
    await expect(
      p.getByRole("banner").getByRole("link", { name: /^Messages/ }),
    ).toHaveAccessibleName("Messages");
  }
  await seller.context.close();
});

test(
  "the same conversation without JavaScript: contact, reply, block, unblock, report",
  { tag: "@no-js-only" },
  async ({ browser, page, request, baseURL, login }, info) => {
    test.setTimeout(90_000);
    const { seller, car } = await sellerAndBuyer(browser, request, baseURL!, login, info);

    // Contact from the car page (a form post).
    const { first, chatPath } = await contactFromCarPage(page, info, car);

    // The seller (also without JavaScript) replies by form post.
    const sp = seller.page;
    await sp.goto(chatPath);
    await expect(sp.locator("html.js")).toHaveCount(0);
    await expect(messages(sp).getByText(first)).toBeVisible();
    const answer = "Yes it is. You can come and see it in Ikeja.";
    await replyBox(sp).fill(answer);
    await sp.getByRole("button", { name: "Send", exact: true }).click();
    await expect(sp).toHaveURL(new RegExp(`${chatPath}#latest$`));
    await expect(replyBox(sp)).toHaveValue("");
    await expect(messages(sp).getByText(answer)).toBeVisible();
    await expect(messages(sp).getByRole("listitem")).toHaveCount(2);

    // The buyer sees it after a reload.
    await page.reload();
    await expect(messages(page).getByText(answer)).toBeVisible();

    // The buyer blocks the seller: the seller can no longer reply.
    await page.getByRole("button", { name: "Block user" }).click();
    await expect(page.getByRole("main").getByText("User blocked.")).toBeVisible();
    await expect(
      page.getByText("You blocked this user. Unblock them to send messages again."),
    ).toBeVisible();
    await expect(replyBox(page)).toHaveCount(0);
    await sp.reload();
    await expect(sp.getByText("You can't reply to this conversation")).toBeVisible();
    await expect(replyBox(sp)).toHaveCount(0);
    await expect(messages(sp).getByText(answer)).toBeVisible();

    // The buyer unblocks: both can write again.
    await page.getByRole("button", { name: "Unblock user" }).click();
    await expect(page.getByRole("main").getByText("User unblocked.")).toBeVisible();
    await expect(replyBox(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Block user" })).toBeVisible();
    await sp.reload();
    await expect(replyBox(sp)).toBeVisible();
    await expect(sp.getByText("You can't reply to this conversation")).toHaveCount(0);

    // The buyer reports the seller through the report form and is back with a confirmation.
    await page.getByRole("link", { name: "Report user" }).click();
    await expect(page.getByRole("heading", { name: "Report a user" })).toBeVisible();
    await expect(page.getByText("You are reporting")).toContainText("Tunde");
    // No reason chosen: the form says so and stays.
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByText("Choose a reason")).toBeVisible();
    await page.getByRole("radio", { name: "Scam" }).check();
    await page
      .getByRole("textbox", { name: "Details (optional)" })
      .fill("Asked for a deposit before any inspection.");
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page).toHaveURL(new RegExp(`${chatPath}$`));
    await expect(
      page.getByRole("main").getByText("Thank you. Our team will review your report."),
    ).toBeVisible();
    await seller.context.close();
  },
);

test(
  "signed out, the contact form leads to sign-in and back with the text kept",
  { tag: "@no-js" },
  async ({ page, login }, info) => {
    const account = await login({ accountType: "buyer", firstName: "Bisi" });
    await page.context().clearCookies();
    await page.goto("/browse");
    const car = (await page.locator('a[href^="/car/"]').first().getAttribute("href"))!;
    const id = car.split("/").pop()!;
    await page.goto(`/contact/${id}`);
    await hydrated(page, info);
    await expect(
      page.getByText("You will sign in (or create an account) before it is sent"),
    ).toBeVisible();
    const text = "Good afternoon. Is the price negotiable? I can pay cash & pick it up this week.";
    await page.getByRole("textbox", { name: "Your message" }).fill(text);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await page.getByLabel("E-mail", { exact: true }).fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(new RegExp(`/contact/${id}\\?message=`));
    await expect(page.getByRole("textbox", { name: "Your message" })).toHaveValue(text);
    // Now signed in, the same form sends it.
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(CONVERSATION_URL);
    await expect(messages(page).getByText(text)).toBeVisible();
  },
);

test("a third person opening someone else's conversation gets the 404 page", async ({
  page,
  request,
  login,
}) => {
  await page.goto("/browse");
  const car = (await page.locator('a[href^="/car/"]').first().getAttribute("href"))!;
  const buyer = await login({ accountType: "buyer", firstName: "Emeka" });
  const contact = await request.post(`/api/cars/${car.split("/").pop()}/contact`, {
    headers: { Authorization: `Bearer ${buyer.token}` },
    data: { message: "Hello, is this car still available?" },
  });
  expect([200, 201]).toContain(contact.status());
  const chatPath = `/chat/${(await contact.json()).data.conversationId}`;
  expect((await page.goto(chatPath))?.status()).toBe(200);
  await expect(messages(page).getByText("Hello, is this car still available?")).toBeVisible();

  await page.context().clearCookies();
  const third = await login({ accountType: "both", firstName: "Yemi" });
  const res = await page.goto(chatPath);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Conversation not found" })).toBeVisible();
  await expect(page.getByText("Hello, is this car still available?")).toHaveCount(0);
  await page.getByRole("link", { name: "Go to Messages" }).click();
  await expect(page.getByText("No conversations found").first()).toBeVisible();
  // The API says the same.
  const api = await request.get(`/api/messages/conversations/${chatPath.split("/").pop()}`, {
    headers: { Authorization: `Bearer ${third.token}` },
  });
  expect(api.status()).toBe(404);
});

test(
  "a buyer asks for a test drive from the car page; the seller suggests another time, then both see it",
  { tag: "@no-js" },
  async ({ browser, page, request, baseURL, login }, info) => {
    test.setTimeout(90_000);
    const { seller, car } = await sellerAndBuyer(browser, request, baseURL!, login, info);

    await page.goto(`/car/${car.id}`);
    await hydrated(page, info);
    await page.getByRole("link", { name: "Schedule Test Drive" }).click();
    await expect(page.getByRole("heading", { name: "Schedule a test drive" })).toBeVisible();
    const axe = !isNoJs(info); // axe runs as a script in the page
    if (axe) await expectAccessible(page);
    // The browser itself refuses a time under 2 hours ahead (the server checks it too: unit tests).
    await expect(page.getByLabel("Date and time (Lagos time)")).toHaveAttribute(
      "min",
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
    );
    await page.getByLabel("Add a note (optional)").fill("I will come with my mechanic.");
    // Tomorrow at 10:00, Lagos time.
    const tomorrow = new Date(Date.now() + 60 * 60_000 + 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("Date and time (Lagos time)").fill(`${tomorrow}T10:00`);
    await page.getByRole("button", { name: "Send request" }).click();
    await expect(page).toHaveURL(CONVERSATION_URL);
    await expect(page.getByRole("main").getByText("Request sent")).toBeVisible();
    await expect(
      messages(page).getByText(/Test drive request: .* 10:00 \(Lagos time\)/),
    ).toBeVisible();
    await expect(messages(page).getByText(/I will come with my mechanic\./)).toBeVisible();
    await expect(messages(page).getByText("Waiting for the seller")).toBeVisible();
    const chatPath = new URL(page.url()).pathname;

    // The seller suggests another time.
    const sp = seller.page;
    await sp.goto(chatPath);
    await hydrated(sp, info);
    if (axe) await expectAccessible(sp);
    await sp.getByLabel("Another time (Lagos)").fill(`${tomorrow}T15:30`);
    await sp.getByRole("button", { name: "Suggest another time" }).click();
    await expect(messages(sp).getByText("Another time suggested")).toBeVisible();
    await expect(
      messages(sp).getByText(/Suggested another time for the test drive request: .* 15:30/),
    ).toBeVisible();
    await expect(sp.getByRole("button", { name: "Accept" })).toHaveCount(0);

    // The buyer sees the answer in their pane.
    await page.goto(chatPath);
    await expect(messages(page).getByText("Another time suggested")).toBeVisible();
    await expect(
      messages(page).getByText(/Suggested another time for the test drive request: .* 15:30/),
    ).toBeVisible();
    if (axe) {
      await expectAccessible(page);
      await page.goto("/chats");
      await expectAccessible(page);
      await page.getByRole("link", { name: "Report user" }).click();
      await expect(page).toHaveURL(/\/report\?/);
      await expectAccessible(page);
    }
    await seller.context.close();
  },
);

/**
 * Trust and safety end to end (docs/decisions/032-scam-signals.md), with and without
 * JavaScript: a seller answers a buyer with "pay a deposit to hold it"; the message is delivered,
 * the buyer sees a safety notice under it linked to the conversation's "Stay safe" panel (also
 * on the contact page), and staff find the conversation in the risk queue with the excerpt and
 * clear it from its plain form. axe finds no serious violation on the queue.
 */
import { DEMO_STAFF, expect, signIn, test } from "./fixtures";
import { expectAccessible, hydrated, isNoJs } from "./helpers";
import { activeListing } from "./listings";

test(
  "a deposit request is delivered with a safety notice, and staff clear it from the risk queue",
  { tag: "@no-js" },
  async ({ page, login, browser, request, baseURL }, info) => {
    test.setTimeout(90_000);
    const sellerContext = await browser.newContext();
    const seller = await signIn(sellerContext, request, baseURL!, { accountType: "seller" });
    await sellerContext.close();
    const car = await activeListing(request, baseURL!, seller.token, info);
    const buyer = await login({ accountType: "buyer", firstName: "Ngozi" });

    // The contact page carries the Stay safe panel.
    await page.goto(`/contact/${car.id}`);
    const panel = page.getByRole("region", { name: "Stay safe" });
    await expect(
      panel.getByText("Never pay a deposit or a fee to hold or reserve a car."),
    ).toBeVisible();

    const contact = await request.post(`/api/cars/${car.id}/contact`, {
      headers: { Authorization: `Bearer ${buyer.token}` },
      data: { message: "Last price? Can I come and see it on Saturday?" },
    });
    expect(contact.status(), await contact.text()).toBe(201);
    const conversationId: string = (await contact.json()).data.conversationId;
    const bait = `Many buyers want it. Pay a deposit of 300k to hold it ${Date.now().toString(36)}`;
    const sent = await request.post("/api/messages/send", {
      headers: { Authorization: `Bearer ${seller.token}` },
      data: { conversationId, content: bait },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    await page.goto(`/chat/${conversationId}`);
    await hydrated(page, info);
    const messages = page.getByRole("list", { name: "Messages" });
    await expect(messages.getByText(bait)).toBeVisible();
    const notices = messages.getByRole("note");
    // Only the deposit request: the buyer's own question is no risk.
    await expect(notices).toHaveCount(1);
    await expect(notices).toContainText("this message asks for money before you have seen the car");
    await notices.getByRole("link", { name: "How to stay safe" }).click();
    await expect(page).toHaveURL(/#stay-safe$/);
    await expect(page.getByRole("region", { name: "Stay safe" })).toBeVisible();

    // Staff find the conversation in the risk queue and clear it.
    const staff = await browser.newContext({ javaScriptEnabled: !isNoJs(info) });
    await signIn(staff, request, baseURL!, DEMO_STAFF);
    const admin = await staff.newPage();
    await admin.goto("/admin/risk?subject=conversation");
    await hydrated(admin, info);
    const flag = admin.getByRole("listitem").filter({ hasText: bait });
    await expect(flag.getByText("Money asked before inspection")).toBeVisible();
    if (!isNoJs(info)) await expectAccessible(admin, { within: "main" });
    await flag.getByLabel("Decision").selectOption("clear");
    await flag.getByRole("button", { name: "Decide" }).click();
    await expect(admin.getByRole("main").getByText("Decision recorded")).toBeVisible();
    await expect(admin.getByRole("listitem").filter({ hasText: bait })).toHaveCount(0);
    await admin.goto("/admin/risk?status=cleared&subject=conversation");
    await expect(admin.getByRole("listitem").filter({ hasText: bait })).toBeVisible();
    await staff.close();
  },
);

/**
 * The dashboard's Account tab (docs/product.md#dashboard) without JavaScript: the real profile,
 * verification badge and subscription, the links, "Download my data" (a JSON attachment, never
 * cached, no secrets) and Delete Account: refused without the tick or with a wrong password; done,
 * it signs out and removes listings, photos, documents, avatar, cover and sessions, keeps the
 * payments without the person, and leaves the other party a conversation with an inactive
 * account whose messages read "Message deleted".
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/connection";
import {
  listingPhotos,
  listings,
  payments,
  sessions,
  users,
  verificationDocuments,
} from "#db/schema";
import { setPassword } from "~/models/identity/passwords.server";
import { contactSeller, sendMessage } from "~/models/messaging/messages.server";
import * as chatPage from "~/routes/chat/route";
import { fileStorage, privateStorage } from "~/services/storage.server";
import { addPhoto, createListing, createUser, createPayment } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { pageText, renderPage } from "../../../../tests/support/render";
import { callRoute, signIn } from "../../../../tests/support/routes";
import * as exportFile from "../export";
import * as page from "./route";

useTestDatabase();

const PASSWORD = "okra-soup-42";

async function seller() {
  const user = await createUser({
    firstName: "Chidi",
    lastName: "Eze",
    phone: "+2348031234567",
    state: "lagos",
    city: "Ikeja",
    emailVerifiedAt: new Date(),
  });
  await setPassword(user.id, PASSWORD);
  return { user, sessionCookie: await signIn(user) };
}

describe("dashboard Account tab", () => {
  it("shows the profile, verification, subscription and the account links", async () => {
    const { user, sessionCookie } = await seller();
    await db()
      .insert(verificationDocuments)
      .values({
        userId: user.id,
        type: "nationalId",
        storageKey: `documents/${user.id}/id.png`,
        contentType: "image/png",
        byteSize: 100,
      });
    const html = await renderPage(page, "/dashboard", {
      path: "/dashboard?tab=account",
      sessionCookie,
    });
    const text = pageText(html);
    expect(text).toContain("Name Chidi Eze");
    expect(text).toContain(`E-mail ${user.email} (confirmed)`);
    expect(text).toContain("Phone 0803 123 4567 (not verified)");
    expect(text).toContain("Location Ikeja, Lagos");
    expect(text).toContain("Verification Pending");
    expect(text).toContain("Free plan Free forever");
    for (const href of ["/settings", "/notifications", "/help", "/account/export.json"])
      expect(html).toContain(`href="${href}"`);
    expect(text).toContain("Delete Account");
    expect(html).toContain('name="password"');
    expect(html).toContain('name="confirm"');
  });

  it("downloads the user's data as a private JSON attachment", async () => {
    const { user, sessionCookie } = await seller();
    const r = await callRoute(exportFile.loader, { path: "/account/export.json", sessionCookie });
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    expect(r.headers.get("content-disposition")).toMatch(
      /^attachment; filename="motormart-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const body = typeof r.body === "string" ? JSON.parse(r.body) : r.body;
    expect(body.account.email).toBe(user.email);
    expect(JSON.stringify(body)).not.toMatch(/hash|token|secret/i);
    const anonymous = await callRoute(exportFile.loader, { path: "/account/export.json" });
    expect(anonymous.status).toBe(302);
  });

  it("refuses a deletion without the tick or with a wrong password", async () => {
    const { user, sessionCookie } = await seller();
    const post = (form: Record<string, string>) =>
      callRoute(page.action, {
        method: "POST",
        path: "/dashboard?tab=account",
        sessionCookie,
        form: { intent: "delete-account", ...form },
      });
    const unticked = await post({ password: PASSWORD });
    expect(unticked.status).toBe(400);
    expect(unticked.body.result.error.confirm).toEqual([
      "Tick the box to confirm you want to delete your account",
    ]);
    const wrong = await post({ password: "not-it", confirm: "on" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.result.error.password).toEqual(["Your password is not correct"]);
    const html = await renderPage(page, "/dashboard", {
      method: "POST",
      path: "/dashboard?tab=account",
      sessionCookie,
      form: { intent: "delete-account", password: "not-it", confirm: "on" },
    });
    expect(pageText(html)).toContain("Your password is not correct");
    expect(await db().select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it("deletes what the privacy policy says, keeps payments, and signs out", async () => {
    const { user, sessionCookie } = await seller();
    const buyer = await createUser({ accountType: "buyer", firstName: "Ada" });
    const car = await createListing(user.id, { title: "Toyota Camry 2012" });
    await addPhoto(car.id, 0, `listings/${car.id}/p1`);
    await fileStorage().put(`listings/${car.id}/p1-320.webp`, Buffer.from("webp"), "image/webp");
    await fileStorage().put(`avatars/${user.id}/a-320.webp`, Buffer.from("webp"), "image/webp");
    await fileStorage().put(`covers/${user.id}/c-1280.webp`, Buffer.from("webp"), "image/webp");
    await privateStorage().put(
      `documents/${user.id}/id.pdf`,
      Buffer.from("%PDF"),
      "application/pdf",
    );
    await db()
      .insert(verificationDocuments)
      .values({
        userId: user.id,
        type: "nationalId",
        storageKey: `documents/${user.id}/id.pdf`,
        contentType: "application/pdf",
        byteSize: 4,
      });
    const payment = await createPayment(user.id, { status: "completed" });
    const { conversationId } = await contactSeller(
      buyer.id,
      { listingId: car.id },
      {
        content: "Is it available?",
        fields: { type: "text" },
        sharePhone: false,
        shareEmail: false,
      },
    );
    await sendMessage(user.id, conversationId, {
      content: "Yes, my number is 0803 123 4567",
      fields: { type: "text" },
    });

    const r = await callRoute(page.action, {
      method: "POST",
      path: "/dashboard?tab=account",
      sessionCookie,
      form: { intent: "delete-account", password: PASSWORD, confirm: "on" },
    });
    expect(r.status).toBe(302);
    expect(r.location).toBe("/login");
    const cookies = r.headers.get("set-cookie") ?? "";
    expect(cookies).toMatch(/mm_session=;/);
    expect(cookies).toContain("mm_flash=");

    expect(await db().select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db().select().from(listings).where(eq(listings.sellerId, user.id))).toEqual([]);
    expect(
      await db().select().from(listingPhotos).where(eq(listingPhotos.listingId, car.id)),
    ).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(
      await db()
        .select()
        .from(verificationDocuments)
        .where(eq(verificationDocuments.userId, user.id)),
    ).toEqual([]);
    expect(await fileStorage().exists(`listings/${car.id}/p1-320.webp`)).toBe(false);
    expect(await fileStorage().exists(`avatars/${user.id}/a-320.webp`)).toBe(false);
    expect(await fileStorage().exists(`covers/${user.id}/c-1280.webp`)).toBe(false);
    expect(await privateStorage().exists(`documents/${user.id}/id.pdf`)).toBe(false);
    const [kept] = await db().select().from(payments).where(eq(payments.id, payment.id));
    expect(kept).toMatchObject({ userId: null, amount: 40_000, status: "completed" });

    // The buyer keeps the conversation; what the deleted seller wrote is gone.
    const chat = pageText(
      await renderPage(chatPage, "/chat/:chatId", {
        path: `/chat/${conversationId}`,
        sessionCookie: await signIn(buyer),
      }),
    );
    expect(chat).toContain("Account no longer active");
    expect(chat).toContain("Is it available?");
    expect(chat).toContain("Message deleted");
    expect(chat).not.toContain("0803 123 4567");
  });
});

/**
 * In-app notifications from these events (docs/product.md#profile-and-settings): a new message (one
 * unread per conversation, read when the conversation is opened), a listing approved or rejected, a
 * payment succeeded or failed (and a failed renewal); each links to where the user acts.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { payments } from "#db/schema";
import { toKobo } from "~/services/payments.server";
import {
  createListing,
  createStaff,
  createUser,
  contactMessage as ask,
  textMessage as text,
  createPayment,
} from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { contactSeller, markConversationRead, sendMessage } from "../messaging/messages.server";
import { approveListing, rejectListing } from "../selling/moderation.server";
import { listNotifications, unreadNotificationCount } from "./notifications.server";
import { applyTransaction } from "../billing/payments.server";

useTestDatabase();

describe("notifications from events", () => {
  it("notifies a new message once per conversation until it is read", async () => {
    const seller = await createUser({ firstName: "Chidi" });
    const buyer = await createUser({ accountType: "buyer", firstName: "Ada" });
    const car = await createListing(seller.id, { title: "Toyota Camry 2012" });
    const { conversationId } = await contactSeller(
      buyer.id,
      { listingId: car.id },
      ask("Is it available?"),
    );
    await sendMessage(buyer.id, conversationId, text("Hello?"));
    await sendMessage(buyer.id, conversationId, text("Still there?"));

    const [n, ...rest] = await listNotifications(seller.id);
    expect(rest).toEqual([]);
    expect(n).toMatchObject({
      type: "message",
      title: "New message from Ada about the Toyota Camry 2012",
      body: "Is it available?",
      link: `/chat/${conversationId}`,
      read: false,
    });
    expect(await unreadNotificationCount(buyer.id)).toBe(0);

    // Opening the conversation reads it; the next message notifies again.
    await markConversationRead(seller.id, conversationId);
    expect(await unreadNotificationCount(seller.id)).toBe(0);
    await sendMessage(buyer.id, conversationId, text("Can I come today?"));
    expect(await unreadNotificationCount(seller.id)).toBe(1);
    expect((await listNotifications(seller.id))[0].body).toBe("Can I come today?");

    // The reply notifies the buyer.
    await sendMessage(seller.id, conversationId, text("Yes, come at 4"));
    expect((await listNotifications(buyer.id))[0]).toMatchObject({
      title: "New message from Chidi about the Toyota Camry 2012",
      link: `/chat/${conversationId}`,
    });
  });

  it("notifies the seller when staff approve or reject a listing", async () => {
    const seller = await createUser();
    const staff = await createStaff();
    const good = await createListing(seller.id, { status: "pending", title: "Kia Rio 2015" });
    const bad = await createListing(seller.id, { status: "pending", title: "Kia Picanto 2014" });
    await approveListing(staff, good.id);
    await rejectListing(staff, bad.id, "The photos show another car");
    const [rejected, approved] = await listNotifications(seller.id);
    expect(approved).toMatchObject({
      type: "listing_approved",
      title: "Your “Kia Rio 2015” was approved and is now live",
      link: `/car/${good.id}`,
    });
    expect(rejected).toMatchObject({
      type: "listing_rejected",
      title: "Your “Kia Picanto 2014” was not approved",
      link: "/sell?tab=listings",
    });
    expect(rejected.body).toContain("The photos show another car");
  });

  it("notifies a payment that succeeded or failed", async () => {
    const seller = await createUser();
    const pay = () => createPayment(seller.id);
    const outcome = (reference: string, status: "success" | "failed") => ({
      reference,
      status,
      amountKobo: toKobo(40_000),
      currency: "NGN",
      channel: "card",
      transactionId: "txn-1",
      authorization: null,
      message: status === "failed" ? "Declined by the bank." : null,
      email: seller.email,
    });

    const paid = await pay();
    expect(await applyTransaction(outcome(paid.reference, "success"))).toBe("granted");
    // Replayed (the webhook after the callback): still one notification.
    expect(await applyTransaction(outcome(paid.reference, "success"))).toBe("already");
    const failed = await pay();
    expect(await applyTransaction(outcome(failed.reference, "failed"))).toBe("failed");

    const [no, yes, ...rest] = await listNotifications(seller.id);
    expect(rest).toEqual([]);
    expect(yes).toMatchObject({
      type: "payment_succeeded",
      title: "Payment received: Basic plan (monthly)",
      link: `/payment/receipts/${paid.id}`,
    });
    expect(no).toMatchObject({
      type: "payment_failed",
      body: "Declined by the bank. Nothing was charged.",
      link: "/payment?tab=transactions",
    });
    const [row] = await db().select().from(payments).where(eq(payments.id, failed.id));
    expect(row.status).toBe("failed");
  });
});

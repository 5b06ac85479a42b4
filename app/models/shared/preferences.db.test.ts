/**
 * Preferences: the defaults without a row, saving them, and the mail and SMS jobs
 * honouring them: a notification mail to a user who turned e-mail notifications off is
 * dropped while account mail still goes; a new inquiry mails (and texts, when asked for and
 * the phone is verified) the seller once.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { conversations } from "#db/schema";
import { contactSeller, sendMessage } from "~/models/messaging/messages.server";
import { readOutbox, queueMail } from "~/services/mail.server";
import { queueSms, readSmsOutbox } from "~/services/sms.server";
import { createListing, createUser, contactMessage as ask } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { deliverQueuedMail, deliverQueuedSms } from "../../../tests/support/jobs";
import { notifyRecipient } from "../messaging/notify.server";
import {
  DEFAULT_PREFERENCES,
  getPreferences,
  updatePreferences,
  wantsMail,
  wantsSms,
} from "./preferences.server";

useTestDatabase();

describe("preferences", () => {
  it("answers the defaults until saved, then keeps what was saved", async () => {
    const user = await createUser();
    expect(await getPreferences(user.id)).toEqual(DEFAULT_PREFERENCES);
    expect(await updatePreferences(user.id, { weeklyReports: false, language: "yo" })).toEqual({
      ...DEFAULT_PREFERENCES,
      weeklyReports: false,
      language: "yo",
    });
    // A second save changes only what it names.
    await updatePreferences(user.id, { smsNotifications: true });
    expect(await getPreferences(user.id)).toMatchObject({
      weeklyReports: false,
      language: "yo",
      smsNotifications: true,
      emailNotifications: true,
    });
  });

  it("decides each kind of message from the switches", async () => {
    const user = await createUser();
    expect(await wantsMail(user.id, "notification")).toBe(true);
    expect(await wantsMail(user.id, "marketing")).toBe(false);
    expect(await wantsSms(user.id, "inquiry")).toBe(false);
    await updatePreferences(user.id, {
      emailNotifications: false,
      smsNotifications: true,
      newInquiryAlerts: false,
    });
    expect(await wantsMail(user.id, "notification")).toBe(false);
    expect(await wantsMail(user.id, "inquiry")).toBe(false);
    expect(await wantsMail(user.id, "weekly_report")).toBe(true);
    expect(await wantsMail(user.id, "account")).toBe(true);
    expect(await wantsSms(user.id, "notification")).toBe(true);
    expect(await wantsSms(user.id, "inquiry")).toBe(false);
    const suspended = await createUser({ status: "suspended" });
    expect(await wantsMail(suspended.id, "notification")).toBe(false);
    expect(await wantsMail(suspended.id, "account")).toBe(true);
  });

  it("drops a notification mail the user turned off and still delivers account mail", async () => {
    const user = await createUser();
    await updatePreferences(user.id, { emailNotifications: false });
    const mail = { to: user.email, text: "…", userId: user.id };
    await queueMail({ ...mail, subject: "New message from Tunde", kind: "notification" });
    await queueMail({ ...mail, subject: "Reset your password", kind: "account" });
    await queueMail({ ...mail, subject: "Your week", kind: "weekly_report" });
    await queueMail({ to: user.email, subject: "Confirm your e-mail", text: "…" });
    await deliverQueuedMail();
    const subjects = (await readOutbox(user.email)).map((m) => m.subject).sort();
    expect(subjects).toEqual(["Confirm your e-mail", "Reset your password", "Your week"]);
    // Dropped, not retried: nothing is left waiting.
    expect(await deliverQueuedMail()).toBe(0);
  });

  it("drops an SMS alert unless SMS notifications are on", async () => {
    const user = await createUser({ phone: "+2348035550001" });
    await queueSms({ to: user.phone!, text: "alert one", userId: user.id, kind: "inquiry" });
    await queueSms({ to: user.phone!, text: "code 123456", userId: user.id, kind: "account" });
    await deliverQueuedSms();
    expect((await readSmsOutbox(user.phone!)).map((s) => s.text)).toEqual(["code 123456"]);
    await updatePreferences(user.id, { smsNotifications: true });
    await queueSms({ to: user.phone!, text: "alert two", userId: user.id, kind: "inquiry" });
    await deliverQueuedSms();
    expect((await readSmsOutbox(user.phone!)).map((s) => s.text)).toContain("alert two");
  });

  it("mails a new inquiry as an inquiry, texts it when asked, and honours both switches", async () => {
    const seller = await createUser({ phone: "+2348035550002", phoneVerifiedAt: new Date() });
    const quiet = await createUser({ phone: "+2348035550003", phoneVerifiedAt: new Date() });
    const unverified = await createUser({ phone: "+2348035550004" });
    const buyer = await createUser({ accountType: "buyer", firstName: "Tunde" });
    await updatePreferences(seller.id, { smsNotifications: true });
    await updatePreferences(unverified.id, { smsNotifications: true });
    await updatePreferences(quiet.id, { newInquiryAlerts: false });

    const conversationWith: Record<string, string> = {};
    for (const s of [seller, quiet, unverified]) {
      const car = await createListing(s.id, { title: "Lexus RX 350 2012" });
      const c = await contactSeller(buyer.id, { listingId: car.id }, ask("Is it available?"));
      conversationWith[s.id] = c.conversationId;
      expect(await notifyRecipient(c.message.id)).toBe(true);
    }
    await deliverQueuedMail();
    await deliverQueuedSms();

    const [mail] = await readOutbox(seller.email);
    expect(mail).toMatchObject({ kind: "inquiry", userId: seller.id });
    expect(mail.subject).toContain("New message from Tunde about the Lexus RX 350 2012");
    const [sms] = await readSmsOutbox(seller.phone!);
    expect(sms.text).toMatch(/^MotorMart: new inquiry from Tunde about your Lexus RX 350 2012\./);
    expect(sms.text).toContain("https://motormart.test/chat/");
    // New-inquiry alerts off: no inquiry mail, no SMS.
    expect(await readOutbox(quiet.email)).toEqual([]);
    // No verified phone: the mail, but no SMS.
    expect(await readOutbox(unverified.email)).toHaveLength(1);
    expect(await readSmsOutbox(unverified.phone!)).toEqual([]);

    // A later message is a notification (sent to the quiet seller, who kept e-mail on),
    // and never an SMS.
    const later = await sendMessage(buyer.id, conversationWith[quiet.id], {
      content: "Hello again",
      fields: { type: "text" },
    });
    // Past the 30-minute throttle of this conversation.
    await db()
      .update(conversations)
      .set({ sellerNotifiedAt: null })
      .where(eq(conversations.id, conversationWith[quiet.id]));
    expect(await notifyRecipient(later.id)).toBe(true);
    await deliverQueuedMail();
    await deliverQueuedSms();
    const [note] = await readOutbox(quiet.email);
    expect(note).toMatchObject({ kind: "notification" });
    expect(await readSmsOutbox(quiet.phone!)).toEqual([]);
  });
});

/**
 * Structured requests in a conversation (docs/decisions/009-messaging.md): the buyer asks for a
 * test drive, an inspection or financing (only for a car with a financing offer); the seller
 * answers once (accept, decline, another time) and the answer shows in both panes. Each is
 * stored as its details and the note typed with it, never as a sentence in one language
 * (docs/decisions/027-structured-requests.md).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { financingOffers, messages } from "#db/schema";
import { db } from "#db/connection";
import { RequestFieldsSchema } from "~/lib/messaging/messages";
import {
  createConversation,
  textMessage as text,
  contactMessage as contact,
} from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { getConversation, type Viewer } from "./conversations.server";
import { contactSeller, sendMessage } from "./messages.server";
import { msg } from "~/i18n/messages";

useTestDatabase();

const HOUR = 60 * 60_000;
const as = (user: { id: string }): Viewer => ({ id: user.id, plan: "free" });
/** The Lagos wall-clock time `ms` from now, as the forms send it. */
const lagosIn = (ms: number) => new Date(Date.now() + ms + HOUR).toISOString().slice(0, 16);

/** A seller with a car, and a buyer who has written to them about it. */
const chat = () => createConversation();

const messagesOf = async (conversationId: string) =>
  db().select().from(messages).where(eq(messages.conversationId, conversationId));

describe("structured requests", () => {
  const fields = (value: unknown) => RequestFieldsSchema.parse(value);

  it("a test drive: pending, then the seller's answer shows in both panes", async () => {
    const { seller, buyer, conversationId } = await chat();
    const at = lagosIn(26 * HOUR);
    const request = await sendMessage(buyer.id, conversationId, {
      content: "Saturday suits me",
      fields: fields({ type: "test_drive", at }),
    });
    expect(request).toMatchObject({
      type: "test_drive",
      requestStatus: "pending",
      content: "Saturday suits me",
    });
    expect(request.details).toEqual({
      requestType: "test_drive",
      at: new Date(`${at}:00+01:00`).toISOString(),
    });

    const answer = await sendMessage(seller.id, conversationId, {
      content: "",
      fields: fields({ type: "request_response", requestId: request.id, answer: "accepted" }),
    });
    expect(answer).toMatchObject({
      type: "request_response",
      content: "",
      details: { requestId: request.id, requestType: "test_drive", answer: "accepted" },
    });
    for (const who of [buyer, seller]) {
      const shown = (await getConversation(as(who), conversationId)).messages;
      expect(shown.find((m) => m.id === request.id)?.requestStatus).toBe("accepted");
      expect(shown.at(-1)).toMatchObject({
        id: answer.id,
        type: "request_response",
        content: "",
        details: { requestType: "test_drive", answer: "accepted" },
        isFromCurrentUser: who === seller,
      });
    }

    // Answered once only.
    await expect(
      sendMessage(seller.id, conversationId, {
        content: "",
        fields: fields({ type: "request_response", requestId: request.id, answer: "declined" }),
      }),
    ).rejects.toMatchObject({ status: 409 });
    const [stored] = await db().select().from(messages).where(eq(messages.id, request.id));
    expect(stored.requestStatus).toBe("accepted");
  });

  it("an inspection, answered with another time", async () => {
    const { seller, buyer, conversationId } = await chat();
    const date = new Date(Date.now() + HOUR + 3 * 24 * HOUR).toISOString().slice(0, 10);
    const request = await sendMessage(buyer.id, conversationId, {
      content: "",
      fields: fields({ type: "inspection", date, location: "Ikeja" }),
    });
    expect(request).toMatchObject({
      type: "inspection",
      requestStatus: "pending",
      content: "",
      details: { requestType: "inspection", date, location: "Ikeja" },
    });
    const suggestedAt = lagosIn(5 * 24 * HOUR);
    const answer = await sendMessage(seller.id, conversationId, {
      content: "Weekdays are busy",
      fields: fields({
        type: "request_response",
        requestId: request.id,
        answer: "rescheduled",
        suggestedAt,
      }),
    });
    expect(answer).toMatchObject({
      content: "Weekdays are busy",
      details: {
        requestType: "inspection",
        answer: "rescheduled",
        suggestedAt: new Date(`${suggestedAt}:00+01:00`).toISOString(),
      },
    });
    const shown = (await getConversation(as(buyer), conversationId)).messages;
    expect(shown.find((m) => m.id === request.id)?.requestStatus).toBe("rescheduled");
  });

  it("financing only when the car has a financing offer", async () => {
    const { seller, buyer, conversationId, listing } = await chat();
    const apply = fields({ type: "financing", downPayment: 2_000_000, durationMonths: 24 });
    await expect(
      sendMessage(buyer.id, conversationId, { content: "", fields: apply }),
    ).rejects.toMatchObject({ status: 400, message: msg("chat.refusal.noFinancing") });

    await db().insert(financingOffers).values({
      listingId: listing.id,
      provider: "Lagos Motor Finance",
      downPayment: 1_500_000,
      monthlyPayment: 250_000,
      durationMonths: 24,
    });
    const request = await sendMessage(buyer.id, conversationId, { content: "", fields: apply });
    expect(request).toMatchObject({
      type: "financing",
      requestStatus: "pending",
      content: "",
      details: { requestType: "financing", downPayment: 2_000_000, durationMonths: 24 },
    });
    const answer = await sendMessage(seller.id, conversationId, {
      content: "",
      fields: fields({ type: "request_response", requestId: request.id, answer: "declined" }),
    });
    expect(answer.details).toMatchObject({ requestType: "financing", answer: "declined" });

    // Without a car, there is nothing to finance.
    const direct = await contactSeller(buyer.id, { sellerId: seller.id }, contact());
    await expect(
      sendMessage(buyer.id, direct.conversationId, { content: "", fields: apply }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it("only the buyer asks and only the seller answers (403)", async () => {
    const { seller, buyer, conversationId } = await chat();
    const request = await sendMessage(buyer.id, conversationId, {
      content: "",
      fields: fields({ type: "test_drive", at: lagosIn(5 * HOUR) }),
    });
    await expect(
      sendMessage(buyer.id, conversationId, {
        content: "",
        fields: fields({ type: "request_response", requestId: request.id, answer: "accepted" }),
      }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      sendMessage(seller.id, conversationId, {
        content: "",
        fields: fields({ type: "test_drive", at: lagosIn(5 * HOUR) }),
      }),
    ).rejects.toMatchObject({ status: 403 });
    const [stored] = await db().select().from(messages).where(eq(messages.id, request.id));
    expect(stored.requestStatus).toBe("pending");
    expect(await messagesOf(conversationId)).toHaveLength(2);
  });

  it("an answer must name a request of this conversation (404)", async () => {
    const one = await chat();
    const two = await chat();
    const elsewhere = await sendMessage(two.buyer.id, two.conversationId, {
      content: "",
      fields: fields({ type: "test_drive", at: lagosIn(5 * HOUR) }),
    });
    const plain = await sendMessage(one.buyer.id, one.conversationId, text("Just text"));
    for (const requestId of [elsewhere.id, plain.id, crypto.randomUUID()]) {
      await expect(
        sendMessage(one.seller.id, one.conversationId, {
          content: "",
          fields: fields({ type: "request_response", requestId, answer: "accepted" }),
        }),
      ).rejects.toMatchObject({ status: 404 });
    }
    const [stored] = await db().select().from(messages).where(eq(messages.id, elsewhere.id));
    expect(stored.requestStatus).toBe("pending");
  });

  it("a note takes 2,000 characters, as a text does, whatever the request's words", async () => {
    const { buyer, conversationId } = await chat();
    const note = "z".repeat(2000);
    const request = await sendMessage(buyer.id, conversationId, {
      content: note,
      fields: fields({ type: "test_drive", at: lagosIn(5 * HOUR) }),
    });
    expect(request.content).toBe(note);
    await expect(
      sendMessage(buyer.id, conversationId, {
        content: `${note}z`,
        fields: fields({ type: "test_drive", at: lagosIn(5 * HOUR) }),
      }),
    ).rejects.toMatchObject({ status: 400, fields: { content: [expect.any(String)] } });
  });
});

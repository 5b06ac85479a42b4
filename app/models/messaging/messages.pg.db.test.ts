/**
 * Messaging's writes (docs/decisions/009-messaging.md), on the test's database: contacting a seller
 * (new or reused conversation, sharing the phone), who may read and post, blank and over-long text,
 * blocks both ways, suspended and deleted accounts, and the rate limits. Structured requests:
 * message-requests.db.test.ts; reads, paging, live events, response figures and e-mail:
 * conversations.pg.db.test.ts.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { conversations, messages, users } from "#db/schema";
import { db } from "#db/connection";
import { resetEnv } from "~/env.server";
import type { PlanId } from "~/lib/vocabulary/domain";
import { ContactSchema, SendMessageSchema } from "~/lib/messaging/messages";
import {
  createConversation,
  createListing,
  createUser,
  textMessage as text,
  contactMessage as contact,
} from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { raceTest } from "../../../tests/setup/race";
import {
  getConversation,
  listConversations,
  unreadMessageCount,
  type Viewer,
} from "./conversations.server";
import { contactSeller, markConversationRead, sendMessage, setBlocked } from "./messages.server";
import { msg } from "~/i18n/messages";

useTestDatabase();

const HOUR = 60 * 60_000;
const as = (user: { id: string }, plan: PlanId = "free"): Viewer => ({ id: user.id, plan });
const buyerUser = (fields: Partial<typeof users.$inferInsert> = {}) =>
  createUser({ accountType: "buyer", firstName: "Bola", lastName: "Adeyemi", ...fields });
const sellerUser = (fields: Partial<typeof users.$inferInsert> = {}) =>
  createUser({ accountType: "seller", firstName: "Chidi", lastName: "Eze", ...fields });

/** A seller with a car, and a buyer who has written to them about it. */
async function chat() {
  const seller = await sellerUser();
  const listing = await createListing(seller.id, { title: "Honda Accord 2016" });
  return createConversation({ seller, buyer: await buyerUser(), listing });
}

const messagesOf = async (conversationId: string) =>
  db().select().from(messages).where(eq(messages.conversationId, conversationId));

describe("contacting a seller", () => {
  it("creates the conversation about the car, then adds to it", async () => {
    const seller = await sellerUser();
    const buyer = await buyerUser();
    const listing = await createListing(seller.id, {
      title: "Lexus RX 350 2012",
      price: 9_000_000,
    });

    const first = await contactSeller(buyer.id, { listingId: listing.id }, contact("Is it clean?"));
    expect(first.created).toBe(true);
    expect(first.message).toMatchObject({ senderId: buyer.id, content: "Is it clean?" });
    const [row] = await db()
      .select()
      .from(conversations)
      .where(eq(conversations.id, first.conversationId));
    expect(row).toMatchObject({ buyerId: buyer.id, sellerId: seller.id, listingId: listing.id });

    const again = await contactSeller(
      buyer.id,
      { listingId: listing.id },
      contact("  Any price flexibility?  "),
    );
    expect(again).toMatchObject({ created: false, conversationId: first.conversationId });
    const { messages: shown, conversation } = await getConversation(
      as(seller),
      first.conversationId,
    );
    expect(shown.map((m) => m.content)).toEqual(["Is it clean?", "Any price flexibility?"]);
    expect(conversation.car).toMatchObject({
      id: listing.id,
      title: "Lexus RX 350 2012",
      price: 9_000_000,
    });
    expect(await listConversations(buyer.id)).toHaveLength(1);
  });

  it("from a seller's profile (no car) also creates once, apart from the car's conversation", async () => {
    const { seller, buyer, conversationId: aboutCar } = await chat();
    const first = await contactSeller(buyer.id, { sellerId: seller.id }, contact("Other cars?"));
    expect(first.created).toBe(true);
    expect(first.conversationId).not.toBe(aboutCar);
    const again = await contactSeller(buyer.id, { sellerId: seller.id }, contact("Hello again"));
    expect(again).toMatchObject({ created: false, conversationId: first.conversationId });
    const view = await getConversation(as(buyer), first.conversationId);
    expect(view.conversation.car).toBeNull();
    expect(view.messages).toHaveLength(2);
  });

  raceTest(
    "two first messages at once still make one conversation, with or without a car",
    async () => {
      const seller = await sellerUser();
      const buyer = await buyerUser();
      const listing = await createListing(seller.id);
      for (const target of [{ listingId: listing.id }, { sellerId: seller.id }]) {
        const [a, b] = await Promise.all([
          contactSeller(buyer.id, target, contact("First tab")),
          contactSeller(buyer.id, target, contact("Second tab")),
        ]);
        expect(a.conversationId).toBe(b.conversationId);
        expect([a.created, b.created].sort()).toEqual([false, true]);
        expect(await messagesOf(a.conversationId)).toHaveLength(2);
      }
      expect(await listConversations(buyer.id)).toHaveLength(2);
    },
  );

  it("refuses the seller's own listing (400) and themself", async () => {
    const seller = await sellerUser();
    const listing = await createListing(seller.id);
    await expect(
      contactSeller(seller.id, { listingId: listing.id }, contact()),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      contactSeller(seller.id, { sellerId: seller.id }, contact()),
    ).rejects.toMatchObject({ status: 400 });
    expect(await listConversations(seller.id)).toEqual([]);
  });

  it("answers 404 for a car that is not public, or no car at all", async () => {
    const seller = await sellerUser();
    const buyer = await buyerUser();
    const hidden = [
      await createListing(seller.id, { status: "pending" }),
      await createListing(seller.id, { status: "draft" }),
      await createListing(seller.id, { status: "sold" }),
      await createListing(seller.id, { status: "expired" }),
      await createListing(seller.id, { expiresAt: new Date(Date.now() - 60_000) }),
    ];
    for (const l of hidden) {
      await expect(contactSeller(buyer.id, { listingId: l.id }, contact())).rejects.toMatchObject({
        status: 404,
      });
    }
    await expect(
      contactSeller(buyer.id, { listingId: crypto.randomUUID() }, contact()),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      contactSeller(buyer.id, { sellerId: crypto.randomUUID() }, contact()),
    ).rejects.toMatchObject({ status: 404 });
    expect(await listConversations(buyer.id)).toEqual([]);
  });

  it("refuses a seller whose account is suspended (404)", async () => {
    const seller = await sellerUser({ status: "suspended" });
    const buyer = await buyerUser();
    await expect(contactSeller(buyer.id, { sellerId: seller.id }, contact())).rejects.toMatchObject(
      { status: 404 },
    );
  });

  it("shows the buyer's phone and e-mail to the seller only once shared, and never takes it back", async () => {
    const seller = await sellerUser();
    const buyer = await buyerUser({ phone: "+2348055501234", email: "bola.share@example.ng" });
    const listing = await createListing(seller.id);
    const target = { listingId: listing.id };
    const shared = async () => {
      const { conversation } = await getConversation(as(seller), conversationId);
      return { phone: conversation.sharedPhone, email: conversation.sharedEmail };
    };

    const { conversationId } = await contactSeller(buyer.id, target, contact("Hi"));
    expect(await shared()).toEqual({ phone: null, email: null });

    await contactSeller(buyer.id, target, contact("Call me", { phone: true }));
    expect(await shared()).toEqual({ phone: "+2348055501234", email: null });

    // A later message without the box ticked keeps it shared.
    await contactSeller(buyer.id, target, contact("Still there?"));
    expect(await shared()).toEqual({ phone: "+2348055501234", email: null });

    await contactSeller(buyer.id, target, contact("Or write", { email: true }));
    expect(await shared()).toEqual({ phone: "+2348055501234", email: "bola.share@example.ng" });
    await contactSeller(buyer.id, target, contact("Bye"));
    expect(await shared()).toEqual({ phone: "+2348055501234", email: "bola.share@example.ng" });

    // The buyer's own pane never shows the seller's number through this.
    const mine = await getConversation(as(buyer), conversationId);
    expect(mine.conversation.sharedPhone).toBeNull();
    expect(mine.conversation.sharedEmail).toBeNull();
  });

  it("shares the phone from the very first message when ticked", async () => {
    const seller = await sellerUser();
    const buyer = await buyerUser({ phone: "+2348099900000" });
    const { conversationId } = await contactSeller(
      buyer.id,
      { sellerId: seller.id },
      contact("Hi", { phone: true }),
    );
    expect((await getConversation(as(seller), conversationId)).conversation.sharedPhone).toBe(
      "+2348099900000",
    );
  });
});

describe("only the two participants", () => {
  it("a third user gets 404 everywhere and never sees the conversation", async () => {
    const { seller, buyer, conversationId } = await chat();
    const stranger = await buyerUser();
    await expect(getConversation(as(stranger), conversationId)).rejects.toMatchObject({
      status: 404,
    });
    await expect(sendMessage(stranger.id, conversationId, text("Let me in"))).rejects.toMatchObject(
      { status: 404 },
    );
    await expect(markConversationRead(stranger.id, conversationId)).rejects.toMatchObject({
      status: 404,
    });
    await expect(setBlocked(stranger.id, conversationId, true)).rejects.toMatchObject({
      status: 404,
    });
    expect(await listConversations(stranger.id)).toEqual([]);
    expect(await messagesOf(conversationId)).toHaveLength(1);
    // Nothing changed for the two.
    expect((await getConversation(as(buyer), conversationId)).conversation.status).toBe("active");
    expect(await unreadMessageCount(seller.id)).toBe(1);
  });

  it("each participant lists it, from their side", async () => {
    const { seller, buyer, conversationId, listing } = await chat();
    const [forBuyer] = await listConversations(buyer.id);
    expect(forBuyer).toMatchObject({
      id: conversationId,
      role: "buyer",
      participant: { id: seller.id, name: "Chidi Eze" },
      car: { id: listing.id, title: "Honda Accord 2016" },
      lastMessage: { type: "text", content: "Hello, is this car still available?", details: null },
      status: "active",
      unreadCount: 0,
    });
    // The search looks at the other person's name and the car's title.
    const found = async (q: string) => (await listConversations(buyer.id, q)).map((c) => c.id);
    expect(await found("accord")).toEqual([conversationId]);
    expect(await found("chidi e")).toEqual([conversationId]);
    expect(await found("Nissan")).toEqual([]);
    expect(await found("%")).toEqual([]);
    const [forSeller] = await listConversations(seller.id);
    expect(forSeller).toMatchObject({
      id: conversationId,
      role: "seller",
      participant: { id: buyer.id, name: "Bola Adeyemi" },
      unreadCount: 1,
    });
  });
});

describe("message text", () => {
  it("refuses a blank message (400) and stores nothing", async () => {
    const { buyer, seller, conversationId } = await chat();
    for (const blank of ["", "   ", "\n\t "]) {
      await expect(sendMessage(seller.id, conversationId, text(blank))).rejects.toMatchObject({
        status: 400,
        message: msg("chat.refusal.empty"),
      });
    }
    await expect(
      contactSeller(buyer.id, { sellerId: seller.id }, contact("   ")),
    ).rejects.toMatchObject({ status: 400 });
    expect(await messagesOf(conversationId)).toHaveLength(1);
  });

  it("stores the text trimmed", async () => {
    const { seller, conversationId } = await chat();
    const row = await sendMessage(seller.id, conversationId, text("  Yes, it is.\n"));
    expect(row.content).toBe("Yes, it is.");
  });

  it("refuses over 2,000 characters at the schema, in the model and in the database", async () => {
    const { buyer, seller, conversationId } = await chat();
    const tooLong = "x".repeat(2001);
    expect(
      SendMessageSchema.safeParse({ conversationId, content: tooLong, type: "text" }).success,
    ).toBe(false);
    expect(ContactSchema.safeParse({ message: tooLong, type: "text" }).success).toBe(false);
    await expect(sendMessage(seller.id, conversationId, text(tooLong))).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      contactSeller(buyer.id, { sellerId: seller.id }, contact(tooLong)),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      db().insert(messages).values({ conversationId, senderId: buyer.id, content: tooLong }),
    ).rejects.toThrow();
    const max = await sendMessage(seller.id, conversationId, text("y".repeat(2000)));
    expect(max.content).toHaveLength(2000);
  });
});

describe("blocking", () => {
  it("stops messages both ways until the blocker unblocks", async () => {
    const { seller, buyer, conversationId, listing } = await chat();
    await setBlocked(buyer.id, conversationId, true);

    for (const who of [buyer, seller]) {
      await expect(sendMessage(who.id, conversationId, text("Hello?"))).rejects.toMatchObject({
        status: 403,
        message: msg("chat.pane.cannotReply"),
      });
    }
    await expect(
      contactSeller(buyer.id, { listingId: listing.id }, contact("Again")),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      contactSeller(buyer.id, { sellerId: seller.id }, contact("Other cars?")),
    ).rejects.toMatchObject({ status: 403 });
    expect(await messagesOf(conversationId)).toHaveLength(1);

    const [mine] = await listConversations(buyer.id);
    const [theirs] = await listConversations(seller.id);
    expect(mine).toMatchObject({ status: "blocked", blockedByMe: true });
    expect(theirs).toMatchObject({ status: "blocked", blockedByMe: false });
    const sellerPane = await getConversation(as(seller), conversationId);
    expect(sellerPane.conversation).toMatchObject({ canReply: false, blockedMe: true });
    const buyerPane = await getConversation(as(buyer), conversationId);
    expect(buyerPane.conversation).toMatchObject({ canReply: false, blockedMe: false });
    // Still readable to both.
    expect(sellerPane.messages).toHaveLength(1);

    // The blocked side cannot lift the block.
    await setBlocked(seller.id, conversationId, false);
    await expect(sendMessage(seller.id, conversationId, text("Hi"))).rejects.toMatchObject({
      status: 403,
    });

    await setBlocked(buyer.id, conversationId, false);
    await sendMessage(seller.id, conversationId, text("Yes, available"));
    await sendMessage(buyer.id, conversationId, text("Great"));
    expect((await listConversations(buyer.id))[0]).toMatchObject({
      status: "active",
      blockedByMe: false,
    });
    expect((await getConversation(as(seller), conversationId)).conversation.canReply).toBe(true);
  });

  it("by the seller also stops the buyer, even about another car", async () => {
    const { seller, buyer, conversationId } = await chat();
    const other = await createListing(seller.id);
    await setBlocked(seller.id, conversationId, true);
    await expect(sendMessage(buyer.id, conversationId, text("Why?"))).rejects.toMatchObject({
      status: 403,
    });
    await expect(contactSeller(buyer.id, { listingId: other.id }, contact())).rejects.toMatchObject(
      { status: 403 },
    );
    expect((await listConversations(buyer.id))[0]).toMatchObject({
      status: "blocked",
      blockedByMe: false,
    });
    // Blocking twice is harmless; one unblock lifts it.
    await setBlocked(seller.id, conversationId, true);
    await setBlocked(seller.id, conversationId, false);
    await sendMessage(buyer.id, conversationId, text("Thanks"));
  });
});

describe("a suspended or deleted account", () => {
  it("suspended: readable to the other side, marked inactive, no replies", async () => {
    const { seller, buyer, conversationId, listing } = await chat();
    await sendMessage(seller.id, conversationId, text("It is available"));
    await db().update(users).set({ status: "suspended" }).where(eq(users.id, seller.id));

    const { conversation, messages: shown } = await getConversation(as(buyer), conversationId);
    expect(conversation).toMatchObject({
      status: "inactive",
      canReply: false,
      participant: { id: seller.id, name: "Chidi Eze", active: false, isOnline: false },
    });
    expect(shown.map((m) => m.content)).toEqual([
      "Hello, is this car still available?",
      "It is available",
    ]);
    expect((await listConversations(buyer.id))[0].status).toBe("inactive");
    await expect(sendMessage(buyer.id, conversationId, text("Hello?"))).rejects.toMatchObject({
      status: 403,
    });
    expect(await messagesOf(conversationId)).toHaveLength(2);

    // Nor through the car's contact form (the car still listed, or not).
    await expect(
      contactSeller(buyer.id, { listingId: listing.id }, contact("Hello?")),
    ).rejects.toMatchObject({ status: 404 });
    const other = await createListing(seller.id);
    await expect(
      contactSeller(buyer.id, { listingId: other.id }, contact("Hello?")),
    ).rejects.toMatchObject({ status: 404 });
    expect(await messagesOf(conversationId)).toHaveLength(2);
    expect(await listConversations(buyer.id)).toHaveLength(1);

    // Reinstated: replies work again.
    await db().update(users).set({ status: "active" }).where(eq(users.id, seller.id));
    await sendMessage(buyer.id, conversationId, text("Hello?"));
  });

  it("deleted: readable to the other side as Unknown User, no replies", async () => {
    const { seller, buyer, conversationId } = await chat();
    await sendMessage(seller.id, conversationId, text("Come and see it"));
    await db().delete(users).where(eq(users.id, seller.id));

    const { conversation, messages: shown } = await getConversation(as(buyer), conversationId);
    expect(conversation).toMatchObject({
      status: "inactive",
      canReply: false,
      participant: { id: null, name: "Unknown User", active: false },
    });
    expect(shown.map((m) => [m.content, m.isFromCurrentUser])).toEqual([
      ["Hello, is this car still available?", true],
      ["Come and see it", false],
    ]);
    const [listed] = await listConversations(buyer.id);
    expect(listed).toMatchObject({ id: conversationId, status: "inactive" });
    expect(listed.participant.name).toBe("Unknown User");
    await expect(sendMessage(buyer.id, conversationId, text("Hello?"))).rejects.toMatchObject({
      status: 403,
    });
    await expect(setBlocked(buyer.id, conversationId, true)).rejects.toMatchObject({
      status: 400,
    });
  });
});

describe("rate limits", () => {
  beforeAll(() => {
    process.env.RATE_LIMIT_SCALE = "1";
    resetEnv();
  });
  afterAll(() => {
    delete process.env.RATE_LIMIT_SCALE;
    resetEnv();
  });
  // The counters are sliding windows on the clock: start each test just after a window opens
  // so a slow run never straddles two windows.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Math.ceil(Date.now() / HOUR) * HOUR + 1000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("refuses the 31st message in a minute (429), per sender", async () => {
    const { seller, buyer, conversationId } = await chat(); // the first message counts
    for (let i = 2; i <= 30; i++) await sendMessage(buyer.id, conversationId, text(`Msg ${i}`));
    await expect(sendMessage(buyer.id, conversationId, text("One more"))).rejects.toMatchObject({
      status: 429,
      message: expect.stringContaining("refusals.limit.messages"),
    });
    await expect(
      contactSeller(buyer.id, { sellerId: seller.id }, contact("Elsewhere")),
    ).rejects.toMatchObject({ status: 429 });
    expect(await messagesOf(conversationId)).toHaveLength(30);
    // The other side has their own allowance.
    await sendMessage(seller.id, conversationId, text("Slow down"));
    // A minute later it is open again.
    vi.setSystemTime(Date.now() + 2 * 60_000);
    await sendMessage(buyer.id, conversationId, text("Sorry"));
  });

  it("refuses the 21st new conversation in an hour (429), but not more messages in old ones", async () => {
    const buyer = await buyerUser();
    const seller = await sellerUser();
    const cars = await Promise.all(
      Array.from({ length: 21 }, (_, i) => createListing(seller.id, { title: `Car ${i}` })),
    );
    const first: string[] = [];
    for (const car of cars.slice(0, 20)) {
      const r = await contactSeller(buyer.id, { listingId: car.id }, contact());
      expect(r.created).toBe(true);
      first.push(r.conversationId);
    }
    await expect(
      contactSeller(buyer.id, { listingId: cars[20].id }, contact()),
    ).rejects.toMatchObject({
      status: 429,
      message: expect.stringContaining("refusals.limit.conversations"),
    });
    await expect(contactSeller(buyer.id, { sellerId: seller.id }, contact())).rejects.toMatchObject(
      { status: 429 },
    );
    expect(await listConversations(buyer.id)).toHaveLength(20);

    // Writing again in an existing conversation is not a new one.
    const again = await contactSeller(buyer.id, { listingId: cars[0].id }, contact("Still?"));
    expect(again).toMatchObject({ created: false, conversationId: first[0] });
    await sendMessage(buyer.id, first[1], text("And this one?"));
    expect(await listConversations(buyer.id)).toHaveLength(20);
  });
});

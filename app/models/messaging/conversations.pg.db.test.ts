/**
 * Messaging's reads and what follows a message (docs/decisions/009-messaging.md), on the test's
 * database: unread counts and read receipts, paging back through a conversation, live events and
 * resuming a stream (ordered under concurrent senders), the seller's response figures, and the
 * e-mail to an offline recipient. Contacting, blocking and the rules of sending:
 * messaging.db.test.ts.
 */
import crypto from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { conversations, messages, sessions, users } from "#db/schema";
import { db } from "#db/connection";
import type { PlanId } from "~/lib/vocabulary/domain";
import { deliverMail, readOutbox, type Mail } from "~/services/mail.server";
import { runQueuedJobs } from "~/services/queue.server";
import { subscribe, type LiveEvent } from "~/services/live.server";
import { createListing, createUser, textMessage as text } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { raceTest } from "../../../tests/setup/race";
import {
  getConversation,
  latestSeq,
  listConversations,
  messagesSince,
  responseStats,
  unreadMessageCount,
  type Viewer,
} from "./conversations.server";
import { notifyRecipient } from "./notify.server";
import {
  contactSeller,
  markConversationRead,
  markReadUpTo,
  sendMessage,
  setBlocked,
} from "./messages.server";

const t = useTestDatabase();

const HOUR = 60 * 60_000;
const as = (user: { id: string }, plan: PlanId = "free"): Viewer => ({ id: user.id, plan });

/** A seller with a car, and a buyer who has written to them about it. */
async function chat(first = "Hello, is this car still available?") {
  const seller = await createUser({ accountType: "seller", firstName: "Chidi" });
  const buyer = await createUser({ accountType: "buyer", firstName: "Bola" });
  const listing = await createListing(seller.id, { title: "Kia Sportage 2017" });
  const { conversationId, message } = await contactSeller(
    buyer.id,
    { listingId: listing.id },
    { ...text(first), sharePhone: false, shareEmail: false },
  );
  return { seller, buyer, listing, conversationId, first: message };
}

/** Collects a user's live events. */
async function listen(userId: string) {
  const events: LiveEvent[] = [];
  const stop = await subscribe(userId, { onEvent: (e) => events.push(e), onResync: () => {} });
  return { events, stop };
}

/**
 * Waits until `check` holds (live events arrive asynchronously on PostgreSQL). The bound tells a
 * lost event from a late one, on a machine as busy as CI's: it ends as soon as `check` holds.
 */
async function until(check: () => boolean, ms = 15_000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
  return check();
}
const settle = () => new Promise((r) => setTimeout(r, 200));

const increasing = (seqs: number[]) => seqs.every((s, i) => i === 0 || s > seqs[i - 1]);

describe("read state", () => {
  it("counts only the other side's messages, and reading clears them", async () => {
    const { seller, buyer, conversationId, first } = await chat();
    const r1 = await sendMessage(seller.id, conversationId, text("Yes"));
    await sendMessage(seller.id, conversationId, text("Come by on Saturday"));

    expect(await unreadMessageCount(buyer.id)).toBe(2);
    expect(await unreadMessageCount(seller.id)).toBe(1);
    expect((await listConversations(buyer.id))[0].unreadCount).toBe(2);

    // Up to the first reply only.
    expect(await markConversationRead(buyer.id, conversationId, r1.id)).toBe(1);
    expect(await unreadMessageCount(buyer.id)).toBe(1);
    expect(await markConversationRead(buyer.id, conversationId)).toBe(1);
    expect(await markConversationRead(buyer.id, conversationId)).toBe(0);
    expect(await unreadMessageCount(buyer.id)).toBe(0);
    expect((await listConversations(buyer.id))[0].unreadCount).toBe(0);
    // The buyer reading did not mark their own message read for the seller.
    expect(await unreadMessageCount(seller.id)).toBe(1);

    // Up to the buyer's own message: nothing of the seller's lies before it.
    expect(await markConversationRead(seller.id, conversationId, first.id)).toBe(1);
    expect(await unreadMessageCount(seller.id)).toBe(0);
  });

  it("up to a message of another conversation is 404", async () => {
    const one = await chat();
    const two = await chat();
    await expect(
      markConversationRead(one.seller.id, one.conversationId, two.first.id),
    ).rejects.toMatchObject({ status: 404 });
    expect(await unreadMessageCount(one.seller.id)).toBe(1);
  });

  it("marks read up to a message by its id alone, for participants only", async () => {
    const { seller, buyer, first } = await chat();
    const stranger = await createUser();
    await expect(markReadUpTo(stranger.id, first.id)).rejects.toMatchObject({ status: 404 });
    await expect(markReadUpTo(seller.id, crypto.randomUUID())).rejects.toMatchObject({
      status: 404,
    });
    expect(await unreadMessageCount(seller.id)).toBe(1);
    expect(await markReadUpTo(seller.id, first.id)).toBe(1);
    expect(await unreadMessageCount(seller.id)).toBe(0);
    expect(await unreadMessageCount(buyer.id)).toBe(0);
  });

  it("shows Seen (readAt) to a premium sender only, never on the reader's side", async () => {
    const { seller, buyer, conversationId, first } = await chat();
    const reply = await sendMessage(seller.id, conversationId, text("Yes"));
    await markConversationRead(seller.id, conversationId);

    const premiumBuyer = await getConversation(as(buyer, "premium"), conversationId);
    const mine = premiumBuyer.messages.find((m) => m.id === first.id)!;
    expect(Date.parse(mine.readAt!)).toBeGreaterThan(Date.now() - 60_000);
    // The seller's reply, unread by the buyer: a premium sender would see null, the buyer
    // (its reader) sees nothing at all.
    expect(premiumBuyer.messages.find((m) => m.id === reply.id)).not.toHaveProperty("readAt");

    const freeBuyer = await getConversation(as(buyer, "free"), conversationId);
    expect(freeBuyer.messages.find((m) => m.id === first.id)).not.toHaveProperty("readAt");
    const basicBuyer = await getConversation(as(buyer, "basic"), conversationId);
    expect(basicBuyer.messages.find((m) => m.id === first.id)).not.toHaveProperty("readAt");

    const premiumSeller = await getConversation(as(seller, "premium"), conversationId);
    expect(premiumSeller.messages.find((m) => m.id === reply.id)?.readAt).toBeNull();
    expect(premiumSeller.messages.find((m) => m.id === first.id)).not.toHaveProperty("readAt");
    await markConversationRead(buyer.id, conversationId);
    const seen = await getConversation(as(seller, "premium"), conversationId);
    expect(seen.messages.find((m) => m.id === reply.id)?.readAt).toEqual(expect.any(String));
  });
});

describe("paging", () => {
  it("shows the newest 50, then 50 before a message, until the first", async () => {
    const { seller, buyer, conversationId, first } = await chat("m0");
    // 119 more, straight into the table (the send rate limit is not under test here).
    await db()
      .insert(messages)
      .values(
        Array.from({ length: 119 }, (_, i) => ({
          conversationId,
          senderId: i % 2 ? buyer.id : seller.id,
          content: `m${i + 1}`,
        })),
      );
    const names = (list: { content: string }[]) => list.map((m) => m.content);
    const range = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, i) => `m${from + i}`);

    const page1 = await getConversation(as(buyer), conversationId);
    expect(names(page1.messages)).toEqual(range(70, 120));
    expect(page1.hasEarlier).toBe(true);
    expect(increasing(page1.messages.map((m) => m.seq))).toBe(true);

    const page2 = await getConversation(as(buyer), conversationId, page1.messages[0].id);
    expect(names(page2.messages)).toEqual(range(20, 70));
    expect(page2.hasEarlier).toBe(true);

    const page3 = await getConversation(as(buyer), conversationId, page2.messages[0].id);
    expect(names(page3.messages)).toEqual(range(0, 20));
    expect(page3.hasEarlier).toBe(false);
    expect(page3.messages[0].id).toBe(first.id);

    const none = await getConversation(as(seller), conversationId, first.id);
    expect(none).toMatchObject({ messages: [], hasEarlier: false });
  });

  it("a cursor from another conversation is 404", async () => {
    const one = await chat();
    const two = await chat();
    await expect(
      getConversation(as(one.buyer), one.conversationId, two.first.id),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      getConversation(as(one.buyer), one.conversationId, crypto.randomUUID()),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe("live events", () => {
  it("reach both participants, in seq order, and nobody else", async () => {
    const seller = await createUser({ accountType: "seller" });
    const buyer = await createUser({ accountType: "buyer" });
    const stranger = await createUser({ accountType: "buyer" });
    const listing = await createListing(seller.id);
    const [b, s, x] = [await listen(buyer.id), await listen(seller.id), await listen(stranger.id)];

    const { conversationId, message: m1 } = await contactSeller(
      buyer.id,
      { listingId: listing.id },
      { ...text("Hi"), sharePhone: false, shareEmail: false },
    );
    const m2 = await sendMessage(seller.id, conversationId, text("Hello"));
    await markConversationRead(buyer.id, conversationId);
    await setBlocked(buyer.id, conversationId, true);
    await setBlocked(buyer.id, conversationId, false);

    for (const who of [b, s]) {
      expect(await until(() => who.events.length >= 5)).toBe(true);
      expect(who.events).toEqual([
        { kind: "message", conversationId, seq: m1.seq, userIds: [buyer.id, seller.id] },
        { kind: "message", conversationId, seq: m2.seq, userIds: [buyer.id, seller.id] },
        {
          kind: "read",
          conversationId,
          readerId: buyer.id,
          seq: m2.seq,
          userIds: [buyer.id, seller.id],
        },
        { kind: "block", conversationId, blocked: true, userIds: [buyer.id, seller.id] },
        { kind: "block", conversationId, blocked: false, userIds: [buyer.id, seller.id] },
      ]);
    }
    expect(m2.seq).toBeGreaterThan(m1.seq);
    // Reading again changes nothing and says nothing.
    await markConversationRead(buyer.id, conversationId);
    await settle();
    expect(b.events).toHaveLength(5);
    expect(x.events).toEqual([]);
    for (const l of [b, s, x]) l.stop();
  });

  it("a refused message sends no event", async () => {
    const { seller, buyer, conversationId } = await chat();
    const s = await listen(seller.id);
    await setBlocked(seller.id, conversationId, true);
    await expect(sendMessage(buyer.id, conversationId, text("Hi"))).rejects.toMatchObject({
      status: 403,
    });
    await expect(sendMessage(buyer.id, conversationId, text(" "))).rejects.toMatchObject({
      status: 403,
    });
    await settle();
    expect(s.events.map((e) => e.kind)).toEqual(["block"]);
    s.stop();
  });

  it("messagesSince gives exactly the viewer's messages after a seq, in order", async () => {
    const { seller, buyer, conversationId } = await chat();
    const other = await chat(); // someone else's conversation, interleaved
    const start = await latestSeq(buyer.id);
    const a = await sendMessage(seller.id, conversationId, text("a"));
    await sendMessage(other.buyer.id, other.conversationId, text("not yours"));
    const b = await sendMessage(buyer.id, conversationId, text("b"));
    const direct = await contactSeller(
      buyer.id,
      { sellerId: seller.id },
      { ...text("c"), sharePhone: false, shareEmail: false },
    );

    const missed = await messagesSince(as(buyer), start);
    expect(missed.map((m) => [m.content, m.isFromCurrentUser])).toEqual([
      ["a", false],
      ["b", true],
      ["c", true],
    ]);
    expect(missed.map((m) => m.conversationId)).toEqual([
      conversationId,
      conversationId,
      direct.conversationId,
    ]);
    expect((await messagesSince(as(buyer), a.seq)).map((m) => m.id)).toEqual([
      b.id,
      direct.message.id,
    ]);
    expect(await messagesSince(as(seller), direct.message.seq)).toEqual([]);
    expect(await latestSeq(buyer.id)).toBe(direct.message.seq);
  });
});

describe(`ordering under concurrency`, () => {
  raceTest(
    "gives every message its own seq, and each user receives them in seq order",
    async () => {
      const seller = await createUser({ accountType: "seller" });
      const buyers = [await createUser(), await createUser()];
      const ids: string[] = [];
      for (const buyer of buyers) {
        const { conversationId } = await contactSeller(
          buyer.id,
          { sellerId: seller.id },
          { ...text("Hi"), sharePhone: false, shareEmail: false },
        );
        ids.push(conversationId);
      }
      const s = await listen(seller.id);
      const bs = [await listen(buyers[0].id), await listen(buyers[1].id)];

      const rows = await Promise.all(
        buyers.flatMap((buyer, i) =>
          Array.from({ length: 20 }, (_, n) =>
            sendMessage(buyer.id, ids[i], text(`${t.kind} ${i}-${n}`)),
          ),
        ),
      );
      const seqs = rows.map((r) => r.seq);
      expect(new Set(seqs).size).toBe(40);

      const received = () => s.events.filter((e) => e.kind === "message").map((e) => e.seq);
      expect(await until(() => received().length >= 40)).toBe(true);
      await settle();
      expect(received()).toHaveLength(40);
      expect(increasing(received())).toBe(true);
      expect([...received()].sort((x, y) => x - y)).toEqual([...seqs].sort((x, y) => x - y));
      for (const [i, b] of bs.entries()) {
        const mine = b.events.map((e) => (e.kind === "message" ? e.seq : -1));
        expect(mine).toHaveLength(20);
        expect(increasing(mine)).toBe(true);
        expect(
          mine.every((seq) => rows.find((r) => r.seq === seq)?.conversationId === ids[i]),
        ).toBe(true);
      }
      // What a resuming stream reads back is the same sequence.
      const start = Math.min(...seqs) - 1;
      expect((await messagesSince(as(seller), start)).map((m) => m.seq)).toEqual(received());
      for (const l of [s, ...bs]) l.stop();
    },
  );
});

describe("response figures", () => {
  /** Starts `n` conversations with `sellerId`, each from a new buyer; answers their ids. */
  async function conversationsWith(sellerId: string, n: number) {
    const out: string[] = [];
    for (let i = 0; i < n; i++) {
      const buyer = await createUser({ accountType: "buyer" });
      const r = await contactSeller(
        buyer.id,
        { sellerId },
        { ...text("Hi"), sharePhone: false, shareEmail: false },
      );
      out.push(r.conversationId);
    }
    return out;
  }
  const setTimes = (id: string, createdAt: Date, sellerFirstReplyAt: Date | null) =>
    db()
      .update(conversations)
      .set({ createdAt, sellerFirstReplyAt })
      .where(eq(conversations.id, id));

  it("say Not enough data below 3 conversations", async () => {
    const seller = await createUser();
    const quiet = await createUser();
    const ids = await conversationsWith(seller.id, 2);
    for (const id of ids) await sendMessage(seller.id, id, text("Hello"));
    const stats = await responseStats([seller.id, quiet.id]);
    expect(stats.get(seller.id)).toEqual({ responseRate: null, responseTime: null });
    expect(stats.get(quiet.id)).toEqual({ responseRate: null, responseTime: null });
  });

  it("count answers within 24 hours over the last 90 days, with the median wait", async () => {
    const seller = await createUser();
    const [a, b, c, d, old] = await conversationsWith(seller.id, 5);
    // The seller's first reply is what counts, and it is recorded by sending.
    for (const id of [a, b, c]) await sendMessage(seller.id, id, text("Hello"));
    const replied = await db()
      .select({ id: conversations.id, at: conversations.sellerFirstReplyAt })
      .from(conversations)
      .where(inArray(conversations.id, [a, b, c, d]));
    expect(
      replied
        .filter((r) => r.at)
        .map((r) => r.id)
        .sort(),
    ).toEqual([a, b, c].sort());

    const now = Date.now();
    const start = new Date(now - 3 * 24 * HOUR);
    const after = (h: number) => new Date(start.getTime() + h * HOUR);
    await setTimes(a, start, after(1));
    await setTimes(b, start, after(2));
    await setTimes(c, start, after(3));
    await setTimes(d, start, null);
    // Older than 90 days: not counted, however it went.
    await setTimes(old, new Date(now - 100 * 24 * HOUR), null);
    expect((await responseStats([seller.id])).get(seller.id)).toEqual({
      responseRate: 75,
      responseTime: "Within 2 hours",
    });

    // An answer after 24 hours is an answer (median) but not a quick one (rate).
    await setTimes(c, start, after(30));
    expect((await responseStats([seller.id])).get(seller.id)).toEqual({
      responseRate: 50,
      responseTime: "Within 2 hours",
    });
    await setTimes(a, start, after(26));
    expect((await responseStats([seller.id])).get(seller.id)).toEqual({
      responseRate: 25,
      responseTime: "Within 2 days",
    });
  });
});

describe("e-mail to an offline recipient", () => {
  const mailsTo = async (email: string) => {
    // What the send-mail job does (jobs.server.ts), run here.
    await runQueuedJobs<Mail>("send-mail", (job) => deliverMail(job.data));
    return readOutbox(email);
  };

  it("queues one e-mail with the link and at most 140 characters, then none for 30 minutes", async () => {
    const long = `${"A".repeat(139)}BC${" TAIL".repeat(20)}`;
    const { seller, buyer, conversationId, first } = await chat(long);
    // The send itself schedules the check for a little later.
    const { rows: jobs } = await t.handle.executeSql(
      `select extract(epoch from start_after - created_on)::float8 as delay from pgboss.job
       where name = 'notify-message' and data->>'messageId' = $1`,
      [first.id],
    );
    expect(jobs).toHaveLength(1);
    expect(Number(jobs[0].delay)).toBeGreaterThanOrEqual(29);

    expect(await notifyRecipient(first.id)).toBe(true);
    const [mail, ...more] = await mailsTo(seller.email);
    expect(more).toEqual([]);
    expect(mail.subject).toBe("New message from Bola about the Kia Sportage 2017");
    expect(mail.text).toContain(`https://motormart.test/chat/${conversationId}`);
    expect(mail.text).toContain(`"${"A".repeat(139)}B…"`);
    expect(mail.text).not.toContain("BC");
    expect(mail.text).not.toContain("TAIL");

    const second = await sendMessage(buyer.id, conversationId, text("Are you there?"));
    expect(await notifyRecipient(second.id)).toBe(false);
    expect(await notifyRecipient(first.id)).toBe(false);
    expect(await mailsTo(seller.email)).toHaveLength(1);

    // The other direction has its own allowance.
    const reply = await sendMessage(seller.id, conversationId, text("Yes, still available"));
    expect(await notifyRecipient(reply.id)).toBe(true);
    const [toBuyer] = await mailsTo(buyer.email);
    expect(toBuyer.text).toContain('"Yes, still available"');

    // Half an hour later the seller can be mailed again.
    await db()
      .update(conversations)
      .set({ sellerNotifiedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(conversations.id, conversationId));
    expect(await notifyRecipient(second.id)).toBe(true);
    expect(await mailsTo(seller.email)).toHaveLength(2);
  });

  it("sends nothing to a recipient active in the last 5 minutes", async () => {
    const { seller, first } = await chat();
    await db()
      .insert(sessions)
      .values({
        tokenHash: crypto.randomBytes(16).toString("hex"),
        userId: seller.id,
        lastActiveAt: new Date(),
        expiresAt: new Date(Date.now() + 24 * HOUR),
      });
    expect(await notifyRecipient(first.id)).toBe(false);
    expect(await mailsTo(seller.email)).toEqual([]);

    // Away for 6 minutes: now they get it.
    await db()
      .update(sessions)
      .set({ lastActiveAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(sessions.userId, seller.id));
    expect(await notifyRecipient(first.id)).toBe(true);
    expect(await mailsTo(seller.email)).toHaveLength(1);
  });

  it("sends nothing for a message already read, or to a suspended account", async () => {
    const read = await chat();
    await markConversationRead(read.seller.id, read.conversationId);
    expect(await notifyRecipient(read.first.id)).toBe(false);
    expect(await mailsTo(read.seller.email)).toEqual([]);

    const gone = await chat();
    await db().update(users).set({ status: "suspended" }).where(eq(users.id, gone.seller.id));
    expect(await notifyRecipient(gone.first.id)).toBe(false);
    expect(await mailsTo(gone.seller.email)).toEqual([]);
  });
});

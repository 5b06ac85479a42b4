/**
 * Messaging's writes (docs/decisions/009-messaging.md; docs/product.md#messages): a buyer contacts
 * a seller about a car (or, from the seller's profile, about no car in particular), either side
 * sends messages and structured requests, reads, blocks and unblocks.
 *
 * Rules:
 * - Only the two participants can read or post in a conversation; anyone else gets 404.
 * - One conversation per buyer, seller and car: contacting again adds a message to it.
 * - A block (either way) stops new messages both ways; a suspended or deleted participant's
 *   conversations take no replies ("Account no longer active").
 * - Rate limits: 20 new conversations an hour per buyer, 30 messages a minute per sender.
 * - A structured request (test drive, inspection, financing) comes from the buyer; the seller
 *   answers it once (accept, decline, suggest another time). Both are stored as structured
 *   `details` with the note the sender typed as `content` (possibly empty); their words are
 *   written when read, in the reader's language (docs/decisions/027-structured-requests.md).
 *
 * Ordering and live delivery: every message is written while holding a transaction-scoped
 * advisory lock per participant, and its live event (`pg_notify`) is sent in the same
 * transaction. So, for each user, messages commit in the order of `messages.seq`, and a live
 * stream resuming after seq N can read the rest from the table without gaps
 * (docs/decisions/009-messaging.md).
 *
 * Errors: DomainError 400 (blank, too long, invalid request), 403 (blocked, inactive account,
 * not allowed), 404 (not a participant, car not public), 409 (request already answered), 429.
 */
import { riskyPhrases } from "~/lib/messaging/risky-phrases";
import { raiseRisks } from "../shared/risk-flags.server";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import {
  conversations,
  financingOffers,
  listings,
  messages,
  notifications,
  userBlocks,
  users,
} from "#db/schema";
import { db } from "#db/connection";
import type { MessageDetails } from "~/lib/messaging/answers-messaging";
import type { MessageType, RequestType } from "~/lib/vocabulary/domain-messaging";
import {
  MESSAGE_MAX,
  requestDetails,
  type RequestFields,
  ONLINE_WINDOW_MS,
} from "~/lib/messaging/messages";
import { languagesOf } from "../shared/preferences.server";
import { messageWords } from "./message-words.server";
import { enqueue } from "~/services/queue.server";
import { notifyExpression, notifySql, type LiveEvent } from "~/services/live.server";
import { DomainError, notFound } from "../shared/errors.server";
import { msg } from "~/i18n/messages";
import { isPublic } from "../shared/public-listings.server";
import { excerpt, NOTIFY_INTERVAL_MINUTES } from "./notify.server";
import { hitLimit, LIMITS, overLimit } from "../shared/limits.server";

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

// Refusals are `chat` message keys (docs/decisions/023-languages.md, "Messages as keys").
const TOO_LONG = msg("chat.refusal.tooLong", { max: MESSAGE_MAX });
const EMPTY = msg("chat.refusal.empty");

/** The row of a stored message, as the model returns it. */
export type MessageRow = typeof messages.$inferSelect;

/** A conversation row and which side the caller is on. */
export type ConversationRow = typeof conversations.$inferSelect;

/** Seconds before a stored message may be e-mailed to an offline recipient. */
export const NOTIFY_DELAY_SECONDS = 30;

/** Namespace of messaging's advisory locks (any number no other code uses). */
const INBOX_LOCK = 727_280;

/**
 * Takes, until the transaction ends, the inbox lock of each participant (sorted, so two
 * transactions never wait on each other in a cycle).
 */
async function lockInboxes(tx: Tx, userIds: (string | null)[]) {
  const ids = [...new Set(userIds.filter((id): id is string => !!id))].sort();
  for (const id of ids) {
    await tx.execute(sql`select pg_advisory_xact_lock(${INBOX_LOCK}, hashtext(${id}))`);
  }
}

/** The other participant's id (null when their account is gone). */
export function otherParticipant(c: ConversationRow, userId: string): string | null {
  return c.buyerId === userId ? c.sellerId : c.buyerId;
}

/** The conversation if `userId` takes part in it, else DomainError 404. */
export async function requireParticipant(
  userId: string,
  conversationId: string,
): Promise<ConversationRow> {
  const [c] = await db()
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)),
      ),
    )
    .limit(1);
  if (!c) throw notFound("Conversation");
  return c;
}

/** Whether either of the two has blocked the other. */
export async function isBlockedBetween(
  a: string,
  b: string | null,
  exec: Tx | ReturnType<typeof db> = db(),
): Promise<boolean> {
  if (!b) return false;
  const [row] = await exec
    .select({ one: sql`1` })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, a), eq(userBlocks.blockedId, b)),
        and(eq(userBlocks.blockerId, b), eq(userBlocks.blockedId, a)),
      ),
    )
    .limit(1);
  return !!row;
}

async function limitMessages(senderId: string) {
  const state = await hitLimit(`messages:user:${senderId}`, LIMITS.messagesPerSender);
  const over = overLimit(msg("refusals.limit.messages"), state);
  if (over) throw new DomainError(429, over.message);
}

/** What a send asks for: plain text, or a request / answer with its fields. */
export type MessageInput = { content: string; fields: RequestFields };

/**
 * The stored type, content and details of `input` sent by `senderId` in `c`: a text as typed; a
 * request or an answer as its details and the note typed with it (docs/decisions/
 * 027-structured-requests.md).
 */
async function composeMessage(
  tx: Tx,
  c: ConversationRow,
  senderId: string,
  input: MessageInput,
): Promise<{
  type: MessageType;
  content: string;
  details: MessageDetails | null;
  answers?: { requestId: string; status: "accepted" | "declined" | "rescheduled" };
}> {
  const note = input.content.trim();
  const fields = input.fields;
  if (note.length > MESSAGE_MAX) throw new DomainError(400, TOO_LONG, { content: [TOO_LONG] });
  if (fields.type === "text") {
    if (!note) throw new DomainError(400, EMPTY, { content: [EMPTY] });
    return { type: "text", content: note, details: null };
  }
  if (fields.type === "request_response") {
    if (c.sellerId !== senderId) throw new DomainError(403, msg("chat.refusal.sellerAnswers"));
    const [request] = await tx
      .select()
      .from(messages)
      .where(and(eq(messages.id, fields.requestId), eq(messages.conversationId, c.id)))
      .for("update")
      .limit(1);
    if (!request || !request.requestStatus) throw notFound("Request");
    if (request.requestStatus !== "pending")
      throw new DomainError(409, msg("chat.refusal.alreadyAnswered"));
    return {
      type: "request_response",
      content: note,
      details: requestDetails(fields, request.type as RequestType),
      answers: { requestId: request.id, status: fields.answer },
    };
  }
  if (c.buyerId !== senderId) throw new DomainError(403, msg("chat.refusal.buyerRequests"));
  if (fields.type === "financing") {
    const [offer] = c.listingId
      ? await tx
          .select({ id: financingOffers.id })
          .from(financingOffers)
          .where(eq(financingOffers.listingId, c.listingId))
          .limit(1)
      : [];
    if (!offer) throw new DomainError(400, msg("chat.refusal.noFinancing"));
  }
  return { type: fields.type, content: note, details: requestDetails(fields) };
}

/** A stored message and whether its recipient may need an e-mail about it. */
type Stored = { row: MessageRow; notify: boolean };

/**
 * Stores a message in `c` (the caller holds both inbox locks and has checked the rules),
 * updates the conversation and publishes the live event at commit (in the same statement).
 * `notify` is false when the recipient is on the site or was mailed about this conversation
 * in the last 30 minutes: the `notify-message` job would send nothing, so none is queued.
 */
async function insertMessage(
  tx: Tx,
  c: ConversationRow,
  senderId: string,
  message: Awaited<ReturnType<typeof composeMessage>>,
): Promise<Stored> {
  const [row] = await tx
    .insert(messages)
    .values({
      conversationId: c.id,
      senderId,
      type: message.type,
      content: message.content,
      details: message.details,
      requestStatus:
        message.type === "text" || message.type === "request_response" ? null : "pending",
    })
    .returning();
  if (message.answers) {
    await tx
      .update(messages)
      .set({ requestStatus: message.answers.status })
      .where(eq(messages.id, message.answers.requestId));
  }
  // Money asked before the car is seen: the conversation goes to the staff risk queue (the
  // recipient's notice is drawn where the message is read). Delivery is never blocked
  // (docs/decisions/032-scam-signals.md).
  const phrases = riskyPhrases(message.content);
  if (phrases.length)
    await raiseRisks(
      [
        {
          subjectType: "conversation",
          subjectId: c.id,
          signal: "risky-message",
          key: row.id,
          evidence: {
            messageId: row.id,
            senderId,
            excerpt: [...message.content].slice(0, 300).join(""),
            phrases,
          },
        },
      ],
      tx,
    );
  const toBuyer = senderId !== c.buyerId;
  const recipientId = toBuyer ? c.buyerId : c.sellerId;
  const live: LiveEvent = {
    kind: "message",
    conversationId: c.id,
    seq: row.seq,
    userIds: [c.buyerId, c.sellerId].filter((id): id is string => !!id),
  };
  const [after] = await tx
    .update(conversations)
    .set({
      lastMessageAt: row.createdAt,
      ...(senderId === c.sellerId
        ? {
            sellerFirstReplyAt: sql`coalesce(${conversations.sellerFirstReplyAt}, ${row.createdAt.toISOString()}::timestamptz)`,
          }
        : {}),
    })
    .where(eq(conversations.id, c.id))
    .returning({
      notifiedAt: toBuyer ? conversations.buyerNotifiedAt : conversations.sellerNotifiedAt,
      recipientActiveMs: sql<
        number | null
      >`(select (extract(epoch from max(s.last_active_at)) * 1000)::float8 from sessions s where s.user_id = ${recipientId})`,
      published: notifyExpression(live),
    });
  if (recipientId) await notifyInApp(tx, c, senderId, recipientId, row);
  const now = Date.now();
  const active = after?.recipientActiveMs;
  const notify =
    !!recipientId &&
    !(active !== null && active !== undefined && now - Number(active) < ONLINE_WINDOW_MS) &&
    !(after?.notifiedAt && now - after.notifiedAt.getTime() < NOTIFY_INTERVAL_MINUTES * 60_000);
  return { row, notify };
}

/** The in-app notification's link for a conversation. */
export const conversationLink = (conversationId: string) => `/chat/${conversationId}`;

/**
 * The recipient's in-app notification of a new message, written in their language
 * (docs/decisions/023-languages.md, "Notifications"): "New message from Ada about the Toyota
 * Camry 2018" and the message's first words (a request's line in their language and its
 * note). At most one unread per conversation, so a busy conversation does not flood the list;
 * opening the conversation marks it read (markConversationRead). Runs under the inbox locks,
 * so two messages at once cannot both add one.
 */
async function notifyInApp(
  tx: Tx,
  c: ConversationRow,
  senderId: string,
  recipientId: string,
  message: MessageRow,
) {
  const link = conversationLink(c.id);
  const [unread] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, recipientId),
        eq(notifications.type, "message"),
        eq(notifications.link, link),
        isNull(notifications.readAt),
      ),
    )
    .limit(1);
  if (unread) return;
  const [about] = await tx
    .select({ name: users.firstName, car: listings.title })
    .from(users)
    .leftJoin(listings, c.listingId ? eq(listings.id, c.listingId) : sql`false`)
    .where(eq(users.id, senderId))
    .limit(1);
  const language = (await languagesOf([recipientId], tx)).get(recipientId)!;
  const words = messageWords(language);
  await tx.insert(notifications).values({
    userId: recipientId,
    type: "message",
    title: words
      .t("mail.message.subject", { name: about?.name ?? "", car: about?.car ?? "none" })
      .slice(0, 200),
    body: excerpt(words.text(message)),
    link,
  });
}

/** After a message commits: an e-mail to the recipient later, if they have not read it. */
async function scheduleNotification({ row, notify }: Stored) {
  if (!notify) return;
  try {
    await enqueue("notify-message", { messageId: row.id }, { startAfter: NOTIFY_DELAY_SECONDS });
  } catch (error) {
    // The message is stored and delivered live; a lost e-mail must not fail the send.
    console.error("Could not queue the message notification:", (error as Error).message);
  }
}

/**
 * The other participant's state as seen by `userId`: their account is active, and whether a
 * block stands between the two (either way). One query.
 */
async function otherSide(tx: Tx, userId: string, other: string | null) {
  if (!other) return { active: false, blocked: false };
  const [row] = await tx
    .select({
      status: users.status,
      blocked: sql<boolean>`exists (select 1 from ${userBlocks} b where (b.blocker_id = ${userId} and b.blocked_id = ${other}) or (b.blocker_id = ${other} and b.blocked_id = ${userId}))`,
    })
    .from(users)
    .where(eq(users.id, other))
    .limit(1);
  return { active: row?.status === "active", blocked: !!row?.blocked };
}

/**
 * Sends a message (or a request, or an answer to one) in a conversation the sender takes part
 * in. Answers the stored row. Errors: see the module comment.
 */
export async function sendMessage(
  senderId: string,
  conversationId: string,
  input: MessageInput,
): Promise<MessageRow> {
  // Outside the transaction: a refused send must not roll back the counter.
  const c = await requireParticipant(senderId, conversationId);
  await limitMessages(senderId);
  // The participants never change, except to null when an account is deleted, which
  // otherSide sees as inactive; the first-reply time is kept by the update itself.
  const stored = await db().transaction(async (tx) => {
    await lockInboxes(tx, [c.buyerId, c.sellerId]);
    const other = await otherSide(tx, senderId, otherParticipant(c, senderId));
    if (!other.active) throw new DomainError(403, msg("chat.refusal.inactive"));
    if (other.blocked) throw new DomainError(403, msg("chat.pane.cannotReply"));
    const message = await composeMessage(tx, c, senderId, input);
    return insertMessage(tx, c, senderId, message);
  });
  await scheduleNotification(stored);
  return stored.row;
}

/** Thrown inside contactSeller's transaction when a new conversation was not counted yet. */
class ContactRetry extends Error {}

async function limitNewConversations(buyerId: string) {
  const state = await hitLimit(`conversations:user:${buyerId}`, LIMITS.conversationsPerBuyer);
  const over = overLimit(msg("refusals.limit.conversations"), state);
  if (over) throw new DomainError(429, over.message);
}

function conversationKey(buyerId: string, sellerId: string, listingId: string | null) {
  return and(
    eq(conversations.buyerId, buyerId),
    eq(conversations.sellerId, sellerId),
    listingId ? eq(conversations.listingId, listingId) : isNull(conversations.listingId),
  );
}

async function hasConversation(buyerId: string, sellerId: string, listingId: string | null) {
  const [row] = await db()
    .select({ id: conversations.id })
    .from(conversations)
    .where(conversationKey(buyerId, sellerId, listingId))
    .limit(1);
  return !!row;
}

/** Who a buyer contacts: the seller of a car, or a seller directly (no car). */
export type ContactTarget = { listingId: string } | { sellerId: string };

/** What the contact form and `POST /api/cars/{id}/contact` send. */
export type ContactInput = MessageInput & { sharePhone: boolean; shareEmail: boolean };

async function resolveTarget(
  target: ContactTarget,
): Promise<{ sellerId: string; listingId: string | null }> {
  if ("listingId" in target) {
    const [l] = await db()
      .select({ sellerId: listings.sellerId })
      .from(listings)
      // A suspended seller's conversations take no messages, through this door either.
      .innerJoin(users, and(eq(users.id, listings.sellerId), eq(users.status, "active")))
      .where(and(eq(listings.id, target.listingId), isPublic(new Date())))
      .limit(1);
    if (!l) throw notFound("Car");
    return { sellerId: l.sellerId, listingId: target.listingId };
  }
  const [s] = await db()
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, target.sellerId), eq(users.status, "active")))
    .limit(1);
  if (!s) throw notFound("Seller");
  return { sellerId: s.id, listingId: null };
}

/**
 * A buyer's first (or next) message to a seller about a car: creates the conversation, or
 * adds to the buyer's existing one for that car. Answers its id and whether it is new.
 * Errors: 404 car not public / seller unknown, 400 own listing or blank, 403 blocked, 429.
 */
export async function contactSeller(
  buyerId: string,
  target: ContactTarget,
  input: ContactInput,
): Promise<{ conversationId: string; created: boolean; message: MessageRow }> {
  const { sellerId, listingId } = await resolveTarget(target);
  if (sellerId === buyerId) throw new DomainError(400, msg("chat.refusal.ownListing"));
  await limitMessages(buyerId);
  // Rate-limit counters live outside the transaction (on PGlite a query outside an open
  // transaction would wait for it), so a new conversation is counted first and the
  // transaction runs again if, meanwhile, none turned out to exist.
  let counted = !(await hasConversation(buyerId, sellerId, listingId));
  if (counted) await limitNewConversations(buyerId);
  const attempt = () =>
    db().transaction(async (tx) => {
      await lockInboxes(tx, [buyerId, sellerId]);
      if (await isBlockedBetween(buyerId, sellerId, tx))
        throw new DomainError(403, msg("chat.refusal.blocked"));
      let [c] = await tx
        .select()
        .from(conversations)
        .where(conversationKey(buyerId, sellerId, listingId))
        .limit(1);
      const created = !c;
      if (!c) {
        if (!counted) throw new ContactRetry();
        [c] = await tx
          .insert(conversations)
          .values({
            buyerId,
            sellerId,
            listingId,
            buyerSharedPhone: input.sharePhone,
            buyerSharedEmail: input.shareEmail,
          })
          .returning();
      } else if (
        (input.sharePhone && !c.buyerSharedPhone) ||
        (input.shareEmail && !c.buyerSharedEmail)
      ) {
        // Sharing is never taken back by a later message without the box ticked.
        [c] = await tx
          .update(conversations)
          .set({
            buyerSharedPhone: c.buyerSharedPhone || input.sharePhone,
            buyerSharedEmail: c.buyerSharedEmail || input.shareEmail,
          })
          .where(eq(conversations.id, c.id))
          .returning();
      }
      const message = await composeMessage(tx, c, buyerId, input);
      const stored = await insertMessage(tx, c, buyerId, message);
      return { conversationId: c.id, created, stored };
    });
  let result;
  try {
    result = await attempt();
  } catch (error) {
    if (!(error instanceof ContactRetry)) throw error;
    await limitNewConversations(buyerId);
    counted = true;
    result = await attempt();
  }
  await scheduleNotification(result.stored);
  return {
    conversationId: result.conversationId,
    created: result.created,
    message: result.stored.row,
  };
}

/**
 * Marks the messages the other side sent in a conversation as read (all of them, or up to and
 * including `uptoMessageId`). Answers how many changed. The sender's panes learn it live.
 */
export async function markConversationRead(
  userId: string,
  conversationId: string,
  uptoMessageId?: string,
): Promise<number> {
  const c = await requireParticipant(userId, conversationId);
  let upto: number | undefined;
  if (uptoMessageId) {
    const [m] = await db()
      .select({ seq: messages.seq })
      .from(messages)
      .where(and(eq(messages.id, uptoMessageId), eq(messages.conversationId, c.id)))
      .limit(1);
    if (!m) throw notFound("Message");
    upto = m.seq;
  }
  return db().transaction(async (tx) => {
    const changed = await tx
      .update(messages)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(messages.conversationId, c.id),
          isNull(messages.readAt),
          sql`${messages.senderId} is distinct from ${userId}`,
          upto !== undefined ? sql`${messages.seq} <= ${upto}` : undefined,
        ),
      )
      .returning({ seq: messages.seq });
    if (changed.length) {
      const live: LiveEvent = {
        kind: "read",
        conversationId: c.id,
        readerId: userId,
        seq: Math.max(...changed.map((m) => m.seq)),
        userIds: [c.buyerId, c.sellerId].filter((id): id is string => !!id),
      };
      await tx.execute(notifySql(live));
    }
    await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          eq(notifications.type, "message"),
          eq(notifications.link, conversationLink(c.id)),
        ),
      );
    return changed.length;
  });
}

/**
 * Blocks (or, with `blocked` false, unblocks) the other participant of a conversation. Held
 * under the inbox locks, so once it returns no message between the two can be stored.
 */
export async function setBlocked(
  userId: string,
  conversationId: string,
  blocked: boolean,
): Promise<void> {
  const c = await requireParticipant(userId, conversationId);
  const other = otherParticipant(c, userId);
  if (!other) throw new DomainError(400, msg("chat.refusal.accountGone"));
  await db().transaction(async (tx) => {
    await lockInboxes(tx, [userId, other]);
    if (blocked) {
      await tx
        .insert(userBlocks)
        .values({ blockerId: userId, blockedId: other })
        .onConflictDoNothing();
    } else {
      await tx
        .delete(userBlocks)
        .where(and(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, other)));
    }
    const live: LiveEvent = {
      kind: "block",
      conversationId: c.id,
      blocked,
      userIds: [userId, other],
    };
    await tx.execute(notifySql(live));
  });
}

/** What a deleted account's messages read as on the other side. */
export const DELETED_MESSAGE_TEXT = "Message deleted";

/**
 * Removes what `userId` wrote from every conversation, inside the caller's transaction (account
 * deletion): each of their messages keeps its place and time but reads DELETED_MESSAGE_TEXT,
 * without request details. Holds the user's inbox lock, so no message of theirs can be stored
 * meanwhile. The other side keeps the conversation ("Account no longer active").
 */
export async function eraseMessagesOf(tx: Tx, userId: string): Promise<void> {
  await lockInboxes(tx, [userId]);
  await tx
    .update(messages)
    .set({ content: DELETED_MESSAGE_TEXT, type: "text", details: null, requestStatus: null })
    .where(eq(messages.senderId, userId));
}

/**
 * `PUT /api/messages/{id}/read`: marks the conversation of message `messageId` read up to it.
 * 404 unless the user takes part in that conversation.
 */
export async function markReadUpTo(userId: string, messageId: string): Promise<number> {
  const [m] = await db()
    .select({ conversationId: messages.conversationId })
    .from(messages)
    .where(eq(messages.id, messageId))
    .limit(1);
  if (!m) throw notFound("Message");
  return markConversationRead(userId, m.conversationId, messageId);
}

/**
 * Messaging's reads (docs/decisions/009-messaging.md; docs/product.md#dashboard, #messages and
 * #data): a user's conversation list (the product's Conversation), one conversation's messages (the
 * spec's Message) page by page, the unread count of the nav badge, the seller's inquiries, and the
 * response rate and time shown on car pages and seller profiles. Only participants see a
 * conversation (404 otherwise, through `requireParticipant`).
 *
 * Times are ISO strings; prices whole naira. Raw SQL answers times as epoch milliseconds
 * (`ms(...)`), read the same way from PostgreSQL and PGlite.
 */
import { riskyPhrases } from "~/lib/messaging/risky-phrases";
import { likeContaining } from "~/lib/forms/text";
import { trustScoreOf } from "~/lib/vocabulary/domain-trust";
import { sql, type SQL } from "drizzle-orm";
import { queryRows } from "#db/connection";
import { CHAT_TEXTS, MESSAGES_PAGE, ONLINE_WINDOW_MS } from "~/lib/messaging/messages";
import type { PlanId } from "~/lib/vocabulary/domain";
import type { MessageDetails } from "~/lib/messaging/answers-messaging";
import type { MessageType, RequestStatus } from "~/lib/vocabulary/domain-messaging";
import type { ReadableMessage } from "~/lib/messaging/message-text";
import { notFound } from "../shared/errors.server";
import { sellerName } from "../identity/users.server";
import {
  otherParticipant,
  requireParticipant,
  type ConversationRow,
  type MessageRow,
} from "./messages.server";
import { plural } from "~/lib/format/plural";

/** The other person in a conversation, as the viewer sees them. */
export type Participant = {
  id: string | null;
  name: string;
  avatar: string | null;
  isOnline: boolean;
  lastActiveAt: string | null;
  verificationStatus: "verified" | "unverified";
  trustScore: number;
  /** False once the account is suspended or deleted ("Account no longer active"). */
  active: boolean;
};

/** `active`; `blocked` when either blocked the other; `inactive` when the other account is gone. */
export type ConversationStatus = "active" | "blocked" | "inactive";

/** One row of the conversation list (docs/product.md#data, Conversation). */
export type ConversationSummary = {
  id: string;
  participant: Participant;
  /** `available`: the car's page is public (its link opens). */
  car: { id: string; title: string; price: number; available: boolean } | null;
  unreadCount: number;
  /**
   * The newest message (null when none), whose words the reader's side writes in their language
   * (lib/messaging/message-text.ts; the API's `lastMessage` is that text: message-words.server.ts).
   */
  lastMessage: ReadableMessage | null;
  updatedAt: string;
  status: ConversationStatus;
  /** Which side the viewer is on. */
  role: "buyer" | "seller";
  blockedByMe: boolean;
};

/**
 * A message as the viewer sees it (docs/product.md#data, Message): a request or an answer as its
 * `details` and the note typed with it (`content`), whose words the reader's side writes
 * (lib/messaging/message-text.ts; docs/decisions/027-structured-requests.md). `readAt` only for premium
 * senders.
 */
export type MessageView = {
  id: string;
  seq: number;
  conversationId: string;
  senderId: string | null;
  isFromCurrentUser: boolean;
  content: string;
  type: MessageType;
  details: MessageDetails | null;
  requestStatus: RequestStatus | null;
  timestamp: string;
  createdAt: string;
  readAt?: string | null;
  /**
   * Set on a message to the viewer that asks for money before the car is seen: the conversation
   * shows a safety notice under it (lib/messaging/risky-phrases.ts).
   */
  caution?: true;
};

/** The viewer of a page: who they are and their plan (read receipts are premium). */
export type Viewer = { id: string; plan: PlanId };

const ms = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;
const iso = (value: number | null | undefined) =>
  value === null || value === undefined ? null : new Date(Number(value)).toISOString();
/** A JSON value as the driver gives it: parsed (postgres, PGlite) or, from some paths, text. */
const json = <T>(value: T | string | null): T | null =>
  typeof value === "string" ? (JSON.parse(value) as T) : value;
/** A message's type, words and details, selected as one JSON value (`m` is the message). */
const readableJson = sql`json_build_object('type', m.type, 'content', m.content, 'details', m.details)`;

type SummaryRow = {
  id: string;
  listing_id: string | null;
  buyer_id: string | null;
  seller_id: string | null;
  last_message_at: number;
  other_id: string | null;
  first_name: string | null;
  last_name: string | null;
  business_name: string | null;
  seller_type: string | null;
  avatar: string | null;
  other_status: string | null;
  email_ok: boolean;
  phone_ok: boolean;
  verified: boolean;
  last_active_at: number | null;
  title: string | null;
  price: number | string | null;
  car_public: boolean | null;
  unread: number;
  last_message: ReadableMessage | string | null;
  blocked_by_me: boolean;
  blocked_me: boolean;
  identity_ok: boolean;
};

function summarySql(viewerId: string, where: SQL, limit: number) {
  return sql`
    select c.id, c.listing_id, c.buyer_id, c.seller_id, ${ms(sql`c.last_message_at`)} as last_message_at,
      o.id as other_id, o.first_name, o.last_name, o.business_name, o.seller_type, o.avatar,
      o.status as other_status, o.email_verified_at is not null as email_ok,
      o.phone_verified_at is not null as phone_ok, o.identity_verified_at is not null as identity_ok,
      coalesce(o.verified, false) as verified,
      (select ${ms(sql`max(s.last_active_at)`)} from sessions s where s.user_id = o.id) as last_active_at,
      l.title, l.price, (l.status = 'active' and l.expires_at > now()) as car_public,
      (select count(*)::int from messages m where m.conversation_id = c.id and m.read_at is null
        and m.sender_id is distinct from ${viewerId}) as unread,
      (select ${readableJson} from messages m where m.conversation_id = c.id
        order by m.seq desc limit 1) as last_message,
      exists (select 1 from user_blocks b where b.blocker_id = ${viewerId} and b.blocked_id = o.id)
        as blocked_by_me,
      exists (select 1 from user_blocks b where b.blocker_id = o.id and b.blocked_id = ${viewerId})
        as blocked_me
    from conversations c
    left join users o on o.id = case when c.buyer_id = ${viewerId} then c.seller_id else c.buyer_id end
    left join listings l on l.id = c.listing_id
    where (c.buyer_id = ${viewerId} or c.seller_id = ${viewerId}) and ${where}
    order by c.last_message_at desc, c.id
    limit ${limit}`;
}

function toSummary(r: SummaryRow, viewerId: string, now = Date.now()): ConversationSummary {
  const lastActive = r.last_active_at === null ? null : Number(r.last_active_at);
  const active = !!r.other_id && r.other_status === "active";
  return {
    id: r.id,
    participant: {
      id: r.other_id,
      name: r.other_id
        ? sellerName({
            firstName: r.first_name ?? "",
            lastName: r.last_name ?? "",
            businessName: r.business_name,
            sellerType: r.seller_type,
          }) || CHAT_TEXTS.unknownUser
        : CHAT_TEXTS.unknownUser,
      avatar: r.avatar,
      isOnline: active && lastActive !== null && now - lastActive < ONLINE_WINDOW_MS,
      lastActiveAt: active ? iso(lastActive) : null,
      verificationStatus: r.verified ? "verified" : "unverified",
      trustScore: trustScoreOf({
        emailVerifiedAt: r.email_ok,
        phoneVerifiedAt: r.phone_ok,
        identityVerifiedAt: r.identity_ok,
      }),
      active,
    },
    car:
      r.listing_id && r.title !== null
        ? { id: r.listing_id, title: r.title, price: Number(r.price), available: !!r.car_public }
        : null,
    unreadCount: Number(r.unread),
    lastMessage: json(r.last_message),
    updatedAt: iso(r.last_message_at)!,
    status: !active ? "inactive" : r.blocked_by_me || r.blocked_me ? "blocked" : "active",
    role: r.buyer_id === viewerId ? "buyer" : "seller",
    blockedByMe: r.blocked_by_me,
  };
}

/** A conversation list's row with its newest message as text in the reader's language. */
export type ConversationPreview = Omit<ConversationSummary, "lastMessage"> & {
  lastMessage: string;
};

/**
 * The viewer's conversations, newest first (at most 200); `q` filters by the other person's
 * name or the car's title.
 */
export async function listConversations(viewerId: string, q = ""): Promise<ConversationSummary[]> {
  const term = q.trim().slice(0, 100);
  const where = term
    ? sql`(concat_ws(' ', o.first_name, o.last_name, o.business_name) ilike ${likeContaining(term)}
        or l.title ilike ${likeContaining(term)})`
    : sql`true`;
  const rows = await queryRows<SummaryRow>(summarySql(viewerId, where, 200));
  return rows.map((r) => toSummary(r, viewerId));
}

/** What the conversation pane shows besides its messages. */
export type ConversationDetail = ConversationSummary & {
  blockedMe: boolean;
  /** Whether the viewer may write: both accounts active and no block either way. */
  canReply: boolean;
  /** For the seller: the buyer's phone and e-mail, when the buyer chose to share them. */
  sharedPhone: string | null;
  sharedEmail: string | null;
};

type MessageRowRaw = {
  id: string;
  seq: number | string;
  conversation_id: string;
  sender_id: string | null;
  type: MessageType;
  content: string;
  details: MessageDetails | string | null;
  request_status: RequestStatus | null;
  read_at: number | null;
  created_at: number;
  buyer_id?: string | null;
  seller_id?: string | null;
};

const messageColumns = sql`m.id, m.seq, m.conversation_id, m.sender_id, m.type, m.content,
  m.details, m.request_status, ${ms(sql`m.read_at`)} as read_at, ${ms(sql`m.created_at`)} as created_at`;

/** A stored message as `viewer` sees it. */
export function toMessageView(r: MessageRowRaw, viewer: Viewer): MessageView {
  const mine = r.sender_id === viewer.id;
  const created = iso(r.created_at)!;
  return {
    id: r.id,
    seq: Number(r.seq),
    conversationId: r.conversation_id,
    senderId: r.sender_id,
    isFromCurrentUser: mine,
    content: r.content,
    type: r.type,
    details: json(r.details),
    requestStatus: r.request_status,
    timestamp: created,
    createdAt: created,
    ...(mine && viewer.plan === "premium" ? { readAt: iso(r.read_at) } : {}),
    ...(!mine && riskyPhrases(r.content).length ? { caution: true as const } : {}),
  };
}

/**
 * One conversation and a page of its messages, oldest first: the newest `limit` (default
 * MESSAGES_PAGE), or those before the message `before`. `hasEarlier` says whether older ones
 * remain. Errors: 404 when the viewer is not a participant or `before` is not in it.
 */
export async function getConversation(
  viewer: Viewer,
  conversationId: string,
  before?: string,
  limit = MESSAGES_PAGE,
): Promise<{ conversation: ConversationDetail; messages: MessageView[]; hasEarlier: boolean }> {
  const c = await requireParticipant(viewer.id, conversationId);
  const [summaryRow] = await queryRows<SummaryRow>(
    summarySql(viewer.id, sql`c.id = ${conversationId}`, 1),
  );
  let beforeSeq: number | null = null;
  if (before) {
    const [m] = await queryRows<{ seq: number }>(
      sql`select seq from messages where id = ${before} and conversation_id = ${c.id}`,
    );
    if (!m) throw notFound("Message");
    beforeSeq = Number(m.seq);
  }
  const rows = await queryRows<MessageRowRaw>(sql`
    select ${messageColumns} from messages m
    where m.conversation_id = ${c.id} ${beforeSeq !== null ? sql`and m.seq < ${beforeSeq}` : sql``}
    order by m.seq desc limit ${limit + 1}`);
  const hasEarlier = rows.length > limit;
  const page = rows.slice(0, limit).reverse();
  const summary = toSummary(summaryRow, viewer.id);
  const shared = await sharedContact(c, viewer.id);
  return {
    conversation: {
      ...summary,
      blockedMe: summaryRow.blocked_me,
      canReply: summary.status === "active",
      ...shared,
    },
    messages: page.map((r) => toMessageView(r, viewer)),
    hasEarlier,
  };
}

async function sharedContact(c: ConversationRow, viewerId: string) {
  if (c.sellerId !== viewerId || !c.buyerId || !(c.buyerSharedPhone || c.buyerSharedEmail))
    return { sharedPhone: null, sharedEmail: null };
  const [u] = await queryRows<{ phone: string | null; email: string }>(
    sql`select phone, email from users where id = ${otherParticipant(c, viewerId)}`,
  );
  return {
    sharedPhone: c.buyerSharedPhone ? (u?.phone ?? null) : null,
    sharedEmail: c.buyerSharedEmail ? (u?.email ?? null) : null,
  };
}

/**
 * The messages of the viewer's conversations stored after `afterSeq`, in order (at most
 * `limit`): what a live stream resuming after that event missed.
 */
export async function messagesSince(
  viewer: Viewer,
  afterSeq: number,
  limit = 500,
): Promise<MessageView[]> {
  const rows = await queryRows<MessageRowRaw>(sql`
    select ${messageColumns} from messages m
    join conversations c on c.id = m.conversation_id
    where (c.buyer_id = ${viewer.id} or c.seller_id = ${viewer.id}) and m.seq > ${afterSeq}
    order by m.seq limit ${limit}`);
  return rows.map((r) => toMessageView(r, viewer));
}

/** Stored messages by `seq`, with their conversation's participants (the live fan-out). */
export async function messagesBySeq(seqs: number[]) {
  if (!seqs.length) return [];
  const list = sql.join(
    seqs.map((s) => sql`${s}`),
    sql`, `,
  );
  return queryRows<MessageRowRaw & { buyer_id: string | null; seller_id: string | null }>(sql`
    select ${messageColumns}, c.buyer_id, c.seller_id from messages m
    join conversations c on c.id = m.conversation_id
    where m.seq in (${list})`);
}

/** The newest message `seq` of the viewer's conversations (0 when none): where a stream starts. */
export async function latestSeq(viewerId: string): Promise<number> {
  const [row] = await queryRows<{ seq: number | string | null }>(sql`
    select max(m.seq) as seq from messages m join conversations c on c.id = m.conversation_id
    where c.buyer_id = ${viewerId} or c.seller_id = ${viewerId}`);
  return Number(row?.seq ?? 0);
}

/**
 * Messages sent to the viewer that they have not opened (the nav badge), leaving out the
 * conversation `opening`: the page being served marks it read while this counts.
 */
export async function unreadMessageCount(viewerId: string, opening?: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(sql`
    select count(*)::int as n from messages m join conversations c on c.id = m.conversation_id
    where (c.buyer_id = ${viewerId} or c.seller_id = ${viewerId}) and m.read_at is null
      and m.sender_id is distinct from ${viewerId}
      ${opening ? sql`and c.id <> ${opening}` : sql``}`);
  return Number(row?.n ?? 0);
}

/** The newest conversation between the viewer and `otherId` (the Inquiries tab's Chat link). */
export async function conversationWith(viewerId: string, otherId: string): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(sql`
    select id from conversations
    where (buyer_id = ${viewerId} and seller_id = ${otherId})
       or (seller_id = ${viewerId} and buyer_id = ${otherId})
    order by last_message_at desc limit 1`);
  return row?.id ?? null;
}

/**
 * One inquiry (docs/product.md#data, Inquiry): a buyer's first message to the seller about a car.
 */
export type Inquiry = {
  id: string;
  conversationId: string;
  carId: string | null;
  carTitle: string;
  inquirerId: string | null;
  inquirer: string;
  date: string;
  /** The first message, whose words the page writes in its language (message-words.server.ts). */
  message: ReadableMessage | null;
  /** Only when the buyer chose to share them. */
  phone: string | null;
  email: string | null;
  /** Whether the car's page opens now (a sold, expired or removed car's answers 404). */
  carPublic: boolean;
};

/** The seller's inquiries, newest first (at most 100). */
export async function listInquiries(sellerId: string): Promise<Inquiry[]> {
  const rows = await queryRows<{
    id: string;
    listing_id: string | null;
    title: string | null;
    car_public: boolean | null;
    buyer_id: string | null;
    first_name: string | null;
    last_name: string | null;
    phone: string | null;
    email: string | null;
    buyer_shared_phone: boolean;
    buyer_shared_email: boolean;
    created_at: number;
    first_message: ReadableMessage | string | null;
  }>(sql`
    select c.id, c.listing_id, l.title, (l.status = 'active' and l.expires_at > now()) as car_public,
      c.buyer_id, u.first_name, u.last_name, u.phone, u.email,
      c.buyer_shared_phone, c.buyer_shared_email, ${ms(sql`c.created_at`)} as created_at,
      (select ${readableJson} from messages m where m.conversation_id = c.id
        order by m.seq limit 1) as first_message
    from conversations c
    left join listings l on l.id = c.listing_id
    left join users u on u.id = c.buyer_id
    where c.seller_id = ${sellerId}
    order by c.created_at desc limit 100`);
  return rows.map((r) => ({
    id: r.id,
    conversationId: r.id,
    carId: r.listing_id,
    carTitle: r.title ?? CHAT_TEXTS.noCar,
    inquirerId: r.buyer_id,
    inquirer: r.buyer_id
      ? `${r.first_name ?? ""} ${r.last_name ?? ""}`.trim() || CHAT_TEXTS.unknownUser
      : CHAT_TEXTS.unknownUser,
    date: iso(r.created_at)!,
    message: json(r.first_message),
    phone: r.buyer_shared_phone ? r.phone : null,
    email: r.buyer_shared_email ? r.email : null,
    carPublic: !!r.car_public,
  }));
}

/** Inquiries (conversations started) per listing, by listing id. */
export async function inquiryCounts(listingIds: string[]): Promise<Map<string, number>> {
  if (!listingIds.length) return new Map();
  const list = sql.join(
    listingIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<{ listing_id: string; n: number }>(sql`
    select listing_id, count(*)::int as n from conversations
    where listing_id in (${list}) group by listing_id`);
  return new Map(rows.map((r) => [r.listing_id, Number(r.n)]));
}

/** The dashboard's Inquiries (conversations as seller) and Active Chats (open conversations). */
export async function conversationCounts(
  userId: string,
): Promise<{ inquiries: number; activeChats: number }> {
  const [row] = await queryRows<{ inquiries: number; active: number }>(sql`
    select count(*) filter (where c.seller_id = ${userId})::int as inquiries,
      count(*) filter (where o.status = 'active' and not exists (
        select 1 from user_blocks b where (b.blocker_id = ${userId} and b.blocked_id = o.id)
          or (b.blocker_id = o.id and b.blocked_id = ${userId})))::int as active
    from conversations c
    left join users o on o.id = case when c.buyer_id = ${userId} then c.seller_id else c.buyer_id end
    where c.buyer_id = ${userId} or c.seller_id = ${userId}`);
  return { inquiries: Number(row?.inquiries ?? 0), activeChats: Number(row?.active ?? 0) };
}

/** Below this many conversations in 90 days a seller's response figures read "Not enough data". */
export const RESPONSE_MIN_CONVERSATIONS = 3;

export type ResponseStats = { responseRate: number | null; responseTime: string | null };

/** "within 15 minutes", "within 3 hours", "within 2 days": a median wait in words. */
export function responseTimeText(medianMs: number): string {
  const minutes = Math.max(1, Math.ceil(medianMs / 60_000));
  if (minutes < 60) return `Within ${plural(minutes, { one: "minute", other: "minutes" })}`;
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return `Within ${plural(hours, { one: "hour", other: "hours" })}`;
  const days = Math.ceil(hours / 24);
  return `Within ${plural(days, { one: "day", other: "days" })}`;
}

/**
 * Each seller's response rate (percent of conversations started in the last 90 days answered
 * within 24 hours) and response time (median wait for the first answer, over answered ones),
 * by seller id; both null below RESPONSE_MIN_CONVERSATIONS conversations
 * (docs/decisions/009-messaging.md).
 */
export async function responseStats(sellerIds: string[]): Promise<Map<string, ResponseStats>> {
  const unique = [...new Set(sellerIds)];
  if (!unique.length) return new Map();
  const list = sql.join(
    unique.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<{
    seller_id: string;
    n: number;
    fast: number;
    median_ms: number | null;
  }>(sql`
    select seller_id, count(*)::int as n,
      count(*) filter (where seller_first_reply_at <= created_at + interval '24 hours')::int as fast,
      (percentile_cont(0.5) within group (order by extract(epoch from seller_first_reply_at - created_at))
        filter (where seller_first_reply_at is not null) * 1000)::float8 as median_ms
    from conversations
    where seller_id in (${list}) and created_at > now() - interval '90 days'
    group by seller_id`);
  const stats = new Map<string, ResponseStats>(
    unique.map((id) => [id, { responseRate: null, responseTime: null }]),
  );
  for (const r of rows) {
    if (Number(r.n) < RESPONSE_MIN_CONVERSATIONS) continue;
    stats.set(r.seller_id, {
      responseRate: Math.round((Number(r.fast) / Number(r.n)) * 100),
      responseTime: r.median_ms === null ? null : responseTimeText(Number(r.median_ms)),
    });
  }
  return stats;
}

/** A message row as drizzle returns it (messaging/messages.server.ts), as `viewer` sees it. */
export function messageViewOf(row: MessageRow, viewer: Viewer): MessageView {
  return toMessageView(
    {
      id: row.id,
      seq: row.seq,
      conversation_id: row.conversationId,
      sender_id: row.senderId,
      type: row.type,
      content: row.content,
      details: row.details,
      request_status: row.requestStatus,
      read_at: row.readAt?.getTime() ?? null,
      created_at: row.createdAt.getTime(),
    },
    viewer,
  );
}

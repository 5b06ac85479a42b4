/**
 * The database schema, messaging area (db/schema.ts gathers every area; conventions there).
 * Conversations between a buyer and a seller, their messages, blocks and reports
 * (docs/decisions/009-messaging.md).
 */
import { sql } from "drizzle-orm";
import {
  MESSAGE_TYPES,
  REPORT_REASONS,
  REPORT_SEVERITIES,
  REPORT_STATUSES,
  REPORT_ACTIONS,
  REPORT_TARGET_TYPES,
  REQUEST_STATUSES,
  type MessageType,
  type ReportReason,
  type ReportSeverity,
  type ReportStatus,
  type ReportAction,
  type ReportTargetType,
  type RequestStatus,
} from "../../app/lib/vocabulary/domain-messaging";
import type { MessageDetails } from "../../app/lib/messaging/answers-messaging";
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, oneOf } from "./columns";
import { users } from "./accounts";
import { listings } from "./listings";

/**
 * A conversation between a buyer and a seller, about one car or (from the seller's profile)
 * none. A deleted account leaves the conversation readable to the other side (its id becomes
 * null: "Account no longer active"). One conversation per buyer, seller and car: the unique
 * index holds it for cars, the model's per-pair lock for conversations without one.
 * The buyer chooses whether the seller sees their phone number and e-mail (the Inquiries tab).
 * `sellerFirstReplyAt` feeds the seller's response rate and time; `*NotifiedAt` throttles the
 * offline e-mail to one per conversation and recipient every 30 minutes
 * (docs/decisions/009-messaging.md).
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    buyerId: uuid("buyer_id").references(() => users.id, { onDelete: "set null" }),
    sellerId: uuid("seller_id").references(() => users.id, { onDelete: "set null" }),
    /** The buyer ticked "Share my phone number with the seller". */
    buyerSharedPhone: boolean("buyer_shared_phone").notNull().default(false),
    /** The buyer ticked "Share my e-mail address with the seller". */
    buyerSharedEmail: boolean("buyer_shared_email").notNull().default(false),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    sellerFirstReplyAt: timestamp("seller_first_reply_at", { withTimezone: true }),
    buyerNotifiedAt: timestamp("buyer_notified_at", { withTimezone: true }),
    sellerNotifiedAt: timestamp("seller_notified_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("conversations_buyer_seller_listing_key").on(t.buyerId, t.sellerId, t.listingId),
    index("conversations_buyer_idx").on(t.buyerId, t.lastMessageAt),
    index("conversations_seller_idx").on(t.sellerId, t.lastMessageAt),
    index("conversations_listing_idx").on(t.listingId),
    check("conversations_two_people_check", sql`${t.buyerId} <> ${t.sellerId}`),
  ],
);

/**
 * One message. `seq` orders a conversation and numbers the live stream's events: messages are
 * written under per-participant locks held to commit, so for each user `seq` grows in commit
 * order and resuming after `Last-Event-ID` loses nothing (models/messaging/messages.server.ts).
 * Structured requests and the seller's answers keep what was asked in `details` (the request
 * kind, its time, place or amounts, the answer) and the note the sender typed in `content`,
 * which may then be empty; their words are written when read, in the reader's language
 * (docs/decisions/027-structured-requests.md). A request's answer is also in `requestStatus`.
 * `readAt` is when the recipient opened it.
 */
export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity().notNull().unique(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id").references(() => users.id, { onDelete: "set null" }),
    type: text("type").$type<MessageType>().notNull().default("text"),
    content: text("content").notNull(),
    details: jsonb("details").$type<MessageDetails>(),
    requestStatus: text("request_status").$type<RequestStatus>(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversationId, t.seq),
    index("messages_unread_idx")
      .on(t.conversationId)
      .where(sql`${t.readAt} is null`),
    check("messages_type_check", oneOf(t.type, MESSAGE_TYPES)),
    check("messages_request_status_check", oneOf(t.requestStatus, REQUEST_STATUSES)),
    // A text has words; a request's or an answer's note may be empty.
    check(
      "messages_content_length_check",
      sql`char_length(${t.content}) <= 2000 and (${t.type} <> 'text' or char_length(${t.content}) >= 1)`,
    ),
  ],
);

/**
 * A user who blocked another: no new messages between the two, both ways
 * (docs/product.md#messages).
 */
export const userBlocks = pgTable(
  "user_blocks",
  {
    blockerId: uuid("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: uuid("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index("user_blocks_blocked_idx").on(t.blockedId),
  ],
);

/**
 * A report about a user, listing, message or review, for the staff Reports queue. `targetId`
 * names the reported thing; `reportedUserId` is whose it is (resolved when reported), so a
 * queue can group repeated reports against one person. Severity follows the reason.
 */
export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reporterId: uuid("reporter_id").references(() => users.id, { onDelete: "set null" }),
    targetType: text("target_type").$type<ReportTargetType>().notNull(),
    targetId: uuid("target_id").notNull(),
    reportedUserId: uuid("reported_user_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").$type<ReportReason>().notNull(),
    details: text("details").notNull().default(""),
    severity: text("severity").$type<ReportSeverity>().notNull(),
    status: text("status").$type<ReportStatus>().notNull().default("pending"),
    /** The staff member investigating it (docs/decisions/013-admin-panel.md). */
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    /** What was done (REPORT_ACTIONS) and the staff's note, once resolved. */
    action: text("action").$type<ReportAction>(),
    resolution: text("resolution"),
    resolvedById: uuid("resolved_by_id").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("reports_status_idx").on(t.status, t.createdAt),
    index("reports_reported_user_idx").on(t.reportedUserId),
    check("reports_action_check", oneOf(t.action, REPORT_ACTIONS)),
    index("reports_target_idx").on(t.targetType, t.targetId),
    index("reports_reporter_idx").on(t.reporterId, t.createdAt),
    check("reports_target_type_check", oneOf(t.targetType, REPORT_TARGET_TYPES)),
    check("reports_reason_check", oneOf(t.reason, REPORT_REASONS)),
    check("reports_severity_check", oneOf(t.severity, REPORT_SEVERITIES)),
    check("reports_status_check", oneOf(t.status, REPORT_STATUSES)),
    check("reports_details_length_check", sql`char_length(${t.details}) <= 1000`),
  ],
);

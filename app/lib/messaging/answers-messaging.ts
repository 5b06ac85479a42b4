/**
 * The named answer shapes of messaging's JSON API (docs/decisions/025-api-contract.md;
 * docs/product.md#data, Conversation and Message; docs/decisions/009-messaging.md): a row of the
 * conversation list, one conversation as its pane shows it, and a message as its viewer sees it.
 * Each is a `#/components/schemas/<name>` of the OpenAPI document. Times are ISO strings; prices
 * whole naira.
 *
 * Nothing here parses at run time: the schemas type what models/messaging builds, and the API
 * tests check every answer against the document built from them.
 */
import { z } from "zod";
import { component } from "../api/answer-components";
import { isoDateTime } from "../api/answers";
import {
  MESSAGE_TYPES,
  REQUEST_ANSWERS,
  REQUEST_STATUSES,
  REQUEST_TYPES,
} from "../vocabulary/domain-messaging";

/** The other person of a conversation, as the viewer sees them. */
const ParticipantSchema = z.object({
  id: z.guid().nullable().describe("Null once their account is deleted."),
  name: z.string(),
  avatar: z.string().nullable(),
  isOnline: z.boolean().describe("Active on the site in the last 5 minutes."),
  lastActiveAt: isoDateTime.nullable().describe("Null when never seen, or no longer active."),
  verificationStatus: z.enum(["verified", "unverified"]),
  trustScore: z
    .number()
    .int()
    .min(0)
    .max(100)
    .describe("E-mail +25, phone +25, identity document +50."),
  active: z
    .boolean()
    .describe('False once the account is suspended or deleted ("Account no longer active").'),
});

const conversationFields = {
  id: z.guid(),
  participant: ParticipantSchema,
  car: z
    .object({
      id: z.guid(),
      title: z.string(),
      price: z.number().int().describe("Naira."),
      available: z.boolean().describe("The car's page is public (its link opens)."),
    })
    .nullable()
    .describe("The car it is about; null for a conversation started from a seller's profile."),
  unreadCount: z.number().int().min(0).describe("Messages from the other side not read yet."),
  lastMessage: z
    .string()
    .describe(
      "The newest message as its reader reads it (a Message's `text`), in the language `Accept-Language` prefers.",
    ),
  updatedAt: isoDateTime.describe("When the newest message was sent."),
  status: z
    .enum(["active", "blocked", "inactive"])
    .describe(
      "`blocked` when either side blocked the other; `inactive` when the other account is suspended or deleted.",
    ),
  role: z.enum(["buyer", "seller"]).describe("The caller's side."),
  blockedByMe: z.boolean(),
};

/** A row of the caller's conversation list (docs/product.md#data, Conversation). */
export const ConversationSchema = component(
  "Conversation",
  z.object(conversationFields).describe("A conversation as the caller's list shows it."),
);

/** One conversation as its pane shows it: the list row and what the pane adds. */
export const ConversationDetailSchema = component(
  "ConversationDetail",
  z
    .object({
      ...conversationFields,
      blockedMe: z.boolean().describe("The other side blocked the caller."),
      canReply: z
        .boolean()
        .describe("Both accounts are active and neither blocked the other: the caller may send."),
      sharedPhone: z
        .string()
        .nullable()
        .describe("For the seller: the buyer's phone, when the buyer chose to share it."),
      sharedEmail: z
        .string()
        .nullable()
        .describe("For the seller: the buyer's e-mail, when the buyer chose to share it."),
    })
    .describe("A conversation with what its pane shows besides the messages."),
);

/**
 * A structured request or a seller's answer, as stored in `messages.details` and answered by the
 * API (docs/decisions/027-structured-requests.md): the request kind (`requestType`), its time,
 * place or amounts, and for an answer the request it answers and how. Times are ISO instants, a
 * test drive's chosen in Lagos time; an inspection's day is a Lagos calendar date; money is
 * whole naira. The texts the pages, notices, e-mails and the API's `text` show are written
 * from these when read, in the reader's language.
 */
export const MessageDetailsSchema = component(
  "MessageDetails",
  z
    .union([
      z
        .object({
          requestType: z.literal("test_drive"),
          at: isoDateTime.describe("The time asked for (chosen in Lagos time)."),
        })
        .describe("A test drive request."),
      z
        .object({
          requestType: z.literal("inspection"),
          date: z.iso.date().describe("The day asked for, a Lagos calendar date (YYYY-MM-DD)."),
          location: z.string().describe("Where, as the buyer wrote it."),
        })
        .describe("An inspection request."),
      z
        .object({
          requestType: z.literal("financing"),
          downPayment: z.number().int().min(0).describe("Naira."),
          durationMonths: z.number().int().min(1),
        })
        .describe("A financing application."),
      z
        .object({
          requestId: z.guid().describe("The request answered (a message of this conversation)."),
          requestType: z.enum(REQUEST_TYPES).describe("The kind of request answered."),
          answer: z.enum(REQUEST_ANSWERS),
          suggestedAt: isoDateTime
            .optional()
            .describe("With `rescheduled`: the time the seller suggests (chosen in Lagos time)."),
        })
        .describe("The seller's answer to a request (`type` request_response)."),
    ])
    .describe("A request's or an answer's fields."),
);
export type MessageDetails = z.output<typeof MessageDetailsSchema>;

/** A message as its viewer sees it (docs/product.md#data, Message). */
export const MessageSchema = component(
  "Message",
  z
    .object({
      id: z.guid(),
      seq: z
        .number()
        .int()
        .min(1)
        .describe("Its place among all messages: the event stream's id, to resume after."),
      conversationId: z.guid(),
      senderId: z.guid().nullable().describe("Null once the sender's account is deleted."),
      isFromCurrentUser: z.boolean(),
      content: z
        .string()
        .describe(
          "What the sender typed, as typed: the text, or the note sent with a request or an answer (empty when none).",
        ),
      text: z
        .string()
        .describe(
          "The message as a reader reads it, in the language `Accept-Language` prefers: a request's or answer's line (times and days in Lagos time), then the note on the next line; a text message as typed.",
        ),
      type: z.enum(MESSAGE_TYPES),
      details: MessageDetailsSchema.nullable().describe(
        "A request's or an answer's fields; null for text (and for a request stored before requests were structured whose text could not be read: `text` is then its words as stored).",
      ),
      requestStatus: z
        .enum(REQUEST_STATUSES)
        .nullable()
        .describe("Where a request stands; null for text and answers."),
      timestamp: isoDateTime.describe("When it was sent (the same as createdAt)."),
      createdAt: isoDateTime,
      readAt: isoDateTime
        .nullable()
        .optional()
        .describe(
          "Only on a premium sender's own messages: when the other side read it, null while unread.",
        ),
      caution: z
        .literal(true)
        .optional()
        .describe(
          "Only on a message to the reader that asks for money before the car is seen (a deposit to hold it, payment before inspection, gift cards, crypto): show the reader a safety notice. The message is delivered as sent; staff see the conversation in the risk queue.",
        ),
    })
    .describe("A message, a structured request, or the seller's answer to one."),
);

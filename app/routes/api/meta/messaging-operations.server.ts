/**
 * The operations of messaging (docs/decisions/009-messaging.md): contact, conversations, messages,
 * the live stream, reports and reviews. Part of API_OPERATIONS (api-operations.server.ts).
 */
import { ContactSchema, SendMessageSchema } from "~/lib/messages";
import { ReportSchema } from "~/lib/report-schema";
import { ReviewSchema } from "~/lib/review-schema";
import { AUTH_ERRORS, BAD_BODY, type ApiOperation } from "./api-operation.server";

export const MESSAGING_OPERATIONS: ApiOperation[] = [
  {
    method: "post",
    path: "/api/cars/{id}/contact",
    tag: "Messages",
    summary:
      "Messages the seller of a public car: 201 `data.conversationId` for a new conversation, 200 with the same id when the caller already has one for that car (the message is added). `type` defaults to `text`; a test drive, inspection or financing request may be sent with its fields.",
    auth: "bearer",
    body: ContactSchema,
    created: true,
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
      403: "One of you has blocked the other.",
      404: "No public car with this id.",
      429: "Too many new conversations (20 an hour) or messages (30 a minute).",
    },
  },
  {
    method: "get",
    path: "/api/messages/conversations",
    tag: "Messages",
    summary:
      "The caller's conversations, newest first: `data` is an array of {id, participant {id, name, avatar, isOnline, lastActiveAt, verificationStatus, trustScore, active}, car {id, title, price} or null, unreadCount, lastMessage, updatedAt, status (active, blocked, inactive), role, blockedByMe}.",
    auth: "bearer",
    query: { q: "Searches the other person's name and the car's title." },
    errors: AUTH_ERRORS,
  },
  {
    method: "get",
    path: "/api/messages/conversations/{id}",
    tag: "Messages",
    summary:
      "One conversation (`data.conversation`, with canReply, blockedMe and the buyer's shared phone and e-mail for the seller) and its newest 50 messages, oldest first (`data.messages`: id, seq, conversationId, senderId, isFromCurrentUser, content, type, details, requestStatus, timestamp, createdAt, and readAt on a premium sender's own messages); `data.hasEarlier`.",
    auth: "bearer",
    query: { before: "A message id: answers the 50 messages before it." },
    errors: { ...AUTH_ERRORS, 404: "Not a participant, or no such conversation or message." },
  },
  {
    method: "post",
    path: "/api/messages/send",
    tag: "Messages",
    summary:
      "Sends a message (`type` text, default), a request (test_drive {at: Lagos time YYYY-MM-DDTHH:mm, 2 hours ahead at least}, inspection {date, location}, financing {downPayment, durationMonths}) or the seller's answer to one (request_response {requestId, answer, suggestedAt?}). `data` is the message.",
    auth: "bearer",
    body: SendMessageSchema,
    created: true,
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
      403: "Blocked, the other account is no longer active, or this side cannot send this type.",
      404: "Not a participant.",
      409: "The request was already answered.",
      429: "More than 30 messages a minute.",
    },
  },
  {
    method: "put",
    path: "/api/messages/{id}/read",
    tag: "Messages",
    summary:
      "Marks the conversation of message `id` read up to it (`data.marked`: how many changed).",
    auth: "bearer",
    errors: { ...AUTH_ERRORS, 404: "Not a participant, or no such message." },
  },
  {
    method: "post",
    path: "/api/messages/conversations/{id}/block",
    tag: "Messages",
    summary: "Blocks the other participant: neither can send until the block is lifted.",
    auth: "bearer",
    errors: { ...AUTH_ERRORS, 404: "Not a participant." },
  },
  {
    method: "delete",
    path: "/api/messages/conversations/{id}/block",
    tag: "Messages",
    summary: "Lifts the caller's block of the other participant.",
    auth: "bearer",
    errors: { ...AUTH_ERRORS, 404: "Not a participant." },
  },
  {
    method: "get",
    path: "/api/messages/stream",
    tag: "Messages",
    summary:
      "Server-sent events for the caller: `message` events (id = the message's seq, data = the message JSON), `read` events {conversationId, readerId, seq} and `block` events {conversationId, blocked}; a `: ping` comment every 15 s. Send `Last-Event-ID` (or `?after=`) to resume without loss or duplicates.",
    auth: "bearer",
    query: { after: "Resume after this message seq (the Last-Event-ID header wins)." },
    eventStream: true,
    errors: {
      ...AUTH_ERRORS,
      400: "Last-Event-ID is not a sequence number.",
      429: "The caller already has 8 streams open on this server.",
    },
  },
  {
    method: "post",
    path: "/api/reports",
    tag: "Messages",
    summary:
      "Reports a user, listing, message or review to the staff (201 `data` {id, targetType, targetId, reason, severity, status, createdAt}). Severity follows the reason: scam high, abusive warning, others info.",
    auth: "bearer",
    body: ReportSchema,
    created: true,
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
      404: "No such target, or not one you can see (a message of a conversation you are not in).",
      409: "You have already reported this (your report is still pending).",
      429: "Too many reports (10 a day).",
    },
  },
  {
    method: "post",
    path: "/api/users/{id}/reviews",
    tag: "Users",
    summary:
      "Reviews seller `{id}` (201 `data` the review). Allowed once the seller has answered one of your messages; one review per seller.",
    auth: "bearer",
    body: ReviewSchema,
    created: true,
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
      403: "The seller has not answered one of your messages yet.",
      404: "No such seller.",
      409: "You have already reviewed this seller.",
    },
  },
  {
    method: "get",
    path: "/api/users/{id}/reviews/mine",
    tag: "Users",
    summary:
      "Your review of seller `{id}` and whether you may write one: `data` {canReview, review (or null)}.",
    auth: "bearer",
    errors: AUTH_ERRORS,
  },
  {
    method: "put",
    path: "/api/users/{id}/reviews/mine",
    tag: "Users",
    summary: "Replaces the rating, comment and car purchased of your review of seller `{id}`.",
    auth: "bearer",
    body: ReviewSchema,
    errors: { ...BAD_BODY, ...AUTH_ERRORS, 404: "You have no review of this seller." },
  },
  {
    method: "delete",
    path: "/api/users/{id}/reviews/mine",
    tag: "Users",
    summary: "Deletes your review of seller `{id}`.",
    auth: "bearer",
    errors: { ...AUTH_ERRORS, 404: "You have no review of this seller." },
  },
];

/**
 * Messaging's shared rules and texts (docs/decisions/009-messaging.md; docs/product.md#messages,
 * #data, #validation): the message limits, the zod schemas of the send and contact payloads (the
 * forms and the API validate with the same ones), and the structured requests of the car page's
 * quick actions (test drive, inspection, financing) with the details each stores (their words
 * are written when read: lib/messaging/message-text.ts).
 *
 * Times: a test drive is chosen as Lagos wall-clock time (`YYYY-MM-DDTHH:mm`, West Africa Time,
 * UTC+1 all year) and stored as an ISO instant.
 */
import { z } from "zod";
import { msg } from "~/i18n/messages";
import type { MessageDetails } from "./answers-messaging";
import { REQUEST_ANSWERS, type RequestType } from "../vocabulary/domain-messaging";
import { line, paragraph } from "../forms/text";

// Validation errors are `forms` message keys, shown in the reader's language
// (docs/decisions/023-languages.md, "Messages as keys").

/** A message is at most this many characters (docs/decisions/009-messaging.md). */
export const MESSAGE_MAX = 2000;
/** Messages per page of a conversation; earlier ones load by a cursor. */
export const MESSAGES_PAGE = 50;
/** A test drive must be booked at least this far ahead. */
export const TEST_DRIVE_MIN_LEAD_MS = 2 * 60 * 60_000;
/** Financing durations offered, in months. */
export const FINANCING_MONTHS = [12, 24, 36, 48, 60] as const;
/** "Online" means active in the last 5 minutes (docs/decisions/009-messaging.md). */
export const ONLINE_WINDOW_MS = 5 * 60_000;

/** The product's texts (docs/product.md#messages and #error-texts). */
export const CHAT_TEXTS = {
  unverifiedWarning:
    "This user is not verified. Exercise caution and avoid sharing personal information.",
  noConversations: "No conversations found",
  noMessages: "No messages yet. Start the conversation!",
  noCar: "No car specified",
  unknownUser: "Unknown User",
  loading: "Loading conversations...",
  loadConversationsFailed: "Failed to load conversations",
  loadMessagesFailed: "Failed to load messages",
  sendFailed: "Failed to send message",
  cannotReply: "You can't reply to this conversation",
  inactive: "Account no longer active",
} as const;

/** The first message's prefilled text on the contact form. */
export function firstMessageText(title: string | null): string {
  return title ? `Hello, is this ${title} still available?` : "Hello, I'm interested in your cars.";
}

/** The instant of a Lagos wall-clock time `YYYY-MM-DDTHH:mm`; null when malformed. */
export function lagosLocalToIso(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const utc = Date.UTC(y, mo - 1, d, h - 1, mi);
  const check = new Date(utc + 60 * 60_000);
  if (check.getUTCDate() !== d || check.getUTCMonth() !== mo - 1 || h > 23 || mi > 59) return null;
  return new Date(utc).toISOString();
}

/** Today's calendar date in Lagos, `YYYY-MM-DD`. */
export function lagosToday(now = new Date()): string {
  return new Date(now.getTime() + 60 * 60_000).toISOString().slice(0, 10);
}

const messageText = () => paragraph(MESSAGE_MAX, msg("forms.message.tooLong"));

const uuid = z.string().uuid(msg("forms.id.invalid"));

const testDriveAt = z
  .string({ error: msg("forms.dateTime.required") })
  .refine((v) => lagosLocalToIso(v) !== null, msg("forms.dateTime.required"))
  .refine(
    (v) => Date.parse(lagosLocalToIso(v) ?? "") - Date.now() >= TEST_DRIVE_MIN_LEAD_MS,
    msg("forms.dateTime.lead"),
  );

/**
 * Plain text: `type` may be left out and is then `text`, in the document (not required, default
 * `text`) as on the server, so a client that only ever sends text never names it.
 */
const TextFields = z.object({ type: z.literal("text").default("text") });
const TestDriveFields = z.object({ type: z.literal("test_drive"), at: testDriveAt });
const InspectionFields = z.object({
  type: z.literal("inspection"),
  date: z
    .string({ error: msg("forms.date.required") })
    .regex(/^\d{4}-\d{2}-\d{2}$/, msg("forms.date.required"))
    .refine((v) => v >= lagosToday(), msg("forms.date.notPast")),
  location: line(200, msg("forms.inspection.locationMax")).min(3, msg("forms.inspection.location")),
});
const FinancingFields = z.object({
  type: z.literal("financing"),
  downPayment: z.coerce
    .number({ error: msg("forms.downPayment.required") })
    .int(msg("forms.downPayment.whole"))
    .min(0, msg("forms.downPayment.required"))
    .max(10_000_000_000, msg("forms.downPayment.tooLarge")),
  durationMonths: z.coerce
    .number({ error: msg("forms.duration.required") })
    .refine(
      (v) => (FINANCING_MONTHS as readonly number[]).includes(v),
      msg("forms.duration.required"),
    ),
});
const AnswerFields = z.object({
  type: z.literal("request_response"),
  requestId: uuid,
  answer: z.enum(REQUEST_ANSWERS, { error: msg("forms.answer.required") }),
  suggestedAt: testDriveAt.optional(),
});

/** The fields of each kind of message (the quick actions' forms and the API). */
export const RequestFieldsSchema = z.discriminatedUnion("type", [
  TextFields,
  TestDriveFields,
  InspectionFields,
  FinancingFields,
  AnswerFields,
]);
/** What a buyer's first message may be: text or a new request (not an answer). */
export const ContactFieldsSchema = z.discriminatedUnion("type", [
  TextFields,
  TestDriveFields,
  InspectionFields,
  FinancingFields,
]);
export type RequestFields = z.infer<typeof RequestFieldsSchema>;

/** `POST /api/messages/send`: `{conversationId, content, type?}` plus the type's fields. */
export const SendMessageSchema = z
  .object({ conversationId: uuid, content: messageText().optional().default("") })
  .and(RequestFieldsSchema);

/** `POST /api/cars/{id}/contact` and the contact form: the first message, maybe a request. */
export const ContactSchema = z
  .object({
    message: messageText().optional().default(""),
    sharePhone: z.boolean().optional().default(false),
    shareEmail: z.boolean().optional().default(false),
  })
  .and(ContactFieldsSchema);

/**
 * `details` of a request from its validated fields, times as ISO instants
 * (docs/decisions/027-structured-requests.md); for an answer, `answered` is the kind of the
 * request it answers. Null for text.
 */
export function requestDetails(
  fields: RequestFields,
  answered: RequestType | null = null,
): MessageDetails | null {
  switch (fields.type) {
    case "text":
      return null;
    case "test_drive":
      return { requestType: "test_drive", at: lagosLocalToIso(fields.at)! };
    case "inspection":
      return { requestType: "inspection", date: fields.date, location: fields.location };
    case "financing":
      return {
        requestType: "financing",
        downPayment: fields.downPayment,
        durationMonths: fields.durationMonths,
      };
    case "request_response":
      if (!answered) throw new Error("An answer's details need the kind of request it answers");
      return {
        requestId: fields.requestId,
        requestType: answered,
        answer: fields.answer,
        ...(fields.suggestedAt ? { suggestedAt: lagosLocalToIso(fields.suggestedAt)! } : {}),
      };
  }
}

/** "Last seen 5 min ago" / "Online" from the last activity (ISO) and now. */
export function presenceText(lastActiveAt: string | null, now = Date.now()): string {
  if (!lastActiveAt) return "Offline";
  const ago = now - Date.parse(lastActiveAt);
  if (ago < ONLINE_WINDOW_MS) return "Online";
  const minutes = Math.floor(ago / 60_000);
  if (minutes < 60) return `Last seen ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Last seen ${hours} h ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? "Last seen yesterday" : `Last seen ${days} days ago`;
}

/**
 * The words of a structured request or answer (docs/decisions/027-structured-requests.md): a
 * message stores what was asked (`details`: the request kind, its time, place or amounts, the
 * seller's answer) and the note its sender typed (`content`), never the sentence; the sentence
 * is written here when the message is read, in the reader's language (the `chat` catalogue),
 * with times and days in Lagos time, which is the time the buyer chose them in. The
 * conversation page calls it in the browser with the page's `t`; the server calls it for the
 * conversation list, the Inquiries tab, notifications, e-mails and the API's `text`.
 *
 * "Test drive request: Sat, 28 Nov 2026, 10:00 (Lagos time)" in English; a text message reads
 * as typed; a request stored before this change whose words could not be read back into
 * `details` (details null) reads as it was stored.
 */
import type { MessageKey, MessageValues } from "~/i18n/keys";
import type { MessageDetails } from "./answers-messaging";
import type { MessageType } from "../vocabulary/domain-messaging";
import { makeFormatters, monthNames, type Formatters } from "../format/format";

const LAGOS = "Africa/Lagos";
/** Lagos is UTC+1 all year (no daylight saving). */
const LAGOS_OFFSET_MS = 60 * 60_000;

type Translate = (key: MessageKey, values?: MessageValues) => string;

/** What a message's words are written from. */
export type ReadableMessage = {
  type: MessageType;
  /** The sender's words: the text, or a request's or answer's note ("" when none). */
  content: string;
  details: MessageDetails | null;
};

/** Times and days in Lagos time, in the language of `t` and `f` ("Sat, 28 Nov 2026, 10:00"). */
function lagosWords(t: Translate, f: Formatters) {
  const lagos =
    f.timeZone === LAGOS
      ? f
      : makeFormatters({ locale: f.locale, timeZone: LAGOS, months: monthNames(t) });
  const weekdays = t("chat.request.weekdays").split("|");
  const weekday = (iso: string) =>
    weekdays[new Date(Date.parse(iso) + LAGOS_OFFSET_MS).getUTCDay()] ?? "";
  return {
    moment: (iso: string) => `${weekday(iso)}, ${lagos.dateTime(iso)}`,
    /** A Lagos calendar date `YYYY-MM-DD`. */
    day: (date: string) => {
      const noon = `${date}T12:00:00+01:00`;
      return `${weekday(noon)}, ${lagos.date(noon)}`;
    },
    naira: lagos.naira,
  };
}

/**
 * The line of a request or an answer in the language of `t` (with `f`, the reader's formatters:
 * their locale and month names; the time zone is always Lagos), or null for a text message or a
 * request whose words were kept as stored.
 */
export function requestLine(message: ReadableMessage, t: Translate, f: Formatters): string | null {
  const d = message.details;
  if (message.type === "text" || !d) return null;
  const w = lagosWords(t, f);
  if ("answer" in d) {
    const request = d.requestType;
    if (d.answer === "accepted") return t("chat.answer.accepted", { request });
    if (d.answer === "declined") return t("chat.answer.declined", { request });
    return d.suggestedAt
      ? t("chat.answer.suggested", { request, at: w.moment(d.suggestedAt) })
      : t("chat.answer.anotherTime", { request });
  }
  switch (d.requestType) {
    case "test_drive":
      return t("chat.request.test_drive", { at: w.moment(d.at) });
    case "inspection":
      return t("chat.request.inspection", { date: w.day(d.date), location: d.location });
    case "financing":
      return t("chat.request.financing", {
        downPayment: w.naira(d.downPayment),
        months: d.durationMonths,
      });
  }
}

/**
 * The whole message as a reader reads it: a request's or answer's line, then its note on the
 * next line; a text as typed. For previews, notices, e-mails and the API's `text`.
 */
export function messageText(message: ReadableMessage, t: Translate, f: Formatters): string {
  const line = requestLine(message, t, f);
  if (line === null) return message.content;
  return message.content ? `${line}\n${message.content}` : line;
}

/**
 * `GET /api/messages/stream` (signed in, cookie or Bearer): the caller's live events
 * (models/messaging/stream.server.ts) as server-sent events (request/event-stream.server.ts):
 * `message` with the message's seq as its id, `read` and `block` without one. Resumes after the
 * `Last-Event-ID` header (sent by browsers on reconnect) or `?after={seq}`; without either it
 * starts now.
 */
import {
  MAX_STREAMS_PER_USER,
  openMessageStream,
  type MessageStreamEvent,
} from "~/models/messaging/stream.server";
import type { Language } from "~/i18n/languages";
import { withText } from "~/models/messaging/message-words.server";
import { apiError, apiLanguage, methods } from "~/request/api.server";
import {
  eventStreamResponse,
  HEARTBEAT_MS,
  RETRY_MS,
  type ServerSentEvent,
} from "~/request/event-stream.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/stream";
import { msg } from "~/i18n/messages";

/** A resume point: a non-negative safe integer, else null. */
function seqOf(value: string | null): number | null | undefined {
  if (value === null || value === "") return null;
  if (!/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}

/**
 * How each of the stream's events goes on the wire; a message with its `text` in `language`
 * (the request's, read once when the stream opens).
 */
const framed =
  (language: Language) =>
  (item: MessageStreamEvent): ServerSentEvent => {
    switch (item.kind) {
      case "message":
        return { id: item.seq, event: "message", data: withText(item.message, language) };
      case "read": {
        const { conversationId, readerId, seq } = item;
        return { event: "read", data: { conversationId, readerId, seq } };
      }
      case "block": {
        const { conversationId, blocked } = item;
        return { event: "block", data: { conversationId, blocked } };
      }
    }
  };

const openapi = operations({
  get: {
    operationId: "streamMessages",
    tag: "Messages",
    summary: `The caller's live message events as server-sent events. Events: \`message\` (id: the message's seq; data: a Message as the caller sees it, its \`text\` in the language \`Accept-Language\` prefers when the stream opens), \`read\` (data {conversationId, readerId, seq}: messages up to seq were read) and \`block\` (data {conversationId, blocked}). The stream opens with \`retry: ${RETRY_MS}\` and sends a \`: ping\` comment every ${HEARTBEAT_MS / 1000} s; it ends when the session is signed out or revoked. Send \`Last-Event-ID\` (or \`?after=\`) to resume without loss or repeats; without either it starts now.`,
    auth: "bearer",
    query: {
      after: {
        description:
          "Resume after this message seq (the `Last-Event-ID` header wins when both are sent).",
        schema: { type: "integer", minimum: 0, maximum: 999_999_999_999_999 },
      },
    },
    content: "text/event-stream",
    errors: {
      ...AUTH_ERRORS,
      400: "`Last-Event-ID` (or `after`) is not a sequence number.",
      429: `The caller already has ${MAX_STREAMS_PER_USER} streams open on this server: close one.`,
    },
  },
});

const api = methods(
  {
    GET: async ({ request }: Route.LoaderArgs) => {
      const user = await requireApiUser(request);
      const after = seqOf(
        request.headers.get("last-event-id") ?? new URL(request.url).searchParams.get("after"),
      );
      if (after === undefined) return apiError(400, msg("refusals.api.lastEventId"));
      const events = await openMessageStream(user, user.sessionId, after, request.signal);
      return eventStreamResponse(events, framed(apiLanguage()));
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

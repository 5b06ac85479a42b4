/**
 * `GET /api/messages/stream` (signed in, cookie or Bearer): the caller's live events
 * (models/messaging/stream.server.ts) as server-sent events (request/event-stream.server.ts):
 * `message` with the message's seq as its id, `read` and `block` without one. Resumes after the
 * `Last-Event-ID` header (sent by browsers on reconnect) or `?after={seq}`; without either it
 * starts now.
 */
import { openMessageStream, type MessageStreamEvent } from "~/models/messaging/stream.server";
import { apiError, methods } from "~/request/api.server";
import { eventStreamResponse, type ServerSentEvent } from "~/request/event-stream.server";
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

/** How each of the stream's events goes on the wire. */
function framed(item: MessageStreamEvent): ServerSentEvent {
  switch (item.kind) {
    case "message":
      return { id: item.seq, event: "message", data: item.message };
    case "read": {
      const { conversationId, readerId, seq } = item;
      return { event: "read", data: { conversationId, readerId, seq } };
    }
    case "block": {
      const { conversationId, blocked } = item;
      return { event: "block", data: { conversationId, blocked } };
    }
  }
}

const openapi = operations({
  get: {
    tag: "Messages",
    summary:
      "Server-sent events for the caller: `message` events (id = the message's seq, data = the message JSON), `read` events {conversationId, readerId, seq} and `block` events {conversationId, blocked}; a `: ping` comment every 15 s. Send `Last-Event-ID` (or `?after=`) to resume without loss or duplicates.",
    auth: "bearer",
    query: { after: "Resume after this message seq (the Last-Event-ID header wins)." },
    content: "text/event-stream",
    errors: {
      ...AUTH_ERRORS,
      400: "Last-Event-ID is not a sequence number.",
      429: "The caller already has 8 streams open on this server.",
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
      return eventStreamResponse(events, framed);
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

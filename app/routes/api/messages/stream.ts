/**
 * `GET /api/messages/stream` (signed in, cookie or Bearer): the caller's live events as
 * server-sent events (models/messaging/stream.server.ts). Resumes after the `Last-Event-ID`
 * header (sent by browsers on reconnect) or `?after={seq}`; without either it starts now.
 */
import { openMessageStream } from "~/models/messaging/stream.server";
import { apiError, apiHandler, methodNotAllowed } from "~/request/api.server";
import { requireApiUser } from "~/request/session.server";
import type { Route } from "./+types/stream";

/** A resume point: a non-negative safe integer, else null. */
function seqOf(value: string | null): number | null | undefined {
  if (value === null || value === "") return null;
  if (!/^\d{1,15}$/.test(value)) return undefined;
  return Number(value);
}

export const loader = apiHandler(async ({ request }: Route.LoaderArgs) => {
  const user = await requireApiUser(request);
  const after = seqOf(
    request.headers.get("last-event-id") ?? new URL(request.url).searchParams.get("after"),
  );
  if (after === undefined) return apiError(400, "Last-Event-ID must be a message sequence number");
  const stream = await openMessageStream(user, user.sessionId, after, request.signal);
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      // no-transform: the compression middleware must not buffer the stream.
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
});

export const action = methodNotAllowed;

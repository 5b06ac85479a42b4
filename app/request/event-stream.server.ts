/**
 * Server-sent events, the HTTP side
 * (https://html.spec.whatwg.org/multipage/server-sent-events.html): a model gives a stream of plain events, a route says how each is framed (`id`, `event`,
 * `data`), and `eventStreamResponse` writes the `text/event-stream` answer
 * (docs/decisions/009-messaging.md):
 *
 *   retry: 3000        the browser's wait before it reconnects, sent first
 *   : connected
 *
 *   id: 42             the resume point a browser sends back as Last-Event-ID (optional)
 *   event: message
 *   data: {"content":"Hello"}
 *
 *   : ping             a comment every HEARTBEAT_MS, so proxies keep an idle stream open
 *
 * The answer ends when the model's stream ends; when the client goes, the model's stream is
 * cancelled.
 */

/** One server-sent event: its type, its data (sent as JSON on one line) and its id, if any. */
export type ServerSentEvent = { event: string; data: unknown; id?: string | number };

/** How often an idle stream gets a comment line (ms): under the 30-60 s idle cut of proxies. */
export const HEARTBEAT_MS = 15_000;

/** How long a browser waits before it reconnects a dropped stream (ms). */
export const RETRY_MS = 3_000;

/** One event's lines; `data` is JSON, so it holds no line break and needs one `data:` line. */
export function frameEvent({ event, data, id }: ServerSentEvent): string {
  return `${id === undefined ? "" : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * The `text/event-stream` answer for `events`, each framed by `frame`: `retry` first, then
 * each event as it comes, a `: ping` comment every `heartbeatMs`. `Cache-Control: no-cache,
 * no-transform` keeps the compression middleware (and proxies) from buffering it; `X-Accel-
 * Buffering: no` tells nginx the same.
 */
export function eventStreamResponse<T>(
  events: ReadableStream<T>,
  frame: (event: T) => ServerSentEvent,
  { heartbeatMs = HEARTBEAT_MS, retryMs = RETRY_MS } = {},
): Response {
  const encoder = new TextEncoder();
  const reader = events.getReader();
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          // The client is gone; cancel() ends the rest.
        }
      };
      write(`retry: ${retryMs}\n: connected\n\n`);
      heartbeat = setInterval(() => write(": ping\n\n"), heartbeatMs);
      heartbeat.unref?.();
      void (async () => {
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            write(frameEvent(frame(value)));
          }
          if (!cancelled) controller.close();
        } catch (error) {
          if (!cancelled) controller.error(error);
        } finally {
          clearInterval(heartbeat);
        }
      })();
    },
    cancel(reason) {
      cancelled = true;
      clearInterval(heartbeat);
      return reader.cancel(reason);
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}

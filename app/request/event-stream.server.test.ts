import { describe, expect, it } from "vitest";
import { eventStreamResponse, frameEvent } from "./event-stream.server";

type Item = { n: number };

/** A stream of plain events the test pushes, and whether its reader cancelled it. */
function source() {
  let controller!: ReadableStreamDefaultController<Item>;
  const state = { cancelled: false };
  const stream = new ReadableStream<Item>({
    start(c) {
      controller = c;
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, controller, state };
}

async function readAll(body: ReadableStream<Uint8Array>) {
  return new Response(body).text();
}

describe("frameEvent", () => {
  it("writes id, event and one data line of JSON, then a blank line", () => {
    expect(frameEvent({ id: 42, event: "message", data: { text: "two\nlines" } })).toBe(
      'id: 42\nevent: message\ndata: {"text":"two\\nlines"}\n\n',
    );
    expect(frameEvent({ event: "read", data: { seq: 3 } })).toBe(
      'event: read\ndata: {"seq":3}\n\n',
    );
  });
});

describe("eventStreamResponse", () => {
  const frame = (item: Item) => ({ id: item.n, event: "tick", data: item });

  it("answers text/event-stream that no proxy or compression buffers, retry first", async () => {
    const { stream, controller } = source();
    const response = eventStreamResponse(stream, frame, { retryMs: 1234 });
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    controller.enqueue({ n: 1 });
    controller.enqueue({ n: 2 });
    controller.close();
    expect(await readAll(response.body!)).toBe(
      "retry: 1234\n: connected\n\n" +
        'id: 1\nevent: tick\ndata: {"n":1}\n\n' +
        'id: 2\nevent: tick\ndata: {"n":2}\n\n',
    );
  });

  it("sends a comment while nothing happens, and cancels the events when the client goes", async () => {
    const { stream, state } = source();
    const response = eventStreamResponse(stream, frame, { heartbeatMs: 20 });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    while (!text.includes(": ping")) text += decoder.decode((await reader.read()).value);
    expect(text).toMatch(/^retry: 3000\n: connected\n\n(: ping\n\n)+$/);
    await reader.cancel();
    expect(state.cancelled).toBe(true);
  });
});

/**
 * The live message stream of one signed-in user (docs/decisions/009-messaging.md; `GET
 * /api/messages/stream`): a server-sent event stream (text/event-stream) of
 * - `message` events, `id` = the message's `seq`, data = the Message JSON as this user sees it
 *   (with its `conversationId`);
 * - `read` events `{conversationId, readerId, seq}` and `block` events `{conversationId,
 *   blocked}` (no id: they do not move the resume point).
 *
 * Resuming: given the last `seq` the client holds (the `Last-Event-ID` header a browser sends
 * on reconnect, or `?after=` from the page), the stream first sends every message stored after
 * it, then live ones, skipping any it already sent. Because each user's messages commit in
 * `seq` order (messaging/messages.server.ts), nothing is lost and nothing is sent twice. When the
 * instance's LISTEN connection was re-established it catches up the same way.
 *
 * A comment line every HEARTBEAT_MS keeps proxies from closing an idle stream; the session is
 * re-checked (and marked active) every SESSION_CHECK_MS. A session deleted before it expires
 * (sign-out on any instance, a revoked device, a suspension) ends its streams at once, on the
 * `session_ended` live event (docs/decisions/009-messaging.md).
 */
import { touchSession } from "../identity/sessions.server";
import { DomainError } from "../shared/errors.server";
import {
  latestSeq,
  messagesBySeq,
  messagesSince,
  toMessageView,
  type Viewer,
} from "./conversations.server";
import { subscribe, type LiveEvent } from "~/services/live.server";

export const HEARTBEAT_MS = 15_000;
export const SESSION_CHECK_MS = 120_000;
/** Tells the browser how long to wait before reconnecting (ms). */
const RETRY_MS = 3_000;

type Loaded = Awaited<ReturnType<typeof messagesBySeq>>[number];

// Messages wanted by this instance's streams, fetched together: one query per burst of
// events, however many streams wait for them.
let pending = new Map<
  number,
  { resolve: (row: Loaded | undefined) => void; promise: Promise<Loaded | undefined> }
>();
let scheduled = false;

function loadMessage(seq: number): Promise<Loaded | undefined> {
  const hit = pending.get(seq);
  if (hit) return hit.promise;
  let resolve!: (row: Loaded | undefined) => void;
  const promise = new Promise<Loaded | undefined>((r) => (resolve = r));
  pending.set(seq, { resolve, promise });
  if (!scheduled) {
    scheduled = true;
    setImmediate(async () => {
      const batch = pending;
      pending = new Map();
      scheduled = false;
      try {
        const rows = await messagesBySeq([...batch.keys()]);
        const bySeq = new Map(rows.map((r) => [Number(r.seq), r]));
        for (const [seq, p] of batch) p.resolve(bySeq.get(seq));
      } catch (error) {
        console.error("Live stream: could not load messages:", (error as Error).message);
        for (const p of batch.values()) p.resolve(undefined);
      }
    });
  }
  return promise;
}

const open = new Set<() => void>();
/** Open streams per user on this instance (a phone, a laptop, a few tabs). */
const perUser = new Map<string, number>();
/** More streams than this for one user on one instance are refused (429). */
export const MAX_STREAMS_PER_USER = 8;

/** Ends every open stream (server shutdown: they would keep the listener from closing). */
export function closeAllStreams() {
  for (const close of [...open]) close();
}

const encoder = new TextEncoder();

/**
 * Opens the stream for `viewer` (signed in with `sessionId`). `afterSeq`: the last message seq
 * the client has, or null to start from now. Ends when `signal` aborts. Errors: DomainError
 * 429 when the user already has MAX_STREAMS_PER_USER streams open on this instance.
 */
export async function openMessageStream(
  viewer: Viewer,
  sessionId: string,
  afterSeq: number | null,
  signal: AbortSignal,
  timing = { heartbeatMs: HEARTBEAT_MS, sessionCheckMs: SESSION_CHECK_MS },
): Promise<ReadableStream<Uint8Array>> {
  const count = perUser.get(viewer.id) ?? 0;
  if (count >= MAX_STREAMS_PER_USER)
    throw new DomainError(429, "Too many open message streams: close another tab and try again.");
  perUser.set(viewer.id, count + 1);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    const n = (perUser.get(viewer.id) ?? 1) - 1;
    if (n > 0) perUser.set(viewer.id, n);
    else perUser.delete(viewer.id);
  };
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let closed = false;
  let lastSent = 0;
  // Events are handled one at a time, in arrival (commit) order.
  let chain: Promise<void> = Promise.resolve();
  let ready = false;
  const early: (() => Promise<void>)[] = [];

  const write = (text: string) => {
    if (closed) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      close();
    }
  };
  const sendMessage = (row: Loaded) => {
    const seq = Number(row.seq);
    if (seq <= lastSent) return;
    lastSent = seq;
    write(`id: ${seq}\nevent: message\ndata: ${JSON.stringify(toMessageView(row, viewer))}\n\n`);
  };
  const catchUp = async () => {
    for (;;) {
      const rows = await messagesSince(viewer, lastSent);
      for (const m of rows) {
        if (m.seq <= lastSent) continue;
        lastSent = m.seq;
        write(`id: ${m.seq}\nevent: message\ndata: ${JSON.stringify(m)}\n\n`);
      }
      if (rows.length < 500 || closed) return;
    }
  };
  const enqueueWork = (work: () => Promise<void>) => {
    if (!ready) {
      early.push(work);
      return;
    }
    chain = chain.then(work).catch((error: unknown) => {
      console.error("Live stream:", (error as Error).message);
    });
  };
  const onEvent = (event: LiveEvent) => {
    if (event.kind === "session_ended") {
      if (event.sessionId === sessionId) close();
      return;
    }
    enqueueWork(async () => {
      if (closed) return;
      if (event.kind === "message") {
        if (event.seq <= lastSent) return;
        const row = await loadMessage(event.seq);
        if (row) sendMessage(row);
      } else if (event.kind === "read") {
        write(
          `event: read\ndata: ${JSON.stringify({ conversationId: event.conversationId, readerId: event.readerId, seq: event.seq })}\n\n`,
        );
      } else {
        write(
          `event: block\ndata: ${JSON.stringify({ conversationId: event.conversationId, blocked: event.blocked })}\n\n`,
        );
      }
    });
  };

  let unsubscribe: () => void;
  try {
    unsubscribe = await subscribe(viewer.id, { onEvent, onResync: () => enqueueWork(catchUp) });
  } catch (error) {
    release();
    throw error;
  }
  const heartbeat = setInterval(() => write(`: ping\n\n`), timing.heartbeatMs);
  const sessionCheck = setInterval(async () => {
    if (!(await touchSession(sessionId).catch(() => true))) close();
  }, timing.sessionCheckMs);
  heartbeat.unref?.();
  sessionCheck.unref?.();

  function close() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
    unsubscribe();
    open.delete(close);
    release();
    signal.removeEventListener("abort", close);
    try {
      controller.close();
    } catch {
      // already closed by the client
    }
  }

  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      close();
    },
  });
  open.add(close);
  signal.addEventListener("abort", close);
  if (signal.aborted) close();

  write(`retry: ${RETRY_MS}\n: connected\n\n`);
  // Subscribed first, then the starting point: whatever commits meanwhile is either in the
  // catch-up or arrives as an event (and is skipped when it was already sent).
  try {
    if (afterSeq === null) lastSent = await latestSeq(viewer.id);
    else {
      lastSent = afterSeq;
      await catchUp();
    }
  } catch (error) {
    close();
    throw error;
  }
  ready = true;
  for (const work of early) enqueueWork(work);
  early.length = 0;
  return stream;
}

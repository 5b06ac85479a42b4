/**
 * The live message events of one signed-in user (docs/decisions/009-messaging.md; `GET
 * /api/messages/stream`, which frames them as server-sent events with
 * request/event-stream.server.ts): a stream of plain `MessageStreamEvent`s,
 * - `message`: a message, as this user sees it (with its `conversationId`), numbered by `seq`;
 * - `read`: `{conversationId, readerId, seq}`, and `block`: `{conversationId, blocked}` (they
 *   do not move the resume point).
 *
 * Resuming: given the last `seq` the client holds (the `Last-Event-ID` header a browser sends
 * on reconnect, or `?after=` from the page), the stream first gives every message stored after
 * it, then live ones, skipping any it already gave. Because each user's messages commit in
 * `seq` order (messaging/messages.server.ts), nothing is lost and nothing is given twice. When the
 * instance's LISTEN connection was re-established it catches up the same way.
 *
 * The session is re-checked (and marked active) every SESSION_CHECK_MS. A session deleted before
 * it expires (sign-out on any instance, a revoked device, a suspension) ends its streams at once,
 * on the `session_ended` live event (docs/decisions/009-messaging.md).
 */
import { touchSession } from "../identity/sessions.server";
import { DomainError } from "../shared/errors.server";
import { msg } from "~/i18n/messages";
import {
  latestSeq,
  messagesBySeq,
  messagesSince,
  toMessageView,
  type MessageView,
  type Viewer,
} from "./conversations.server";
import { subscribe, type LiveEvent } from "~/services/live.server";

export const SESSION_CHECK_MS = 120_000;

/** What a user's message stream gives, in order (see the module comment). */
export type MessageStreamEvent =
  | { kind: "message"; seq: number; message: MessageView }
  | { kind: "read"; conversationId: string; readerId: string; seq: number }
  | { kind: "block"; conversationId: string; blocked: boolean };

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

/**
 * Opens the stream for `viewer` (signed in with `sessionId`). `afterSeq`: the last message seq
 * the client has, or null to start from now. Ends when `signal` aborts or the reader cancels.
 * Errors: DomainError 429 when the user already has MAX_STREAMS_PER_USER streams open on this
 * instance.
 */
export async function openMessageStream(
  viewer: Viewer,
  sessionId: string,
  afterSeq: number | null,
  signal: AbortSignal,
  timing = { sessionCheckMs: SESSION_CHECK_MS },
): Promise<ReadableStream<MessageStreamEvent>> {
  const count = perUser.get(viewer.id) ?? 0;
  if (count >= MAX_STREAMS_PER_USER) throw new DomainError(429, msg("chat.refusal.tooManyStreams"));
  perUser.set(viewer.id, count + 1);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    const n = (perUser.get(viewer.id) ?? 1) - 1;
    if (n > 0) perUser.set(viewer.id, n);
    else perUser.delete(viewer.id);
  };
  let controller!: ReadableStreamDefaultController<MessageStreamEvent>;
  let closed = false;
  let lastSent = 0;
  // Events are handled one at a time, in arrival (commit) order.
  let chain: Promise<void> = Promise.resolve();
  let ready = false;
  const early: (() => Promise<void>)[] = [];

  const give = (item: MessageStreamEvent) => {
    if (closed) return;
    try {
      controller.enqueue(item);
    } catch {
      close();
    }
  };
  const giveMessage = (message: MessageView) => {
    if (message.seq <= lastSent) return;
    lastSent = message.seq;
    give({ kind: "message", seq: message.seq, message });
  };
  const catchUp = async () => {
    for (;;) {
      const rows = await messagesSince(viewer, lastSent);
      for (const m of rows) giveMessage(m);
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
  const onLive = (live: LiveEvent) => {
    if (live.kind === "session_ended") {
      if (live.sessionId === sessionId) close();
      return;
    }
    enqueueWork(async () => {
      if (closed) return;
      if (live.kind === "message") {
        if (live.seq <= lastSent) return;
        const row = await loadMessage(live.seq);
        if (row) giveMessage(toMessageView(row, viewer));
      } else if (live.kind === "read") {
        const { conversationId, readerId, seq } = live;
        give({ kind: "read", conversationId, readerId, seq });
      } else {
        const { conversationId, blocked } = live;
        give({ kind: "block", conversationId, blocked });
      }
    });
  };

  let unsubscribe: () => void;
  try {
    unsubscribe = await subscribe(viewer.id, {
      onEvent: onLive,
      onResync: () => enqueueWork(catchUp),
    });
  } catch (error) {
    release();
    throw error;
  }
  const sessionCheck = setInterval(async () => {
    if (!(await touchSession(sessionId).catch(() => true))) close();
  }, timing.sessionCheckMs);
  sessionCheck.unref?.();

  function close() {
    if (closed) return;
    closed = true;
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

  const stream = new ReadableStream<MessageStreamEvent>({
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

/**
 * Live events between app instances (docs/decisions/009-messaging.md): PostgreSQL LISTEN/NOTIFY on
 * one channel, fanned out in this process to the subscribers of each user. A model publishes by
 * calling `pg_notify(LIVE_CHANNEL, json)` inside its own transaction (`notifySql`), so the event
 * leaves only when the write commits, and every instance, this one included, receives it in
 * commit order. On embedded PGlite the same code runs in one process.
 *
 * Event payloads are small JSON (`LiveEvent`): the ids of what changed and the users it
 * concerns, never message text (NOTIFY payloads are capped at 8,000 bytes); a subscriber reads
 * what it needs from the database.
 *
 * When the LISTEN connection drops and comes back, events sent meanwhile are lost to this
 * instance: each subscriber's `onResync` runs so it can catch up from the database.
 */
import { sql, type SQL } from "drizzle-orm";
import { databaseHandle } from "#db/connection";

/** The NOTIFY channel of every live event. */
export const LIVE_CHANNEL = "motormart_live";

/**
 * What happened, for whom (`userIds`):
 * - `message`: a message was stored (`seq` numbers it, see messages.seq);
 * - `read`: `readerId` read the conversation up to `seq`;
 * - `block`: a block between the two was added or lifted (`blocked`);
 * - `session_ended`: the session `sessionId` of the one user was deleted before it expired
 *   (published by the `sessions_ended` trigger, migration 0024, whatever deleted it).
 */
export type LiveEvent =
  | { kind: "message"; conversationId: string; seq: number; userIds: string[] }
  | { kind: "read"; conversationId: string; readerId: string; seq: number; userIds: string[] }
  | { kind: "block"; conversationId: string; blocked: boolean; userIds: string[] }
  | { kind: "session_ended"; sessionId: string; userIds: string[] };

export type Subscriber = {
  onEvent: (event: LiveEvent) => void;
  /** The LISTEN connection was re-established: events may have been missed. */
  onResync: () => void;
};

/** The SQL expression that publishes `event` when the surrounding transaction commits. */
export function notifyExpression(event: LiveEvent): SQL {
  return sql`pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`;
}

/** A statement of its own that publishes `event` at commit. */
export function notifySql(event: LiveEvent): SQL {
  return sql`select ${notifyExpression(event)}`;
}

const subscribers = new Map<string, Set<Subscriber>>();
let listening: Promise<() => Promise<void>> | undefined;
let connectedOnce = false;

function dispatch(payload: string) {
  let event: LiveEvent;
  try {
    event = JSON.parse(payload) as LiveEvent;
  } catch {
    return;
  }
  for (const userId of new Set(event.userIds)) {
    for (const s of subscribers.get(userId) ?? []) s.onEvent(event);
  }
}

function onListen() {
  // The first connect is the start, not a gap; later ones follow a dropped connection.
  if (!connectedOnce) {
    connectedOnce = true;
    return;
  }
  for (const set of subscribers.values()) for (const s of set) s.onResync();
}

async function ensureListening() {
  if (!listening) {
    const handle = databaseHandle();
    if (!handle) throw new Error("The database is not connected (call connectDatabase first)");
    connectedOnce = false;
    listening = handle.listen(LIVE_CHANNEL, dispatch, onListen);
    listening.catch(() => {
      listening = undefined;
    });
  }
  await listening;
}

/**
 * Receives the live events of `userId` until the answered function is called. Resolves once
 * this instance is listening, so anything committed afterwards reaches `subscriber`.
 */
export async function subscribe(userId: string, subscriber: Subscriber): Promise<() => void> {
  await ensureListening();
  let set = subscribers.get(userId);
  if (!set) subscribers.set(userId, (set = new Set()));
  set.add(subscriber);
  return () => {
    set.delete(subscriber);
    if (set.size === 0) subscribers.delete(userId);
  };
}

/** Stops listening (shutdown, tests); subscribers are told to resync if it starts again. */
export async function stopListening(): Promise<void> {
  const current = listening;
  listening = undefined;
  if (current) await (await current.catch(() => async () => {}))();
}

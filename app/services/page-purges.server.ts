/**
 * Purges of kept pages announced between app instances (docs/decisions/019-cacheable-pages.md,
 * Purges): PostgreSQL NOTIFY on one channel, as live events are (services/live.server.ts), so a
 * change written on one instance drops the copies every instance keeps, this one included, within
 * milliseconds of the commit. A payload is `{ "keys": [...] }`, the surrogate keys
 * (services/page-keys.server.ts) of the copies to drop; NOTIFY payloads are capped at 8,000
 * bytes, so a long list goes as several notifications.
 *
 * When the listening connection drops and comes back, purges sent meanwhile are lost to this
 * instance: the listener is then handed `site`, which drops everything.
 */
import { sql } from "drizzle-orm";
import { databaseHandle, db } from "#db/connection";
import { SITE_KEY } from "./page-keys.server";

/** The NOTIFY channel of page purges. */
export const PURGE_CHANNEL = "motormart_pages";

/** Bytes of keys per notification, well under PostgreSQL's 8,000-byte payload limit. */
const PAYLOAD_BYTES = 6000;

/** `keys` cut into lists whose JSON fits one notification. */
function batches(keys: readonly string[]): string[][] {
  const out: string[][] = [];
  let batch: string[] = [];
  let size = 0;
  for (const key of keys) {
    if (batch.length && size + key.length + 3 > PAYLOAD_BYTES) {
      out.push(batch);
      batch = [];
      size = 0;
    }
    batch.push(key);
    size += key.length + 3;
  }
  if (batch.length) out.push(batch);
  return out;
}

/**
 * Tells every instance to drop its copies tagged with any of `keys`. Sent at once: call it once
 * the change is committed. Throws when the database cannot be reached.
 */
export async function announcePurge(keys: readonly string[]): Promise<void> {
  for (const batch of batches(keys))
    await db().execute(sql`select pg_notify(${PURGE_CHANNEL}, ${JSON.stringify({ keys: batch })})`);
}

/**
 * Calls `onKeys` with the keys of every purge announced from now on, by any instance, until the
 * answered function is called; with `site` after the listening connection came back from a
 * drop. Resolves once listening. Throws when the database is not connected.
 */
export async function listenForPurges(
  onKeys: (keys: string[]) => void,
): Promise<() => Promise<void>> {
  const handle = databaseHandle();
  if (!handle) throw new Error("The database is not connected (call connectDatabase first)");
  let connectedOnce = false;
  return handle.listen(
    PURGE_CHANNEL,
    (payload) => {
      let keys: unknown;
      try {
        keys = (JSON.parse(payload) as { keys?: unknown }).keys;
      } catch {
        return;
      }
      if (Array.isArray(keys)) onKeys(keys.filter((k): k is string => typeof k === "string"));
    },
    () => {
      if (connectedOnce) onKeys([SITE_KEY]);
      connectedOnce = true;
    },
  );
}

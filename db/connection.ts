/**
 * The process's one database handle. The server (server/app.ts), the CLI scripts and the tests
 * open it once with `connectDatabase` and models read it with `db()`.
 */
import type { SQL } from "drizzle-orm";
import { openDatabase, type Database, type DatabaseHandle } from "./client";
import { getEnv } from "../app/env.server";

// Kept on globalThis so the dev server's module reloads reuse the one open database.
const slot = globalThis as unknown as { __motormartDb?: DatabaseHandle };
let handle: DatabaseHandle | undefined = slot.__motormartDb;

/**
 * Opens (once) the database the environment points at, migrating it unless told not to.
 * `statementTimeoutMs` limits every statement on PostgreSQL (the web server passes
 * WEB_STATEMENT_TIMEOUT_MS; scripts leave it unset).
 */
export async function connectDatabase(
  options: { migrate?: boolean; statementTimeoutMs?: number } = {},
): Promise<DatabaseHandle> {
  if (handle) return handle;
  const env = getEnv();
  const opened = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    migrationsDir: env.MIGRATIONS_DIR,
    statementTimeoutMs: options.statementTimeoutMs,
  });
  if (options.migrate !== false) {
    try {
      await opened.migrate();
    } catch (error) {
      await opened.close();
      throw error;
    }
  }
  handle = slot.__motormartDb = opened;
  return handle;
}

/** Installs an already opened handle (tests). */
export function useDatabase(next: DatabaseHandle | undefined) {
  handle = slot.__motormartDb = next;
}

/** The drizzle client; throws when no database was connected. */
export function db(): Database {
  if (!handle) throw new Error("The database is not connected (call connectDatabase first)");
  return handle.db;
}

/**
 * The rows of a raw SQL statement (`db().execute`), for the few queries drizzle's builder cannot
 * express (data-modifying CTEs). postgres-js answers an array of rows, PGlite `{ rows }`.
 */
export async function queryRows<T>(
  query: SQL,
  exec: { execute: (query: SQL) => PromiseLike<unknown> } = db(),
): Promise<T[]> {
  const result = (await exec.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

export function databaseHandle(): DatabaseHandle | undefined {
  return handle;
}

export async function disconnectDatabase() {
  const h = handle;
  handle = slot.__motormartDb = undefined;
  await h?.close();
}

/**
 * Opens the database: PostgreSQL through the `postgres` driver when a URL is given, otherwise
 * embedded PGlite persisted under `<dataDir>/pglite`. Both are exposed as one drizzle type,
 * since they speak the same SQL and drizzle's query builder is identical on both.
 *
 * PGlite allows one process per data folder, so opening it takes a lock file
 * (`<dataDir>/pglite.lock`, holding the owner's pid). A second process gets
 * `DatabaseInUseError` instead of corrupting the folder; a lock left by a dead process is
 * taken over.
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import * as schema from "./schema";

export type Database = PostgresJsDatabase<typeof schema>;

/**
 * Raw SQL for libraries that bring their own statements (pg-boss): `values` are `$1...`
 * parameters; a text without values may hold several statements (and its own BEGIN/COMMIT),
 * and the rows of the last one are answered.
 */
export type ExecuteSql = (
  text: string,
  values?: unknown[],
) => Promise<{ rows: Record<string, unknown>[]; rowCount: number }>;

/**
 * A pg-style parameter as postgres-js takes it: undefined is NULL (postgres-js refuses it), and
 * a plain object is sent as its JSON text (pg does the same; postgres-js would need the type).
 */
function toPgParameter(value: unknown): unknown {
  if (value === undefined) return null;
  if (
    value !== null &&
    typeof value === "object" &&
    !(value instanceof Date) &&
    !Array.isArray(value) &&
    !Buffer.isBuffer(value)
  )
    return JSON.stringify(value);
  return value;
}

export type DatabaseHandle = {
  db: Database;
  kind: "postgres" | "pglite";
  executeSql: ExecuteSql;
  /**
   * Runs `fn` while holding a PostgreSQL advisory lock named by `key`, so only one process at
   * a time does it (setting up the job queue when several workers start). On PGlite, which
   * one process owns, it just runs `fn`.
   */
  exclusive: <T>(key: number, fn: () => Promise<T>) => Promise<T>;
  /**
   * LISTENs on `channel`: `onNotify` gets each NOTIFY payload, in commit order. On PostgreSQL
   * the driver keeps one connection for it and reconnects when it drops; `onListen` runs on
   * every (re)connect, so a caller can catch up on what was sent while it was away. On PGlite
   * the notifications of this process's own transactions arrive the same way. Answers a
   * function that stops listening.
   */
  listen: (
    channel: string,
    onNotify: (payload: string) => void,
    onListen?: () => void,
  ) => Promise<() => Promise<void>>;
  /** Applies pending migrations from `db/migrations` (idempotent, safe across instances). */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export class DatabaseInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}). ` +
        `Stop that process (for example the running server) and try again, or set DATABASE_URL ` +
        `to use a PostgreSQL server, which many processes can share.`,
    );
    this.name = "DatabaseInUseError";
  }
}

/** The committed SQL migrations, unless `OpenOptions.migrationsDir` names another folder. */
export const DEFAULT_MIGRATIONS_DIR = "db/migrations";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes `<dataDir>/pglite.lock` for this process; throws DatabaseInUseError when held. */
function acquireLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, "pglite.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      const release = () => {
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(fs.readFileSync(lockPath, "utf8"));
      if (pid && pid !== process.pid && isAlive(pid)) throw new DatabaseInUseError(dataDir, pid);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}

export type OpenOptions = {
  /** PostgreSQL connection string; empty or undefined selects embedded PGlite. */
  databaseUrl?: string;
  /** Folder for the embedded database (`<dataDir>/pglite`). */
  dataDir?: string;
  /** Load an in-memory PGlite from a dump (tests); ignores dataDir. */
  pgliteDump?: Blob;
  /** Maximum pooled PostgreSQL connections. */
  maxConnections?: number;
  /** Folder of the SQL migrations (default `db/migrations`). */
  migrationsDir?: string;
  /**
   * PostgreSQL only: statements running longer than this (ms) are cancelled by the server
   * (`statement_timeout` of every pooled connection; SQLSTATE 57014). Unset: no limit, for
   * scripts and jobs run on their own. The server uses WEB_STATEMENT_TIMEOUT_MS.
   */
  statementTimeoutMs?: number;
};

/**
 * The web server's statement limit (ms): well above any page's queries (a few ms, the admin
 * counts about 300 ms on 100,000 listings) and below the 30 s after which the server answers a
 * silent request itself (docs/decisions/015-failure-modes.md).
 */
export const WEB_STATEMENT_TIMEOUT_MS = 10_000;

/**
 * Connection settings of every PostgreSQL client (docs/decisions/015-failure-modes.md):
 * - `connect_timeout` 3 s (the driver's default is 30 s) for the TCP connection and the
 *   start-up handshake, so an unreachable server fails a request in seconds;
 * - `backoff`: the driver waits this long (s) after a failed connection before the next
 *   attempt. A failed attempt fails one query; the others queued on the pool wait for the
 *   next attempts. Its default grows to 20 s after a few failures, which made requests hang
 *   for 10-40 s during an outage and kept the server from noticing the database was back.
 *   Attempts are only made for waiting queries, so 0.1 s at most does not hammer a server
 *   that is down (about 100 refused connections a second per process under load);
 * - `idle_timeout` 60 s: idle connections are closed, so dead ones do not wait in the pool.
 */
export const POSTGRES_CONNECTION_OPTIONS = {
  connect_timeout: 3,
  backoff: (retries: number) => Math.min(0.01 * 2 ** retries, 0.1),
  idle_timeout: 60,
  onnotice: () => {},
} satisfies postgres.Options<Record<string, never>>;

export async function openDatabase(options: OpenOptions = {}): Promise<DatabaseHandle> {
  const migrationsFolder = path.resolve(options.migrationsDir ?? DEFAULT_MIGRATIONS_DIR);
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      ...POSTGRES_CONNECTION_OPTIONS,
      max: options.maxConnections ?? 10,
      connection: options.statementTimeoutMs
        ? { statement_timeout: options.statementTimeoutMs }
        : {},
    });
    const db = drizzlePostgres(client, { schema });
    const executeSql: ExecuteSql = async (text, values) => {
      let result: postgres.RowList<postgres.Row[]> | postgres.RowList<postgres.Row[]>[];
      if (values?.length) {
        const params = values.map(toPgParameter) as postgres.ParameterOrJSON<never>[];
        result = await client.unsafe(text, params);
      } else {
        // Several statements with their own BEGIN/COMMIT need one connection to themselves.
        const reserved = await client.reserve();
        try {
          result = await reserved.unsafe(text);
        } catch (error) {
          // A failed statement leaves the text's own transaction open and aborted on this
          // connection; end it before the connection goes back to the pool.
          await reserved.unsafe("rollback").catch(() => {});
          throw error;
        } finally {
          reserved.release();
        }
      }
      const last = Array.isArray(result[0])
        ? (result.at(-1) as postgres.RowList<postgres.Row[]>)
        : (result as postgres.RowList<postgres.Row[]>);
      return { rows: [...last], rowCount: last.count ?? last.length };
    };
    const exclusive = async <T>(key: number, fn: () => Promise<T>): Promise<T> => {
      const reserved = await client.reserve();
      try {
        // Waiting for another process's turn is not a slow statement.
        await reserved`set statement_timeout = 0`;
        await reserved`select pg_advisory_lock(${key})`;
        try {
          return await fn();
        } finally {
          await reserved`select pg_advisory_unlock(${key})`;
          await reserved`reset statement_timeout`;
        }
      } finally {
        reserved.release();
      }
    };
    const listen: DatabaseHandle["listen"] = async (channel, onNotify, onListen) => {
      const { unlisten } = await client.listen(channel, onNotify, onListen);
      return unlisten;
    };
    return {
      db,
      kind: "postgres",
      executeSql,
      exclusive,
      listen,
      migrate: async () => {
        // Several instances may start at once: one migrates, the others wait on the lock.
        // No statement limit: a migration may build an index on a large table.
        const single = postgres(options.databaseUrl!, { ...POSTGRES_CONNECTION_OPTIONS, max: 1 });
        try {
          await single`select pg_advisory_lock(727274)`;
          await migratePostgres(drizzlePostgres(single), { migrationsFolder });
          await single`select pg_advisory_unlock(727274)`;
        } finally {
          await single.end();
        }
      },
      close: () => client.end({ timeout: 5 }),
    };
  }

  let release = () => {};
  let pg: PGlite;
  if (options.pgliteDump) {
    pg = new PGlite({ loadDataDir: options.pgliteDump, extensions: { pg_trgm } });
  } else if (options.dataDir === ":memory:") {
    pg = new PGlite({ extensions: { pg_trgm } });
  } else {
    const dataDir = path.resolve(options.dataDir ?? "data");
    fs.mkdirSync(dataDir, { recursive: true });
    release = acquireLock(dataDir);
    try {
      pg = new PGlite(path.join(dataDir, "pglite"), { extensions: { pg_trgm } });
      await pg.waitReady;
    } catch (error) {
      release();
      throw error;
    }
  }
  await pg.waitReady;
  const db = drizzlePglite(pg, { schema }) as unknown as Database;
  const executeSql: ExecuteSql = async (text, values) => {
    // PGlite runs one statement with parameters, or several without (exec).
    const result = values?.length
      ? await pg.query<Record<string, unknown>>(text, values)
      : ((await pg.exec(text)).at(-1) ?? { rows: [], affectedRows: 0 });
    return {
      rows: result.rows as Record<string, unknown>[],
      rowCount: result.affectedRows ?? result.rows.length,
    };
  };
  return {
    db,
    kind: "pglite",
    executeSql,
    exclusive: (_key, fn) => fn(),
    listen: async (channel, onNotify, onListen) => {
      const unlisten = await pg.listen(channel, onNotify);
      onListen?.();
      return unlisten;
    },
    migrate: () => migratePglite(drizzlePglite(pg), { migrationsFolder }),
    close: async () => {
      await pg.close();
      release();
    },
  };
}

export { schema };

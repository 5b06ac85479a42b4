/**
 * Gives a test file its own migrated database: an empty PGlite (default: the worker's own,
 * emptied between files, first made from the template) or,
 * in the `postgres` project, a clone of the run's migrated template database on the
 * DATABASE_URL server (tests/setup/postgres-template.ts), dropped afterwards.
 * Also points DATA_DIR (photo files) at a temporary folder.
 *
 *   const t = useTestDatabase();   // in a describe or at the top of the file
 *   t.db                           // the drizzle client, after beforeAll
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, inject } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "../../db/client";
import { useDatabase } from "../../db/connection";
import { resetEnv } from "../../app/env.server";
import { stopListening } from "../../app/services/live.server";
import { stopQueue } from "../../app/services/queue.server";
import { setFileStorage, setPrivateStorage } from "../../app/services/storage.server";
import { invalidateListingCounts } from "../../app/models/shared/listing-counts.server";
import { clearSettingsCache } from "../../app/models/site/settings.server";
import { clearOverviewCache } from "../../app/models/admin/overview.server";
import { TEMPLATE } from "./global-setup";
import { databaseUrl, newDatabaseName } from "./postgres";

/**
 * The worker's PGlite database (the projects run without isolation, file after file in one
 * process). Opening a PGlite from the template takes about a second of CPU; emptying the kept
 * one takes a tenth of that.
 */
let keptPglite: DatabaseHandle | undefined;

/** The table of the migrations run, kept when the rest is emptied. */
const MIGRATIONS_TABLE = "drizzle.__drizzle_migrations";

/**
 * A migrated PGlite database with no rows, as the template is: the worker's kept one emptied
 * (pg-boss's schema, which the template does not have, dropped; every other table but the
 * migrations' emptied, identities restarted), or a new copy of the template. A kept one that no
 * longer answers (a test closed it) is replaced.
 */
async function emptyPglite(): Promise<DatabaseHandle> {
  if (keptPglite) {
    try {
      await keptPglite.executeSql("drop schema if exists pgboss cascade");
      const { rows } = await keptPglite.executeSql(
        `select format('%I.%I', table_schema, table_name) as name
           from information_schema.tables
          where table_type = 'BASE TABLE'
            and table_schema not in ('pg_catalog', 'information_schema')`,
      );
      const names = rows.map((r) => String(r.name)).filter((name) => name !== MIGRATIONS_TABLE);
      await keptPglite.executeSql(`truncate ${names.join(", ")} restart identity cascade`);
      return keptPglite;
    } catch {
      keptPglite = undefined;
    }
  }
  keptPglite = await openDatabase({ pgliteDump: new Blob([fs.readFileSync(TEMPLATE)]) });
  return keptPglite;
}

export function useTestDatabase() {
  const state = {} as { db: Database; handle: DatabaseHandle; kind: "pglite" | "postgres" };
  let dropName: string | undefined;
  let dataDir: string | undefined;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "motormart-test-"));
    process.env.DATA_DIR = dataDir;
    resetEnv();
    setFileStorage(undefined);
    setPrivateStorage(undefined);
    // A worker runs file after file (vitest.config.ts): what the process kept from the last
    // file's database does not describe this one.
    invalidateListingCounts();
    clearSettingsCache();
    clearOverviewCache();
    let handle: DatabaseHandle;
    if (process.env.TEST_DATABASE === "postgres" && process.env.DATABASE_URL) {
      const name = newDatabaseName();
      const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${name} template ${inject("postgresTemplate")}`);
      await admin.end();
      dropName = name;
      handle = await openDatabase({ databaseUrl: databaseUrl(name), maxConnections: 4 });
    } else {
      handle = await emptyPglite();
    }
    useDatabase(handle);
    Object.assign(state, { db: handle.db, handle, kind: handle.kind });
  });

  afterAll(async () => {
    await stopQueue();
    await stopListening();
    // The worker's PGlite is kept for its next file (emptyPglite); a PostgreSQL clone is not.
    if (state.handle !== keptPglite) await state.handle?.close();
    useDatabase(undefined);
    if (dropName) {
      const admin = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists ${dropName} with (force)`);
      await admin.end();
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  return state;
}

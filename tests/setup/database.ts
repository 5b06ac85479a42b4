/**
 * Gives a test file its own migrated database: a PGlite copy of the template (default) or,
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
import { setFileStorage } from "../../app/services/storage.server";
import { databaseUrl, newDatabaseName } from "./postgres";

const TEMPLATE = path.resolve("tests/.tmp/template.tar.gz");

export function useTestDatabase() {
  const state = {} as { db: Database; handle: DatabaseHandle; kind: "pglite" | "postgres" };
  let dropName: string | undefined;
  let dataDir: string | undefined;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "motormart-test-"));
    process.env.DATA_DIR = dataDir;
    resetEnv();
    setFileStorage(undefined);
    let handle: DatabaseHandle;
    if (process.env.TEST_DATABASE === "postgres" && process.env.DATABASE_URL) {
      const name = newDatabaseName();
      const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${name} template ${inject("postgresTemplate")}`);
      await admin.end();
      dropName = name;
      handle = await openDatabase({ databaseUrl: databaseUrl(name), maxConnections: 4 });
    } else {
      const dump = new Blob([fs.readFileSync(TEMPLATE)]);
      handle = await openDatabase({ pgliteDump: dump });
    }
    useDatabase(handle);
    Object.assign(state, { db: handle.db, handle, kind: handle.kind });
  });

  afterAll(async () => {
    await stopQueue();
    await stopListening();
    await state.handle?.close();
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

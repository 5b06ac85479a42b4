/**
 * Gives a test file its own migrated database: a PGlite copy of the template (default) or,
 * in the `postgres` project, a fresh database on the DATABASE_URL server, dropped afterwards.
 * Also points DATA_DIR (photo files) at a temporary folder.
 *
 *   const t = useTestDatabase();   // in a describe or at the top of the file
 *   t.db                           // the drizzle client, after beforeAll
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "../../db/client";
import { useDatabase } from "../../db/connection";
import { resetEnv } from "../../app/env.server";
import { stopListening } from "../../app/services/live.server";
import { stopQueue } from "../../app/services/queue.server";
import { setFileStorage } from "../../app/services/storage.server";

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
      const name = `motormart_test_${crypto.randomBytes(5).toString("hex")}`;
      const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${name}`);
      await admin.end();
      const url = new URL(process.env.DATABASE_URL);
      url.pathname = `/${name}`;
      handle = await openDatabase({ databaseUrl: url.toString(), maxConnections: 4 });
      await handle.migrate();
      dropName = name;
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

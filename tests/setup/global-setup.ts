/**
 * Migrates one in-memory PGlite database and dumps it to `tests/.tmp/template.tar.gz`, so each
 * test file starts from a migrated copy in about 0.3 s instead of migrating again (3 s).
 */
import fs from "node:fs";
import path from "node:path";
import { openDatabase } from "../../db/client";

export const TEMPLATE = path.resolve("tests/.tmp/template.tar.gz");

export default async function setup() {
  fs.mkdirSync(path.dirname(TEMPLATE), { recursive: true });
  const handle = await openDatabase({ dataDir: ":memory:" });
  await handle.migrate();
  const pg = (handle.db as unknown as { $client: { dumpDataDir: (c: "gzip") => Promise<Blob> } })
    .$client;
  const dump = await pg.dumpDataDir("gzip");
  fs.writeFileSync(TEMPLATE, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}

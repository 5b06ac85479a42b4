/**
 * The database of the end-to-end suite's server (playwright.config.ts, `webServer`).
 *
 * With DATABASE_URL naming a PostgreSQL server (CI always does, .ci/run), the suite's server
 * runs on a database of its own on that server, `motormart_e2e`, made empty before each run:
 * `npx tsx tests/e2e/suite-database.ts`, run with the server's environment (DATABASE_URL naming
 * that database), drops and creates it. The server then migrates and seeds
 * it as a production start would. Production runs on PostgreSQL, and on it the suite took about
 * 7 % less CPU than on the embedded engine (measured on four spec files, 222 vs 239 CPU-s).
 *
 * Without DATABASE_URL (a developer's `npm test` with no server) it runs on the embedded PGlite
 * under its data folder, the app's default. The embedded engine keeps its own end-to-end proof
 * (embedded-durability.spec.ts) and every database test of Vitest runs on it.
 */
import { pathToFileURL } from "node:url";
import postgres from "postgres";

/**
 * `E2E_DATABASE_NAME` (letters, digits and `_`; default `motormart_e2e`) lets two checkouts on one
 * machine run the suite against the same server side by side.
 */
const NAME = process.env.E2E_DATABASE_NAME || "motormart_e2e";
if (!/^[a-z_][a-z0-9_]*$/.test(NAME))
  throw new Error(`E2E_DATABASE_NAME: not a plain name: ${NAME}`);

/** The suite server's DATABASE_URL: `motormart_e2e` on DATABASE_URL's server, else "" (PGlite). */
export function suiteDatabaseUrl(serverUrl = process.env.DATABASE_URL ?? ""): string {
  if (!serverUrl) return "";
  const url = new URL(serverUrl);
  url.pathname = `/${NAME}`;
  return url.toString();
}

/**
 * Drops and creates the database `databaseUrl` names (the suite's own, `motormart_e2e`), through
 * the server's `postgres` database; throws when the server does not answer or it names another.
 */
async function emptySuiteDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  if (url.pathname !== `/${NAME}`) throw new Error(`Not the suite's database: ${url.pathname}`);
  url.pathname = "/postgres";
  const admin = postgres(url.toString(), { max: 1, connect_timeout: 10, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists ${NAME} with (force)`);
    await admin.unsafe(`create database ${NAME}`);
    // A test server's writes need not wait for the disk: a crash only ends the run.
    await admin.unsafe(`alter database ${NAME} set synchronous_commit = off`);
  } finally {
    await admin.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  await emptySuiteDatabase(process.env.DATABASE_URL ?? "");

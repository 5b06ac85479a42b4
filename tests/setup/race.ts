/**
 * Race tests: tests that fire requests, jobs or transactions at once to prove that a limit, a
 * quota or a uniqueness holds under concurrency (two workers, two tabs, a webhook sent a
 * hundred times) where what holds it is the database: a transaction that takes a lock (a row
 * lock, an advisory lock, SKIP LOCKED) before it checks and writes. PGlite runs one transaction
 * at a time inside one process, so there such transactions run one after the other and the test
 * passes whatever the locking does: it cannot fail. Race tests therefore run in the `postgres`
 * Vitest project only, where each call has a pooled connection of its own and the race is real;
 * the `pglite` project reports them as skipped. That project runs only files named
 * `*.pg.db.test.ts` (vitest.config.ts), so a file with a race test must be named so
 * (tests/unit/test-file-names.test.ts checks it).
 *
 * Not race tests, and so run on both engines: concurrency tests whose guard is one statement
 * outside a transaction (a counted-before-checked limit, a guarded UPDATE that claims a row):
 * PGlite interleaves the statements of calls made at once, so there too a check split from its
 * write would let more through, and the test can fail.
 *
 * CI always has the `postgres` project: .ci/run starts PostgreSQL or fails, and vitest.config.ts
 * refuses to run under CI without DATABASE_URL, so no race test passes by being skipped there.
 * What a race test also checks without concurrency (a second call after the first) belongs in
 * an ordinary test beside it, which runs on both engines.
 *
 *   raceTest("one of two racing Mega Boosts is let through", async () => { ... });
 *   raceDescribe("parallel creates by one seller", () => { ... });  // a block of races
 */
import { describe, it } from "vitest";

/** True in the `postgres` project (vitest.config.ts sets TEST_DATABASE). */
export const onPostgres = process.env.TEST_DATABASE === "postgres";

/** `it`, run on PostgreSQL only (skipped on PGlite, where the race cannot happen). */
export const raceTest = it.runIf(onPostgres);

/** `describe`, run on PostgreSQL only: a block made only of race tests. */
export const raceDescribe = describe.runIf(onPostgres);

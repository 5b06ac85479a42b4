/**
 * The `vacuum-analyze` job (models/shared/table-maintenance.server.ts): scheduled hourly, and
 * where no autovacuum runs (PGlite; a PostgreSQL server with autovacuum off) it gives tables
 * statistics and marks their pages all-visible, again only once enough rows changed. On a
 * PostgreSQL server with autovacuum on it does nothing.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { queryRows } from "#db/connection";
import { maintainTables } from "~/models/shared/table-maintenance.server";
import {
  enqueue,
  queueCounts,
  scheduleRecurringJobs,
  startQueue,
  stopQueue,
} from "~/services/queue.server";
import { createListing, createUser } from "../../tests/factories";
import { useTestDatabase } from "../../tests/setup/database";
import { runJobsNow } from "./jobs.server";

const t = useTestDatabase();

/** Whether this database runs autovacuum (PGlite never does). */
async function hasAutovacuum() {
  if (t.kind === "pglite") return false;
  const [row] = await queryRows<{ on: string }>(sql`select current_setting('autovacuum') as on`);
  return row.on === "on";
}

/** The listings table's row estimate and how many of its columns have statistics. */
async function listingStats() {
  const [row] = await queryRows<{ reltuples: number; columns: number; visible: number }>(sql`
    select c.reltuples::float8 as reltuples, c.relallvisible as visible,
      (select count(*)::int from pg_stats where schemaname = 'public' and tablename = 'listings')
        as columns
    from pg_class c where c.oid = 'public.listings'::regclass`);
  return row;
}

describe("vacuum-analyze", () => {
  it("is scheduled every hour", async () => {
    await scheduleRecurringJobs();
    const boss = await startQueue();
    const schedules = await boss.getSchedules();
    expect(schedules.find((s) => s.name === "vacuum-analyze")?.cron).toBe("50 * * * *");
    await stopQueue();
  });

  it("gives the tables statistics where no autovacuum does, and runs as a job", async () => {
    const seller = await createUser();
    for (let i = 0; i < 40; i++) await createListing(seller.id, { price: 1_000_000 + i });
    await enqueue("vacuum-analyze", {});
    expect(await runJobsNow("vacuum-analyze")).toBe(1);
    expect(await queueCounts("vacuum-analyze")).toMatchObject({ completed: 1 });
    if (await hasAutovacuum()) {
      expect(await maintainTables()).toEqual({ skipped: "autovacuum", tables: [] });
      return;
    }
    const stats = await listingStats();
    expect(stats.reltuples).toBe(40);
    expect(stats.columns).toBeGreaterThan(10);
    expect(stats.visible).toBeGreaterThan(0);
  });

  it("analyzes a table again only once enough of it changed", async () => {
    if (await hasAutovacuum()) return;
    await maintainTables();
    const quiet = await maintainTables();
    expect(quiet.tables.map((x) => x.name)).not.toContain("public.listings");
    // Autovacuum's threshold: 50 + 10% of the rows changed since the last analyze.
    const seller = await createUser();
    for (let i = 0; i < 60; i++) await createListing(seller.id);
    // PostgreSQL's other connections report their changes when idle, within a second or so.
    await vi.waitFor(
      async () => {
        const [row] = await queryRows<{ changed: number }>(sql`
          select n_mod_since_analyze::int as changed from pg_stat_user_tables
          where relid = 'public.listings'::regclass`);
        expect(row.changed).toBeGreaterThanOrEqual(60);
      },
      { timeout: 15_000, interval: 250 },
    );
    const busy = await maintainTables();
    expect(busy.tables.map((x) => x.name)).toContain("public.listings");
    expect((await listingStats()).reltuples).toBe(100);
  });
});

/**
 * Planner statistics and the visibility map where no autovacuum keeps them: embedded PGlite,
 * or a PostgreSQL server whose `autovacuum` is off (docs/decisions/003-performance.md, fourth
 * session).
 *
 * Without statistics the planner guesses a filter keeps a few rows, and picks plans that read
 * thousands: browse by state sorted by price sorted 16,000 Lagos listings (about 55 ms a page on
 * PGlite) instead of walking the price index (0.3 ms). Without a vacuum no page is marked
 * all-visible, so an "index-only" count still visits every row it counts; with statistics
 * the unfiltered total then became a sequential scan (70-130 ms on PGlite at 100,000
 * listings), and after a vacuum it is read from an index alone (20-40 ms).
 *
 * - `vacuumAnalyze(tables)`: after a bulk load (the seed, the importer), on either engine.
 * - `maintainTables()`: the hourly `vacuum-analyze` job. On PostgreSQL with autovacuum on it
 *   only reads the setting. Otherwise it runs `VACUUM (ANALYZE)` on the tables that
 *   autovacuum would pick with its default thresholds (more than 50 + 10% of the rows changed
 *   since the last analyze, 50 + 20% dead, or 1000 + 20% inserted since the last vacuum) or
 *   that have rows and no statistics yet.
 *
 * Cost: it holds PGlite's one connection while it runs, so pages wait. At 100,000 listings
 * ANALYZE of listings took 1.3-3.4 s on PGlite (a 30,000-row sample, whatever the table's size),
 * its first VACUUM (ANALYZE) 4-7 s (later vacuums skip the pages already all-visible: about
 * 20 ms plus the analyze), users, listing_photos and seller_reviews 0.1-0.5 s each; PostgreSQL
 * 1.1 s for listings. Listings are analyzed again after 10,050 changes (a counted view is one),
 * at most hourly. The change counters live in memory: PGlite starts them at zero on every open,
 * so changes made before a restart are not counted (tables never analyzed are still found).
 */
import { databaseHandle } from "#db/connection";
import { getEnv } from "~/env.server";
import { plural } from "~/lib/format/plural";

/** What `maintainTables` did: the tables it vacuumed and analyzed, or why it did nothing. */
export type MaintenanceReport =
  { skipped: "autovacuum"; tables: [] } | { skipped: null; tables: { name: string; ms: number }[] };

/** The open database's handle; throws when none is connected. */
function handle() {
  const h = databaseHandle();
  if (!h) throw new Error("The database is not connected (call connectDatabase first)");
  return h;
}

/**
 * `VACUUM (ANALYZE)` of each table (schema-qualified or in `public`), one at a time. Answers
 * how long each took (ms). Not inside a transaction: VACUUM refuses to run in one. Throws on an
 * unknown table.
 */
export async function vacuumAnalyze(tables: string[]): Promise<{ name: string; ms: number }[]> {
  const h = handle();
  const done: { name: string; ms: number }[] = [];
  for (const name of tables) {
    const started = performance.now();
    // Without parameters executeSql uses the simple protocol, which VACUUM needs.
    const quoted = name
      .split(".")
      .map((part) => `"${part.replace(/"/g, '""')}"`)
      .join(".");
    await h.executeSql(`vacuum (analyze) ${quoted}`);
    done.push({ name, ms: Math.round(performance.now() - started) });
  }
  return done;
}

/** The tables autovacuum would vacuum or analyze now (its default thresholds). */
const DUE_TABLES = `
  select s.schemaname || '.' || s.relname as name
  from pg_stat_user_tables s
  join pg_class c on c.oid = s.relid
  where c.reltuples < 0
    or (c.reltuples > 0 and not exists (
      select 1 from pg_stats p where p.schemaname = s.schemaname and p.tablename = s.relname))
    or s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
    or s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
    or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)
  order by 1`;

/**
 * The `vacuum-analyze` job: keeps statistics and the visibility map current where nothing else
 * does (see the module's note). Answers what it did; logs each table and its time unless
 * LOG_LEVEL is silent.
 */
export async function maintainTables(): Promise<MaintenanceReport> {
  const h = handle();
  if (h.kind === "postgres") {
    const { rows } = await h.executeSql("select current_setting('autovacuum') as on");
    if (rows[0]?.on === "on") return { skipped: "autovacuum", tables: [] };
  }
  // The change counters reach the views when a session has been idle for a second; the job
  // may run right after a burst of writes.
  await h.executeSql("select pg_stat_force_next_flush()");
  const { rows } = await h.executeSql(DUE_TABLES);
  const tables = await vacuumAnalyze(rows.map((r) => r.name as string));
  if (tables.length && getEnv().LOG_LEVEL !== "silent") {
    const slowest = [...tables].sort((a, b) => b.ms - a.ms).slice(0, 3);
    const total = tables.reduce((sum, t) => sum + t.ms, 0);
    console.log(
      `vacuum-analyze: ${plural(tables.length, { one: "table", other: "tables" })} in ${total} ms (${slowest.map((t) => `${t.name} ${t.ms} ms`).join(", ")})`,
    );
  }
  return { skipped: null, tables };
}

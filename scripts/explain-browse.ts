/**
 * `npx tsx scripts/explain-browse.ts plans|bench [--only TEXT] [--n 50] [--rounds 3]`: the
 * query plans and in-process cost of the browse pages' model calls (`/`, `/browse` with filters,
 * a search, a category page, a car page, `GET /api/cars` and the home page's figures) on the
 * database the environment points at (DATABASE_URL, else PGlite under DATA_DIR; migrated first).
 * docs/decisions/003-performance.md says what they showed.
 *
 * - plans: runs each page once with the totals' cache empty, records every statement it sends
 *   (through drizzle's query logger, set on the open client) and prints its EXPLAIN (ANALYZE,
 *   BUFFERS). Writes are not explained. On PGlite the timings are several times the real cost
 *   (each row is timed in WebAssembly): read node types, rows and buffers there.
 * - bench: calls each page's functions N times, best of `rounds`, with the totals' cache emptied
 *   before each call ("cold") and kept ("warm"); prints ms per call, wall and this process's CPU
 *   (all of PGlite's work; PostgreSQL's is in the server).
 * `--only` keeps the pages whose name contains TEXT.
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { connectDatabase, databaseHandle, db, disconnectDatabase, queryRows } from "#db/connection";
import { parseBrowseParams } from "~/lib/catalogue/filters";
import { invalidateListingCounts } from "~/models/shared/listing-counts.server";
import { searchListings } from "~/models/catalogue/search.server";
import { marketplaceStats } from "~/models/catalogue/stats.server";
import { getCarDetail } from "~/models/catalogue/detail.server";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: "string", default: "3" },
    n: { type: "string", default: "50" },
    only: { type: "string" },
  },
});
const mode = positionals[0] ?? "plans";

await connectDatabase();
const handle = databaseHandle()!;

const browse = (path: string, strict = false) => {
  const url = new URL(path, "http://x");
  const { filters } = parseBrowseParams(url.searchParams, strict ? "strict" : "lenient");
  const category = { "/tokunbo": "tokunbo", "/new-cars": "new" }[url.pathname] as
    "tokunbo" | "new" | undefined;
  if (category && !url.searchParams.has("category")) filters.category = category;
  return filters;
};

// A public car from the first pages.
const [{ id: car }] = await queryRows<{ id: string }>(sql`
  select l.id from listings l where l.status = 'active' and l.expires_at > now()
  order by l.published_at desc, l.id desc offset 37 limit 1`);

let statsCalls = 0;
const PAGES: { name: string; run: () => Promise<unknown> }[] = [
  {
    name: "/",
    run: () =>
      Promise.all([searchListings({ ...browse("/"), limit: 8 }), marketplaceStats(Date.now())]),
  },
  { name: "/browse", run: () => searchListings(browse("/browse")) },
  {
    name: "/browse?location=lagos&maxPrice=10000000&sortBy=price-low",
    run: () => searchListings(browse("/browse?location=lagos&maxPrice=10000000&sortBy=price-low")),
  },
  {
    name: "/browse?search=camry&minYear=2010",
    run: () => searchListings(browse("/browse?search=camry&minYear=2010")),
  },
  {
    name: "/tokunbo?minYear=2012&verified=true&sortBy=mileage-low&page=3",
    run: () =>
      searchListings(browse("/tokunbo?minYear=2012&verified=true&sortBy=mileage-low&page=3")),
  },
  // The fair-price filter and sort (docs/decisions/021-fair-price-rating.md).
  { name: "/browse?deal=great,good", run: () => searchListings(browse("/browse?deal=great,good")) },
  {
    name: "/browse?sortBy=deal&page=2",
    run: () => searchListings(browse("/browse?sortBy=deal&page=2")),
  },
  { name: `/car/:id`, run: () => getCarDetail(car) },
  { name: "GET /api/cars?limit=12", run: () => searchListings(browse("/?limit=12", true)) },
  {
    name: "marketplaceStats (home figures, uncached)",
    // A minute further each call, past its one-minute cache.
    run: () => marketplaceStats(Date.now() + 61_000 * ++statsCalls),
  },
].filter((p) => !values.only || p.name.includes(values.only));

type Captured = { query: string; params: unknown[] };
let captured: Captured[] | null = null;
// Drizzle's session hands its logger to each statement it builds (and to transactions): this
// one records what the pages send. Not a public API: if drizzle moves it, plans print nothing.
const session = (db() as unknown as { session: { logger: unknown; options: { logger: unknown } } })
  .session;
session.logger = session.options.logger = {
  logQuery: (query: string, params: unknown[]) => captured?.push({ query, params }),
};

if (mode === "plans") {
  for (const page of PAGES) {
    invalidateListingCounts();
    captured = [];
    await page.run();
    const statements = captured;
    captured = null;
    console.log(`\n======== ${page.name} (${statements.length} statements)`);
    for (const s of statements) {
      console.log(`\n-- ${s.query.replace(/\s+/g, " ").slice(0, 400)}`);
      console.log(`-- params: ${JSON.stringify(s.params).slice(0, 200)}`);
      if (!/^\s*(select|with)/i.test(s.query)) {
        console.log("   (not a read: not explained)");
        continue;
      }
      const result = await handle.executeSql(`explain (analyze, buffers) ${s.query}`, s.params);
      for (const row of result.rows) console.log(`   ${Object.values(row)[0] as string}`);
    }
  }
} else {
  const n = Number(values.n);
  const rounds = Number(values.rounds);
  console.log(
    `engine ${handle.kind}, ${n} calls per round, best of ${rounds}: ms per call, wall (cpu of this process)`,
  );
  for (const page of PAGES) {
    const timed = async (cold: boolean) => {
      let best = { wall: Infinity, cpu: Infinity };
      for (let r = 0; r < rounds; r++) {
        const t = performance.now();
        const c = process.cpuUsage();
        for (let i = 0; i < n; i++) {
          if (cold) invalidateListingCounts();
          await page.run();
        }
        const used = process.cpuUsage(c);
        const wall = (performance.now() - t) / n;
        const cpu = (used.user + used.system) / 1000 / n;
        if (wall < best.wall) best = { wall, cpu };
      }
      return `${best.wall.toFixed(2).padStart(8)} (${best.cpu.toFixed(2).padStart(7)})`;
    };
    const cold = await timed(true);
    const warm = await timed(false);
    console.log(`${page.name.padEnd(66)} cold ${cold}  warm ${warm}`);
  }
}
await disconnectDatabase();

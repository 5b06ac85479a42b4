/**
 * The saved-search matcher run of `npm run bench` (`npm run bench -- matcher [--searches
 * 100000 --samples 50]`; docs/decisions/022-saved-search-alerts.md): how long matching one
 * listing that became active takes against many saved searches.
 *
 * On each engine (PostgreSQL when DATABASE_URL is set, in a scratch database
 * `BENCH_MATCHER_DB` or `motormart_bench_matcher_<pid>`, dropped afterwards; and embedded
 * PGlite in a temporary folder, always):
 * 1. migrates, writes 20,000 buyers and `--searches` saved searches (about 5 each) with varied,
 *    realistic filters parsed as browse reads them: a make for most, a state for half, price
 *    bands, years, mileage, fuel, gearbox, condition, features, verified sellers and search
 *    text (a model name) for some;
 * 2. writes `--samples` active listings drawn from the same makes, states and prices, and times
 *    `matchListing` for each (the whole job's database work: the indexed candidate query, the
 *    match rows, the owners' notices), after one warm-up.
 *
 * Prints the median, p95 and max (ms) and the matches per listing; answers false (exit 1) when
 * the median is above 1 s, the time a "within a minute" notice could not afford per listing.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "#db/client";
import { useDatabase } from "#db/connection";
import { listings, savedSearches, users } from "#db/schema";
import { savedSearchFilters } from "~/lib/catalogue/saved-searches";
import { countMatchingSearches, matchListing } from "~/models/saved/saved-search-matcher.server";
import { matchColumns } from "~/models/saved/saved-searches.server";
import { stopQueue } from "~/services/queue.server";
import { percentile } from "./servers";

export type MatcherOptions = { searches: number; samples: number };

const MAKES: [string, number, string[]][] = [
  ["Toyota", 30, ["camry", "corolla", "highlander", "rav4", "sienna", "venza"]],
  ["Honda", 12, ["accord", "civic", "cr-v", "pilot"]],
  ["Lexus", 10, ["rx 350", "es 350", "gx 460"]],
  ["Mercedes-Benz", 8, ["c300", "e350", "gle"]],
  ["Hyundai", 5, ["elantra", "sonata", "tucson"]],
  ["Kia", 4, ["rio", "sorento", "sportage"]],
  ["Ford", 4, ["explorer", "edge", "focus"]],
  ["Nissan", 4, ["altima", "pathfinder", "rogue"]],
  ["Peugeot", 3, ["406", "307", "508"]],
  ["Volkswagen", 3, ["golf", "passat"]],
  ["BMW", 3, ["x5", "x3", "328i"]],
  ["Mazda", 2, ["cx-5", "mazda3"]],
  ["Acura", 2, ["mdx", "rdx"]],
  ["Mitsubishi", 2, ["pajero", "outlander"]],
  ["Innoson", 1, ["ivm g5"]],
];
const STATES = ["lagos", "lagos", "lagos", "fct", "fct", "rivers", "oyo", "kano", "edo", "delta"];
const PRICES = [2_000_000, 3_000_000, 5_000_000, 8_000_000, 10_000_000, 15_000_000, 25_000_000];
const FEATURES = ["bluetooth", "backup-camera", "sunroof", "leather-seats", "navigation"];

/** A seeded random source, so every run writes the same searches and listings. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function pickMake(r: () => number) {
  const total = MAKES.reduce((n, m) => n + m[1], 0);
  let x = r() * total;
  for (const m of MAKES) if ((x -= m[1]) < 0) return m;
  return MAKES[0];
}

const pick = <T>(r: () => number, list: readonly T[]) => list[Math.floor(r() * list.length)];

/** One realistic browse query string. */
function searchQuery(r: () => number): string {
  const p = new URLSearchParams();
  const [make, , models] = pickMake(r);
  if (r() < 0.8) p.set("make", make);
  if (r() < 0.15) p.set("search", pick(r, models));
  if (r() < 0.5) p.set("location", pick(r, STATES));
  if (r() < 0.3) p.set("category", pick(r, ["tokunbo", "nigerian-used", "new"]));
  if (r() < 0.6) p.set("maxPrice", String(pick(r, PRICES)));
  if (r() < 0.2) p.set("minPrice", String(pick(r, PRICES.slice(0, 3))));
  if (r() < 0.4) p.set("minYear", String(2005 + Math.floor(r() * 15)));
  if (r() < 0.2) p.set("maxMileage", String(50_000 + Math.floor(r() * 10) * 10_000));
  if (r() < 0.1) p.set("fuelType", pick(r, ["petrol", "diesel", "hybrid"]));
  if (r() < 0.15) p.set("transmission", pick(r, ["automatic", "manual"]));
  if (r() < 0.05) p.set("features", pick(r, FEATURES));
  if (r() < 0.05) p.set("verified", "true");
  if (r() < 0.05) p.set("condition", "certified");
  return p.toString();
}

async function seed(handle: DatabaseHandle, options: MatcherOptions) {
  const db = handle.db;
  const buyers = 20_000;
  await db.execute(sql`
    insert into users (email, first_name, last_name, account_type)
    select 'bench-buyer-' || g || '@bench.ng', 'Bench', 'Buyer', 'buyer'
    from generate_series(1, ${buyers}) g`);
  const ids = (await db.select({ id: users.id }).from(users)).map((u) => u.id);
  const r = random(2026);
  const batch: (typeof savedSearches.$inferInsert)[] = [];
  for (let i = 0; i < options.searches; i++) {
    const { filters, query } = savedSearchFilters(searchQuery(r), "lenient");
    batch.push({
      userId: ids[i % ids.length],
      name: `Search ${i}`,
      // Made unique: one user never keeps the same query twice (saved_searches_user_query_key).
      query: `${query}&n=${i}`,
      frequency: pick(r, ["instant", "instant", "daily", "weekly", "off"] as const),
      ...matchColumns(filters),
    });
    if (batch.length === 2000 || i === options.searches - 1) {
      await db.insert(savedSearches).values(batch);
      batch.length = 0;
    }
  }
  await db.execute(sql`analyze saved_searches`);
  const [seller] = await db
    .insert(users)
    .values({ email: "bench-seller@bench.ng", firstName: "Bench", lastName: "Seller" })
    .returning({ id: users.id });
  const now = new Date();
  const made: string[] = [];
  for (let i = 0; i <= options.samples; i++) {
    const [make, , models] = pickMake(r);
    const model = pick(r, models);
    const year = 2008 + Math.floor(r() * 16);
    const [row] = await db
      .insert(listings)
      .values({
        sellerId: seller.id,
        status: "active",
        title: `${make} ${model} ${year}`,
        make,
        model,
        year,
        price: 1_500_000 + Math.floor(r() * 40) * 500_000,
        mileage: 20_000 + Math.floor(r() * 150_000),
        fuelType: pick(r, ["petrol", "petrol", "diesel", "hybrid"]),
        transmission: pick(r, ["automatic", "automatic", "manual"]),
        category: pick(r, ["tokunbo", "nigerian-used", "new"] as const),
        state: pick(r, STATES),
        city: "Ikeja",
        features: FEATURES.filter(() => r() < 0.4),
        publishedAt: now,
        expiresAt: new Date(now.getTime() + 60 * 86_400_000),
      })
      .returning({ id: listings.id });
    made.push(row.id);
  }
  return made;
}

async function runOn(engine: string, handle: DatabaseHandle, options: MatcherOptions) {
  await handle.migrate();
  useDatabase(handle);
  const started = Date.now();
  const ids = await seed(handle, options);
  console.log(
    `  ${engine}: ${options.searches.toLocaleString("en")} saved searches seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  await matchListing(ids[0]); // warm-up
  const lookups: number[] = [];
  const times: number[] = [];
  const counts: number[] = [];
  for (const id of ids.slice(1)) {
    const l = performance.now();
    await countMatchingSearches(id);
    lookups.push(performance.now() - l);
    const t = performance.now();
    const { matches } = await matchListing(id);
    times.push(performance.now() - t);
    counts.push(matches.length);
  }
  times.sort((a, b) => a - b);
  lookups.sort((a, b) => a - b);
  console.log(
    `  ${engine}: finding the matching searches (the indexed lookup alone): median ${percentile(lookups, 50).toFixed(1)} ms, p95 ${percentile(lookups, 95).toFixed(1)} ms`,
  );
  counts.sort((a, b) => a - b);
  const median = percentile(times, 50);
  console.log(
    `  ${engine}: the whole match job (lookup, match rows, notices): median ${median.toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms over ${times.length} listings; matches per listing median ${percentile(counts, 50)}, max ${counts.at(-1)}`,
  );
  await stopQueue();
  useDatabase(undefined);
  return median <= 1000;
}

export async function benchMatcher(options: MatcherOptions): Promise<boolean> {
  console.log("\nSaved-search matcher (docs/decisions/022-saved-search-alerts.md)");
  let ok = true;
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const dbName = process.env.BENCH_MATCHER_DB || `motormart_bench_matcher_${process.pid}`;
    const url = new URL(baseUrl);
    url.pathname = `/${dbName}`;
    const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
    await admin.unsafe(`create database "${dbName}"`);
    const handle = await openDatabase({ databaseUrl: url.href, maxConnections: 4 });
    try {
      ok = (await runOn("PostgreSQL", handle, options)) && ok;
    } finally {
      await handle.close();
      await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
      await admin.end();
    }
  }
  const dir = fs.mkdtempSync(
    path.join(os.tmpdir(), `motormart-bench-matcher-${crypto.randomBytes(3).toString("hex")}-`),
  );
  const handle = await openDatabase({ dataDir: dir });
  try {
    ok = (await runOn("PGlite", handle, options)) && ok;
  } finally {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return ok;
}

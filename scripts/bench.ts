/**
 * `npm run bench [-- pages|network|photos|messaging|webhooks|matcher|pricing] [--listings 100000 --duration 10
 *  --connections 10 --port 3999] [--senders 200 --messaging-seconds 30] [--payments 100
 *  --copies 10 --hook-connections 50] [--searches 100000 --samples 50]`
 *
 * Seven runs, all by default, or the ones named; the process exits 1 when any misses or fails.
 *
 * pages (scripts/bench/pages.ts): the project against the framework's floor, a bare React
 * Router app with one 12-card page and no database (scripts/bench/floor/, built when missing or
 * older than its sources, served by react-router-serve). On each engine (PostgreSQL when
 * DATABASE_URL is set, and embedded PGlite in `./data-bench` or BENCH_DATA_DIR, always) it
 * seeds the catalogue up to `--listings` (reusing what is there), starts the production server
 * (one worker process), and measures `/`, `/browse` with two filter combinations, a car page and
 * `GET /api/cars` with autocannon (`--connections`), alternating floor and project legs of
 * `--duration` seconds; it prints req/s, p99 and their ratios to the floor, PASS or MISS per
 * target (PostgreSQL: pages >= 0.5x the floor's req/s and p99 <= 3x, the API >= 1.0x; PGlite:
 * >= 0.2x and p99 < 500 ms). On the first engine, for information: the admin pages and the gzip
 * bytes of a first visit to /browse (HTML target < 40 KB; the JavaScript's budget is held by
 * `npm run size`, scripts/size.ts).
 *
 * network (scripts/bench/network.ts): first contentful paint and load of `/`, `/browse` and a
 * car page in Chromium over an emulated 2G connection (250 kbit/s, 300 ms), with JavaScript
 * and without, median of three; target /browse FCP <= 1500 ms both ways.
 *
 * photos (scripts/bench/photos.ts, docs/decisions/020-photo-formats.md): a phone-camera-like
 * 4000x3000 JPEG through the real upload pipeline; the bytes of each WebP and AVIF variant, the
 * card photo a 390 px phone picks (target 25 KB) and the first screen of /browse (150 KB).
 *
 * messaging (docs/decisions/009-messaging.md): two app instances on a scratch PostgreSQL
 * database, `--senders` buyers posting for `--messaging-seconds` to one, their sellers'
 * event streams on the other; messages per second, delivery latency, and zero lost or
 * duplicated messages (the process exits 1 otherwise). Needs DATABASE_URL; skipped without.
 *
 * webhooks (docs/decisions/010-payments.md): `--payments` pending payments' signed
 * `charge.success` webhooks, each delivered `--copies` times concurrently across two instances,
 * must grant exactly once each (exit 1 otherwise); deliveries per second and latency. Needs
 * DATABASE_URL.
 *
 * matcher (scripts/bench/matcher.ts, docs/decisions/022-saved-search-alerts.md): `--searches`
 * saved searches seeded on each engine, then the time to match one new listing against them
 * (median and p95 over `--samples` listings); target median <= 1 s.
 *
 * pricing (scripts/bench/pricing.ts, docs/decisions/031-bait-proof-price-rating.md): the Cars45
 * file (`--csv`) imported into a scratch PGlite, rated, and backtested: the share of live listings
 * rated (target 80 %) and the median error of the estimate per step of the comparables ladder.
 *
 * Ports: pages and network use `--port` (the project) and the next (the floor); messaging the
 * two after, webhooks the two after those.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { resetEnv } from "~/env.server";

const RUNS = ["pages", "network", "photos", "messaging", "webhooks", "matcher", "pricing"];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    listings: { type: "string", default: "100000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    port: { type: "string", default: "3999" },
    senders: { type: "string", default: "200" },
    "messaging-seconds": { type: "string", default: "30" },
    payments: { type: "string", default: "100" },
    copies: { type: "string", default: "10" },
    "hook-connections": { type: "string", default: "50" },
    searches: { type: "string", default: "100000" },
    samples: { type: "string", default: "50" },
    csv: { type: "string", default: path.resolve("../shared/data/cars45-listings.csv") },
  },
});
const runs = positionals.length ? positionals : RUNS;
for (const name of runs) {
  if (!RUNS.includes(name)) {
    console.error(`Unknown run "${name}": use ${RUNS.join(", ")} (default: all).`);
    process.exit(2);
  }
}
const port = Number(values.port);
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? "data-bench");
const databaseUrl = process.env.DATABASE_URL || undefined;
process.env.DATA_DIR = dataDir;
resetEnv();

/** Runs one named run, turning a miss or a failure into exit code 1 without stopping the rest. */
async function attempt(name: string, run: () => Promise<boolean>) {
  try {
    if (!(await run())) process.exitCode = 1;
  } catch (error) {
    console.error(`\n${name} run failed: ${(error as Error).stack ?? error}`);
    process.exitCode = 1;
  }
}

if (runs.includes("pages")) {
  const { benchPages } = await import("./bench/pages");
  await attempt("Pages", () =>
    benchPages({
      databaseUrl,
      dataDir,
      listings: Number(values.listings),
      seconds: Number(values.duration),
      connections: Number(values.connections),
      port,
    }),
  );
}
if (runs.includes("network")) {
  const { benchNetwork } = await import("./bench/network");
  await attempt("Network", () =>
    benchNetwork({ databaseUrl, dataDir, listings: Number(values.listings), port }),
  );
}
if (runs.includes("photos")) {
  const { benchPhotos } = await import("./bench/photos");
  await attempt("Photos", () => benchPhotos());
}
if (runs.includes("messaging")) {
  const { benchMessaging } = await import("./bench/messaging");
  await attempt("Messaging", () =>
    benchMessaging({
      pairs: Number(values.senders),
      seconds: Number(values["messaging-seconds"]),
      portA: port + 2,
      portB: port + 3,
    }),
  );
}
if (runs.includes("webhooks")) {
  const { benchWebhooks } = await import("./bench/webhooks");
  await attempt("Webhook", () =>
    benchWebhooks({
      payments: Number(values.payments),
      copies: Number(values.copies),
      connections: Number(values["hook-connections"]),
      portA: port + 4,
      portB: port + 5,
    }),
  );
}
if (runs.includes("pricing")) {
  const { benchPricing } = await import("./bench/pricing");
  await attempt("Pricing", () => benchPricing({ csv: values.csv }));
}
if (runs.includes("matcher")) {
  const { benchMatcher } = await import("./bench/matcher");
  await attempt("Matcher", () =>
    benchMatcher({ searches: Number(values.searches), samples: Number(values.samples) }),
  );
}

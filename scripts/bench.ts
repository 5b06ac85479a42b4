/**
 * `npm run bench [-- pages|messaging|webhooks] [--listings 100000 --duration 10
 *  --connections 10] [--senders 200 --messaging-seconds 30] [--payments 100 --copies 10
 *  --hook-connections 50]`
 *
 * Three runs, all by default, or the ones named:
 *
 * pages: seeds the benchmark database up to N listings (reusing what is there), starts the
 * production server on it, and measures with autocannon: the home page, browse with three
 * filter combinations, a car detail and `GET /api/cars` (requests per second, p50 and p99
 * latency). Then it adds up the gzip bytes of the HTML, CSS and JavaScript a first visit to
 * /browse downloads. Prints a table.
 *
 * Database: DATABASE_URL when set (the production set-up), else embedded PGlite in
 * `./data-bench` (BENCH_DATA_DIR), kept between runs so the seeding happens once.
 * Targets: browse p99 < 100 ms at 10 connections on 2 cores, first-visit JS
 * < 120 KB gzip, browse HTML < 40 KB gzip.
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
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { listings } from "#db/schema";
import { resetEnv } from "~/env.server";

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
  },
});
const runs = positionals.length ? positionals : ["pages", "messaging", "webhooks"];
for (const name of runs) {
  if (!["pages", "messaging", "webhooks"].includes(name)) {
    console.error(`Unknown run "${name}": use pages, messaging or webhooks (default: all).`);
    process.exit(2);
  }
}
const target = Number(values.listings);
const duration = Number(values.duration);
const connections = Number(values.connections);
const port = Number(values.port);
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? "data-bench");
process.env.DATA_DIR = dataDir;
resetEnv();

async function ensureCatalogue() {
  const { connectDatabase, db, disconnectDatabase } = await import("#db/connection");
  const { seedCatalogue } = await import("#db/seed/catalogue");
  await connectDatabase();
  const [{ n }] = await db()
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(listings);
  if (n < target) {
    console.log(`Seeding ${target - n} listings (have ${n}, want ${target})...`);
    const started = Date.now();
    await seedCatalogue(target - n, {
      seed: n + 1,
      onProgress: (done) => done % 10_000 === 0 && console.log(`  ${done}`),
    });
    console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    // Index-only counts need an up-to-date visibility map.
    await db().execute(sql`vacuum analyze listings`);
  } else console.log(`Reusing ${n} listings.`);
  // The admin targets sign in as the demo admin (docs/decisions/013-admin-panel.md).
  const { createDemoAccounts } = await import("#db/seed/catalogue");
  await createDemoAccounts();
  await disconnectDatabase();
}

/** A Bearer token of the demo admin (db/seed/catalogue.ts, DEMO_ACCOUNTS). */
async function adminToken(base: string): Promise<string> {
  const { DEMO_ACCOUNTS } = await import("#db/seed/catalogue");
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: DEMO_ACCOUNTS.staff.email,
      password: DEMO_ACCOUNTS.staff.password(),
    }),
  });
  const body = (await res.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`Admin sign-in failed: ${res.status}`);
  return body.data.token;
}

function get(
  url: string,
  encoding: "" | "gzip" | "br" = "",
  extra: Record<string, string> = {},
): Promise<{ status: number; body: Buffer; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(
        url,
        { headers: { ...(encoding ? { "accept-encoding": encoding } : {}), ...extra } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c) => chunks.push(c));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks),
              headers: res.headers,
            }),
          );
        },
      )
      .on("error", reject);
  });
}

async function waitForServer(base: string) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await get(`${base}/api/health`)).status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("The server did not start");
}

function run(
  url: string,
  seconds = duration,
  headers: Record<string, string> = {},
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

async function firstVisitBytes(base: string) {
  const page = await get(`${base}/browse`, "gzip");
  const html = page.body.length;
  const text = (await get(`${base}/browse`)).body.toString();
  const css = [...text.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  const js = new Set([
    ...[...text.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]),
    ...[...text.matchAll(/import\("([^"]+\.js)"\)|import \* as \w+ from "([^"]+\.js)"/g)].map(
      (m) => m[1] ?? m[2],
    ),
  ]);
  const sum = async (urls: Iterable<string>, encoding: "gzip" | "br" = "gzip") => {
    let total = 0;
    for (const u of urls) total += (await get(`${base}${u}`, encoding)).body.length;
    return total;
  };
  return {
    html,
    css: await sum(css),
    js: await sum(js),
    jsBrotli: await sum(js, "br"),
    jsFiles: js.size,
  };
}

/** The pages run: catalogue pages and the cars API under autocannon, then first-visit bytes. */
async function benchPages() {
  if (!process.env.DATABASE_URL && fs.existsSync(path.join(dataDir, "pglite.lock"))) {
    console.log(
      "Note: a lock file exists in the bench folder; it is taken over if its process is gone.",
    );
  }
  await ensureCatalogue();
  if (!fs.existsSync("build/server/index.js")) {
    spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  }
  const base = `http://127.0.0.1:${port}`;
  const server = spawn("node", ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "silent",
      SEED_ON_EMPTY: "false",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    await waitForServer(base);
    const api = JSON.parse(
      (await get(`${base}/api/cars?limit=1&sortBy=popularity`)).body.toString(),
    );
    const carId = api.data.cars[0].id;
    const targets: [string, string][] = [
      ["home /", "/"],
      ["browse (no filter)", "/browse"],
      [
        "browse lagos+petrol+price",
        "/browse?location=lagos&fuelType=petrol&minPrice=2000000&maxPrice=15000000",
      ],
      ["browse search+sort", "/browse?search=toyota%20camry&sortBy=price-low"],
      [
        "browse tokunbo+year+verified",
        "/tokunbo?minYear=2012&verified=true&sortBy=mileage-low&page=3",
      ],
      ["car detail", `/car/${carId}`],
      ["GET /api/cars", "/api/cars?limit=12"],
    ];
    // Admin pages (docs/decisions/013-admin-panel.md) as the demo admin, with a Bearer token; the
    // listing list's
    // second page by index, never an offset.
    const token = await adminToken(base);
    const auth = { authorization: `Bearer ${token}` };
    const firstPage = JSON.parse(
      (await get(`${base}/api/admin/listings?status=active&limit=50`, "", auth)).body.toString(),
    );
    const adminTargets: [string, string][] = [
      ["admin overview", "/admin"],
      ["admin users", "/admin/users"],
      [
        "admin listings (active, page 2)",
        `/admin/listings/all?status=active&before=${encodeURIComponent(firstPage.data.nextBefore)}`,
      ],
      ["GET /api/admin/dashboard", "/api/admin/dashboard"],
    ];
    const workers = process.env.DATABASE_URL
      ? Number(process.env.WEB_CONCURRENCY) || os.availableParallelism()
      : 1;
    console.log(
      `\n${target} listings, ${connections} connections, ${duration} s each, database: ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, ${workers} server worker process${workers > 1 ? "es" : ""}\n`,
    );
    const rows: string[][] = [["target", "req/s", "p50 ms", "p99 ms", "errors"]];
    for (const [name, url, headers] of [
      ...targets.map(([n, u]) => [n, u, {}] as const),
      ...adminTargets.map(([n, u]) => [n, u, auth] as const),
    ]) {
      await run(`${base}${url}`, 2, headers); // warm-up
      const r = await run(`${base}${url}`, duration, headers);
      rows.push([
        name,
        r.requests.average.toFixed(0),
        String(r.latency.p50),
        String(r.latency.p99),
        String(r.errors + r.non2xx),
      ]);
    }
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
    for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i])).join("  "));
    const bytes = await firstVisitBytes(base);
    console.log(
      `\nFirst visit to /browse (gzip): HTML ${(bytes.html / 1024).toFixed(1)} KB, CSS ${(bytes.css / 1024).toFixed(1)} KB, JavaScript ${(bytes.js / 1024).toFixed(1)} KB in ${bytes.jsFiles} files (Brotli, for browsers that accept it: ${(bytes.jsBrotli / 1024).toFixed(1)} KB)`,
    );
  } finally {
    // Waited for, so the next run does not share the cores with its shutdown.
    const exited = new Promise((r) => server.once("exit", r));
    if (server.exitCode === null && server.kill("SIGTERM")) await exited;
  }
}

if (runs.includes("pages")) await benchPages();
if (runs.includes("messaging")) {
  const { benchMessaging } = await import("./bench/messaging");
  try {
    const passed = await benchMessaging({
      pairs: Number(values.senders),
      seconds: Number(values["messaging-seconds"]),
      portA: port + 2,
      portB: port + 3,
    });
    if (!passed) process.exitCode = 1;
  } catch (error) {
    console.error(`\nMessaging run failed: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
if (runs.includes("webhooks")) {
  const { benchWebhooks } = await import("./bench/webhooks");
  try {
    const passed = await benchWebhooks({
      payments: Number(values.payments),
      copies: Number(values.copies),
      connections: Number(values["hook-connections"]),
      portA: port + 4,
      portB: port + 5,
    });
    if (!passed) process.exitCode = 1;
  } catch (error) {
    console.error(`\nWebhook run failed: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}

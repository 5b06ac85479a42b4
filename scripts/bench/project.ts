/**
 * The project's side of the pages and network runs (scripts/bench/pages.ts, network.ts): the
 * database engines they measure on, the seeded catalogue, the production build and server, and
 * small HTTP helpers.
 *
 * Engines: PostgreSQL when DATABASE_URL is set (the production set-up), and embedded PGlite
 * in BENCH_DATA_DIR (default `./data-bench`), kept between runs so the seeding happens once.
 * A PGlite data folder opens in one process at a time: the catalogue is seeded and the database
 * closed here before the server opens it.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { sql } from "drizzle-orm";
import { listings } from "#db/schema";
import { resetEnv } from "~/env.server";
import { startServer, type Server } from "./servers";

/** A database the project runs on: a PostgreSQL URL, or "" for PGlite under `dataDir`. */
export type Engine = { name: "PostgreSQL" | "PGlite"; databaseUrl: string; dataDir: string };

/** PostgreSQL first when `databaseUrl` is set, then PGlite in `dataDir` (absolute), always. */
export function benchEngines(databaseUrl: string | undefined, dataDir: string): Engine[] {
  return [
    ...(databaseUrl ? [{ name: "PostgreSQL" as const, databaseUrl, dataDir }] : []),
    { name: "PGlite" as const, databaseUrl: "", dataDir },
  ];
}

/**
 * Runs `fn` with this process's environment pointing at `engine` (DATABASE_URL, DATA_DIR, read
 * again by `getEnv`), then puts the previous values back, so later runs see the caller's.
 */
async function withEngine<T>(engine: Engine, fn: () => Promise<T>): Promise<T> {
  const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR };
  process.env.DATABASE_URL = engine.databaseUrl;
  process.env.DATA_DIR = engine.dataDir;
  resetEnv();
  try {
    return await fn();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetEnv();
  }
}

/**
 * Seeds `engine`'s catalogue up to `target` listings (db/seed/catalogue.ts; what is there is
 * reused), with the demo accounts when `demoAccounts` (the admin targets sign in as the demo
 * admin, docs/decisions/013-admin-panel.md), and closes the database again.
 */
export async function ensureCatalogue(engine: Engine, target: number, demoAccounts = false) {
  if (!engine.databaseUrl && fs.existsSync(path.join(engine.dataDir, "pglite.lock"))) {
    console.log(
      "Note: a lock file exists in the bench folder; it is taken over if its process is gone.",
    );
  }
  await withEngine(engine, async () => {
    const { connectDatabase, db, disconnectDatabase } = await import("#db/connection");
    const { createDemoAccounts, seedCatalogue } = await import("#db/seed/catalogue");
    await connectDatabase();
    try {
      const [{ n }] = await db()
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(listings);
      if (n < target) {
        console.log(
          `${engine.name}: seeding ${target - n} listings (have ${n}, want ${target})...`,
        );
        const started = Date.now();
        await seedCatalogue(target - n, {
          seed: n + 1,
          onProgress: (done) => done % 10_000 === 0 && console.log(`  ${done}`),
        });
        console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
        // Index-only counts need an up-to-date visibility map.
        await db().execute(sql`vacuum analyze listings`);
      } else console.log(`${engine.name}: reusing ${n} listings.`);
      if (demoAccounts) await createDemoAccounts();
    } finally {
      await disconnectDatabase();
    }
  });
}

/** Builds the project (`npm run build`) when it has no production build yet. */
export function ensureProjectBuild() {
  if (fs.existsSync("build/server/index.js")) return;
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`The project's build failed (${result.status})`);
}

/**
 * Starts the project's production server on `engine` at 127.0.0.1:`port`, one worker process,
 * without request logs or seeding; the caller waits for it (`waitForHealth`) and stops it.
 */
export function startProject(engine: Engine, port: number): Server {
  ensureProjectBuild();
  return startServer("project", port, {
    DATABASE_URL: engine.databaseUrl,
    DATA_DIR: engine.dataDir,
    LOG_LEVEL: "silent",
    SEED_ON_EMPTY: "false",
  });
}

/** A GET with Node's http (no fetch: the byte counts want the body exactly as sent). */
export function get(
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

/** The id of the most popular active listing (`GET /api/cars`, sorted by popularity). */
export async function popularCarId(base: string): Promise<string> {
  const res = await get(`${base}/api/cars?limit=1&sortBy=popularity`);
  const body = JSON.parse(res.body.toString()) as { data?: { cars?: { id: string }[] } };
  const id = body.data?.cars?.[0]?.id;
  if (!id) throw new Error(`No listing to measure: GET /api/cars answered ${res.status}`);
  return id;
}

/**
 * A Bearer token of the demo admin (db/seed/catalogue.ts, DEMO_ACCOUNTS): its password, then the
 * current code of its two-factor key (a staff role needs 2FA on: docs/decisions/005-permissions.md).
 */
export async function adminToken(base: string): Promise<string> {
  const { DEMO_ACCOUNTS } = await import("#db/seed/catalogue");
  const { currentTotpCode } = await import("~/models/security/two-factor.server");
  const post = async (to: string, json: unknown) => {
    const res = await fetch(`${base}${to}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(json),
    });
    return { status: res.status, body: (await res.json()) as { data?: Record<string, string> } };
  };
  const login = await post("/api/auth/login", {
    email: DEMO_ACCOUNTS.staff.email,
    password: DEMO_ACCOUNTS.staff.password(),
  });
  const challengeToken = login.body.data?.challengeToken;
  if (!challengeToken) throw new Error(`Admin sign-in failed: ${login.status}`);
  const code = await currentTotpCode(DEMO_ACCOUNTS.staff.totpSecret());
  const done = await post("/api/auth/login/2fa", { challengeToken, code });
  if (!done.body.data?.token) throw new Error(`Admin two-factor sign-in failed: ${done.status}`);
  return done.body.data.token;
}

/**
 * The bytes a first visit to `path` (/browse, or /ha/browse in Hausa...) downloads: the HTML,
 * its stylesheets and its JavaScript (module preloads and imports), gzip, and the JavaScript in
 * Brotli too.
 */
export async function firstVisitBytes(base: string, path = "/browse") {
  const page = await get(`${base}${path}`, "gzip");
  const html = page.body.length;
  const text = (await get(`${base}${path}`)).body.toString();
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

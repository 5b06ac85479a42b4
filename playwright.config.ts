import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { suiteDatabaseUrl } from "./tests/e2e/suite-database";

/**
 * End-to-end tests against the production build (`npm run build` first) in Debian's Chromium.
 * The server runs on a fresh database, seeded with the deterministic demo catalogue, its files
 * under tests/.tmp/e2e-data, on two workers: with DATABASE_URL set (CI), a database of its own
 * on that PostgreSQL server, else the embedded PGlite (tests/e2e/suite-database.ts).
 *
 * Every test runs in the `js` project (those of
 * the specs that start servers of their own in `servers` instead); the flows that must work
 * without JavaScript (README: every form works without it) are tagged `@no-js` and run in the
 * `no-js` project too, and a test of the JavaScript-less path alone is tagged `@no-js-only`:
 *
 *   test("forgot and reset password", { tag: "@no-js" }, async ({ page }, info) => { ... });
 *
 * Untagged tests are the same without JavaScript or need it: axe (a script in the page), HTTP-
 * and server-level checks, live updates, toasts, keyboard shortcuts, pages that only render.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const SUITE_DATABASE_URL = suiteDatabaseUrl();

// The cluster and two-instance tests need PostgreSQL and skip without it; CI must not.
if (process.env.CI && process.env.CI !== "false" && !process.env.DATABASE_URL)
  throw new Error("CI runs the PostgreSQL end-to-end tests too: set DATABASE_URL (see .ci/run)");
/**
 * Debian's old headless shell (package chromium-headless-shell, what Playwright itself runs for
 * headless tests) when it is installed: the same Blink and V8 as the chromium package without
 * the browser's UI and GPU processes, about a fifth less time on this suite. Else Debian's
 * chromium; CHROMIUM_PATH names another.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromium = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium"),
  args: [
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};

/**
 * Specs that start servers of their own (the cluster, two instances, a PostgreSQL outage, a
 * killed embedded server): each on free ports and temporary folders, but several at once would
 * crowd two cores, so they run one at a time in the `servers` project while the other worker
 * runs the rest against the suite's server.
 */
const OWN_SERVERS = [
  "cluster.spec.ts",
  "two-instances.spec.ts",
  "failure-modes.spec.ts",
  "embedded-durability.spec.ts",
];

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  // One spec file per worker at a time (a file's tests share accounts and listings in order);
  // two workers, one per core, against the one production server.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // Axe passes over several pages take seconds each on a busy two-core CI machine.
  timeout: process.env.CI ? 60_000 : 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    // A trace records every action's page and screen: a quarter of the suite's CPU when kept
    // for every test. A test that fails is run again (retries), with its trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
  },
  // The specs with servers of their own first: they run one at a time, so started last they
  // kept one worker busy alone at the end (about a minute and a half).
  projects: [
    {
      name: "servers",
      testMatch: OWN_SERVERS,
      grepInvert: /@no-js-only/,
      workers: 1,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    {
      name: "js",
      grepInvert: /@no-js-only/,
      testIgnore: OWN_SERVERS,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    {
      name: "no-js",
      grep: /@no-js/,
      testIgnore: OWN_SERVERS,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: false },
    },
  ],
  webServer: {
    command: `rm -rf tests/.tmp/e2e-data && ${
      SUITE_DATABASE_URL ? "npx tsx tests/e2e/suite-database.ts && " : ""
    }node server.js`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      APP_URL: `http://127.0.0.1:${PORT}`,
      HOST: "127.0.0.1",
      DATA_DIR: "tests/.tmp/e2e-data",
      DATABASE_URL: SUITE_DATABASE_URL,
      // One process, as on the embedded database: the tests read their own writes from the
      // anonymous page cache, which each process keeps for itself.
      WEB_CONCURRENCY: "1",
      SEED_LISTINGS: "300",
      LOG_LEVEL: "silent",
      HSTS: "false",
      // Plain HTTP on localhost: the session cookie cannot be Secure here.
      INSECURE_COOKIES: "true",
      // Every test signs up from 127.0.0.1; the limits themselves are tested in Vitest.
      RATE_LIMIT_SCALE: "50",
      // No Paystack key: payments go through the simulated checkout (off by default in production).
      SIMULATED_PAYMENTS: "true",
    },
  },
});

import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "~": path.resolve(import.meta.dirname, "app"),
  "#db": path.resolve(import.meta.dirname, "db"),
  // React Router's build of the route table; Vitest reads app/routes.ts instead.
  "virtual:react-router/server-build": path.resolve(
    import.meta.dirname,
    "tests/support/server-build.ts",
  ),
};

// Race tests (tests/setup/race.ts) can only fail on PostgreSQL: a CI run without it would pass
// them by skipping them. .ci/run starts a server or fails; this catches any other CI set-up.
if (process.env.CI && process.env.CI !== "false" && !process.env.DATABASE_URL)
  throw new Error(
    "CI must run the database tests on PostgreSQL too (the race tests run only there): set " +
      "DATABASE_URL, e.g. postgres://root@127.0.0.1:5432/test (see .ci/run)",
  );

/** Where test files live; each project narrows these by the file name's ending. */
const ROOTS = ["app", "db", "scripts", "server", "tests/unit"];
const files = (ending: string) => ROOTS.map((root) => `${root}/**/*${ending}`);

/**
 * No isolation: each worker imports the app once and runs its files one after another, instead
 * of a fresh module graph per file (that import was most of a small file's time). A file's
 * changes to the process (environment, storage, timers, mocks) are put back after it by
 * tests/setup/each-file.ts; each database file still gets a database of its own.
 */
const common = {
  testTimeout: 30_000,
  hookTimeout: 60_000,
  isolate: false,
  setupFiles: ["tests/setup/each-file.ts"],
};

/**
 * Three projects, chosen by the file name (README, Tests):
 * - `unit`: every `*.test.ts(x)` that is not `*.db.test.ts`: no database and no global set-up,
 *   so such a file starts in the time its imports take.
 * - `pglite`: every `*.db.test.ts`, each file on its own copy of a PGlite template migrated once
 *   per run (tests/setup/global-setup.ts).
 * - `postgres` (when DATABASE_URL is set): only `*.pg.db.test.ts`, the tests whose result can
 *   differ on a PostgreSQL server (race tests, SQL queries and search, migrations); each file on
 *   its own clone of a template database (tests/setup/postgres-template.ts).
 */
const projects = [
  {
    resolve: { alias },
    test: {
      name: "unit",
      include: files(".test.{ts,tsx}"),
      exclude: ["**/node_modules/**", ...files(".db.test.ts")],
      env: { APP_URL: "https://motormart.test" },
      ...common,
    },
  },
  {
    resolve: { alias },
    test: {
      name: "pglite",
      include: files(".db.test.ts"),
      globalSetup: ["tests/setup/global-setup.ts"],
      env: { TEST_DATABASE: "pglite", APP_URL: "https://motormart.test" },
      ...common,
    },
  },
];
if (process.env.DATABASE_URL) {
  projects.push({
    resolve: { alias },
    test: {
      name: "postgres",
      include: files(".pg.db.test.ts"),
      globalSetup: ["tests/setup/postgres-template.ts"],
      env: { TEST_DATABASE: "postgres", APP_URL: "https://motormart.test" },
      ...common,
    },
  });
}

export default defineConfig({
  test: {
    projects,
    // Two cores: keep PGlite instances (WASM, ~100 MB each) to a couple at a time.
    maxWorkers: 2,
  },
});

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

// Database tests (*.db.test.ts) run on embedded PGlite, and again on PostgreSQL when
// DATABASE_URL points at a server: there each test file gets its own clone of a template
// database migrated once per run (tests/setup/postgres-template.ts).
const projects = [
  {
    resolve: { alias },
    test: {
      name: "pglite",
      include: [
        "app/**/*.test.{ts,tsx}",
        "db/**/*.test.ts",
        "scripts/**/*.test.ts",
        "server/**/*.test.ts",
        "tests/unit/**/*.test.ts",
      ],
      globalSetup: ["tests/setup/global-setup.ts"],
      env: { TEST_DATABASE: "pglite", APP_URL: "https://motormart.test" },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
];
if (process.env.DATABASE_URL) {
  projects.push({
    resolve: { alias },
    test: {
      name: "postgres",
      include: ["app/**/*.db.test.ts", "db/**/*.db.test.ts", "tests/unit/**/*.db.test.ts"],
      globalSetup: ["tests/setup/postgres-template.ts"],
      env: { TEST_DATABASE: "postgres", APP_URL: "https://motormart.test" },
      testTimeout: 30_000,
      hookTimeout: 60_000,
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

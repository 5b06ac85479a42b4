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

// Database tests (*.db.test.ts) run on embedded PGlite, and again on PostgreSQL when
// DATABASE_URL points at a server (each test file gets its own fresh database there).
const projects = [
  {
    resolve: { alias },
    test: {
      name: "pglite",
      include: [
        "app/**/*.test.{ts,tsx}",
        "db/**/*.test.ts",
        "scripts/**/*.test.ts",
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
      globalSetup: ["tests/setup/global-setup.ts"],
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

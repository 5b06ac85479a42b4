/**
 * ESLint (`npm run lint`, with Prettier): first of all the direction of the layers
 * (docs/decisions/004-layout-and-layers.md), so a wrong import fails CI:
 *
 *   routes, jobs, server -> request helpers -> models -> services and db/ -> env
 *   lib/ (pure, shared with the browser) and components/ (views) import nothing above them.
 *
 * A layer may skip layers below it, never import one above it. The seed and the importer
 * (db/seed, db/import) are tools: they may use models, but nothing in the app uses them.
 */
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";

const APP = "./app";
const zone = (target, from, message) => ({ target, from, message });

const layers = [
  zone(
    `${APP}/lib`,
    [
      `${APP}/routes`,
      `${APP}/request`,
      `${APP}/models`,
      `${APP}/services`,
      `${APP}/jobs`,
      `${APP}/components`,
      `${APP}/env.server.ts`,
      "./db",
      "./server",
    ],
    "lib/ is pure code shared with the browser: it imports only lib/.",
  ),
  zone(
    `${APP}/components`,
    [
      `${APP}/routes`,
      `${APP}/request`,
      `${APP}/models`,
      `${APP}/services`,
      `${APP}/jobs`,
      `${APP}/env.server.ts`,
      "./db",
      "./server",
    ],
    "components/ are views: they import lib/ and other components only.",
  ),
  zone(
    `${APP}/models`,
    [
      `${APP}/routes`,
      `${APP}/request`,
      `${APP}/jobs`,
      `${APP}/components`,
      "./db/seed",
      "./db/import",
      "./server",
    ],
    "models/ hold business rules: they may use services, db/ and lib/, never what calls them.",
  ),
  zone(
    `${APP}/services`,
    [
      `${APP}/routes`,
      `${APP}/request`,
      `${APP}/models`,
      `${APP}/jobs`,
      `${APP}/components`,
      "./db/seed",
      "./db/import",
      "./server",
    ],
    "services/ (mail, storage, queue...) know nothing of the app above them.",
  ),
  zone(
    `${APP}/request`,
    [`${APP}/routes`, `${APP}/jobs`, `${APP}/components`, "./db/seed", "./db/import", "./server"],
    "request helpers serve routes; they never import one.",
  ),
  zone(
    `${APP}/jobs`,
    [
      `${APP}/routes`,
      `${APP}/request`,
      `${APP}/components`,
      "./db/seed",
      "./db/import",
      "./server",
    ],
    "jobs run outside any request: they use models and services.",
  ),
  zone(
    `${APP}/env.server.ts`,
    [APP, "./db", "./server"],
    "The environment module imports nothing of ours.",
  ),
  zone(
    ["./db/schema.ts", "./db/client.ts", "./db/connection.ts"],
    [
      `${APP}/routes`,
      `${APP}/request`,
      `${APP}/models`,
      `${APP}/services`,
      `${APP}/jobs`,
      `${APP}/components`,
      "./db/seed",
      "./db/import",
      "./server",
    ],
    "db/ (schema, client, connection) sits below the models.",
  ),
  zone(
    `${APP}/routes`,
    ["./db/seed", "./db/import", "./server"],
    "Routes never use the seed or the importer.",
  ),
];

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "node_modules/**",
      ".react-router/**",
      "data/**",
      "data-bench/**",
      "tests/.tmp/**",
      "playwright-report/**",
      "test-results/**",
      "db/migrations/**",
    ],
  },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { parser: tseslint.parser, ecmaVersion: "latest", sourceType: "module" },
    plugins: { "import-x": importX, "@typescript-eslint": tseslint.plugin },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: layers }],
      "import-x/no-cycle": ["error", { maxDepth: 3, ignoreExternal: true }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // lib/ runs in the browser too: no Node built-ins.
    files: ["app/lib/**/*.ts"],
    ignores: ["app/lib/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["node:*"], message: "lib/ runs in the browser: no Node built-ins." },
          ],
        },
      ],
    },
  },
);

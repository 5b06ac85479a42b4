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

/**
 * The layers, top to bottom, each with its folders: a layer may import the layers below it,
 * never one above. `lib/` and `components/` are handled apart (they import only lib/).
 */
const LAYERS = [
  { name: "entry points", paths: [`${APP}/routes`, `${APP}/jobs`, "./server"] },
  { name: "request helpers", paths: [`${APP}/request`] },
  { name: "models", paths: [`${APP}/models`] },
  {
    name: "services and db/",
    paths: [
      `${APP}/services`,
      "./db/schema.ts",
      "./db/schema",
      "./db/client.ts",
      "./db/connection.ts",
    ],
  },
  { name: "the environment", paths: [`${APP}/env.server.ts`] },
];
const TOOLS = ["./db/seed", "./db/import"];
const VIEWS = `${APP}/components`;

const zones = LAYERS.slice(1).map((layer, i) => ({
  target: layer.paths,
  from: [...LAYERS.slice(0, i + 1).flatMap((l) => l.paths), VIEWS],
  message: `${layer.name} may only import the layers below them (docs/decisions/004-layout-and-layers.md).`,
}));

/**
 * The areas of the domain layer (docs/decisions/016-models-by-area.md) and the areas each may
 * import: the graph has no loop, so a rule's home is found by following its area downwards.
 */
const AREAS = {
  shared: [],
  site: ["shared"],
  identity: ["shared", "site"],
  security: ["shared", "site", "identity"],
  messaging: ["shared", "site", "identity"],
  listings: ["shared", "site", "identity", "messaging"],
  trust: ["shared", "site", "identity", "security"],
  billing: ["shared", "site", "identity", "messaging", "listings"],
  account: ["shared", "site", "identity", "security", "messaging", "listings", "trust", "billing"],
  admin: [
    "shared",
    "site",
    "identity",
    "security",
    "messaging",
    "listings",
    "trust",
    "billing",
    "account",
  ],
};
const areaZones = Object.entries(AREAS)
  .filter(([area]) => area !== "admin")
  .map(([area, allowed]) => ({
    target: `${APP}/models/${area}`,
    from: Object.keys(AREAS)
      .filter((other) => other !== area && !allowed.includes(other))
      .map((other) => `${APP}/models/${other}`),
    message: `models/${area}/ may import only ${allowed.join(", ") || "no other area"} (docs/decisions/016-models-by-area.md).`,
  }));

zones.push(
  {
    target: `${APP}/lib`,
    from: [...LAYERS.flatMap((l) => l.paths), VIEWS],
    message: "lib/ is pure code shared with the browser: it imports only lib/.",
  },
  {
    target: VIEWS,
    from: LAYERS.flatMap((l) => l.paths).filter((p) => p !== "./server"),
    message: "components/ are views: they import lib/ and other components only.",
  },
  {
    target: [APP, "./db/schema.ts", "./db/schema", "./db/client.ts", "./db/connection.ts"],
    from: TOOLS,
    message: "The seed and the importer are tools: nothing in the app imports them.",
  },
);

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "node_modules/**",
      ".react-router/**",
      "data/**",
      "data-bench/**",
      "scripts/bench/floor/build/**",
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
      "import-x/no-restricted-paths": ["error", { zones: [...zones, ...areaZones] }],
      // Every depth; type-only imports are checked by dpdm in `npm run lint`.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // A model's tests may set up data through any area.
    files: ["app/models/**/*.test.ts"],
    rules: { "import-x/no-restricted-paths": ["error", { zones }] },
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

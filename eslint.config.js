/**
 * ESLint (`npm run lint`, with Prettier): first of all the direction of the layers
 * (docs/decisions/004-layout-and-layers.md), so a wrong import fails CI:
 *
 *   routes, jobs, server -> request helpers -> models -> services and db/ -> env
 *   lib/ and app/i18n's pure half (shared with the browser) and components/ (views) import
 *   nothing above them; app/i18n/server sits with the models.
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
  pricing: ["shared", "site"],
  catalogue: ["shared", "site", "identity", "messaging", "pricing"],
  saved: ["shared", "site", "identity", "messaging", "pricing", "catalogue"],
  selling: ["shared", "site", "identity", "messaging", "pricing", "catalogue", "saved"],
  trust: ["shared", "site", "identity", "security"],
  billing: ["shared", "site", "identity", "messaging", "pricing", "catalogue", "saved", "selling"],
  dealer: ["shared", "site", "identity", "messaging", "pricing", "catalogue", "saved", "selling"],
  account: [
    "shared",
    "site",
    "identity",
    "security",
    "messaging",
    "pricing",
    "catalogue",
    "saved",
    "selling",
    "trust",
    "billing",
    "dealer",
  ],
  admin: [
    "shared",
    "site",
    "identity",
    "security",
    "messaging",
    "pricing",
    "catalogue",
    "saved",
    "selling",
    "trust",
    "billing",
    "dealer",
    "account",
  ],
};
/**
 * One zone per area of `folder` (every area but the top one, `admin`, which may import all):
 * the areas it is not allowed may not be imported into it, with `message(area, allowed)`.
 */
const zonesOfAreas = (folder, areas, message) =>
  Object.entries(areas)
    .filter(([area]) => area !== "admin")
    .map(([area, allowed]) => ({
      target: `${folder}/${area}`,
      from: Object.keys(areas)
        .filter((other) => other !== area && !allowed.includes(other))
        .map((other) => `${folder}/${other}`),
      message: message(area, allowed),
    }));

const areaZones = zonesOfAreas(
  `${APP}/models`,
  AREAS,
  (area, allowed) =>
    `models/${area}/ may import only ${allowed.join(", ") || "no other area"} (docs/decisions/016-models-by-area.md).`,
);

/**
 * The areas of lib/ (pure code, shared with the browser) and the lib areas each may import, the
 * same way as the models' (docs/decisions/016-models-by-area.md, Addendum): forms, format and
 * vocabulary are the floor; admin sits on top. Every lib area may also import i18n's pure half.
 */
const LIB_AREAS = {
  forms: [],
  format: [],
  vocabulary: [],
  catalogue: ["forms", "format", "vocabulary"],
  listings: ["forms", "format", "vocabulary", "catalogue"],
  api: ["forms", "format", "vocabulary", "catalogue"],
  billing: ["forms", "format", "vocabulary", "catalogue", "api"],
  messaging: ["forms", "format", "vocabulary", "api"],
  site: ["forms", "format"],
  account: ["forms", "format", "vocabulary", "catalogue", "api", "billing"],
  admin: [
    "forms",
    "format",
    "vocabulary",
    "catalogue",
    "listings",
    "api",
    "billing",
    "messaging",
    "site",
    "account",
  ],
};
const libAreaZones = zonesOfAreas(
  `${APP}/lib`,
  LIB_AREAS,
  (area, allowed) =>
    `lib/${area}/ may import ${allowed.length ? `only lib/{${allowed.join(",")}}` : "no other lib area"}, and i18n's pure half (docs/decisions/016-models-by-area.md).`,
);

/**
 * app/i18n in two halves (docs/decisions/023-languages.md, Addendum): the pure half (the
 * files of app/i18n itself: message keys, formatting, languages, the React hook) runs in the
 * browser and imports only lib/; app/i18n/server (catalogue loading, mail, route namespaces)
 * may use models, services and the environment, and is used by models and everything above.
 */
const I18N_PURE = `${APP}/i18n/*.{ts,tsx}`;
const I18N_SERVER = `${APP}/i18n/server`;

/** lib/ and i18n's pure half: what runs in the browser. Their tests may load the catalogues. */
const pureZones = [
  {
    target: `${APP}/lib`,
    from: [...LAYERS.flatMap((l) => l.paths), VIEWS, I18N_SERVER],
    message:
      "lib/ is pure code shared with the browser: it imports only lib/ and i18n's pure half.",
  },
  {
    target: I18N_PURE,
    from: [...LAYERS.flatMap((l) => l.paths), VIEWS, I18N_SERVER],
    message: "app/i18n's pure half runs in the browser: it imports only lib/ and itself.",
  },
  ...libAreaZones,
];

zones.push(
  {
    target: I18N_SERVER,
    from: [...LAYERS.slice(0, 2).flatMap((l) => l.paths), VIEWS],
    message:
      "app/i18n/server sits with the models: it may import models, services and the environment, never routes, jobs, the server, request helpers or views.",
  },
  {
    target: VIEWS,
    from: [...LAYERS.flatMap((l) => l.paths).filter((p) => p !== "./server"), I18N_SERVER],
    message: "components/ are views: they import lib/, i18n's pure half and other components only.",
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
      "import-x/no-restricted-paths": ["error", { zones: [...zones, ...pureZones, ...areaZones] }],
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
    rules: { "import-x/no-restricted-paths": ["error", { zones: [...zones, ...pureZones] }] },
  },
  {
    // Tests of pure code may load the server's catalogues (app/i18n/server) and use any lib area.
    files: ["app/lib/**/*.test.ts"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [...zones, { ...pureZones[0], from: [...LAYERS.flatMap((l) => l.paths), VIEWS] }],
        },
      ],
    },
  },
  {
    // i18n's tests may set up data through models to see the words a reader gets.
    files: ["app/i18n/*.test.ts"],
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

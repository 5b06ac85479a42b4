/**
 * `npm run size [-- --budget 115] [-- --top 5]`: the first-visit JavaScript of `/`, `/browse` and a
 * car page in the production build (`npm run build` first), against the weight budget
 * (README, Weight budget; docs/decisions/003-performance.md); `--budget` puts one budget in KB
 * on every page instead of each page's own. Exits 1 when a page is over its budget;
 * `npm run test:e2e` runs it right after the build, so CI fails past the budget.
 *
 * "First-visit JavaScript" is what the server-rendered HTML makes the browser fetch before the
 * page is interactive: the module scripts and `modulepreload` links React Router's `<Scripts>`
 * writes for the matched routes (the client entry and its imports, then, for the root and each
 * matched route, its module, its split client modules and their imports), each at the size the
 * server sends it gzip-compressed (the Zopfli `.gz` beside it, scripts/compress-assets.mjs).
 * The route manifest is inlined in the HTML (lazy route discovery), so it is no file here.
 * `firstVisitScripts` is that list; the bench's first-visit measure (scripts/bench/project.ts,
 * which reads the rendered HTML of a running server) finds the same files.
 *
 * Per page it prints the total in KB (1024 bytes) and the file count, PASS or OVER, then the
 * largest files, each with its largest source modules (bytes left after tree-shaking, before
 * minification, from `build/client/.vite/chunks.json`, written by vite.config.ts): where to look
 * when a page grew.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import { matchRoutes, type RouteObject } from "react-router";

/**
 * The pages held to the budget: a label, an address that reaches it, and its budget in KB
 * (1024 bytes) of gzip JavaScript (README, Weight budget): 115 KB each. React's client (61.8 KB)
 * and React Router with React (40.6 KB) leave about 12.6 KB for the site's own code: what a
 * page needs to work in place (the cards' Save and Compare, browse's Load more, the car page's
 * photo and tab switches, the newsletter box, the router's glue), while what only shows is a
 * static part (docs/decisions/030-static-parts.md).
 */
export const BUDGET_PAGES = [
  { label: "/", path: "/", budgetKb: 115 },
  { label: "/browse", path: "/browse", budgetKb: 115 },
  { label: "/car/:id", path: "/car/00000000-0000-0000-0000-000000000000", budgetKb: 115 },
];

/** The parts of React Router's client manifest (`build/client/assets/manifest-*.js`) read here. */
type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
};
export type ClientManifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
};

/** Reads the client manifest of the build in `clientDir`; throws when there is none. */
export function readClientManifest(clientDir = "build/client"): ClientManifest {
  const assets = path.join(clientDir, "assets");
  const file = fs.existsSync(assets)
    ? fs.readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f))
    : undefined;
  if (!file) throw new Error(`No production build in ${clientDir}: run \`npm run build\` first.`);
  const text = fs.readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(text.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, ""));
}

/**
 * The JavaScript files (`/assets/x.js`) a first visit to `pathname` loads, in the order React
 * Router writes them; an empty list when no route matches.
 */
export function firstVisitScripts(manifest: ClientManifest, pathname: string): string[] {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(manifest.routes)) {
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((r): RouteObject => {
      if (r.index) return { id: r.id, index: true, path: r.path };
      const children = tree(r.id);
      return { id: r.id, path: r.path, children: children.length ? children : undefined };
    });
  const matches = matchRoutes(tree(undefined), pathname) ?? [];
  if (!matches.length) return [];
  const files = [...manifest.entry.imports];
  for (const match of matches) {
    const r = manifest.routes[match.route.id!]!;
    files.push(
      r.module,
      ...[
        r.clientActionModule,
        r.clientLoaderModule,
        r.clientMiddlewareModule,
        r.hydrateFallbackModule,
      ].filter((m): m is string => Boolean(m)),
      ...(r.imports ?? []),
    );
  }
  files.push(manifest.entry.module);
  return [...new Set(files)];
}

/** The gzip bytes the server sends for `/assets/x.js`: its `.gz` copy, else gzip level 9. */
export function gzipBytes(file: string, clientDir = "build/client"): number {
  const full = path.join(clientDir, file);
  if (fs.existsSync(`${full}.gz`)) return fs.statSync(`${full}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const { values } = parseArgs({
    options: {
      budget: { type: "string" },
      top: { type: "string", default: "5" },
    },
  });
  const top = Number(values.top);
  const manifest = readClientManifest();
  const chunksFile = "build/client/.vite/chunks.json";
  const modules: Record<string, [string, number][]> = fs.existsSync(chunksFile)
    ? JSON.parse(fs.readFileSync(chunksFile, "utf8"))
    : {};
  let over = false;
  for (const page of BUDGET_PAGES) {
    const files = firstVisitScripts(manifest, page.path)
      .map((file) => ({ file, bytes: gzipBytes(file) }))
      .sort((a, b) => b.bytes - a.bytes);
    if (!files.length) throw new Error(`No route matches ${page.path}`);
    const total = files.reduce((n, f) => n + f.bytes, 0);
    const budget = values.budget ? Number(values.budget) : page.budgetKb;
    const pass = total <= budget * 1024;
    if (!pass) over = true;
    console.log(
      `\n${page.label}: ${kb(total)} gzip in ${files.length} files, budget ${budget} KB: ` +
        (pass ? "PASS" : `OVER by ${kb(total - budget * 1024)}`),
    );
    for (const { file, bytes } of files.slice(0, top)) {
      const inside = (modules[file] ?? [])
        .slice(0, 3)
        .map(([id, raw]) => `${id} ${kb(raw)}`)
        .join(", ");
      console.log(`  ${kb(bytes).padStart(9)}  ${file}${inside ? `  (${inside})` : ""}`);
    }
  }
  console.log(
    `\nSource modules: bytes after tree-shaking, before minification. All of a chunk's modules: ` +
      `build/client/.vite/chunks.json.`,
  );
  if (over) {
    console.error(`\nFirst-visit JavaScript is over budget (README, Weight budget).`);
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

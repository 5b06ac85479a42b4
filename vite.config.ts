import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import fs from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";

/**
 * Writes `build/client/.vite/chunks.json` after the client build: for each JavaScript chunk
 * (`/assets/x.js`), its source modules (paths from the project's folder) and the bytes each
 * left in it after tree-shaking (`renderedLength`, before minification), largest first. Read by
 * `npm run size` (scripts/size.ts) to say which modules make a page's first-visit weight.
 */
function chunkModules(): Plugin {
  return {
    name: "motormart-chunk-modules",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options, bundle) {
      const root = process.cwd();
      const chunks: Record<string, [string, number][]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks[`/${output.fileName}`] = Object.entries(output.modules)
          .map(([id, m]): [string, number] => [
            path.relative(root, id.replace(/^\0/, "").replace(/\?.*$/, "")),
            m.renderedLength,
          ])
          .filter(([, bytes]) => bytes > 0)
          .sort((a, b) => b[1] - a[1]);
      }
      const dir = path.join(options.dir ?? "build/client", ".vite");
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, "chunks.json"), JSON.stringify(chunks));
    },
  };
}

const app = (file: string) => path.resolve(import.meta.dirname, "app", file);
const ROOT_MODULE = app("root.tsx");
/**
 * A stand-in for Vite's preload helper (`\0vite/preload-helper.js`), which every page loads in
 * the shell: each dynamic `import()` (static parts, the tooltip, the toasts) goes through it.
 * With `build.modulePreload: false` (below) it is given no chunks to preload, only stylesheets,
 * and this site has none to give (its one stylesheet is inlined by entry.server.tsx), so all it
 * has to do is load the chunk: about 1 KB gzip less on every page (README, Weight budget).
 */
function smallPreloadHelper(): Plugin {
  const id = "\0vite/preload-helper.js";
  return {
    name: "motormart-small-preload-helper",
    enforce: "pre",
    apply: "build",
    load: {
      filter: { id: new RegExp(`^${id.replace(/[.\\/]/g, "\\$&")}$`) },
      handler() {
        return "export const __vitePreload = (load) => load();";
      },
    },
  };
}

/** The catalogue pages held to the weight budget (scripts/size.ts): home, browse, a car. */
const CATALOGUE_PAGES = [
  "routes/public/home.tsx",
  "routes/public/browse/route.tsx",
  "routes/public/car/route.tsx",
].map(app);

/** The chunk of what each of CATALOGUE_PAGES alone imports, in the same order. */
const PAGE_CHUNKS = ["home", "browse", "car"];

type ChunkingContext = {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
};
let groups: { shell: Set<string>; catalogue: Set<string>; pages: Set<string>[] } | undefined;

/** The site's own modules `from` imports statically, directly or not (itself included). */
function ownImports(from: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const walk = (id: string) => {
    if (seen.has(id) || id.includes("node_modules") || id.startsWith("\0")) return;
    seen.add(id);
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) walk(next);
  };
  walk(from);
  return seen;
}

/**
 * The client chunk a module of the site goes to (README, Weight budget), or null for the
 * bundler's own splitting:
 *
 * - "shell": what the root route imports statically (header, footer, toasts, formatting, the
 *   i18n runtime). Every page loads the root, so one chunk for them costs no page code it would
 *   not load anyway, and compresses as one file instead of a dozen small ones (each gzip file
 *   starts its dictionary afresh). The bundler adds the framework modules they import.
 * - "catalogue": what home, browse and the car page all import (the card, price, photo and
 *   form parts), for the same reason: all three load all of it.
 * - "home", "browse", "car": what one of those pages alone imports besides its route module.
 *   A module the page's static parts (components/static-part.tsx) import as well would otherwise
 *   be a small chunk of its own, shared by the page and the part's chunk.
 * - "home-car" and the like: what two of them import and the third does not (the row of cards
 *   under a car and home's recently viewed, the screens' error boundary): one file instead of
 *   one per module, each of which costs its own gzip start and import lines.
 */
function siteChunk(id: string, ctx: ChunkingContext): string | null {
  if (!groups) {
    const shell = ownImports(ROOT_MODULE, ctx);
    shell.delete(ROOT_MODULE);
    const [first, ...rest] = CATALOGUE_PAGES.map((page) => ownImports(page, ctx));
    const catalogue = new Set(
      [...first!].filter(
        (m) =>
          m !== ROOT_MODULE &&
          !shell.has(m) &&
          !CATALOGUE_PAGES.includes(m) &&
          rest.every((s) => s.has(m)),
      ),
    );
    const pages = [first!, ...rest];
    groups = { shell, catalogue, pages };
  }
  if (groups.shell.has(id)) return "shell";
  if (groups.catalogue.has(id)) return "catalogue";
  return pageChunk(id, ctx, groups);
}

/**
 * The page chunk of a module that one or two catalogue pages import (named by them, "car" or
 * "home-car"), when everything it imports is in the shell, the catalogue chunk or imported by
 * exactly the same pages: the bundler puts a module's imports in its chunk too, and one used by
 * another page would make that page load this chunk.
 */
function pageChunk(
  id: string,
  ctx: ChunkingContext,
  { shell, catalogue, pages }: NonNullable<typeof groups>,
): string | null {
  if (id === ROOT_MODULE || CATALOGUE_PAGES.includes(id)) return null;
  const users = (module: string) =>
    pages.flatMap((imports, i) => (imports.has(module) ? [PAGE_CHUNKS[i]!] : [])).join("-");
  const chunk = users(id);
  if (!chunk) return null;
  for (const module of ownImports(id, ctx))
    if (!shell.has(module) && !catalogue.has(module) && users(module) !== chunk) return null;
  return chunk;
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: {
      "~": path.resolve(import.meta.dirname, "app"),
      "#db": path.resolve(import.meta.dirname, "db"),
    },
  },
  build: {
    // A dynamic import lists no chunks to preload beside it: the lists cost every page about
    // 0.8 KB gzip in the static parts' declarations, and a part's imports are mostly in the
    // shell and catalogue chunks, loaded already. The first part rendered in the browser may
    // wait one more round trip for an import of its own; after the reader's first navigation
    // every part's chunk is fetched ahead (components/static-part.tsx).
    modulePreload: false,
    // The server bundle's entry is our Express app (server/app.ts), which wraps the React
    // Router handler, so one module graph (and one database client) serves every request.
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: [
                {
                  // With React DOM's shared half (`react-dom`, which the client entry and React
                  // Router both import): a file of its own cost every page a request and about
                  // 0.3 KB gzip.
                  name: (id, ctx) =>
                    /node_modules\/react-dom\/(index\.js|cjs\/react-dom\.production\.js)$/.test(
                      id,
                    ) || siteChunk(id, ctx) === "shell"
                      ? "shell"
                      : null,
                  priority: 2,
                },
                {
                  name: (id, ctx) => (siteChunk(id, ctx) === "catalogue" ? "catalogue" : null),
                  priority: 1,
                },
                {
                  name: (id, ctx) => {
                    const chunk = siteChunk(id, ctx);
                    return chunk && chunk !== "shell" && chunk !== "catalogue"
                      ? `${chunk}-page`
                      : null;
                  },
                  priority: 0,
                },
              ],
            },
          },
        },
  },
  plugins: [smallPreloadHelper(), tailwindcss(), reactRouter(), chunkModules()],
}));

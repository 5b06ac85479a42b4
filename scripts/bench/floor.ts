/**
 * The benchmark's floor (README, Benchmark): a bare React Router 7 app in scripts/bench/floor,
 * on the project's React and React Router, with one page of 12 car cards from an in-memory
 * array and no database, served by the framework's own production server,
 * `react-router-serve` (one process). What a page costs there is what any page costs on this
 * machine with this framework: the pages run (scripts/bench/pages.ts) reports the project's
 * pages as ratios of it.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { spawnServer, type Server } from "./servers";

/** The floor app's folder (its own react-router.config.ts and vite.config.ts). */
export const FLOOR_DIR = path.join(import.meta.dirname, "floor");
const SERVER_BUILD = path.join(FLOOR_DIR, "build/server/index.js");

/** The newest modification time (epoch ms) of the files under `dir`; 0 when it is absent. */
function newestChange(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Builds the floor app (`react-router build scripts/bench/floor`, into its `build/`) when its
 * server build is missing or older than any of its sources (app/, public/, the two configs).
 * Throws when the build fails.
 */
export function ensureFloorBuild() {
  const built = fs.existsSync(SERVER_BUILD) ? fs.statSync(SERVER_BUILD).mtimeMs : 0;
  const sources = Math.max(
    newestChange(path.join(FLOOR_DIR, "app")),
    newestChange(path.join(FLOOR_DIR, "public")),
    ...["react-router.config.ts", "vite.config.ts"].map(
      (file) => fs.statSync(path.join(FLOOR_DIR, file)).mtimeMs,
    ),
  );
  if (built > sources) return;
  console.log(built ? "The floor app changed: rebuilding it..." : "Building the floor app...");
  const result = spawnSync("npx", ["react-router", "build", FLOOR_DIR], { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`The floor app's build failed (${result.status})`);
}

/** `react-router-serve`'s script, found through its package (which exports nothing else). */
function serveBin(): string {
  const manifest = fileURLToPath(import.meta.resolve("@react-router/serve/package.json"));
  const { bin } = JSON.parse(fs.readFileSync(manifest, "utf8")) as {
    bin: Record<string, string>;
  };
  return path.join(path.dirname(manifest), bin["react-router-serve"]);
}

/**
 * Starts the floor's production server on 127.0.0.1:`port` (building it first if needed); the
 * caller waits for it with `waitForAnswer(server, "/")` and stops it with `stopServer`. Its
 * per-request log (morgan, which react-router-serve always installs) is dropped unread.
 */
export function startFloor(port: number): Server {
  ensureFloorBuild();
  return spawnServer("floor", port, [serveBin(), SERVER_BUILD], {
    env: { NODE_ENV: "production" },
    cwd: FLOOR_DIR,
    quiet: true,
  });
}

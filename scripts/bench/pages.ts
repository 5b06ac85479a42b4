/**
 * The pages run of `npm run bench` (README, Benchmark; docs/decisions/003-performance.md): the
 * catalogue pages and the cars API against the framework's floor (scripts/bench/floor.ts), on
 * each database engine, each target passing or missing against the floor.
 *
 * For each engine (PostgreSQL when DATABASE_URL is set, then embedded PGlite, always;
 * scripts/bench/project.ts) it seeds the catalogue up to `listings`, starts the production
 * server with one worker process (the floor's server is one process too), and measures every
 * target with autocannon (`connections` connections) in four legs alternating floor, project,
 * floor, project, each `seconds` long after a 1 s warm-up, so the machine's drift falls on both.
 * The floor answers its one page for every target: what rendering a 12-card page costs with
 * React Router and nothing else. Per target it prints each side's requests per second and p99
 * latency (ms), the mean of its two legs, the ratios project / floor, and PASS or MISS:
 *
 *   PostgreSQL  each page: req/s >= 0.5 x the floor's and p99 <= 3 x the floor's;
 *               `GET /api/cars`: req/s >= 1.0 x the floor's page.
 *   PGlite      every target: req/s >= 0.2 x the floor's and p99 < 500 ms.
 *
 * A target with any error or non-2xx answer misses too. On the first engine it then measures,
 * for information (no pass or miss), the admin pages as the demo admin with a Bearer token
 * (docs/decisions/013-admin-panel.md) and the gzip bytes of a first visit to /browse.
 *
 * Answers false when any target missed on any engine. Both servers are stopped and waited for
 * at the end, also after a failure or Ctrl-C; throws when a server does not start.
 */
import autocannon from "autocannon";
import { startFloor } from "./floor";
import {
  adminToken,
  benchEngines,
  ensureCatalogue,
  firstVisitBytes,
  get,
  popularCarId,
  startProject,
  type Engine,
} from "./project";
import {
  assertPortFree,
  printTable,
  stopOnInterrupt,
  stopServer,
  waitForAnswer,
  waitForHealth,
  type Server,
} from "./servers";

export type PagesOptions = {
  /** DATABASE_URL as the bench was started with (unset: PGlite only). */
  databaseUrl: string | undefined;
  /** The PGlite data folder (absolute), also DATA_DIR of the PostgreSQL server. */
  dataDir: string;
  listings: number;
  /** Seconds a measured leg lasts. */
  seconds: number;
  connections: number;
  /** The project's port; the floor's is the next one. */
  port: number;
};

/** One autocannon measurement: requests per second, latency in ms, failed answers. */
type Sample = { rps: number; p50: number; p99: number; errors: number };

/** What a target must reach against the floor on an engine, and whether it did. */
type Rule = { needs: string; check: (ratio: number, p99Ratio: number, p99: number) => string };

const WARM_UP_SECONDS = 1;

/** Milliseconds for the tables ("none" when nothing was answered). */
const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(v < 10 ? 1 : 0)} ms` : "none");
const times = (v: number) => (Number.isFinite(v) ? v.toFixed(2) : "none");

/** Why a measurement missed, or "" when it passed. */
const reasons = (...misses: [boolean, string][]) =>
  misses
    .filter(([missed]) => missed)
    .map(([, why]) => why)
    .join(", ");

/** The pass rules (README, Benchmark): pages and the API on PostgreSQL, everything on PGlite. */
function ruleFor(engine: Engine, api: boolean): Rule {
  if (engine.name === "PGlite") {
    return {
      needs: ">= 0.2x, p99 < 500 ms",
      check: (ratio, _p99Ratio, p99) => reasons([ratio < 0.2, "req/s"], [!(p99 < 500), "p99"]),
    };
  }
  if (api) return { needs: ">= 1.0x", check: (ratio) => reasons([ratio < 1, "req/s"]) };
  return {
    needs: ">= 0.5x, p99 <= 3x",
    check: (ratio, p99Ratio) => reasons([ratio < 0.5, "req/s"], [!(p99Ratio <= 3), "p99"]),
  };
}

function cannon(
  url: string,
  seconds: number,
  connections: number,
  headers: Record<string, string> = {},
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** A warm-up (discarded), then a measured leg of `seconds`. */
async function measure(
  url: string,
  seconds: number,
  connections: number,
  headers: Record<string, string> = {},
): Promise<Sample> {
  await cannon(url, WARM_UP_SECONDS, connections, headers);
  const r = await cannon(url, seconds, connections, headers);
  // No answer within the leg: no latency to report, and none that passes.
  const answered = r.requests.total > 0;
  return {
    rps: r.requests.average,
    p50: answered ? r.latency.p50 : NaN,
    p99: answered ? r.latency.p99 : NaN,
    // autocannon's errors include its timeouts.
    errors: r.errors + r.non2xx,
  };
}

/** The mean of the legs' figures, and every leg's errors. */
function mean(samples: Sample[]): Sample {
  const avg = (pick: (s: Sample) => number) =>
    samples.reduce((n, s) => n + pick(s), 0) / samples.length;
  return {
    rps: avg((s) => s.rps),
    p50: avg((s) => s.p50),
    p99: avg((s) => s.p99),
    errors: samples.reduce((n, s) => n + s.errors, 0),
  };
}

/**
 * The project's targets, labelled by path: browse four ways (the last the fair-price filter and
 * sort, docs/decisions/021-fair-price-rating.md), a car page and the cars API.
 */
function targets(carId: string): { label: string; path: string; api?: boolean }[] {
  const page = (path: string) => ({ label: path, path });
  return [
    page("/"),
    page("/browse"),
    page("/browse?location=lagos&maxPrice=10000000&sortBy=price-low"),
    page("/browse?search=camry&minYear=2010"),
    page("/browse?deal=great,good&sortBy=deal"),
    { label: "/car/{id}", path: `/car/${carId}` },
    { label: "/api/cars?limit=12", path: "/api/cars?limit=12", api: true },
  ];
}

/** Measures one engine's targets against the floor and prints its table; answers all passed. */
async function benchEngine(
  engine: Engine,
  project: Server,
  floor: Server,
  options: PagesOptions,
): Promise<boolean> {
  const { seconds, connections } = options;
  const carId = await popularCarId(project.base);
  console.log(
    `\n${engine.name}: ${options.listings} listings, ${connections} connections, legs floor, ` +
      `project, floor, project of ${seconds} s each after ${WARM_UP_SECONDS} s of warm-up; one ` +
      `server process each (the floor: its one page for every target); car ${carId}\n`,
  );
  const rows = [
    [
      "target",
      "floor req/s",
      "floor p99",
      "project req/s",
      "project p99",
      "req/s ratio",
      "p99 ratio",
      "errors",
      "needs",
      "result",
    ],
  ];
  let passed = true;
  for (const target of targets(carId)) {
    const floorLegs: Sample[] = [];
    const projectLegs: Sample[] = [];
    for (let leg = 0; leg < 2; leg++) {
      floorLegs.push(await measure(`${floor.base}/`, seconds, connections));
      projectLegs.push(await measure(`${project.base}${target.path}`, seconds, connections));
    }
    const f = mean(floorLegs);
    const p = mean(projectLegs);
    const ratio = p.rps / f.rps;
    const p99Ratio = p.p99 / f.p99;
    const rule = ruleFor(engine, target.api ?? false);
    const ruleMissed = rule.check(ratio, p99Ratio, p.p99);
    const missed = reasons(
      [ruleMissed !== "", ruleMissed],
      [p.errors > 0, "errors"],
      [f.errors > 0, "floor errors"],
    );
    if (missed) passed = false;
    rows.push([
      target.label,
      f.rps.toFixed(0),
      ms(f.p99),
      p.rps.toFixed(0),
      ms(p.p99),
      times(ratio),
      times(p99Ratio),
      String(p.errors + f.errors),
      rule.needs,
      missed ? `MISS (${missed})` : "PASS",
    ]);
  }
  printTable(rows);
  console.log(passed ? `${engine.name}: PASS` : `${engine.name}: MISS`);
  return passed;
}

/** The admin pages and the first-visit bytes, for information (no pass or miss). */
async function benchInformation(project: Server, options: PagesOptions) {
  const base = project.base;
  const auth = { authorization: `Bearer ${await adminToken(base)}` };
  // The listing list's second page by index, never an offset.
  const firstPage = JSON.parse(
    (await get(`${base}/api/admin/listings?status=active&limit=50`, "", auth)).body.toString(),
  ) as { data: { nextBefore: string } };
  const adminTargets: [string, string][] = [
    ["admin overview", "/admin"],
    ["admin users", "/admin/users"],
    [
      "admin listings (active, page 2)",
      `/admin/listings/all?status=active&before=${encodeURIComponent(firstPage.data.nextBefore)}`,
    ],
    ["GET /api/admin/dashboard", "/api/admin/dashboard"],
  ];
  console.log(`\nAdmin pages as the demo admin (information), ${options.seconds} s each:\n`);
  const rows = [["target", "req/s", "p50", "p99", "errors"]];
  for (const [name, path] of adminTargets) {
    const r = await measure(`${base}${path}`, options.seconds, options.connections, auth);
    rows.push([name, r.rps.toFixed(0), ms(r.p50), ms(r.p99), String(r.errors)]);
  }
  printTable(rows);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  // Each language's browse: its messages travel in the HTML, never in a script
  // (docs/decisions/023-languages.md).
  for (const path of ["/browse", "/ha/browse", "/yo/browse", "/ig/browse"]) {
    const bytes = await firstVisitBytes(base, path);
    console.log(
      `${path === "/browse" ? "\n" : ""}First visit to ${path} (gzip): HTML ${kb(bytes.html)}, ` +
        `CSS ${kb(bytes.css)}, JavaScript ${kb(bytes.js)} in ${bytes.jsFiles} files (Brotli, ` +
        `for browsers that accept it: ${kb(bytes.jsBrotli)})`,
    );
  }
}

/** The pages run; answers false when any target missed on any engine. */
export async function benchPages(options: PagesOptions): Promise<boolean> {
  const floorPort = options.port + 1;
  const engines = benchEngines(options.databaseUrl, options.dataDir);
  const servers: Server[] = [];
  const release = stopOnInterrupt(servers);
  let passed = true;
  try {
    await assertPortFree(options.port);
    await assertPortFree(floorPort);
    const floor = startFloor(floorPort);
    servers.push(floor);
    await waitForAnswer(floor, "/");
    for (const [i, engine] of engines.entries()) {
      // Seeded and closed before the server opens the database (PGlite: one process).
      await ensureCatalogue(engine, options.listings, i === 0);
      const project = startProject(engine, options.port);
      servers.push(project);
      try {
        await waitForHealth(project);
        if (!(await benchEngine(engine, project, floor, options))) passed = false;
        if (i === 0) await benchInformation(project, options);
      } finally {
        await stopServer(project);
        servers.splice(servers.indexOf(project), 1);
      }
    }
  } finally {
    await Promise.all(servers.map(stopServer));
    release();
  }
  return passed;
}

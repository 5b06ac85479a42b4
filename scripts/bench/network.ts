/**
 * The network run of `npm run bench` (README, Benchmark; `npm run bench -- network`): what a
 * buyer on a 2G connection waits for. Debian's Chromium (CHROMIUM_PATH, as in
 * playwright.config.ts) opens the project's production server with Chrome DevTools Protocol
 * network emulation: 250 kbit/s down and up, 300 ms added to every request, the cache off, a
 * fresh browser context for every load.
 *
 * For `/`, `/browse` and a car page (the most popular listing), with JavaScript and without
 * (`javaScriptEnabled: false`), three loads each, interleaved, it prints the medians of the
 * first contentful paint and of the end of the load event (ms from the navigation's start), and
 * from the middle load the document's transferred bytes (headers and compressed body, as the
 * protocol counts them), every request's bytes up to the load event, and the number of
 * render-blocking requests (Resource Timing's `renderBlockingStatus`). The floor's page
 * (scripts/bench/floor.ts) is measured the same way beside it, for information.
 *
 * Target: the first contentful paint of /browse within 1500 ms, with JavaScript and without;
 * answers false (the bench exits non-zero) when either misses. The server runs on PostgreSQL
 * when DATABASE_URL is set, else on PGlite; the servers and the browser are stopped at the end,
 * also after a failure or Ctrl-C.
 */
import { chromium, type Browser } from "@playwright/test";
import { startFloor } from "./floor";
import { benchEngines, ensureCatalogue, popularCarId, startProject } from "./project";
import {
  assertPortFree,
  printTable,
  sleep,
  stopOnInterrupt,
  stopServer,
  waitForAnswer,
  waitForHealth,
  type Server,
} from "./servers";

export type NetworkOptions = {
  databaseUrl: string | undefined;
  dataDir: string;
  listings: number;
  /** The project's port; the floor's is the next one. */
  port: number;
};

/** The emulated connection: bytes per second both ways, latency added to each request (ms). */
const TWO_G = { downKbps: 250, upKbps: 250, latencyMs: 300 };
const LOADS = 3;
/** The target: /browse's first contentful paint, with JavaScript and without (ms). */
const BROWSE_FCP_MS = 1500;

/** One page load: times in ms from the navigation's start, sizes in bytes. */
type Load = {
  fcp: number;
  load: number;
  documentBytes: number;
  allBytes: number;
  requests: number;
  renderBlocking: number;
};

/** Loads `url` once in a fresh context over the emulated 2G connection. */
async function loadOnce(browser: Browser, url: string, javaScript: boolean): Promise<Load> {
  const context = await browser.newContext({ javaScriptEnabled: javaScript });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: TWO_G.latencyMs,
      downloadThroughput: (TWO_G.downKbps * 1000) / 8,
      uploadThroughput: (TWO_G.upKbps * 1000) / 8,
    });
    let documentId = "";
    const bytes = new Map<string, number>();
    cdp.on("Network.requestWillBeSent", (e) => {
      if (e.type === "Document" && !documentId) documentId = e.requestId;
    });
    cdp.on("Network.loadingFinished", (e) => bytes.set(e.requestId, e.encodedDataLength));
    await page.goto(url, { waitUntil: "load", timeout: 180_000 });
    const allBytes = [...bytes.values()].reduce((n, b) => n + b, 0);
    const requests = bytes.size;
    // Polled, not awaited in the page: without JavaScript the page runs no callbacks, and the
    // first paint can come after the load event.
    for (let i = 0; i < 100; i++) {
      const timing = await page.evaluate(() => {
        const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        const fcp = performance.getEntriesByName("first-contentful-paint")[0];
        const blocking = (
          performance.getEntriesByType("resource") as (PerformanceResourceTiming & {
            renderBlockingStatus?: string;
          })[]
        ).filter((r) => r.renderBlockingStatus === "blocking").length;
        return { fcp: fcp?.startTime, load: nav?.loadEventEnd ?? 0, blocking };
      });
      if (timing.fcp !== undefined && timing.load > 0) {
        return {
          fcp: timing.fcp,
          load: timing.load,
          documentBytes: bytes.get(documentId) ?? NaN,
          allBytes,
          requests,
          renderBlocking: timing.blocking,
        };
      }
      await sleep(100);
    }
    throw new Error(`${url}: no first contentful paint within 10 s of the load event`);
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The network run; answers false when /browse's first contentful paint misses its target. */
export async function benchNetwork(options: NetworkOptions): Promise<boolean> {
  const engine = benchEngines(options.databaseUrl, options.dataDir)[0];
  const servers: Server[] = [];
  let browser: Browser | undefined;
  const release = stopOnInterrupt(servers, async () => {
    await browser?.close();
  });
  try {
    await assertPortFree(options.port);
    await assertPortFree(options.port + 1);
    await ensureCatalogue(engine, options.listings);
    const project = startProject(engine, options.port);
    servers.push(project);
    const floor = startFloor(options.port + 1);
    servers.push(floor);
    await Promise.all([waitForHealth(project), waitForAnswer(floor, "/")]);
    const carId = await popularCarId(project.base);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking"],
    });
    const pages = [
      { label: "floor /", url: `${floor.base}/` },
      { label: "/", url: `${project.base}/` },
      { label: "/browse", url: `${project.base}/browse`, target: true },
      { label: "/car/{id}", url: `${project.base}/car/${carId}` },
    ].flatMap((p) =>
      [true, false].map((javaScript) => ({ ...p, javaScript, loads: [] as Load[] })),
    );
    for (let round = 0; round < LOADS; round++) {
      for (const p of pages) p.loads.push(await loadOnce(browser, p.url, p.javaScript));
    }

    console.log(
      `\n2G: ${TWO_G.downKbps} kbit/s down, ${TWO_G.upKbps} kbit/s up, ${TWO_G.latencyMs} ms ` +
        `latency, cache off, a fresh context per load; median of ${LOADS} loads; project on ` +
        `${engine.name} (one worker process), car ${carId}\n`,
    );
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    const rows = [
      ["page", "JS", "FCP ms", "load ms", "document", "all by load", "render-blocking", "target"],
    ];
    let passed = true;
    for (const p of pages) {
      const fcp = median(p.loads.map((l) => l.fcp));
      const middle = [...p.loads].sort((a, b) => a.fcp - b.fcp)[Math.floor(p.loads.length / 2)];
      let target = "";
      if (p.target) {
        const ok = fcp <= BROWSE_FCP_MS;
        if (!ok) passed = false;
        target = `FCP <= ${BROWSE_FCP_MS} ms: ${ok ? "PASS" : "MISS"}`;
      }
      rows.push([
        p.label,
        p.javaScript ? "on" : "off",
        fcp.toFixed(0),
        median(p.loads.map((l) => l.load)).toFixed(0),
        kb(middle.documentBytes),
        `${kb(middle.allBytes)} in ${middle.requests}`,
        String(middle.renderBlocking),
        target,
      ]);
    }
    printTable(rows);
    console.log(
      "\ndocument: the HTML's transferred bytes (headers and compressed body); all by load: " +
        "every request finished by the load event; render-blocking: requests whose Resource " +
        'Timing renderBlockingStatus is "blocking". Sizes from the median load.',
    );
    console.log(passed ? "Network: PASS" : "Network: MISS");
    return passed;
  } finally {
    await browser?.close();
    await Promise.all(servers.map(stopServer));
    release();
  }
}

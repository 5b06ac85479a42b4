/**
 * `npx tsx scripts/bench/data-saver.ts [origin] [path]`: the bytes a buyer with the data saver on
 * pays for one page of a running production server (default `http://127.0.0.1:3000` and
 * `/browse`), as Debian's Chromium (CHROMIUM_PATH) loads it with `Save-Data: on` and the cache
 * off: the document and every subresource the browser fetched up to the load event and the
 * network going quiet, by type, as transferred (headers and compressed body, Playwright's
 * `request.sizes()`). Then the same after the page's "Show photos" link, when it has one.
 * Figures of docs/decisions/020-photo-formats.md (Addendum: the data saver's placeholders).
 */
import { chromium, type BrowserContext, type Page, type Request } from "@playwright/test";

const origin = process.argv[2] ?? "http://127.0.0.1:3000";
const path = process.argv[3] ?? "/browse";

type Tally = { requests: number; bytes: number };

/** Records every finished request of `page` (data: addresses are no request). */
function record(page: Page): Request[] {
  const finished: Request[] = [];
  page.on("requestfinished", (r) => {
    if (!r.url().startsWith("data:")) finished.push(r);
  });
  return finished;
}

async function tally(requests: Request[]): Promise<Map<string, Tally>> {
  const byType = new Map<string, Tally>();
  for (const r of requests) {
    const sizes = await r.sizes();
    const type = r.resourceType();
    const t = byType.get(type) ?? { requests: 0, bytes: 0 };
    t.requests += 1;
    t.bytes += sizes.responseHeadersSize + sizes.responseBodySize;
    byType.set(type, t);
  }
  return byType;
}

function print(label: string, byType: Map<string, Tally>) {
  const all = [...byType.values()].reduce(
    (s, t) => ({ requests: s.requests + t.requests, bytes: s.bytes + t.bytes }),
    { requests: 0, bytes: 0 },
  );
  console.log(`\n${label}: ${all.requests} requests, ${(all.bytes / 1024).toFixed(1)} KB`);
  for (const [type, t] of byType)
    console.log(
      `  ${type.padEnd(10)} ${String(t.requests).padStart(3)}  ${(t.bytes / 1024).toFixed(1)} KB`,
    );
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking"],
});
/**
 * A phone's screen and a desktop's: lazy photos within reach of the viewport are what the
 * browser fetches, so a taller, wider screen loads more of them.
 */
const SCREENS = [
  { name: "phone 390x844 @2x", viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
  { name: "desktop 1280x720", viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 },
];

try {
  for (const screen of SCREENS) await measure(screen);
} finally {
  await browser.close();
}

async function measure(screen: (typeof SCREENS)[number]) {
  console.log(`\n== ${screen.name}`);
  const context = await browser.newContext({
    extraHTTPHeaders: { "Save-Data": "on" },
    viewport: screen.viewport,
    deviceScaleFactor: screen.deviceScaleFactor,
  });
  const first = await load(context, origin + path);
  print(`${path} with the data saver on`, await tally(first.requests));
  const show = first.page.getByRole("link", { name: "Show photos" });
  if (await show.count()) {
    // The link is a plain address: loaded afresh, it costs what clicking it costs.
    const href = new URL((await show.getAttribute("href"))!, origin).href;
    const shown = await load(context, href);
    print(`then "Show photos" (${href.slice(origin.length)})`, await tally(shown.requests));
  }
  await context.close();
}

/** Loads `url` in a new page of `context` with the cache off; its requests up to quiet. */
async function load(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const requests = record(page);
  await page.goto(url, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  return { page, requests };
}

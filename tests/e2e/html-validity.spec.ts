/**
 * The main pages are valid HTML (README, "every page renders on the server"): the server's HTML
 * of each page, signed out, as the demo seller (README, Demo accounts) and as staff, passes the
 * Nu Html Checker (the W3C's validator, npm `vnu-jar`) with no error. Warnings and notes are
 * listed in the test's annotations, not failed on.
 *
 * The pages are fetched with the request context of the signed-in browser (the server's HTML,
 * before any script runs), written to a temporary folder and checked in one run of the checker:
 * a JVM starts once for all of them. The checker needs Java (17 or later): CI installs Debian's
 * JRE (.ci/run); a machine without `java` skips this test, CI never does.
 *
 * Untagged: the HTML is the server's, the same with or without JavaScript, so only the `js`
 * project runs it.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { DEMO_SELLER, DEMO_STAFF, expect, test } from "./fixtures";
import { activeListing } from "./listings";

const VNU = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
const hasJava = spawnSync("java", ["-version"]).status === 0;

/**
 * The checker's CSS messages that are its own gaps, not our mistakes, about the stylesheet
 * Tailwind writes into every page: `@property` (CSS Properties and Values API, Baseline 2024)
 * is unknown to it, and it reads the property inside Tailwind's `@supports not (margin-trim:
 * ...)` feature query as a declaration. Dropped by their exact wording; any other message counts.
 */
const CHECKER_GAPS = [
  /^CSS: Unrecognized at-rule “@property”\.?$/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.?$/,
];

/** One page as the server sent it: who asked (`role`), its address and its HTML. */
type Fetched = { role: string; url: string; html: string };

/** One message of the checker's JSON output (https://github.com/validator/validator/wiki/Output-»-JSON). */
type VnuMessage = {
  type: "error" | "info" | "non-document-error";
  subType?: "warning" | "fatal" | "io" | "schema" | "internal";
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
  /** The markup around the spot. */
  extract?: string;
};

/** Fetches each path as `request` (its cookies) and fails unless the page answers 200 itself. */
async function fetchAll(request: APIRequestContext, role: string, paths: string[]) {
  const pages: Fetched[] = [];
  for (const url of paths) {
    const res = await request.get(url, { maxRedirects: 0 });
    expect(res.status(), `${role} ${url}`).toBe(200);
    expect(res.headers()["content-type"], `${role} ${url}`).toMatch(/^text\/html/);
    pages.push({ role, url, html: await res.text() });
  }
  return pages;
}

/**
 * Runs the checker once over `pages`; answers its messages with each one's page in place of
 * the temporary file's name.
 */
function validate(pages: Fetched[]): (VnuMessage & { page: string })[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "motormart-vnu-"));
  try {
    const byFile = new Map<string, string>();
    const files = pages.map((p, i) => {
      const file = path.join(dir, `${String(i).padStart(3, "0")}-${p.role}.html`);
      fs.writeFileSync(file, p.html);
      byFile.set(file, `${p.role} ${p.url}`);
      return file;
    });
    // One short run: the JVM's quick compiler alone and its simplest collector take about a
    // third of the CPU time of its defaults (on 21 pages, 10.7 s -> 4.1 s), with the same report.
    const jvm = ["-Xss8m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];
    const run = spawnSync("java", [...jvm, "-jar", VNU, "--format", "json", ...files], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    // The checker writes its report to stderr and exits 1 when it found an error.
    const report = JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] };
    return report.messages.map((m) => {
      const file = m.url ? decodeURIComponent(new URL(m.url).pathname) : "";
      return { ...m, page: byFile.get(file) ?? m.url ?? "(no page)" };
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The id of the demo seller's listing, given one when it has none (the free plan allows one). */
async function sellerListing(
  request: APIRequestContext,
  create: () => Promise<{ id: string }>,
): Promise<string> {
  const html = await (await request.get("/sell?tab=listings")).text();
  const found = /\/sell\?draft=([0-9a-f-]{36})&amp;step=1/.exec(html)?.[1];
  return found ?? (await create()).id;
}

test("the main pages are valid HTML, signed out, as a seller and as staff", async ({
  page,
  request,
  baseURL,
  login,
}, info) => {
  test.skip(!hasJava && !process.env.CI, "the Nu Html Checker needs Java (CI installs it)");
  test.setTimeout(180_000);

  const cars = (await (await request.get("/api/cars?limit=3")).json()).data.cars as {
    id: string;
  }[];
  const car = `/car/${cars[0]!.id}`;
  const carHtml = await (await request.get(car)).text();
  const seller = /href="(\/seller\/[0-9a-f-]{36})"/.exec(carHtml)![1]!;

  const pages = await fetchAll(request, "visitor", [
    "/",
    "/browse?fuelType=petrol&location=lagos",
    "/tokunbo",
    car,
    seller,
    `${seller}?tab=about`,
    `/compare?ids=${cars.map((c) => c.id).join(",")}`,
    "/login",
    "/register",
    "/forgot-password",
    "/terms",
    "/privacy",
    "/how-it-works",
    "/support",
    "/api/docs",
  ]);
  // The data saver's versions, with photo previews in place of photos.
  for (const url of ["/browse", car]) {
    const res = await request.get(url, { headers: { "Save-Data": "on" }, maxRedirects: 0 });
    expect(res.status(), `data saver ${url}`).toBe(200);
    pages.push({ role: "visitor-data-saver", url, html: await res.text() });
  }

  const demo = await login(DEMO_SELLER);
  const own = page.context().request;
  const listing = await sellerListing(own, () =>
    activeListing(request, baseURL!, demo.token, info),
  );
  const contacted = await request.post(`/api/cars/${cars[1]!.id}/contact`, {
    headers: { Authorization: `Bearer ${demo.token}` },
    data: { message: "Hello, is this car still available?" },
  });
  expect([200, 201]).toContain(contacted.status());
  const chat = `/chat/${(await contacted.json()).data.conversationId}`;
  const saved = await own.post("/favorites", {
    // The Origin a browser's form post carries (server/page-guards.ts).
    headers: { Origin: new URL(baseURL!).origin },
    form: { intent: "save", listingId: cars[2]!.id, redirectTo: "/favorites" },
    maxRedirects: 0,
  });
  expect(saved.status()).toBeLessThan(400);

  pages.push(
    ...(await fetchAll(own, "seller", [
      "/",
      car,
      "/compare",
      "/sell",
      "/sell?tab=listings",
      `/sell?draft=${listing}&step=1`,
      "/favorites",
      "/dashboard",
      "/dashboard?tab=listings",
      "/dashboard?tab=saved",
      "/dashboard?tab=account",
      "/chats",
      chat,
      "/profile",
      "/profile?tab=security",
      "/profile?tab=preferences",
      "/profile?tab=subscription",
      "/payment",
      "/payment?tab=plans",
      "/payment?tab=payment-methods",
      "/payment?tab=transactions",
      "/payment?tab=billing",
      `/boost?listing=${listing}`,
      "/security",
      "/security?tab=password",
      "/security?tab=sessions",
      "/security?tab=fraud",
      "/security?tab=alerts",
      "/notifications",
    ])),
  );

  await page.context().clearCookies();
  await login(DEMO_STAFF);
  pages.push(
    ...(await fetchAll(own, "staff", [
      "/admin",
      "/admin/listings",
      "/admin/listings/all",
      "/admin/users",
      "/admin/reports",
      "/admin/risk",
      "/admin/verifications",
      "/admin/audit",
      "/admin/settings",
      "/admin/newsletter",
    ])),
  );

  // The server writes a page's HTML on a few lines: the column and the markup find the spot.
  const line = (m: VnuMessage & { page: string }) =>
    `${m.page}, line ${m.lastLine ?? "?"} column ${m.lastColumn ?? "?"}: ${m.message}` +
    (m.extract ? ` [${m.extract.replace(/\s+/g, " ").trim()}]` : "");
  const messages = validate(pages).filter((m) => !CHECKER_GAPS.some((gap) => gap.test(m.message)));
  // Warnings by wording, with a count and the first place each was seen: React writes every
  // void element as `<meta/>`, so "Trailing slash on void elements" alone comes thousands of times.
  const warnings = new Map<string, { count: number; first: string }>();
  for (const m of messages.filter((m) => m.type === "info")) {
    const seen = warnings.get(m.message);
    if (seen) seen.count++;
    else warnings.set(m.message, { count: 1, first: line(m) });
  }
  if (warnings.size)
    info.annotations.push({
      type: "html warnings",
      description: [...warnings.values()].map((w) => `${w.count}x ${w.first}`).join("\n"),
    });
  const errors = messages.filter((m) => m.type !== "info");
  expect(errors.map(line), `${pages.length} pages checked`).toEqual([]);
});

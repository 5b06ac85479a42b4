/**
 * The fair-price run of `npm run bench` (`npm run bench -- pricing [--csv FILE]`;
 * docs/decisions/031-bait-proof-price-rating.md): how much of a real market the rating covers,
 * how wrong its estimate is at each step of the comparables ladder, and how many prices it
 * cautions ("check").
 *
 * In embedded PGlite in a temporary folder (the figures are arithmetic on the same rows on
 * either engine): imports the Cars45 file (`--csv`, default `../shared/data/cars45-listings.csv`,
 * the project's real input, read where it lies), runs the nightly recompute, then the backtest
 * (`backtestPriceRatings`: every live listing estimated from the others, refitted without it).
 *
 * Prints the share of live listings rated (target at least 80 %), the ratings by band, and per
 * step the cars estimated there and the median absolute percentage error of the estimate.
 * Answers false (exit 1) when the share is under the target or the file is missing.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "#db/client";
import { db, useDatabase } from "#db/connection";
import { importCars45Rows, readCars45File } from "#db/import/cars45";
import { confidenceOf, WIDENING_STEPS } from "~/lib/catalogue/price-rating";
import { backtestPriceRatings, recomputePriceRatings } from "~/models/pricing/price-rating.server";
import { stopQueue } from "~/services/queue.server";

/** The least share of live listings the ladder must rate on the Cars45 import. */
export const RATED_TARGET = 0.8;

export async function benchPricing({ csv }: { csv: string }): Promise<boolean> {
  console.log(
    "\nFair-price rating on the Cars45 import (docs/decisions/031-bait-proof-price-rating.md)",
  );
  if (!fs.existsSync(csv)) {
    console.log(`  MISS: ${csv} not found (pass --csv FILE)`);
    return false;
  }
  const dir = fs.mkdtempSync(
    path.join(os.tmpdir(), `motormart-bench-pricing-${crypto.randomBytes(3).toString("hex")}-`),
  );
  const handle = await openDatabase({ dataDir: dir });
  try {
    await handle.migrate();
    useDatabase(handle);
    const { rows, lines } = readCars45File(csv);
    await importCars45Rows(rows, lines);
    const started = Date.now();
    const stored = await recomputePriceRatings();
    const recomputeMs = Date.now() - started;
    const bands = await db().execute<{ rating: string | null; n: number }>(
      sql`select rating, count(*)::int as n from price_ratings group by 1 order by 2 desc`,
    );
    const t = Date.now();
    const backtest = await backtestPriceRatings();
    const backtestMs = Date.now() - t;
    const share = stored.rated / stored.listings;
    console.log(
      `  rated ${stored.rated} of ${stored.listings} live listings (${(share * 100).toFixed(1)} %, target >= ${RATED_TARGET * 100} %): ${share >= RATED_TARGET ? "PASS" : "MISS"}; recompute ${recomputeMs} ms`,
    );
    const bandRows = "rows" in bands ? bands.rows : bands;
    console.log(
      `  by rating: ${(bandRows as { rating: string | null; n: number }[]).map((b) => `${b.rating ?? "unrated"} ${b.n}`).join(", ")}`,
    );
    console.log(
      `  backtest (each live listing estimated from the others, ${backtestMs} ms): ${backtest.rated} estimated, median absolute error ${backtest.medianErrorPercent} %, ${backtest.check} would be "check"`,
    );
    console.log(
      "  step | confidence | comparables                                                | cars | median error",
    );
    for (const s of backtest.steps)
      console.log(
        `  ${String(s.step).padEnd(4)} | ${confidenceOf(s.step).padEnd(10)} | ${WIDENING_STEPS[s.step].group.padEnd(9)} ${WIDENING_STEPS[s.step].label.padEnd(48)} | ${String(s.cars).padStart(4)} | ${s.medianErrorPercent === null ? "-" : `${s.medianErrorPercent} %`}`,
      );
    return share >= RATED_TARGET;
  } finally {
    await stopQueue();
    useDatabase(undefined);
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

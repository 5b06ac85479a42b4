/**
 * `npm run import -- <file.csv>`: imports Cars45-format listings into the database the
 * environment points at, then prints what it read, imported, updated, merged and rejected.
 * See app/models/cars45.server.ts for the mapping.
 */
import { connectDatabase, disconnectDatabase } from "#db/connection";
import {
  formatImportReport,
  ImportFileError,
  importCars45Rows,
  readCars45File,
} from "#db/import/cars45";
import { recomputePriceRatings } from "~/models/pricing/price-rating.server";
import { checkUncheckedVins } from "~/models/selling/vin-check.server";
import { stopVinDecoder } from "~/services/vin-decoder.server";
import { runScript } from "./script-utils";

await runScript(async () => {
  const file = process.argv.slice(2).find((a) => !a.startsWith("-"));
  if (!file)
    throw new ImportFileError(
      "Usage: npm run import -- <file.csv>   (for example ../shared/data/cars45-listings.csv)",
    );
  const { rows, lines } = readCars45File(file);
  await connectDatabase();
  const started = Date.now();
  const report = await importCars45Rows(rows, lines);
  console.log(formatImportReport(report));
  // Imported prices change the market: every live listing is rated again now
  // (docs/decisions/021-fair-price-rating.md).
  const ratings = await recomputePriceRatings();
  console.log(`Rated ${ratings.rated} of ${ratings.listings} live listings.`);
  // A file with a VIN column: each new VIN decoded and compared (models/selling/vin-check.server.ts).
  const vins = await checkUncheckedVins();
  await stopVinDecoder();
  if (vins) console.log(`Checked ${vins} VINs.`);
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  await disconnectDatabase();
});

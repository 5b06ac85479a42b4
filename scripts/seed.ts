/**
 * `npm run seed -- [--listings N] [--seed S] [--if-empty]`: adds a generated catalogue of N
 * listings (default 600) to the database the environment points at (DATABASE_URL, else the
 * embedded database under DATA_DIR). See app/models/seed.server.ts.
 */
import { parseArgs } from "node:util";
import { connectDatabase, disconnectDatabase } from "#db/connection";
import { seedCatalogue, seedIfEmpty } from "#db/seed/catalogue";
import { recomputePriceRatings } from "~/models/pricing/price-rating.server";
import { runScript } from "./script-utils";

await runScript(async () => {
  const { values } = parseArgs({
    options: {
      listings: { type: "string", default: "600" },
      seed: { type: "string" },
      "if-empty": { type: "boolean", default: false },
    },
  });
  const count = Number(values.listings);
  if (!Number.isInteger(count) || count < 1)
    throw new Error("--listings must be a whole number of at least 1");
  await connectDatabase();
  const started = Date.now();
  const report = values["if-empty"]
    ? await seedIfEmpty(count)
    : await seedCatalogue(count, {
        seed: values.seed ? Number(values.seed) : Date.now() % 1_000_000_000,
        onProgress: (done) => {
          if (done % 5000 === 0 || done === count) console.log(`  ${done} / ${count} listings`);
        },
      });
  if (report) {
    // The new catalogue is rated at once (docs/decisions/021-fair-price-rating.md).
    const ratings = await recomputePriceRatings();
    console.log(`Rated ${ratings.rated} of ${ratings.listings} live listings.`);
  }
  if (!report) console.log("The database already has listings: nothing seeded.");
  else
    console.log(
      `Seeded ${report.listings} listings, ${report.sellers} sellers, ${report.buyers} buyers and ${report.reviews} reviews in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  await disconnectDatabase();
});

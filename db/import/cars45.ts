/**
 * The Cars45 importer: reads listings in the format of `shared/data/cars45-listings.csv`
 * (columns in its README) and loads them as active listings.
 *
 * - Repeats of one listing (same `detail_url` path; only the `?lid=` differs) are merged.
 * - Conditions map to categories: Brand New -> new, Foreign Used -> tokunbo, Local Used ->
 *   nigerian-used. `location` ("Lagos State, Lekki") maps to a state slug and a city.
 * - Prices ("₦ 8,925,000") become whole naira, mileage km. Fuel and transmission are read from
 *   the trim text when it says so ("hybrid", "CVT", "7A" = 7-speed automatic, "5M" = manual),
 *   otherwise left null: we do not guess.
 * - Sellers: one dealer account per source area (state + city), named "Cars45 <city>", since
 *   the data names no seller; their e-mail is a non-deliverable `@import.motormart.ng` address.
 * - Every row is checked with the listing's own field rules (app/lib/listings/listing-schema.ts,
 *   `ListingRules`: the bounds the form, the API and the database hold): one outside them (a
 *   mileage over 2,000,000 km) is refused with the rule's message, never stored. An optional
 *   `VIN` column, which Cars45's own file lacks, is checked by the same rules (app/lib/listings/vin.ts);
 *   `npm run import` then checks the imported VINs (models/selling/vin-check.server.ts).
 * - Each listing is written in its own transaction (listing + photo), keyed by
 *   (source `cars45`, the detail path), so a malformed row is reported and skipped, never half
 *   imported, and re-running the import updates rather than duplicates.
 */
import fs from "node:fs";
import { parse } from "csv-parse/sync";
import { and, eq, getTableName, sql } from "drizzle-orm";
import { listingPhotos, listings, users, type Category } from "../schema";
import { z } from "zod";
import { maxYear, MIN_YEAR, toStateSlug } from "../../app/lib/catalogue/catalog";
import { LISTING_LIMITS, ListingRules } from "../../app/lib/listings/listing-schema";
import { translateText } from "../../app/i18n/server/catalogues.server";
import { db } from "../connection";
import { placeholderPhoto } from "../../app/services/images.server";
import { vacuumAnalyze } from "../../app/models/shared/table-maintenance.server";

export const CARS45_COLUMNS = [
  "Bought Condition",
  "Colour",
  "Condition",
  "Drivetrain",
  "Engine Size",
  "Horse Power",
  "Make",
  "Mileage",
  "Model",
  "Number of Cylinders",
  "Registered city",
  "Seats",
  "Selling Condition",
  "Trim",
  "Year of manufacture",
  "detail_url",
  "location",
  "name",
  "price",
  // Not in Cars45's own file: a dealer's copy of the format may add the car's VIN.
  "VIN",
] as const;
const REQUIRED_COLUMNS = [
  "Condition",
  "Make",
  "Model",
  "Year of manufacture",
  "detail_url",
  "location",
  "price",
];

export type Cars45Row = Partial<Record<(typeof CARS45_COLUMNS)[number], string>>;

export type ParsedListing = {
  sourceRef: string;
  sellerKey: { state: string; city: string };
  listing: Omit<typeof listings.$inferInsert, "sellerId" | "source" | "sourceRef">;
};

const CONDITIONS: Record<string, Category> = {
  "brand new": "new",
  "foreign used": "tokunbo",
  "local used": "nigerian-used",
};

const DRIVETRAINS: Record<string, string> = {
  front: "Front-wheel drive",
  "front wheel": "Front-wheel drive",
  "all wheel": "All-wheel drive",
  "rear wheel": "Rear-wheel drive",
  "4x4": "Four-wheel drive",
  "four wheel": "Four-wheel drive",
};

/** Body types of common models the trim text does not describe. */
const MODEL_BODIES: Record<string, string> = {
  camry: "sedan",
  corolla: "sedan",
  avalon: "sedan",
  accord: "sedan",
  civic: "sedan",
  elantra: "sedan",
  sonata: "sedan",
  altima: "sedan",
  "es 350": "sedan",
  "is 250": "sedan",
  "c 300": "sedan",
  c300: "sedan",
  "e 350": "sedan",
  e350: "sedan",
  "c-class": "sedan",
  "e-class": "sedan",
  "3 series": "sedan",
  highlander: "suv",
  rav4: "suv",
  venza: "suv",
  "4runner": "suv",
  "land cruiser": "suv",
  prado: "suv",
  "rx 350": "suv",
  "gx 460": "suv",
  "lx 570": "suv",
  "rx 330": "suv",
  "rx 300": "suv",
  "cr-v": "suv",
  pilot: "suv",
  "santa fe": "suv",
  tucson: "suv",
  sportage: "suv",
  sorento: "suv",
  pathfinder: "suv",
  explorer: "suv",
  edge: "suv",
  escape: "suv",
  mdx: "suv",
  rdx: "suv",
  "m class": "suv",
  "gl-class": "suv",
  "gle-class": "suv",
  "glk-class": "suv",
  "range rover": "suv",
  "range rover sport": "suv",
  x5: "suv",
  // Models the Cars45 file often gives without a body in the trim.
  es: "sedan",
  is: "sedan",
  gs: "sedan",
  optima: "sedan",
  accent: "sedan",
  rio: "sedan",
  cerato: "sedan",
  sentra: "sedan",
  almera: "sedan",
  fusion: "sedan",
  jetta: "sedan",
  passat: "sedan",
  avensis: "sedan",
  "cla-class": "sedan",
  e300: "sedan",
  c230: "sedan",
  c350: "sedan",
  c450: "sedan",
  "530i": "sedan",
  "535i": "sedan",
  "528i": "sedan",
  "550i": "sedan",
  genesis: "sedan",
  grandeur: "sedan",
  "307": "hatchback",
  "206": "hatchback",
  "407": "sedan",
  i10: "hatchback",
  vibe: "hatchback",
  "3": "sedan",
  rx: "suv",
  gx: "suv",
  lx: "suv",
  nx: "suv",
  "rx 450h": "suv",
  "4-runner": "suv",
  "land cruiser prado": "suv",
  "glc-class": "suv",
  "g-class": "suv",
  "cx-7": "suv",
  "cx-9": "suv",
  crosstour: "suv",
  "accord crosstour": "suv",
  "range rover velar": "suv",
  lr3: "suv",
  lr4: "suv",
  x3: "suv",
  qashqai: "suv",
  "x-trail": "suv",
  rogue: "suv",
  xterra: "suv",
  veracruz: "suv",
  ix35: "suv",
  xc90: "suv",
  "corolla cross": "suv",
  "c-hr": "suv",
  sequoia: "suv",
  fortuner: "suv",
  "fj cruiser": "suv",
  "highlander hybrid": "suv",
  equinox: "suv",
  enclave: "suv",
  s2: "suv",
  zdx: "suv",
  sedona: "van",
  transit: "van",
  "f-150": "pickup",
  l200: "pickup",
  frontier: "pickup",
  sienna: "van",
  odyssey: "van",
  hiace: "bus",
  hilux: "pickup",
  tacoma: "pickup",
  tundra: "pickup",
  ranger: "pickup",
  matrix: "wagon",
  prius: "hatchback",
  golf: "hatchback",
  yaris: "hatchback",
};

function clean(value: string | undefined): string {
  return (value ?? "").replace(/\s+/g, " ").trim();
}

function titleCase(value: string): string {
  return value.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (m) => m.toUpperCase());
}

/** "₦ 8,925,000" -> 8925000; null when it is not a whole positive naira amount. */
export function parseNaira(raw: string | undefined): number | null {
  const v = clean(raw)
    .replace(/^(₦|NGN|N)\s*/i, "")
    .replace(/,/g, "");
  if (!/^\d{1,13}$/.test(v)) return null;
  const n = Number(v);
  return n > 0 ? n : null;
}

/** Fuel from trim text: hybrid, electric or diesel when named; null when the text is silent. */
export function inferFuel(text: string, make = ""): string | null {
  const t = text.toLowerCase();
  if (/hybrid|gas\/electric/.test(t)) return "hybrid";
  if (/\b(electric|ev)\b/.test(t) || make.toLowerCase() === "tesla") return "electric";
  if (/diesel|\btdi\b|\bcrdi\b|\bd-4d\b/.test(t)) return "diesel";
  if (/\bcng\b/.test(t)) return "cng";
  return null;
}

/** Transmission from trim text: "CVT", "7A"/"6AM" (automatic), "5M" (manual); else null. */
export function inferTransmission(text: string): string | null {
  if (/\bcvt\b/i.test(text)) return "cvt";
  if (/\b\d{1,2}AM\b/.test(text)) return "semi-automatic";
  if (/\b\d{1,2}A\b/.test(text) || /\bautomatic\b/i.test(text)) return "automatic";
  if (/\b\d{1,2}M\b/.test(text) || /\bmanual\b/i.test(text)) return "manual";
  return null;
}

export function inferBody(trim: string, model: string): string | null {
  const t = trim.toLowerCase();
  if (/sport utility|\bsuv\b/.test(t)) return "suv";
  if (/\bwagon\b/.test(t)) return "wagon";
  if (/hatchback/.test(t)) return "hatchback";
  if (/\bcoupe\b|2dr/.test(t)) return "coupe";
  if (/minivan|\bvan\b/.test(t)) return "van";
  if (/pickup|crew cab|double cab|regular cab/.test(t)) return "pickup";
  if (/sedan|4dr/.test(t)) return "sedan";
  return MODEL_BODIES[model.toLowerCase()] ?? null;
}

/** The listing's rules for the fields a row gives (the description is written here, not read). */
const ImportedFields = z.object({
  title: ListingRules.title,
  make: ListingRules.make,
  model: ListingRules.model,
  year: ListingRules.year,
  price: ListingRules.price,
  mileage: ListingRules.mileage.nullable(),
  vin: ListingRules.vin.optional(),
});

/** The first rule a row's fields break, as "field: message" in English; null when none. */
function ruleRefusal(fields: z.input<typeof ImportedFields>): string | null {
  const checked = ImportedFields.safeParse(fields);
  if (checked.success) return null;
  const issue = checked.error.issues[0];
  return `${issue.path.join(".")}: ${translateText("en", issue.message)}`;
}

/** Parses one CSV row. Returns the listing, or the reason it is rejected. */
export function parseCars45Row(
  row: Cars45Row,
  now = new Date(),
): ParsedListing | { error: string } {
  const url = clean(row.detail_url);
  const sourceRef = url.split("?")[0];
  if (!sourceRef.startsWith("/") || sourceRef.length < 2)
    return { error: "missing or malformed detail_url" };
  const make = clean(row.Make);
  const model = clean(row.Model);
  if (!make) return { error: "missing make" };
  if (!model) return { error: "missing model" };
  const yearText = clean(row["Year of manufacture"]);
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : NaN;
  if (!(year >= MIN_YEAR && year <= maxYear(now)))
    return { error: `year missing or outside ${MIN_YEAR}-${maxYear(now)}` };
  const price = parseNaira(row.price);
  if (price === null) return { error: "price missing or not a naira amount" };
  const category = CONDITIONS[clean(row.Condition).toLowerCase()];
  if (!category) return { error: `unknown condition "${clean(row.Condition)}"` };
  const [statePart, ...cityParts] = clean(row.location).split(",");
  const state = toStateSlug(statePart ?? "");
  if (!state) return { error: `unknown state in location "${clean(row.location)}"` };
  const city = titleCase(cityParts.join(",").trim().replace(/-/g, " ")) || null;
  const mileageText = clean(row.Mileage).replace(/,/g, "");
  let mileage: number | null = null;
  if (mileageText) {
    if (!/^\d{1,7}$/.test(mileageText)) return { error: "mileage is not a whole number of km" };
    mileage = Number(mileageText);
  }
  const trim = clean(row.Trim);
  const text = `${trim} ${clean(row.name)}`;
  const colourRaw = clean(row.Colour);
  const color = colourRaw ? titleCase(colourRaw.replace(/^burgandy$/i, "Burgundy")) : null;
  const engineCc = /^\d{3,5}$/.test(clean(row["Engine Size"]))
    ? Number(clean(row["Engine Size"]))
    : null;
  const hp = /^\d{2,4}$/.test(clean(row["Horse Power"])) ? Number(clean(row["Horse Power"])) : null;
  const seats = /^\d{1,2}$/.test(clean(row.Seats)) ? Number(clean(row.Seats)) : null;
  const drivetrain = DRIVETRAINS[clean(row.Drivetrain).toLowerCase()] ?? null;
  const selling = clean(row["Selling Condition"]).toLowerCase();
  const bought = clean(row["Bought Condition"]);
  const regCity = clean(row["Registered city"]);
  const title = (clean(row.name) || `${make} ${model} ${trim} ${year}`)
    .replace(/\s+/g, " ")
    .slice(0, LISTING_LIMITS.title.max)
    .trim();
  const vinText = clean(row.VIN);
  const refusal = ruleRefusal({
    title,
    make,
    model,
    year,
    price,
    mileage,
    vin: vinText || undefined,
  });
  if (refusal) return { error: refusal };

  const conditionText =
    category === "new"
      ? "Brand new"
      : category === "tokunbo"
        ? "Foreign used (tokunbo)"
        : "Nigerian used";
  const facts = [
    `${conditionText} ${year} ${make} ${model}${trim ? ` ${trim}` : ""}${color ? `, ${color.toLowerCase()}` : ""}.`,
    mileage !== null ? `Mileage: ${mileage.toLocaleString("en-NG")} km.` : null,
    engineCc ? `Engine: ${(engineCc / 1000).toFixed(1)} L${hp ? `, ${hp} hp` : ""}.` : null,
    drivetrain ? `${drivetrain}.` : null,
    bought ? `Originally bought: ${bought.toLowerCase()}.` : null,
    regCity ? `Registered in ${titleCase(regCity)}.` : null,
    `Listed through Cars45 in ${city ? `${city}, ` : ""}${statePart.trim()}.`,
  ];

  return {
    sourceRef,
    sellerKey: { state, city: city ?? "" },
    listing: {
      status: "active",
      title,
      make,
      model,
      trim: trim || null,
      year,
      price,
      mileage: category === "new" && mileage === null ? 0 : mileage,
      vin: vinText ? ImportedFields.shape.vin.parse(vinText) : null,
      fuelType: inferFuel(text, make),
      transmission: inferTransmission(text),
      bodyType: inferBody(trim, model),
      color,
      drivetrain,
      engineCc,
      seats,
      category,
      registered: selling ? selling === "registered" : null,
      state,
      city,
      description: facts.filter(Boolean).join(" "),
      publishedAt: now,
      submittedAt: now,
      expiresAt: new Date(now.getTime() + 60 * 86_400_000),
    },
  };
}

export type ImportReport = {
  read: number;
  imported: number;
  updated: number;
  merged: number;
  rejected: number;
  /** Rejections grouped by reason, with the CSV line numbers (first 10 per reason). */
  reasons: { reason: string; count: number; lines: number[] }[];
};

export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

/** Reads and parses a Cars45 CSV; throws ImportFileError when it is not one. */
export function readCars45File(file: string): { rows: Cars45Row[]; lines: number[] } {
  if (!fs.existsSync(file)) throw new ImportFileError(`No such file: ${file}`);
  let records: { record: Cars45Row; info: { lines: number } }[];
  try {
    records = parse(fs.readFileSync(file), {
      columns: true,
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
      trim: false,
      info: true,
    }) as never;
  } catch (error) {
    throw new ImportFileError(`Could not read ${file} as CSV: ${(error as Error).message}`);
  }
  const header = records[0] ? Object.keys(records[0].record) : [];
  const missing = REQUIRED_COLUMNS.filter((c) => records.length && !header.includes(c));
  if (missing.length)
    throw new ImportFileError(
      `${file} is not in the Cars45 format: missing column(s) ${missing.join(", ")}`,
    );
  return { rows: records.map((r) => r.record), lines: records.map((r) => r.info.lines) };
}

/**
 * Imports parsed rows. `lines` gives each row's CSV line for the report. Returns the counts:
 * read, imported (new), updated (already in the database), merged (repeats within the file),
 * rejected (with reasons). When it wrote anything it ends with `VACUUM (ANALYZE)` of the tables
 * it wrote, so the planner knows the new rows at once (embedded PGlite has no autovacuum:
 * models/shared/table-maintenance.server.ts).
 */
export async function importCars45Rows(
  rows: Cars45Row[],
  lines: number[] = rows.map((_, i) => i + 2),
  now = new Date(),
): Promise<ImportReport> {
  const report: ImportReport = {
    read: rows.length,
    imported: 0,
    updated: 0,
    merged: 0,
    rejected: 0,
    reasons: [],
  };
  const reject = (reason: string, line: number) => {
    report.rejected++;
    let r = report.reasons.find((x) => x.reason === reason);
    if (!r) report.reasons.push((r = { reason, count: 0, lines: [] }));
    r.count++;
    if (r.lines.length < 10) r.lines.push(line);
  };

  const unique = new Map<string, ParsedListing>();
  rows.forEach((row, i) => {
    const parsed = parseCars45Row(row, now);
    if ("error" in parsed) return reject(parsed.error, lines[i]);
    if (unique.has(parsed.sourceRef)) report.merged++;
    else unique.set(parsed.sourceRef, parsed);
  });

  const sellers = new Map<string, string>();
  const sellerFor = async (key: ParsedListing["sellerKey"]) => {
    const ref = `${key.state}:${key.city.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
    const known = sellers.get(ref);
    if (known) return known;
    const [existing] = await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.source, "cars45"), eq(users.sourceRef, ref)))
      .limit(1);
    let id = existing?.id;
    if (!id) {
      const place = key.city || key.state;
      [{ id }] = await db()
        .insert(users)
        .values({
          email: `cars45-${ref.replace(":", "-")}@import.motormart.ng`,
          firstName: "Cars45",
          lastName: place,
          accountType: "seller",
          sellerType: "dealer",
          businessName: `Cars45 ${place}`,
          description: `Cars listed through Cars45 in ${place}. Imported from the public Cars45 listings.`,
          state: key.state,
          city: key.city || null,
          source: "cars45",
          sourceRef: ref,
        })
        .onConflictDoUpdate({ target: [users.source, users.sourceRef], set: { state: key.state } })
        .returning({ id: users.id });
    }
    sellers.set(ref, id!);
    return id!;
  };

  // One placeholder per body type and colour: drawing its preview again for every row took
  // most of a real file's import.
  const photos = new Map<string, ReturnType<typeof placeholderPhoto>>();
  const photoFor = (bodyType: string | null, colour: string | null) => {
    const key = `${bodyType}|${colour}`;
    if (!photos.has(key)) photos.set(key, placeholderPhoto(bodyType, colour));
    return photos.get(key)!;
  };
  for (const parsed of unique.values()) {
    const sellerId = await sellerFor(parsed.sellerKey);
    const photo = await photoFor(parsed.listing.bodyType ?? null, parsed.listing.color ?? null);
    await db().transaction(async (tx) => {
      // A re-import refreshes the facts but keeps the listing's lifecycle (status, publication).
      const {
        publishedAt: _published,
        status: _status,
        submittedAt: _submitted,
        expiresAt: _expires,
        ...fields
      } = parsed.listing;
      const [row] = await tx
        .insert(listings)
        .values({
          ...parsed.listing,
          sellerId,
          source: "cars45",
          sourceRef: parsed.sourceRef,
          createdAt: now,
        })
        .onConflictDoUpdate({
          target: [listings.source, listings.sourceRef],
          set: {
            ...fields,
            sellerId,
            updatedAt: now,
            // A rating belongs to the price it was computed for: a new price shows none until
            // the recompute that ends the import (docs/decisions/021-fair-price-rating.md).
            priceRating: sql`case when ${listings.price} = excluded.price then ${listings.priceRating} end`,
            priceRatingScore: sql`case when ${listings.price} = excluded.price then ${listings.priceRatingScore} end`,
            // So is a VIN check to its VIN.
            vinCheck: sql`case when ${listings.vin} is not distinct from excluded.vin then ${listings.vinCheck} end`,
          },
        })
        .returning({ id: listings.id, inserted: sql<boolean>`(xmax = 0)` });
      if (row.inserted) {
        await tx.insert(listingPhotos).values({ listingId: row.id, position: 0, ...photo });
        report.imported++;
      } else report.updated++;
    });
  }
  if (report.imported || report.updated)
    await vacuumAnalyze([users, listings, listingPhotos].map(getTableName));
  return report;
}

/** Formats a report for the terminal. */
export function formatImportReport(r: ImportReport): string {
  const lines = [
    `Read ${r.read} rows: imported ${r.imported} new listings, updated ${r.updated} already imported, merged ${r.merged} repeats, rejected ${r.rejected}.`,
  ];
  for (const x of r.reasons) {
    lines.push(
      `  rejected ${x.count}: ${x.reason} (line${x.lines.length > 1 ? "s" : ""} ${x.lines.join(", ")}${x.count > x.lines.length ? ", ..." : ""})`,
    );
  }
  return lines.join("\n");
}

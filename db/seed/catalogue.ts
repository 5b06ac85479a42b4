/**
 * The demo catalogue, generated in code with a seeded PRNG so every run is the same: makes and
 * models in roughly Nigerian market shares (Toyota first, then Honda, Lexus, Mercedes-Benz...),
 * categories (tokunbo most common), prices depreciated by age, mileages by age, states and
 * cities weighted towards Lagos and Abuja, dealers and individual sellers (some verified),
 * inspections, financing offers, boosts and real-looking reviews from buyer accounts.
 *
 * `seedCatalogue(n)` appends n listings (any size; the benchmark uses 100,000). Photos are the
 * rendered placeholder per body type and colour, made through the photo pipeline.
 */
import { getTableName, sql } from "drizzle-orm";
import {
  financingOffers,
  inspections,
  listingPhotos,
  listings,
  sellerReviews,
  subscriptions,
  users,
  type Category,
  type InspectionIssue,
} from "../schema";
import { FEATURES, STATES } from "../../app/lib/catalogue/catalog";
import { checkDigitOf } from "../../app/lib/listings/vin";
import { getEnv } from "../../app/env.server";
import { databaseHandle, db } from "../connection";
import { placeholderPhoto, type StoredPhoto } from "../../app/services/images.server";
import { vacuumAnalyze } from "../../app/models/shared/table-maintenance.server";

type Model = { make: string; model: string; body: string; newPrice: number; trims: string[] };

/**
 * [make, market weight, models: [model, body type, new price in ₦M, trims]]. The weights are the
 * makes' shares of the Cars45 file (Toyota 41 %, Lexus 12 %, Mercedes-Benz 11 %...).
 */
const MARKET: [string, number, [string, string, number, string[]][]][] = [
  [
    "Toyota",
    41,
    [
      ["Camry", "sedan", 48, ["LE", "SE", "XLE", "Hybrid LE"]],
      ["Corolla", "sedan", 32, ["LE", "S", "CE"]],
      ["RAV4", "suv", 55, ["LE", "XLE", "Limited"]],
      ["Highlander", "suv", 78, ["LE", "XLE", "Limited AWD"]],
      ["Sienna", "van", 68, ["LE", "XLE", "CE"]],
      ["Hilux", "pickup", 52, ["SR", "SR5 4x4"]],
      ["Land Cruiser", "suv", 160, ["GXR", "VXR"]],
      ["Prado", "suv", 115, ["TX", "VX"]],
      ["Venza", "suv", 52, ["LE", "XLE AWD"]],
      ["Avalon", "sedan", 58, ["XL", "XLS", "Limited"]],
      ["Hiace", "bus", 62, ["Standard Roof", "High Roof"]],
    ],
  ],
  [
    "Honda",
    9,
    [
      ["Accord", "sedan", 46, ["LX", "EX", "EX-L", "Sport"]],
      ["Civic", "sedan", 33, ["LX", "EX", "Sport"]],
      ["CR-V", "suv", 52, ["LX", "EX", "EX-L AWD"]],
      ["Pilot", "suv", 66, ["EX", "EX-L", "Touring"]],
      ["Odyssey", "van", 60, ["EX", "EX-L"]],
    ],
  ],
  [
    "Lexus",
    12,
    [
      ["RX 350", "suv", 92, ["Base", "F Sport", "AWD"]],
      ["ES 350", "sedan", 76, ["Base", "Luxury"]],
      ["GX 460", "suv", 125, ["Base", "Premium"]],
      ["LX 570", "suv", 210, ["Base", "Sport"]],
      ["IS 250", "sedan", 45, ["Base", "F Sport"]],
    ],
  ],
  [
    "Mercedes-Benz",
    11,
    [
      ["C300", "sedan", 72, ["Sport", "Luxury 4MATIC"]],
      ["E350", "sedan", 98, ["Sport", "4MATIC"]],
      ["GLE 350", "suv", 125, ["4MATIC"]],
      ["GLK 350", "suv", 58, ["Base", "4MATIC"]],
      ["ML 350", "suv", 70, ["Base", "4MATIC"]],
    ],
  ],
  [
    "Hyundai",
    8,
    [
      ["Elantra", "sedan", 29, ["GLS", "SE", "Limited"]],
      ["Sonata", "sedan", 36, ["GLS", "SE"]],
      ["Tucson", "suv", 42, ["GLS", "Limited"]],
      ["Santa Fe", "suv", 52, ["GLS", "Limited AWD"]],
    ],
  ],
  [
    "Kia",
    2,
    [
      ["Rio", "hatchback", 21, ["LX", "EX"]],
      ["Sportage", "suv", 41, ["LX", "EX"]],
      ["Sorento", "suv", 51, ["LX", "EX"]],
      ["Picanto", "hatchback", 16, ["LX"]],
    ],
  ],
  [
    "Nissan",
    3,
    [
      ["Altima", "sedan", 34, ["S", "SV", "SL"]],
      ["Pathfinder", "suv", 58, ["S", "SV", "Platinum"]],
      ["X-Trail", "suv", 45, ["S", "SV"]],
      ["Almera", "sedan", 22, ["Base"]],
    ],
  ],
  [
    "Ford",
    3,
    [
      ["Explorer", "suv", 62, ["XLT", "Limited"]],
      ["Escape", "suv", 38, ["S", "SE"]],
      ["Edge", "suv", 46, ["SE", "SEL"]],
      ["Ranger", "pickup", 48, ["XL", "XLT 4x4"]],
    ],
  ],
  [
    "BMW",
    1.2,
    [
      ["3 Series", "sedan", 62, ["320i", "328i", "330i"]],
      ["5 Series", "sedan", 88, ["528i", "535i"]],
      ["X5", "suv", 120, ["xDrive35i", "xDrive40i"]],
      ["X3", "suv", 75, ["xDrive28i"]],
    ],
  ],
  [
    "Volkswagen",
    0.6,
    [
      ["Golf", "hatchback", 28, ["Trendline", "Comfortline"]],
      ["Passat", "sedan", 36, ["S", "SE"]],
      ["Tiguan", "suv", 45, ["S", "SE"]],
    ],
  ],
  [
    "Peugeot",
    1,
    [
      ["301", "sedan", 19, ["Active", "Allure"]],
      ["508", "sedan", 38, ["Active", "GT Line"]],
      ["3008", "suv", 42, ["Active", "Allure"]],
      ["406", "wagon", 14, ["SW"]],
    ],
  ],
  [
    "Acura",
    2,
    [
      ["MDX", "suv", 70, ["Base", "Technology Package AWD"]],
      ["RDX", "suv", 55, ["Base", "Technology"]],
      ["TL", "sedan", 35, ["Base", "SH-AWD"]],
    ],
  ],
  [
    "Innoson",
    1,
    [
      ["IVM G5", "suv", 26, ["Standard"]],
      ["IVM Fox", "hatchback", 14, ["Standard"]],
    ],
  ],
  [
    "Mitsubishi",
    0.5,
    [
      ["Pajero", "suv", 60, ["GLS"]],
      ["L200", "pickup", 40, ["GL"]],
    ],
  ],
  [
    "Chevrolet",
    0.5,
    [
      ["Cruze", "sedan", 24, ["LS", "LT"]],
      ["Camaro", "coupe", 70, ["LT", "SS"]],
    ],
  ],
  ["Mercedes-Benz", 0.6, [["CLA 250", "coupe", 60, ["Base"]]]],
  ["Toyota", 0.6, [["Matrix", "wagon", 22, ["Base", "S"]]]],
];

/** [state slug, weight, cities] */
const PLACES: [string, number, string[]][] = [
  [
    "lagos",
    44,
    [
      "Ikeja",
      "Lekki",
      "Victoria Island",
      "Ikoyi",
      "Surulere",
      "Yaba",
      "Magodo",
      "Ajah",
      "Festac",
      "Berger",
      "Ogba",
      "Gbagada",
      "Maryland",
      "Ikorodu",
    ],
  ],
  ["fct", 18, ["Wuse", "Garki", "Maitama", "Gwarinpa", "Jabi", "Kubwa", "Lugbe", "Asokoro"]],
  ["rivers", 8, ["Port Harcourt", "GRA Phase 2", "Rumuokoro", "Trans-Amadi", "Obio-Akpor"]],
  ["oyo", 5, ["Ibadan", "Bodija", "Ring Road", "Challenge", "Ogbomoso"]],
  ["delta", 3, ["Warri", "Asaba", "Effurun", "Sapele"]],
  ["edo", 3, ["Benin City", "GRA", "Ugbowo"]],
  ["kano", 3, ["Kano", "Nasarawa GRA", "Sabon Gari"]],
  ["ogun", 3, ["Abeokuta", "Sango Ota", "Ijebu Ode", "Mowe"]],
  ["enugu", 2.5, ["Enugu", "Independence Layout", "New Haven"]],
  ["kaduna", 2, ["Kaduna", "Barnawa", "Zaria"]],
  ["anambra", 2, ["Onitsha", "Awka", "Nnewi"]],
  ["imo", 1.5, ["Owerri", "New Owerri"]],
  ["plateau", 1, ["Jos", "Rayfield"]],
  ["kwara", 1, ["Ilorin", "GRA Ilorin"]],
  ["abia", 1, ["Aba", "Umuahia"]],
  ["akwa-ibom", 1, ["Uyo", "Eket"]],
  ["cross-river", 0.8, ["Calabar"]],
  ["osun", 0.8, ["Osogbo", "Ile-Ife"]],
  ["ondo", 0.8, ["Akure"]],
  ["niger", 0.6, ["Minna"]],
  ["bauchi", 0.4, ["Bauchi"]],
  ["borno", 0.3, ["Maiduguri"]],
];

const COLOURS: [string, number][] = [
  ["Black", 26],
  ["Silver", 16],
  ["Gray", 14],
  ["White", 16],
  ["Blue", 8],
  ["Red", 6],
  ["Gold", 4],
  ["Green", 3],
  ["Brown", 3],
  ["Beige", 2],
  ["Maroon", 2],
];

const FIRST = [
  "Chinedu",
  "Emeka",
  "Ngozi",
  "Tunde",
  "Bola",
  "Aisha",
  "Ibrahim",
  "Funmi",
  "Yusuf",
  "Chioma",
  "Olumide",
  "Kemi",
  "Segun",
  "Amaka",
  "Uche",
  "Halima",
  "Musa",
  "Femi",
  "Tolu",
  "Ifeanyi",
  "Zainab",
  "Kelechi",
  "Adebayo",
  "Blessing",
  "Godwin",
  "Obinna",
  "Sade",
  "Bashir",
  "Efe",
  "Ese",
  "Nkechi",
  "Babatunde",
  "Hauwa",
  "Suleiman",
  "Ijeoma",
  "Damilola",
  "Oluwaseun",
  "Chukwuma",
  "Fatima",
  "Ikenna",
];
const LAST = [
  "Okafor",
  "Adeyemi",
  "Bello",
  "Okonkwo",
  "Ogunleye",
  "Eze",
  "Abubakar",
  "Nwosu",
  "Balogun",
  "Ibrahim",
  "Okoro",
  "Adebayo",
  "Ojo",
  "Mohammed",
  "Obi",
  "Lawal",
  "Afolabi",
  "Nnamdi",
  "Akpan",
  "Etim",
  "Omoregie",
  "Ighodalo",
  "Danjuma",
  "Oyelaran",
  "Uzor",
  "Agbaje",
  "Yakubu",
  "Onyeka",
  "Ekwueme",
  "Salami",
];
const DEALER_NAMES = [
  "Autoland Motors",
  "Royal Autos",
  "Elite Cars",
  "Prime Wheels",
  "Capital Motors",
  "Grace Motors",
  "Sapphire Autos",
  "Mainland Auto Hub",
  "Crown Motors",
  "Pinnacle Autos",
  "Legacy Cars",
  "Diamond Motors",
  "Harmony Autos",
  "Zenith Car Mart",
  "Goldline Motors",
  "Trust Autos",
];
const SERVICES = [
  "Car sales",
  "Trade-in (swap)",
  "Car financing",
  "Vehicle inspection",
  "Registration and papers",
  "Port clearing",
  "Maintenance and servicing",
  "Car hire",
  "Nationwide delivery",
];
const CERTIFICATIONS = [
  "CAC registered",
  "Member, Motor Dealers Association of Nigeria",
  "FRSC-registered dealer",
  "Certified pre-owned partner",
];

const REVIEWS: Record<number, string[]> = {
  5: [
    "The car was exactly as described. Papers complete and the engine is perfect. Highly recommended.",
    "Very honest dealer. He allowed my mechanic to inspect everything before I paid.",
    "Smooth transaction from start to finish. The car has given me no issue since.",
    "Fair price, quick response on WhatsApp, and delivery to Abuja was on time.",
  ],
  4: [
    "Good car and a fair deal. Delivery took two days longer than promised.",
    "Nice experience overall. A small AC issue was fixed by the seller before pickup.",
    "The seller was patient and answered all my questions. Would buy again.",
  ],
  3: [
    "The car is okay but the tyres needed changing soon after. Price was fair.",
    "Documentation took longer than expected but everything was sorted in the end.",
  ],
  2: ["Mileage was higher than listed. The seller later gave a small discount."],
  1: ["Car had hidden faults the seller did not mention. Inspect well before paying."],
};

/** mulberry32: a small, fast, seeded PRNG (public domain). */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makePicker(random: () => number) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const weighted = <T>(items: readonly T[], weight: (t: T) => number): T => {
    const total = items.reduce((s, t) => s + weight(t), 0);
    let r = random() * total;
    for (const t of items) {
      r -= weight(t);
      if (r <= 0) return t;
    }
    return items[items.length - 1];
  };
  const between = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  /** lo..hi, most often near the middle (the mean of two draws): the market's years peak. */
  const aroundMiddle = (lo: number, hi: number) =>
    lo + Math.floor(((random() + random()) / 2) * (hi - lo + 1));
  return { pick, weighted, between, aroundMiddle, chance: (p: number) => random() < p };
}

/**
 * Each model's share of its make's weight falls with its place in the make's list (1, 1/2,
 * 1/3...): a few models make most of the market, as Camrys and Corollas do in the Cars45 file,
 * so the popular models have the comparables a price rating needs on the demo catalogue.
 */
const MODELS: (Model & { weight: number })[] = MARKET.flatMap(([make, weight, models]) => {
  const total = models.reduce((s, _, i) => s + 1 / (i + 1) ** 2, 0);
  return models.map(([model, body, price, trims], i) => ({
    make,
    model,
    body,
    newPrice: price * 1_000_000,
    trims,
    weight: (weight * (1 / (i + 1) ** 2)) / total,
  }));
});

function describe(l: {
  year: number;
  make: string;
  model: string;
  trim: string | null;
  category: Category;
  transmission: string | null;
  fuelType: string | null;
  mileage: number | null;
  city: string;
  state: string;
  color: string;
}) {
  const name = `${l.year} ${l.make} ${l.model}${l.trim ? ` ${l.trim}` : ""}`;
  const where = `${l.city}, ${STATES[l.state]}`;
  const km = l.mileage ? `${l.mileage.toLocaleString("en-NG")} km on the clock` : "zero mileage";
  const opening =
    l.category === "new"
      ? `Brand new ${name} in ${l.color.toLowerCase()}, straight from the showroom with full manufacturer warranty.`
      : l.category === "tokunbo"
        ? `Foreign used (tokunbo) ${name} in ${l.color.toLowerCase()}, recently cleared at the port with complete customs papers.`
        : `Nigerian used ${name} in ${l.color.toLowerCase()}, first body, registered and used by one owner.`;
  return `${opening} ${l.transmission ? l.transmission.charAt(0).toUpperCase() + l.transmission.slice(1) : ""} transmission, ${l.fuelType ?? "petrol"} engine, ${km}. AC chilling, engine and gear in perfect condition. Inspection welcome at our place in ${where}.`;
}

export type SeedReport = { sellers: number; buyers: number; listings: number; reviews: number };

/**
 * Appends `count` generated listings (with their sellers, photos, inspections, financing and
 * reviews) to the database. Deterministic for a given `seed`; several calls with different
 * seeds add more. `now` anchors publication dates (all within the last 55 days).
 *
 * Ends with `VACUUM (ANALYZE)` of the tables it filled, so the planner has statistics and
 * index-only scans work from the first page: embedded PGlite has no autovacuum, and without
 * them browse by state sorted by price served 17 requests/s at 100,000 listings. At that size
 * it takes 5-13 s on PGlite and about 2 s on PostgreSQL (docs/decisions/003-performance.md).
 */
export async function seedCatalogue(
  count: number,
  options: { seed?: number; now?: Date; onProgress?: (done: number) => void } = {},
): Promise<SeedReport> {
  const random = rng(options.seed ?? 20261121);
  const { pick, weighted, between, aroundMiddle, chance } = makePicker(random);
  const now = options.now ?? new Date();
  const currentYear = now.getFullYear();
  const tag = (options.seed ?? 20261121).toString(36);

  /** The verification records of a seeded seller: phone, identity and address (and, for a
   * dealer, the CAC certificate) checked the day they joined, or none. */
  const verifiedRecords = (verified: boolean, dealer: boolean, joined: Date) =>
    verified
      ? {
          phoneVerifiedAt: joined,
          identityVerifiedAt: joined,
          addressVerifiedAt: joined,
          businessVerifiedAt: dealer ? joined : null,
        }
      : {};

  // Sellers: about one per 12 listings; dealers hold most of the stock.
  const sellerCount = Math.max(8, Math.round(count / 12));
  const sellerRows: (typeof users.$inferInsert)[] = [];
  for (let i = 0; i < sellerCount; i++) {
    const dealer = i % 5 < 2;
    const [state, , cities] = weighted(PLACES, (p) => p[1]);
    const city = pick(cities);
    const first = pick(FIRST);
    const last = pick(LAST);
    const businessName = dealer ? `${pick(DEALER_NAMES)} ${city}` : null;
    const joined = new Date(now.getTime() - between(60, 1500) * 86_400_000);
    sellerRows.push({
      email: `${dealer ? "sales" : `${first}.${last}`.toLowerCase()}.${tag}${i}@seed.motormart.ng`,
      firstName: first,
      lastName: last,
      phone: `+234${pick(["803", "806", "813", "816", "703", "706", "802", "808", "812", "701", "705", "815", "905"])}${String(between(0, 9_999_999)).padStart(7, "0")}`,
      // Most Nigerian sellers take buyers' WhatsApp messages; no random draw, so the rest of
      // the catalogue stays as it was for a given seed.
      whatsapp: i % 4 !== 3,
      accountType: chance(0.3) ? "both" : "seller",
      state,
      city,
      address: dealer
        ? `${between(1, 120)} ${pick(["Admiralty Way", "Allen Avenue", "Aminu Kano Crescent", "Ikorodu Road", "Ademola Adetokunbo Crescent", "Aba Road", "Ring Road", "Airport Road"])}, ${city}`
        : null,
      sellerType: dealer ? "dealer" : "individual",
      businessName,
      description: dealer
        ? `${businessName} sells brand new, tokunbo and Nigerian used cars in ${city}. Every car is inspected before sale, papers are verified, and we deliver nationwide.`
        : `Private seller in ${city}. I sell my own cars and cars from family, with complete papers.`,
      services: dealer ? SERVICES.filter(() => chance(0.5)).slice(0, 5) : [],
      certifications: dealer ? CERTIFICATIONS.filter(() => chance(0.4)) : [],
      workingHours: dealer
        ? {
            weekdays: "8:00 AM - 6:00 PM",
            saturday: "9:00 AM - 5:00 PM",
            sunday: chance(0.3) ? "1:00 PM - 5:00 PM" : "Closed",
          }
        : null,
      website:
        dealer && chance(0.4)
          ? `https://${businessName!.toLowerCase().replace(/[^a-z]+/g, "")}.com.ng`
          : null,
      // Verified sellers carry the records the badge is derived from
      // (docs/decisions/011-trust-and-verification.md).
      ...verifiedRecords(dealer ? chance(0.7) : chance(0.3), dealer, joined),
      emailVerifiedAt: joined,
      createdAt: joined,
    });
  }
  const sellers: {
    id: string;
    sellerType: string | null;
    state: string | null;
    city: string | null;
  }[] = [];
  for (let i = 0; i < sellerRows.length; i += 500) {
    sellers.push(
      ...(await db()
        .insert(users)
        .values(sellerRows.slice(i, i + 500))
        .returning({
          id: users.id,
          sellerType: users.sellerType,
          state: users.state,
          city: users.city,
        })),
    );
  }

  // Buyers who write reviews.
  const buyerRows: (typeof users.$inferInsert)[] = [];
  const buyerCount = Math.max(6, Math.round(sellerCount / 2));
  for (let i = 0; i < buyerCount; i++) {
    const first = pick(FIRST);
    const last = pick(LAST);
    buyerRows.push({
      email: `${first}.${last}.buyer.${tag}${i}@seed.motormart.ng`.toLowerCase(),
      firstName: first,
      lastName: last,
      accountType: "buyer",
      createdAt: new Date(now.getTime() - between(30, 900) * 86_400_000),
    });
  }
  const buyers: { id: string }[] = [];
  for (let i = 0; i < buyerRows.length; i += 500) {
    buyers.push(
      ...(await db()
        .insert(users)
        .values(buyerRows.slice(i, i + 500))
        .returning({ id: users.id })),
    );
  }

  const dealers = sellers.filter((s) => s.sellerType === "dealer");
  const photoCache = new Map<string, StoredPhoto>();
  let made = 0;
  const BATCH = 500;
  while (made < count) {
    const n = Math.min(BATCH, count - made);
    const rows: (typeof listings.$inferInsert)[] = [];
    const extras: { inspection: boolean; financing: boolean }[] = [];
    for (let i = 0; i < n; i++) {
      const m = weighted(MODELS, (x) => x.weight);
      // Dealers carry most of the stock.
      const seller = chance(0.8) && dealers.length ? pick(dealers) : pick(sellers);
      const category: Category = weighted(
        [
          ["tokunbo", 50],
          ["nigerian-used", 38],
          ["new", 12],
        ] as const,
        (c) => c[1],
      )[0];
      const year =
        category === "new"
          ? between(currentYear - 1, currentYear)
          : category === "tokunbo"
            ? aroundMiddle(2008, currentYear - 3)
            : aroundMiddle(2003, currentYear - 5);
      const age = Math.max(0, currentYear - year);
      const factor = category === "nigerian-used" ? 0.72 : category === "tokunbo" ? 0.9 : 1;
      // One car in two hundred is bait: priced at a third of its value to draw a "deposit to
      // hold it" (docs/decisions/031-bait-proof-price-rating.md), as real listings sometimes are.
      const bait = chance(0.005) ? 0.35 : 1;
      const price = Math.max(
        800_000,
        Math.round(
          (m.newPrice * Math.pow(0.89, age) * factor * bait * (0.85 + random() * 0.3)) / 50_000,
        ) * 50_000,
      );
      const mileage =
        category === "new"
          ? between(0, 40)
          : Math.round(
              (age * (category === "tokunbo" ? 11_000 : 16_000) * (0.6 + random() * 0.8)) / 100,
            ) * 100;
      const hybrid = m.trims.some((t) => t.includes("Hybrid")) && chance(0.5);
      const fuelType = hybrid
        ? "hybrid"
        : ["pickup", "bus"].includes(m.body) && chance(0.35)
          ? "diesel"
          : chance(0.01)
            ? "cng"
            : "petrol";
      const transmission =
        (category === "nigerian-used" && chance(0.15)) ||
        (["pickup", "bus"].includes(m.body) && chance(0.4))
          ? "manual"
          : ["Nissan", "Honda"].includes(m.make) && year >= 2014 && chance(0.5)
            ? "cvt"
            : "automatic";
      // Dealers sell from their yard; individuals mostly where they live.
      const atHome = seller.state && chance(seller.sellerType === "dealer" ? 0.95 : 0.8);
      const [state, , cities] =
        (atHome && PLACES.find((p) => p[0] === seller.state)) || weighted(PLACES, (p) => p[1]);
      const city = atHome && seller.city ? seller.city : pick(cities);
      const color = weighted(COLOURS, (c) => c[1])[0];
      const trim = pick(m.trims);
      const published = new Date(now.getTime() - Math.floor(random() * 55 * 86_400_000));
      const status = chance(0.03) ? "sold" : chance(0.02) ? "pending" : "active";
      const features = FEATURES.map((f) => f.value).filter(
        (f) =>
          chance(year >= 2015 ? 0.45 : 0.22) || (f === "bluetooth" && year >= 2012 && chance(0.6)),
      );
      rows.push({
        sellerId: seller.id,
        status,
        title: `${m.make} ${m.model} ${trim} ${year}`,
        make: m.make,
        model: m.model,
        trim,
        year,
        price,
        negotiable: chance(0.6),
        mileage,
        fuelType,
        transmission,
        bodyType: m.body,
        color,
        category,
        conditionGrade:
          category === "new"
            ? "excellent"
            : weighted(
                [
                  ["excellent", 3],
                  ["good", 5],
                  ["fair", 2],
                ] as const,
                (g) => g[1],
              )[0],
        certified: category !== "new" && chance(0.08),
        registered:
          category === "nigerian-used" ? true : category === "tokunbo" ? chance(0.2) : false,
        state,
        city,
        description: describe({
          year,
          make: m.make,
          model: m.model,
          trim,
          category,
          transmission,
          fuelType,
          mileage,
          city,
          state,
          color,
        }),
        features,
        views: Math.floor(Math.pow(random(), 3) * 2500),
        saves: Math.floor(Math.pow(random(), 3) * 60),
        featuredUntil:
          status === "active" && chance(0.04)
            ? new Date(now.getTime() + between(1, 14) * 86_400_000)
            : null,
        createdAt: published,
        updatedAt: published,
        publishedAt: status === "pending" ? null : published,
        submittedAt: published,
        expiresAt: status === "active" ? new Date(published.getTime() + 60 * 86_400_000) : null,
      });
      extras.push({
        inspection: category !== "new" && chance(0.25),
        financing: price >= 5_000_000 && chance(0.15),
      });
    }
    const inserted = await db().insert(listings).values(rows).returning({
      id: listings.id,
      bodyType: listings.bodyType,
      color: listings.color,
      price: listings.price,
      published: listings.publishedAt,
    });

    const photos: (typeof listingPhotos.$inferInsert)[] = [];
    const inspectionRows: (typeof inspections.$inferInsert)[] = [];
    const financingRows: (typeof financingOffers.$inferInsert)[] = [];
    // The batch's new placeholders drawn at once: sharp spreads them over its threads (one
    // after another they were half of a first start's seconds).
    const photoKey = (l: (typeof inserted)[number]) => `${l.bodyType}|${l.color}`;
    const missing = new Map(
      inserted.filter((l) => !photoCache.has(photoKey(l))).map((l) => [photoKey(l), l]),
    );
    await Promise.all(
      [...missing].map(async ([key, l]) =>
        photoCache.set(key, await placeholderPhoto(l.bodyType, l.color)),
      ),
    );
    for (const [i, l] of inserted.entries()) {
      const photo = photoCache.get(photoKey(l))!;
      photos.push({ listingId: l.id, position: 0, ...photo });
      if (extras[i].inspection) {
        const issues: InspectionIssue[] = [
          { type: "good", description: "Engine starts easily, no abnormal noise" },
          { type: "good", description: "Gearbox shifts smoothly" },
          chance(0.5)
            ? { type: "warning", description: "Front brake pads at 30%: replace soon" }
            : { type: "good", description: "Brakes in good condition" },
          chance(0.4)
            ? { type: "warning", description: "Minor scratches on rear bumper" }
            : { type: "good", description: "Body and paint in good condition" },
          { type: "good", description: "AC cooling well" },
        ];
        const warnings = issues.filter((x) => x.type === "warning").length;
        inspectionRows.push({
          listingId: l.id,
          score: Math.round((9.4 - warnings * 0.7 - random() * 0.8) * 10) / 10,
          reportDate: new Date((l.published ?? now).getTime() - between(1, 10) * 86_400_000)
            .toISOString()
            .slice(0, 10),
          inspector: pick([
            "AutoCheck Nigeria",
            "Lagos Vehicle Inspection Services",
            "CarTrust Inspections",
          ]),
          issues,
        });
      }
      if (extras[i].financing) {
        const down = Math.round((l.price * 0.3) / 10_000) * 10_000;
        const months = pick([12, 24, 36]);
        const monthly =
          Math.round(((l.price - down) * (1 + 0.28 * (months / 12))) / months / 1_000) * 1_000;
        financingRows.push({
          listingId: l.id,
          provider: pick(["MotorCredit NG", "AutoFinance Lagos", "CarLoan Partners"]),
          downPayment: down,
          monthlyPayment: monthly,
          durationMonths: months,
        });
      }
    }
    await db().insert(listingPhotos).values(photos);
    if (inspectionRows.length) await db().insert(inspections).values(inspectionRows);
    if (financingRows.length) await db().insert(financingOffers).values(financingRows);
    made += n;
    options.onProgress?.(made);
  }

  // Reviews: most dealers and some individuals have a few, from distinct buyers.
  const reviewRows: (typeof sellerReviews.$inferInsert)[] = [];
  for (const s of sellers) {
    if (!chance(s.sellerType === "dealer" ? 0.7 : 0.25)) continue;
    const n = between(1, Math.min(8, buyers.length));
    const start = between(0, buyers.length - 1);
    for (let k = 0; k < n; k++) {
      const rating = weighted([5, 4, 3, 2, 1], (r) => ({ 5: 50, 4: 30, 3: 12, 2: 5, 1: 3 })[r]!);
      const model = weighted(MODELS, (x) => x.weight);
      reviewRows.push({
        sellerId: s.id,
        reviewerId: buyers[(start + k) % buyers.length].id,
        rating,
        comment: pick(REVIEWS[rating]),
        carPurchased: chance(0.7)
          ? `${model.make} ${model.model} ${between(2008, currentYear - 2)}`
          : null,
        createdAt: new Date(now.getTime() - between(1, 400) * 86_400_000),
      });
    }
  }
  for (let i = 0; i < reviewRows.length; i += 500) {
    await db()
      .insert(sellerReviews)
      .values(reviewRows.slice(i, i + 500))
      .onConflictDoNothing();
  }
  await vacuumAnalyze(
    [users, listings, listingPhotos, inspections, financingOffers, sellerReviews].map(getTableName),
  );
  return {
    sellers: sellers.length,
    buyers: buyers.length,
    listings: count,
    reviews: reviewRows.length,
  };
}

/**
 * The demo's sign-in accounts (README, "Demo accounts"): a staff admin and a seller. For a
 * demo database only: passwords come from SEED_STAFF_PASSWORD / SEED_SELLER_PASSWORD, with
 * documented demo defaults. Production images do not seed. A staff role needs a confirmed e-mail
 * and two-factor authentication on (docs/decisions/005-permissions.md, "Staff access"), so the
 * admin is made like any staff account: e-mail confirmed, 2FA on with the documented key
 * SEED_STAFF_TOTP_SECRET (`npm run totp` prints its current code), then the role through the
 * admin panel's own rule.
 */
export const DEMO_ACCOUNTS = {
  staff: {
    email: "staff@motormart.test",
    password: () => getEnv().SEED_STAFF_PASSWORD,
    totpSecret: () => getEnv().SEED_STAFF_TOTP_SECRET,
  },
  seller: {
    email: "seller@motormart.test",
    password: () => getEnv().SEED_SELLER_PASSWORD,
  },
};

export async function createDemoAccounts() {
  const { getUserByEmail, markEmailVerified, registerUser } =
    await import("../../app/models/identity/users.server");
  const { changeUserRole, CONSOLE } = await import("../../app/models/admin/users.server");
  const { enableTwoFactorAtConsole } = await import("../../app/models/security/two-factor.server");
  for (const [kind, account] of Object.entries(DEMO_ACCOUNTS)) {
    if (await getUserByEmail(account.email)) continue;
    const user = await registerUser({
      email: account.email,
      password: account.password(),
      firstName: kind === "staff" ? "Demo" : "Tunde",
      lastName: kind === "staff" ? "Admin" : "Bakare",
      phone: kind === "staff" ? "+2348000000001" : "+2348031112222",
      location: "lagos",
      accountType: kind === "staff" ? "buyer" : "both",
    });
    await markEmailVerified(user.id);
    if ("totpSecret" in account) {
      await enableTwoFactorAtConsole(user.id, user.email, account.totpSecret());
      await changeUserRole(CONSOLE, user.id, "admin");
    } else {
      await makeDemoDealer(user.id);
    }
  }
}

/** How many of the seeded catalogue's live cars the demo dealer takes over, and sold ones. */
const DEMO_STOCK = { live: 6, sold: 1 };

/**
 * Makes the demo seller what a real dealer would be on the site: a verified business (phone,
 * identity, address and CAC checked a year ago) on the Premium plan for a year, with a yard in
 * Ikeja and stock: DEMO_STOCK of the seeded catalogue's cars, the popular models a buyer
 * compares, moved to the dealer's yard. Boosted cars stay with their sellers.
 */
async function makeDemoDealer(userId: string) {
  const now = new Date();
  const joined = new Date(now.getTime() - 400 * 86_400_000);
  const yearOn = new Date(now.getTime() + 365 * 86_400_000);
  await db()
    .update(users)
    .set({
      sellerType: "dealer",
      businessName: "Bakare Motors",
      state: "lagos",
      city: "Ikeja",
      address: "14 Allen Avenue, Ikeja",
      description:
        "Bakare Motors sells tokunbo and Nigerian used Toyotas, Lexus and Hondas from our yard on Allen Avenue. Every car is inspected before sale, customs papers are shown on request, and you are welcome to bring your mechanic.",
      services: ["Car sales", "Trade-in (swap)", "Vehicle inspection", "Registration and papers"],
      certifications: ["CAC registered", "Member, Motor Dealers Association of Nigeria"],
      workingHours: {
        weekdays: "8:00 AM - 6:00 PM",
        saturday: "9:00 AM - 5:00 PM",
        sunday: "Closed",
      },
      whatsapp: true,
      plan: "premium",
      createdAt: joined,
      phoneVerifiedAt: joined,
      identityVerifiedAt: joined,
      addressVerifiedAt: joined,
      businessVerifiedAt: joined,
    })
    .where(sql`${users.id} = ${userId}`);
  await db().insert(subscriptions).values({
    userId,
    plan: "premium",
    billingCycle: "yearly",
    currentPeriodStart: now,
    currentPeriodEnd: yearOn,
  });
  const take = (status: string, n: number) => sql`
    update ${listings} set seller_id = ${userId}, state = 'lagos', city = 'Ikeja'
    where id in (
      select id from ${listings}
      where status = ${status} and featured_until is null and make in ('Toyota', 'Lexus', 'Honda')
      order by published_at desc nulls last, id
      limit ${n})`;
  await db().execute(take("active", DEMO_STOCK.live));
  await db().execute(take("sold", DEMO_STOCK.sold));
  // A dealer gives each car's VIN (the check-vin job started with the server decodes them).
  const stock = await db()
    .select({ id: listings.id, make: listings.make, model: listings.model, year: listings.year })
    .from(listings)
    .where(sql`${listings.sellerId} = ${userId}`);
  for (const car of stock) {
    const vin = demoVin(car);
    if (vin)
      await db()
        .update(listings)
        .set({ vin })
        .where(sql`${listings.id} = ${car.id}`);
  }
}

/**
 * The maker code and vehicle descriptor (VIN characters 1-8) of the demo dealer's models, from
 * real VIN patterns of each (its make's first when the model has none here). Each has a letter
 * in position 7, which makes the year code of position 10 read as 2010-2039 (49 CFR 565.15).
 */
const DEMO_VIN_PATTERNS: Record<string, string> = {
  "Toyota Camry": "4T1BF1FK",
  "Toyota Corolla": "2T1BURHE",
  "Toyota Highlander": "5TDKKRFH",
  "Toyota RAV4": "2T3ZFREV",
  "Toyota Sienna": "5TDKK3DC",
  "Lexus ES": "JTHBK1GG",
  "Lexus RX": "2T2BZMCA",
  "Lexus GX": "JTJBM7FX",
  "Honda Accord": "1HGCR2F3",
  "Honda Civic": "19XFC2F5",
  "Honda CR-V": "2HKRM4H7",
  "Honda Pilot": "5FNYF4H5",
};

/** Model-year codes (VIN position 10) from 2010: I, O, Q, U and Z are never used. */
const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY";

/**
 * A VIN for a demo car of 2010 or later of a make above: its pattern, the check digit, the
 * year's code, a plant letter and a serial drawn from the listing's id; null otherwise.
 */
function demoVin(car: { id: string; make: string; model: string; year: number }): string | null {
  const pattern =
    DEMO_VIN_PATTERNS[`${car.make} ${car.model}`] ??
    Object.entries(DEMO_VIN_PATTERNS).find(([name]) => name.startsWith(`${car.make} `))?.[1];
  const code = YEAR_CODES[car.year - 2010];
  if (!pattern || !code) return null;
  const serial = String(parseInt(car.id.replace(/-/g, "").slice(0, 8), 16) % 1_000_000).padStart(
    6,
    "0",
  );
  const vin = `${pattern}0${code}U${serial}`;
  return vin.slice(0, 8) + checkDigitOf(vin) + vin.slice(9);
}

/** The advisory lock key of the start-up seed (any number no other code uses). */
const SEED_LOCK = 727_275;

/**
 * Seeds `count` listings (and the demo accounts) when the database has no listings at all;
 * answers what it made, or null when there were listings. Several app instances may start
 * together on an empty database (SEED_ON_EMPTY defaults to true): one seeds while the others
 * wait on an advisory lock, then find listings and answer null. Checked and seeded outside the
 * lock, both made the same seed accounts and all but one stopped on a duplicate e-mail.
 * Throws when the database is not connected.
 */
export async function seedIfEmpty(count: number): Promise<SeedReport | null> {
  const handle = databaseHandle();
  if (!handle) throw new Error("The database is not connected (call connectDatabase first)");
  return handle.exclusive(SEED_LOCK, async () => {
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(listings);
    if (n > 0) return null;
    const report = await seedCatalogue(count);
    await createDemoAccounts();
    return report;
  });
}

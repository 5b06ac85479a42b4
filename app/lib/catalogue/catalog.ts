/**
 * The marketplace's fixed vocabularies, shared by views, models, the importer and the API:
 * categories, Nigerian states, the product's location aliases, filter option lists, makes, sorts.
 * Sources: docs/product.md#data (filter option lists), docs/product.md#product-decisions
 * (categories, locations, years), docs/product.md#validation (brand list).
 */
import type { Category } from "../vocabulary/domain";

export type { Category };

export const CATEGORIES: { value: Category; label: string; short: string }[] = [
  { value: "new", label: "Brand New", short: "New" },
  { value: "tokunbo", label: "Foreign Used (Tokunbo)", short: "Tokunbo" },
  { value: "nigerian-used", label: "Nigerian Used", short: "Nigerian Used" },
];

/** The product's other names for our categories (docs/product.md#product-decisions). */
export const CATEGORY_ALIASES: Record<string, Category> = {
  new: "new",
  "brand-new": "new",
  tokunbo: "tokunbo",
  foreign: "tokunbo",
  "foreign-used": "tokunbo",
  "nigerian-used": "nigerian-used",
  nigerian: "nigerian-used",
  local: "nigerian-used",
  "local-used": "nigerian-used",
  "naija-used": "nigerian-used",
};

/** All 36 states and the FCT, as slug -> display name. */
export const STATES: Record<string, string> = {
  abia: "Abia",
  adamawa: "Adamawa",
  "akwa-ibom": "Akwa Ibom",
  anambra: "Anambra",
  bauchi: "Bauchi",
  bayelsa: "Bayelsa",
  benue: "Benue",
  borno: "Borno",
  "cross-river": "Cross River",
  delta: "Delta",
  ebonyi: "Ebonyi",
  edo: "Edo",
  ekiti: "Ekiti",
  enugu: "Enugu",
  fct: "Abuja (FCT)",
  gombe: "Gombe",
  imo: "Imo",
  jigawa: "Jigawa",
  kaduna: "Kaduna",
  kano: "Kano",
  katsina: "Katsina",
  kebbi: "Kebbi",
  kogi: "Kogi",
  kwara: "Kwara",
  lagos: "Lagos",
  nasarawa: "Nasarawa",
  niger: "Niger",
  ogun: "Ogun",
  ondo: "Ondo",
  osun: "Osun",
  oyo: "Oyo",
  plateau: "Plateau",
  rivers: "Rivers",
  sokoto: "Sokoto",
  taraba: "Taraba",
  yobe: "Yobe",
  zamfara: "Zamfara",
};

/**
 * City names the product uses as locations, mapped to their state
 * (docs/product.md#product-decisions).
 */
export const LOCATION_ALIASES: Record<string, string> = {
  abuja: "fct",
  "port-harcourt": "rivers",
  portharcourt: "rivers",
  ibadan: "oyo",
  benin: "edo",
  "benin-city": "edo",
  jos: "plateau",
  warri: "delta",
  owerri: "imo",
  enugu: "enugu",
  aba: "abia",
  zaria: "kaduna",
  ilorin: "kwara",
  abeokuta: "ogun",
  maiduguri: "borno",
  calabar: "cross-river",
  uyo: "akwa-ibom",
};

/** The browse screen's location list (docs/product.md#data), value -> label. */
export const BROWSE_LOCATIONS: { value: string; label: string }[] = [
  { value: "lagos", label: "Lagos" },
  { value: "abuja", label: "Abuja" },
  { value: "port-harcourt", label: "Port Harcourt" },
  { value: "kano", label: "Kano" },
  { value: "ibadan", label: "Ibadan" },
  { value: "kaduna", label: "Kaduna" },
  { value: "benin", label: "Benin" },
  { value: "jos", label: "Jos" },
  { value: "warri", label: "Warri" },
  { value: "owerri", label: "Owerri" },
];

/** Resolves a location value (state slug, spec city value or state name) to a state slug. */
export function toStateSlug(value: string): string | null {
  const slug = value
    .trim()
    .toLowerCase()
    .replace(/\(fct\)|state$/g, "")
    .trim()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  if (slug in STATES) return slug;
  if (slug in LOCATION_ALIASES) return LOCATION_ALIASES[slug];
  if (slug === "federal-capital-territory" || slug === "abuja-fct") return "fct";
  return null;
}

export function stateName(slug: string): string {
  return STATES[slug] ?? slug;
}

/** "Lekki, Lagos" style display of a listing's place. */
export function placeName(state: string, city?: string | null): string {
  return city ? `${city}, ${stateName(state)}` : stateName(state);
}

export const FUEL_TYPES = [
  { value: "petrol", label: "Petrol" },
  { value: "diesel", label: "Diesel" },
  { value: "hybrid", label: "Hybrid" },
  { value: "electric", label: "Electric" },
  { value: "cng", label: "CNG" },
] as const;

export const TRANSMISSIONS = [
  { value: "automatic", label: "Automatic" },
  { value: "manual", label: "Manual" },
  { value: "cvt", label: "CVT" },
  { value: "semi-automatic", label: "Semi-automatic" },
] as const;

/** The browse screen's condition list: the three categories plus the certified flag. */
export const CONDITIONS = [
  { value: "new", label: "Brand New" },
  { value: "tokunbo", label: "Tokunbo" },
  { value: "nigerian-used", label: "Nigerian Used" },
  { value: "certified", label: "Certified Pre-owned" },
] as const;

export const FEATURES = [
  { value: "bluetooth", label: "Bluetooth" },
  { value: "backup-camera", label: "Backup Camera" },
  { value: "sunroof", label: "Sunroof" },
  { value: "leather-seats", label: "Leather Seats" },
  { value: "navigation", label: "Navigation" },
  { value: "heated-seats", label: "Heated Seats" },
  { value: "keyless-entry", label: "Keyless Entry" },
  { value: "cruise-control", label: "Cruise Control" },
  { value: "premium-audio", label: "Premium Audio" },
  { value: "parking-sensors", label: "Parking Sensors" },
] as const;

export const SORTS = [
  { value: "relevance", label: "Most relevant" },
  { value: "price-low", label: "Price: low to high" },
  { value: "price-high", label: "Price: high to low" },
  { value: "year-new", label: "Year: newest first" },
  { value: "year-old", label: "Year: oldest first" },
  { value: "mileage-low", label: "Mileage: lowest first" },
  { value: "mileage-high", label: "Mileage: highest first" },
  { value: "date-new", label: "Newest listings" },
  { value: "popularity", label: "Most popular" },
  { value: "deal", label: "Best deal first" },
] as const;

export type SortValue = (typeof SORTS)[number]["value"];

/**
 * The makes the site offers in its lists, in their stored spelling, alphabetical: the browse
 * filter shows all of them; the hero search and the listing form (LISTING_BRANDS in
 * listing-schema.ts) show the subsets their specs name. Listings may hold other makes (the form's "Other", the Cars45 import).
 */
export const MAKES = [
  "Acura",
  "Audi",
  "BMW",
  "Chevrolet",
  "Ford",
  "Honda",
  "Hyundai",
  "Innoson",
  "Kia",
  "Lexus",
  "Mercedes-Benz",
  "Mitsubishi",
  "Nissan",
  "Peugeot",
  "Toyota",
  "Volkswagen",
] as const;
export type Make = (typeof MAKES)[number];

/** Years a listing may have: 1990 to next year (docs/product.md#product-decisions). */
export const MIN_YEAR = 1990;
export function maxYear(now = new Date()): number {
  return now.getFullYear() + 1;
}
export const PRICE_STEP = 500_000;
export const MILEAGE_STEP = 5_000;

/**
 * Display formatting shared by server and client: naira (en-NG, no decimals, per
 * conventions.md), compact prices and mileage (docs/product.md#interface-constants), dates.
 */
const nairaFormat = new Intl.NumberFormat("en-NG", {
  style: "currency",
  currency: "NGN",
  maximumFractionDigits: 0,
});

/** `₦8,925,000` from whole naira. */
export function formatNaira(amount: number): string {
  return nairaFormat.format(amount);
}

const countFormat = new Intl.NumberFormat("en-NG");

/** `20,798`: a count with thousands separators (one formatter, made once). */
export function formatCount(n: number): string {
  return countFormat.format(n);
}

const dayMonthYear = new Intl.DateTimeFormat("en-NG", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Africa/Lagos",
});

/** `5 Mar 2024`. */
export function formatDate(value: Date | string): string {
  return dayMonthYear.format(new Date(value));
}

export function capitalise(value: string | null | undefined): string {
  if (!value) return "";
  return value.charAt(0).toUpperCase() + value.slice(1).replace(/-/g, " ");
}

/**
 * An exchange rate an admin set (docs/decisions/023-languages.md): how many naira one dollar or
 * euro buys, and the day it was set. Prices stay in naira; this only adds an approximate figure.
 */
export type ApproxRate = { currency: "USD" | "EUR"; nairaPerUnit: number; date: string };

/** Formatters bound to one reader's locale and time zone (`useFormat()` in components). */
export type Formatters = {
  locale: string;
  timeZone: string;
  /** `₦8,925,000` from whole naira. */
  naira(amount: number): string;
  /** `≈ $4,950`, the amount in the reader's chosen currency, or null (naira only). */
  approx(amount: number): string | null;
  /** `$4,950` (no sign of approximation, for sentences that say it), or null (naira only). */
  foreign(amount: number): string | null;
  /** The rate `approx` uses (its currency, naira per unit and date), or null (naira only). */
  rate: ApproxRate | null;
  /** `20,798`. */
  count(n: number): string;
  /** `125K km`; `—` when unknown. */
  mileage(km: number | null | undefined): string;
  /** `125,114 km`; null when unknown. */
  km(km: number): string;
  /** `5 Mar 2024` in the reader's zone. */
  date(value: Date | string): string;
  /** `March 2024`. */
  monthYear(value: Date | string): string;
  /** `21 Nov 2026, 14:05` in the reader's zone. */
  dateTime(value: Date | string): string;
  /** `21 Nov 2026, 14:05 WAT` (or `UTC`): the zone named, for receipts and sessions. */
  dateTimeZone(value: Date | string): string;
};

const formatterCache = new Map<string, Formatters>();

/** Month names, January first: short (`Nov`) and long (`November`). */
export type MonthNames = { short: readonly string[]; long: readonly string[] };

/**
 * A language's month names from its `common` catalogue (`common.months.short`: `Jan|Feb|...`,
 * twelve names apart by `|`), or undefined (English) when the catalogue does not give twelve.
 */
export function monthNames(
  t: (key: "common.months.short" | "common.months.long") => string,
): MonthNames | undefined {
  const short = t("common.months.short").split("|");
  const long = t("common.months.long").split("|");
  return short.length === 12 && long.length === 12 ? { short, long } : undefined;
}

const ENGLISH_MONTHS: MonthNames = {
  short: "Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept|Oct|Nov|Dec".split("|"),
  long: "January|February|March|April|May|June|July|August|September|October|November|December".split(
    "|",
  ),
};

const GROUPED = new Intl.NumberFormat("en-NG");
const CURRENCY_SIGN = { USD: "$", EUR: "€" } as const;

/**
 * The formatters for a reader: `locale` (`en-NG`, `ha-NG`, `yo-NG`, `ig-NG`), `timeZone` (IANA),
 * `months` (their language's month names, from the `common` catalogue; English when absent) and
 * the approximate currency when `approx` is given. Made once per combination.
 *
 * Digits and separators are the same in the four locales (`8,925,000`), so numbers are grouped
 * once, with en-NG's rules; the month names come from our catalogues and the parts of a date
 * from Intl in the reader's zone. Browsers ship without Hausa, Yoruba and Igbo locale data
 * (Chromium's and Android's ICU subsets): asked for `ha-NG`, Intl answers in US English there,
 * which both shows English and makes the page differ from the server's, breaking hydration
 * (docs/decisions/023-languages.md).
 */
export function makeFormatters(options: {
  locale: string;
  timeZone: string;
  approx?: ApproxRate | null;
  months?: MonthNames;
}): Formatters {
  const { locale, timeZone, approx = null, months = ENGLISH_MONTHS } = options;
  const cacheKey = `${locale}|${timeZone}|${months.short.join()}|${approx ? `${approx.currency}:${approx.nairaPerUnit}:${approx.date}` : ""}`;
  const hit = formatterCache.get(cacheKey);
  if (hit) return hit;
  const grouped = (n: number) => GROUPED.format(n);
  const money = (sign: string, amount: number) =>
    `${amount < 0 ? "-" : ""}${sign}${grouped(Math.round(Math.abs(amount)))}`;
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  /** The day, month (1-12), year, hour and minute of `value` in the reader's zone. */
  const when = (value: Date | string) => {
    const found: Record<string, string> = {};
    for (const p of parts.formatToParts(new Date(value))) found[p.type] = p.value;
    return found as Record<"day" | "month" | "year" | "hour" | "minute", string>;
  };
  const date = (value: Date | string) => {
    const w = when(value);
    return `${Number(w.day)} ${months.short[Number(w.month) - 1]} ${w.year}`;
  };
  const dateTime = (value: Date | string) => {
    const w = when(value);
    return `${date(value)}, ${w.hour}:${w.minute}`;
  };
  const zoneName = timeZone === "UTC" ? "UTC" : "WAT";
  const usable = approx && approx.nairaPerUnit > 0 ? approx : null;
  const inForeign = (amount: number) =>
    usable && Number.isFinite(amount)
      ? money(CURRENCY_SIGN[usable.currency], amount / usable.nairaPerUnit)
      : null;
  const formatters: Formatters = {
    locale,
    timeZone,
    naira: (amount) => money("₦", amount),
    approx: (amount) => {
      const value = inForeign(amount);
      return value === null ? null : `≈ ${value}`;
    },
    foreign: inForeign,
    rate: usable,
    count: grouped,
    mileage: (km) => {
      if (km === null || km === undefined) return "—";
      if (km < 1000) return `${grouped(km)} km`;
      return `${grouped(Math.round(km / 1000))}K km`;
    },
    km: (km) => `${grouped(km)} km`,
    date,
    monthYear: (value) => {
      const w = when(value);
      return `${months.long[Number(w.month) - 1]} ${w.year}`;
    },
    dateTime,
    dateTimeZone: (value) => `${dateTime(value)} ${zoneName}`,
  };
  formatterCache.set(cacheKey, formatters);
  return formatters;
}

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

/** `125K km` (the product shows mileage in K km); `0 km` for new cars; null -> `—`. */
export function formatMileage(km: number | null | undefined): string {
  if (km === null || km === undefined) return "—";
  if (km < 1000) return `${km} km`;
  return `${Math.round(km / 1000)}K km`;
}

/** Full mileage with separators: `125,114 km`. */
export function formatKm(km: number | null | undefined): string {
  if (km === null || km === undefined) return "Not stated";
  return `${km.toLocaleString("en-NG")} km`;
}

const monthYear = new Intl.DateTimeFormat("en-NG", {
  month: "long",
  year: "numeric",
  timeZone: "Africa/Lagos",
});
const dayMonthYear = new Intl.DateTimeFormat("en-NG", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Africa/Lagos",
});

/** `March 2024`, for "member since". Accepts a Date or an ISO string. */
export function formatMonthYear(value: Date | string): string {
  return monthYear.format(new Date(value));
}

/** `5 Mar 2024`. */
export function formatDate(value: Date | string): string {
  return dayMonthYear.format(new Date(value));
}

export function capitalise(value: string | null | undefined): string {
  if (!value) return "";
  return value.charAt(0).toUpperCase() + value.slice(1).replace(/-/g, " ");
}

const dateTime = new Intl.DateTimeFormat("en-NG", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Africa/Lagos",
});

/** `21 Nov 2026, 14:05` in Lagos time. Accepts a Date or an ISO string. */
export function formatDateTime(value: Date | string): string {
  return dateTime.format(new Date(value));
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

/**
 * The formatters for `locale` (`en-NG`, `ha-NG`, `yo-NG`, `ig-NG`) and `timeZone` (IANA), with
 * the approximate currency when `approx` is given. Made once per combination (Intl objects are
 * costly to build).
 */
export function makeFormatters(options: {
  locale: string;
  timeZone: string;
  approx?: ApproxRate | null;
}): Formatters {
  const { locale, timeZone, approx = null } = options;
  const cacheKey = `${locale}|${timeZone}|${approx ? `${approx.currency}:${approx.nairaPerUnit}:${approx.date}` : ""}`;
  const hit = formatterCache.get(cacheKey);
  if (hit) return hit;
  const naira = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "NGN",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  const count = new Intl.NumberFormat(locale);
  const foreign = approx
    ? new Intl.NumberFormat(locale, {
        style: "currency",
        currency: approx.currency,
        currencyDisplay: "narrowSymbol",
        // Both bounds: browsers that predate NumberFormat v3 refuse a maximum below the
        // currency's 2 default decimals when the minimum is left to them.
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      })
    : null;
  const day = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone,
  });
  const month = new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone });
  const moment = new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  });
  const zoneName = timeZone === "UTC" ? "UTC" : "WAT";
  const usable = approx && foreign && approx.nairaPerUnit > 0 ? approx : null;
  const inForeign = (amount: number) =>
    usable && foreign && Number.isFinite(amount)
      ? foreign.format(amount / usable.nairaPerUnit)
      : null;
  const formatters: Formatters = {
    locale,
    timeZone,
    naira: (amount) => naira.format(amount),
    approx: (amount) => {
      const value = inForeign(amount);
      return value === null ? null : `≈ ${value}`;
    },
    foreign: inForeign,
    rate: usable,
    count: (n) => count.format(n),
    mileage: (km) => {
      if (km === null || km === undefined) return "—";
      if (km < 1000) return `${count.format(km)} km`;
      return `${count.format(Math.round(km / 1000))}K km`;
    },
    km: (km) => `${count.format(km)} km`,
    date: (value) => day.format(new Date(value)),
    monthYear: (value) => month.format(new Date(value)),
    dateTime: (value) => moment.format(new Date(value)),
    dateTimeZone: (value) => `${moment.format(new Date(value))} ${zoneName}`,
  };
  formatterCache.set(cacheKey, formatters);
  return formatters;
}

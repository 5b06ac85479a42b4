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

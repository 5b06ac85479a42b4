/**
 * The plan catalogue: the one place every screen and the API read plan figures from.
 * Source: docs/product.md#plans-and-boosts (the subscription page's figures are the catalogue) and
 * docs/product.md#limits.
 */
import type { PlanId } from "../vocabulary/domain";

export type { PlanId };

export type Plan = {
  id: PlanId;
  name: string;
  /** Naira. */
  price: { monthly: number; yearly: number };
  /** New listings per calendar month (Africa/Lagos). 999 stands for unlimited. */
  listingsPerMonth: number;
  /** Photos per listing; never more than MAX_PHOTOS. */
  photosPerListing: number;
  analytics: boolean;
  badge: boolean;
};

export const MAX_PHOTOS = 20;

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: "free",
    name: "Free",
    price: { monthly: 0, yearly: 0 },
    listingsPerMonth: 1,
    photosPerListing: 5,
    analytics: false,
    badge: false,
  },
  basic: {
    id: "basic",
    name: "Basic",
    price: { monthly: 40_000, yearly: 400_000 },
    listingsPerMonth: 5,
    photosPerListing: 10,
    analytics: true,
    badge: true,
  },
  premium: {
    id: "premium",
    name: "Premium",
    price: { monthly: 100_000, yearly: 1_000_000 },
    listingsPerMonth: 999,
    photosPerListing: 20,
    analytics: true,
    badge: true,
  },
};

export function planOf(id: string | null | undefined): Plan {
  return PLANS[(id ?? "free") as PlanId] ?? PLANS.free;
}

/** How long an approved listing stays up before it expires (docs/product.md#listing-lifecycle). */
export const LISTING_LIFETIME_DAYS = 60;

/** The Lagos calendar month containing `now`, as UTC instants [start, end). Lagos is UTC+1 all year. */
export function lagosMonth(now = new Date()): { start: Date; end: Date; label: string } {
  const lagos = new Date(now.getTime() + 3600_000);
  const y = lagos.getUTCFullYear();
  const m = lagos.getUTCMonth();
  const start = new Date(Date.UTC(y, m, 1) - 3600_000);
  const end = new Date(Date.UTC(y, m + 1, 1) - 3600_000);
  const label = new Intl.DateTimeFormat("en-NG", {
    month: "long",
    year: "numeric",
    timeZone: "Africa/Lagos",
  }).format(now);
  return { start, end, label };
}

/** The boost packages (docs/product.md#plans-and-boosts). */
export const BOOST_IDS = ["featured", "top", "premium", "mega"] as const;
export type BoostId = (typeof BOOST_IDS)[number];

export type Boost = {
  id: BoostId;
  name: string;
  description: string;
  /** Naira: `basic` is what everyone but premium subscribers pays. */
  price: { basic: number; premium: number };
  days: number;
  /** The visibility uplift the product advertises, in percent. */
  upliftPercent: number;
};

export const BOOSTS: Record<BoostId, Boost> = {
  featured: {
    id: "featured",
    name: "Featured Listing",
    description: "Your car first in browse with the Featured badge",
    price: { basic: 25_000, premium: 18_000 },
    days: 7,
    upliftPercent: 300,
  },
  top: {
    id: "top",
    name: "Top Placement",
    description: "Top of the results for a short, busy push",
    price: { basic: 45_000, premium: 32_000 },
    days: 5,
    upliftPercent: 500,
  },
  premium: {
    id: "premium",
    name: "Premium Boost",
    description: "Featured for ten days across browse and search",
    price: { basic: 75_000, premium: 55_000 },
    days: 10,
    upliftPercent: 800,
  },
  mega: {
    id: "mega",
    name: "Mega Boost",
    description: "Two weeks at the top with the Featured badge",
    price: { basic: 120_000, premium: 85_000 },
    days: 14,
    upliftPercent: 1200,
  },
};

/** A seller's boost spend per calendar month (Lagos), pending payments included. Naira. */
export const BOOST_MONTHLY_CAP = 200_000;

/** What a boost costs on `plan`: the premium price for premium, the basic price for the rest. */
export function boostPrice(boost: Boost, plan: PlanId): number {
  return plan === "premium" ? boost.price.premium : boost.price.basic;
}

/** Twelve monthly prices minus the yearly price (the "Save 2 months" figure), naira. */
export function yearlySaving(plan: Plan): number {
  return plan.price.monthly * 12 - plan.price.yearly;
}

/** The order of plans, for telling an upgrade from a downgrade. */
export const PLAN_RANK: Record<PlanId, number> = { free: 0, basic: 1, premium: 2 };

/** The small charge that proves a new card works; refunded at once (naira). */
export const CARD_CHECK_AMOUNT = 50;

const LAGOS_OFFSET_MS = 3600_000;

/**
 * The end of a billing period that starts at `start` (docs/product.md#plans-and-boosts;
 * docs/decisions/010-payments.md): one calendar month or year later on the Lagos clock (UTC+1 all
 * year), at the same time of day. When the target month is shorter, the period ends on its last
 * day: 31 January + 1 month = 28 (or 29) February; 29 February + 1 year = 28 February.
 */
export function periodEnd(start: Date, cycle: "monthly" | "yearly"): Date {
  const lagos = new Date(start.getTime() + LAGOS_OFFSET_MS);
  const months = cycle === "yearly" ? 12 : 1;
  const y = lagos.getUTCFullYear();
  const m = lagos.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const day = Math.min(lagos.getUTCDate(), lastDay);
  const end = Date.UTC(
    y,
    m,
    day,
    lagos.getUTCHours(),
    lagos.getUTCMinutes(),
    lagos.getUTCSeconds(),
    lagos.getUTCMilliseconds(),
  );
  return new Date(end - LAGOS_OFFSET_MS);
}

/**
 * Renewal retries after a failed charge, in days after the period end
 * (docs/decisions/010-payments.md).
 */
export const RENEWAL_RETRY_DAYS = [1, 3] as const;

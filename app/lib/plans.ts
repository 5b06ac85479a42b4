/**
 * The plan catalogue: the one place every screen and the API read plan figures from.
 * Source: design.md (Plans, Boosts; the subscription page's figures are the catalogue) and
 * signed-in-areas.md section 9.
 */
import type { PlanId } from "./domain";

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

export const LIMIT_REACHED = "Upload Limit Reached";

/** How long an approved listing stays up before it expires (design.md). */
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

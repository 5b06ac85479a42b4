/**
 * The admin Overview (docs/decisions/013-admin-panel.md; `GET /api/admin/dashboard`): real figures
 * only, each one SQL aggregate on an indexed column. Actor only (`approve:listing:any`).
 *
 * Shape: `{users {byStatus {active, suspended, pending}, byRole {user, moderator, admin},
 * total}, listings {byStatus {<status>: n}}, newUsersPerDay, newListingsPerDay ([{day
 * "YYYY-MM-DD" (Lagos), count}] for the last 30 days, oldest first), queue {pending,
 * oldestHours, targetHours, overdue}, reports {open {info, warning, high}}, payments {month
 * (label), completed, sum (naira)}, boostsActive, asOf}`, counted at most every 30 s.
 */
import { and, count, eq, gte, gt, isNotNull, lt, sql } from "drizzle-orm";
import { db, queryRows } from "#db/connection";
import { listings, payments, users } from "#db/schema";
import { LISTING_STATUSES, ROLES, type ListingStatus, type Role } from "~/lib/vocabulary/domain";
import { lagosMonth } from "~/lib/billing/plans";
import { openReportsBySeverity } from "./reports.server";
import type { Actor } from "../shared/permissions.server";
import { requirePermission } from "../shared/permissions.server";
import { getSettings } from "../site/settings.server";

export const OVERVIEW_DAYS = 30;

export type DayCount = { day: string; count: number };

/** Rows per Lagos day over the last 30 days (zeros included), oldest first. */
async function perDay(table: "users" | "listings", now: Date): Promise<DayCount[]> {
  const column = table === "users" ? sql`${users.createdAt}` : sql`${listings.createdAt}`;
  const from = table === "users" ? sql`${users}` : sql`${listings}`;
  const rows = await queryRows<{ day: string; count: number }>(sql`
    with days as (
      select generate_series(
        (${now.toISOString()}::timestamptz at time zone 'Africa/Lagos')::date - ${OVERVIEW_DAYS - 1}::int,
        (${now.toISOString()}::timestamptz at time zone 'Africa/Lagos')::date,
        interval '1 day')::date as day
    ), counted as (
      select (${column} at time zone 'Africa/Lagos')::date as day, count(*)::int as n
      from ${from}
      where ${column} >= ${now.toISOString()}::timestamptz - interval '${sql.raw(String(OVERVIEW_DAYS + 1))} days'
      group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(c.n, 0)::int as count
    from days d left join counted c on c.day = d.day
    order by d.day`);
  return rows.map((r) => ({ day: r.day, count: Number(r.count) }));
}

/** The figures are counted at most every 30 seconds per process: staff refreshing the page
 * (or a dashboard polling the API) must not turn into full counts over 100,000 listings each
 * time. `asOf` says when they were counted. */
const CACHE_MS = 30_000;
let cached: { at: number; value: Awaited<ReturnType<typeof countOverview>> } | null = null;

export async function adminOverview(staff: Actor, now = new Date()) {
  requirePermission(staff, "approve:listing:any");
  if (cached && now.getTime() - cached.at < CACHE_MS && now.getTime() >= cached.at)
    return cached.value;
  const value = await countOverview(staff, now);
  cached = { at: now.getTime(), value };
  return value;
}

/** Forgets the cached figures (tests). */
export function clearOverviewCache() {
  cached = null;
}

async function countOverview(staff: Actor, now: Date) {
  const month = lagosMonth(now);
  const [
    userStatus,
    userRoles,
    listingStatus,
    newUsersPerDay,
    newListingsPerDay,
    [queue],
    reports,
    [paid],
    [boosts],
    settings,
  ] = await Promise.all([
    db()
      .select({
        suspended: sql<number>`count(*) filter (where ${users.status} = 'suspended')`.mapWith(
          Number,
        ),
        pending:
          sql<number>`count(*) filter (where ${users.status} = 'active' and ${users.emailVerifiedAt} is null)`.mapWith(
            Number,
          ),
        active:
          sql<number>`count(*) filter (where ${users.status} = 'active' and ${users.emailVerifiedAt} is not null)`.mapWith(
            Number,
          ),
        total: count(),
      })
      .from(users),
    db().select({ role: users.role, n: count() }).from(users).groupBy(users.role),
    db().select({ status: listings.status, n: count() }).from(listings).groupBy(listings.status),
    perDay("users", now),
    perDay("listings", now),
    db()
      .select({ pending: count(), oldest: sql<Date | null>`min(${listings.submittedAt})` })
      .from(listings)
      .where(eq(listings.status, "pending")),
    openReportsBySeverity(staff),
    db()
      .select({
        n: count(),
        sum: sql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith(Number),
      })
      .from(payments)
      .where(
        and(
          eq(payments.status, "completed"),
          isNotNull(payments.completedAt),
          gte(payments.completedAt, month.start),
          lt(payments.completedAt, month.end),
        ),
      ),
    db()
      .select({ n: count() })
      .from(listings)
      .where(and(eq(listings.status, "active"), gt(listings.featuredUntil, now))),
    getSettings(),
  ]);
  const oldest = queue?.oldest ? new Date(queue.oldest) : null;
  const oldestHours = oldest ? Math.floor((now.getTime() - oldest.getTime()) / 3_600_000) : null;
  const [status] = userStatus;
  return {
    users: {
      byStatus: { active: status.active, suspended: status.suspended, pending: status.pending },
      byRole: Object.fromEntries(
        ROLES.map((r) => [r, userRoles.find((x) => x.role === r)?.n ?? 0]),
      ) as Record<Role, number>,
      total: status.total,
    },
    listings: {
      byStatus: Object.fromEntries(
        LISTING_STATUSES.map((s) => [s, listingStatus.find((x) => x.status === s)?.n ?? 0]),
      ) as Record<ListingStatus, number>,
    },
    newUsersPerDay,
    newListingsPerDay,
    queue: {
      pending: queue?.pending ?? 0,
      oldestHours,
      targetHours: settings.moderationTargetHours,
      overdue: oldestHours !== null && oldestHours > settings.moderationTargetHours,
    },
    reports: { open: reports },
    payments: {
      month: month.label,
      /** ISO 8601, mid-month: the month in the reader's language and zone (useFormat().monthYear). */
      monthMid: new Date(month.start.getTime() + 14 * 86_400_000).toISOString(),
      completed: paid?.n ?? 0,
      sum: paid?.sum ?? 0,
    },
    boostsActive: boosts?.n ?? 0,
    /** ISO 8601: when these figures were counted. */
    asOf: now.toISOString(),
  };
}

/**
 * Marketplace analytics for admins (docs/decisions/013-admin-panel.md; `read:user:any`), from the
 * records:
 * - live listings by category, by state and by make (top 15);
 * - the median asking price (naira) by make and model, with how many live listings it rests
 *   on (models with at least 3, the 20 most listed);
 * - views to inquiries by category: the views of every listing ever published in it and the
 *   conversations buyers opened about them, and their ratio in percent;
 * - top searches of the last 30 days (search_terms: the text only, no user or IP);
 * - sign-ups by account type over the last 30 days and in all.
 *
 * `recordSearch` is how browse and the search API feed the top searches.
 */
import { sql } from "drizzle-orm";
import { queryRows } from "#db/connection";
import { conversations, listings, searchTerms, users } from "#db/schema";
import type { Actor } from "../shared/permissions.server";
import { requirePermission } from "../shared/permissions.server";

const live = sql`${listings.status} = 'active' and ${listings.expiresAt} > now()`;

/**
 * Counts one search of `text` for today (Lagos), normalised (lower case, single spaces, at
 * most 60 characters); nothing for less than 2 characters. Never throws: analytics must not
 * break a search.
 */
export async function recordSearch(text: string | null | undefined): Promise<void> {
  const term = (text ?? "").toLowerCase().replace(/\s+/g, " ").trim().slice(0, 60);
  if (term.length < 2 || term.includes("\0")) return;
  try {
    await queryRows(sql`
      insert into ${searchTerms} (term, day, count)
      values (${term}, (now() at time zone 'Africa/Lagos')::date, 1)
      on conflict (term, day) do update set count = ${searchTerms}.count + 1`);
  } catch (error) {
    console.error("Could not record a search:", (error as Error).message);
  }
}

type Counted = { label: string; count: number };

export async function adminAnalytics(staff: Actor) {
  requirePermission(staff, "read:user:any");
  const [byCategory, byState, byMake, medians, conversion, searches, signups] = await Promise.all([
    queryRows<Counted>(sql`
      select ${listings.category} as label, count(*)::int as count from ${listings}
      where ${live} group by 1 order by 2 desc`),
    queryRows<Counted>(sql`
      select ${listings.state} as label, count(*)::int as count from ${listings}
      where ${live} group by 1 order by 2 desc`),
    queryRows<Counted>(sql`
      select ${listings.make} as label, count(*)::int as count from ${listings}
      where ${live} group by 1 order by 2 desc, 1 limit 15`),
    queryRows<{ make: string; model: string; median: number; count: number }>(sql`
      select ${listings.make} as make, ${listings.model} as model,
        round(percentile_cont(0.5) within group (order by ${listings.price}))::bigint as median,
        count(*)::int as count
      from ${listings} where ${live}
      group by 1, 2 having count(*) >= 3
      order by 4 desc, 1, 2 limit 20`),
    queryRows<{ category: string; views: number; inquiries: number }>(sql`
      select l.category, coalesce(sum(l.views), 0)::bigint as views,
        coalesce(sum((select count(*) from ${conversations} c where c.listing_id = l.id)), 0)::bigint as inquiries
      from ${listings} l where l.published_at is not null
      group by 1 order by 1`),
    queryRows<{ term: string; count: number }>(sql`
      select term, sum(count)::int as count from ${searchTerms}
      where day > (now() at time zone 'Africa/Lagos')::date - 30
      group by 1 order by 2 desc, 1 limit 20`),
    queryRows<{ account_type: string; recent: number; total: number }>(sql`
      select ${users.accountType} as account_type,
        count(*) filter (where ${users.createdAt} > now() - interval '30 days')::int as recent,
        count(*)::int as total
      from ${users} group by 1 order by 1`),
  ]);
  return {
    listingsByCategory: byCategory.map((r) => ({ label: r.label, count: Number(r.count) })),
    listingsByState: byState.map((r) => ({ label: r.label, count: Number(r.count) })),
    listingsByMake: byMake.map((r) => ({ label: r.label, count: Number(r.count) })),
    medianPrices: medians.map((r) => ({
      make: r.make,
      model: r.model,
      median: Number(r.median),
      listings: Number(r.count),
    })),
    conversion: conversion.map((r) => {
      const views = Number(r.views);
      const inquiries = Number(r.inquiries);
      return {
        category: r.category,
        views,
        inquiries,
        /** Inquiries per 100 views, one decimal; null without views. */
        percent: views ? Math.round((inquiries / views) * 1000) / 10 : null,
      };
    }),
    topSearches: searches.map((r) => ({ term: r.term, count: Number(r.count) })),
    signups: signups.map((r) => ({
      accountType: r.account_type,
      last30Days: Number(r.recent),
      total: Number(r.total),
    })),
  };
}

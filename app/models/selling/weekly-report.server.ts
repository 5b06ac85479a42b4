/**
 * The weekly report (the `weekly-reports` job, Mondays): every active
 * seller with weekly reports on (the default) and at least one listing gets an e-mail with
 * last week's views, saves and inquiries, per listing and in total.
 *
 * - The week is Monday 00:00 to Monday 00:00, Lagos time (UTC+1, no daylight saving), the one
 *   before the week `now` falls in.
 * - Views are `listing_views` rows (one per visitor and Lagos day, bots excluded), saves are
 *   `favourites` created that week, inquiries are conversations started that week (about a
 *   listing, or from the seller's profile: those count in the total only).
 * - Nobody is mailed twice for one week: each seller's week is claimed by an audit entry
 *   (`weekly_report.sent`, entity `<userId>:<week start>`) written under a transaction-scoped
 *   advisory lock, so two workers or a retried job cannot both claim it.
 * - The mail carries `kind: "weekly_report"`: the mail job checks the preference again when
 *   it delivers.
 */
import { sql } from "drizzle-orm";
import { db, queryRows } from "#db/connection";
import { auditLog } from "#db/schema";
import { LOCALES, type Language } from "~/i18n/languages";
import { mailWords } from "~/i18n/server/mail.server";
import { SITE } from "~/lib/format/site";
import { queueMail } from "~/services/mail.server";
import { languageOf } from "../shared/preferences.server";

const DAY = 86_400_000;
const LAGOS_OFFSET = 3600_000;
/** The mail lists at most this many listings (most viewed first); the total counts all. */
export const REPORT_MAX_ROWS = 20;
/** Namespace of the claim's advisory lock (a number no other code uses). */
const REPORT_LOCK = 727_312;

export type ReportWeek = {
  /** Monday 00:00 Lagos of last week, and the Monday after it (exclusive), as instants. */
  start: Date;
  end: Date;
  /** The Lagos days it covers (YYYY-MM-DD), Monday and Sunday. */
  firstDay: string;
  lastDay: string;
};

/** Last week (Monday to Sunday, Lagos time) as seen at `now`. */
export function lastWeek(now = new Date()): ReportWeek {
  const lagos = new Date(now.getTime() + LAGOS_OFFSET);
  const sinceMonday = (lagos.getUTCDay() + 6) % 7;
  const thisMonday = Date.UTC(lagos.getUTCFullYear(), lagos.getUTCMonth(), lagos.getUTCDate());
  const mondayLagos = thisMonday - (sinceMonday + 7) * DAY;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return {
    start: new Date(mondayLagos - LAGOS_OFFSET),
    end: new Date(mondayLagos + 7 * DAY - LAGOS_OFFSET),
    firstDay: day(mondayLagos),
    lastDay: day(mondayLagos + 6 * DAY),
  };
}

export type ReportLine = {
  listingId: string;
  title: string;
  views: number;
  saves: number;
  inquiries: number;
};

export type WeeklyReport = {
  week: ReportWeek;
  /** The seller's listings (not drafts or removed ones), most viewed first. */
  listings: ReportLine[];
  /** Over all the seller's listings; inquiries also count conversations about no car. */
  total: { views: number; saves: number; inquiries: number };
};

/** One seller's numbers for `week`; null when they have no listing. */
export async function weeklyReport(userId: string, week: ReportWeek): Promise<WeeklyReport | null> {
  const start = week.start.toISOString();
  const end = week.end.toISOString();
  const rows = await queryRows<{
    id: string;
    title: string;
    views: number;
    saves: number;
    inquiries: number;
  }>(sql`
    select l.id, l.title,
      (select count(*) from listing_views v where v.listing_id = l.id
        and v.day between ${week.firstDay}::date and ${week.lastDay}::date)::int as views,
      (select count(*) from favourites f where f.listing_id = l.id
        and f.created_at >= ${start}::timestamptz and f.created_at < ${end}::timestamptz)::int as saves,
      (select count(*) from conversations c where c.listing_id = l.id
        and c.created_at >= ${start}::timestamptz and c.created_at < ${end}::timestamptz)::int as inquiries
    from listings l
    where l.seller_id = ${userId} and l.status not in ('draft', 'removed')
    order by l.created_at desc`);
  if (!rows.length) return null;
  const [general] = await queryRows<{ n: number }>(sql`
    select count(*)::int as n from conversations
    where seller_id = ${userId} and listing_id is null
      and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz`);
  const listings = rows
    .map((r) => ({
      listingId: r.id,
      title: r.title,
      views: Number(r.views),
      saves: Number(r.saves),
      inquiries: Number(r.inquiries),
    }))
    .sort((a, b) => b.views - a.views || b.inquiries - a.inquiries);
  const sum = (key: "views" | "saves" | "inquiries") => listings.reduce((n, l) => n + l[key], 0);
  return {
    week,
    listings,
    total: {
      views: sum("views"),
      saves: sum("saves"),
      inquiries: sum("inquiries") + Number(general?.n ?? 0),
    },
  };
}

type Figures = { views: number; saves: number; inquiries: number };

const dayFormats = new Map<Language, Intl.DateTimeFormat>();
/** "Monday 16 November" for a Lagos day (YYYY-MM-DD), in `language`. */
const dayName = (day: string, language: Language) => {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      weekday: "long",
      day: "numeric",
      month: "long",
      timeZone: "UTC",
    });
    dayFormats.set(language, format);
  }
  const parts = format.formatToParts(new Date(`${day}T00:00:00Z`));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("weekday")} ${part("day")} ${part("month")}`;
};

/**
 * The report as an e-mail (plain text) in the seller's language, with links to pages in it
 * (docs/decisions/023-languages.md).
 */
export function reportMail(
  to: { userId: string; email: string; firstName: string },
  report: WeeklyReport,
  language: Language = "en",
) {
  const { t, link } = mailWords(language);
  const figures = (f: Figures) => t("mail.weekly.figures", f);
  const shown = report.listings.slice(0, REPORT_MAX_ROWS);
  const more = report.listings.length - shown.length;
  const lines = shown.map((l) => `- ${l.title}: ${figures(l)}`);
  if (more > 0) lines.push(`- ${t("mail.weekly.more", { count: more })}`);
  return {
    to: to.email,
    userId: to.userId,
    kind: "weekly_report" as const,
    subject: t("mail.weekly.subject", { site: SITE.name, figures: figures(report.total) }),
    text: [
      t("mail.hello", { name: to.firstName }),
      t("mail.weekly.intro", {
        from: dayName(report.week.firstDay, language),
        to: dayName(report.week.lastDay, language),
      }),
      lines.join("\n"),
      t("mail.weekly.total", { figures: figures(report.total) }),
      `${t("mail.weekly.daily")}: ${link("/sell?tab=analytics")}`,
      t("mail.weekly.stop", { link: link("/profile?tab=preferences") }),
    ].join("\n\n"),
  };
}

/**
 * Claims `userId`'s report for the week starting `firstDay`: true once, false when it was
 * claimed before (by this run, an earlier one, or another worker at the same moment).
 */
async function claimWeek(userId: string, firstDay: string): Promise<boolean> {
  const entityId = `${userId}:${firstDay}`;
  return db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REPORT_LOCK}, hashtext(${entityId}))`);
    const [seen] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(sql`${auditLog.entityType} = 'weekly_report' and ${auditLog.entityId} = ${entityId}`)
      .limit(1);
    if (seen) return false;
    await tx.insert(auditLog).values({
      actorId: null,
      action: "weekly_report.sent",
      entityType: "weekly_report",
      entityId,
      details: { userId, week: firstDay },
    });
    return true;
  });
}

/**
 * Queues last week's report to every seller who wants one (the `weekly-reports` job).
 * Answers how many were queued. Sellers already mailed for that week are skipped.
 */
export async function sendWeeklyReports(now = new Date()): Promise<number> {
  const week = lastWeek(now);
  const sellers = await queryRows<{ id: string; email: string; first_name: string }>(sql`
    select u.id, u.email, u.first_name from users u
    left join user_preferences p on p.user_id = u.id
    where u.status = 'active' and coalesce(p.weekly_reports, true)
      and exists (select 1 from listings l where l.seller_id = u.id
        and l.status not in ('draft', 'removed'))
    order by u.id`);
  let sent = 0;
  for (const seller of sellers) {
    const report = await weeklyReport(seller.id, week);
    if (!report || !(await claimWeek(seller.id, week.firstDay))) continue;
    await queueMail(
      reportMail(
        { userId: seller.id, email: seller.email, firstName: seller.first_name },
        report,
        await languageOf(seller.id),
      ),
    );
    sent += 1;
  }
  return sent;
}

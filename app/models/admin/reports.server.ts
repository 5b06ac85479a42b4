/**
 * The reports queue (docs/decisions/013-admin-panel.md; docs/product.md#data "Report", 4, 6):
 * what users reported through messaging, with the reported message, review or listing in
 * context, and what staff do about it.
 *
 * - Investigate (pending only): assigns the report to me, `investigating`.
 * - Resolve: no action, with a note.
 * - Take Action, each as the actor's permissions allow (docs/decisions/005-permissions.md;
 *   `TAKE_ACTION` below): `flag_listing` (hide the listing: `flag:listing:any`, moderators
 *   too), `remove_listing` (`delete:listing:any`), `suspend_user` (`suspend:user:any`,
 *   through admin/users.server.ts), `delete_review` (`delete:review:any`), `warn_user` (an
 *   in-app notice and a mail with the staff's note). Each report lists the ones its reader
 *   may take (`allowedActions`); `resolveReport` checks them again.
 * Resolving closes every open report on the same target with the same outcome, and each
 * reporter is told it in the app. Each decision is audited.
 *
 * Severity comes from the reason (scam high, abusive warning, others info); three or more
 * reports on one target raise it one step (`severity` in the list; `baseSeverity` keeps the
 * reason's). A decision is one transaction: the open reports on the target are locked (in id
 * order, so two staff deciding at once take turns and the second gets 409), then the action,
 * the reports' update, the audit rows and the reporters' notices are written together: if any
 * write fails, nothing changed. Mail goes out after the commit.
 */
import { msg } from "~/i18n/messages";
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { db, queryRows } from "#db/connection";
import { listings, messages, reports, sellerReviews, users } from "#db/schema";
import {
  REPORT_SEVERITIES,
  type ReportAction,
  type ReportReason,
  type ReportSeverity,
  type ReportStatus,
  type ReportTargetType,
} from "~/lib/vocabulary/domain-messaging";
import { parseKeysetCursor } from "~/lib/forms/ids";
import { pageOffset, paginationOf, type Pagination } from "~/lib/api/pagination";
import type { ListingStatus } from "~/lib/vocabulary/domain";
import type { Permission } from "~/lib/vocabulary/permissions";
import { REPORT_REASON_LABELS } from "~/lib/messaging/report-schema";
import { SITE } from "~/lib/format/site";
import { mailHtml, mailText, mailWords, type MailPart } from "~/i18n/server/mail.server";
import { queueMail } from "~/services/mail.server";
import { afterSuspension, suspendWithin, suspensionReason, type Tx } from "./users.server";
import type { Actor } from "../shared/permissions.server";
import { audit } from "../shared/audit.server";
import { DomainError, invalidCursor, notFound, requireId } from "../shared/errors.server";
import { purgePages } from "../shared/page-purge.server";
import { flagListing } from "../selling/moderation.server";
import { notify, words } from "../shared/notifications.server";
import { languageOf } from "../shared/preferences.server";
import { messageWords } from "../messaging/message-words.server";
import type { ReadableMessage } from "~/lib/messaging/message-text";
import { requirePermission, userHasPermission } from "../shared/permissions.server";
import { alertSavers } from "../saved/saved-car-alerts.server";

/** Reports on one target from which the severity rises a step. */
export const REPEATS_RAISE_AT = 3;

/** The product's Report, with its target in context and what was decided. */
export type AdminReport = {
  id: string;
  /** What was reported: user, listing, message or review. */
  type: ReportTargetType;
  targetId: string;
  severity: ReportSeverity;
  baseSeverity: ReportSeverity;
  status: ReportStatus;
  reason: ReportReason;
  reasonLabel: string;
  details: string;
  reportedBy: { id: string; name: string } | null;
  reportedUser: { id: string; name: string; status: string } | null;
  /** How many reports name this target (this one included). */
  reportsOnTarget: number;
  /** The reported thing as staff should see it: a car's title, a message's or review's text. */
  context: { label: string; text: string | null; link: string | null };
  assignee: { id: string; name: string } | null;
  action: ReportAction | null;
  /**
   * The Take Action choices the reader of this report may take now (Resolve, `none`, aside):
   * what fits the target, what their role allows, and what the target's state still allows.
   */
  allowedActions: ReportAction[];
  resolution: string | null;
  /** ISO 8601. */
  date: string;
  resolvedAt: string | null;
};

export type AdminReportFilters = {
  status?: ReportStatus;
  severity?: ReportSeverity;
  type?: ReportTargetType;
  /** The `nextCursor` of the previous page. */
  before?: string;
  /** A page number (from 1) to read by offset and count, when there is no `before`. */
  page?: number;
  limit?: number;
};

const raise = (s: ReportSeverity, repeats: number): ReportSeverity =>
  repeats >= REPEATS_RAISE_AT
    ? REPORT_SEVERITIES[Math.min(REPORT_SEVERITIES.length - 1, REPORT_SEVERITIES.indexOf(s) + 1)]
    : s;

type Row = {
  id: string;
  target_type: ReportTargetType;
  target_id: string;
  reason: ReportReason;
  details: string;
  severity: ReportSeverity;
  status: ReportStatus;
  action: ReportAction | null;
  resolution: string | null;
  created_at: string;
  cursor_at: string;
  resolved_at: string | null;
  reporter_id: string | null;
  reporter_name: string | null;
  reported_id: string | null;
  reported_name: string | null;
  reported_status: string | null;
  assignee_id: string | null;
  assignee_name: string | null;
  repeats: number;
  listing_title: string | null;
  listing_status: ListingStatus | null;
  message: ReadableMessage | string | null;
  message_conversation: string | null;
  review_text: string | null;
  review_rating: number | null;
};

const SELECT = sql`
  select r.id, r.target_type, r.target_id, r.reason, r.details, r.severity, r.status, r.action,
    r.resolution, r.created_at::text as created_at,
    to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at,
    r.resolved_at::text as resolved_at,
    r.reporter_id, (rb.first_name || ' ' || rb.last_name) as reporter_name,
    r.reported_user_id as reported_id, (ru.first_name || ' ' || ru.last_name) as reported_name,
    ru.status as reported_status,
    r.assignee_id, (a.first_name || ' ' || a.last_name) as assignee_name,
    (select count(*)::int from ${reports} o
      where o.target_type = r.target_type and o.target_id = r.target_id) as repeats,
    l.title as listing_title, l.status as listing_status, case when m.id is null then null else json_build_object('type', m.type, 'content', m.content, 'details', m.details) end as message, m.conversation_id as message_conversation,
    v.comment as review_text, v.rating as review_rating
  from ${reports} r
  left join ${users} rb on rb.id = r.reporter_id
  left join ${users} ru on ru.id = r.reported_user_id
  left join ${users} a on a.id = r.assignee_id
  left join ${listings} l on r.target_type = 'listing' and l.id = r.target_id
  left join ${messages} m on r.target_type = 'message' and m.id = r.target_id
  left join ${sellerReviews} v on r.target_type = 'review' and v.id = r.target_id`;

/**
 * The words a reported message is shown in: a request's or answer's line in the staff member's
 * saved language, then its note (docs/decisions/027-structured-requests.md). Read only when a
 * report on the page is about a message.
 */
async function messageTextFor(staff: Actor, rows: Row[]) {
  if (!rows.some((r) => r.message)) return () => null;
  const { text } = messageWords(await languageOf(staff.id));
  return (r: Row) =>
    r.message ? text(typeof r.message === "string" ? JSON.parse(r.message) : r.message) : null;
}

function toReport(r: Row, staff: Actor, messageText: (r: Row) => string | null): AdminReport {
  const context =
    r.target_type === "listing"
      ? { label: r.listing_title ?? "Listing (deleted)", text: null, link: `/car/${r.target_id}` }
      : r.target_type === "message"
        ? { label: "Message", text: messageText(r), link: null }
        : r.target_type === "review"
          ? {
              label: r.review_rating ? `Review, ${r.review_rating} stars` : "Review (deleted)",
              text: r.review_text,
              link: null,
            }
          : { label: r.reported_name ?? "User (deleted)", text: null, link: null };
  return {
    id: r.id,
    type: r.target_type,
    targetId: r.target_id,
    severity: raise(r.severity, r.repeats),
    baseSeverity: r.severity,
    status: r.status,
    reason: r.reason,
    reasonLabel: REPORT_REASON_LABELS[r.reason],
    details: r.details,
    reportedBy: r.reporter_id ? { id: r.reporter_id, name: r.reporter_name ?? "" } : null,
    reportedUser: r.reported_id
      ? { id: r.reported_id, name: r.reported_name ?? "", status: r.reported_status ?? "" }
      : null,
    reportsOnTarget: r.repeats,
    context,
    assignee: r.assignee_id ? { id: r.assignee_id, name: r.assignee_name ?? "" } : null,
    action: r.action,
    allowedActions:
      r.status === "resolved"
        ? []
        : TAKE_ACTIONS.filter((a) => {
            const rule = TAKE_ACTION[a];
            return rule.fits(r) && userHasPermission(staff, rule.permission) && rule.now(r);
          }),
    resolution: r.resolution,
    date: new Date(r.created_at).toISOString(),
    resolvedAt: r.resolved_at ? new Date(r.resolved_at).toISOString() : null,
  };
}

/**
 * A page of reports, newest first, filtered by status (default: open ones, pending and
 * investigating), severity of the reason and target type; paged by index (`nextCursor`), or
 * with `page` (and no `before`) by offset with its `pagination` counted with the same filters
 * (null otherwise). 403 without `read:report:any`; 400 for a malformed cursor.
 */
export async function listReportsForAdmin(
  staff: Actor,
  filters: AdminReportFilters = {},
): Promise<{ reports: AdminReport[]; nextCursor: string | null; pagination: Pagination | null }> {
  requirePermission(staff, "read:report:any");
  const limit = Math.min(100, Math.max(1, Math.trunc(filters.limit ?? 50)));
  const where: SQL[] = [
    filters.status
      ? sql`r.status = ${filters.status}`
      : sql`r.status in ('pending', 'investigating')`,
  ];
  if (filters.severity) where.push(sql`r.severity = ${filters.severity}`);
  if (filters.type) where.push(sql`r.target_type = ${filters.type}`);
  const filtered = sql.join(where, sql` and `);
  let after = sql`true`;
  if (filters.before) {
    const cursor = parseKeysetCursor(filters.before);
    if (!cursor) throw invalidCursor();
    after = sql`(r.created_at, r.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
  }
  const pageNumber = filters.before ? null : (filters.page ?? null);
  const offset = pageNumber ? pageOffset(pageNumber, limit) : 0;
  const [rows, counted] = await Promise.all([
    queryRows<Row>(
      sql`${SELECT} where ${filtered} and ${after} order by r.created_at desc, r.id desc limit ${limit + 1} offset ${offset}`,
    ),
    pageNumber
      ? queryRows<{ n: number }>(sql`select count(*)::int as n from ${reports} r where ${filtered}`)
      : null,
  ]);
  const list = rows.slice(0, limit);
  const last = list.at(-1);
  const messageText = await messageTextFor(staff, list);
  return {
    reports: list.map((r) => toReport(r, staff, messageText)),
    nextCursor: rows.length > limit && last ? `${last.cursor_at}_${last.id}` : null,
    pagination:
      pageNumber && counted ? paginationOf(pageNumber, limit, Number(counted[0].n)) : null,
  };
}

/** One report in context; 404 unknown. */
export async function getReportForAdmin(staff: Actor, reportId: string): Promise<AdminReport> {
  requirePermission(staff, "read:report:any");
  const id = requireId(reportId, "Report");
  const rows = await queryRows<Row>(sql`${SELECT} where r.id = ${id}`);
  if (!rows[0]) throw notFound("Report");
  return toReport(rows[0], staff, await messageTextFor(staff, rows));
}

/** Investigate: a pending report becomes mine, `investigating`. 409 unless pending. */
export async function investigateReport(staff: Actor, reportId: string): Promise<void> {
  requirePermission(staff, "resolve:report:any");
  const id = requireId(reportId, "Report");
  await db().transaction(async (tx) => {
    const [row] = await tx
      .update(reports)
      .set({ status: "investigating", assigneeId: staff.id })
      .where(and(eq(reports.id, id), eq(reports.status, "pending")))
      .returning({ id: reports.id });
    if (!row) {
      const [exists] = await tx.select({ id: reports.id }).from(reports).where(eq(reports.id, id));
      if (!exists) throw notFound("Report");
      throw new DomainError(409, msg("refusals.admin.reportNotPending"));
    }
    await audit(
      staff.id,
      "report.investigate",
      "report",
      id,
      { status: ["pending", "investigating"] },
      tx,
      staff.ip,
    );
  });
}

/** What each reporter is told about the outcome. */

type TakeAction = Exclude<ReportAction, "none">;

/** The Take Action choices, in the order the page offers them. */
const TAKE_ACTIONS: TakeAction[] = [
  "flag_listing",
  "remove_listing",
  "suspend_user",
  "warn_user",
  "delete_review",
];

/**
 * Each Take Action's rule: the permission it needs (docs/decisions/005-permissions.md), the
 * targets it fits (`misfit` says why not: a 400), and whether the target's state still allows
 * it (only to offer it: the action itself refuses a stale one with 409).
 */
const TAKE_ACTION: Record<
  TakeAction,
  { permission: Permission; fits: (r: Row) => boolean; misfit: string; now: (r: Row) => boolean }
> = {
  flag_listing: {
    permission: "flag:listing:any",
    fits: (r) => r.target_type === "listing",
    misfit: msg("refusals.admin.onlyListingFlag"),
    now: (r) => r.listing_status === "active",
  },
  remove_listing: {
    permission: "delete:listing:any",
    fits: (r) => r.target_type === "listing",
    misfit: msg("refusals.admin.onlyListingRemove"),
    now: (r) => r.listing_status !== null && r.listing_status !== "removed",
  },
  suspend_user: {
    permission: "suspend:user:any",
    fits: (r) => r.reported_id !== null,
    misfit: msg("refusals.admin.reportedGone"),
    now: (r) => r.reported_status !== "suspended",
  },
  warn_user: {
    permission: "resolve:report:any",
    fits: (r) => r.reported_id !== null,
    misfit: msg("refusals.admin.reportedGone"),
    now: (r) => r.reported_status !== "suspended",
  },
  delete_review: {
    permission: "delete:review:any",
    fits: (r) => r.target_type === "review",
    misfit: msg("refusals.admin.onlyReviewDelete"),
    now: (r) => r.review_rating !== null,
  },
};

/** A listing is flagged with a reason the seller sees: the staff's note, or the report's. */
const flagReason = (report: AdminReport, note: string) =>
  note || `Reported: ${report.reasonLabel.toLowerCase()}`;

/**
 * Resolves a pending or investigating report with `action` (Take Action) or `none` (Resolve,
 * where the note is required), closing the other open reports on the same target and telling
 * each reporter; all in one transaction with the audit rows (see the module comment). 400 an
 * action that does not fit the target or a missing note, 403 an action beyond the staff
 * member's permissions, 404 unknown, 409 already resolved (or a target no longer in a state
 * the action applies to).
 */
export async function resolveReport(
  staff: Actor,
  reportId: string,
  input: { action: ReportAction; note?: string },
): Promise<AdminReport> {
  requirePermission(staff, "resolve:report:any");
  const id = requireId(reportId, "Report");
  const [row] = await queryRows<Row>(sql`${SELECT} where r.id = ${id}`);
  if (!row) throw notFound("Report");
  const report = toReport(row, staff, await messageTextFor(staff, [row]));
  const note = (input.note ?? "").trim().slice(0, 1000);
  if (report.status === "resolved")
    throw new DomainError(409, msg("refusals.admin.reportResolved"));
  const action = input.action;
  if (action === "none" && !note)
    throw new DomainError(400, msg("refusals.admin.noActionNote"), {
      note: [msg("refusals.admin.noActionNote")],
    });
  let suspension = "";
  if (action !== "none") {
    const rule = TAKE_ACTION[action];
    if (!rule.fits(row)) throw new DomainError(400, rule.misfit);
    requirePermission(staff, rule.permission);
    if (action === "warn_user" && !note)
      throw new DomainError(400, msg("refusals.admin.warningNote"), {
        note: [msg("refusals.admin.warningNote")],
      });
    if (action === "suspend_user")
      suspension = suspensionReason(
        staff,
        report.reportedUser!.id,
        note || `Reported for ${report.reasonLabel.toLowerCase()}`,
      );
  }

  const afterCommit: (() => Promise<void>)[] = [];
  await db().transaction(async (tx) => {
    const onTarget = and(
      eq(reports.targetType, report.type),
      eq(reports.targetId, report.targetId),
    );
    const open = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(and(onTarget, inArray(reports.status, ["pending", "investigating"])))
      .orderBy(reports.id)
      .for("update");
    if (!open.some((o) => o.id === report.id))
      throw new DomainError(409, msg("refusals.admin.reportResolved"));
    afterCommit.push(...(await takeAction(tx, staff, report, action, note, suspension)));
    const closed = await tx
      .update(reports)
      .set({
        status: "resolved",
        action,
        resolution: note || null,
        resolvedById: staff.id,
        resolvedAt: new Date(),
      })
      .where(and(onTarget, inArray(reports.status, ["pending", "investigating"])))
      .returning({ id: reports.id, reporterId: reports.reporterId });
    await audit(
      staff.id,
      "report.resolve",
      "report",
      report.id,
      { action, note, status: [report.status, "resolved"], closedWith: closed.length },
      tx,
      staff.ip,
    );
    for (const c of closed) {
      if (!c.reporterId) continue;
      await notify(
        c.reporterId,
        {
          type: "report_resolved",
          title: words("mail.note.reportReviewed"),
          body: words("mail.note.reportOutcome", { action, site: SITE.name }),
        },
        tx,
      );
    }
  });
  for (const done of afterCommit) await done();
  return getReportForAdmin(staff, report.id);
}

/**
 * Does `action` inside `tx` (checked by `resolveReport`); answers what must wait for the
 * commit (mail, cache clearing).
 */
async function takeAction(
  tx: Tx,
  staff: Actor,
  report: AdminReport,
  action: ReportAction,
  note: string,
  suspension: string,
): Promise<(() => Promise<void>)[]> {
  switch (action) {
    case "none":
      return [];
    case "flag_listing": {
      const row = await flagListing(staff, report.targetId, flagReason(report, note), tx);
      return [() => purgePages({ listingIds: [row.id], sellerIds: [row.sellerId] })];
    }
    case "remove_listing": {
      const [row] = await tx
        .update(listings)
        .set({ status: "removed", updatedAt: new Date(), rejectionReason: note || null })
        .where(and(eq(listings.id, report.targetId), sql`${listings.status} <> 'removed'`))
        .returning({ id: listings.id, status: listings.status, sellerId: listings.sellerId });
      if (!row) return [];
      await audit(
        staff.id,
        "listing.removed",
        "listing",
        row.id,
        { reason: note, report: report.id },
        tx,
        staff.ip,
      );
      return [
        () => purgePages({ listingIds: [row.id], sellerIds: [row.sellerId] }),
        () => alertSavers(row.id),
      ];
    }
    case "suspend_user": {
      const userId = report.reportedUser!.id;
      const hidden = await suspendWithin(tx, staff, userId, suspension);
      return hidden === null ? [] : [() => afterSuspension(userId, suspension)];
    }
    case "delete_review": {
      const [gone] = await tx
        .delete(sellerReviews)
        .where(eq(sellerReviews.id, report.targetId))
        .returning({ id: sellerReviews.id, sellerId: sellerReviews.sellerId });
      if (gone)
        await audit(
          staff.id,
          "review.deleted",
          "review",
          gone.id,
          { reason: note, report: report.id },
          tx,
          staff.ip,
        );
      // The seller's page shows its reviews and their average.
      return gone ? [() => purgePages({ sellerIds: [gone.sellerId] })] : [];
    }
    case "warn_user":
      return warnUser(tx, staff, report.reportedUser!.id, note, report.id);
  }
}

/** A staff warning: in the user's notifications (in `tx`) and by mail after it; audited. */
async function warnUser(tx: Tx, staff: Actor, userId: string, text: string, reportId: string) {
  const [user] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return [];
  await notify(
    userId,
    {
      type: "account_warning",
      title: words("mail.note.warning", { site: SITE.name }),
      body: text,
      link: "/help",
    },
    tx,
  );
  await audit(
    staff.id,
    "user.warn",
    "user",
    userId,
    { note: text, report: reportId },
    tx,
    staff.ip,
  );
  return [
    async () => {
      // In the user's language; the staff member's words as written (docs/decisions/023-languages.md).
      const { t, link } = mailWords(await languageOf(userId));
      const parts: MailPart[] = [
        t("mail.hello", { name: user.firstName }),
        t("mail.warning.intro"),
        text,
        t("mail.warning.repeat"),
        { href: link("/terms"), label: t("mail.warning.rules") },
      ];
      await queueMail({
        to: user.email,
        subject: t("mail.warning.subject", { site: SITE.name }),
        text: mailText(parts),
        html: mailHtml(parts),
      });
    },
  ];
}

/** Open reports by severity of the reason (the Overview's figure). */
export async function openReportsBySeverity(staff: Actor): Promise<Record<ReportSeverity, number>> {
  requirePermission(staff, "read:report:any");
  const rows = await db()
    .select({ severity: reports.severity, n: sql<number>`count(*)::int` })
    .from(reports)
    .where(inArray(reports.status, ["pending", "investigating"]))
    .groupBy(reports.severity)
    .orderBy(desc(reports.severity));
  const out: Record<ReportSeverity, number> = { info: 0, warning: 0, high: 0 };
  for (const r of rows) out[r.severity] = r.n;
  return out;
}

/**
 * Reports (docs/decisions/009-messaging.md; docs/product.md#data and #lifecycles): a signed-in user
 * reports a user, a listing, a message or a review. Reports land in the `reports` table, pending,
 * for the staff queue (a later issue builds it); each names the person it is about
 * (`reportedUserId`), so the queue can group repeated reports against one person.
 *
 * Rules:
 * - The reporter must be able to see the target: any existing user; a public listing, or one
 *   the reporter has a conversation about; a message only in a conversation the reporter takes
 *   part in; a review on an active seller's profile. Anything else is 404 "X not found", as if
 *   it did not exist.
 * - Nobody reports themselves or their own listing, message or review (400).
 * - Severity follows the reason (docs/product.md#lifecycles): scam is high, abusive a warning, the
 *   rest info.
 * - One pending report per reporter and target (409); 10 reports a day per reporter (429).
 */
import { and, eq, exists, or, sql } from "drizzle-orm";
import { z } from "zod";
import { conversations, listings, messages, reports, sellerReviews, users } from "#db/schema";
import { db } from "#db/connection";
import type {
  ReportReason,
  ReportSeverity,
  ReportStatus,
  ReportTargetType,
} from "~/lib/vocabulary/domain-messaging";
import { isUuid } from "~/lib/forms/ids";
import { ReportSchema } from "~/lib/messaging/report-schema";
import { DomainError, notFound } from "../shared/errors.server";
import { msg } from "~/i18n/messages";
import { isPublic } from "../shared/public-listings.server";
import { hitLimit, LIMITS, overLimit } from "../shared/limits.server";

/** A filed report as its reporter sees it (the 201 of `POST /api/reports`). */
export type FiledReport = {
  id: string;
  targetType: ReportTargetType;
  targetId: string;
  reason: ReportReason;
  severity: ReportSeverity;
  status: ReportStatus;
  /** ISO time. */
  createdAt: string;
};

/** What a report is about, resolved for one reporter. */
export type ReportTarget = {
  targetType: ReportTargetType;
  targetId: string;
  /** Who the report is against (null when that account is gone). */
  reportedUserId: string | null;
  /** How the report page names the target: a person's name or a car's title. */
  label: string;
};

/** Severity from the reason (docs/product.md#lifecycles). */
export function severityOf(reason: ReportReason): ReportSeverity {
  return reason === "scam" ? "high" : reason === "abusive" ? "warning" : "info";
}

/** Namespace of the reporters' advisory locks (messaging uses 727_280). */
const REPORT_LOCK = 727_290;

const NAMES = {
  user: "User",
  listing: "Listing",
  message: "Message",
  review: "Review",
} as const satisfies Record<ReportTargetType, string>;

const OWN = {
  user: msg("contact.report.refusal.user"),
  listing: msg("contact.report.refusal.listing"),
  message: msg("contact.report.refusal.message"),
  review: msg("contact.report.refusal.review"),
} satisfies Record<ReportTargetType, string>;

/** "Ada O.", the way reviews and reports name a person. */
const shortName = (u: { firstName: string | null; lastName: string | null } | null) =>
  u?.firstName ? `${u.firstName} ${(u.lastName ?? "").charAt(0)}.`.replace(/ \.$/, "") : "A user";

async function findTarget(
  reporterId: string,
  targetType: ReportTargetType,
  targetId: string,
): Promise<Omit<ReportTarget, "targetType" | "targetId"> | null> {
  if (targetType === "user") {
    const [u] = await db()
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        sellerType: users.sellerType,
        businessName: users.businessName,
      })
      .from(users)
      .where(eq(users.id, targetId))
      .limit(1);
    if (!u) return null;
    // A dealer is known by the business name its profile shows.
    const label = u.sellerType === "dealer" && u.businessName ? u.businessName : shortName(u);
    return { reportedUserId: u.id, label };
  }
  if (targetType === "listing") {
    const asParticipant = db()
      .select({ one: sql`1` })
      .from(conversations)
      .where(
        and(
          eq(conversations.listingId, listings.id),
          or(eq(conversations.buyerId, reporterId), eq(conversations.sellerId, reporterId)),
        ),
      );
    const [l] = await db()
      .select({ sellerId: listings.sellerId, title: listings.title })
      .from(listings)
      .where(and(eq(listings.id, targetId), or(isPublic(new Date()), exists(asParticipant))))
      .limit(1);
    return l ? { reportedUserId: l.sellerId, label: l.title } : null;
  }
  if (targetType === "message") {
    const [m] = await db()
      .select({ senderId: messages.senderId, firstName: users.firstName, lastName: users.lastName })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .leftJoin(users, eq(users.id, messages.senderId))
      .where(
        and(
          eq(messages.id, targetId),
          or(eq(conversations.buyerId, reporterId), eq(conversations.sellerId, reporterId)),
        ),
      )
      .limit(1);
    return m ? { reportedUserId: m.senderId, label: `a message from ${shortName(m)}` } : null;
  }
  const seller = sql`(select status from ${users} where ${users.id} = ${sellerReviews.sellerId})`;
  const [r] = await db()
    .select({
      reviewerId: sellerReviews.reviewerId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(sellerReviews)
    .innerJoin(users, eq(users.id, sellerReviews.reviewerId))
    .where(and(eq(sellerReviews.id, targetId), sql`${seller} = 'active'`))
    .limit(1);
  return r ? { reportedUserId: r.reviewerId, label: `a review by ${shortName(r)}` } : null;
}

/**
 * The target of a report as `reporterId` may see it. Errors: 404 "User not found" (or
 * Listing, Message, Review) when it is unknown or hidden from the reporter; 400 when it is the
 * reporter or theirs.
 */
export async function resolveReportTarget(
  reporterId: string,
  targetType: ReportTargetType,
  targetId: string,
): Promise<ReportTarget> {
  const found = isUuid(targetId) ? await findTarget(reporterId, targetType, targetId) : null;
  if (!found) throw notFound(NAMES[targetType]);
  if (found.reportedUserId === reporterId) throw new DomainError(400, OWN[targetType]);
  return { targetType, targetId, ...found };
}

type Exec = Pick<ReturnType<typeof db>, "select">;

async function hasPendingReport(
  exec: Exec,
  reporterId: string,
  targetType: ReportTargetType,
  targetId: string,
) {
  const [row] = await exec
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, reporterId),
        eq(reports.targetType, targetType),
        eq(reports.targetId, targetId),
        eq(reports.status, "pending"),
      ),
    )
    .limit(1);
  return !!row;
}

// The report page's (`contact`) message keys (docs/decisions/023-languages.md).
const ALREADY = msg("contact.report.refusal.already");

/**
 * Files a report: `input` is `POST /api/reports`'s `{targetType, targetId, reason, details?}`
 * (validated with ReportSchema; 400 with field errors). Answers the stored report, pending.
 * Errors: 400 invalid or the reporter's own, 404 unknown or hidden target, 409 a pending
 * report by the same reporter on the same target, 429 over 10 reports a day.
 */
export async function fileReport(
  reporterId: string,
  input: z.input<typeof ReportSchema>,
): Promise<FiledReport> {
  const parsed = ReportSchema.safeParse(input);
  if (!parsed.success)
    throw new DomainError(
      400,
      msg("forms.api.invalid"),
      z.flattenError(parsed.error).fieldErrors as Record<string, string[]>,
    );
  const { targetType, targetId, reason, details } = parsed.data;
  const target = await resolveReportTarget(reporterId, targetType, targetId);
  // A repeat is refused before it is counted; the check runs again under the lock below.
  if (await hasPendingReport(db(), reporterId, targetType, targetId))
    throw new DomainError(409, ALREADY);
  const state = await hitLimit(`reports:user:${reporterId}`, LIMITS.reportsPerUser);
  const over = overLimit(msg("refusals.limit.reports"), state);
  if (over) throw new DomainError(429, over.message);
  const row = await db().transaction(async (tx) => {
    // One reporter's reports are filed one at a time, so two parallel posts of the same
    // report cannot both pass the check.
    await tx.execute(sql`select pg_advisory_xact_lock(${REPORT_LOCK}, hashtext(${reporterId}))`);
    if (await hasPendingReport(tx, reporterId, targetType, targetId))
      throw new DomainError(409, ALREADY);
    const [inserted] = await tx
      .insert(reports)
      .values({
        reporterId,
        targetType,
        targetId,
        reportedUserId: target.reportedUserId,
        reason,
        details,
        severity: severityOf(reason),
      })
      .returning();
    return inserted;
  });
  return {
    id: row.id,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    severity: row.severity,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

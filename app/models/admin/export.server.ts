/**
 * Export Data (docs/decisions/013-admin-panel.md; admins: `export:data:any`): users, listings,
 * payments, reports and the audit log as CSV (csv-stringify), with the same filters as their admin
 * pages, streamed a page at a time (each page read by index, as the pages do), so a 100,000-row
 * export never sits in memory. Never password hashes, tokens, secrets or card details: each export
 * names its columns. Cells that a spreadsheet would run as a formula (starting with = + - @ or a
 * tab) are prefixed with an apostrophe (OWASP, CSV injection).
 */
import { stringify } from "csv-stringify/sync";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { db } from "#db/connection";
import { payments, users } from "#db/schema";
import type { PaymentStatus } from "~/lib/vocabulary/domain-billing";
import { parseKeysetCursor } from "~/lib/forms/ids";
import { listListingsForAdmin, type AdminListingFilters } from "./listings.server";
import { listReportsForAdmin, type AdminReportFilters } from "./reports.server";
import { listUsersForAdmin, type AdminUserFilters } from "./users.server";
import type { Actor } from "../shared/permissions.server";
import { audit, listAuditLog, type AuditFilters } from "../shared/audit.server";
import { msg } from "~/i18n/messages";
import { DomainError } from "../shared/errors.server";
import { requirePermission } from "../shared/permissions.server";

export const EXPORTS = ["users", "listings", "payments", "reports", "audit"] as const;
export type ExportName = (typeof EXPORTS)[number];

type Cell = string | number | boolean | null | undefined;
type Page = { rows: Cell[][]; next: string | null };

const PAGE = 500;

/** A cell safe to open in a spreadsheet. */
function safe(value: Cell): Cell {
  if (typeof value !== "string") return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const COLUMNS: Record<ExportName, string[]> = {
  users: [
    "id",
    "name",
    "email",
    "phone",
    "location",
    "joinDate",
    "status",
    "role",
    "plan",
    "accountType",
    "verified",
  ],
  listings: [
    "id",
    "title",
    "sellerId",
    "sellerName",
    "sellerEmail",
    "price",
    "location",
    "datePosted",
    "views",
    "status",
    "category",
    "reason",
  ],
  payments: [
    "id",
    "reference",
    "userId",
    "userEmail",
    "purpose",
    "description",
    "amount",
    "currency",
    "status",
    "method",
    "createdAt",
    "completedAt",
  ],
  reports: [
    "id",
    "type",
    "targetId",
    "severity",
    "status",
    "reason",
    "details",
    "reportedById",
    "reportedByName",
    "reportedUserId",
    "reportedUserName",
    "action",
    "resolution",
    "date",
    "resolvedAt",
  ],
  audit: ["id", "at", "actorId", "actorEmail", "action", "entityType", "entityId", "details", "ip"],
};

/** Filters from the query string, as each admin page reads them. */
export type ExportFilters = Record<string, string | undefined>;

async function pageOf(
  staff: Actor,
  name: ExportName,
  filters: ExportFilters,
  before: string | undefined,
): Promise<Page> {
  switch (name) {
    case "users": {
      const r = await listUsersForAdmin(staff, {
        ...(filters as AdminUserFilters),
        before,
        limit: 100,
      });
      return {
        rows: r.users.map((u) => [
          u.id,
          u.name,
          u.email,
          u.phone,
          u.location,
          u.joinDate,
          u.status,
          u.role,
          u.plan,
          u.accountType,
          u.verified,
        ]),
        next: r.nextCursor,
      };
    }
    case "listings": {
      const r = await listListingsForAdmin(staff, {
        ...(filters as AdminListingFilters),
        before,
        limit: 100,
      });
      return {
        rows: r.listings.map((l) => [
          l.id,
          l.title,
          l.seller.id,
          l.seller.name,
          l.seller.email,
          l.price,
          l.location,
          l.datePosted,
          l.views,
          l.status,
          l.category,
          l.reason,
        ]),
        next: r.nextCursor,
      };
    }
    case "reports": {
      const r = await listReportsForAdmin(staff, {
        ...(filters as AdminReportFilters),
        before,
        limit: 100,
      });
      return {
        rows: r.reports.map((x) => [
          x.id,
          x.type,
          x.targetId,
          x.severity,
          x.status,
          x.reason,
          x.details,
          x.reportedBy?.id,
          x.reportedBy?.name,
          x.reportedUser?.id,
          x.reportedUser?.name,
          x.action,
          x.resolution,
          x.date,
          x.resolvedAt,
        ]),
        next: r.nextCursor,
      };
    }
    case "audit": {
      const r = await listAuditLog(staff, { ...(filters as AuditFilters), before, limit: 200 });
      return {
        rows: r.entries.map((e) => [
          e.id,
          e.at,
          e.actor?.id,
          e.actor?.email,
          e.action,
          e.entityType,
          e.entityId,
          JSON.stringify(e.details),
          e.ip,
        ]),
        next: r.nextCursor,
      };
    }
    case "payments":
      return paymentsPage(filters, before);
  }
}

/** Payments newest first (filter `status`), paged by (created_at, id). */
async function paymentsPage(filters: ExportFilters, before: string | undefined): Promise<Page> {
  const where: (SQL | undefined)[] = [
    filters.status ? eq(payments.status, filters.status as PaymentStatus) : undefined,
  ];
  if (before) {
    const cursor = parseKeysetCursor(before);
    if (!cursor) throw new DomainError(400, msg("refusals.pageLink.invalid"));
    where.push(
      sql`(${payments.createdAt}, ${payments.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  const rows = await db()
    .select({
      id: payments.id,
      reference: payments.reference,
      userId: payments.userId,
      userEmail: users.email,
      purpose: payments.purpose,
      description: payments.description,
      amount: payments.amount,
      currency: payments.currency,
      status: payments.status,
      method: payments.method,
      createdAt: payments.createdAt,
      completedAt: payments.completedAt,
      cursorAt: sql<string>`to_char(${payments.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .where(and(...where))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  const last = page.at(-1);
  return {
    rows: page.map((p) => [
      p.id,
      p.reference,
      p.userId,
      p.userEmail,
      p.purpose,
      p.description,
      p.amount,
      p.currency,
      p.status,
      p.method,
      p.createdAt.toISOString(),
      p.completedAt?.toISOString() ?? null,
    ]),
    next: rows.length > PAGE && last ? `${last.cursorAt}_${last.id}` : null,
  };
}

/**
 * The export as a stream of CSV text: a header row, then every row matching `filters`. 403
 * for anyone but admins. The export itself is audited (who exported what, with which filters).
 */
export async function exportCsv(
  staff: Actor,
  name: ExportName,
  filters: ExportFilters,
): Promise<ReadableStream<Uint8Array>> {
  requirePermission(staff, "export:data:any");
  const clean = Object.fromEntries(
    Object.entries(filters).filter(([k, v]) => v && !["before", "page", "limit"].includes(k)),
  );
  // The first page is read before answering, so a bad filter is a 400, not a broken file.
  let page: Page | null = await pageOf(staff, name, clean, undefined);
  await audit(staff.id, "data.export", "export", name, { filters: clean }, db(), staff.ip);
  const encoder = new TextEncoder();
  let header = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!page) {
        controller.close();
        return;
      }
      const text = stringify(
        page.rows.map((r) => r.map(safe)),
        {
          header,
          columns: COLUMNS[name],
          cast: { boolean: (v) => (v ? "true" : "false"), date: (v) => v.toISOString() },
        },
      );
      header = false;
      if (text) controller.enqueue(encoder.encode(text));
      page = page.next ? await pageOf(staff, name, clean, page.next) : null;
    },
  });
}

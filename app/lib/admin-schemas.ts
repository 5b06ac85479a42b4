/**
 * The admin panel's query and change schemas (docs/decisions/013-admin-panel.md), shared by the admin pages, the
 * `/api/admin/*` routes, the CSV export and the OpenAPI document. Free text goes through
 * lib/text.ts, so control characters (NUL, which PostgreSQL refuses) are a 400. Here, not in the route
 * modules, so pages can use them without pulling server code into the browser's bundle.
 */
import { z } from "zod";
import { msg } from "~/i18n/messages";
import { pagingParams } from "./pagination";
import { line, paragraph } from "./text";
import { ACCOUNT_TYPES, CATEGORY_IDS, LISTING_STATUSES, PLAN_IDS, ROLES } from "./domain";
import {
  REPORT_ACTIONS,
  REPORT_SEVERITIES,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
} from "./domain-messaging";

/** The admin list's statuses: `pending` is an account whose e-mail is not confirmed yet. */
export const ADMIN_USER_STATUSES = ["active", "suspended", "pending"] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

/**
 * Every admin list's paging: `page` (from 1) and `limit` (1-100, default 50), or `before`, the
 * previous page's `nextBefore`, to page by index (lib/pagination.ts).
 */
const paging = {
  ...pagingParams(100, 50),
  before: line(100).optional(),
};

export const AdminUserQuerySchema = z.object({
  q: line(100).optional(),
  status: z.enum(ADMIN_USER_STATUSES).optional(),
  role: z.enum(ROLES).optional(),
  plan: z.enum(PLAN_IDS).optional(),
  accountType: z.enum(ACCOUNT_TYPES).optional(),
  ...paging,
});

export const AdminUserChangeSchema = z
  .object({
    status: z.enum(["active", "suspended"]).optional(),
    reason: paragraph(500).optional(),
    role: z.enum(ROLES).optional(),
  })
  .refine((b) => b.status !== undefined || b.role !== undefined, {
    message: msg("forms.admin.statusOrRole"),
    path: ["status"],
  });

export const AdminListingQuerySchema = z.object({
  status: z.enum(LISTING_STATUSES).optional(),
  q: line(100).optional(),
  category: z.enum(CATEGORY_IDS).optional(),
  state: line(40).optional(),
  ...paging,
});

export const AdminListingChangeSchema = z.object({
  status: z.enum(["active", "rejected", "flagged", "removed"]),
  reason: paragraph(500).optional(),
});

export const AdminReportQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).optional(),
  severity: z.enum(REPORT_SEVERITIES).optional(),
  type: z.enum(REPORT_TARGET_TYPES).optional(),
  ...paging,
});

export const AdminReportChangeSchema = z.object({
  status: z.enum(["investigating", "resolved"]),
  action: z.enum(REPORT_ACTIONS).optional(),
  note: paragraph(1000).optional(),
});

export const AuditQuerySchema = z.object({
  actor: line(100).optional(),
  action: line(60).optional(),
  entityType: line(40).optional(),
  entityId: line(80).optional(),
  ...paging,
});

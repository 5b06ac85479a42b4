/**
 * The admin panel's query and change schemas (docs/decisions/013-admin-panel.md), shared by the admin pages, the
 * `/api/admin/*` routes, the CSV export and the OpenAPI document. Free text goes through
 * lib/forms/text.ts, so control characters (NUL, which PostgreSQL refuses) are a 400. Here, not in the route
 * modules, so pages can use them without pulling server code into the browser's bundle.
 */
import { z } from "zod";
import { msg } from "~/i18n/messages";
import { pagingParams } from "../api/pagination";
import { line, paragraph } from "../forms/text";
import {
  ACCOUNT_TYPES,
  CATEGORY_IDS,
  LISTING_STATUSES,
  PLAN_IDS,
  ROLES,
} from "../vocabulary/domain";
import { AccountTypeSchema } from "../account/auth-schemas";
import {
  RISK_DECISIONS,
  RISK_SIGNALS,
  RISK_STATUSES,
  RISK_SUBJECTS,
} from "../vocabulary/domain-trust";
import { ProfileFormSchema, ProfileUpdateSchema } from "../account/profile-schema";
import {
  REPORT_ACTIONS,
  REPORT_SEVERITIES,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
} from "../vocabulary/domain-messaging";

/** The admin list's statuses: `pending` is an account whose e-mail is not confirmed yet. */
export const ADMIN_USER_STATUSES = ["active", "suspended", "pending"] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

const { page, limit } = pagingParams(100, 50);

/**
 * Every admin list's paging: `page` (from 1, default 1) and `limit` (1-100, default 50), or
 * `before`, the previous page's `nextBefore`, to page by index (lib/api/pagination.ts). The
 * defaults are prefaults: zod's JSON Schema keeps a prefault as the input's `default` but drops
 * the default of a transformed value, and the OpenAPI document is generated from these schemas.
 * `what` names the rows in the parameters' descriptions.
 */
export const adminPaging = (what: string) => ({
  page: page
    .unwrap()
    .prefault(1)
    .describe(
      `Page number, from 1; answered with \`pagination\`. Past the last page: no ${what}. Ignored with \`before\`.`,
    ),
  limit: limit.prefault(50).describe(`${what[0].toUpperCase()}${what.slice(1)} per page.`),
  before: line(100)
    .optional()
    .describe(
      "Instead of `page`: the previous page's `nextBefore`, to read the next page by index (`pagination` is then null).",
    ),
});

export const AdminUserQuerySchema = z.object({
  q: line(100).optional().describe("Part of the name, e-mail or phone number."),
  status: z
    .enum(ADMIN_USER_STATUSES)
    .optional()
    .describe("`pending`: an active account whose e-mail is not confirmed yet."),
  role: z.enum(ROLES).optional(),
  plan: z.enum(PLAN_IDS).optional(),
  accountType: z.enum(ACCOUNT_TYPES).optional(),
  ...adminPaging("users"),
});

/**
 * The account details an admin may edit (docs/product.md#admin-panel): name, phone, location
 * (state and city) and account type. Never e-mail or password, which only their owner changes.
 */
export const ADMIN_USER_DETAILS = [
  "firstName",
  "lastName",
  "phone",
  "state",
  "city",
  "accountType",
] as const;
const DETAIL_KEYS = {
  firstName: true,
  lastName: true,
  phone: true,
  state: true,
  city: true,
} as const;

/**
 * `PATCH /api/admin/users/{id}`: any of `status` (with `reason`), `role` and the details, whose
 * rules are the profile's own (`PUT /api/users/profile`'s fields: a field left out stays, `""` or
 * null clears the phone, state or city).
 */
export const AdminUserChangeSchema = z
  .object({
    status: z.enum(["active", "suspended"]).optional(),
    reason: paragraph(500).optional(),
    role: z.enum(ROLES).optional(),
    ...ProfileUpdateSchema.pick({ ...DETAIL_KEYS, accountType: true }).shape,
  })
  .refine(
    (b) =>
      b.status !== undefined ||
      b.role !== undefined ||
      ADMIN_USER_DETAILS.some((key) => b[key] !== undefined),
    { message: msg("forms.admin.statusOrRole"), path: ["status"] },
  );
export type AdminUserChange = z.output<typeof AdminUserChangeSchema>;

/**
 * `/admin/users/:id`'s details form: the Profile page's fields and rules (an empty phone, state
 * or city clears it), and the account type.
 */
export const AdminUserDetailsFormSchema = ProfileFormSchema.pick(DETAIL_KEYS).extend({
  accountType: AccountTypeSchema,
});

export const AdminListingQuerySchema = z.object({
  status: z.enum(LISTING_STATUSES).optional(),
  q: line(100)
    .optional()
    .describe("Part of the title, the listing's id, or part of the seller's e-mail."),
  category: z.enum(CATEGORY_IDS).optional(),
  state: line(40).optional().describe("A state id (`lagos`)."),
  ...adminPaging("listings"),
});

export const AdminListingChangeSchema = z.object({
  status: z.enum(["active", "rejected", "flagged", "removed"]),
  reason: paragraph(500).optional(),
});

export const AdminReportQuerySchema = z.object({
  status: z
    .enum(REPORT_STATUSES)
    .optional()
    .describe("Without it: the open reports (pending and investigating)."),
  severity: z
    .enum(REPORT_SEVERITIES)
    .optional()
    .describe("The reason's severity (before a repeated target raises it)."),
  type: z.enum(REPORT_TARGET_TYPES).optional().describe("What was reported."),
  ...adminPaging("reports"),
});

export const AdminReportChangeSchema = z.object({
  status: z.enum(["investigating", "resolved"]),
  action: z.enum(REPORT_ACTIONS).optional(),
  note: paragraph(1000).optional(),
});

/** The risk queue's filters (docs/decisions/032-scam-signals.md). */
export const RiskQuerySchema = z.object({
  status: z.enum(RISK_STATUSES).optional().describe("Without it: the open flags."),
  signal: z.enum(RISK_SIGNALS).optional().describe("What raised the flag."),
  subject: z.enum(RISK_SUBJECTS).optional().describe("What the flag is about."),
  ...adminPaging("flags"),
});

/** A staff decision on a risk flag. */
export const RiskDecisionSchema = z.object({
  decision: z.enum(RISK_DECISIONS),
  note: paragraph(1000)
    .optional()
    .describe(
      "Why: required to hide a listing (the seller reads it) or suspend an account (mailed to its owner).",
    ),
});

export const AuditQuerySchema = z.object({
  actor: line(100).optional().describe("An actor's id, or part of their e-mail."),
  action: line(60)
    .optional()
    .describe("An action (`user.suspend`), or a prefix ending in a dot (`user.`)."),
  entityType: line(40)
    .optional()
    .describe("The target's kind: user, listing, report, review, verification_document..."),
  entityId: line(80).optional().describe("The target's id."),
  ...adminPaging("entries"),
});

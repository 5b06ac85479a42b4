/**
 * The operations of the admin panel (docs/decisions/013-admin-panel.md). Part of API_OPERATIONS
 * (api-operations.server.ts).
 */
import {
  AdminListingChangeSchema,
  AdminReportChangeSchema,
  AdminUserChangeSchema,
} from "~/lib/admin-schemas";
import { MAX_PAGE } from "~/lib/pagination";
import { AUTH_ERRORS, BAD_BODY, type ApiOperation } from "./api-operation.server";

/** The paging of every admin list: by page number with `pagination`, or by index. */
const PAGING = (what: string) => ({
  page: {
    description: `Page number, from 1 (default 1); answered with \`pagination\`. Past the last page: no ${what}.`,
    schema: { type: "integer", minimum: 1, maximum: MAX_PAGE, default: 1 },
  },
  limit: {
    description: `${what[0].toUpperCase()}${what.slice(1)} per page, 1-100 (default 50).`,
    schema: { type: "integer", minimum: 1, maximum: 100, default: 50 },
  },
  before:
    "Instead of `page`: the previous page's `nextBefore`, to read the next page by index (`pagination` is then null).",
});

/** How the list answers say they page. */
const PAGED =
  "Paged by `page`/`limit` with `pagination {currentPage, totalPages, total, limit}` (counted with the same filters), or by index: pass `nextBefore` as `before` (null on the last page; `pagination` is then null).";

export const ADMIN_OPERATIONS: ApiOperation[] = [
  {
    method: "get",
    path: "/api/admin/users",
    tag: "Admin",
    summary:
      "Admins: accounts newest first, as the spec's Admin user `{id, name, email, phone, location, joinDate, status: active | suspended | pending (e-mail not confirmed), role, plan, accountType, verified}`. `data {users, nextBefore, pagination}`. " +
      PAGED,
    auth: "bearer",
    query: {
      q: "Part of the name, e-mail or phone number.",
      status: "active, suspended or pending.",
      role: "user, moderator or admin.",
      plan: "free, basic or premium.",
      accountType: "buyer, seller or both.",
      ...PAGING("users"),
    },
    errors: {
      ...AUTH_ERRORS,
      400: "An unknown filter value, a page or limit that is not a whole number in range, or a bad cursor.",
      403: "Not an admin.",
    },
  },
  {
    method: "patch",
    path: "/api/admin/users/{id}",
    tag: "Admin",
    summary:
      "Admins: `{status: suspended, reason}` suspends (sessions and tokens end at once, listings leave every public page, the user is mailed the reason); `{status: active}` activates (listings come back as they were); `{role}` changes the role. Audited with the admin's IP. `data` is the Admin user.",
    auth: "bearer",
    body: AdminUserChangeSchema,
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
      400: "Nothing to change, no reason for a suspension, or one's own account.",
      403: "Not an admin.",
      404: "No such user.",
      409: "Already suspended, not suspended, or already that role.",
    },
  },
  {
    method: "get",
    path: "/api/admin/reports",
    tag: "Admin",
    summary:
      "Staff (moderators and admins): reports newest first, open ones (pending, investigating) unless `status` is given, as the spec's Report `{id, type, severity (raised a step at 3 reports on one target), baseSeverity, status, reason, reasonLabel, details, reportedBy, reportedUser {id, name, status}, reportsOnTarget, context {label, text, link}, assignee, action, allowedActions (the Take Action choices the caller may take now), resolution, date, resolvedAt}`. `data {reports, nextBefore, pagination}`. " +
      PAGED,
    auth: "bearer",
    query: {
      status: "pending, investigating or resolved (default: the open ones).",
      severity: "info, warning or high (the reason's).",
      type: "user, listing, message or review.",
      ...PAGING("reports"),
    },
    errors: {
      ...AUTH_ERRORS,
      400: "An unknown filter value, a page or limit that is not a whole number in range, or a bad cursor.",
      403: "Not staff.",
    },
  },
  {
    method: "patch",
    path: "/api/admin/reports/{id}",
    tag: "Admin",
    summary:
      "Staff: `{status: investigating}` takes a pending report; `{status: resolved, action?: none | flag_listing | remove_listing | suspend_user | delete_review | warn_user, note?}` resolves it, does the action, closes the other open reports on the same target and tells each reporter, in one transaction with its audit rows (a failure changes nothing). `none` and `warn_user` need a note; `flag_listing` (hide the listing; the note, or the report's reason, is what the seller reads) and `warn_user` are for moderators and admins; `remove_listing`, `suspend_user` and `delete_review` need an admin (the report's `allowedActions`). Audited. `data` is the Report.",
    auth: "bearer",
    body: AdminReportChangeSchema,
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
      400: "An action that does not fit the target, or a missing note.",
      403: "Not staff, or an action only admins may take.",
      404: "No such report.",
      409: "Not pending (investigate), already resolved, or a listing no longer active (flag).",
    },
  },
  {
    method: "get",
    path: "/api/admin/audit",
    tag: "Admin",
    summary:
      "Staff: the audit log, newest first, read-only: `data {entries: [{id, at, actor {id, name, email}, action, entityType, entityId, details (reasons, notes, {field: [before, after]}), ip}], nextBefore, pagination}`. " +
      PAGED,
    auth: "bearer",
    query: {
      actor: "An actor's id, or part of their e-mail.",
      action: "An action (`user.suspend`), or a prefix ending in a dot (`user.`).",
      entityType: "user, listing, report, review, document...",
      entityId: "The target's id.",
      ...PAGING("entries"),
    },
    errors: {
      ...AUTH_ERRORS,
      400: "A page or limit that is not a whole number in range, a bad cursor or parameter.",
      403: "Not staff.",
    },
  },
  {
    method: "get",
    path: "/api/admin/listings",
    tag: "Admin",
    summary:
      "Staff: listings of every status, newest first, as the spec's Admin listing `{id, title, seller {id, name, email, status}, price, location, datePosted, views, status, category, reason}`. `data {listings, nextBefore, pagination}`. " +
      PAGED,
    auth: "bearer",
    query: {
      status: "draft, pending, active, rejected, sold, expired, flagged, removed or suspended.",
      q: "Part of the title, the listing's id, or part of the seller's e-mail.",
      category: "new, tokunbo or nigerian-used.",
      state: "A state id (`lagos`).",
      ...PAGING("listings"),
    },
    errors: {
      ...AUTH_ERRORS,
      400: "An unknown filter value, a page or limit that is not a whole number in range, or a bad cursor.",
      403: "Not staff.",
    },
  },
  {
    method: "patch",
    path: "/api/admin/listings/{id}",
    tag: "Admin",
    summary:
      "Staff: `{status: active}` approves a pending listing or restores a flagged one; `{status: rejected | flagged, reason}` rejects a pending or hides an active one; `{status: removed, reason}` (admins) removes any. Audited; the seller is told. `data {id, status}`.",
    auth: "bearer",
    body: AdminListingChangeSchema,
    errors: {
      ...BAD_BODY,
      ...AUTH_ERRORS,
      400: "A reason is missing or too short.",
      403: "Not staff, or removing as a moderator.",
      404: "No such listing.",
      409: "The listing is not in a state that change applies to.",
    },
  },
  ...(["users", "listings", "payments", "reports", "audit"] as const).map((name): ApiOperation => ({
    method: "get",
    path: `/api/admin/export/${name}.csv`,
    tag: "Admin",
    summary: `Admins: the ${name} as CSV (a header row, then one row each), streamed, with the same filters as \`GET /api/admin/${name === "payments" ? "payments" : name}\` (payments: \`status\`). Never password hashes, tokens or secrets. The export is audited.`,
    auth: "bearer",
    errors: { ...AUTH_ERRORS, 400: "A bad filter.", 403: "Not an admin." },
  })),
  {
    method: "get",
    path: "/api/admin/dashboard",
    tag: "Admin",
    summary:
      "Staff: the Overview figures: `data {users {byStatus {active, suspended, pending}, byRole, total}, listings {byStatus}, newUsersPerDay, newListingsPerDay ([{day, count}], 30 Lagos days), queue {pending, oldestHours, targetHours, overdue}, reports {open {info, warning, high}}, payments {month, completed, sum}, boostsActive}`.",
    auth: "bearer",
    errors: { ...AUTH_ERRORS, 403: "Not staff." },
  },
];

/**
 * Staff's work on accounts (docs/decisions/013-admin-panel.md; docs/product.md#admin-panel, #data
 * "Admin user", 6): the user list with search and filters, a user's whole picture, and the actions:
 * suspend (with a reason) and activate, change role, edit the account's details (name, phone,
 * location, account type), end all sessions, resend the e-mail confirmation. Admins only
 * (`read:user:any`, `suspend:user:any`, `update:role:any`, `update:user:any`); every change is
 * audited with before and after, the reason and the staff member's IP.
 *
 * One command, `updateUserForAdmin`, applies any mix of those changes (the page's forms, and
 * `PATCH /api/admin/users/{id}`): every check that needs no row runs before anything is written,
 * and the writes are one transaction under a row lock on the user, so a refused part leaves the
 * account as it was. A staff role is given only to an account with a confirmed e-mail address
 * and two-factor authentication on (design.md; docs/decisions/005-permissions.md, "Staff
 * access"), by `setRoleWithin`, which every way of changing a role goes through (the page, the
 * API, `npm run user:create`, the demo seed).
 *
 * Suspension takes effect at once: the account's sessions are deleted (and
 * `getSessionUser` refuses a suspended account in any case), its listings that buyers could
 * see or that wait for review become `suspended` (keeping what they were in
 * `suspended_from`), so they leave browse, search, featured and detail pages, and its
 * conversations show "Account no longer active". Activation puts every listing back as it was.
 * Both run as one transaction under a row lock on the user, so two staff acting at once
 * cannot interleave.
 *
 * The list pages by (created_at, id) on `users_created_idx`, never by offset, so page 1,000 of
 * 100,000 users costs what page 1 does.
 */
import { msg } from "~/i18n/messages";
import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import { db } from "#db/connection";
import { auditLog, listings, payments, reports, sessions, twoFactor, users } from "#db/schema";
import {
  ADMIN_USER_DETAILS,
  type AdminUserChange,
  type AdminUserStatus,
} from "~/lib/admin/admin-schemas";
import { placeName } from "~/lib/catalogue/catalog";
import type { AccountType, ListingStatus, PlanId, Role } from "~/lib/vocabulary/domain";
import { staffRoleRefusal } from "~/lib/vocabulary/permissions";
import { parseKeysetCursor } from "~/lib/forms/ids";
import { pageOffset, paginationOf, type Pagination } from "~/lib/api/pagination";
import { likeContaining } from "~/lib/forms/text";
import { SITE } from "~/lib/format/site";
import { mailHtml, mailText, mailWords, type MailPart } from "~/i18n/server/mail.server";
import { languageOf } from "../shared/preferences.server";
import { queueMail } from "~/services/mail.server";
import { sendVerificationEmail } from "../account/registration.server";
import { audit } from "../shared/audit.server";
import { getUserById, publicColumns } from "../identity/users.server";
import type { Actor } from "../shared/permissions.server";
import { DomainError, invalidCursor, notFound, requireId } from "../shared/errors.server";
import { purgePages } from "../shared/page-purge.server";
import { requirePermission } from "../shared/permissions.server";
import { listingBecameActive } from "../saved/saved-search-matcher.server";
import { changePhoneWithin } from "../trust/phone.server";

/** The product's Admin user, with what staff filter by. */
export type AdminUser = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  /** "Ikeja, Lagos", or null. */
  location: string | null;
  /** ISO 8601. */
  joinDate: string;
  status: AdminUserStatus;
  role: Role;
  plan: PlanId;
  accountType: AccountType;
  verified: boolean;
};

export type AdminUserFilters = {
  /** Part of the name, e-mail or phone number. */
  q?: string;
  status?: AdminUserStatus;
  role?: Role;
  plan?: PlanId;
  accountType?: AccountType;
  /** The `nextCursor` of the previous page. */
  before?: string;
  /** A page number (from 1) to read by offset and count, when there is no `before`. */
  page?: number;
  /** 1 to 100 (default 50). */
  limit?: number;
};

function statusFilter(status: AdminUserStatus | undefined): SQL | undefined {
  if (status === "suspended") return eq(users.status, "suspended");
  if (status === "pending") return and(eq(users.status, "active"), isNull(users.emailVerifiedAt));
  if (status === "active") return and(eq(users.status, "active"), isNotNull(users.emailVerifiedAt));
  return undefined;
}

const adminColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  state: users.state,
  city: users.city,
  createdAt: users.createdAt,
  status: users.status,
  emailVerifiedAt: users.emailVerifiedAt,
  role: users.role,
  plan: users.plan,
  accountType: users.accountType,
  verified: users.verified,
  /** created_at to the microsecond, for the next page's cursor. */
  cursorAt: sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};
type AdminRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  state: string | null;
  city: string | null;
  createdAt: Date;
  status: "active" | "suspended";
  emailVerifiedAt: Date | null;
  role: Role;
  plan: PlanId;
  accountType: AccountType;
  verified: boolean;
  cursorAt: string;
};

function toAdminUser(r: AdminRow): AdminUser {
  const place = r.state ? placeName(r.state) : null;
  return {
    id: r.id,
    name: `${r.firstName} ${r.lastName}`.trim(),
    email: r.email,
    phone: r.phone,
    location: [r.city, place].filter(Boolean).join(", ") || null,
    joinDate: r.createdAt.toISOString(),
    status: r.status === "suspended" ? "suspended" : r.emailVerifiedAt ? "active" : "pending",
    role: r.role,
    plan: r.plan,
    accountType: r.accountType,
    verified: r.verified,
  };
}

/**
 * A page of users, newest first, filtered; `nextCursor` fetches the next page by index (null
 * at the end). With `page` (and no `before`), that page by offset and its `pagination`
 * (counted with the same filters); otherwise `pagination` is null and nothing is counted. A
 * malformed cursor is a DomainError 400. 403 for anyone but admins.
 */
export async function listUsersForAdmin(
  staff: Actor,
  filters: AdminUserFilters = {},
): Promise<{ users: AdminUser[]; nextCursor: string | null; pagination: Pagination | null }> {
  requirePermission(staff, "read:user:any");
  const limit = Math.min(100, Math.max(1, Math.trunc(filters.limit ?? 50)));
  let after: SQL | undefined;
  if (filters.before) {
    const cursor = parseKeysetCursor(filters.before);
    if (!cursor) throw invalidCursor();
    after = sql`(${users.createdAt}, ${users.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
  }
  const q = filters.q?.trim().slice(0, 100);
  const digits = q?.replace(/\D/g, "") ?? "";
  const search = q
    ? or(
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likeContaining(q)),
        ilike(users.email, likeContaining(q)),
        digits.length >= 4
          ? ilike(users.phone, likeContaining(digits.replace(/^0/, "")))
          : undefined,
      )
    : undefined;
  const where = and(
    search,
    statusFilter(filters.status),
    filters.role ? eq(users.role, filters.role) : undefined,
    filters.plan ? eq(users.plan, filters.plan) : undefined,
    filters.accountType ? eq(users.accountType, filters.accountType) : undefined,
  );
  const pageNumber = after ? null : (filters.page ?? null);
  const [rows, counted] = await Promise.all([
    db()
      .select(adminColumns)
      .from(users)
      .where(and(after, where))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit + 1)
      .offset(pageNumber ? pageOffset(pageNumber, limit) : 0) as Promise<AdminRow[]>,
    pageNumber ? db().select({ n: count() }).from(users).where(where) : null,
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    users: page.map(toAdminUser),
    nextCursor: rows.length > limit && last ? `${last.cursorAt}_${last.id}` : null,
    pagination: pageNumber && counted ? paginationOf(pageNumber, limit, counted[0].n) : null,
  };
}

/** Everything staff see on a user's page. 404 for an unknown or malformed id. */
export async function getUserForAdmin(staff: Actor, userId: string) {
  requirePermission(staff, "read:user:any");
  const id = requireId(userId, "User");
  const [row] = (await db()
    .select({
      ...adminColumns,
      bio: users.bio,
      sellerType: users.sellerType,
      businessName: users.businessName,
      twoFactorEnabled: publicColumns.twoFactorEnabled,
    })
    .from(users)
    .where(eq(users.id, id))) as (AdminRow & {
    bio: string | null;
    sellerType: string | null;
    businessName: string | null;
    twoFactorEnabled: boolean;
  })[];
  if (!row) throw notFound("User");
  const [owned, paid, reportsBy, reportsAgainst, live, trail] = await Promise.all([
    db()
      .select({
        id: listings.id,
        title: listings.title,
        price: listings.price,
        status: listings.status,
        createdAt: listings.createdAt,
      })
      .from(listings)
      .where(eq(listings.sellerId, row.id))
      .orderBy(desc(listings.createdAt))
      .limit(50),
    db()
      .select({
        id: payments.id,
        reference: payments.reference,
        description: payments.description,
        amount: payments.amount,
        status: payments.status,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.userId, row.id))
      .orderBy(desc(payments.createdAt))
      .limit(20),
    db()
      .select({
        id: reports.id,
        reason: reports.reason,
        severity: reports.severity,
        status: reports.status,
        targetType: reports.targetType,
        createdAt: reports.createdAt,
      })
      .from(reports)
      .where(eq(reports.reporterId, row.id))
      .orderBy(desc(reports.createdAt))
      .limit(20),
    db()
      .select({
        id: reports.id,
        reason: reports.reason,
        severity: reports.severity,
        status: reports.status,
        targetType: reports.targetType,
        createdAt: reports.createdAt,
      })
      .from(reports)
      .where(eq(reports.reportedUserId, row.id))
      .orderBy(desc(reports.createdAt))
      .limit(20),
    db()
      .select({
        id: sessions.id,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        lastActiveAt: sessions.lastActiveAt,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, row.id), sql`${sessions.expiresAt} > now()`))
      .orderBy(desc(sessions.lastActiveAt)),
    db()
      .select({
        id: auditLog.id,
        action: auditLog.action,
        actorId: auditLog.actorId,
        actorName: sql<
          string | null
        >`(select u.first_name || ' ' || u.last_name from ${users} u where u.id = ${auditLog.actorId})`,
        details: auditLog.details,
        ip: auditLog.ip,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "user"), eq(auditLog.entityId, row.id)))
      .orderBy(desc(auditLog.createdAt))
      .limit(50),
  ]);
  return {
    user: {
      ...toAdminUser(row),
      firstName: row.firstName,
      lastName: row.lastName,
      state: row.state,
      city: row.city,
      bio: row.bio,
      sellerType: row.sellerType,
      businessName: row.businessName,
      emailVerified: !!row.emailVerifiedAt,
      twoFactorEnabled: row.twoFactorEnabled,
    },
    listings: owned,
    payments: paid,
    reportsBy,
    reportsAgainst,
    sessions: live,
    audit: trail,
  };
}

/** A transaction of the app's database. */
export type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/**
 * The user's row locked for the rest of `tx`, so two staff acting on one account take turns.
 * DomainError 404 for an unknown or malformed id.
 */
async function lockedUser(tx: Tx, userId: string) {
  const id = requireId(userId, "User");
  const [user] = await tx
    .select({ id: users.id, status: users.status, role: users.role })
    .from(users)
    .where(eq(users.id, id))
    .for("update");
  if (!user) throw notFound("User");
  return user;
}

/** Listing statuses a suspension hides (and activation puts back). */
const HIDDEN_BY_SUSPENSION: ListingStatus[] = ["active", "pending", "flagged"];

/**
 * The reason of a suspension `staff` may make, trimmed to 500 characters. 403 for anyone but
 * admins, 400 without a reason or for one's own account.
 */
export function suspensionReason(staff: Actor, userId: string, reason: string): string {
  requirePermission(staff, "suspend:user:any");
  const why = reason.trim().slice(0, 500);
  if (!why)
    throw new DomainError(400, msg("refusals.admin.suspendReason"), {
      reason: [msg("refusals.admin.suspendReason")],
    });
  if (userId === staff.id) throw new DomainError(400, msg("refusals.admin.suspendSelf"));
  return why;
}

/** The account details an admin edits (docs/product.md#admin-panel), as `updateUserForAdmin` takes them. */
export type AdminUserDetails = Pick<AdminUserChange, (typeof ADMIN_USER_DETAILS)[number]>;

/**
 * An admin's change to an account (`PATCH /api/admin/users/{id}` and the forms of
 * `/admin/users/:id`), any mix of: the details (`firstName`, `lastName`, `phone`, `state`,
 * `city`, `accountType`: left out stays, null clears; the profile's own rules, lib/account/profile-schema.ts),
 * the `role`, and `status` (`suspended` with a `reason`, mailed to the user; `active`, the
 * `reason` then a note). Checks come first (permissions: `update:user:any` for details,
 * `update:role:any` for the role, `suspend:user:any` for the status; not one's own role or
 * suspension), then every write is one transaction under the user's row lock, in the order
 * details, role, status, so any refusal leaves the account as it was. A changed phone loses its
 * verification as on the profile (`changePhoneWithin`); the details are audited as
 * `user.edit` with `{ field: [before, after] }`. Mail and the purge of the seller's kept pages
 * follow the commit.
 *
 * Errors (DomainError): 400 nothing to change, no reason to suspend, one's own role or
 * account; 403 not allowed, or staff whose own access waits for 2FA or a confirmed e-mail; 404
 * unknown or malformed id; 409 already suspended, not suspended, already that role, or a staff
 * role for an account without a confirmed e-mail or 2FA (field error on `role`).
 */
export async function updateUserForAdmin(
  staff: Actor,
  userId: string,
  change: AdminUserChange,
): Promise<void> {
  const details = detailsOf(change);
  const editing = Object.keys(details).length > 0;
  if (editing) requirePermission(staff, "update:user:any");
  if (change.role !== undefined) {
    requirePermission(staff, "update:role:any");
    if (userId === staff.id) {
      const message = msg("refusals.admin.roleSelf");
      throw new DomainError(400, message, { role: [message] });
    }
  }
  const why =
    change.status === "suspended"
      ? suspensionReason(staff, userId, change.reason ?? "")
      : undefined;
  if (change.status === "active") requirePermission(staff, "suspend:user:any");
  if (!editing && change.role === undefined && change.status === undefined)
    throw new DomainError(400, msg("forms.admin.statusOrRole"));

  const done = await db().transaction(async (tx) => {
    const { id } = await lockedUser(tx, userId);
    const changedDetails = editing ? await editDetailsWithin(tx, staff, id, details) : false;
    if (change.role !== undefined) await setRoleWithin(tx, staff, id, change.role);
    let hidden: number | null = null;
    let shown: { id: string; status: ListingStatus }[] | null = null;
    if (why !== undefined) {
      hidden = await suspendWithin(tx, staff, userId, why);
      if (hidden === null) throw new DomainError(409, msg("refusals.admin.alreadySuspended"));
    }
    if (change.status === "active") shown = await activateWithin(tx, staff, userId, change.reason);
    return { changedDetails, hidden, shown };
  });
  // The seller's name, place or Verified badge (gone with the number) show on their pages.
  if (editing && done.changedDetails) await purgePages({ sellerIds: [userId] });
  if (why !== undefined && done.hidden !== null) await afterSuspension(userId, why);
  if (done.shown) await afterActivation(userId, done.shown);
}

/** The details `change` asks for (left-out fields dropped). */
function detailsOf(change: AdminUserChange): AdminUserDetails {
  return Object.fromEntries(
    ADMIN_USER_DETAILS.filter((key) => change[key] !== undefined).map((key) => [key, change[key]]),
  ) as AdminUserDetails;
}

/**
 * The details' writes inside `tx` (the row already locked): each field that differs is set, a
 * different phone through `changePhoneWithin` (verification cleared, `phone_changed` recorded on
 * the owner's security record as done by staff), and one `user.edit` audit row lists
 * `{ field: [before, after] }`; nothing differs, nothing is written. Answers whether anything
 * changed.
 */
async function editDetailsWithin(
  tx: Tx,
  staff: Actor,
  userId: string,
  details: AdminUserDetails,
): Promise<boolean> {
  const [before] = await tx
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      state: users.state,
      city: users.city,
      accountType: users.accountType,
    })
    .from(users)
    .where(eq(users.id, userId));
  const changes: Record<string, [unknown, unknown]> = {};
  const values: Record<string, unknown> = {};
  for (const key of ADMIN_USER_DETAILS) {
    const value = details[key] === undefined ? undefined : (details[key] ?? null);
    if (value === undefined || value === before[key]) continue;
    changes[key] = [before[key], value];
    if (key !== "phone") values[key] = value;
  }
  if (!Object.keys(changes).length) return false;
  if (Object.keys(values).length) await tx.update(users).set(values).where(eq(users.id, userId));
  // On the owner's security record without the staff member's address (the audit row has it).
  if ("phone" in changes)
    await changePhoneWithin(tx, userId, details.phone ?? null, { details: { byStaff: true } });
  await audit(staff.id, "user.edit", "user", userId, changes, tx, staff.ip);
  return true;
}

/**
 * A suspension's writes inside `tx`, the caller's transaction (a report's Take Action joins
 * it, so a failure undoes both): the account locked and suspended, its listings hidden, its
 * sessions ended, the audit row. `why` comes from `suspensionReason`. Answers how many
 * listings it hid, or null when the account was already suspended (nothing written). 404
 * unknown. Call `afterSuspension` once `tx` has committed.
 */
export async function suspendWithin(
  tx: Tx,
  staff: Actor,
  userId: string,
  why: string,
): Promise<number | null> {
  const user = await lockedUser(tx, userId);
  if (user.status === "suspended") return null;
  await tx.update(users).set({ status: "suspended" }).where(eq(users.id, user.id));
  const moved = await tx
    .update(listings)
    .set({ status: "suspended", suspendedFrom: sql`${listings.status}` })
    .where(and(eq(listings.sellerId, user.id), inArray(listings.status, HIDDEN_BY_SUSPENSION)))
    .returning({ id: listings.id });
  const ended = await tx
    .delete(sessions)
    .where(eq(sessions.userId, user.id))
    .returning({ id: sessions.id });
  await audit(
    staff.id,
    "user.suspend",
    "user",
    user.id,
    {
      reason: why,
      status: ["active", "suspended"],
      listingsHidden: moved.length,
      sessionsEnded: ended.length,
    },
    tx,
    staff.ip,
  );
  return moved.length;
}

/**
 * After a suspension committed: every kept copy of a page showing the seller or their cars is
 * purged (models/shared/page-purge.server.ts), and the owner is mailed the reason.
 */
export async function afterSuspension(userId: string, why: string) {
  await purgePages({ sellerIds: [userId] });
  await mailStatusChange(userId, true, why);
}

/**
 * An activation's writes inside `tx`: the account active, each listing back as it was, the audit
 * row (with `note`, when given). Answers the listings put back. 404 unknown, 409 not suspended.
 * Call `afterActivation` once `tx` has committed.
 */
async function activateWithin(
  tx: Tx,
  staff: Actor,
  userId: string,
  note = "",
): Promise<{ id: string; status: ListingStatus }[]> {
  const user = await lockedUser(tx, userId);
  if (user.status !== "suspended") throw new DomainError(409, msg("refusals.admin.notSuspended"));
  await tx.update(users).set({ status: "active" }).where(eq(users.id, user.id));
  const back = await tx
    .update(listings)
    .set({ status: sql`coalesce(${listings.suspendedFrom}, 'pending')`, suspendedFrom: null })
    .where(and(eq(listings.sellerId, user.id), eq(listings.status, "suspended")))
    .returning({ id: listings.id, status: listings.status });
  await audit(
    staff.id,
    "user.activate",
    "user",
    user.id,
    {
      status: ["suspended", "active"],
      listingsRestored: back.length,
      ...(note.trim() ? { note: note.trim().slice(0, 500) } : {}),
    },
    tx,
    staff.ip,
  );
  return back;
}

/** After an activation committed: kept pages, saved-search matches and the owner's mail. */
async function afterActivation(userId: string, shown: { id: string; status: ListingStatus }[]) {
  await purgePages({ listingIds: shown.map((l) => l.id), sellerIds: [userId] });
  // Listings back on sale are new to searches saved meanwhile (docs/product.md#saved-searches).
  await listingBecameActive(...shown.filter((l) => l.status === "active").map((l) => l.id));
  await mailStatusChange(userId, false, "");
}

async function mailStatusChange(userId: string, suspended: boolean, reason: string) {
  const user = await getUserById(userId);
  if (!user) return;
  // In the user's language; the staff member's reason as written (docs/decisions/023-languages.md).
  const { t, link } = mailWords(await languageOf(userId));
  const parts: MailPart[] = suspended
    ? [
        t("mail.hello", { name: user.firstName }),
        t("mail.account.suspended", { site: SITE.name, reason }),
        t("mail.account.suspendedHelp", { support: SITE.supportEmail }),
        { href: link("/support"), label: t("mail.account.writeToUs") },
      ]
    : [
        t("mail.hello", { name: user.firstName }),
        t("mail.account.activeBody", { site: SITE.name }),
      ];
  await queueMail({
    to: user.email,
    subject: t(suspended ? "mail.account.suspendedSubject" : "mail.account.activeSubject", {
      site: SITE.name,
    }),
    text: mailText(parts),
    html: mailHtml(parts),
  });
}

/** An operator at the console (`npm run user:create`, the demo seed), who needs no permission. */
export const CONSOLE = "console";

/**
 * Changes a user's role (`user`, `moderator`, `admin`): by a member of staff, as
 * `updateUserForAdmin` (admins only; not one's own role, so an admin cannot lock the last door
 * behind them), or by the `CONSOLE`. Either way through `setRoleWithin`, so a staff role needs a
 * confirmed e-mail and 2FA on. 404 unknown, 409 unchanged or the staff conditions unmet.
 */
export async function changeUserRole(
  by: Actor | typeof CONSOLE,
  userId: string,
  role: Role,
): Promise<void> {
  if (by !== CONSOLE) return updateUserForAdmin(by, userId, { role });
  await db().transaction(async (tx) => {
    const { id } = await lockedUser(tx, userId);
    await setRoleWithin(tx, CONSOLE, id, role);
  });
}

/**
 * The one place a role is set, inside `tx` after the user's row was locked (`lockedUser`): 409
 * when it is already `role`, and 409 with a field error on `role` when `role` is moderator or
 * admin and the account has not confirmed its e-mail or has 2FA off (design.md, "Staff roles go
 * only to accounts with a confirmed e-mail and two-factor authentication on"). 2FA is read after
 * the lock, and turning it off takes the same lock first (`removeTwoFactor`), so the two take
 * turns. Audited as `user.role` (by the console: no actor, `by: "console"`).
 */
async function setRoleWithin(tx: Tx, by: Actor | typeof CONSOLE, userId: string, role: Role) {
  const [user] = await tx
    .select({ id: users.id, role: users.role, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (user.role === role) {
    const message = msg("refusals.admin.roleAlready", { role });
    throw new DomainError(409, message, { role: [message] });
  }
  const [secondFactor] = await tx
    .select({ userId: twoFactor.userId })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, user.id), isNotNull(twoFactor.enabledAt)));
  const refusal = staffRoleRefusal(
    { emailVerified: !!user.emailVerifiedAt, twoFactorEnabled: !!secondFactor },
    role,
  );
  if (refusal) throw new DomainError(409, refusal, { role: [refusal] });
  await tx.update(users).set({ role }).where(eq(users.id, user.id));
  const atConsole = by === CONSOLE;
  await audit(
    atConsole ? null : by.id,
    "user.role",
    "user",
    user.id,
    { role: [user.role, role], ...(atConsole ? { by: CONSOLE } : {}) },
    tx,
    atConsole ? null : by.ip,
  );
}

/** Signs a user out everywhere (a stolen session); answers how many sessions ended. */
export async function endUserSessions(staff: Actor, userId: string): Promise<number> {
  requirePermission(staff, "suspend:user:any");
  return db().transaction(async (tx) => {
    const user = await lockedUser(tx, userId);
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, user.id))
      .returning({ id: sessions.id });
    await audit(
      staff.id,
      "user.end_sessions",
      "user",
      user.id,
      { sessionsEnded: ended.length },
      tx,
      staff.ip,
    );
    return ended.length;
  });
}

/** Mails the e-mail confirmation link again. 409 when the address is already confirmed. */
export async function resendUserVerification(staff: Actor, userId: string): Promise<void> {
  requirePermission(staff, "read:user:any");
  const user = await getUserById(requireId(userId, "User"));
  if (!user) throw notFound("User");
  if (user.emailVerified) throw new DomainError(409, msg("refusals.admin.emailConfirmed"));
  await sendVerificationEmail(user);
  await audit(staff.id, "user.resend_verification", "user", user.id, {}, db(), staff.ip);
}

/**
 * The audit log (who did what to which entity, when, with before/after details) and the
 * seller's activity feed (the dashboard's recent activity). Source:
 * docs/product.md#product-decisions (staff actions are written to an audit log).
 */
import { likeContaining, likeEscaped } from "~/lib/forms/text";
import { sql, type SQL } from "drizzle-orm";
import { auditLog, userActivity, users, type ActivityType } from "#db/schema";
import { db, queryRows } from "#db/connection";
import { isUuid, parseKeysetCursor } from "~/lib/forms/ids";
import { pageOffset, paginationOf, type Pagination } from "~/lib/api/pagination";
import type { Role } from "~/lib/vocabulary/permissions";
import { invalidCursor } from "./errors.server";
import { requirePermission } from "./permissions.server";
import { readerFormatters, translateText, translator } from "~/i18n/server/catalogues.server";
import type { Language } from "~/i18n/languages";
import { decodeMessage } from "~/i18n/messages";
import type { MessageValues } from "~/i18n/keys";

type Executor = Pick<ReturnType<typeof db>, "insert">;

/**
 * Writes one audit entry. `details` holds reasons and `{ field: [before, after] }` changes;
 * `ip` is the staff member's address when the action came from a request.
 */
export async function audit(
  actorId: string | null,
  action: string,
  entityType: string,
  entityId: string,
  details: Record<string, unknown> = {},
  exec: Executor = db(),
  ip: string | null = null,
) {
  await exec
    .insert(auditLog)
    .values({ actorId, action, entityType, entityId, details, ip: ip?.slice(0, 64) ?? null });
}

/**
 * Adds a line to a user's recent activity. `message` is a message key with its values
 * (`msg("account.activity.approved", { title })`: docs/decisions/023-languages.md, "Messages as
 * keys"), read in the reader's language by `activityText`; a value that is itself a key (a plan's
 * or a boost's name) is translated too, and `until` is an ISO 8601 time shown as a date in the
 * reader's zone. Lines written before the feed was translated are plain English, shown as they are.
 */
export async function recordActivity(
  userId: string,
  type: ActivityType,
  listingId: string | null,
  message: string,
  exec: Executor = db(),
) {
  await exec.insert(userActivity).values({ userId, type, listingId, message });
}

/**
 * An activity line (`recordActivity`'s message) in `language`, its `until` as a date in
 * `timeZone` (an IANA zone); plain text as it is.
 */
export function activityText(message: string, language: Language, timeZone: string): string {
  const decoded = decodeMessage(message);
  if (!decoded) return message;
  const values: MessageValues = { ...decoded.values };
  if (typeof values.until === "string" && !Number.isNaN(Date.parse(values.until)))
    values.until = readerFormatters(language, timeZone).date(values.until);
  for (const [name, value] of Object.entries(values))
    if (typeof value === "string" && decodeMessage(value))
      values[name] = translateText(language, value);
  return translator(language)(decoded.key, values);
}

/** One audit entry as staff read it. */
export type AuditEntry = {
  id: string;
  /** ISO 8601. */
  at: string;
  actor: { id: string; name: string; email: string } | null;
  action: string;
  entityType: string;
  entityId: string;
  /** Reasons, notes and `{field: [before, after]}` changes. */
  details: Record<string, unknown>;
  ip: string | null;
};

export type AuditFilters = {
  /** An actor's id, or part of their e-mail. */
  actor?: string;
  /** An action, or its start ("user." for every action on users). */
  action?: string;
  entityType?: string;
  entityId?: string;
  /** The `nextCursor` of the previous page. */
  before?: string;
  /** A page number (from 1) to read by offset and count, when there is no `before`. */
  page?: number;
  limit?: number;
};

/**
 * The audit log, newest first, read-only (docs/decisions/013-admin-panel.md): filtered by
 * actor, action and target, paged by index on (created_at, id), or with `page` (and no
 * `before`) by offset with its `pagination` counted with the same filters (null otherwise).
 * `limit` 1-200 (the CSV export reads 200 at a time). 403 without `read:audit:any`; 400 for a
 * bad cursor.
 */
export async function listAuditLog(
  staff: { role: Role },
  filters: AuditFilters = {},
): Promise<{ entries: AuditEntry[]; nextCursor: string | null; pagination: Pagination | null }> {
  requirePermission(staff, "read:audit:any");
  const limit = Math.min(200, Math.max(1, Math.trunc(filters.limit ?? 50)));
  const where: SQL[] = [];
  const actor = filters.actor?.trim().slice(0, 100);
  const actorId: unknown = actor;
  if (actor)
    where.push(
      isUuid(actorId)
        ? sql`a.actor_id = ${actorId}::uuid`
        : sql`u.email ilike ${likeContaining(actor)}`,
    );
  const action = filters.action?.trim().slice(0, 60);
  if (action)
    where.push(
      action.endsWith(".")
        ? sql`a.action like ${`${likeEscaped(action)}%`}`
        : sql`a.action = ${action}`,
    );
  if (filters.entityType) where.push(sql`a.entity_type = ${filters.entityType.slice(0, 40)}`);
  if (filters.entityId) where.push(sql`a.entity_id = ${filters.entityId.slice(0, 80)}`);
  const whereOf = (conditions: SQL[]) =>
    conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const from = sql`from ${auditLog} a left join ${users} u on u.id = a.actor_id`;
  const paged = [...where];
  if (filters.before) {
    const cursor = parseKeysetCursor(filters.before);
    if (!cursor) throw invalidCursor();
    paged.push(sql`(a.created_at, a.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`);
  }
  const pageNumber = filters.before ? null : (filters.page ?? null);
  const offset = pageNumber ? pageOffset(pageNumber, limit) : 0;
  const [rows, counted] = await Promise.all([
    queryRows<{
      id: string;
      created_at: string;
      cursor_at: string;
      actor_id: string | null;
      actor_name: string | null;
      actor_email: string | null;
      action: string;
      entity_type: string;
      entity_id: string;
      details: Record<string, unknown>;
      ip: string | null;
    }>(sql`
    select a.id, a.created_at::text as created_at,
      to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at,
      a.actor_id, (u.first_name || ' ' || u.last_name) as actor_name, u.email as actor_email,
      a.action, a.entity_type, a.entity_id, a.details, a.ip
    ${from}
    ${whereOf(paged)}
    order by a.created_at desc, a.id desc
    limit ${limit + 1} offset ${offset}`),
    pageNumber
      ? queryRows<{ n: number }>(sql`select count(*)::int as n ${from} ${whereOf(where)}`)
      : null,
  ]);
  const total = counted ? Number(counted[0].n) : null;
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    entries: page.map((r) => ({
      id: r.id,
      at: new Date(r.created_at).toISOString(),
      actor: r.actor_id
        ? { id: r.actor_id, name: r.actor_name ?? "", email: r.actor_email ?? "" }
        : null,
      action: r.action,
      entityType: r.entity_type,
      entityId: r.entity_id,
      details: typeof r.details === "string" ? JSON.parse(r.details) : r.details,
      ip: r.ip,
    })),
    nextCursor: rows.length > limit && last ? `${last.cursor_at}_${last.id}` : null,
    pagination: pageNumber && total !== null ? paginationOf(pageNumber, limit, total) : null,
  };
}

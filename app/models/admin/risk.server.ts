/**
 * The staff risk queue (docs/decisions/032-scam-signals.md): what the scam signals flagged
 * (models/shared/risk-flags.server.ts), each listing, account or conversation with its reasons
 * and evidence, and what staff decide.
 *
 * - Reading needs `read:report:any` (moderators and admins), deciding `resolve:report:any`.
 * - Decisions: `clear` (nothing wrong), `hide-listing` (a flagged listing that is live, as a
 *   report's flag does: `flag:listing:any`), `suspend-account` (the account behind it: a listing's
 *   seller, the account itself, or a risky message's sender: `suspend:user:any`, admins). Each
 *   item lists the ones its reader may take now (`allowedDecisions`); `decideRiskFlag` checks
 *   them again.
 * - A decision is one transaction: the flag's row is locked (a second decision gets 409), the
 *   action, the flag's update and the audit row are written together. Every open flag of the same
 *   subject is closed with it when the decision acts on the subject (hide, suspend).
 * - Evidence is shown as found: both photos of a reused photo, the accounts sharing a phone, the
 *   message excerpt, the price against its comparables. Staff only: never to the account.
 */
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { db, queryRows } from "#db/connection";
import { listingPhotos, listings, riskFlags, users } from "#db/schema";
import { photoUrl } from "~/lib/api/images";
import { pageOffset, paginationOf, type Pagination } from "~/lib/api/pagination";
import { parseKeysetCursor } from "~/lib/forms/ids";
import type {
  RiskDecision,
  RiskSignal,
  RiskStatus,
  RiskSubject,
} from "~/lib/vocabulary/domain-trust";
import { msg } from "~/i18n/messages";
import type { Actor } from "../shared/permissions.server";
import { requirePermission, userHasPermission } from "../shared/permissions.server";
import { audit } from "../shared/audit.server";
import { DomainError, invalidCursor, notFound, requireId } from "../shared/errors.server";
import { purgePages } from "../shared/page-purge.server";
import { flagListing } from "../selling/moderation.server";
import { afterSuspension, suspendWithin, suspensionReason } from "./users.server";

/** A listing, an account or a conversation as the queue names it. */
export type RiskSubjectView = {
  label: string;
  /** The listing's public page, or the account's admin page; null for a conversation. */
  link: string | null;
  /** The listing's or account's status now. */
  status: string | null;
  /** The account a suspension would reach (null when there is none). */
  account: { id: string; name: string; status: string } | null;
};

/** A photo as the queue shows it, with the listing it is on. */
type PhotoView = { url: string; listingId: string; listingTitle: string; sellerName: string };

/** The evidence, by signal, as staff read it. */
export type RiskEvidenceView =
  | {
      signal: "price-far-below";
      price: number;
      estimate: { low: number; mid: number; high: number };
      comparables: number;
      percentBelow: number;
    }
  | { signal: "reused-photo"; distance: number; photo: PhotoView | null; match: PhotoView | null }
  | {
      signal: "shared-phone";
      phone: string;
      accounts: { id: string; name: string; email: string; status: string }[];
    }
  | { signal: "risky-message"; excerpt: string; phrases: string[]; senderName: string | null }
  | {
      signal: "vin-mismatch";
      vin: string;
      stated: { make: string; year: number };
      /** What the VIN decodes as; null when the decoder knew no such VIN. */
      decoded: { make: string; model: string | null; year: number | null } | null;
    }
  | { signal: "vin-shared"; vin: string; listings: { id: string; title: string }[] };

/** One flag as the queue shows it. */
export type RiskItem = {
  id: string;
  signal: RiskSignal;
  subjectType: RiskSubject;
  subjectId: string;
  subject: RiskSubjectView;
  evidence: RiskEvidenceView;
  status: RiskStatus;
  decision: RiskDecision | null;
  note: string | null;
  /** ISO 8601. */
  createdAt: string;
  decidedAt: string | null;
  decidedBy: { id: string; name: string } | null;
  /** The decisions the reader may take now (none once decided). */
  allowedDecisions: RiskDecision[];
};

export type RiskFilters = {
  /** Default `open`. */
  status?: RiskStatus;
  signal?: RiskSignal;
  subject?: RiskSubject;
  before?: string;
  page?: number;
  limit?: number;
};

type Row = {
  id: string;
  subject_type: RiskSubject;
  subject_id: string;
  signal: RiskSignal;
  evidence: Record<string, unknown>;
  status: RiskStatus;
  decision: RiskDecision | null;
  note: string | null;
  created_at: string;
  cursor_at: string;
  decided_at: string | null;
  decided_by: string | null;
  decider_name: string | null;
  listing_title: string | null;
  listing_status: string | null;
  /** The account a suspension reaches: the seller, the account, or the risky sender. */
  account_id: string | null;
  account_name: string | null;
  account_status: string | null;
  conversation_title: string | null;
};

const SELECT = sql`
  select f.id, f.subject_type, f.subject_id, f.signal, f.evidence, f.status, f.decision, f.note,
    f.created_at::text as created_at,
    to_char(f.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at,
    f.decided_at::text as decided_at, f.decided_by,
    (d.first_name || ' ' || d.last_name) as decider_name,
    l.title as listing_title, l.status as listing_status,
    a.id as account_id, (a.first_name || ' ' || a.last_name) as account_name,
    a.status as account_status,
    cl.title as conversation_title
  from ${riskFlags} f
  left join users d on d.id = f.decided_by
  left join listings l on f.subject_type = 'listing' and l.id = f.subject_id
  left join conversations c on f.subject_type = 'conversation' and c.id = f.subject_id
  left join listings cl on cl.id = c.listing_id
  left join users a on a.id = case f.subject_type
    when 'listing' then l.seller_id
    when 'user' then f.subject_id
    else nullif(f.evidence->>'senderId', '')::uuid end`;

const num = (v: unknown) => (typeof v === "number" ? v : Number(v ?? 0));
const str = (v: unknown) => (typeof v === "string" ? v : "");

/** The decisions `staff` may take on an open flag about `row`'s subject. */
function allowed(staff: Actor, row: Row): RiskDecision[] {
  if (row.status !== "open" || !userHasPermission(staff, "resolve:report:any")) return [];
  const out: RiskDecision[] = ["clear"];
  if (
    row.subject_type === "listing" &&
    row.listing_status === "active" &&
    userHasPermission(staff, "flag:listing:any")
  )
    out.push("hide-listing");
  if (
    row.account_id &&
    row.account_status === "active" &&
    row.account_id !== staff.id &&
    userHasPermission(staff, "suspend:user:any")
  )
    out.push("suspend-account");
  return out;
}

/** The photos and accounts the evidence of `rows` names, read in two queries. */
async function evidenceOf(rows: Row[]): Promise<Map<string, RiskEvidenceView>> {
  const photoIds = rows
    .filter((r) => r.signal === "reused-photo")
    .flatMap((r) => [str(r.evidence.photoId), str(r.evidence.matchPhotoId)])
    .filter(Boolean);
  const accountIds = rows
    .filter((r) => r.signal === "shared-phone")
    .flatMap((r) => (Array.isArray(r.evidence.userIds) ? (r.evidence.userIds as string[]) : []));
  const senderIds = rows
    .filter((r) => r.signal === "risky-message")
    .map((r) => str(r.evidence.senderId))
    .filter(Boolean);
  const [photos, accounts] = await Promise.all([
    photoIds.length
      ? db()
          .select({
            id: listingPhotos.id,
            storageKey: listingPhotos.storageKey,
            widths: listingPhotos.widths,
            listingId: listings.id,
            title: listings.title,
            sellerName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
          })
          .from(listingPhotos)
          .innerJoin(listings, eq(listings.id, listingPhotos.listingId))
          .innerJoin(users, eq(users.id, listings.sellerId))
          .where(inArray(listingPhotos.id, photoIds))
      : [],
    accountIds.length || senderIds.length
      ? db()
          .select({
            id: users.id,
            name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
            email: users.email,
            status: users.status,
          })
          .from(users)
          .where(inArray(users.id, [...accountIds, ...senderIds]))
      : [],
  ]);
  const photo = (id: unknown): PhotoView | null => {
    const p = photos.find((x) => x.id === id);
    if (!p) return null;
    const width = p.widths.includes(640) ? 640 : (p.widths.at(-1) ?? 320);
    return {
      url: photoUrl(p.storageKey, width),
      listingId: p.listingId,
      listingTitle: p.title,
      sellerName: p.sellerName,
    };
  };
  const out = new Map<string, RiskEvidenceView>();
  for (const r of rows) {
    const e = r.evidence;
    if (r.signal === "price-far-below") {
      const estimate = (e.estimate ?? {}) as Record<string, unknown>;
      const mid = num(estimate.mid);
      out.set(r.id, {
        signal: r.signal,
        price: num(e.price),
        estimate: { low: num(estimate.low), mid, high: num(estimate.high) },
        comparables: num(e.comparables),
        percentBelow: mid ? Math.round((1 - num(e.price) / mid) * 100) : 0,
      });
    } else if (r.signal === "reused-photo") {
      out.set(r.id, {
        signal: r.signal,
        distance: num(e.distance),
        photo: photo(e.photoId),
        match: photo(e.matchPhotoId),
      });
    } else if (r.signal === "shared-phone") {
      const ids = Array.isArray(e.userIds) ? (e.userIds as string[]) : [];
      out.set(r.id, {
        signal: r.signal,
        phone: str(e.phone),
        accounts: accounts.filter((a) => ids.includes(a.id)),
      });
    } else if (r.signal === "risky-message") {
      out.set(r.id, {
        signal: r.signal,
        excerpt: str(e.excerpt),
        phrases: Array.isArray(e.phrases) ? (e.phrases as string[]) : [],
        senderName: accounts.find((a) => a.id === e.senderId)?.name ?? null,
      });
    } else if (r.signal === "vin-mismatch") {
      const stated = (e.stated ?? {}) as Record<string, unknown>;
      const decoded = e.decoded as Record<string, unknown> | null;
      out.set(r.id, {
        signal: r.signal,
        vin: str(e.vin),
        stated: { make: str(stated.make), year: num(stated.year) },
        decoded: decoded
          ? {
              make: str(decoded.make),
              model: decoded.model ? str(decoded.model) : null,
              year: decoded.year ? num(decoded.year) : null,
            }
          : null,
      });
    } else {
      const others = Array.isArray(e.listings) ? (e.listings as Record<string, unknown>[]) : [];
      out.set(r.id, {
        signal: r.signal,
        vin: str(e.vin),
        listings: others.map((o) => ({ id: str(o.id), title: str(o.title) })),
      });
    }
  }
  return out;
}

function subjectOf(r: Row): RiskSubjectView {
  const account = r.account_id
    ? { id: r.account_id, name: r.account_name ?? "", status: r.account_status ?? "" }
    : null;
  if (r.subject_type === "listing")
    return {
      label: r.listing_title ?? "Listing (deleted)",
      link: r.listing_title ? `/car/${r.subject_id}` : null,
      status: r.listing_status,
      account,
    };
  if (r.subject_type === "user")
    return {
      label: r.account_name ?? "User (deleted)",
      link: r.account_id ? `/admin/users/${r.subject_id}` : null,
      status: r.account_status,
      account,
    };
  return { label: r.conversation_title ?? "Conversation", link: null, status: null, account };
}

async function toItems(staff: Actor, rows: Row[]): Promise<RiskItem[]> {
  const evidence = await evidenceOf(rows);
  return rows.map((r) => ({
    id: r.id,
    signal: r.signal,
    subjectType: r.subject_type,
    subjectId: r.subject_id,
    subject: subjectOf(r),
    evidence: evidence.get(r.id)!,
    status: r.status,
    decision: r.decision,
    note: r.note,
    createdAt: new Date(r.created_at).toISOString(),
    decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
    decidedBy: r.decided_by ? { id: r.decided_by, name: r.decider_name ?? "" } : null,
    allowedDecisions: allowed(staff, r),
  }));
}

/**
 * The queue, newest first: open flags unless `status`; `signal` and `subject` narrow it. Paged
 * like every admin list: by `page` (with `pagination`) or by index (`before` = `nextCursor`).
 * 400 for a bad cursor.
 */
export async function listRiskFlags(
  staff: Actor,
  filters: RiskFilters = {},
): Promise<{ flags: RiskItem[]; nextCursor: string | null; pagination: Pagination | null }> {
  requirePermission(staff, "read:report:any");
  const limit = Math.min(100, Math.max(1, Math.trunc(filters.limit ?? 50)));
  const where: SQL[] = [sql`f.status = ${filters.status ?? "open"}`];
  if (filters.signal) where.push(sql`f.signal = ${filters.signal}`);
  if (filters.subject) where.push(sql`f.subject_type = ${filters.subject}`);
  const filtered = sql.join(where, sql` and `);
  let after = sql`true`;
  if (filters.before) {
    const cursor = parseKeysetCursor(filters.before);
    if (!cursor) throw invalidCursor();
    after = sql`(f.created_at, f.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
  }
  const pageNumber = filters.before ? null : (filters.page ?? null);
  const offset = pageNumber ? pageOffset(pageNumber, limit) : 0;
  const [rows, counted] = await Promise.all([
    queryRows<Row>(
      sql`${SELECT} where ${filtered} and ${after} order by f.created_at desc, f.id desc limit ${limit + 1} offset ${offset}`,
    ),
    pageNumber
      ? queryRows<{ n: number }>(
          sql`select count(*)::int as n from ${riskFlags} f where ${filtered}`,
        )
      : null,
  ]);
  const list = rows.slice(0, limit);
  const last = list.at(-1);
  return {
    flags: await toItems(staff, list),
    nextCursor: rows.length > limit && last ? `${last.cursor_at}_${last.id}` : null,
    pagination:
      pageNumber && counted ? paginationOf(pageNumber, limit, Number(counted[0].n)) : null,
  };
}

/** One flag; 404 unknown. */
export async function getRiskFlag(staff: Actor, flagId: string): Promise<RiskItem> {
  requirePermission(staff, "read:report:any");
  const id = requireId(flagId, "Risk flag");
  const rows = await queryRows<Row>(sql`${SELECT} where f.id = ${id}`);
  if (!rows[0]) throw notFound("Risk flag");
  return (await toItems(staff, rows))[0];
}

/**
 * Decides an open flag (`resolve:report:any`): `clear`; `hide-listing` (the flagged listing,
 * live: `flag:listing:any`; the note is the reason the seller reads); `suspend-account` (the
 * account behind the flag: `suspend:user:any`; the note is the reason mailed). Hiding or
 * suspending closes the subject's other open flags too. Audited (`risk.cleared`,
 * `risk.actioned`). 400 a decision that does not fit or a missing note for an action, 403 beyond
 * the caller's permissions, 404 unknown, 409 already decided. Answers the flag as decided.
 */
export async function decideRiskFlag(
  staff: Actor & { ip?: string | null },
  flagId: string,
  choice: { decision: RiskDecision; note?: string },
): Promise<RiskItem> {
  requirePermission(staff, "resolve:report:any");
  const id = requireId(flagId, "Risk flag");
  const note = choice.note?.trim().slice(0, 1000) || null;
  const after: (() => Promise<void>)[] = [];
  await db().transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: riskFlags.id, status: riskFlags.status })
      .from(riskFlags)
      .where(eq(riskFlags.id, id))
      .for("update");
    if (!locked) throw notFound("Risk flag");
    if (locked.status !== "open") throw new DomainError(409, msg("refusals.risk.decided"));
    const [row] = await queryRows<Row>(sql`${SELECT} where f.id = ${id}`, tx);
    const may = allowed(staff, row);
    if (!may.includes(choice.decision)) {
      if (choice.decision === "hide-listing") requirePermission(staff, "flag:listing:any");
      if (choice.decision === "suspend-account") requirePermission(staff, "suspend:user:any");
      throw new DomainError(400, msg("refusals.risk.decision"));
    }
    const now = new Date();
    let closes: SQL = eq(riskFlags.id, id);
    if (choice.decision === "hide-listing") {
      if (!note)
        throw new DomainError(400, msg("refusals.risk.note"), {
          note: [msg("refusals.risk.note")],
        });
      const hidden = await flagListing(staff, row.subject_id, note, tx);
      after.push(() => purgePages({ listingIds: [hidden.id], sellerIds: [hidden.sellerId] }));
      closes = and(eq(riskFlags.subjectType, "listing"), eq(riskFlags.subjectId, row.subject_id))!;
    } else if (choice.decision === "suspend-account") {
      const why = suspensionReason(staff, row.account_id!, note ?? "");
      await suspendWithin(tx, staff, row.account_id!, why);
      after.push(() => afterSuspension(row.account_id!, why));
      closes = and(
        eq(riskFlags.subjectType, row.subject_type),
        eq(riskFlags.subjectId, row.subject_id),
      )!;
    }
    const status = choice.decision === "clear" ? "cleared" : "actioned";
    await tx
      .update(riskFlags)
      .set({ status, decision: choice.decision, note, decidedAt: now, decidedBy: staff.id })
      .where(and(closes, eq(riskFlags.status, "open")));
    await audit(
      staff.id,
      `risk.${status}`,
      row.subject_type,
      row.subject_id,
      { flag: id, signal: row.signal, decision: choice.decision, note },
      tx,
      staff.ip ?? null,
    );
  });
  for (const run of after) await run();
  return getRiskFlag(staff, id);
}

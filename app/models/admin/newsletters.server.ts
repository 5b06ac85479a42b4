/**
 * The marketing newsletter (docs/decisions/024-newsletter.md): admins write an issue (subject,
 * plain-text paragraphs, optional Hausa, Yoruba and Igbo translations, a few cars picked by hand
 * or the newest live ones), preview it, mail a test to themselves, and send it.
 *
 * - **Audience**, fixed when sending starts: accounts (active, e-mail verified) whose marketing
 *   switch is on, in their language; and confirmed footer subscribers whose address is no
 *   account's, in the language they subscribed in. An account's switch is the only rule for its
 *   address: off means never, even if the address is also on the footer list.
 * - **Once-only**: one `newsletter_deliveries` row per issue and address (the primary key).
 * - **Throttled and resumable**: the `newsletter-batch` job claims up to NEWSLETTER_PER_MINUTE
 *   rows not yet queued, queues their mails under a job id derived from (issue, address), marks
 *   them queued, and queues itself for a minute later while rows remain. A batch that dies after
 *   its claim is run again by pg-boss and queues the same rows under the same job ids, which the
 *   queue refuses to hold twice; a rerun after the rows were marked finds nothing to do.
 * - **One-click unsubscribe**: every mail carries `List-Unsubscribe` (the signed https link,
 *   models/site/newsletter.server.ts) and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`
 *   (RFC 8058).
 */
import { msg } from "~/i18n/messages";
import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { db, queryRows } from "#db/connection";
import {
  listings,
  newsletterDeliveries,
  newsletters,
  type NewsletterTranslations,
} from "#db/schema";
import { getEnv } from "~/env.server";
import { translator } from "~/i18n/server/catalogues.server";
import { localizePath } from "~/i18n/languages";
import type { NewsletterIssueStatus } from "~/lib/vocabulary/domain";
import type { Language } from "~/lib/vocabulary/domain-trust";
import { formatNaira } from "~/lib/format/format";
import { photoUrl } from "~/lib/api/images";
import { SITE } from "~/lib/format/site";
import type { ListingCard } from "~/lib/api/types";
import { escapeHtml, queueMail, type Mail } from "~/services/mail.server";
import { enqueue, enqueueMany, stableJobId } from "~/services/queue.server";
import { listingCardsByIds } from "../catalogue/search.server";
import { audit } from "../shared/audit.server";
import { DomainError } from "../shared/errors.server";
import { requirePermission, type Actor } from "../shared/permissions.server";
import { isPublic } from "../shared/public-listings.server";
import { newsletterOptOutToken } from "../site/newsletter.server";
import {
  AUTO_CARS,
  TRANSLATED_LANGUAGES,
  newsletterCarIds,
  type NewsletterFieldValues,
} from "~/lib/site/newsletter-issue";

type Translated = (typeof TRANSLATED_LANGUAGES)[number];

/** One issue as the admin screen shows it. */
export type NewsletterView = {
  id: string;
  subject: string;
  body: string;
  translations: NewsletterTranslations;
  autoListings: boolean;
  listingIds: string[];
  status: NewsletterIssueStatus;
  recipients: number;
  /** Addresses handled so far (mail queued, or left out because they opted out meanwhile). */
  done: number;
  createdAt: string;
  sendingAt: string | null;
  sentAt: string | null;
};

type Row = typeof newsletters.$inferSelect;

function fields(input: NewsletterFieldValues) {
  const translations: NewsletterTranslations = {};
  for (const l of TRANSLATED_LANGUAGES) {
    const suffix = (l[0]!.toUpperCase() + l[1]) as "Ha" | "Yo" | "Ig";
    const subject = input[`subject${suffix}`];
    const body = input[`body${suffix}`];
    if (subject && body) translations[l] = { subject, body };
  }
  return {
    subject: input.subject,
    body: input.body,
    translations,
    autoListings: input.cars === "auto",
    listingIds: input.cars === "auto" ? [] : newsletterCarIds(input.carRefs),
  };
}

/**
 * Saves a draft: a new one when `id` is null. 409 once sending started (an issue that went out
 * is not changed). Answers the issue's id.
 */
export async function saveNewsletter(
  staff: Actor,
  id: string | null,
  input: NewsletterFieldValues,
): Promise<string> {
  requirePermission(staff, "send:newsletter:any");
  const values = fields(input);
  if (!id) {
    const [row] = await db()
      .insert(newsletters)
      .values({ ...values, createdBy: staff.id })
      .returning({ id: newsletters.id });
    return row!.id;
  }
  const [row] = await db()
    .update(newsletters)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(newsletters.id, id), eq(newsletters.status, "draft")))
    .returning({ id: newsletters.id });
  if (!row) await existing(id, true);
  return id;
}

/** 404 for an unknown issue; 409 for one that is not a draft when `draft` is asked. */
async function existing(id: string, draft = false): Promise<Row> {
  const [row] = /^[0-9a-f-]{36}$/i.test(id)
    ? await db().select().from(newsletters).where(eq(newsletters.id, id))
    : [];
  if (!row) throw new DomainError(404, msg("refusals.admin.newsletterMissing"));
  if (draft && row.status !== "draft")
    throw new DomainError(409, msg("refusals.admin.newsletterSent"));
  return row;
}

async function handled(id: string): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(newsletterDeliveries)
    .where(
      and(eq(newsletterDeliveries.newsletterId, id), isNotNull(newsletterDeliveries.queuedAt)),
    );
  return Number(row?.n ?? 0);
}

function view(row: Row, done: number): NewsletterView {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    translations: row.translations,
    autoListings: row.autoListings,
    listingIds: row.listingIds,
    status: row.status,
    recipients: row.recipients,
    done: row.status === "sent" ? row.recipients : done,
    createdAt: row.createdAt.toISOString(),
    sendingAt: row.sendingAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** One issue with its progress (403 without `send:newsletter:any`, 404 when unknown). */
export async function getNewsletter(staff: Actor, id: string): Promise<NewsletterView> {
  requirePermission(staff, "send:newsletter:any");
  const row = await existing(id);
  return view(row, row.status === "sending" ? await handled(id) : 0);
}

/** The latest issues, newest first, with their progress. */
export async function listNewsletters(staff: Actor, limit = 20): Promise<NewsletterView[]> {
  requirePermission(staff, "send:newsletter:any");
  const rows = await db()
    .select()
    .from(newsletters)
    .orderBy(desc(newsletters.createdAt))
    .limit(limit);
  return Promise.all(
    rows.map(async (r) => view(r, r.status === "sending" ? await handled(r.id) : 0)),
  );
}

/** The newest live cars (the automatic pick). */
async function newestLiveIds(now: Date, limit = AUTO_CARS): Promise<string[]> {
  const rows = await db()
    .select({ id: listings.id })
    .from(listings)
    .where(isPublic(now))
    .orderBy(sql`${listings.publishedAt} desc nulls last`, desc(listings.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The cards an issue shows: its chosen cars still on sale, or the newest live ones. */
async function cardsOf(
  issue: Pick<Row, "autoListings" | "listingIds">,
  now: Date,
): Promise<ListingCard[]> {
  const ids =
    issue.autoListings && !issue.listingIds.length ? await newestLiveIds(now) : issue.listingIds;
  return (await listingCardsByIds(ids, now)).filter((c) => c.status === "active");
}

/** The issue's subject and text in `language`: its translation when it has one, else English. */
function textIn(issue: Pick<Row, "subject" | "body" | "translations">, language: Language) {
  const own = language === "en" ? undefined : issue.translations[language as Translated];
  return own ?? { subject: issue.subject, body: issue.body };
}

/** Paragraphs of plain text: split at blank lines; single line breaks kept. */
const paragraphs = (body: string) =>
  body
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * The mail of an issue in `language` for one address: subject, plain text, HTML and the
 * one-click unsubscribe headers (RFC 8058). The admin's preview shows exactly this.
 */
function renderNewsletter(
  issue: Pick<Row, "subject" | "body" | "translations">,
  cards: ListingCard[],
  language: Language,
  email: string,
): Pick<Mail, "subject" | "text" | "html" | "headers"> {
  const env = getEnv();
  const origin = env.appUrl;
  const uploads = env.uploadsBase || origin;
  const t = translator(language);
  const site = SITE.name;
  // Links open the site's pages in the reader's language (docs/decisions/023-languages.md).
  const page = (path: string) => origin + localizePath(path, language);
  const unsubscribe = page(`/newsletter/leave?token=${newsletterOptOutToken(email)}`);
  const browse = page("/browse");
  const { subject, body } = textIn(issue, language);
  const paras = paragraphs(body);
  const carLines = cards.map(
    (c) => `- ${c.title}, ${formatNaira(c.price)}, ${c.location}\n  ${page(`/car/${c.id}`)}`,
  );
  const text =
    `${paras.join("\n\n")}\n\n` +
    (cards.length
      ? `${t("newsletter.mail.newCars", { site })}:\n\n${carLines.join("\n")}\n\n`
      : "") +
    `${t("newsletter.mail.allCars", { site })}: ${browse}\n\n` +
    `--\n${t("newsletter.mail.why", { site })}\n${t("newsletter.mail.leaveText", { link: unsubscribe })}\n`;
  const rows = cards
    .map((c) => {
      const link = page(`/car/${c.id}`);
      const width = c.photo
        ? (c.photo.widths.find((w) => w >= 320) ?? c.photo.widths.at(-1))
        : null;
      const img =
        c.photo && width
          ? `<img src="${photoUrl(c.photo.storageKey, width, uploads)}" width="160" alt="${escapeHtml(c.title)}">`
          : "";
      return (
        `<tr><td><a href="${link}">${img}</a></td>` +
        `<td><a href="${link}"><strong>${escapeHtml(c.title)}</strong></a><br>` +
        `${escapeHtml(formatNaira(c.price))} · ${escapeHtml(c.location)}</td></tr>`
      );
    })
    .join("");
  const html =
    `<!doctype html><html lang="${language}"><body style="font-family:Arial,sans-serif;color:#0f172a;max-width:600px;margin:0 auto;padding:16px">` +
    paras.map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`).join("") +
    (cards.length
      ? `<h2 style="font-size:18px">${escapeHtml(t("newsletter.mail.newCars", { site }))}</h2>` +
        `<table role="presentation" cellpadding="6">${rows}</table>`
      : "") +
    `<p><a href="${browse}">${escapeHtml(t("newsletter.mail.allCars", { site }))}</a></p>` +
    `<hr><p style="font-size:12px;color:#475569">${escapeHtml(t("newsletter.mail.why", { site }))} ` +
    `<a href="${unsubscribe}">${escapeHtml(t("newsletter.mail.leave"))}</a></p></body></html>`;
  return {
    subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The issue's mail as `email` would get it in `language` (the admin's preview). */
export async function previewNewsletter(
  staff: Actor & { email: string },
  id: string,
  language: Language,
  now = new Date(),
) {
  requirePermission(staff, "send:newsletter:any");
  const row = await existing(id);
  return renderNewsletter(row, await cardsOf(row, now), language, staff.email);
}

/** Mails the issue in `language` to the admin's own address, subject marked as a test. */
export async function sendTestNewsletter(
  staff: Actor & { email: string },
  id: string,
  language: Language,
  now = new Date(),
): Promise<void> {
  const mail = await previewNewsletter(staff, id, language, now);
  await queueMail({ to: staff.email, ...mail, subject: `[Test] ${mail.subject}` });
  await audit(staff.id, "newsletter.test", "newsletter", id, { language }, db(), staff.ip ?? null);
}

/**
 * Who may get an issue now (the audience rule, docs/decisions/024-newsletter.md), as a condition
 * on an address `email` with account `user_id` (null: a footer subscriber's).
 */
const stillWanted = (email: SQL, userId: SQL) => sql`(
  (${userId} is not null and exists (
    select 1 from users u join user_preferences p on p.user_id = u.id
    where u.id = ${userId} and u.status = 'active' and p.marketing_emails))
  or (${userId} is null
    and exists (select 1 from newsletter_subscribers s where s.email = ${email} and s.status = 'confirmed')
    and not exists (select 1 from users u where lower(u.email) = ${email})))`;

/**
 * Starts sending a draft: fixes its cars (the newest live ones, when picked automatically),
 * writes a delivery row for every address of the audience, marks it `sending` with their count,
 * audits it, and queues the first batch. 409 when it is not a draft. Answers the count.
 */
export async function startNewsletter(staff: Actor, id: string, now = new Date()): Promise<number> {
  requirePermission(staff, "send:newsletter:any");
  // The cars are read before the transaction (PGlite has one connection); the status is
  // checked again under the row's lock.
  const draft = await existing(id, true);
  const listingIds = (await cardsOf(draft, now)).map((c) => c.id);
  const recipients = await db().transaction(async (tx) => {
    const [row] = await tx
      .select({ status: newsletters.status })
      .from(newsletters)
      .where(eq(newsletters.id, id))
      .for("update");
    if (row?.status !== "draft") throw new DomainError(409, msg("refusals.admin.newsletterSent"));
    await tx.execute(sql`
      insert into newsletter_deliveries (newsletter_id, email, user_id, language)
      select ${id}::uuid, lower(u.email), u.id, p.language
        from users u join user_preferences p on p.user_id = u.id
        where p.marketing_emails and u.status = 'active' and u.email_verified_at is not null
      union all
      select ${id}::uuid, s.email, null::uuid, s.language
        from newsletter_subscribers s
        where s.status = 'confirmed'
          and not exists (select 1 from users u where lower(u.email) = s.email)
      on conflict do nothing`);
    const [counted] = await tx
      .select({ n: count() })
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.newsletterId, id));
    const n = Number(counted?.n ?? 0);
    await tx
      .update(newsletters)
      .set({
        status: n ? "sending" : "sent",
        recipients: n,
        listingIds,
        sendingAt: now,
        sentAt: n ? null : now,
        updatedAt: now,
      })
      .where(eq(newsletters.id, id));
    await audit(
      staff.id,
      "newsletter.send",
      "newsletter",
      id,
      { recipients: n },
      tx,
      staff.ip ?? null,
    );
    return n;
  });
  // After the commit: a job is never queued inside a transaction (docs/decisions/007-background-jobs.md).
  if (recipients) await queueBatch(id);
  return recipients;
}

/** Queues the issue's next batch, at `startAfter` (one waiting per issue: the queue's policy). */
async function queueBatch(newsletterId: string, startAfter?: Date) {
  await enqueue(
    "newsletter-batch",
    { newsletterId },
    { singletonKey: newsletterId, ...(startAfter ? { startAfter } : {}) },
  );
}

/** The rows a batch took: claimed now, or claimed by a batch that died before queuing them. */
type Claimed = { email: string; user_id: string | null; language: Language };

/**
 * One batch of an issue (the `newsletter-batch` job): claims up to `perMinute` addresses not yet
 * queued, settles those who opted out since sending started, queues the others' mails (job id
 * from issue and address: queued once however often this runs), marks them queued, and queues
 * the next batch a minute after this one started, or marks the issue sent. Answers how many
 * mails it queued.
 */
export async function sendNewsletterBatch(
  newsletterId: string,
  now = new Date(),
  perMinute = getEnv().NEWSLETTER_PER_MINUTE,
): Promise<number> {
  const [issue] = await db().select().from(newsletters).where(eq(newsletters.id, newsletterId));
  if (issue?.status !== "sending") return 0;
  const claimed = await queryRows<Claimed>(sql`
    update newsletter_deliveries set claimed_at = ${now.toISOString()}
    where newsletter_id = ${newsletterId}::uuid and email in (
      select email from newsletter_deliveries
      where newsletter_id = ${newsletterId}::uuid and queued_at is null
      order by email limit ${perMinute}
      for update skip locked)
    returning email, user_id, language`);
  let queued = 0;
  if (claimed.length) {
    const emails = claimed.map((c) => c.email);
    const wanted = new Set(
      (
        await queryRows<{ email: string }>(sql`
          select d.email from newsletter_deliveries d
          where d.newsletter_id = ${newsletterId}::uuid and d.email in ${emails}
            and ${stillWanted(sql`d.email`, sql`d.user_id`)}`)
      ).map((r) => r.email),
    );
    const cards = await listingCardsByIds(issue.listingIds, now).then((cs) =>
      cs.filter((c) => c.status === "active"),
    );
    const jobs = claimed
      .filter((c) => wanted.has(c.email))
      .map((c) => ({
        id: stableJobId(`newsletter:${newsletterId}:${c.email}`),
        data: {
          to: c.email,
          ...(c.user_id ? { userId: c.user_id, kind: "marketing" as const } : {}),
          ...renderNewsletter(issue, cards, c.language, c.email),
        } satisfies Mail,
      }));
    await enqueueMany("send-mail", jobs);
    queued = jobs.length;
    const skipped = emails.filter((e) => !wanted.has(e));
    await db()
      .update(newsletterDeliveries)
      .set({ queuedAt: now })
      .where(
        and(
          eq(newsletterDeliveries.newsletterId, newsletterId),
          inArray(newsletterDeliveries.email, emails),
        ),
      );
    if (skipped.length)
      await db()
        .update(newsletterDeliveries)
        .set({ skipped: true })
        .where(
          and(
            eq(newsletterDeliveries.newsletterId, newsletterId),
            inArray(newsletterDeliveries.email, skipped),
          ),
        );
  }
  const [left] = await db()
    .select({ n: count() })
    .from(newsletterDeliveries)
    .where(
      and(
        eq(newsletterDeliveries.newsletterId, newsletterId),
        isNull(newsletterDeliveries.queuedAt),
      ),
    );
  if (Number(left?.n ?? 0) > 0) await queueBatch(newsletterId, new Date(now.getTime() + 60_000));
  else
    await db()
      .update(newsletters)
      .set({ status: "sent", sentAt: now, updatedAt: now })
      .where(and(eq(newsletters.id, newsletterId), eq(newsletters.status, "sending")));
  return queued;
}

/**
 * Issues left `sending` without a batch waiting (the process died between the start's commit and
 * its first batch): the hourly sweep queues one for each.
 */
export async function resumeNewsletters(): Promise<number> {
  const rows = await queryRows<{ id: string }>(sql`
    select n.id from newsletters n
    where n.status = 'sending' and not exists (
      select 1 from pgboss.job j
      where j.name = 'newsletter-batch' and j.singleton_key = n.id::text
        and j.state in ('created', 'retry', 'active'))`);
  for (const { id } of rows) await queueBatch(id);
  return rows.length;
}

/**
 * The database schema, newsletter area (db/schema.ts gathers every area; conventions there).
 * The newsletter: subscribers, issues and deliveries (docs/decisions/024-newsletter.md).
 */
import { sql } from "drizzle-orm";
import {
  NEWSLETTER_ISSUE_STATUSES,
  NEWSLETTER_STATUSES,
  type NewsletterIssueStatus,
  type NewsletterStatus,
} from "../../app/lib/vocabulary/domain";
import { LANGUAGES, type Language } from "../../app/lib/vocabulary/domain-trust";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, oneOf } from "./columns";
import { users } from "./accounts";

/**
 * The footer's newsletter list, with double opt-in: an address is `pending` until its owner
 * confirms through the e-mailed link, and can leave (`unsubscribed`) through the link in every
 * mail. `tokenHash` is the SHA-256 of the secret in those links; a new subscribe request
 * replaces it.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    status: text("status").$type<NewsletterStatus>().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    tokenIssuedAt: timestamp("token_issued_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** The language of the page the address was given on: the issue's translation they get. */
    language: text("language").$type<Language>().notNull().default("en"),
    createdAt: createdAt(),
  },
  (t) => [
    check("newsletter_subscribers_status_check", oneOf(t.status, NEWSLETTER_STATUSES)),
    check("newsletter_subscribers_language_check", oneOf(t.language, LANGUAGES)),
  ],
);

/** The translations of a newsletter issue, by language (English is the issue's own text). */
export type NewsletterTranslations = Partial<
  Record<Exclude<Language, "en">, { subject: string; body: string }>
>;

/**
 * A marketing newsletter written by an admin (docs/decisions/024-newsletter.md): its text
 * (plain paragraphs) and translations, the cars it shows (`listingIds`, chosen by hand, or the
 * newest live ones fixed when sending starts), and where sending stands (`recipients` is the
 * audience counted when it started).
 */
export const newsletters = pgTable(
  "newsletters",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    translations: jsonb("translations").$type<NewsletterTranslations>().notNull().default({}),
    /** True: the newest live cars are picked when sending starts; false: `listingIds` as chosen. */
    autoListings: boolean("auto_listings").notNull().default(true),
    listingIds: uuid("listing_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    status: text("status").$type<NewsletterIssueStatus>().notNull().default("draft"),
    recipients: integer("recipients").notNull().default(0),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    sendingAt: timestamp("sending_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("newsletters_created_idx").on(sql`${t.createdAt} desc`),
    check("newsletters_status_check", oneOf(t.status, NEWSLETTER_ISSUE_STATUSES)),
  ],
);

/**
 * One newsletter to one address: the primary key makes "nobody gets an issue twice" a database
 * rule. Rows are written for the whole audience when sending starts; `claimedAt` is set when a
 * batch takes the row, `queuedAt` once its mail is on the `send-mail` queue (under a job id
 * derived from the key, so a batch rerun after a crash queues it once) or it was `skipped`.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    newsletterId: uuid("newsletter_id")
      .notNull()
      .references(() => newsletters.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** The account the address belongs to: its marketing switch is checked again at delivery. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    language: text("language").$type<Language>().notNull().default("en"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    queuedAt: timestamp("queued_at", { withTimezone: true }),
    /** Settled without a mail: the address left the audience after sending started. */
    skipped: boolean("skipped").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.newsletterId, t.email] }),
    index("newsletter_deliveries_waiting_idx")
      .on(t.newsletterId, t.email)
      .where(sql`${t.queuedAt} is null`),
    check("newsletter_deliveries_language_check", oneOf(t.language, LANGUAGES)),
  ],
);

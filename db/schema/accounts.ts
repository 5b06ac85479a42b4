/**
 * The database schema, accounts area (db/schema.ts gathers every area; conventions there).
 * People and their sign-in: users (a seller's public profile is on the same row), passwords,
 * sessions, one-time tokens, OAuth links, two-factor authentication, security events, phone and
 * document verification, preferences and in-app notifications.
 */
import { sql, type SQL } from "drizzle-orm";
import {
  ACCOUNT_TYPES,
  PLAN_IDS,
  ROLES,
  SELLER_TYPES,
  TOKEN_PURPOSES,
  USER_STATUSES,
  type AccountType,
  type PlanId,
  type Role,
  type SellerType,
  type TokenPurpose,
  type UserStatus,
} from "../../app/lib/vocabulary/domain";
import {
  ALERT_SEVERITIES,
  CURRENCIES,
  type Currency,
  DOCUMENT_REJECTION_REASONS,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  GENDERS,
  LANGUAGES,
  NOTIFICATION_TYPES,
  SECURITY_EVENT_TYPES,
  TIMEZONES,
  type AlertSeverity,
  type DocumentRejectionReason,
  type DocumentStatus,
  type DocumentType,
  type Gender,
  type Language,
  type NotificationType,
  type SecurityEventType,
  type Timezone,
} from "../../app/lib/vocabulary/domain-trust";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, oneOf } from "./columns";

export type WorkingHours = { weekdays: string; saturday: string; sunday: string };

/** People: buyers, sellers (individuals and dealers) and staff. A seller's public profile
 * lives on the same row. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone"),
    /**
     * The owner takes WhatsApp messages at `phone`: buyers see a WhatsApp button on their cars'
     * pages. Off until the owner ticks it on /profile (docs/product.md#car-detail).
     */
    whatsapp: boolean("whatsapp").notNull().default(false),
    role: text("role").$type<Role>().notNull().default("user"),
    accountType: text("account_type").$type<AccountType>().notNull().default("buyer"),
    status: text("status").$type<UserStatus>().notNull().default("active"),
    plan: text("plan").$type<PlanId>().notNull().default("free"),
    state: text("state"),
    city: text("city"),
    address: text("address"),
    sellerType: text("seller_type").$type<SellerType>(),
    businessName: text("business_name"),
    description: text("description"),
    services: text("services")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    certifications: text("certifications")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    workingHours: jsonb("working_hours").$type<WorkingHours>(),
    website: text("website"),
    coverImage: text("cover_image"),
    avatar: text("avatar"),
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    gender: text("gender").$type<Gender>(),
    bio: text("bio"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** Cleared when the phone number changes (docs/decisions/011-trust-and-verification.md). */
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    /** Set when staff approve an identity document (national ID or driver's licence). */
    identityVerifiedAt: timestamp("identity_verified_at", { withTimezone: true }),
    /** Set when staff approve a proof of address: required for Verified, and the "Address
     * checked" badge on its own. */
    addressVerifiedAt: timestamp("address_verified_at", { withTimezone: true }),
    /** Set when staff approve a CAC certificate: the "Registered business" badge. */
    businessVerifiedAt: timestamp("business_verified_at", { withTimezone: true }),
    /**
     * The Verified badge and filter: every required step verified, e-mail, phone, identity
     * and address (docs/product.md#validation; docs/decisions/011-trust-and-verification.md).
     * Derived by the database from the records above, never written by hand.
     */
    verified: boolean("verified")
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`${users.emailVerifiedAt} is not null and ${users.phoneVerifiedAt} is not null and ${users.identityVerifiedAt} is not null and ${users.addressVerifiedAt} is not null`,
      ),
    /** Where an imported account came from (`cars45`) and its key there. */
    source: text("source"),
    sourceRef: text("source_ref"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_source_key").on(t.source, t.sourceRef),
    // The admin's user list: newest first, paged by (created_at, id)
    // (docs/decisions/013-admin-panel.md).
    index("users_created_idx").on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
    // The shared-phone signal's lookup by a number's last ten digits
    // (app/models/identity/shared-phones.server.ts).
    index("users_phone_digits_idx")
      .on(sql`right(regexp_replace(${t.phone}, '[^0-9]', '', 'g'), 10)`)
      .where(sql`${t.phone} is not null`),
    check("users_role_check", oneOf(t.role, ROLES)),
    check("users_account_type_check", oneOf(t.accountType, ACCOUNT_TYPES)),
    check("users_status_check", oneOf(t.status, USER_STATUSES)),
    check("users_plan_check", oneOf(t.plan, PLAN_IDS)),
    check("users_seller_type_check", oneOf(t.sellerType, SELLER_TYPES)),
    check("users_gender_check", oneOf(t.gender, GENDERS)),
  ],
);

/** A user's password hash (argon2id, PHC string). Kept apart from `users` so no query that
 * reads a user can leak it by accident. */
export const passwords = pgTable("passwords", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  hash: text("hash").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Signed-in sessions. The browser's cookie (signed) and the API's Bearer token carry a random
 * token; only its SHA-256 is stored, so a leaked table cannot be replayed.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Remember me: a 30-day cookie; otherwise a browser-session cookie. */
    persistent: boolean("persistent").notNull().default(false),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Marked by the user on the Security Center: sign-ins from this device raise no alert. */
    trusted: boolean("trusted").notNull().default(false),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** Single-use e-mail tokens (verification, password reset): stored hashed, expiring. */
export const verificationTokens = pgTable(
  "verification_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<TokenPurpose>().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /** What the token carries: the new address (change-email), the remember-me choice
     * (two-factor-login). Never a secret. */
    payload: text("payload"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("verification_tokens_user_idx").on(t.userId, t.purpose),
    check("verification_tokens_purpose_check", oneOf(t.purpose, TOKEN_PURPOSES)),
  ],
);

/**
 * The answers to API POSTs sent with an `Idempotency-Key` (request/api.server.ts; kept 24 hours):
 * by the caller's credential and the key, with the request's hash, and the answer once it is
 * known (`status` null while the first request runs). A repeat gets the same answer.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    owner: text("owner").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    body: text("body"),
    contentType: text("content_type"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.owner, t.key] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);

/** Counters for rate limits (one row per key and window), shared by every app instance. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index("rate_limits_window_idx").on(t.windowStart),
  ],
);

/** Accounts at outside sign-in providers (Google) linked to a user. */
export const oauthAccounts = pgTable(
  "oauth_accounts",
  {
    provider: text("provider").notNull(),
    providerUserId: text("provider_user_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.providerUserId] }),
    index("oauth_accounts_user_idx").on(t.userId),
  ],
);

/**
 * Phone verification (docs/decisions/011-trust-and-verification.md): the code last sent to a user,
 * hashed, for the number it was sent to. One row per user; a new send replaces it. Sends are
 * limited by `sentAt` (60 s apart) and by the rate-limit table (5 an hour); `attempts` counts wrong
 * codes (5 at most).
 */
export const phoneVerifications = pgTable("phone_verifications", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  phone: text("phone").notNull(),
  codeHash: text("code_hash").notNull(),
  attempts: integer("attempts").notNull().default(0),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * Verification documents (docs/decisions/011-trust-and-verification.md). The file lives in private
 * storage (`env.privateDir`, never under `/uploads`) at `storageKey`; only its owner and staff
 * fetch it, through the authorised route. A user has at most one pending document of each type (the
 * partial unique index); the newest document of a type is the one that counts.
 */
export const verificationDocuments = pgTable(
  "verification_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").$type<DocumentType>().notNull(),
    status: text("status").$type<DocumentStatus>().notNull().default("pending"),
    storageKey: text("storage_key").notNull(),
    /** The type found in the bytes (image/jpeg, image/png, application/pdf). */
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    fileName: text("file_name"),
    /** Proof of address: the issue date the uploader entered (checked by staff). */
    issuedAt: date("issued_at", { mode: "string" }),
    rejectionReason: text("rejection_reason").$type<DocumentRejectionReason>(),
    rejectionNote: text("rejection_note"),
    reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    uploadedAt: timestamp("uploaded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("verification_documents_user_idx").on(t.userId, t.type, t.uploadedAt),
    index("verification_documents_queue_idx")
      .on(t.uploadedAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex("verification_documents_one_pending")
      .on(t.userId, t.type)
      .where(sql`${t.status} = 'pending'`),
    check("verification_documents_type_check", oneOf(t.type, DOCUMENT_TYPES)),
    check("verification_documents_status_check", oneOf(t.status, DOCUMENT_STATUSES)),
    check(
      "verification_documents_reason_check",
      oneOf(t.rejectionReason, DOCUMENT_REJECTION_REASONS),
    ),
  ],
);

/**
 * TOTP two-factor authentication (docs/decisions/012-security-center.md). `enabledAt` is null while
 * set-up waits for the first code. `lastStep` is the time step of the last code accepted, so a code
 * works once.
 */
export const twoFactor = pgTable("two_factor", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Base32 TOTP secret. */
  secret: text("secret").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  lastStep: bigint("last_step", { mode: "number" }),
  /**
   * Wrong codes since `failuresSince` (counted within a day), and until when codes from the
   * app are refused after too many; recovery codes still work
   * (docs/decisions/012-security-center.md).
   */
  failedCodes: integer("failed_codes").notNull().default(0),
  failuresSince: timestamp("failures_since", { withTimezone: true }),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  createdAt: createdAt(),
});

/** Single-use 2FA recovery codes, stored hashed; ten are issued when 2FA is turned on. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("recovery_codes_user_code_key").on(t.userId, t.codeHash)],
);

/**
 * What the Security Center shows under Alerts and Fraud Detection
 * (docs/decisions/012-security-center.md): sign-ins (new device or IP), bursts of failed sign-ins,
 * password, 2FA, e-mail and phone changes. Each keeps the IP and User-Agent it came from;
 * `reviewedAt` is set when the user confirmed it (or reported it: "This wasn't me").
 */
export const securityEvents = pgTable(
  "security_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").$type<SecurityEventType>().notNull(),
    severity: text("severity").$type<AlertSeverity>().notNull().default("info"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    /** The session the event opened or came from (no foreign key: sessions end). */
    sessionId: uuid("session_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("security_events_user_idx").on(t.userId, t.createdAt),
    check("security_events_type_check", oneOf(t.type, SECURITY_EVENT_TYPES)),
    check("security_events_severity_check", oneOf(t.severity, ALERT_SEVERITIES)),
  ],
);

/** In-app notifications; the nav shows the unread count. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").$type<NotificationType>().notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    /** A path inside the site (`/chats/...`), never an outside address. */
    link: text("link"),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt),
    index("notifications_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    check("notifications_type_check", oneOf(t.type, NOTIFICATION_TYPES)),
  ],
);

/**
 * A user's preferences (docs/product.md#data, Preferences). No row means the defaults. Prices and
 * payments stay in naira; a USD or EUR currency adds an approximate amount from the admins' rates.
 */
export const userPreferences = pgTable(
  "user_preferences",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    emailNotifications: boolean("email_notifications").notNull().default(true),
    smsNotifications: boolean("sms_notifications").notNull().default(false),
    marketingEmails: boolean("marketing_emails").notNull().default(false),
    newInquiryAlerts: boolean("new_inquiry_alerts").notNull().default(true),
    weeklyReports: boolean("weekly_reports").notNull().default(true),
    language: text("language").$type<Language>().notNull().default("en"),
    timezone: text("timezone").$type<Timezone>().notNull().default("Africa/Lagos"),
    /** NGN, or USD / EUR to see an approximate amount beside naira prices. */
    currency: text("currency").$type<Currency>().notNull().default("NGN"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("user_preferences_language_check", oneOf(t.language, LANGUAGES)),
    check("user_preferences_timezone_check", oneOf(t.timezone, TIMEZONES)),
    check("user_preferences_currency_check", oneOf(t.currency, CURRENCIES)),
  ],
);

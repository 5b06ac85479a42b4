/**
 * The database schema, site area (db/schema.ts gathers every area; conventions there).
 * Site-wide records: settings, search terms, the audit log and sellers' activity feed.
 */
import { ACTIVITY_TYPES, type ActivityType } from "../../app/lib/vocabulary/domain";
import {
  check,
  date,
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
import { listings } from "./listings";

/**
 * Site settings staff change at `/admin/settings` (docs/decisions/013-admin-panel.md): one row per
 * key, its value as JSON; every change audited. Read through models/site/settings.server.ts, which knows
 * each key's type and default.
 */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What people search for (docs/decisions/013-admin-panel.md): the normalised search text per
 * Lagos day and how often, with no user, session or IP: nobody's searches can be told apart.
 */
export const searchTerms = pgTable(
  "search_terms",
  {
    term: text("term").notNull(),
    day: date("day").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.term, t.day] }), index("search_terms_day_idx").on(t.day)],
);

/**
 * Who did what, when: every staff decision and lifecycle change
 * (docs/product.md#product-decisions).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The staff member's address when the action came from a request
     * (docs/decisions/013-admin-panel.md).
     */
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_entity_idx").on(t.entityType, t.entityId),
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt),
  ],
);

/** What happened to a user's listings, for the dashboard's recent activity. */
export const userActivity = pgTable(
  "user_activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").$type<ActivityType>().notNull(),
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("user_activity_user_idx").on(t.userId, t.createdAt),
    check("user_activity_type_check", oneOf(t.type, ACTIVITY_TYPES)),
  ],
);

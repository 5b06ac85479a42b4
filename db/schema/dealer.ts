/**
 * The database schema, dealer area (db/schema.ts gathers every area; conventions there): the API
 * keys a dealer's own system calls the API with (docs/decisions/033-dealer-api-keys.md).
 */
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { API_KEY_SCOPES, type ApiKeyScope } from "../../app/lib/vocabulary/domain";
import { createdAt } from "./columns";
import { users } from "./accounts";

/**
 * A dealer's API key. Only its SHA-256 is kept (a key is 24 random bytes: no slow hash is
 * needed against guessing); `prefix` ("mmk_" and 8 characters) is its public part, shown in lists
 * and used to find it. Revoked keys stay, for the audit trail, and never open anything again.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    secretHash: text("secret_hash").notNull(),
    scopes: text("scopes").array().$type<ApiKeyScope[]>().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("api_keys_prefix_idx").on(t.prefix),
    index("api_keys_user_idx").on(t.userId, t.createdAt),
    check(
      "api_keys_scopes_check",
      sql`cardinality(${t.scopes}) > 0 and ${t.scopes} <@ array[${sql.raw(API_KEY_SCOPES.map((s) => `'${s}'`).join(", "))}]::text[]`,
    ),
    check("api_keys_name_check", sql`char_length(${t.name}) between 1 and 60`),
  ],
);

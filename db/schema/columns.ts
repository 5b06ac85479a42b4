/**
 * Column helpers every area of the schema shares (db/schema.ts): the `tsvector` type, the
 * `created_at` column and the closed-vocabulary CHECK (`oneOf`).
 */
import { sql, type SQL } from "drizzle-orm";
import { type AnyPgColumn, customType, timestamp } from "drizzle-orm/pg-core";

/** PostgreSQL's full-text document type (drizzle has none). */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return "tsvector";
  },
});

/** `created_at timestamptz not null default now()`. */
export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** `column in ('a', 'b', ...)`: a CHECK that the column holds one of `values` (lib/vocabulary/domain.ts). */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", ");
  return sql`${column} in (${sql.raw(list)})`;
}

/** A number written into a CHECK's SQL as a literal (drizzle-kit cannot carry parameters). */
export const num = (n: number): SQL => sql.raw(String(n));

/**
 * Names and addresses of the test databases on the DATABASE_URL server (the `postgres` Vitest
 * project): every one starts with TEST_DATABASE_PREFIX (default `motormart_test`, letters,
 * digits and `_` only), so two checkouts sharing a server can keep theirs apart
 * (`TEST_DATABASE_PREFIX=mm_mine`), and a left-over one is recognisable.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { DEFAULT_MIGRATIONS_DIR } from "../../db/client";

/** The prefix of every test database's name; throws when it is not a plain identifier. */
export function databasePrefix(): string {
  const prefix = process.env.TEST_DATABASE_PREFIX || "motormart_test";
  if (!/^[a-z_][a-z0-9_]{0,39}$/.test(prefix))
    throw new Error(`TEST_DATABASE_PREFIX must be lower-case letters, digits and _: ${prefix}`);
  return prefix;
}

/** DATABASE_URL with its database replaced by `name`. */
export function databaseUrl(name: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The first 12 hex digits of a SHA-256 over the migrations the app applies (every file under
 * db/migrations, the journal included, by name and content): what the template's name is keyed
 * on, so editing, adding or removing a migration gives a new template.
 */
export function migrationsHash(dir = path.resolve(DEFAULT_MIGRATIONS_DIR)): string {
  const hash = crypto.createHash("sha256");
  const walk = (folder: string) => {
    for (const entry of fs
      .readdirSync(folder, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(dir, full)).update("\0").update(fs.readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest("hex").slice(0, 12);
}

/** The template database's name for the current migrations: `<prefix>_tpl_<hash>`. */
export const templateName = () => `${databasePrefix()}_tpl_${migrationsHash()}`;

/** A new test database's name: `<prefix>_<10 random hex digits>`. */
export const newDatabaseName = () => `${databasePrefix()}_${crypto.randomBytes(5).toString("hex")}`;

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated template each test file's PostgreSQL database is cloned from. */
    postgresTemplate: string;
  }
}

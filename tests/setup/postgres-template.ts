/**
 * Global set-up of the `postgres` Vitest project: migrates one template database per run on
 * the DATABASE_URL server, which each test file then clones (`CREATE DATABASE ... TEMPLATE`,
 * tests/setup/database.ts) instead of creating an empty database and migrating it again.
 *
 * - Its name is keyed on the migrations (`<prefix>_tpl_<hash>`, tests/setup/postgres.ts): a
 *   changed migration gets a new template, so a stale one is never cloned.
 * - It is complete once marked IS_TEMPLATE, the last step of building it: one left unmarked
 *   (a run stopped while migrating) is dropped and built again.
 * - Several runs may share the server (two checkouts, CI beside a developer). Advisory locks
 *   keep them apart: building takes the template's build lock; each run holds the template's
 *   use lock, shared, from set-up to teardown; teardown drops the template only when it can
 *   take that lock alone (no other run still clones from it), and set-up drops this prefix's
 *   templates of other migrations that no run holds (left by runs that were stopped).
 *
 * Provides the template's name to the test files as `inject("postgresTemplate")`.
 */
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../db/client";
import { databasePrefix, databaseUrl, templateName } from "./postgres";

const buildLock = (name: string) => `motormart-test-template-build:${name}`;
const useLock = (name: string) => `motormart-test-template-use:${name}`;

export default async function setup(project: TestProject) {
  if (!process.env.DATABASE_URL) throw new Error("The postgres project needs DATABASE_URL");
  const template = templateName();
  // One connection for the whole run: session-level advisory locks live on it.
  const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
  const drop = async (name: string) => {
    await admin.unsafe(`alter database ${name} with is_template false`);
    await admin.unsafe(`drop database if exists ${name} with (force)`);
  };

  await admin`select pg_advisory_lock(hashtext(${buildLock(template)}))`;
  try {
    const stale = await admin<{ name: string }[]>`
      select datname as name from pg_database
      where datname like ${`${databasePrefix().replaceAll("_", "\\_")}\\_tpl\\_%`}
        and datname <> ${template}`;
    for (const { name } of stale) {
      const [{ free }] = await admin<{ free: boolean }[]>`
        select pg_try_advisory_lock(hashtext(${useLock(name)})) as free`;
      if (!free) continue;
      await drop(name);
      await admin`select pg_advisory_unlock(hashtext(${useLock(name)}))`;
    }

    const [existing] = await admin<{ complete: boolean }[]>`
      select datistemplate as complete from pg_database where datname = ${template}`;
    if (!existing?.complete) {
      if (existing) await drop(template);
      const started = Date.now();
      await admin.unsafe(`create database ${template}`);
      const handle = await openDatabase({ databaseUrl: databaseUrl(template), maxConnections: 1 });
      try {
        await handle.migrate();
      } finally {
        await handle.close();
      }
      await admin.unsafe(`alter database ${template} with is_template true`);
      console.log(`Migrated the template database ${template} in ${Date.now() - started} ms`);
    }
    await admin`select pg_advisory_lock_shared(hashtext(${useLock(template)}))`;
  } finally {
    await admin`select pg_advisory_unlock(hashtext(${buildLock(template)}))`;
  }
  project.provide("postgresTemplate", template);

  return async () => {
    await admin`select pg_advisory_unlock_shared(hashtext(${useLock(template)}))`;
    await admin`select pg_advisory_lock(hashtext(${buildLock(template)}))`;
    const [{ free }] = await admin<{ free: boolean }[]>`
      select pg_try_advisory_lock(hashtext(${useLock(template)})) as free`;
    if (free) await drop(template);
    await admin.end();
  };
}

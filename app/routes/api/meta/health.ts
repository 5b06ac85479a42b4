/**
 * `GET /api/health`: `{ data: { database, storage } }`, each `"ok"` or `"unreachable"`, after a
 * real round trip to each (a query; the storage's own check: the bucket answers, or the
 * uploads folder can be written).
 *
 * - 200 "OK": both answer.
 * - 200 with `storage: "unreachable"`: the site still serves its pages (photos may be
 *   missing) while uploads answer 503. Every instance shares the one bucket, so taking this
 *   one out of a load balancer would not help (docs/decisions/014-object-storage.md).
 * - 503: the database is unreachable; this instance cannot serve.
 */
import { sql } from "drizzle-orm";
import { db } from "#db/connection";
import { apiError, apiHandler, apiOk } from "~/request/api.server";
import { fileStorage } from "~/services/storage.server";

const NO_STORE = { "Cache-Control": "no-store" };

async function probe(what: string, check: () => Promise<unknown>): Promise<"ok" | "unreachable"> {
  try {
    await check();
    return "ok";
  } catch (error) {
    console.error(`Health check failed (${what}):`, (error as Error).message);
    return "unreachable";
  }
}

export const loader = apiHandler(async () => {
  const [database, storage] = await Promise.all([
    probe("database", () => db().execute(sql`select 1`)),
    probe("storage", () => fileStorage().check()),
  ]);
  if (database !== "ok")
    return apiError(503, "The database is unreachable", undefined, { headers: NO_STORE });
  return apiOk(
    { database, storage },
    storage === "ok" ? "OK" : "The file storage is unreachable: uploads are refused",
    { headers: NO_STORE },
  );
});

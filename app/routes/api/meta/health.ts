/**
 * `GET /api/health`: `{ data: { database, storage } }` after a real round trip to each (a
 * query; the storage's own check: the bucket answers, or the uploads folder can be written),
 * each given at most 1.5 s, so a load balancer's probe (often a 2 s timeout) gets an answer
 * either way.
 *
 * - 200 "OK": `{ database: "ok", storage: "ok" }`.
 * - 200 with `storage: "unreachable"`: the site still serves its pages (photos may be
 *   missing) while uploads answer 503. Every instance shares the one bucket, so taking this
 *   one out of a load balancer would not help (docs/decisions/014-object-storage.md).
 * - 503 with `Retry-After` and `{ database: "down", storage }`: the database failed or took
 *   longer than 1.5 s; this instance cannot serve (docs/decisions/015-failure-modes.md).
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import { db } from "#db/connection";
import { RETRY_AFTER_SECONDS } from "#db/unavailable";
import { apiAnswer, methods } from "~/request/api.server";
import { operations } from "~/request/openapi.server";
import { fileStorage } from "~/services/storage.server";

/** How long each round trip may take before its service counts as down (ms). */
export const HEALTH_DEADLINE_MS = 1_500;

/** Resolves with `promise`, or rejects once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  // The check may still fail after the deadline answered: nobody waits for it then.
  promise.catch(() => {});
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** Whether `check` answers within the deadline; a failure is logged in one line. */
async function probe(what: string, check: () => Promise<unknown>): Promise<boolean> {
  try {
    await within(Promise.resolve().then(check), HEALTH_DEADLINE_MS);
    return true;
  } catch (error) {
    console.error(`Health check failed (${what}):`, (error as Error).message);
    return false;
  }
}

const openapi = operations({
  get: {
    operationId: "getHealth",
    tag: "System",
    summary:
      "Checks the database and the file storage with a round trip each: `data.database` and `data.storage` (an unreachable storage still answers 200: pages are served, uploads refused).",
    answer: z.object({
      database: z.literal("ok").describe("The database answered within 1.5 s."),
      storage: z
        .enum(["ok", "unreachable"])
        .describe(
          "`unreachable`: the file storage did not answer within 1.5 s; uploads answer 503.",
        ),
    }),
    errors: {
      503: 'The database does not answer within 1.5 s: `data {database: "down", storage}` beside the message.',
    },
  },
});

const api = methods(
  {
    GET: async () => {
      const headers = { "Cache-Control": "no-store" };
      const [databaseUp, storageUp] = await Promise.all([
        probe("database", () => db().execute(sql`select 1`)),
        probe("storage", () => fileStorage().check()),
      ]);
      const storage = storageUp ? "ok" : "unreachable";
      if (!databaseUp) {
        return Response.json(
          {
            success: false,
            message: "The database is unreachable",
            data: { database: "down", storage },
          },
          { status: 503, headers: { ...headers, "Retry-After": String(RETRY_AFTER_SECONDS) } },
        );
      }
      return apiAnswer(
        openapi.get,
        { database: "ok", storage },
        storageUp ? "OK" : "The file storage is unreachable: uploads are refused",
        { headers },
      );
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

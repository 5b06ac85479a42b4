/**
 * The application as an Express sub-app (server/page-app.ts: the guard of page writes, then the
 * React Router request handler), built into `build/server/index.js` together with every route
 * and model, so the server and the pages share one module graph and one database client.
 * `server.js` mounts it after the static files and security middleware, and calls `prepare()`
 * before listening.
 */
import * as build from "virtual:react-router/server-build";
import { WEB_STATEMENT_TIMEOUT_MS } from "#db/client";
import { connectDatabase, disconnectDatabase } from "#db/connection";
import { isDatabaseUnavailable } from "#db/unavailable";
import { seedIfEmpty } from "#db/seed/catalogue";
import { getEnv } from "~/env.server";
import { startJobWorkers } from "~/jobs/jobs.server";
import { ensureSessionSecret } from "~/request/session.server";
import { closeAllStreams } from "~/models/messaging/stream.server";
import { stopListening } from "~/services/live.server";
import { enqueue, startQueue, stopQueue } from "~/services/queue.server";
import { stopVinDecoder } from "~/services/vin-decoder.server";
import { listenForPagePurges } from "~/models/shared/page-purge.server";
import { appFor } from "./page-app";
import { pageCache, type PageCache } from "./page-cache";
import { uploadsFromDisk, uploadsFromStorage } from "./uploads";

/**
 * A promise rejected with no one to catch it ends the process, as Node does by default, unless
 * the database is unreachable: pg-boss's worker records a job's end without awaiting it, so a
 * job ending during an outage rejects there. That write is lost (the job expires and runs again
 * once the database is back: docs/decisions/015-failure-modes.md); an outage must not end the
 * server, which answers 503 meanwhile.
 */
function outageRejection(reason: unknown) {
  if (!isDatabaseUnavailable(reason)) throw reason;
  console.error(`Database unavailable: a background write was lost (${(reason as Error).message})`);
}

/** The pages and the API of this build (server/page-app.ts). */
export const app = appFor(build);

/**
 * Connects and migrates the database, seeds the demo catalogue when it holds no listings and
 * `SEED_ON_EMPTY` allows, and (with `jobs`, unless JOBS_IN_SERVER=false) starts the background
 * job workers. Returns a line describing what it did. Throws EnvError for a bad environment.
 */
export async function prepare(options: { jobs?: boolean } = {}): Promise<string> {
  const env = getEnv();
  process.off("unhandledRejection", outageRejection).on("unhandledRejection", outageRejection);
  ensureSessionSecret();
  const handle = await connectDatabase({ statementTimeoutMs: WEB_STATEMENT_TIMEOUT_MS });
  const where =
    handle.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${env.dataDir}`;
  let status = `Database: ${where}`;
  if (env.SEED_ON_EMPTY) {
    const seeded = await seedIfEmpty(env.SEED_LISTINGS);
    if (seeded) {
      status += `; seeded ${seeded.listings} demo listings`;
      // The demo catalogue is rated by the first worker (docs/decisions/021-fair-price-rating.md).
      await enqueue("recompute-price-ratings", {});
    }
  }
  // Purges announced by any instance drop this process's copies (models/shared/page-purge.server.ts).
  stopPurges ??= await listenForPagePurges((keys) => {
    for (const cache of pageCaches) cache.purge(keys);
  });
  if (options.jobs && env.JOBS_IN_SERVER) {
    await startJobWorkers();
    status += "; background jobs running";
  } else {
    // The job queue's tables and queues exist before any worker process starts.
    await startQueue();
  }
  return status;
}

/**
 * Ends the open live message streams: they never finish by themselves, and the listener only
 * closes once every response has ended. Browsers reconnect to another instance.
 */
export function closeStreams() {
  closeAllStreams();
}

/** Stops the job workers (letting running jobs finish) and closes the database. */
export async function shutdown() {
  closeAllStreams();
  await stopListening();
  const stop = stopPurges;
  stopPurges = undefined;
  await stop?.();
  await stopQueue();
  await stopVinDecoder();
  await disconnectDatabase();
}

/**
 * `/uploads/*` for `server.js` to mount: from the bucket when S3_BUCKET is set, else from the
 * uploads folder. See server/uploads.ts.
 */
export function uploadsHandler() {
  const env = getEnv();
  return env.s3 ? uploadsFromStorage() : uploadsFromDisk(env.uploadsDir);
}

/** This process's page caches, which purges reach, and how to stop listening for purges. */
const pageCaches = new Set<PageCache>();
let stopPurges: (() => Promise<void>) | undefined;

/**
 * The anonymous page cache (server/page-cache.ts) with this environment's settings, for
 * `server.js` to mount before compression and the security headers. Purges announced by any
 * instance reach it once `prepare()` has run.
 */
export function pageCacheMiddleware() {
  const env = getEnv();
  const cache = pageCache({
    seconds: env.PAGE_CACHE_SECONDS,
    megabytes: env.PAGE_CACHE_MB,
    routes: build.routes,
  });
  pageCaches.add(cache);
  return cache;
}

/** The policy of answers that set none of their own (pages set theirs: entry.server.tsx). */
export { defaultPolicy } from "~/request/csp.server";

/** React Router's server build, for tools that call its request handler directly. */
export { build, getEnv };

/** The outer server's method, timeout and stall guards (server.js applies them). */
export {
  answerStalledRequests,
  configureHttpServer,
  dropLateAnswers,
  refuseOtherMethods,
} from "./http-guards";

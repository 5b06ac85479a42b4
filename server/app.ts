/**
 * The application as an Express sub-app: the React Router request handler, built into
 * `build/server/index.js` together with every route and model, so the server and the pages
 * share one module graph and one database client. `server.js` mounts it after the static
 * files and security middleware, and calls `prepare()` before listening.
 */
import "react-router";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import * as build from "virtual:react-router/server-build";
import { WEB_STATEMENT_TIMEOUT_MS } from "#db/client";
import { connectDatabase, disconnectDatabase } from "#db/connection";
import { seedIfEmpty } from "#db/seed/catalogue";
import { getEnv } from "~/env.server";
import { startJobWorkers } from "~/jobs/jobs.server";
import { ensureSessionSecret } from "~/request/session.server";
import { closeAllStreams } from "~/models/messaging/stream.server";
import { stopListening } from "~/services/live.server";
import { enqueue, startQueue, stopQueue } from "~/services/queue.server";
import { listenForPagePurges } from "~/models/shared/page-purge.server";
import { collectAnswerKeys, pageCache, type PageCache } from "./page-cache";
import { namespaceFinder } from "~/i18n/route-namespaces.server";
import type { Namespace } from "~/i18n/namespaces";
import { uploadsFromStorage } from "./uploads";

declare module "react-router" {
  interface AppLoadContext {
    /** The client's IP (Express `req.ip`, honouring TRUST_PROXY), for rate limits and sessions. */
    clientIp: string | null;
    /**
     * The catalogue namespaces the matched routes name in `handle.i18n` (with `common`); absent
     * where a test calls a loader directly, and then every namespace is sent.
     */
    i18nNamespaces?: Namespace[];
  }
}

export const app = express();
// The outer server disables it too; an inner Express app sets its own
// (docs/decisions/008-security-review.md).
app.disable("x-powered-by");

const namespacesOf = namespaceFinder(build.routes);

// The surrogate keys of each answer (docs/decisions/019-cacheable-pages.md, Purges).
app.use(collectAnswerKeys);

app.use(
  createRequestHandler({
    // The build object itself, not a function returning it: given a function, React Router
    // re-derives its route tables and static handler on every request (about 1 ms each).
    build,
    getLoadContext(req) {
      return { clientIp: req.ip ?? null, i18nNamespaces: namespacesOf(req.path) };
    },
  }),
);

/**
 * Connects and migrates the database, seeds the demo catalogue when it holds no listings and
 * `SEED_ON_EMPTY` allows, and (with `jobs`, unless JOBS_IN_SERVER=false) starts the background
 * job workers. Returns a line describing what it did. Throws EnvError for a bad environment.
 */
export async function prepare(options: { jobs?: boolean } = {}): Promise<string> {
  const env = getEnv();
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
  await disconnectDatabase();
}

/**
 * `/uploads/*` from the bucket, for `server.js` to mount when S3_BUCKET is set (else it serves
 * the uploads folder as static files). See server/uploads.ts.
 */
export const uploads = uploadsFromStorage();

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

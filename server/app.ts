/**
 * The application as an Express sub-app: the guard of page writes (server/page-guards.ts), then
 * the React Router request handler, built into `build/server/index.js` together with every route
 * and model, so the server and the pages share one module graph and one database client.
 * `server.js` mounts it after the static files and security middleware, and calls `prepare()`
 * before listening.
 */
import type { ServerBuild } from "react-router";
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
import { pageCache } from "./page-cache";
import { namespacesOf } from "~/i18n/route-namespaces.server";
import type { Namespace } from "~/i18n/namespaces";
import { pageWriteGuard } from "./page-guards";
import { routeMatcher } from "./route-matcher";
import { uploadsFromDisk, uploadsFromStorage } from "./uploads";

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

/**
 * The Express app serving `serverBuild`: writes to a route without an action, and writes from
 * other sites, are answered first (server/page-guards.ts); then React Router, with the load
 * context. `mode` is React Router's server mode (default: NODE_ENV), for tests.
 */
export function appFor(serverBuild: ServerBuild, mode?: string) {
  const handler = express();
  // The outer server disables it too; an inner Express app sets its own
  // (docs/decisions/008-security-review.md).
  handler.disable("x-powered-by");
  const matchRoutes = routeMatcher(serverBuild.routes);
  handler.use(pageWriteGuard(matchRoutes));
  handler.use(
    createRequestHandler({
      // The build object itself, not a function returning it: given a function, React Router
      // re-derives its route tables and static handler on every request (about 1 ms each).
      // Its own origin check of actions is off: the guard above is the one judge, against
      // APP_URL, where React Router's compares `Origin` with the Host header (which a proxy
      // may rewrite) and lets a post without `Origin` through.
      build: { ...serverBuild, allowedActionOrigins: ["**"] },
      mode,
      getLoadContext(req) {
        const handles = matchRoutes(req.path).map((route) => route.handle);
        return { clientIp: req.ip ?? null, i18nNamespaces: namespacesOf(handles) };
      },
    }),
  );
  return handler;
}

export const app = appFor(build);

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
  await stopQueue();
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

/**
 * The anonymous page cache (server/page-cache.ts) with this environment's settings, for
 * `server.js` to mount before compression and the security headers.
 */
export function pageCacheMiddleware() {
  const env = getEnv();
  return pageCache({ seconds: env.PAGE_CACHE_SECONDS, megabytes: env.PAGE_CACHE_MB });
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

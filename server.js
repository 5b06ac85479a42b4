/**
 * The HTTP server: request guards and logging, hashed assets (cached for a year, before
 * anything else), security headers (a CSP whose pages name their inline scripts by hash, HSTS
 * in production), uploads by immutable key, the anonymous page cache, compression, then the
 * application (server/app.ts). Stops gracefully on SIGTERM/SIGINT.
 *
 *   node server.js          production build (NODE_ENV=production)
 *   node server.js --dev    Vite dev server with hot reload
 *
 * On PostgreSQL the production server runs WEB_CONCURRENCY worker processes (default: one
 * per CPU) behind one port with node:cluster, because page rendering is CPU-bound and one
 * Node process uses one core. The primary migrates and seeds once, binds the port, then forks
 * the workers, hands each the listening socket, and replaces any that die. The embedded PGlite
 * database allows one process, so it always runs one. See docs/decisions/003-performance.md;
 * what happens when a worker or the database fails, and the timeouts that bound every request:
 * docs/decisions/015-failure-modes.md.
 *
 * Configuration comes from the app's environment schema (app/env.server.ts), read through the
 * app module: this file reads no variable itself. A bad or missing value (APP_URL in
 * production...) stops the start with a clear message.
 */
import cluster from "node:cluster";
import dns from "node:dns/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import util from "node:util";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import helmet from "helmet";
import morgan from "morgan";
import onHeaders from "on-headers";

const DEVELOPMENT = process.argv.includes("--dev");
// The one variable set here: which build the app module comes from decides it.
if (!DEVELOPMENT) process.env.NODE_ENV ??= "production";

let vite;
let app;
if (DEVELOPMENT) {
  vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
  app = await vite.ssrLoadModule("./server/app.ts");
} else {
  app = await import("./build/server/index.js");
}

let env;
try {
  env = app.getEnv();
} catch (error) {
  console.error(error.name === "EnvError" ? error.message : error);
  process.exit(1);
}
const url = `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`;

/** The IPC messages between the primary and its workers (their `cmd`). */
const READY = "motormart:ready";
const SOCKET = "motormart:socket";
const SERVING = "motormart:serving";

/** Worker processes to run: WEB_CONCURRENCY, else one per CPU on PostgreSQL, 1 on PGlite. */
function workerCount() {
  if (DEVELOPMENT) return 1;
  const asked = env.WEB_CONCURRENCY;
  if (!env.DATABASE_URL) {
    if (asked > 1) {
      console.warn("WEB_CONCURRENCY is ignored: the embedded database allows one process.");
    }
    return 1;
  }
  return asked >= 1 ? asked : os.availableParallelism();
}

if (cluster.isPrimary && workerCount() > 1) {
  await runPrimary(workerCount());
} else {
  await runServer();
}

/**
 * The listening socket's handle, bound to HOST:PORT in this process and not accepting here:
 * the workers call listen() on their copies and accept from it. `net._createServerHandle` is the
 * function node:cluster itself binds shared sockets with; it answers an errno on failure.
 */
async function bindSocket(host, port) {
  const { address, family } = await dns.lookup(host);
  const handle = net._createServerHandle(address, port, family);
  const refused = (errno) =>
    new Error(`Cannot listen on ${host}:${port} (${util.getSystemErrorName(errno)})`);
  if (typeof handle === "number") throw refused(handle);
  // libuv reports a port in use at listen(), not at bind(): a socket left unbound would listen
  // on a random port in the workers. Bound, it names the port asked for.
  const bound = {};
  const errno = handle.getsockname(bound);
  if (errno || (port !== 0 && bound.port !== port)) {
    handle.close();
    throw refused(errno || -os.constants.errno.EADDRINUSE);
  }
  return handle;
}

/**
 * The cluster's primary: prepares the database once (migrations, the seed of an empty
 * database, the session secret), binds the port, forks the workers, replaces those that die, and
 * on SIGTERM/SIGINT asks every worker to finish and waits.
 *
 * The primary keeps its own handle on the listening socket and hands a copy to each worker,
 * which accepts connections from it directly (the kernel gives each connection to one worker
 * that is accepting; one that dies takes only the connections it had accepted, which are reset
 * at once). With node:cluster's own sharing the socket closed with the last worker: two workers
 * killed within a replacement's start left the port refusing connections until a new one
 * listened. Held by the primary, the socket outlives its workers: while none serves, the kernel
 * queues new connections (up to the listen backlog) and the next worker to start answers them.
 *
 * Dead workers are replaced one at a time (the next starts once the previous one serves), so
 * the survivors keep the CPU while a replacement starts, at most one a second. A worker that
 * cannot start stops everything at start-up (a bad configuration); once the cluster has served,
 * a replacement that dies before it serves (the database is down) is retried after 1 s,
 * doubling up to 30 s. See docs/decisions/015-failure-modes.md.
 */
async function runPrimary(count) {
  let status;
  let socket;
  try {
    status = await app.prepare({ jobs: false });
    socket = await bindSocket(env.HOST, env.PORT);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
  await app.shutdown();
  let stopping = false;
  let exitCode = 0;
  let served = false;
  let lastFork = 0;
  let failedStarts = 0;
  let retryAt = 0;
  let timer;
  /** Workers alive, by id; `serving` once they accept connections. */
  const alive = new Map();
  const servingCount = () => [...alive.values()].filter((w) => w.serving).length;

  const fork = () => {
    lastFork = Date.now();
    const worker = cluster.fork({ SEED_ON_EMPTY: "false" });
    alive.set(worker.id, { serving: false });
    worker.on("message", (message) => {
      // A worker that died meanwhile cannot take it: its exit is handled below, not here.
      if (message?.cmd === READY) worker.send({ cmd: SOCKET }, socket, () => {});
      else if (message?.cmd === SERVING) serving(worker);
    });
  };

  /** Starts the next replacement when none is starting and the delays allow it. */
  const replace = () => {
    clearTimeout(timer);
    if (stopping || alive.size >= count) return;
    if ([...alive.values()].some((w) => !w.serving)) return;
    const wait = Math.max(retryAt, lastFork + 1000) - Date.now();
    if (wait > 0) timer = setTimeout(replace, wait);
    else fork();
  };

  const serving = (worker) => {
    const state = alive.get(worker.id);
    if (!state || state.serving) return;
    state.serving = true;
    failedStarts = 0;
    retryAt = 0;
    if (!served && servingCount() === count) {
      served = true;
      console.log(`${status}\nMotorMart is listening on ${url} (${count} worker processes)`);
    } else if (served) {
      console.log(`Worker ${worker.process.pid} is serving (${servingCount()} of ${count})`);
    }
    replace();
  };

  for (let i = 0; i < count; i++) fork();

  cluster.on("exit", (worker, code, signal) => {
    const state = alive.get(worker.id);
    alive.delete(worker.id);
    if (stopping) {
      if (alive.size === 0) finish();
      return;
    }
    const why = signal ?? `exit code ${code}`;
    if (!state?.serving && !served) {
      console.error(`A worker could not start (${why}); stopping`);
      exitCode = 1;
      stop("startup failure");
      return;
    }
    if (!state?.serving) {
      const delay = Math.min(1000 * 2 ** failedStarts++, 30_000);
      retryAt = Date.now() + delay;
      console.error(
        `A replacement worker could not start (${why}); trying again in ${delay / 1000} s`,
      );
    } else {
      console.error(
        `Worker ${worker.process.pid} stopped (${why}); starting another ` +
          `(${servingCount()} of ${count} serving)`,
      );
    }
    replace();
  });

  const finish = () => {
    socket.close();
    process.exit(exitCode);
  };
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    clearTimeout(timer);
    console.log(`${signal}: stopping the workers`);
    if (alive.size === 0) finish();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    setTimeout(() => process.exit(1), 12_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

/**
 * A worker's copy of the primary's listening socket: asks for it once the worker is ready to
 * serve, and answers the handle the primary sends back.
 */
function socketFromPrimary() {
  return new Promise((resolve) => {
    process.on("message", function onMessage(message, handle) {
      if (message?.cmd !== SOCKET) return;
      process.off("message", onMessage);
      resolve(handle);
    });
    process.send({ cmd: READY });
  });
}

async function runServer() {
  const server = express();
  server.disable("x-powered-by");
  server.set("trust proxy", env.TRUST_PROXY);

  // Before anything else answers: methods the site does not use get 405 (TRACE used to reach
  // React Router and answer 500), and no request waits unbounded for an answer.
  server.use(app.refuseOtherMethods);
  server.use(app.answerStalledRequests());
  // A NUL byte anywhere in the address (`?search=%00`) is never meaningful and PostgreSQL
  // cannot store it: refuse it before any route sees it.
  server.use((req, res, next) => {
    if (!/%00|\0/i.test(req.originalUrl)) return next();
    res.status(400);
    if (req.path.startsWith("/api/")) {
      res.set("Cache-Control", "no-store");
      return res.json({ success: false, message: "The address contains a NUL character" });
    }
    return res.type("text").send("Bad request: the address contains a NUL character.");
  });
  if (env.LOG_LEVEL !== "silent") {
    server.use(
      morgan(
        DEVELOPMENT
          ? "dev"
          : ":remote-addr :method :url :status :res[content-length] - :response-time ms",
      ),
    );
  }

  if (!DEVELOPMENT) {
    // Our own hashed build files first, with nothing else in their way: pre-compressed at build
    // time (scripts/compress-assets.mjs), Brotli when the browser accepts it, else gzip.
    server.use(
      "/assets",
      expressStaticGzip("build/client/assets", {
        enableBrotli: true,
        orderPreference: ["br", "gz"],
        index: false,
        serveStatic: { immutable: true, maxAge: "1y", index: false },
      }),
    );
    // Root files (favicon, robots.txt) only: checking the disk for every page path would
    // cost a stat call per request.
    const rootFiles = express.static("build/client", { maxAge: "1h", index: false });
    server.use((req, res, next) => (path.extname(req.path) ? rootFiles(req, res, next) : next()));
  }

  // Security headers for everything else. The Content-Security-Policy: a rendered page sets its
  // own, naming its inline scripts by hash (app/request/csp.server.ts); any other answer
  // (uploads, API, redirects) gets the default one, which allows no inline script.
  if (!DEVELOPMENT) {
    const policy = app.defaultPolicy();
    server.use((_req, res, next) => {
      onHeaders(res, () => {
        if (!res.hasHeader("Content-Security-Policy"))
          res.setHeader("Content-Security-Policy", policy);
      });
      next();
    });
  }
  server.use(
    helmet({
      contentSecurityPolicy: false,
      strictTransportSecurity: env.production && env.HSTS,
      crossOriginEmbedderPolicy: false,
      // "no-referrer" would make browsers send `Origin: null` on form posts, which React
      // Router's action origin check (rightly) refuses.
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    }),
  );

  // Public files: from the bucket when S3_BUCKET is set, else the folder (server/uploads.ts).
  server.use("/uploads", app.uploadsHandler());

  if (DEVELOPMENT) {
    server.use(compression());
    server.use(vite.middlewares);
    const load = () => vite.ssrLoadModule("./server/app.ts");
    server.use(async (req, res, next) => {
      try {
        const mod = await load();
        return await mod.app(req, res, next);
      } catch (error) {
        if (typeof error === "object" && error instanceof Error) vite.ssrFixStacktrace(error);
        next(error);
      }
    });
  } else {
    // Anonymous pages kept a few seconds (server/page-cache.ts), before compression so a kept
    // page is sent as it was compressed.
    server.use(app.pageCacheMiddleware());
    server.use(compression());
    server.use(app.app);
  }
  server.use(app.dropLateAnswers);

  let status;
  try {
    status = await app.prepare({ jobs: true });
  } catch (error) {
    console.error(error.name === "DatabaseInUseError" ? `Error: ${error.message}` : error);
    process.exit(1);
  }
  // A cluster's worker accepts from the primary's socket and tells it; the primary prints the
  // status once all its workers serve.
  const listener = cluster.isWorker
    ? server.listen(await socketFromPrimary(), () => process.send({ cmd: SERVING }))
    : server.listen(env.PORT, env.HOST, () => {
        console.log(`${status}\nMotorMart is listening on ${url}`);
      });
  app.configureHttpServer(listener);

  let stopping = false;
  async function stop(signal) {
    if (stopping) return;
    stopping = true;
    if (!cluster.isWorker) {
      console.log(`${signal}: finishing open requests, then closing the database`);
    }
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    listener.close(async () => {
      await app.shutdown();
      process.exit(0);
    });
    app.closeStreams();
    listener.closeIdleConnections?.();
  }
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

/**
 * The HTTP server: security headers (CSP with a per-request nonce, HSTS in production),
 * compression, static files (hashed assets cached for a year, uploads by immutable key),
 * request logging, then the application (server/app.ts). Stops gracefully on SIGTERM/SIGINT.
 *
 *   node server.js          production build (NODE_ENV=production)
 *   node server.js --dev    Vite dev server with hot reload
 */
import crypto from "node:crypto";
import path from "node:path";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import morgan from "morgan";

const DEVELOPMENT = process.argv.includes("--dev");
if (!DEVELOPMENT) process.env.NODE_ENV ??= "production";

const server = express();
server.disable("x-powered-by");
server.set("trust proxy", process.env.TRUST_PROXY ?? "loopback");

server.use((_req, res, next) => {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  next();
});
server.use(
  helmet({
    contentSecurityPolicy: DEVELOPMENT
      ? false
      : {
          directives: {
            "default-src": ["'self'"],
            "script-src": ["'self'", (_req, res) => `'nonce-${res.locals.cspNonce}'`],
            "style-src": ["'self'", "'unsafe-inline'"],
            "img-src": ["'self'", "data:", "blob:"],
            "connect-src": ["'self'"],
            "form-action": ["'self'", "https:"],
            "frame-ancestors": ["'none'"],
            "upgrade-insecure-requests": null,
          },
        },
    strictTransportSecurity: process.env.NODE_ENV === "production" && process.env.HSTS !== "false",
    crossOriginEmbedderPolicy: false,
    // "no-referrer" would make browsers send `Origin: null` on form posts, which React
    // Router's action origin check (rightly) refuses.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  }),
);
server.use(compression());
if (process.env.LOG_LEVEL !== "silent") {
  server.use(
    morgan(
      DEVELOPMENT
        ? "dev"
        : ":remote-addr :method :url :status :res[content-length] - :response-time ms",
    ),
  );
}

const dataDir = path.resolve(process.env.DATA_DIR ?? "data");
server.use(
  "/uploads",
  express.static(path.join(dataDir, "uploads"), {
    immutable: true,
    maxAge: "365d",
    index: false,
    fallthrough: false,
  }),
);

let app;
if (DEVELOPMENT) {
  const vite = await import("vite").then((v) =>
    v.createServer({ server: { middlewareMode: true } }),
  );
  server.use(vite.middlewares);
  const load = () => vite.ssrLoadModule("./server/app.ts");
  app = await load();
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
  server.use(
    "/assets",
    express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }),
  );
  server.use(express.static("build/client", { maxAge: "1h", index: false }));
  app = await import("./build/server/index.js");
  server.use(app.app);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
let status;
try {
  status = await app.prepare();
} catch (error) {
  console.error(error.name === "DatabaseInUseError" ? `Error: ${error.message}` : error);
  process.exit(1);
}
const listener = server.listen(port, host, () => {
  console.log(
    `${status}\nMotorMart is listening on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`,
  );
});

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing open requests, then closing the database`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  listener.close(async () => {
    await app.shutdown();
    process.exit(0);
  });
  listener.closeIdleConnections?.();
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));

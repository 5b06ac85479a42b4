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
import { connectDatabase, disconnectDatabase } from "#db/connection";
import { getEnv } from "~/env.server";
import { ensureSessionSecret } from "~/request/session.server";
import { seedIfEmpty } from "#db/seed/catalogue";

declare module "react-router" {
  interface AppLoadContext {
    /** Nonce of this response's Content-Security-Policy, for inline scripts. */
    cspNonce: string;
    /** The client's IP (Express `req.ip`, honouring TRUST_PROXY), for rate limits and sessions. */
    clientIp: string | null;
  }
}

export const app = express();

app.use(
  createRequestHandler({
    // The build object itself, not a function returning it: given a function, React Router
    // re-derives its route tables and static handler on every request (about 1 ms each).
    build,
    getLoadContext(req, res) {
      return { cspNonce: String(res.locals.cspNonce ?? ""), clientIp: req.ip ?? null };
    },
  }),
);

/**
 * Connects and migrates the database, then seeds the demo catalogue when it holds no
 * listings and `SEED_ON_EMPTY` is not `false`. Returns a line describing what it did.
 */
export async function prepare(): Promise<string> {
  ensureSessionSecret();
  const handle = await connectDatabase();
  const where =
    handle.kind === "postgres"
      ? "PostgreSQL (DATABASE_URL)"
      : `embedded PGlite in ${getEnv().dataDir}`;
  if (process.env.SEED_ON_EMPTY !== "false") {
    const seeded = await seedIfEmpty(Number(process.env.SEED_LISTINGS ?? 600));
    if (seeded) return `Database: ${where}; seeded ${seeded.listings} demo listings`;
  }
  return `Database: ${where}`;
}

export async function shutdown() {
  await disconnectDatabase();
}

/** React Router's server build, for tools that call its request handler directly. */
export { build, getEnv };

/**
 * The Express app that answers pages and the API for a React Router server build: the answer's
 * surrogate keys are collected (server/page-cache.ts), writes to a route without an action, and
 * writes from other sites, are answered first (server/page-guards.ts); then React Router's
 * request handler, with the load context every
 * loader and action receives. server/app.ts makes it for the real build; tests make it for a
 * build of their own.
 */
import { createRequestHandler } from "@react-router/express";
import express from "express";
import type { ServerBuild } from "react-router";
import type { Namespace } from "~/i18n/namespaces";
import { namespacesOf } from "~/i18n/server/route-namespaces.server";
import { collectAnswerKeys } from "./page-cache";
import { pageWriteGuard } from "./page-guards";
import { routeMatcher } from "./route-matcher";

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
 * The Express app serving `serverBuild` (see the module comment). `mode` is React Router's
 * server mode (default: NODE_ENV), for tests.
 */
export function appFor(serverBuild: ServerBuild, mode?: string) {
  const handler = express();
  // The outer server disables it too; an inner Express app sets its own
  // (docs/decisions/008-security-review.md).
  handler.disable("x-powered-by");
  const matchRoutes = routeMatcher(serverBuild.routes);
  // The surrogate keys of each answer (docs/decisions/019-cacheable-pages.md, Purges).
  handler.use(collectAnswerKeys);
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

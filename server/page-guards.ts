/**
 * What a request that would change something on a page meets before React Router
 * (server/page-app.ts mounts it first; the JSON API under `/api` keeps its own rules, app/request/api.server.ts and
 * `requireApiUser`). Every POST, PUT, PATCH or DELETE to a page or to one of the pages' resource
 * routes (`/language`, `/data-saver`, `/logout`...):
 *
 * 1. **405** with `Allow: GET, HEAD` when the route module it reaches exports no `action`
 *    (`/subscription`, `/settings`): React Router would answer the same, but logs a stack trace
 *    for each such request. Which modules have one is read from the build's route table, not
 *    listed here.
 * 2. **403** when it does not come from our own pages (`fromOurPages`: `Origin` is APP_URL's, or
 *    with no `Origin`, `Referer` is): a cross-site form post must not act for a signed-in visitor
 *    nor use our redirects. React Router's own check compares `Origin` with the request's Host
 *    and lets a request without `Origin` through, and resource routes do not get it at all.
 *    A route whose `handle` says `oneClickPost` (RFC 8058 one-click unsubscribe, posted by mail
 *    providers' servers with a token in the address) is exempt.
 *
 * Both answers are in the request's language (address prefix, cookie, `Accept-Language`), from
 * the `refusals` catalogue, and log nothing beyond the access log's line.
 * Rules: docs/decisions/008-security-review.md, docs/decisions/015-failure-modes.md.
 */
import type { Request, RequestHandler, Response } from "express";
import { translator } from "~/i18n/server/catalogues.server";
import { LOCALES, localizePath, type Language } from "~/i18n/languages";
import { SITE } from "~/lib/format/site";
import { anonymousLanguage } from "~/request/language.server";
import { fromOurPages, type WriteHandle } from "~/request/origin.server";
import { actionTarget, type MatchedRoute } from "./route-matcher";

/** Methods that change nothing: never judged here. */
const READS = new Set(["GET", "HEAD", "OPTIONS"]);

const isApi = (path: string) => path === "/api" || path.startsWith("/api/");

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ENTITIES[c]!);

function languageOf(req: Request): Language {
  return anonymousLanguage({
    path: req.path,
    cookie: req.get("cookie"),
    acceptLanguage: req.get("accept-language"),
  });
}

/** 405: the route has no action. A short text, as React Router's own 405 is. */
function methodNotAllowed(req: Request, res: Response) {
  const t = translator(languageOf(req));
  res
    .status(405)
    .set({ Allow: "GET, HEAD", "Cache-Control": "no-store" })
    .type("text")
    .send(`${t("refusals.method.notAllowed", { method: req.method })}\n`);
}

/** 403: a page that says why nothing happened and links home, in the reader's language. */
function crossSite(req: Request, res: Response) {
  const language = languageOf(req);
  const t = translator(language);
  const title = escapeHtml(t("refusals.crossSite.title"));
  const body =
    `<!DOCTYPE html><html lang="${LOCALES[language]}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${title} | ${SITE.name}</title>` +
    `<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;` +
    `padding:0 1rem;color:#0f172a}a{color:#047a48}</style></head><body><main>` +
    `<h1>${title}</h1><p>${escapeHtml(t("refusals.crossSite.form", { site: SITE.name }))}</p>` +
    `<p><a href="${localizePath("/", language)}">${escapeHtml(t("common.error.goHome"))}</a></p>` +
    `</main></body></html>`;
  res.status(403).set("Cache-Control", "no-store").type("html").send(body);
}

/**
 * The guard over a build's routes, given as their matcher (`routeMatcher(build.routes)`,
 * server/route-matcher.ts); see the module comment.
 */
export function pageWriteGuard(match: (pathname: string) => MatchedRoute[]): RequestHandler {
  return (req, res, next) => {
    if (READS.has(req.method) || isApi(req.path)) return next();
    const query = req.originalUrl.indexOf("?");
    const target = actionTarget(match(req.path), query < 0 ? "" : req.originalUrl.slice(query));
    if (target && !target.hasAction) return methodNotAllowed(req, res);
    if ((target?.handle as WriteHandle | undefined)?.oneClickPost) return next();
    if (!fromOurPages(req.get("origin"), req.get("referer"))) return crossSite(req, res);
    next();
  };
}

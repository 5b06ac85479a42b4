/**
 * The routes a request's address reaches, found with React Router's own matcher over the
 * server build's route table (made once per build): what the outer server needs to know about
 * a page before React Router answers it, the catalogue namespaces its modules name
 * (app/i18n/server/route-namespaces.server.ts) and whether the module a form post goes to has an
 * `action` (server/page-guards.ts).
 */
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type Entry = NonNullable<ServerBuild["routes"][string]>;

/** One matched route module, as the guards and the catalogues read it. */
export type MatchedRoute = {
  id: string;
  /** An index route (a POST reaches it only with `?index`, as React Router decides). */
  index: boolean;
  /** The address segment it adds (empty for a layout or index route). */
  path: string;
  /** Its module's `handle` export, if any. */
  handle: unknown;
  /** Whether its module exports an `action` (form posts and other writes). */
  hasAction: boolean;
};

type Node = RouteObject & { matched: MatchedRoute };

/** The build's flat route table as the nested tree `matchRoutes` reads. */
function routeTree(routes: ServerBuild["routes"]): Node[] {
  const children = new Map<string | undefined, Entry[]>();
  for (const entry of Object.values(routes)) {
    if (!entry) continue;
    const list = children.get(entry.parentId) ?? [];
    list.push(entry);
    children.set(entry.parentId, list);
  }
  const build = (parentId: string | undefined): Node[] =>
    (children.get(parentId) ?? []).map((entry): Node => {
      const module = entry.module as { handle?: unknown; action?: unknown };
      const matched: MatchedRoute = {
        id: entry.id,
        index: entry.index === true,
        path: entry.path ?? "",
        handle: module.handle,
        hasAction: typeof module.action === "function",
      };
      if (entry.index) return { id: entry.id, index: true, path: entry.path, matched };
      const kids = build(entry.id);
      return {
        id: entry.id,
        path: entry.path,
        caseSensitive: entry.caseSensitive,
        children: kids.length ? kids : undefined,
        matched,
      };
    });
  return build(undefined);
}

/**
 * `(pathname) => routes` for a build: the matched route modules from the root down, or an
 * empty list when nothing matches. A client navigation's data request (`/browse.data`,
 * `/_root.data`) is matched as the page it loads.
 */
export function routeMatcher(routes: ServerBuild["routes"]) {
  const tree = routeTree(routes);
  return (pathname: string): MatchedRoute[] => {
    const page = pathname.replace(/\/_root\.data$/, "/").replace(/\.data$/, "") || "/";
    return (matchRoutes(tree, page) ?? []).map((m) => (m.route as Node).matched);
  };
}

/**
 * The route whose `action` a write to these matches runs, as React Router picks it: the index
 * route only when the query names `?index`, else the deepest route that adds to the address
 * (a layout or index route does not). Undefined when nothing matched.
 */
export function actionTarget(matches: MatchedRoute[], search: string): MatchedRoute | undefined {
  const last = matches.at(-1);
  if (last?.index && new URLSearchParams(search).getAll("index").some((v) => v === "")) return last;
  return matches.filter((m, i) => i === 0 || (!m.index && m.path !== "")).at(-1);
}

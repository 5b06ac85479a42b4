/**
 * Which routes of the route table (app/routes.ts, as React Router's server build holds it) an
 * address opens, found with React Router's own matcher, so every form of an address counts: its
 * language prefix (`/ha/browse`, docs/decisions/023-languages.md), a trailing slash, another
 * letter case, and a client navigation's data request (`/browse.data`, and `/_root.data` for
 * `/`), which is matched as the page it loads. Used by the catalogue namespaces a page needs
 * (i18n/route-namespaces.server.ts) and by the pages that read a visitor's cookie
 * (server/page-cache.ts). Pure: no server code.
 */
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type Entry = NonNullable<ServerBuild["routes"][string]>;

/** A route an address opens: its id and its module's `handle` export (undefined without one). */
export type MatchedRoute = { id: string; handle: unknown };

/** The build's flat route table as the nested tree `matchRoutes` reads. */
function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  const children = new Map<string | undefined, Entry[]>();
  for (const entry of Object.values(routes)) {
    if (!entry) continue;
    const list = children.get(entry.parentId) ?? [];
    list.push(entry);
    children.set(entry.parentId, list);
  }
  const build = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((entry) => {
      const kids = build(entry.id);
      const handle = (entry.module as { handle?: unknown } | undefined)?.handle;
      return entry.index
        ? { id: entry.id, index: true, path: entry.path, handle }
        : {
            id: entry.id,
            path: entry.path,
            caseSensitive: entry.caseSensitive,
            handle,
            children: kids.length ? kids : undefined,
          };
    });
  return build(undefined);
}

/** The page a request's path loads: a data request (`/x.data`, `/_root.data`) as its page. */
export function pagePath(pathname: string): string {
  return pathname.replace(/\/_root\.data$/, "/").replace(/\.data$/, "") || "/";
}

/**
 * `(pathname) => routes` for a build's route table (made once): the routes, outermost first,
 * that the address opens; none for an address no route answers.
 */
export function routeMatcher(routes: ServerBuild["routes"]) {
  const tree = routeTree(routes);
  return (pathname: string): MatchedRoute[] =>
    (matchRoutes(tree, pagePath(pathname)) ?? []).map((m) => ({
      id: m.route.id!,
      handle: m.route.handle,
    }));
}

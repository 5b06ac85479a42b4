/**
 * Which catalogue namespaces a request's page needs (docs/decisions/023-languages.md): the
 * `handle.i18n` of every route module its address matches, found with React Router's own
 * matcher over the server build's route table (made once). `common` is always sent.
 */
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { isNamespace, type Namespace } from "./namespaces";

type Entry = NonNullable<ServerBuild["routes"][string]>;

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
      const handle = (entry.module as { handle?: unknown }).handle;
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

/**
 * `(pathname) => namespaces` for a build. A client navigation's data request (`/browse.data`,
 * `/_root.data`) is matched as the page it loads.
 */
export function namespaceFinder(routes: ServerBuild["routes"]) {
  const tree = routeTree(routes);
  return (pathname: string): Namespace[] => {
    const page = pathname.replace(/\/_root\.data$/, "/").replace(/\.data$/, "") || "/";
    const found = new Set<Namespace>(["common"]);
    for (const match of matchRoutes(tree, page) ?? []) {
      const wanted = (match.route.handle as { i18n?: unknown } | undefined)?.i18n;
      if (Array.isArray(wanted)) for (const ns of wanted) if (isNamespace(ns)) found.add(ns);
    }
    return [...found];
  };
}

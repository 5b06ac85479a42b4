/**
 * Which catalogue namespaces a request's page needs (docs/decisions/023-languages.md): the
 * `handle.i18n` of every route module its address matches, found with React Router's own
 * matcher over the server build's route table (lib/route-matches.ts, made once). `common` is
 * always sent.
 */
import type { ServerBuild } from "react-router";
import { routeMatcher } from "~/lib/route-matches";
import { isNamespace, type Namespace } from "./namespaces";

/**
 * `(pathname) => namespaces` for a build. A client navigation's data request (`/browse.data`,
 * `/_root.data`) is matched as the page it loads.
 */
export function namespaceFinder(routes: ServerBuild["routes"]) {
  const matches = routeMatcher(routes);
  return (pathname: string): Namespace[] => {
    const found = new Set<Namespace>(["common"]);
    for (const route of matches(pathname)) {
      const wanted = (route.handle as { i18n?: unknown } | undefined)?.i18n;
      if (Array.isArray(wanted)) for (const ns of wanted) if (isNamespace(ns)) found.add(ns);
    }
    return [...found];
  };
}

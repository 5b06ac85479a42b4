/**
 * The route table (app/routes.ts) flattened for tests: every route's full path (without the
 * leading slash, as written in the table), its id and its module file.
 */
import type { ServerBuild } from "react-router";
import routes from "../../app/routes";

export type RouteEntry = { path: string; id: string; file: string };

type Config = { path?: string; id?: string; file: string; index?: boolean; children?: Config[] };

function flatten(list: Config[], parent = ""): RouteEntry[] {
  return list.flatMap((r) => {
    const path = [parent, r.path ?? ""].filter(Boolean).join("/");
    const own = { path, id: r.id ?? r.file, file: r.file };
    return [own, ...flatten(r.children ?? [], path)];
  });
}

export const ROUTE_TABLE: RouteEntry[] = flatten(routes as Config[]);

/**
 * The API reference page and its files (app/routes/docs/api-docs.ts): under `/api`, but not part
 * of the JSON contract (no envelope, no `methods()`, not in the OpenAPI document).
 */
export const isApiDocs = (path: string): boolean =>
  path === "api/docs" || path.startsWith("api/docs/");

/**
 * The route table as React Router's server build holds it (`build.routes`: ids and whole paths,
 * flat), without the modules: for code that matches addresses to routes (server/route-matcher.ts).
 */
export const BUILD_ROUTES = Object.fromEntries(
  ROUTE_TABLE.map((r) => [r.id, { id: r.id, path: r.path, module: {} }]),
) as unknown as ServerBuild["routes"];

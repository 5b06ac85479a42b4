/**
 * What `virtual:react-router/server-build` gives the app, for Vitest, where there is no React
 * Router build: `routes`, the route table of app/routes.ts (flattened, so each path is whole)
 * with each `/api` route's module. Only the API routes are loaded (not the API reference page's,
 * `isApiDocs`, outside the JSON contract): the OpenAPI document
 * (routes/api/meta/openapi-document.server.ts) is the one reader. vitest.config.ts aliases the
 * virtual module here.
 */
import { isApiDocs, ROUTE_TABLE } from "./route-table";

const API_MODULES = import.meta.glob<Record<string, unknown>>(
  ["../../app/routes/api/**/*.ts", "!**/*.test.ts", "!**/*.server.ts"],
  { eager: true },
);

export const routes = Object.fromEntries(
  ROUTE_TABLE.filter((r) => r.path.startsWith("api/") && !isApiDocs(r.path)).map((r) => {
    const module = API_MODULES[`../../app/${r.file}`];
    if (!module) throw new Error(`${r.file} is not under app/routes/api`);
    return [r.id, { id: r.id, path: r.path, module }];
  }),
);

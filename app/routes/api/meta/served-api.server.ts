/**
 * The `/api` routes of the route table the server runs (React Router's build of app/routes.ts;
 * in Vitest, tests/support/server-build.ts reads the table itself). Kept apart from the
 * document's builder so a script can build the document from the table without React
 * Router's virtual module (scripts/api-contract.ts).
 */
import * as build from "virtual:react-router/server-build";
import { apiRoutes, type RouteManifest } from "./openapi-document.server";

/** The served table's `/api` operations' routes, in the table's order. */
export const servedApiRoutes = () => apiRoutes(build.routes as RouteManifest);

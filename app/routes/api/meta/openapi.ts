/**
 * `GET /api/openapi.json`: the OpenAPI 3.1 document of the JSON API, collected from the route
 * table and each API module's `openapi` export (openapi-document.server.ts). Its `servers` entry
 * is APP_URL, never the request's Host (docs/decisions/008-security-review.md).
 */
import { getEnv } from "~/env.server";
import { methods, PUBLIC_CACHE } from "~/request/api.server";
import { operations } from "~/request/openapi.server";
import { openApiDocument } from "./openapi-document.server";

const openapi = operations({
  get: {
    operationId: "getOpenApiDocument",
    tag: "System",
    summary: "This document.",
    content: "openapi+json",
  },
});

const api = methods(
  {
    GET: async () => {
      // Imported when asked, so scripts/api-contract.ts can load this module outside the
      // server's build (the served table is React Router's virtual module).
      const { servedApiRoutes } = await import("./served-api.server");
      return Response.json(openApiDocument(getEnv().appUrl, servedApiRoutes()), {
        headers: PUBLIC_CACHE,
      });
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

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
  get: { tag: "System", summary: "This document.", plainJson: true },
});

const api = methods(
  {
    GET: async () => Response.json(openApiDocument(getEnv().appUrl), { headers: PUBLIC_CACHE }),
  },
  openapi,
);

export const loader = api;
export const action = api;

/** `GET /api/openapi.json`: the OpenAPI 3.1 document of the JSON API (openapi.server.ts). */
import { PUBLIC_CACHE } from "~/request/api.server";
import { appOrigin } from "~/services/mail.server";
import { openApiDocument } from "~/routes/api/meta/openapi-document.server";
import type { Route } from "./+types/openapi";

export function loader({ request }: Route.LoaderArgs) {
  return Response.json(openApiDocument(appOrigin(request)), { headers: PUBLIC_CACHE });
}

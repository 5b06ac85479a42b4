/**
 * `GET /api/docs/try`: the interactive API reference, Swagger UI reading the OpenAPI document at
 * `/api/openapi.json`, to send requests from the browser (README, Using the API); the reference
 * to read, without JavaScript, is `/api/docs` (api-docs.ts). A plain HTML document, not a React
 * page: only this page loads Swagger UI (about 1.7 MB of script), so no other page's scripts
 * grow. Its files come from our own origin (swagger-ui.server.ts) and it has no inline script,
 * so the site's Content-Security-Policy for answers without one (`defaultPolicy`: scripts from
 * our origin only), which it sets itself, needs no exception. Without JavaScript the page links the reference and the document.
 *
 * It lives outside routes/api: it is under `/api` for developers to find, but it is not part of
 * the JSON contract (no envelope, no `methods()`, not in the OpenAPI document).
 */
import { SHARED_PAGE_CACHE } from "~/request/cache-control";
import { defaultPolicy } from "~/request/csp.server";
import { apiDocsHtml } from "./swagger-ui.server";

export function loader() {
  const html = apiDocsHtml();
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      // The files' addresses change with each deploy: browsers ask again each time.
      "Cache-Control": SHARED_PAGE_CACHE,
      "Content-Security-Policy": defaultPolicy(),
    },
  });
}

/**
 * `GET /api/docs`: the API reference (README, Using the API), every operation of the OpenAPI
 * document, as plain HTML (api-reference.server.tsx): readable without JavaScript, with no
 * script and nothing to load, so the site's Content-Security-Policy (`defaultPolicy`, scripts from
 * our origin only) holds as it is. Swagger UI, for sending requests from the browser, is at
 * `/api/docs/try` (api-docs-try.ts), linked from the page.
 *
 * `npm run build` makes the page from the document (`tsx scripts/api-contract.ts reference
 * build/api-reference.html`): the production server reads that file once (paths relative to its
 * folder, as server.js's are). Elsewhere (development, tests), or when a build has none, the page
 * is rendered here from the document `/api/openapi.json` serves, once per process: a few hundred
 * milliseconds of CPU that a request should not wait for in production. Like the other
 * reference files it lives outside routes/api: it is not part of the JSON contract.
 */
import { readFile } from "node:fs/promises";
import { getEnv } from "~/env.server";
import { SHARED_PAGE_CACHE } from "~/request/cache-control";
import { defaultPolicy } from "~/request/csp.server";
import { openApiDocument } from "../api/meta/openapi-document.server";
import { apiReferenceHtml } from "./api-reference.server";

/** Where `npm run build` writes the page, from the server's folder. */
const BUILT_REFERENCE = "build/api-reference.html";

let kept: Promise<string> | undefined;

/** The built page in production when there is one, else the page rendered from the document. */
async function referenceHtml(): Promise<string> {
  if (getEnv().production) {
    const built = await readFile(BUILT_REFERENCE, "utf8").catch(() => null);
    if (built) return built;
    console.warn(`${BUILT_REFERENCE} is missing (npm run build makes it): rendering /api/docs`);
  }
  // Imported when asked, as /api/openapi.json does: the served table is React Router's virtual
  // module, which only the server's build (or the tests' stand-in) provides.
  const { servedApiRoutes } = await import("../api/meta/served-api.server");
  return apiReferenceHtml(openApiDocument(getEnv().appUrl, servedApiRoutes()));
}

export async function loader() {
  kept ??= referenceHtml().catch((error: unknown) => {
    kept = undefined;
    throw error;
  });
  const html = await kept;
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": SHARED_PAGE_CACHE,
      "Content-Security-Policy": defaultPolicy(),
    },
  });
}

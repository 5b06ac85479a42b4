/**
 * The interactive API reference (`/api/docs/try`, api-docs-try.ts) and Swagger UI in it: the
 * files of the npm package `swagger-ui-dist` (a runtime dependency, so the production image
 * keeps it after `npm prune --omit=dev`), served from our own origin by api-docs-file.ts, and the
 * script that starts it on `/api/openapi.json`.
 *
 * The files live at `/api/docs/<version>/<file>`, where `<version>` is the package's version and
 * a hash of our start-up script (`5.35.0-1a2b3c4d`): a new package or script is a new address,
 * so every file may be cached for a year as immutable. Only the names in `SWAGGER_FILES` are
 * served, looked up as keys, so no request names a path on the disk.
 *
 * The start-up script is a file, not an inline script: the site's Content-Security-Policy
 * (app/request/csp.server.ts) runs scripts from our origin only, besides the inline scripts a
 * page names by hash. `validatorUrl: null` keeps Swagger UI from loading a badge from
 * validator.swagger.io, which the policy's `img-src` would refuse.
 */
import crypto from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { API_REFERENCE_TITLE } from "./api-reference.server";

/** The script that starts Swagger UI on the OpenAPI document, in the page's `#swagger-ui`. */
const INITIALISER = `window.ui = SwaggerUIBundle({
  url: "/api/openapi.json",
  dom_id: "#swagger-ui",
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: "BaseLayout",
  // The schemas are read where the operations name them; their own section (some 100 of them)
  // took most of the drawing on a slow phone, and on CI's busy two cores over a minute.
  defaultModelsExpandDepth: -1,
});
`;

/** The files the page loads, by the name in their address: their type, and where they come from. */
const SWAGGER_FILES = {
  "swagger-ui.css": { type: "text/css; charset=utf-8", from: "package" },
  "swagger-ui-bundle.js": { type: "text/javascript; charset=utf-8", from: "package" },
  "init.js": { type: "text/javascript; charset=utf-8", from: "initialiser" },
} as const;

type SwaggerFileName = keyof typeof SWAGGER_FILES;

/** A year, as immutable: the address changes with the package's version and our script. */
const ASSET_CACHE = "public, max-age=31536000, immutable";

let found: { dir: string; version: string } | undefined;

/**
 * The package's folder and the version segment of the files' addresses. Looked up on first use
 * (from the server build's folder in production, the source in development and tests), so a
 * missing package fails the reference page alone, not the server's start.
 */
function swaggerDist(): { dir: string; version: string } {
  if (!found) {
    const manifest = createRequire(import.meta.url).resolve("swagger-ui-dist/package.json");
    const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version: string };
    const script = crypto.createHash("sha256").update(INITIALISER).digest("hex").slice(0, 8);
    found = { dir: path.dirname(manifest), version: `${version}-${script}` };
  }
  return found;
}

/** The address of one of `SWAGGER_FILES`, e.g. `/api/docs/5.35.0-1a2b3c4d/swagger-ui.css`. */
function swaggerFileUrl(name: SwaggerFileName): string {
  return `/api/docs/${swaggerDist().version}/${name}`;
}

const kept = new Map<SwaggerFileName, Buffer>();

/**
 * The body and headers of the file at `/api/docs/<version>/<name>`, or null when the version is
 * not the one served (an address from before a deploy) or the name is not in `SWAGGER_FILES`.
 * A package file is read once and kept in memory (about 1.9 MB in all): streamed from the disk,
 * the 1.7 MB script went through compression in many writes, each leaving a listener behind.
 */
export function swaggerFile(
  version: string,
  name: string,
): { body: Buffer; headers: Record<string, string> } | null {
  const dist = swaggerDist();
  if (version !== dist.version || !Object.hasOwn(SWAGGER_FILES, name)) return null;
  const fileName = name as SwaggerFileName;
  const file = SWAGGER_FILES[fileName];
  let body = kept.get(fileName);
  if (!body) {
    body =
      file.from === "initialiser"
        ? Buffer.from(INITIALISER)
        : readFileSync(path.join(dist.dir, fileName));
    kept.set(fileName, body);
  }
  return {
    body,
    headers: {
      "Content-Type": file.type,
      "Content-Length": String(body.length),
      "Cache-Control": ASSET_CACHE,
    },
  };
}

/** The page's title: the reference's, interactive. */
const API_DOCS_TITLE = `${API_REFERENCE_TITLE} (interactive)`;

/** The page's HTML: the style sheet, an empty `#swagger-ui` and the two scripts, all external. */
export function apiDocsHtml(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${API_DOCS_TITLE}</title>
    <meta name="description" content="Try the MotorMart JSON API from the browser: every operation, its parameters and its answers." />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="${swaggerFileUrl("swagger-ui.css")}" />
  </head>
  <body>
    <noscript>
      <p>This interactive reference needs JavaScript. The reference to read: <a href="/api/docs">/api/docs</a>; the OpenAPI document: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
    </noscript>
    <main id="swagger-ui"></main>
    <script src="${swaggerFileUrl("swagger-ui-bundle.js")}"></script>
    <script src="${swaggerFileUrl("init.js")}"></script>
  </body>
</html>
`;
}

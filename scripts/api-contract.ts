/**
 * The API contract's files, built from the route table the way the server builds
 * `/api/openapi.json` (docs/decisions/025-api-contract.md):
 *
 *   tsx scripts/api-contract.ts document <file>   writes the OpenAPI document (for the linter)
 *   tsx scripts/api-contract.ts reference <file>  writes the API reference page (`npm run build`:
 *                                                 build/api-reference.html, served at /api/docs)
 *   tsx scripts/api-contract.ts client            regenerates the typed client's types
 *   tsx scripts/api-contract.ts client --check    exits 1 when the checked-in types differ
 *
 * The client's types (clients/api/schema.d.ts) come from openapi-typescript; `npm run
 * lint` checks them, and a browser test checks them against the document a production server
 * serves (tests/e2e/api-contract.spec.ts).
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ROUTE_TABLE } from "../tests/support/route-table";
import { clientTypes } from "../clients/api/generate";
import { apiReferenceHtml } from "../app/routes/docs/api-reference.server";
import {
  openApiDocument,
  type RouteManifest,
} from "../app/routes/api/meta/openapi-document.server";
import { apiRoutes } from "../app/routes/api/meta/openapi-document.server";

const root = path.resolve(import.meta.dirname, "..");
export const CLIENT_TYPES = path.join(root, "clients/api/schema.d.ts");

/** The `/api` routes of app/routes.ts with their modules, as React Router's build gives them. */
async function routeManifest(): Promise<RouteManifest> {
  const entries = await Promise.all(
    ROUTE_TABLE.filter((r) => r.path.startsWith("api/")).map(async (r) => {
      const module = (await import(pathToFileURL(path.join(root, "app", r.file)).href)) as unknown;
      return [r.id, { id: r.id, path: r.path, module }] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const document = async () =>
  openApiDocument("https://motormart.ng", apiRoutes(await routeManifest()));

const [command, arg] = process.argv.slice(2);
if (command === "document" && arg) {
  await mkdir(path.dirname(path.resolve(arg)), { recursive: true });
  await writeFile(arg, `${JSON.stringify(await document(), null, 2)}\n`);
} else if (command === "reference" && arg) {
  await mkdir(path.dirname(path.resolve(arg)), { recursive: true });
  await writeFile(arg, apiReferenceHtml(await document()));
} else if (command === "client") {
  const types = await clientTypes(await document());
  if (arg === "--check") {
    const current = await readFile(CLIENT_TYPES, "utf8").catch(() => "");
    if (current !== types) {
      console.error(
        "clients/api/schema.d.ts does not match the API's document: run `npm run api:client`.",
      );
      process.exit(1);
    }
  } else await writeFile(CLIENT_TYPES, types);
} else {
  console.error(
    "Usage: tsx scripts/api-contract.ts document <file> | reference <file> | client [--check]",
  );
  process.exit(2);
}
process.exit(0);

/**
 * Checks an API answer against the OpenAPI document the server serves
 * (docs/decisions/025-api-contract.md): its status must be one the operation lists, its content
 * type one that status lists, and a JSON body must fit that answer's schema (ajv, JSON Schema
 * 2020-12, formats checked). `callRoute` (routes.ts) checks every answer of an API route this
 * way, so every API test also tests the document; the walk of every GET operation
 * (routes/api/meta/contract-walk.db.test.ts) checks the rest.
 *
 * The operation is found by the route module that answered (its `methods()` handler) and the
 * request's path, so a test that calls a handler without a realistic path is still checked.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { ValidateFunction } from "ajv";
import { openApiDocument, type ApiRoute } from "../../app/routes/api/meta/openapi-document.server";
import { servedApiRoutes } from "../../app/routes/api/meta/served-api.server";

export type Response = { content?: Record<string, { schema?: object }> };
type Operation = { responses: Record<string, Response> };
export type Document = { paths: Record<string, Record<string, Operation>> };

const DOCUMENT_ID = "https://motormart.test/openapi.json";

let built: { doc: Document; routes: ApiRoute[]; ajv: Ajv2020 } | null = null;
const validators = new Map<string, ValidateFunction>();

/** The document (built once per test file), its routes, and ajv holding it. */
export function loadContract() {
  if (built) return built;
  const routes = servedApiRoutes();
  const doc = openApiDocument("https://motormart.test", routes) as unknown as Document;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema({ ...doc, $id: DOCUMENT_ID });
  built = { doc, routes, ajv };
  return built;
}

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

/** A path template as a regular expression capturing each parameter. */
const templateRegex = (template: string) =>
  new RegExp(`^${template.replaceAll(".", "\\.").replace(/\{\w+\}/g, "([^/]+)")}$`);

/**
 * The OpenAPI path an answer came from: among the paths served by the module whose handler
 * answered (`handler`), the one the request's path fits, else the module's only path.
 */
function templateOf(handler: unknown, pathname: string): string | null {
  const { routes } = loadContract();
  const served = routes.filter((r) => r.module.loader === handler || r.module.action === handler);
  const fitting = served.find((r) => templateRegex(r.path).test(pathname));
  return fitting?.path ?? (served.length === 1 ? served[0].path : null);
}

/**
 * The route that serves `pathname` and its path parameters (`{ id: "..." }`), preferring the
 * path with the fewest parameters, as the route table does (`/api/cars/featured` before
 * `/api/cars/{id}`); null when no operation's path fits.
 */
export function routeOf(pathname: string): (ApiRoute & { params: Record<string, string> }) | null {
  const params = (template: string) => template.match(/\{\w+\}/g)?.length ?? 0;
  const route = loadContract()
    .routes.filter((r) => templateRegex(r.path).test(pathname))
    .sort((a, b) => params(a.path) - params(b.path))[0];
  if (!route) return null;
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const values = pathname.match(templateRegex(route.path))!.slice(1);
  return {
    ...route,
    params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(values[i])])),
  };
}

/**
 * What is wrong with an answer of `handler` to `method pathname`, one line per problem; empty
 * when the document describes it.
 */
export function contractProblems(
  handler: unknown,
  method: string,
  pathname: string,
  answer: { status: number; headers: Headers; body: unknown },
): string[] {
  const template = templateOf(handler, pathname);
  if (!template) return [];
  const { doc, ajv } = loadContract();
  const verb = method === "HEAD" ? "get" : method.toLowerCase();
  const where = `${method} ${template}`;
  const operation = doc.paths[template]?.[verb];
  if (!operation)
    return answer.status === 405
      ? []
      : [`${where}: answered ${answer.status}, but the document has no such operation`];
  const response = operation.responses[String(answer.status)];
  if (!response) return [`${where}: answered ${answer.status}, which the document does not list`];
  const mediaType = (answer.headers.get("content-type") ?? "").split(";")[0].trim();
  const content = response.content ?? {};
  if (!mediaType && !Object.keys(content).length) return [];
  if (!content[mediaType])
    return [
      `${where} ${answer.status}: answered ${mediaType || "no content type"}, the document says ${Object.keys(content).join(", ") || "no content"}`,
    ];
  if (mediaType !== "application/json" || method === "HEAD" || !content[mediaType].schema)
    return [];
  const ref = `${DOCUMENT_ID}#/${pointer("paths", template, verb, "responses", String(answer.status), "content", mediaType, "schema")}`;
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  if (validate(answer.body)) return [];
  return (validate.errors ?? []).map(
    (e) =>
      `${where} ${answer.status}: body${e.instancePath} ${e.message}${e.params && "additionalProperty" in e.params ? ` (${String(e.params.additionalProperty)})` : ""}`,
  );
}

/**
 * The typed API client (clients/api) answered in-process: each request goes to the
 * route module that serves its path, through `callRoute`, so every answer is also checked
 * against the OpenAPI document (contract.ts). A changed answer then breaks the tests' types
 * (the client is generated from the document) as well as their run.
 *
 *   const api = testApiClient(token);
 *   const { data } = await api.GET("/api/cars/{id}", { params: { path: { id } } });
 */
import { motorMartClient, type MotorMartClient } from "../../clients/api";
import { routeOf } from "./contract";
import { callRoute } from "./routes";

const NULL_BODY = new Set([101, 204, 205, 304]);

/** Answers `request` with the route module that serves its path (404 when none does). */
async function answerInProcess(request: Request, ip?: string): Promise<Response> {
  const url = new URL(request.url);
  const route = routeOf(url.pathname);
  if (!route) return Response.json({ success: false, message: "Not found" }, { status: 404 });
  const reads = request.method === "GET" || request.method === "HEAD";
  const handler = (reads ? route.module.loader : route.module.action) as (args: never) => unknown;
  const text = reads ? "" : await request.text();
  const result = await callRoute(handler, {
    method: request.method,
    path: `${url.pathname}${url.search}`,
    params: route.params,
    headers: Object.fromEntries(request.headers),
    ...(text ? { body: text } : {}),
    ip,
  });
  const body =
    NULL_BODY.has(result.status) || result.body === ""
      ? null
      : typeof result.body === "string"
        ? result.body
        : JSON.stringify(result.body);
  return new Response(body, { status: result.status, headers: result.headers });
}

/** The typed client, signed in with `token` when given, answered in-process. */
export function testApiClient(
  token?: string,
  options: { language?: string; ip?: string } = {},
): MotorMartClient {
  return motorMartClient({
    baseUrl: "https://motormart.test",
    token,
    language: options.language,
    fetch: (request) => answerInProcess(request, options.ip),
  });
}

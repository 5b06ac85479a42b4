/**
 * A typed client of the MotorMart API for TypeScript programs (a dealer's stock system, a
 * partner's feed, our own tests): openapi-fetch over the types openapi-typescript generates from
 * the OpenAPI document (schema.d.ts; `npm run api:client` regenerates them, `npm run lint` checks
 * them; docs/decisions/025-api-contract.md). Paths, parameters, bodies and answers are typed:
 *
 *   const api = motorMartClient({ baseUrl: "https://motormart.ng", token });
 *   const { data, error } = await api.GET("/api/cars/{id}", { params: { path: { id } } });
 *   if (data) console.log(data.data.price); // naira
 *
 * Not imported by the app itself.
 */
import createClient, { type Client } from "openapi-fetch";
import type { paths } from "./schema";

/** @public The document's named shapes and operations, for a client's own signatures. */
export type { components, operations, paths } from "./schema";

export type MotorMartClient = Client<paths>;

/**
 * A client of the API at `baseUrl` (the site's origin). `token` is a bearer token from `POST
 * /api/auth/login`; `language` sets `Accept-Language` for the messages (en, ha, yo, ig);
 * `fetch` replaces the global fetch (a test's in-process server).
 */
export function motorMartClient(options: {
  baseUrl: string;
  token?: string;
  language?: string;
  fetch?: (request: Request) => Promise<Response>;
}): MotorMartClient {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.language) headers["accept-language"] = options.language;
  return createClient<paths>({ baseUrl: options.baseUrl, headers, fetch: options.fetch });
}

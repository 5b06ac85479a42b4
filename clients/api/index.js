/**
 * A typed client of the MotorMart API for TypeScript programs (a dealer's stock system, a
 * partner's feed, our own tests): openapi-fetch over the types openapi-typescript generates from
 * the OpenAPI document (schema.d.ts; `npm run api:client` regenerates them, `npm run lint` checks
 * them; docs/decisions/025-api-contract.md). Its types are index.d.ts; this file is plain
 * JavaScript so that a program outside this repository runs it as it is, through the package's
 * `exports` ("motormart-ng/client"), with no build step. Not imported by the app itself.
 */
import createClient from "openapi-fetch";

/**
 * A client of the API at `options.baseUrl` (the site's origin). `token` is a bearer token from
 * `POST /api/auth/login`; `language` sets `Accept-Language` for the messages (en, ha, yo, ig);
 * `fetch` replaces the global fetch (a test's in-process server).
 *
 * @param {{ baseUrl: string, token?: string, language?: string, fetch?: (request: Request) => Promise<Response> }} options
 */
export function motorMartClient(options) {
  /** @type {Record<string, string>} */
  const headers = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.language) headers["accept-language"] = options.language;
  return createClient({ baseUrl: options.baseUrl, headers, fetch: options.fetch });
}

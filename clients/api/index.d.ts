/**
 * A typed client of the MotorMart API for TypeScript programs (a dealer's stock system, a
 * partner's feed, our own tests): openapi-fetch over the types openapi-typescript generates from
 * the OpenAPI document (schema.d.ts; docs/decisions/025-api-contract.md). Paths, parameters,
 * bodies and answers are typed:
 *
 *   import { motorMartClient } from "motormart-ng/client";
 *   const api = motorMartClient({ baseUrl: "https://motormart.ng", token });
 *   const { data, error } = await api.GET("/api/cars/{id}", { params: { path: { id } } });
 *   if (data) console.log(data.data.price); // naira
 *
 * Relative imports carry `.js`, as Node's ESM resolution (TypeScript's `NodeNext`) requires;
 * the package's `exports` map "./client" to this file (types) and index.js (import).
 */
import type { Client } from "openapi-fetch";
import type { paths } from "./schema.js";

/** @public The document's named shapes and operations, for a client's own signatures. */
export type { components, operations, paths } from "./schema.js";

export type MotorMartClient = Client<paths>;

/**
 * A client of the API at `baseUrl` (the site's origin). `token` is a bearer token from `POST
 * /api/auth/login`; `language` sets `Accept-Language` for the messages (en, ha, yo, ig);
 * `fetch` replaces the global fetch (a test's in-process server).
 */
export declare function motorMartClient(options: {
  baseUrl: string;
  token?: string;
  language?: string;
  fetch?: (request: Request) => Promise<Response>;
}): MotorMartClient;

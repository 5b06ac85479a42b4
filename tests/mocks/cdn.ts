/**
 * A CDN's purge API, mocked at the network edge with MSW: services/cdn.server.ts runs unchanged
 * against `CDN_TEST_PURGE_URL` (Cloudflare's purge by cache tags) or `CDN_TEST_FASTLY_URL`
 * (Fastly's purge by surrogate keys).
 *
 * - Cloudflare (https://developers.cloudflare.com/api/resources/cache/methods/purge/):
 *   `POST /client/v4/zones/{zone}/purge_cache`, `Authorization: Bearer <token>`, JSON
 *   `{ "tags": [...] }` (at most 30 here, as the API long allowed); answers 200
 *   `{ success: true, errors: [], messages: [], result: { id } }`, a wrong token 403 with
 *   `success: false`.
 * - Fastly (https://www.fastly.com/documentation/reference/api/purging/): `POST
 *   /service/{id}/purge`, `Fastly-Key: <token>`, JSON `{ "surrogate_keys": [...] }` (at most
 *   256); answers 200 with a purge id per key, a wrong key 401.
 *
 * Tests drive it through `cdn`: `cdn.purged()` lists the keys of each purge request received,
 * oldest first; `cdn.outage(500 | 429 | null)` makes both endpoints fail that way.
 */
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

export const CDN_TEST_ZONE = "023e105f4ecef8ad9ca31a8372d0c353";
export const CDN_TEST_PURGE_URL = `https://api.cloudflare.mock/client/v4/zones/${CDN_TEST_ZONE}/purge_cache`;
export const CDN_TEST_FASTLY_URL = "https://api.fastly.mock/service/SU1Z0isxPaozGVKXdv0eY/purge";
export const CDN_TEST_TOKEN = "cdn-test-token-0123456789";

const state = {
  requests: [] as { vendor: "cloudflare" | "fastly"; keys: string[] }[],
  outage: null as null | 429 | 500,
};

export const cdn = {
  /** Forgets the requests and ends any outage. */
  reset() {
    state.requests.length = 0;
    state.outage = null;
  },
  /** Both endpoints answer `status` (a rate limit, an error) until reset. */
  outage(status: 429 | 500 | null) {
    state.outage = status;
  },
  /** The keys of each accepted purge request, oldest first, with the vendor asked. */
  purged() {
    return state.requests.map((r) => ({ ...r, keys: [...r.keys] }));
  },
};

const keysOf = (body: unknown, field: string): string[] | null => {
  const list = (body as Record<string, unknown> | null)?.[field];
  return Array.isArray(list) && list.every((k) => typeof k === "string") ? list : null;
};

export const cdnHandlers = [
  http.post(CDN_TEST_PURGE_URL, async ({ request }) => {
    if (state.outage)
      return HttpResponse.json(
        { success: false, errors: [{ code: 10000, message: "try again" }] },
        { status: state.outage },
      );
    if (request.headers.get("authorization") !== `Bearer ${CDN_TEST_TOKEN}`)
      return HttpResponse.json(
        { success: false, errors: [{ code: 10000, message: "Authentication error" }] },
        { status: 403 },
      );
    const tags = keysOf(await request.json().catch(() => null), "tags");
    if (!tags || tags.length === 0 || tags.length > 30)
      return HttpResponse.json(
        { success: false, errors: [{ code: 1012, message: "Request must contain one of tags" }] },
        { status: 400 },
      );
    state.requests.push({ vendor: "cloudflare", keys: tags });
    return HttpResponse.json({
      success: true,
      errors: [],
      messages: [],
      result: { id: CDN_TEST_ZONE },
    });
  }),
  http.post(CDN_TEST_FASTLY_URL, async ({ request }) => {
    if (state.outage) return HttpResponse.json({ msg: "try again" }, { status: state.outage });
    if (request.headers.get("fastly-key") !== CDN_TEST_TOKEN)
      return HttpResponse.json(
        { msg: "Provided credentials are missing or invalid" },
        { status: 401 },
      );
    const keys = keysOf(await request.json().catch(() => null), "surrogate_keys");
    if (!keys || keys.length === 0 || keys.length > 256)
      return HttpResponse.json({ msg: "Bad request" }, { status: 400 });
    state.requests.push({ vendor: "fastly", keys });
    return HttpResponse.json(Object.fromEntries(keys.map((k, i) => [k, `purge-${i}`])));
  }),
];

/**
 * Uses this mock for the calling test file: MSW intercepts both purge APIs, and the requests are
 * forgotten after each test. The test sets CDN_PURGE_URL (and resets the environment) itself.
 */
export function useCdnMock() {
  const server = setupServer(...cdnHandlers);
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => cdn.reset());
  afterAll(() => server.close());
  return server;
}

/**
 * The CDN in front of the site, when one is configured (`CDN_PURGE_URL`, `CDN_PURGE_TOKEN`,
 * `CDN_PURGE_FORMAT`: README, Configuration; docs/decisions/019-cacheable-pages.md, Purges):
 * the header that tags each shareable answer with its surrogate keys
 * (services/page-keys.server.ts), and the purge call that makes the CDN forget the answers
 * tagged with some keys. Two formats, each a CDN's own API:
 *
 * - `cloudflare`: answers carry `Cache-Tag: a,b,c`; a purge is `POST CDN_PURGE_URL` (the zone's
 *   `.../zones/{zone}/purge_cache`) with `{"tags": [...]}` and `Authorization: Bearer TOKEN`,
 *   at most 30 tags a request;
 * - `fastly`: answers carry `Surrogate-Key: a b c`; a purge is `POST CDN_PURGE_URL` (the
 *   service's `.../service/{id}/purge`) with `{"surrogate_keys": [...]}` and `Fastly-Key: TOKEN`,
 *   at most 256 keys a request.
 *
 * Both CDNs strip their tag header before answering visitors. Without `CDN_PURGE_URL` nothing is
 * sent and no header is added (no byte of it reaches a visitor on a costly connection).
 */
import { getEnv } from "~/env.server";

type Format = {
  /** The response header a CDN reads the keys of an answer from, and their separator. */
  header: string;
  separator: string;
  /** Keys per purge request. */
  batch: number;
  body: (keys: string[]) => unknown;
  auth: (token: string) => Record<string, string>;
};

const FORMATS: Record<"cloudflare" | "fastly", Format> = {
  cloudflare: {
    header: "Cache-Tag",
    separator: ",",
    batch: 30,
    body: (tags) => ({ tags }),
    auth: (token) => ({ authorization: `Bearer ${token}` }),
  },
  fastly: {
    header: "Surrogate-Key",
    separator: " ",
    batch: 256,
    body: (keys) => ({ surrogate_keys: keys }),
    auth: (token) => ({ "fastly-key": token }),
  },
};

/** How long one purge request may take before it counts as failed (and the job retries). */
const PURGE_TIMEOUT_MS = 10_000;

/** Whether a CDN purge endpoint is configured. */
export function cdnConfigured(): boolean {
  return Boolean(getEnv().CDN_PURGE_URL);
}

/**
 * The header that gives a CDN an answer's keys, `{ name, value }`, or null when no CDN is
 * configured or there are no keys.
 */
export function cdnKeyHeader(keys: Iterable<string>): { name: string; value: string } | null {
  const env = getEnv();
  if (!env.CDN_PURGE_URL) return null;
  const format = FORMATS[env.CDN_PURGE_FORMAT];
  const value = [...keys].join(format.separator);
  return value ? { name: format.header, value } : null;
}

/**
 * Asks the CDN to forget every answer tagged with any of `keys`, in batches. Does nothing
 * without CDN_PURGE_URL. Throws when the CDN answers anything but 2xx or does not answer within
 * 10 s, so the `purge-cdn` job is retried (app/jobs/jobs.server.ts).
 */
export async function purgeCdn(keys: readonly string[]): Promise<void> {
  const env = getEnv();
  if (!env.CDN_PURGE_URL || !keys.length) return;
  const format = FORMATS[env.CDN_PURGE_FORMAT];
  for (let i = 0; i < keys.length; i += format.batch) {
    const batch = keys.slice(i, i + format.batch);
    const response = await fetch(env.CDN_PURGE_URL, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        ...(env.CDN_PURGE_TOKEN ? format.auth(env.CDN_PURGE_TOKEN) : {}),
      },
      body: JSON.stringify(format.body(batch)),
      signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
    });
    const answer = await response.text().catch(() => "");
    if (!response.ok)
      throw new Error(`CDN purge answered ${response.status}: ${answer.slice(0, 300)}`);
  }
}

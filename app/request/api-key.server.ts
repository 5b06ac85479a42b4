/**
 * The API's dealer operations (`/api/dealer/*`) take a dealer's API key, never a session
 * (docs/decisions/033-dealer-api-keys.md): `Authorization: Bearer mmk_...`. A key opens only
 * these operations, and only those its scopes name; a session token or cookie opens none of them,
 * and a key opens no other operation (request/session.server.ts refuses it there).
 *
 * Each key has its own rate limit (`LIMITS.apiKeyRequests`, counted in PostgreSQL so it holds
 * across instances): over it, 429 with `Retry-After`. Each write made with a key (any method but
 * GET and HEAD) is audited as `api_key.used` with its method and path.
 */
import { msg } from "~/i18n/messages";
import type { ApiKeyScope } from "~/lib/vocabulary/domain";
import { authenticateApiKey, KEY_PREFIX, type KeyHolder } from "~/models/dealer/api-keys.server";
import { audit } from "~/models/shared/audit.server";
import { hitLimit, LIMITS } from "~/models/shared/limits.server";
import { apiError } from "./api.server";

/** The bearer token of a request, when it has the shape of one of our API keys. */
export function bearerApiKey(request: Request): string | null {
  const auth = request.headers.get("authorization");
  if (!auth?.toLowerCase().startsWith("bearer ")) return null;
  const token = auth.slice(7).trim();
  return token.startsWith(KEY_PREFIX) ? token : null;
}

/**
 * The live key of a dealer operation's request, holding `scope` when one is named: 401 without a
 * valid live key, 403 without the scope, 429 over the key's rate limit.
 */
export async function requireApiKey(
  request: Request,
  scope?: ApiKeyScope,
  /** The caller's address (the route context's `clientIp`), for the audit of a write. */
  ip: string | null = null,
): Promise<KeyHolder> {
  const token = bearerApiKey(request);
  if (!token) throw apiError(401, msg("auth.api.keyRequired"));
  const holder = await authenticateApiKey(token);
  if (!holder) throw apiError(401, msg("auth.api.keyInvalid"));
  if (scope && !holder.scopes.includes(scope))
    throw apiError(403, msg("auth.api.keyScope", { scope }));
  const rate = await hitLimit(`api-key:${holder.keyId}`, LIMITS.apiKeyRequests);
  if (!rate.ok)
    throw apiError(
      429,
      msg("auth.api.keyRateLimit", { seconds: rate.retryAfterSeconds }),
      undefined,
      {
        headers: { "Retry-After": String(rate.retryAfterSeconds) },
      },
    );
  if (request.method !== "GET" && request.method !== "HEAD") {
    const url = new URL(request.url);
    await audit(
      holder.user.id,
      "api_key.used",
      "api_key",
      holder.keyId,
      { method: request.method, path: url.pathname },
      undefined,
      ip,
    );
  }
  return holder;
}

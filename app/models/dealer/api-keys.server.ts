/**
 * A dealer's API keys (docs/decisions/033-dealer-api-keys.md): what a dealer's own system (its
 * stock software, its website) calls `/api/dealer/*` with, instead of a person's session.
 *
 * - Only a seller with a business account (`sellerType` dealer) makes them, at most
 *   MAX_ACTIVE_KEYS live at once (counted under the account's lock, so two creations at once
 *   cannot pass it), each named and given scopes (`API_KEY_SCOPES`).
 * - A key is `mmk_<8 characters>_<32 characters>`: 24 random bytes behind a public prefix. It is
 *   shown once, when made; only its SHA-256 is kept. The prefix finds the row; the hash is compared
 *   in constant time.
 * - Revoked, it is refused on the next request on every instance: each request reads the key's
 *   row (one index probe), nothing is cached.
 * - Creation and revocation are audited (`api_key.created`, `api_key.revoked`); so is each write
 *   made with a key (request/api-key.server.ts).
 *
 * Errors: DomainError 403 (not a dealer's account), 409 (MAX_ACTIVE_KEYS live), 404 (not the
 * account's key).
 */
import crypto from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { db } from "#db/connection";
import { apiKeys, users } from "#db/schema";
import type { ApiKeyScope, PlanId } from "~/lib/vocabulary/domain";
import { msg } from "~/i18n/messages";
import { audit } from "../shared/audit.server";
import { DomainError, notFound, requireId } from "../shared/errors.server";
import type { Actor } from "../shared/permissions.server";

/** At most this many keys live at once per account. */
export const MAX_ACTIVE_KEYS = 10;

/** What every key starts with: a secret scanner, or a person, knows it for ours. */
export const KEY_PREFIX = "mmk_";

/** Last-used times are written at most this often per key (ms): not one write per request. */
const LAST_USED_EVERY_MS = 60_000;

/** The advisory lock's first key for an account's keys (any number no other code uses). */
const KEYS_LOCK = 727_290;

/** A key as its owner sees it (never the key itself, nor its hash). */
export type ApiKeyView = {
  id: string;
  name: string;
  /** The key's first characters, `mmk_xxxxxxxx`, by which the owner knows it. */
  prefix: string;
  scopes: ApiKeyScope[];
  /** ISO 8601. */
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

const view = (row: typeof apiKeys.$inferSelect): ApiKeyView => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");

/** Whether `userId` is a dealer's account (a seller with a business account): who makes keys. */
export async function isDealerAccount(
  userId: string,
  exec: Pick<ReturnType<typeof db>, "select"> = db(),
): Promise<boolean> {
  const [row] = await exec
    .select({ accountType: users.accountType, sellerType: users.sellerType })
    .from(users)
    .where(eq(users.id, userId));
  return row?.accountType === "seller" && row.sellerType === "dealer";
}

/** The account's keys, newest first, revoked ones included. */
export async function listApiKeys(userId: string): Promise<ApiKeyView[]> {
  const rows = await db()
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map(view);
}

/**
 * Makes a key for the dealer `actor` (name and scopes already checked by the caller's schema):
 * answers the key itself, to show once, and its view.
 */
export async function createApiKey(
  actor: Actor,
  input: { name: string; scopes: ApiKeyScope[] },
): Promise<{ key: string; apiKey: ApiKeyView }> {
  const prefix = KEY_PREFIX + crypto.randomBytes(5).toString("hex").slice(0, 8);
  const key = `${prefix}_${crypto.randomBytes(24).toString("base64url")}`;
  const row = await db().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEYS_LOCK}, hashtext(${actor.id}))`);
    if (!(await isDealerAccount(actor.id, tx)))
      throw new DomainError(403, msg("refusals.apiKeys.dealersOnly"));
    const [{ live }] = await tx
      .select({ live: sql<number>`count(*)`.mapWith(Number) })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, actor.id), isNull(apiKeys.revokedAt)));
    if (live >= MAX_ACTIVE_KEYS)
      throw new DomainError(409, msg("refusals.apiKeys.tooMany", { max: MAX_ACTIVE_KEYS }));
    const [made] = await tx
      .insert(apiKeys)
      .values({
        userId: actor.id,
        name: input.name,
        prefix,
        secretHash: sha256(key),
        scopes: [...new Set(input.scopes)],
      })
      .returning();
    await audit(
      actor.id,
      "api_key.created",
      "api_key",
      made.id,
      { name: made.name, prefix, scopes: made.scopes },
      tx,
      actor.ip ?? null,
    );
    return made;
  });
  return { key, apiKey: view(row) };
}

/**
 * Revokes the account's key `keyId` at once (a second revocation changes nothing); 404 when it is
 * not the account's.
 */
export async function revokeApiKey(actor: Actor, keyId: string): Promise<ApiKeyView> {
  requireId(keyId, "API key");
  return db().transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, actor.id)))
      .for("update");
    if (!row) throw notFound("API key");
    if (row.revokedAt) return view(row);
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(eq(apiKeys.id, keyId))
      .returning();
    await audit(
      actor.id,
      "api_key.revoked",
      "api_key",
      keyId,
      { name: row.name, prefix: row.prefix },
      tx,
      actor.ip ?? null,
    );
    return view(revoked);
  });
}

/** Who a live key speaks for: the key and its dealer. */
export type KeyHolder = {
  keyId: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  user: {
    id: string;
    role: "user";
    plan: PlanId;
    accountType: "seller";
    businessName: string | null;
  };
};

/**
 * The live key `token` is, with its dealer, or null: not a key's shape, unknown, revoked, or its
 * account no longer an active dealer's. Notes when it was last used (at most once a minute).
 */
export async function authenticateApiKey(
  token: string,
  now = new Date(),
): Promise<KeyHolder | null> {
  const match = /^(mmk_[0-9a-f]{8})_[A-Za-z0-9_-]{32}$/.exec(token);
  if (!match) return null;
  const [row] = await db()
    .select({
      key: apiKeys,
      plan: users.plan,
      accountType: users.accountType,
      sellerType: users.sellerType,
      status: users.status,
      businessName: users.businessName,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.prefix, match[1]));
  if (!row || row.key.revokedAt) return null;
  const given = Buffer.from(sha256(token), "hex");
  if (!crypto.timingSafeEqual(given, Buffer.from(row.key.secretHash, "hex"))) return null;
  if (row.status !== "active" || row.accountType !== "seller" || row.sellerType !== "dealer")
    return null;
  if (!row.key.lastUsedAt || now.getTime() - row.key.lastUsedAt.getTime() > LAST_USED_EVERY_MS)
    await db().update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.key.id));
  return {
    keyId: row.key.id,
    name: row.key.name,
    prefix: row.key.prefix,
    scopes: row.key.scopes,
    user: {
      id: row.key.userId,
      role: "user",
      plan: row.plan,
      accountType: "seller",
      businessName: row.businessName,
    },
  };
}

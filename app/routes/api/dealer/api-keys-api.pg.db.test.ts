/**
 * Dealers' API keys through the API (docs/decisions/033-dealer-api-keys.md): a dealer makes a key
 * and sees it once (only its hash is kept); the key opens the dealer operations and nothing else,
 * a session opens none of them; scopes and the key's own rate limit hold; a revoked key is
 * refused on its next request; each step is audited; ten live keys at most, even when asked for
 * together.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { apiKeys, auditLog } from "#db/schema";
import { hitLimit, LIMITS } from "~/models/shared/limits.server";
import { requireApiKey } from "~/request/api-key.server";
import { createUser } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { callRoute, signIn } from "../../../../tests/support/routes";
import * as sessions from "../user/sessions";
import * as keys from "../user/api-keys";
import * as key from "../user/api-key";
import * as me from "./me";

useTestDatabase();

const dealer = () =>
  createUser({ accountType: "seller", sellerType: "dealer", businessName: "Bakare Motors" });
const make = (token: string, json: unknown) =>
  callRoute(keys.action, { method: "POST", path: "/api/user/api-keys", token, json });
const whoAmI = (token: string) => callRoute(me.loader, { path: "/api/dealer/me", token });

describe("a dealer's API key", () => {
  it("is shown once, kept as a hash, opens the dealer operations and no other", async () => {
    const user = await dealer();
    const session = await signIn(user);
    const made = await make(session, { name: "Stock sync", scopes: ["stock:read", "stock:write"] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const secret: string = made.body.data.key;
    expect(secret).toMatch(/^mmk_[0-9a-f]{8}_[A-Za-z0-9_-]{32}$/);
    expect(made.body.data.apiKey).toMatchObject({
      name: "Stock sync",
      prefix: secret.slice(0, 12),
      scopes: ["stock:read", "stock:write"],
      lastUsedAt: null,
      revokedAt: null,
    });
    // Never stored, never listed.
    const [row] = await db().select().from(apiKeys).where(eq(apiKeys.userId, user.id));
    expect(Object.values(row)).not.toContain(secret);
    const listed = await callRoute(keys.loader, { path: "/api/user/api-keys", token: session });
    expect(JSON.stringify(listed.body)).not.toContain(secret.slice(13));

    const ok = await whoAmI(secret);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({
      key: {
        name: "Stock sync",
        prefix: secret.slice(0, 12),
        scopes: ["stock:read", "stock:write"],
      },
      dealer: { id: user.id, businessName: "Bakare Motors" },
    });
    // A session opens no dealer operation; a key opens no other operation.
    expect((await whoAmI(session)).status).toBe(401);
    const elsewhere = await callRoute(sessions.loader, {
      path: "/api/user/sessions",
      token: secret,
    });
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body.message).toMatch(/API key opens only the dealer operations/);
    // A key's shape with a wrong secret is refused.
    expect((await whoAmI(`${secret.slice(0, 13)}${"A".repeat(32)}`)).status).toBe(401);

    // Scopes: this key may not read leads.
    const asking = new Request("http://localhost/api/dealer/leads", {
      headers: { Authorization: `Bearer ${secret}` },
    });
    const refused = await requireApiKey(asking, "leads:read").catch((r: Response) => r);
    expect((refused as Response).status).toBe(403);
    expect(((await (refused as Response).json()) as { message: string }).message).toBe(
      "This API key lacks the leads:read scope",
    );

    // Its own rate limit, with Retry-After.
    const keyId = made.body.data.apiKey.id;
    await hitLimit(`api-key:${keyId}`, LIMITS.apiKeyRequests, Date.now(), 10_000);
    const limited = await whoAmI(secret);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);

    // Revoked: refused on its next request.
    const revoked = await callRoute(key.action, {
      method: "DELETE",
      path: `/api/user/api-keys/${keyId}`,
      params: { id: keyId },
      token: session,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revokedAt).not.toBeNull();
    expect((await whoAmI(secret)).status).toBe(401);

    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "api_key"), eq(auditLog.entityId, keyId)));
    expect(actions.map((a) => a.action).sort()).toEqual(["api_key.created", "api_key.revoked"]);
  });

  it("is made only by a dealer, with known scopes, ten live at most even when asked together", async () => {
    const individual = await signIn(
      await createUser({ accountType: "seller", sellerType: "individual" }),
    );
    expect((await make(individual, { name: "Mine", scopes: ["stock:read"] })).status).toBe(403);
    const session = await signIn(await dealer());
    const bad = await make(session, { name: "", scopes: ["admin"] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["name", "scopes.0"]);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        make(session, { name: `Key ${i}`, scopes: ["stock:read"] }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(2);
    // Another's key, or no key at all, is not found.
    const other = await signIn(await dealer());
    const id = answers.find((a) => a.status === 201)!.body.data.apiKey.id;
    for (const [token, keyId] of [
      [other, id],
      [session, "not-a-key"],
    ])
      expect(
        (
          await callRoute(key.action, {
            method: "DELETE",
            path: `/api/user/api-keys/${keyId}`,
            params: { id: keyId },
            token,
          })
        ).status,
      ).toBe(404);
  });
});

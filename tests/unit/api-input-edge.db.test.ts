/**
 * Malformed input at the JSON API's edge answers 4xx, never 500, and nothing is written
 * (docs/decisions/008-security-review.md, malformed input): JSON nested thousands deep (on
 * anonymous endpoints too, and on the signed webhook), lone UTF-16 surrogates in text that
 * would reach a jsonb or text column, and keys the body schema does not know (a typo must not
 * silently start a different payment). The readers themselves are tested in
 * app/request/api.server.test.ts; every operation walked with generated bad values is in
 * api-fuzz.db.test.ts.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { payments, users } from "#db/schema";
import { paymentProvider, signWebhook } from "~/services/payments.server";
import { action as apiLogin } from "~/routes/api/auth/login";
import { action as apiRegister } from "~/routes/api/auth/register";
import { action as apiCreatePayment } from "~/routes/api/payments/create";
import { action as apiWebhook } from "~/routes/api/payments/webhook";
import { action as apiProfile } from "~/routes/api/users/profile";
import { createUser } from "../factories";
import { useTestDatabase } from "../setup/database";
import { callRoute, signIn } from "../support/routes";

useTestDatabase();

/** 4,000 nested arrays: an 8 KB body. */
const DEEP = `${"[".repeat(4000)}${"]".repeat(4000)}`;
const raw = (body: string, headers: Record<string, string> = {}) => ({
  method: "POST",
  body,
  headers: { "content-type": "application/json", ...headers },
});

describe("JSON nested thousands deep", () => {
  it("is a 400 on an anonymous endpoint, as a whole body and inside a field", async () => {
    for (const body of [DEEP, `{"email":${DEEP},"password":"x"}`]) {
      const r = await callRoute(apiLogin, { path: "/api/auth/login", ...raw(body) });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe("The JSON body is nested too deeply");
    }
  });

  it("is a 400 for a signed-in client", async () => {
    const token = await signIn(await createUser());
    const r = await callRoute(apiProfile, {
      path: "/api/users/profile",
      token,
      ...raw(`{"workingHours":${DEEP}}`),
      method: "PUT",
    });
    expect(r.status).toBe(400);
  });

  it("is a 400 on the webhook even when the signature is right", async () => {
    const secret = paymentProvider()!.webhookSecret();
    const r = await callRoute(apiWebhook, {
      path: "/api/payments/webhook",
      ...raw(DEEP, { "x-paystack-signature": signWebhook(DEEP, secret) }),
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe("The JSON body is nested too deeply");
  });
});

describe("a lone UTF-16 surrogate", () => {
  it("in working hours (a jsonb column) is a 400 naming the field, and nothing changes", async () => {
    const user = await createUser({ accountType: "seller" });
    const token = await signIn(user);
    const r = await callRoute(apiProfile, {
      path: "/api/users/profile",
      token,
      ...raw('{"workingHours":{"weekdays":"8am\\ud800","saturday":"9am","sunday":"Closed"}}'),
      method: "PUT",
    });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.errors)).toEqual(["workingHours.weekdays"]);
    expect(r.body.message).toContain("workingHours.weekdays");
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row.workingHours).toBeNull();
    // The same text with a real character (a surrogate pair) is stored.
    const ok = await callRoute(apiProfile, {
      method: "PUT",
      path: "/api/users/profile",
      token,
      json: { workingHours: { weekdays: "8am 🚗", saturday: "9am", sunday: "Closed" } },
    });
    expect(ok.status).toBe(200);
  });

  it("in a name (a text column) is refused instead of silently changed", async () => {
    const r = await callRoute(apiRegister, {
      path: "/api/auth/register",
      ...raw(
        JSON.stringify({
          accountType: "buyer",
          firstName: "Ad\ud800a",
          lastName: "Obi",
          email: "surrogate@example.ng",
          phone: "08031234567",
          location: "lagos",
          password: "kola-nut-2099",
        }),
      ),
    });
    expect(r.status).toBe(400);
    expect(r.body.errors).toHaveProperty("firstName");
    expect(await db().select().from(users).where(eq(users.email, "surrogate@example.ng"))).toEqual(
      [],
    );
  });
});

describe("keys the body schema does not know", () => {
  it("refuse the tester's payment with 400 naming `cycle`, and start nothing", async () => {
    const user = await createUser({ plan: "free" });
    const token = await signIn(user);
    const create = (json: unknown) =>
      callRoute(apiCreatePayment, { method: "POST", path: "/api/payments/create", token, json });
    const r = await create({ purpose: "subscription", plan: "premium", cycle: "yearly" });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      success: false,
      message: "Unknown field: cycle",
      errors: { cycle: ["Unknown field"] },
    });
    expect(await db().select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);

    const right = await create({
      purpose: "subscription",
      plan: "premium",
      billingCycle: "yearly",
    });
    expect(right.status).toBe(201);
    const [started] = await db().select().from(payments).where(eq(payments.userId, user.id));
    expect(started.billingCycle).toBe("yearly");
  });
});

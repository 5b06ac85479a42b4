/**
 * A buyer's own lists through the API, as a client sees them (each answer is checked against
 * the OpenAPI document by `callRoute`): saved searches (`/api/saved-searches`, `/{id}`) and
 * notifications (`GET /api/notifications` with its `limit` and `before`, `PUT .../read`).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { db } from "#db/connection";
import { notify } from "~/models/shared/notifications.server";
import { openApiDocument } from "~/routes/api/meta/openapi-document.server";
import { servedApiRoutes } from "~/routes/api/meta/served-api.server";
import * as notificationsApi from "~/routes/api/notifications/notifications";
import * as readApi from "~/routes/api/notifications/read";
import * as savedSearchApi from "~/routes/api/saved-searches/saved-search";
import * as savedSearchesApi from "~/routes/api/saved-searches/saved-searches";
import { createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { callRoute, signIn } from "../../../tests/support/routes";

useTestDatabase();

let token = "";
beforeAll(async () => {
  const buyer = await createUser({ accountType: "buyer" });
  token = await signIn(buyer);
  for (const title of ["First", "Second", "Third"]) {
    await notify(buyer.id, { type: "price_drop", title, link: "/car/x" });
  }
  // First and Second in one millisecond (Second 100 µs later), as a busy server writes them;
  // Third a day later.
  await db().execute(sql`
    update notifications
       set created_at = date_trunc('milliseconds', now()) + case title
             when 'First' then interval '100 microseconds'
             when 'Second' then interval '200 microseconds'
             else interval '1 day' end
     where user_id = ${buyer.id}`);
});

describe("saved searches", () => {
  it("saves, lists, renames and deletes one", async () => {
    const saved = await callRoute(savedSearchesApi.action, {
      method: "POST",
      path: "/api/saved-searches",
      token,
      json: { name: "Cheap Camrys", query: "make=Toyota&maxPrice=5000000", frequency: "daily" },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({
      name: "Cheap Camrys",
      frequency: "daily",
      newMatches: 0,
    });
    const id = saved.body.data.id;

    const list = await callRoute(savedSearchesApi.loader, { path: "/api/saved-searches", token });
    expect(list.body.data.map((s: { id: string }) => s.id)).toEqual([id]);

    const renamed = await callRoute(savedSearchApi.action, {
      method: "PATCH",
      path: `/api/saved-searches/${id}`,
      params: { id },
      token,
      json: { name: "Camrys", frequency: "off" },
    });
    expect(renamed.body.data).toMatchObject({ id, name: "Camrys", frequency: "off" });

    const gone = await callRoute(savedSearchApi.action, {
      method: "DELETE",
      path: `/api/saved-searches/${id}`,
      params: { id },
      token,
    });
    expect(gone).toMatchObject({ status: 200, body: { data: null } });
  });

  it("refuses a saved query whose search text is over 100 characters", async () => {
    const r = await callRoute(savedSearchesApi.action, {
      method: "POST",
      path: "/api/saved-searches",
      token,
      json: { name: "Long", query: `search=${"a".repeat(101)}` },
    });
    expect(r.status).toBe(400);
  });
});

describe("GET /api/notifications", () => {
  const list = (query = "") =>
    callRoute(notificationsApi.loader, { path: `/api/notifications${query}`, token });

  it("pages by limit and before, newest first, losing none written in the same millisecond", async () => {
    const titles = (r: Awaited<ReturnType<typeof list>>) =>
      r.body.data.notifications.map((n: { title: string }) => n.title);
    const first = await list("?limit=2");
    // First and Second share a millisecond, the cursor's precision: either may end the page.
    expect(titles(first)).toHaveLength(2);
    expect(titles(first)[0]).toBe("Third");
    expect(first.body.data.unreadCount).toBe(3);
    const next = encodeURIComponent(first.body.data.nextBefore);
    const second = await list(`?limit=2&before=${next}`);
    expect([...titles(first), ...titles(second)].sort()).toEqual(["First", "Second", "Third"]);
    expect(second.body.data.nextBefore).toBeNull();
    // No limit: 30, so all three; an empty `before` is the first page.
    expect((await list("?before=")).body.data.notifications).toHaveLength(3);
  });

  it("answers 400 under the parameter for a bad limit or before", async () => {
    for (const limit of ["0", "101", "1.5", "ten"]) {
      const r = await list(`?limit=${limit}`);
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual({ limit: ["`limit` must be a whole number from 1 to 100"] });
    }
    const r = await list("?before=nonsense");
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual({
      before: ["`before` must be the nextBefore of the previous page"],
    });
  });

  it("is documented with the limit and before it reads", () => {
    const doc = openApiDocument("https://motormart.test", servedApiRoutes());
    const op = doc.paths["/api/notifications"].get as { parameters: object[] };
    expect(op.parameters).toEqual([
      {
        name: "limit",
        in: "query",
        required: false,
        description: "Notifications per page, 1 to 100.",
        schema: { type: "integer", minimum: 1, maximum: 100, default: 30 },
      },
      expect.objectContaining({ name: "before", in: "query", schema: { type: "string" } }),
    ]);
  });

  it("PUT /api/notifications/read marks them read", async () => {
    const r = await callRoute(readApi.action, {
      method: "PUT",
      path: "/api/notifications/read",
      token,
    });
    expect(r.body.data).toEqual({ marked: 3, unreadCount: 0 });
  });
});

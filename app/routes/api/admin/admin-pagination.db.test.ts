/**
 * The admin list APIs page like every other list of the API (docs/decisions/013-admin-panel.md):
 * `?page=` and `?limit=` (whole numbers: page from 1, limit 1-100; anything else is a 400) and
 * `data.pagination {currentPage, totalPages, total, limit}` counted with the same filters; the
 * cursor (`before`, the previous page's `nextBefore`) still works, with `pagination` null.
 */
import { describe, expect, it } from "vitest";
import { audit } from "~/models/shared/audit.server";
import { fileReport } from "~/models/messaging/reports.server";
import { MAX_PAGE } from "~/lib/api/pagination";
import { openApiDocument } from "../meta/openapi-document.server";
import { servedApiRoutes } from "../meta/served-api.server";
import { createListing, createStaff, createUser } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { callRoute, signIn } from "../../../../tests/support/routes";
import * as auditApi from "./audit";
import * as listingsApi from "./listings";
import * as reportsApi from "./reports";
import * as usersApi from "./users";

useTestDatabase();

type Loader = (args: never) => unknown;
type Page = { ids: string[]; pagination: unknown; nextBefore: string | null };

/**
 * Walks `path` page by page with `?page=` and checks what every list must answer: the pages in
 * order without repeats, the pagination of each, an empty page past the end, and the cursor.
 */
async function checkPaging(
  loader: Loader,
  token: string,
  path: string,
  key: string,
  expected: string[],
) {
  const get = async (query: string): Promise<Page> => {
    const r = await callRoute(loader, { path: `${path}${query}`, token });
    expect(r.status, `${path}${query}: ${JSON.stringify(r.body)}`).toBe(200);
    return {
      ids: r.body.data[key].map((x: { id: string }) => x.id),
      pagination: r.body.data.pagination,
      nextBefore: r.body.data.nextBefore,
    };
  };
  const total = expected.length;
  const seen: string[] = [];
  for (let page = 1; page <= 3; page++) {
    const got = await get(`&limit=2&page=${page}`);
    expect(got.pagination).toEqual({ currentPage: page, totalPages: 3, total, limit: 2 });
    seen.push(...got.ids);
  }
  expect(seen).toEqual(expected);
  const past = await get("&limit=2&page=9");
  expect(past.ids).toEqual([]);
  expect(past.pagination).toEqual({ currentPage: 9, totalPages: 3, total, limit: 2 });
  const first = await get("");
  expect(first.pagination).toEqual({ currentPage: 1, totalPages: 1, total, limit: 50 });

  // The cursor still pages by index; it has no page number.
  const byCursor = await get(
    `&limit=2&before=${encodeURIComponent((await get("&limit=2")).nextBefore!)}`,
  );
  expect(byCursor.ids).toEqual(expected.slice(2, 4));
  expect(byCursor.pagination).toBeNull();

  for (const bad of [
    "page=0",
    "page=-1",
    "page=1.5",
    "page=two",
    "page=",
    `page=${"9".repeat(40)}`,
    "limit=0",
    "limit=101",
    "limit=1e2",
    "limit=ten",
  ]) {
    const r = await callRoute(loader, { path: `${path}&${bad}`, token });
    expect({ bad, status: r.status }).toEqual({ bad, status: 400 });
    expect(Object.keys(r.body.errors)).toEqual([bad.split("=")[0]]);
  }
}

describe("admin list APIs page with page/limit and answer data.pagination", () => {
  it("GET /api/admin/users", async () => {
    const admin = await signIn(await createStaff("admin"));
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(await createUser({ firstName: "Paginated", lastName: `Person${i}` }));
    await createUser({ firstName: "Someone", lastName: "Else" });
    await checkPaging(
      usersApi.loader,
      admin,
      "/api/admin/users?q=Paginated",
      "users",
      made.reverse().map((u) => u.id),
    );
  });

  it("GET /api/admin/listings", async () => {
    const moderator = await signIn(await createStaff());
    const seller = await createUser();
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(await createListing(seller.id, { title: `Paged Highlander ${i}` }));
    await createListing(seller.id, { title: "Another car" });
    await checkPaging(
      listingsApi.loader,
      moderator,
      "/api/admin/listings?q=Paged%20Highlander",
      "listings",
      made.reverse().map((l) => l.id),
    );
  });

  it("GET /api/admin/reports", async () => {
    const moderator = await signIn(await createStaff());
    const seller = await createUser();
    const made = [];
    for (let i = 0; i < 5; i++) {
      const car = await createListing(seller.id, { title: `Reported car ${i}` });
      made.push(
        await fileReport((await createUser()).id, {
          targetType: "listing",
          targetId: car.id,
          reason: "scam",
        }),
      );
    }
    await fileReport((await createUser()).id, {
      targetType: "user",
      targetId: seller.id,
      reason: "other",
    });
    await checkPaging(
      reportsApi.loader,
      moderator,
      "/api/admin/reports?type=listing",
      "reports",
      made.reverse().map((r) => r.id),
    );
  });

  it("GET /api/admin/audit", async () => {
    const staff = await createStaff();
    const target = crypto.randomUUID();
    for (let i = 0; i < 5; i++) await audit(staff.id, "user.warn", "user", target, { i });
    await audit(staff.id, "user.warn", "user", crypto.randomUUID());
    const r = await callRoute(auditApi.loader, {
      path: `/api/admin/audit?entityId=${target}`,
      token: await signIn(staff),
    });
    const expected = r.body.data.entries.map((e: { id: string }) => e.id);
    expect(expected).toHaveLength(5);
    await checkPaging(
      auditApi.loader,
      await signIn(staff),
      `/api/admin/audit?entityId=${target}`,
      "entries",
      expected,
    );
  });
});

describe("the OpenAPI document", () => {
  it("describes page, limit and before with their real types on every admin list", () => {
    const doc = openApiDocument("https://motormart.test", servedApiRoutes());
    for (const path of ["users", "listings", "reports", "audit", "verifications"]) {
      type Schema = { $ref?: string; properties: Record<string, Schema>; anyOf?: Schema[] };
      const op = (
        doc.paths[`/api/admin/${path}`] as Record<
          string,
          {
            parameters: { name: string; schema: object }[];
            responses: Record<string, { content: Record<string, { schema: Schema }> }>;
          }
        >
      ).get;
      const byName = Object.fromEntries(op.parameters.map((p) => [p.name, p.schema]));
      expect(byName.page).toEqual({ type: "integer", minimum: 1, maximum: MAX_PAGE, default: 1 });
      expect(byName.limit).toEqual({ type: "integer", minimum: 1, maximum: 100, default: 50 });
      expect(byName.before).toMatchObject({ type: "string" });
      const data = op.responses["200"].content["application/json"].schema.properties.data;
      expect(data.properties.pagination.anyOf).toContainEqual({
        $ref: "#/components/schemas/Pagination",
      });
      expect(data.properties.nextBefore).toBeDefined();
    }
  });
});

/**
 * Export Data (docs/decisions/013-admin-panel.md): admins get CSV with a header row and the current
 * filters; no password hashes, tokens or secrets; formula-looking cells are neutralised; moderators
 * 403.
 */
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { setPassword } from "~/models/identity/passwords.server";
import { createListing, createStaff, createUser } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { callRoute, signIn } from "../../../../tests/support/routes";
import * as exporter from "./export";

useTestDatabase();

const get = (token: string | undefined, file: string, query = "") =>
  callRoute(exporter.loader, { path: `/api/admin/export/${file}${query}`, token });

describe("GET /api/admin/export/*.csv", () => {
  it("streams users as CSV with a header, the filters, and nothing secret", async () => {
    const admin = await signIn(await createStaff("admin"));
    const shady = await createUser({
      firstName: '=HYPERLINK("x")',
      lastName: "Export",
      status: "suspended",
    });
    await setPassword(shady.id, "a secret long passphrase");
    await createUser({ firstName: "Plain", lastName: "Export" });

    const all = await get(admin, "users.csv", "?q=Export");
    expect(all.status).toBe(200);
    expect(all.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(all.headers.get("content-disposition")).toMatch(
      /attachment; filename="motormart-users-/,
    );
    const rows = parse(all.body as string, { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0])).toEqual([
      "id",
      "name",
      "email",
      "phone",
      "location",
      "joinDate",
      "status",
      "role",
      "plan",
      "accountType",
      "verified",
    ]);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === shady.id)!.name).toBe(`'=HYPERLINK("x") Export`);
    expect(all.body).not.toMatch(/argon2|passphrase|token/i);

    const suspended = await get(admin, "users.csv", "?q=Export&status=suspended");
    expect(parse(suspended.body as string, { columns: true })).toHaveLength(1);
  });

  it("exports listings, payments, reports and the audit log; empty ones still have the header", async () => {
    const admin = await signIn(await createStaff("admin"));
    const seller = await createUser();
    await createListing(seller.id, { title: "Export Camry" });
    const listings = await get(admin, "listings.csv", "?q=Export%20Camry");
    expect(parse(listings.body as string, { columns: true })[0]).toMatchObject({
      title: "Export Camry",
    });
    for (const [file, query] of [
      ["payments.csv", "?status=completed"],
      ["reports.csv", "?status=resolved"],
      ["audit.csv", "?action=nothing.here"],
    ]) {
      const r = await get(admin, file, query);
      expect(r.status).toBe(200);
      expect((r.body as string).split("\n")[0]).toMatch(/^id,/);
    }
    // The exports themselves are audited.
    const trail = parse((await get(admin, "audit.csv", "?action=data.export")).body as string, {
      columns: true,
    }) as Record<string, string>[];
    expect(trail.map((t) => t.entityId)).toEqual(
      expect.arrayContaining(["listings", "payments", "reports"]),
    );
  });

  it("is for admins only; other names are 404, bad filters 400", async () => {
    expect((await get(undefined, "users.csv")).status).toBe(401);
    const moderator = await signIn(await createStaff());
    expect((await get(moderator, "users.csv")).status).toBe(403);
    const admin = await signIn(await createStaff("admin"));
    expect((await get(admin, "sessions.csv")).status).toBe(404);
    // Paging parameters are not filters: an export always has every matching row.
    expect((await get(admin, "users.csv", "?before=garbage")).status).toBe(200);
    expect((await get(admin, "reports.csv", "?status=closed")).status).toBe(400);
  });
});

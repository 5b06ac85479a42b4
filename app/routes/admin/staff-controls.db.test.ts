/**
 * What each role sees of the staff controls on the pages, read from the permission table
 * (docs/decisions/005-permissions.md), rendered as a browser without JavaScript gets them: the
 * dashboard's "Staff: moderation" link (`approve:listing:any`: moderators and admins), links to a
 * user's admin page (`read:user:any`), Export CSV (`export:data:any`) and Change role
 * (`update:role:any`), all three for admins only.
 */
import { describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { auditLog } from "#db/schema";
import type { Role } from "~/lib/vocabulary/domain";
import { createListing, createStaff, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { renderPage } from "../../../tests/support/render";
import { signIn } from "../../../tests/support/routes";
import * as dashboard from "../account/dashboard/route";
import * as allListings from "./all-listings";
import * as audit from "./audit";
import * as reports from "./reports";
import * as adminUser from "./users/user";

useTestDatabase();

const staff = async (role: Role) =>
  signIn(
    role === "user"
      ? await createUser({ role, accountType: "both", firstName: role })
      : await createStaff(role, { accountType: "both", firstName: role }),
  );

describe("staff controls by role", () => {
  it("links the dashboard to moderation for moderators and admins only", async () => {
    for (const [role, shown] of [
      ["user", false],
      ["moderator", true],
      ["admin", true],
    ] as const) {
      const html = await renderPage(dashboard, "/dashboard", {
        path: "/dashboard",
        sessionCookie: await staff(role),
      });
      // The link, not its words: the page's messages carry "Staff: moderation" for everyone.
      expect(html.includes('href="/admin/listings"'), role).toBe(shown);
    }
  });

  it("links a seller and an audited user to their admin page, and offers Export CSV, for admins only", async () => {
    const seller = await createUser({ firstName: "Kemi" });
    await createListing(seller.id, { title: "Honda Civic 2012" });
    await db()
      .insert(auditLog)
      .values({ action: "user.suspended", entityType: "user", entityId: seller.id });
    const userPage = `href="/admin/users/${seller.id}"`;
    for (const [role, shown] of [
      ["moderator", false],
      ["admin", true],
    ] as const) {
      const sessionCookie = await staff(role);
      const listingsHtml = await renderPage(allListings, "/admin/listings/all", {
        path: "/admin/listings/all",
        sessionCookie,
      });
      expect(listingsHtml).toContain("Honda Civic 2012");
      expect(listingsHtml.includes(userPage), `${role} on all listings`).toBe(shown);

      const auditHtml = await renderPage(audit, "/admin/audit", {
        path: "/admin/audit",
        sessionCookie,
      });
      expect(auditHtml).toContain("user.suspended");
      expect(auditHtml.includes(userPage), `${role} on the audit log`).toBe(shown);

      const reportsHtml = await renderPage(reports, "/admin/reports", {
        path: "/admin/reports",
        sessionCookie,
      });
      // The link, not its words: the page's messages (docs/decisions/023-languages.md) carry
      // "Export CSV" in its data for everyone.
      expect(reportsHtml.includes("/api/admin/export/reports.csv"), `${role} on reports`).toBe(
        shown,
      );
    }
  });

  it("offers Change role on a user's admin page", async () => {
    const seller = await createUser();
    const html = await renderPage(adminUser, "/admin/users/:id", {
      path: `/admin/users/${seller.id}`,
      sessionCookie: await staff("admin"),
    });
    expect(html).toContain("Change role");
  });
});

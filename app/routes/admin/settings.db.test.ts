/**
 * `/admin/settings` (docs/decisions/013-admin-panel.md): admins only; each setting is stored,
 * audited with before and after, and honoured: registration closed refuses new accounts, the banner
 * shows on every page, listings go live at once when review is off.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { auditLog, listings } from "#db/schema";
import { createDraft, publishListing } from "~/models/listings/selling.server";
import { clearSettingsCache } from "~/models/site/settings.server";
import { getUserById } from "~/models/identity/users.server";
import { addPhoto, createStaff, createUser, LISTING_FIELDS } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { callRoute, signIn } from "../../../tests/support/routes";
import { loader as rootLoader } from "../../root";
import * as register from "../api/auth/register";
import * as page from "./settings";

useTestDatabase();
afterEach(() => clearSettingsCache());

describe("/admin/settings", () => {
  it("is for admins only", async () => {
    const moderator = await signIn(await createStaff());
    expect((await callRoute(page.loader, { sessionCookie: moderator })).status).toBe(403);
    expect(
      (await callRoute(page.action, { method: "POST", sessionCookie: moderator, form: {} })).status,
    ).toBe(403);
  });

  it("saves, audits and applies each setting", async () => {
    const adminUser = await createStaff("admin");
    const admin = await signIn(adminUser);
    const save = (form: Record<string, string>) =>
      callRoute(page.action, {
        method: "POST",
        path: "/admin/settings",
        sessionCookie: admin,
        form,
        ip: "192.0.2.5",
      });

    const bad = await save({
      moderationTargetHours: "0",
      noticeBanner: "Hi",
      registrationOpen: "on",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.result.error.moderationTargetHours).toEqual(["At least 1 hour"]);
    expect(bad.body.result.initialValue.noticeBanner).toBe("Hi");

    const ok = await save({
      moderationTargetHours: "12",
      noticeBanner: "Maintenance on Sunday from 2am to 4am",
    });
    expect(ok.status).toBe(302);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "settings.update"));
    expect(entry).toMatchObject({ actorId: adminUser.id, ip: "192.0.2.5" });
    expect(entry.details).toEqual({
      registrationOpen: [true, false],
      listingsNeedReview: [true, false],
      moderationTargetHours: [24, 12],
      noticeBanner: ["", "Maintenance on Sunday from 2am to 4am"],
    });

    // The banner on every page.
    const root = await callRoute(rootLoader as never, { path: "/" });
    expect(root.body.notice).toBe("Maintenance on Sunday from 2am to 4am");
    // Registration closed.
    const closed = await callRoute(register.action, {
      method: "POST",
      json: {
        firstName: "New",
        lastName: "Person",
        email: "closed.door@example.ng",
        phone: "+2348061234567",
        location: "lagos",
        password: "a long passphrase here",
        accountType: "buyer",
      },
    });
    expect(closed.status).toBe(403);
    expect(closed.body.message).toMatch(/cannot be created/);
    // No review: a submission (with its photo) is live at once.
    const seller = (await getUserById((await createUser({ plan: "basic" })).id))!;
    const submit = async (fields: typeof LISTING_FIELDS) => {
      const draft = await createDraft(seller as never, fields);
      await addPhoto(draft);
      return (await publishListing(seller as never, draft)).id;
    };
    const id = await submit(LISTING_FIELDS);
    const [row] = await db().select().from(listings).where(eq(listings.id, id));
    expect(row.status).toBe("active");
    expect(row.publishedAt).not.toBeNull();

    // Back to the defaults: review on, registration open.
    expect(
      (
        await save({
          moderationTargetHours: "24",
          registrationOpen: "on",
          listingsNeedReview: "on",
        })
      ).status,
    ).toBe(302);
    const again = await submit({ ...LISTING_FIELDS, title: "Second car 2015" });
    const [second] = await db().select().from(listings).where(eq(listings.id, again));
    expect(second.status).toBe("pending");
  });
});

/**
 * `/admin/settings` (docs/decisions/013-admin-panel.md): admins only; each setting is stored,
 * audited with before and after, and honoured: registration closed refuses new accounts, the banner
 * shows on every page, listings go live at once when review is off.
 */
import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { auditLog, listings, siteSettings } from "#db/schema";
import { createDraft, publishListing } from "~/models/selling/selling.server";
import { clearSettingsCache, getSettings, updateSettings } from "~/models/site/settings.server";
import { updatePreferences } from "~/models/shared/preferences.server";
import { getUserById } from "~/models/identity/users.server";
import { addPhoto, createStaff, createUser, LISTING_FIELDS } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { pageText, renderPage } from "../../../tests/support/render";
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

describe("/admin/settings exchange rates", () => {
  const rates = {
    moderationTargetHours: "24",
    registrationOpen: "on",
    listingsNeedReview: "on",
  };
  // Each test from the defaults (the database is kept between a file's tests).
  beforeEach(async () => {
    await db().delete(siteSettings);
    clearSettingsCache();
  });

  it("validates, stores and audits the dollar and euro rates", async () => {
    const adminUser = await createStaff("admin");
    const admin = await signIn(adminUser);
    const save = (form: Record<string, string>) =>
      callRoute(page.action, {
        method: "POST",
        path: "/admin/settings",
        sessionCookie: admin,
        form: { ...rates, ...form },
      });

    const bad = await save({
      usdRate: "-5",
      usdRateFrom: "2026-11-01",
      eurRate: "1,650",
      eurRateFrom: "2999-01-01",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.result.error.usdRate).toEqual(["At least ₦100"]);
    expect(bad.body.result.error.eurRateFrom).toEqual(["Not a date in the future"]);
    expect(
      (await save({ usdRate: "2000000", usdRateFrom: "2026-11-01" })).body.result.error,
    ).toMatchObject({ usdRate: ["At most ₦100,000"] });
    expect(
      (await save({ usdRate: "abc", usdRateFrom: "2026-11-01" })).body.result.error,
    ).toMatchObject({ usdRate: ["A number of naira"] });
    // A rate and its day go together.
    expect((await save({ usdRate: "1500" })).body.result.error).toMatchObject({
      usdRateFrom: ["The date this rate applies from"],
    });
    expect((await save({ eurRateFrom: "2026-11-01" })).body.result.error).toMatchObject({
      eurRate: ["The rate, or no date"],
    });
    expect(await db().select().from(auditLog).where(eq(auditLog.actorId, adminUser.id))).toEqual(
      [],
    );

    expect(
      (await save({ usdRate: "1,500", usdRateFrom: "2026-11-20", eurRate: "", eurRateFrom: "" }))
        .status,
    ).toBe(302);
    expect((await save({ usdRate: "1532.5", usdRateFrom: "2026-11-24" })).status).toBe(302);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "settings.update"), eq(auditLog.actorId, adminUser.id)))
      .orderBy(auditLog.createdAt);
    expect(entries.map((e) => e.details)).toEqual([
      { usdRate: [null, 1500], usdRateFrom: [null, "2026-11-20"] },
      { usdRate: [1500, 1532.5], usdRateFrom: ["2026-11-20", "2026-11-24"] },
    ]);
    const stored = await db().select().from(siteSettings);
    expect(Object.fromEntries(stored.map((r) => [r.key, r.value]))).toMatchObject({
      usdRate: 1532.5,
      usdRateFrom: "2026-11-24",
    });

    // The form shows the rates as saved.
    const text = pageText(
      await renderPage(page, "/admin/settings", { path: "/admin/settings", sessionCookie: admin }),
    );
    expect(text).toContain("Exchange rates");
    const html = await renderPage(page, "/admin/settings", {
      path: "/admin/settings",
      sessionCookie: admin,
    });
    expect(html).toMatch(/name="usdRate"[^>]*value="1532.5"/);
    expect(html).toMatch(/name="usdRateFrom"[^>]*value="2026-11-24"/);

    // Clearing a rate (both fields empty) is a change too.
    expect((await save({ usdRate: "", usdRateFrom: "" })).status).toBe(302);
    clearSettingsCache();
    expect(await getSettings()).toMatchObject({ usdRate: null, usdRateFrom: null });
  });

  it("gives a signed-in user who chose dollars or euros the approximate rate, and no one else", async () => {
    const admin = { ...(await createStaff("admin")), ip: null };
    const viewer = async (currency?: "NGN" | "USD" | "EUR") => {
      const user = await createUser();
      if (currency) await updatePreferences(user.id, { currency });
      const sessionCookie = await signIn(user);
      return (await callRoute(rootLoader as never, { path: "/", sessionCookie })).body.viewer
        .approx;
    };
    // No rate set: naira only, whatever the choice.
    expect(await viewer("USD")).toBeNull();

    await updateSettings(admin as never, {
      usdRate: "1500",
      usdRateFrom: "2026-11-20",
    });
    expect(await viewer("USD")).toEqual({
      currency: "USD",
      nairaPerUnit: 1500,
      date: "2026-11-20",
    });
    expect(await viewer("EUR")).toBeNull(); // no euro rate
    expect(await viewer("NGN")).toBeNull();
    expect(await viewer()).toBeNull();
    // Signed out: naira only, and no cookie for it.
    const anonymous = await callRoute(rootLoader as never, { path: "/" });
    expect(anonymous.body.viewer.approx).toBeNull();
    expect(anonymous.headers.get("Set-Cookie")).toBeNull();
  });
});

/**
 * `/admin/newsletter` and `/newsletter/leave` (docs/decisions/024-newsletter.md): admins only;
 * a draft is saved, previewed in a language as the mail will look, and sent only once confirmed;
 * the mail's one-click link shows a button (in the reader's language) and its POST turns
 * marketing e-mail off without sign-in.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/connection";
import { newsletters, userPreferences } from "#db/schema";
import { getPreferences } from "~/models/shared/preferences.server";
import { newsletterOptOutToken } from "~/models/site/newsletter.server";
import { createStaff, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { pageText, renderPage } from "../../../tests/support/render";
import { callRoute, signIn } from "../../../tests/support/routes";
import * as leave from "../public/newsletter-leave";
import * as page from "./newsletter";
import { fieldErrorsOf } from "~/lib/forms/form-answer";

useTestDatabase();

const FORM = {
  subject: "Deals this week",
  body: "Hello.\n\nHere are the newest cars.",
  subjectHa: "Kasuwa a wannan makon",
  bodyHa: "Sannu.\n\nGa sababbin motoci.",
  cars: "auto",
  language: "ha",
};

describe("/admin/newsletter", () => {
  it("is for admins only", async () => {
    const moderator = await signIn(await createStaff());
    expect((await callRoute(page.loader, { sessionCookie: moderator })).status).toBe(403);
    expect(
      (await callRoute(page.action, { method: "POST", sessionCookie: moderator, form: {} })).status,
    ).toBe(403);
  });

  it("saves a draft, previews it in Hausa, refuses to send unconfirmed, then sends", async () => {
    const adminUser = await createStaff("admin");
    const admin = await signIn(adminUser);
    const post = (form: Record<string, string>) =>
      callRoute(page.action, {
        method: "POST",
        path: "/admin/newsletter",
        sessionCookie: admin,
        form,
      });

    const preview = await post({ ...FORM, intent: "preview" });
    expect(preview.status).toBe(302);
    const [draft] = await db()
      .select()
      .from(newsletters)
      .where(eq(newsletters.subject, FORM.subject));
    expect(draft?.status).toBe("draft");
    expect(preview.location).toBe(`/admin/newsletter?id=${draft!.id}&preview=ha#preview`);

    const html = pageText(
      await renderPage(page, "/admin/newsletter", {
        path: `/admin/newsletter?id=${draft!.id}&preview=ha`,
        sessionCookie: admin,
      }),
    );
    expect(html).toContain("Preview (Hausa)");
    expect(html).toContain("Subject: Kasuwa a wannan makon");
    expect(html).toContain("Ga sababbin motoci.");
    expect(html).toContain("Draft");

    const unconfirmed = await post({ ...FORM, id: draft!.id, intent: "send" });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.result.error.confirmSend).toEqual(["Tick to confirm"]);

    const reader = await createUser({ emailVerifiedAt: new Date() });
    await db().insert(userPreferences).values({ userId: reader.id, marketingEmails: true });
    const sent = await post({ ...FORM, id: draft!.id, intent: "send", confirmSend: "on" });
    expect(sent.status).toBe(302);
    const after = pageText(
      await renderPage(page, "/admin/newsletter", {
        path: `/admin/newsletter?id=${draft!.id}`,
        sessionCookie: admin,
      }),
    );
    expect(after).toMatch(/Sending: 0 of \d+/);

    // A sent issue is not changed.
    const edit = await post({ ...FORM, id: draft!.id, intent: "save", subject: "Changed" });
    expect(edit.status).toBe(409);
  });
  it("answers a half-written issue with its errors in the page's language, keeping the text", async () => {
    const admin = await signIn(await createStaff("admin"));
    const post = (form: Record<string, string>) =>
      callRoute(page.action, {
        method: "POST",
        path: "/ha/admin/newsletter",
        sessionCookie: admin,
        form: { ...form, intent: "save" },
      });
    const noSubject = await post({ ...FORM, subject: "" });
    expect(noSubject.status).toBe(400);
    expect(fieldErrorsOf(noSubject.body, "subject")).toEqual(["Shigar da jigo"]);
    expect(JSON.stringify(noSubject.body)).toContain("Here are the newest cars.");

    const halfDone = await post({ ...FORM, bodyHa: "", cars: "manual", carRefs: "" });
    expect(halfDone.status).toBe(400);
    expect(fieldErrorsOf(halfDone.body, "bodyHa")).toEqual([
      "Ka bayar da jigo da rubutun fassara duka biyu, ko kada ka bayar da ko ɗaya",
    ]);
    expect(fieldErrorsOf(halfDone.body, "carRefs")).toEqual(["Bayar da mahaɗin mota aƙalla ɗaya"]);
  });
});

describe("/newsletter/leave", () => {
  it("shows a button in the reader's language; the one-click POST turns marketing off", async () => {
    const reader = await createUser({ emailVerifiedAt: new Date() });
    await db().insert(userPreferences).values({ userId: reader.id, marketingEmails: true });
    const link = `/ha/newsletter/leave?token=${newsletterOptOutToken(reader.email)}`;
    const html = pageText(await renderPage(leave, "/:lang?/newsletter/leave", { path: link }));
    expect(html).toContain("Bar wasiƙar labarai");
    expect(html).toContain(reader.email.toLowerCase());
    expect(html).not.toContain("Missing message");

    const oneClick = await callRoute(leave.action, {
      method: "POST",
      path: link,
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(oneClick.status).toBe(200);
    expect((await getPreferences(reader.id)).marketingEmails).toBe(false);

    const forged = await callRoute(leave.action, {
      method: "POST",
      path: "/newsletter/leave?token=abc.def",
      form: { token: "" },
    });
    expect(forged.status).toBe(400);
  });
});

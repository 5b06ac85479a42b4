/**
 * `/profile`, `/settings`, `/help` and `/confirm-email` as a browser without
 * JavaScript uses them: the page rendered on the server, each form posted to the action.
 * Every profile field saved; validation errors keep what was typed; the e-mail changes only
 * through the link mailed to the new address (the old one is told, a taken one refused); a
 * new phone number is un-verified; preferences saved; the photo uploaded.
 */
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { formErrorsOf } from "~/lib/forms/form-answer";
import { db } from "#db/connection";
import { securityEvents, users } from "#db/schema";
import { setPassword } from "~/models/identity/passwords.server";
import { getPreferences } from "~/models/shared/preferences.server";
import { getProfile } from "~/models/account/profile.server";
import * as support from "~/routes/public/support";
import { readOutbox } from "~/services/mail.server";
import { createListing, createUser } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { deliverQueuedMail } from "../../../../tests/support/jobs";
import { pageText, renderFailure, renderPage } from "../../../../tests/support/render";
import { ROUTE_TABLE } from "../../../../tests/support/route-table";
import { callRoute, signIn } from "../../../../tests/support/routes";
import * as confirmPage from "../../auth/confirm-email";
import * as settings from "../settings";
import * as page from "./route";

useTestDatabase();

const PASSWORD = "okra-soup-42";

const png = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: "#2a7" } })
    .png()
    .toBuffer();

/** Every field of the Profile tab, as the form posts it. */
const FULL_FORM = {
  intent: "save-profile",
  firstName: "Emeka",
  lastName: "Nwosu",
  email: "",
  phone: "0803 999 8888",
  whatsapp: "on",
  state: "rivers",
  city: "Port Harcourt",
  address: "12 Aba Road",
  dateOfBirth: "1990-05-17",
  gender: "male",
  bio: "I sell clean Tokunbo cars.",
  sellerType: "dealer",
  businessName: "Emeka Motors",
  description: "Family dealership since 2005.",
  services: "Car inspection\nFinancing, Delivery",
  certifications: "CAC registered",
  "workingHours.weekdays": "8am - 6pm",
  "workingHours.saturday": "9am - 4pm",
  "workingHours.sunday": "Closed",
  website: "https://emeka-motors.ng",
};

async function seller(fields: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser({
    emailVerifiedAt: new Date(),
    phone: "+2348031234567",
    phoneVerifiedAt: new Date(),
    ...fields,
  });
  await setPassword(user.id, PASSWORD);
  return { user, sessionCookie: await signIn(user) };
}

describe("/profile", () => {
  it("shows the product's failure text with Try Again when loading fails", async () => {
    const text = pageText(await renderFailure(page.ErrorBoundary, "/profile"));
    expect(text).toContain("Failed to load profile data");
    expect(text).toContain("Try Again");
  });

  it("sends a signed-out visitor to log in and back", async () => {
    const r = await callRoute(page.loader, { path: "/profile?tab=preferences" });
    expect(r.status).toBe(302);
    expect(r.location).toBe(`/login?redirectTo=${encodeURIComponent("/profile?tab=preferences")}`);
  });

  it("shows the side card and the four tabs", async () => {
    const { user, sessionCookie } = await seller();
    await createListing(user.id, { status: "sold" });
    await createListing(user.id);
    const render = (tab: string) =>
      renderPage(page, "/profile", { path: `/profile?tab=${tab}`, sessionCookie });

    const html = await render("profile");
    const text = pageText(html);
    expect(text).toContain("My Profile");
    expect(text).toContain("Back to dashboard");
    for (const tab of ["Profile", "Security", "Preferences", "Subscription"])
      expect(html).toContain(`href="/profile?tab=${tab.toLowerCase()}"`);
    expect(text).toMatch(/Member since \w+ \d{4}/);
    expect(text).toContain("Response rate Not enough data");
    expect(text).toContain("Cars sold 1");
    expect(text).toContain("Trust Score 50/100");
    expect(html).toContain('href="/verification"');
    expect(html).toContain('href="/subscription"');
    expect(text).toContain("Your seller profile");

    const security = pageText(await render("security"));
    expect(security).toContain("Two-factor authentication Off");
    expect(security).toContain("Signed-in sessions 1");
    expect(security).toContain("Open the Security Center");

    const preferences = pageText(await render("preferences"));
    expect(preferences).toContain("Weekly reports");
    expect(preferences).toContain("Prices are always in naira");
    expect(preferences).toContain("Currency Naira only (₦) Naira with US dollars ($)");

    const subscription = pageText(await render("subscription"));
    expect(subscription).toContain("Current plan Free");
    expect(subscription).toContain("0 of 1 listings used this month");
    expect(subscription).toContain("See plans and upgrade");
  });

  it("saves every field; a new phone number is no longer verified", async () => {
    const { user, sessionCookie } = await seller();
    const r = await callRoute(page.action, {
      method: "POST",
      path: "/profile",
      sessionCookie,
      form: { ...FULL_FORM, email: user.email },
    });
    expect(r.status).toBe(302);
    expect(r.location).toBe("/profile");
    const saved = await getProfile(user.id);
    expect(saved).toMatchObject({
      firstName: "Emeka",
      lastName: "Nwosu",
      email: user.email,
      phone: "+2348039998888",
      phoneVerified: false,
      whatsapp: true,
      state: "rivers",
      city: "Port Harcourt",
      address: "12 Aba Road",
      dateOfBirth: "1990-05-17",
      gender: "male",
      bio: "I sell clean Tokunbo cars.",
      sellerType: "dealer",
      businessName: "Emeka Motors",
      description: "Family dealership since 2005.",
      services: ["Car inspection", "Financing", "Delivery"],
      certifications: ["CAC registered"],
      workingHours: { weekdays: "8am - 6pm", saturday: "9am - 4pm", sunday: "Closed" },
      website: "https://emeka-motors.ng",
    });
    const events = await db()
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, user.id), eq(securityEvents.type, "phone_changed")));
    expect(events).toHaveLength(1);

    // Emptied fields are cleared; the same phone keeps its state.
    const again = await callRoute(page.action, {
      method: "POST",
      path: "/profile",
      sessionCookie,
      form: {
        intent: "save-profile",
        firstName: "Emeka",
        lastName: "Nwosu",
        email: user.email,
        phone: "+2348039998888",
      },
    });
    expect(again.status).toBe(302);
    expect(await getProfile(user.id)).toMatchObject({
      whatsapp: false,
      city: null,
      bio: null,
      website: null,
      services: [],
      workingHours: null,
      sellerType: "individual",
    });
  });

  it("answers a bad website or date with the errors, keeping what was typed", async () => {
    const { user, sessionCookie } = await seller({ firstName: "Ada" });
    const html = await renderPage(page, "/profile", {
      method: "POST",
      path: "/profile",
      sessionCookie,
      form: {
        ...FULL_FORM,
        email: user.email,
        website: "javascript:alert(1)",
        dateOfBirth: "2099-01-01",
        bio: "Typed before the error",
      },
    });
    const text = pageText(html);
    expect(text).toContain("Failed to update profile");
    expect(text).toContain("Enter a full web address (https://...)");
    expect(text).toContain("Your date of birth cannot be in the future");
    expect(html).toContain('value="Emeka"');
    expect(html).toContain('value="javascript:alert(1)"');
    expect(html).toContain("Typed before the error");
    expect((await getProfile(user.id))?.firstName).toBe("Ada");

    const young = await callRoute(page.action, {
      method: "POST",
      path: "/profile",
      sessionCookie,
      form: { ...FULL_FORM, email: user.email, dateOfBirth: "2020-02-30" },
    });
    expect(young.status).toBe(400);
    expect(young.body.result.error.dateOfBirth).toEqual(["Enter a real date (YYYY-MM-DD)"]);
  });

  it("changes the e-mail only through the link mailed to the new address", async () => {
    const { user, sessionCookie } = await seller({ email: "old-address@example.ng" });
    await createUser({ email: "taken@example.ng" });
    const post = (form: Record<string, string>) =>
      callRoute(page.action, {
        method: "POST",
        path: "/profile",
        sessionCookie,
        form: { intent: "save-profile", firstName: "Ada", lastName: "Okafor", ...form },
      });

    const noPassword = await post({ email: "new-address@example.ng" });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.result.error.currentPassword).toEqual([
      "Enter your current password to change your e-mail address",
    ]);
    const wrong = await post({ email: "new-address@example.ng", currentPassword: "not-it" });
    expect(wrong.status).toBe(400);
    const taken = await post({ email: "Taken@Example.ng", currentPassword: PASSWORD });
    expect(taken.status).toBe(409);
    expect(taken.body.result.error.email).toEqual(["An account with this email already exists"]);

    const asked = await post({ email: "New-Address@example.ng", currentPassword: PASSWORD });
    expect(asked.status).toBe(302);
    expect((await getProfile(user.id))?.email).toBe("old-address@example.ng");
    expect((await getProfile(user.id))?.pendingEmail).toBe("new-address@example.ng");

    await deliverQueuedMail();
    const [notice] = await readOutbox("old-address@example.ng");
    expect(notice.text).toContain("new-address@example.ng");
    const [confirm] = await readOutbox("new-address@example.ng");
    const link = /https:\/\/motormart\.test\/confirm-email\?token=([\w-]+)/.exec(confirm.text);
    expect(link).not.toBeNull();
    const token = link![1];

    // Opening the link only shows Confirm; the POST makes the change.
    const opened = await callRoute(confirmPage.loader, { path: `/confirm-email?token=${token}` });
    expect(opened.body.token).toBe(token);
    expect((await getProfile(user.id))?.email).toBe("old-address@example.ng");
    const done = await callRoute(confirmPage.action, {
      method: "POST",
      path: "/confirm-email",
      sessionCookie,
      form: { token },
    });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/profile");
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row.email).toBe("new-address@example.ng");
    expect(row.emailVerifiedAt).not.toBeNull();
    const [event] = await db()
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, user.id), eq(securityEvents.type, "email_changed")));
    expect(event).toMatchObject({ severity: "warning" });
    expect(event.details).toEqual({
      from: "old-address@example.ng",
      to: "new-address@example.ng",
    });

    const reused = await callRoute(confirmPage.action, {
      method: "POST",
      path: "/confirm-email",
      form: { token },
    });
    expect(reused.status).toBe(400);
  });

  it("refuses the confirmation when another account took the address meanwhile", async () => {
    const { user, sessionCookie } = await seller({ email: "first@example.ng" });
    const asked = await callRoute(page.action, {
      method: "POST",
      path: "/profile",
      sessionCookie,
      form: {
        intent: "save-profile",
        firstName: "Ada",
        lastName: "Okafor",
        email: "wanted@example.ng",
        currentPassword: PASSWORD,
      },
    });
    expect(asked.status).toBe(302);
    await createUser({ email: "wanted@example.ng" });
    await deliverQueuedMail();
    const [mail] = await readOutbox("wanted@example.ng");
    const token = /confirm-email\?token=([\w-]+)/.exec(mail.text)![1];
    const r = await callRoute(confirmPage.action, {
      method: "POST",
      path: "/confirm-email",
      form: { token },
    });
    expect(r.status).toBe(409);
    expect(formErrorsOf(r.body)?.[0]).toContain("Another account uses this e-mail address");
    expect((await getProfile(user.id))?.email).toBe("first@example.ng");
  });

  it("saves the preferences, an unticked box turning a switch off", async () => {
    const { user, sessionCookie } = await seller();
    const r = await callRoute(page.action, {
      method: "POST",
      path: "/profile?tab=preferences",
      sessionCookie,
      form: {
        intent: "save-preferences",
        emailNotifications: "on",
        smsNotifications: "on",
        language: "ha",
        timezone: "UTC",
        currency: "USD",
      },
    });
    expect(r.status).toBe(302);
    expect(r.location).toBe("/profile?tab=preferences");
    expect(await getPreferences(user.id)).toEqual({
      emailNotifications: true,
      smsNotifications: true,
      marketingEmails: false,
      newInquiryAlerts: false,
      weeklyReports: false,
      language: "ha",
      timezone: "UTC",
      currency: "USD",
    });
    // The currency chosen is what the tab shows next time (in Hausa, the language chosen).
    const html = await renderPage(page, "/:lang?/profile", {
      path: "/ha/profile?tab=preferences",
      sessionCookie,
    });
    expect(html).toMatch(/<option value="USD" selected="">/);
    const refused = await callRoute(page.action, {
      method: "POST",
      path: "/profile?tab=preferences",
      sessionCookie,
      form: { intent: "save-preferences", language: "en", timezone: "UTC", currency: "GBP" },
    });
    expect(refused.status).toBe(400);
    // Answered in the saved preference, Hausa, as the root loader renders the page it answers on.
    expect(refused.body.result.error.currency).toEqual(["Zaɓi NGN, USD ko EUR"]);
    const bad = await callRoute(page.action, {
      method: "POST",
      path: "/profile?tab=preferences",
      sessionCookie,
      form: { intent: "save-preferences", language: "fr", timezone: "UTC" },
    });
    expect(bad.status).toBe(400);
  });

  it("uploads a profile photo and a cover image as WebP, and refuses a non-image", async () => {
    const { user, sessionCookie } = await seller();
    const upload = (intent: string, field: string, bytes: Buffer, name: string) => {
      const body = new FormData();
      body.set("intent", intent);
      body.set(field, new Blob([new Uint8Array(bytes)]), name);
      return callRoute(page.action, { method: "POST", path: "/profile", sessionCookie, body });
    };
    expect((await upload("upload-avatar", "avatar", await png(), "me.png")).status).toBe(302);
    expect((await upload("upload-cover", "coverImage", await png(), "yard.png")).status).toBe(302);
    const profile = await getProfile(user.id);
    expect(profile?.avatar).toMatch(new RegExp(`^/uploads/avatars/${user.id}/.+-320\\.webp$`));
    expect(profile?.coverImage).toMatch(new RegExp(`^/uploads/covers/${user.id}/.+\\.webp$`));
    const refused = await upload("upload-avatar", "avatar", Buffer.from("MZ not a photo"), "x.png");
    expect(refused.status).toBe(400);
    expect(refused.body.intent).toBe("upload-avatar");
    expect(formErrorsOf(refused.body)?.[0]).toMatch(/^Failed to upload image: /);
  });
});

describe("/settings and /help", () => {
  it("opens the Preferences tab, after sign-in", async () => {
    const user = await createUser();
    const r = await callRoute(settings.loader, {
      path: "/settings",
      sessionCookie: await signIn(user),
    });
    expect(r.status).toBe(302);
    expect(r.location).toBe("/profile?tab=preferences");
    const anonymous = await callRoute(settings.loader, { path: "/settings" });
    expect(anonymous.location).toBe(`/login?redirectTo=${encodeURIComponent("/settings")}`);
  });

  it("serves the support page at /help", async () => {
    expect(ROUTE_TABLE.find((r) => r.path === ":lang?/help")).toMatchObject({
      id: "help",
      file: "routes/public/support.tsx",
    });
    const html = await renderPage({ loader: async () => null, default: support.default }, "/help", {
      path: "/help",
    });
    expect(pageText(html)).toContain("Help and support");
  });
});

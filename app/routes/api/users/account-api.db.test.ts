/**
 * The account's own API: `GET/PUT /api/users/profile` (the product's Profile screen,
 * the whole object sent back, e-mail change by confirmation, taken address 409, phone
 * re-verification), `GET/PUT /api/users/preferences`, `GET /api/users/profile/export` (every
 * section, no secrets) and `DELETE /api/users/delete-account`.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "#db/connection";
import {
  billingProfiles,
  newsletterSubscribers,
  oauthAccounts,
  paymentMethods,
  users,
  verificationDocuments,
} from "#db/schema";
import { saveFavourite } from "~/models/saved/favourites.server";
import { createSavedSearch } from "~/models/saved/saved-searches.server";
import { fileReport } from "~/models/messaging/reports.server";
import { writeReview } from "~/models/messaging/reviews.server";
import { recordSecurityEvent } from "~/models/security/events.server";
import { recordActivity } from "~/models/shared/audit.server";
import { setPassword } from "~/models/identity/passwords.server";
import { contactSeller } from "~/models/messaging/messages.server";
import { notify } from "~/models/shared/notifications.server";
import { readOutbox } from "~/services/mail.server";
import {
  addPhoto,
  createAnsweredConversation,
  createListing,
  createPayment,
  createSubscription,
  createUser,
} from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { deliverQueuedMail } from "../../../../tests/support/jobs";
import { callRoute, signIn } from "../../../../tests/support/routes";
import * as deleteApi from "./delete-account";
import * as exportApi from "./profile-export";
import * as preferencesApi from "./preferences";
import * as profilePage from "~/routes/account/profile/route";
import * as profileApi from "./profile";

useTestDatabase();

const PASSWORD = "okra-soup-42";

async function account(fields: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser({ emailVerifiedAt: new Date(), ...fields });
  await setPassword(user.id, PASSWORD);
  return { user, token: await signIn(user) };
}

describe("GET and PUT /api/users/profile", () => {
  it("answers the product's Profile screen fields", async () => {
    const { user, token } = await account({
      phoneVerifiedAt: new Date(),
      dateOfBirth: "1988-03-04",
      gender: "female",
    });
    await createListing(user.id, { views: 40 });
    await createListing(user.id, { status: "sold", views: 2 });
    const r = await callRoute(profileApi.loader, { path: "/api/users/profile", token });
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    expect(r.body.data).toMatchObject({
      firstName: "Ada",
      lastName: "Okafor",
      email: user.email,
      phone: user.phone,
      dateOfBirth: "1988-03-04",
      gender: "female",
      profileImage: null,
      verificationLevel: "Partial",
      subscription: "free",
      trustScore: 50,
      activeListings: 1,
      activeListing: 1,
      totalListings: 2,
      totalViews: 42,
      averageRating: null,
      totalReviews: 0,
      joinDate: user.createdAt.toISOString(),
      responseRate: null,
      soldCars: 1,
      subscriptionExpiry: null,
      services: [],
      workingHours: null,
    });
    for (const field of ["state", "city", "address", "bio", "sellerType", "website"])
      expect(r.body.data).toHaveProperty(field);
    expect(JSON.stringify(r.body)).not.toMatch(/hash/i);
  });

  it("takes the whole object back, refuses another role, and clears with empty text", async () => {
    const { token } = await account();
    const put = (json: unknown) =>
      callRoute(profileApi.action, { method: "PUT", path: "/api/users/profile", token, json });
    const whole = (await callRoute(profileApi.loader, { path: "/api/users/profile", token })).body
      .data;
    const saved = await put({
      ...whole,
      city: "Wuse 2",
      bio: "Abuja seller",
      whatsapp: true,
      services: ["Inspection", "Inspection", "Delivery"],
      workingHours: { weekdays: "9-5", saturday: "10-2", sunday: "Closed" },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe("Profile updated");
    expect(saved.body.data).toMatchObject({
      city: "Wuse 2",
      bio: "Abuja seller",
      whatsapp: true,
      services: ["Inspection", "Delivery"],
      workingHours: { weekdays: "9-5", saturday: "10-2", sunday: "Closed" },
    });
    expect((await put({ ...whole, role: "admin" })).status).toBe(400);
    expect((await put({ plan: "premium" })).status).toBe(400);
    expect((await put({ favouriteColour: "red" })).status).toBe(400);
    expect((await put({ bio: "x".repeat(501) })).status).toBe(400);
    expect((await put({ dateOfBirth: "2015-01-01" })).body.errors.dateOfBirth).toEqual([
      "You must be at least 16 years old",
    ]);
    expect((await put({ gender: "robot" })).status).toBe(400);
    expect((await put({ whatsapp: "yes" })).status).toBe(400);
    expect((await put({ website: "ftp://files.example.ng" })).status).toBe(400);
    const cleared = await put({ city: "", bio: null });
    expect(cleared.body.data).toMatchObject({ city: null, bio: null, state: whole.state });
  });

  it("changes the e-mail only after confirmation; a taken address is 409", async () => {
    const { user, token } = await account({ email: "api-old@example.ng" });
    await createUser({ email: "api-taken@example.ng" });
    const put = (json: unknown) =>
      callRoute(profileApi.action, { method: "PUT", path: "/api/users/profile", token, json });
    expect((await put({ email: "api-taken@example.ng", currentPassword: PASSWORD })).status).toBe(
      409,
    );
    expect((await put({ email: "api-new@example.ng" })).status).toBe(400);
    const r = await put({ email: "api-new@example.ng", currentPassword: PASSWORD, city: "Kano" });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(
      "Profile updated. We sent a confirmation link to api-new@example.ng; your e-mail stays api-old@example.ng until it is opened.",
    );
    expect(r.body.data).toMatchObject({
      email: "api-old@example.ng",
      pendingEmail: "api-new@example.ng",
      city: "Kano",
    });
    await deliverQueuedMail();
    expect((await readOutbox("api-new@example.ng"))[0].subject).toBe(
      "Confirm your new e-mail for MotorMart",
    );
    expect(await readOutbox("api-old@example.ng")).toHaveLength(1);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row.email).toBe("api-old@example.ng");
  });

  it("keeps a buying account's profile free of seller details, through the API and the page alike", async () => {
    const { user, token } = await account({ accountType: "buyer" });
    const seller = {
      sellerType: "dealer",
      businessName: "Lekki Autos",
      description: "Clean Tokunbo cars",
      services: ["Inspection"],
      website: "https://lekki-autos.ng",
    };
    const api = await callRoute(profileApi.action, {
      method: "PUT",
      path: "/api/users/profile",
      token,
      json: { city: "Ikeja", ...seller },
    });
    expect(api.status).toBe(200);
    expect(api.body.data).toMatchObject({ city: "Ikeja", businessName: null, website: null });

    const page = await callRoute(profilePage.action, {
      method: "POST",
      path: "/profile",
      sessionCookie: token,
      form: {
        intent: "save-profile",
        firstName: "Ada",
        lastName: "Okafor",
        email: user.email,
        ...seller,
      },
    });
    expect(page.status).toBe(302);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row.sellerType).not.toBe("dealer");
    expect(row).toMatchObject({
      accountType: "buyer",
      businessName: null,
      description: null,
      website: null,
    });
    expect(row.services ?? []).toEqual([]);

    // A selling account sets them through either.
    const sellerAccount = await account({ accountType: "seller" });
    const set = await callRoute(profileApi.action, {
      method: "PUT",
      path: "/api/users/profile",
      token: sellerAccount.token,
      json: seller,
    });
    expect(set.body.data).toMatchObject({ businessName: "Lekki Autos", sellerType: "dealer" });
  });

  it("un-verifies a new phone number", async () => {
    const { user, token } = await account({ phoneVerifiedAt: new Date() });
    const r = await callRoute(profileApi.action, {
      method: "PUT",
      path: "/api/users/profile",
      token,
      json: { phone: "0906 000 1111" },
    });
    expect(r.body.data).toMatchObject({ phone: "+2349060001111", phoneVerified: false });
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row.phoneVerifiedAt).toBeNull();
  });
});

describe("GET and PUT /api/users/preferences", () => {
  it("answers the defaults, saves what is sent and refuses unknown values", async () => {
    const { token } = await account();
    const get = await callRoute(preferencesApi.loader, { path: "/api/users/preferences", token });
    expect(get.body.data).toEqual({
      emailNotifications: true,
      smsNotifications: false,
      marketingEmails: false,
      newInquiryAlerts: true,
      weeklyReports: true,
      language: "en",
      timezone: "Africa/Lagos",
      currency: "NGN",
    });
    const put = (json: unknown) =>
      callRoute(preferencesApi.action, {
        method: "PUT",
        path: "/api/users/preferences",
        token,
        json,
      });
    const saved = await put({ weeklyReports: false, language: "ig" });
    expect(saved.body.data).toMatchObject({ weeklyReports: false, language: "ig" });
    expect((await put({ currency: "USD" })).body.data).toMatchObject({ currency: "USD" });
    expect((await put({ currency: "GBP" })).status).toBe(400);
    // The display currency is kept with the rest (the language sent before stays).
    const after = await callRoute(preferencesApi.loader, { path: "/api/users/preferences", token });
    expect(after.body.data).toMatchObject({ currency: "USD", language: "ig" });
    expect((await put({ timezone: "Europe/London" })).status).toBe(400);
    expect((await put({ smsNotifications: "yes" })).status).toBe(400);
    expect(
      (await callRoute(preferencesApi.loader, { path: "/api/users/preferences" })).status,
    ).toBe(401);
  });
});

describe("GET /api/users/profile/export", () => {
  it("holds every section of the user's data and no secrets", async () => {
    const { user, token } = await account();
    const buyer = await createUser({ accountType: "buyer", firstName: "Tunde" });
    const car = await createListing(user.id, { title: "Peugeot 406 2008" });
    await addPhoto(car.id);
    await contactSeller(
      buyer.id,
      { listingId: car.id },
      { content: "Last price?", fields: { type: "text" }, sharePhone: false, shareEmail: false },
    );
    await notify(user.id, { type: "listing_approved", title: "Your car is live" });

    const r = await callRoute(exportApi.loader, { path: "/api/users/profile/export", token });
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    const data = r.body.data;
    for (const section of [
      "account",
      "preferences",
      "listings",
      "savedCars",
      "savedSearches",
      "conversations",
      "reviewsWritten",
      "reviewsReceived",
      "reportsFiled",
      "payments",
      "savedCards",
      "subscription",
      "sessions",
      "securityEvents",
      "notifications",
      "verificationDocuments",
    ])
      expect(data).toHaveProperty(section);
    expect(data.account.email).toBe(user.email);
    expect(data.listings[0].photos[0].urls[0]).toMatch(/^\/uploads\/test\/.+-320\.webp$/);
    expect(data.conversations[0]).toMatchObject({
      role: "seller",
      with: "Tunde Okafor",
      car: { title: "Peugeot 406 2008" },
    });
    expect(data.conversations[0].messages[0]).toMatchObject({
      content: "Last price?",
      fromMe: false,
    });
    expect(data.sessions).toHaveLength(1);
    expect(data.notifications[0].title).toBe("Your car is live");

    const json = JSON.stringify(data);
    expect(json).not.toMatch(/hash/i);
    expect(json).not.toMatch(/token/i);
    expect(json).not.toMatch(/secret/i);
    expect(json).not.toMatch(/authorization/i);
    expect(json).not.toContain(token);
    expect(json).not.toMatch(/\$argon2/);
    expect((await callRoute(exportApi.loader, { path: "/api/users/profile/export" })).status).toBe(
      401,
    );
  });

  it("describes every other section as the document says", async () => {
    const { user, token } = await account({ accountType: "both" });
    const seller = await createUser({ accountType: "seller", firstName: "Emeka" });
    const buyer = await createUser({ accountType: "buyer", firstName: "Zainab" });
    await createAnsweredConversation(seller.id, user.id);
    await createAnsweredConversation(user.id, buyer.id);
    const review = { rating: 4, comment: "Answered quickly and fairly." };
    await writeReview(user.id, seller.id, { ...review, carPurchased: "Honda Accord 2012" });
    await writeReview(buyer.id, user.id, review);
    const car = await createListing(seller.id, { title: "Lexus RX 350 2010" });
    await saveFavourite(user.id, car.id);
    await createSavedSearch(user.id, { name: "Lexus", query: "make=lexus", frequency: "daily" });
    await fileReport(user.id, {
      targetType: "listing",
      targetId: car.id,
      reason: "scam",
      details: "Asks for a deposit before any viewing.",
    });
    await createPayment(user.id, {
      status: "completed",
      method: "card",
      channel: "card",
      receiptNumber: 41,
      billingDetails: { fullName: "Ada Okafor" },
      completedAt: new Date(),
    });
    await createSubscription(user.id, "basic");
    await db().insert(paymentMethods).values({
      userId: user.id,
      authorizationCode: "AUTH_test",
      signature: "SIG_test",
      brand: "visa",
      last4: "4081",
      expiryMonth: 12,
      expiryYear: 2030,
      bank: "Test Bank",
    });
    await db().insert(billingProfiles).values({
      userId: user.id,
      fullName: "Ada Okafor",
      email: user.email,
    });
    await recordSecurityEvent(user.id, "password_changed", {
      ip: "192.0.2.7",
      details: { via: "test" },
    });
    await recordActivity(user.id, "listing_submitted", null, "Submitted a car");
    await db()
      .insert(verificationDocuments)
      .values({
        userId: user.id,
        type: "proofOfAddress",
        storageKey: `documents/${user.id}/bill.png`,
        contentType: "image/png",
        byteSize: 2048,
        fileName: "bill.png",
        issuedAt: "2026-10-01",
      });
    await db()
      .insert(oauthAccounts)
      .values({ userId: user.id, provider: "google", providerUserId: "g-123" });
    await db().insert(newsletterSubscribers).values({
      email: user.email,
      status: "confirmed",
      tokenHash: "not-a-real-hash",
      confirmedAt: new Date(),
    });
    const r = await callRoute(exportApi.loader, { path: "/api/users/profile/export", token });
    expect(r.status).toBe(200);
    const data = r.body.data;
    for (const section of [
      "savedCars",
      "savedSearches",
      "reviewsWritten",
      "reviewsReceived",
      "reportsFiled",
      "payments",
      "savedCards",
      "securityEvents",
      "verificationDocuments",
      "recentActivity",
      "signInProviders",
    ])
      expect(data[section].length, section).toBeGreaterThan(0);
    expect(data.conversations.map((c: { role: string }) => c.role).sort()).toEqual([
      "buyer",
      "seller",
    ]);
    expect(data.billingProfile).toMatchObject({ fullName: "Ada Okafor" });
    expect(data.subscription).toMatchObject({ plan: "basic" });
    expect(data.newsletter).toMatchObject({ status: "confirmed" });
    // No card authorization, signature, link token or storage key.
    const json = JSON.stringify(data);
    for (const secret of ["AUTH_test", "SIG_test", "not-a-real-hash", `documents/${user.id}`])
      expect(json).not.toContain(secret);
  });
});

describe("DELETE /api/users/delete-account", () => {
  it("refuses a wrong password and deletes with the right one", async () => {
    const { user, token } = await account();
    const del = (json: unknown) =>
      callRoute(deleteApi.action, {
        method: "DELETE",
        path: "/api/users/delete-account",
        token,
        json,
      });
    const wrong = await del({ password: "not-it" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.password).toEqual(["Your password is not correct"]);
    expect((await del({ password: PASSWORD })).status).toBe(200);
    expect(await db().select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });
});

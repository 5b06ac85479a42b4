/**
 * Refusals in the reader's language (docs/decisions/023-languages.md, "Messages as keys"): a
 * model's refusal is a message key (`refusals.*` or an area's own), answered on the server in the
 * page's language (a form's errors, a page's 404 from `orPageError`) or the API's
 * (`Accept-Language`), with the same status, and in the same English as before for English
 * readers. The API's: one refusal per area (admin, messaging, saved searches, reviews, trust).
 */

import { describe, expect, it } from "vitest";
import { translateText } from "~/i18n/server/catalogues.server";
import { formErrorsOf } from "~/lib/forms/form-answer";
import { MAX_SAVED_SEARCHES } from "~/lib/catalogue/saved-search-options";
import { setPassword } from "~/models/identity/passwords.server";
import { createSavedSearch } from "~/models/saved/saved-searches.server";
import { setBlocked } from "~/models/messaging/messages.server";
import { notFound } from "~/models/shared/errors.server";
import { updatePreferences } from "~/models/shared/preferences.server";
import * as profile from "~/routes/account/profile/route";
import * as adminUser from "~/routes/admin/users/user";
import * as apiUser from "~/routes/api/admin/user";
import { action as sendAction } from "~/routes/api/messages/send";
import { action as savedSearchesAction } from "~/routes/api/saved-searches/saved-searches";
import { action as phoneSendAction } from "~/routes/api/user/verification-phone-send";
import { action as reviewAction } from "~/routes/api/users/reviews";
import { createAnsweredConversation, createStaff, createUser } from "../factories";
import { useTestDatabase } from "../setup/database";
import { failOnMissingMessages } from "../support/i18n";
import { pageText, renderPageError } from "../support/render";
import { callRoute, signIn } from "../support/routes";

useTestDatabase();

failOnMissingMessages();

const HAUSA = { "accept-language": "ha-NG,ha;q=0.9" };

const PASSWORD = "okra-soup-42";

describe("a model's refusal on a page form", () => {
  const wrongPassword = async (path: string) => {
    const user = await createUser({ email: `ada-${crypto.randomUUID()}@example.ng` });
    await setPassword(user.id, PASSWORD);
    const sessionCookie = await signIn(user);
    return callRoute(profile.action, {
      method: "POST",
      path,
      params: path.startsWith("/ha/") ? { lang: "ha" } : {},
      sessionCookie,
      form: {
        intent: "save-profile",
        firstName: "Ada",
        lastName: "Okafor",
        email: "new-address@example.ng",
        currentPassword: "not-it",
      },
    });
  };

  it("reads in Hausa on a Hausa page", async () => {
    const r = await wrongPassword("/ha/profile");
    expect(r.status).toBe(400);
    expect(r.body.result.error.currentPassword).toEqual([
      "Kalmar sirrinka ta yanzu ba daidai ba ce",
    ]);
  });

  it("reads in English as before on an English page", async () => {
    const r = await wrongPassword("/profile");
    expect(r.status).toBe(400);
    expect(r.body.result.error.currentPassword).toEqual(["Your current password is not correct"]);
  });

  it("answers an admin action's refusal in the page's language", async () => {
    const admin = await createStaff("admin");
    const sessionCookie = await signIn(admin);
    const post = (lang?: string) =>
      callRoute(adminUser.action, {
        method: "POST",
        path: `${lang ? `/${lang}` : ""}/admin/users/${admin.id}`,
        params: { id: admin.id, ...(lang ? { lang } : {}) },
        sessionCookie,
        form: { intent: "suspend", reason: "Testing" },
      });
    expect(formErrorsOf((await post("yo")).body)).toEqual(["O kò lè dá àkáǹtì tìrẹ dúró"]);
    expect(formErrorsOf((await post("ig")).body)).toEqual(["Ị nweghị ike ịkwụsịtụ akaụntụ nke gị"]);
    expect(formErrorsOf((await post()).body)).toEqual(["You cannot suspend your own account"]);
  });
});

describe("a page's 404 from a model", () => {
  it("shows the admin user page's 'not found' in Hausa, and in English as before", async () => {
    const admin = await createStaff("admin");
    const sessionCookie = await signIn(admin);
    const id = crypto.randomUUID();
    const hausa = await renderPageError(
      adminUser,
      "/:lang?/admin/users/:id",
      { path: `/ha/admin/users/${id}`, sessionCookie },
      ["admin"],
    );
    expect(hausa.status).toBe(404);
    const text = pageText(hausa.html);
    expect(text).toContain("Ba a samu mai amfanin ba");
    expect(text).not.toContain("User not found");
    expect(text).not.toContain("refusals.");

    const english = await renderPageError(
      adminUser,
      "/:lang?/admin/users/:id",
      { path: `/admin/users/${id}`, sessionCookie },
      ["admin"],
    );
    expect(english.status).toBe(404);
    expect(pageText(english.html)).toContain("User not found");
  });

  it("follows a signed-in reader's saved language on an address without a prefix", async () => {
    const admin = await createStaff("admin");
    await updatePreferences(admin.id, { language: "ig" });
    const sessionCookie = await signIn(admin);
    // The loader alone (the root loader would redirect this GET to /ig/...).
    const r = await callRoute(adminUser.loader, {
      path: `/admin/users/${crypto.randomUUID()}`,
      params: { id: "x" },
      sessionCookie,
    });
    expect(r).toMatchObject({ status: 404, body: "Ahụghị onye ọrụ ahụ" });
  });
});

describe("the API's refusals", () => {
  const patch = (id: string, token: string, language?: string) =>
    callRoute(apiUser.action, {
      method: "PATCH",
      path: `/api/admin/users/${id}`,
      params: { id },
      token,
      json: { role: "moderator" },
      headers: language ? { "Accept-Language": language } : {},
    });

  it("answers a 404 in Hausa with Accept-Language: ha, in English without", async () => {
    const token = await signIn(await createStaff("admin"));
    const id = crypto.randomUUID();
    expect(await patch(id, token, "ha")).toMatchObject({
      status: 404,
      body: { success: false, message: "Ba a samu mai amfanin ba" },
    });
    expect(await patch(id, token)).toMatchObject({
      status: 404,
      body: { success: false, message: "User not found" },
    });
  });

  it("answers a 403 in Hausa with Accept-Language: ha, in English without", async () => {
    const token = await signIn(await createUser());
    const id = crypto.randomUUID();
    expect(await patch(id, token, "ha-NG,ha;q=0.9")).toMatchObject({
      status: 403,
      body: { success: false, message: "Ba ka da izinin yin wannan" },
    });
    expect(await patch(id, token)).toMatchObject({
      status: 403,
      body: { success: false, message: "You do not have permission to do this" },
    });
  });
});

describe("the areas' refusals through the API", () => {
  it("a message in a blocked conversation", async () => {
    const seller = await createUser();
    const buyer = await createUser({ accountType: "buyer" });
    const { conversationId } = await createAnsweredConversation(seller.id, buyer.id);
    await setBlocked(seller.id, conversationId, true);
    const token = await signIn(buyer);
    const send = (headers: Record<string, string>) =>
      callRoute(sendAction, {
        method: "POST",
        path: "/api/messages/send",
        token,
        headers,
        json: { conversationId, content: "Still there?" },
      });
    expect(await send({})).toMatchObject({
      status: 403,
      body: { success: false, message: "You can't reply to this conversation" },
    });
    expect(await send(HAUSA)).toMatchObject({
      status: 403,
      body: { success: false, message: "Ba za ka iya ba da amsa a wannan hirar ba" },
    });
  });

  it("the saved-search limit", async () => {
    const buyer = await createUser({ accountType: "buyer" });
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++)
      await createSavedSearch(buyer.id, { name: `Search ${i}`, query: `minPrice=${i + 1}000000` });
    const token = await signIn(buyer);
    const save = (headers: Record<string, string>) =>
      callRoute(savedSearchesAction, {
        method: "POST",
        path: "/api/saved-searches",
        token,
        headers,
        json: { name: "Kias", query: "make=Kia" },
      });
    const english = await save({});
    expect(english.status).toBe(409);
    expect(english.body.message).toContain(
      "You can keep up to 20 saved searches. Delete one on the Saved searches page",
    );
    const hausa = await save(HAUSA);
    expect(hausa.status).toBe(409);
    expect(hausa.body.message).toContain(
      "Za ka iya adana bincike 20 kawai. Goge ɗaya a shafin Binciken da aka adana",
    );
  });

  it("a review before the seller answered", async () => {
    const seller = await createUser();
    const token = await signIn(await createUser({ accountType: "buyer" }));
    const review = (headers: Record<string, string>) =>
      callRoute(reviewAction, {
        method: "POST",
        path: `/api/users/${seller.id}/reviews`,
        params: { id: seller.id },
        token,
        headers,
        json: { rating: 5, comment: "A very good seller indeed." },
      });
    expect(await review({})).toMatchObject({
      status: 403,
      body: {
        success: false,
        message: "You can review a seller after they have answered one of your messages",
      },
    });
    expect(await review(HAUSA)).toMatchObject({
      status: 403,
      body: {
        success: false,
        message: "Za ka iya yi wa mai sayarwa sharhi bayan ya amsa ɗaya daga cikin saƙonninka",
      },
    });
  });

  it("a phone code without a phone, the field's error too", async () => {
    const token = await signIn(await createUser({ phone: null }));
    const send = (headers: Record<string, string>) =>
      callRoute(phoneSendAction, {
        method: "POST",
        path: "/api/user/verification/phone/send",
        token,
        headers,
      });
    for (const [headers, text] of [
      [{}, "Add your phone number first."],
      [HAUSA, "Ƙara lambar wayarka tukuna."],
    ] as const)
      expect(await send(headers)).toMatchObject({
        status: 400,
        body: { success: false, message: text, errors: { phone: [text] } },
      });
  });
});

describe("notFound", () => {
  it("is a message key whose English is '<thing> not found'", () => {
    const error = notFound("Saved search");
    expect(error).toMatchObject({ status: 404, message: "refusals.notFound.savedSearch" });
    expect(translateText("en", error.message)).toBe("Saved search not found");
    expect(translateText("ha", error.message)).toBe("Ba a samu binciken da aka adana ba");
  });
});

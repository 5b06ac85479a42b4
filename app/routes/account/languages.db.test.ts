/**
 * The signed-in screens in the reader's language (docs/decisions/023-languages.md): the dashboard
 * and the profile (its Preferences tab's choices too) read in Hausa, Yoruba and Igbo under their
 * prefix, link to pages in the same language, and no key is missing; English is unchanged.
 */
import { describe, expect, it } from "vitest";
import { failOnMissingMessages } from "../../../tests/support/i18n";
import { setPassword } from "~/models/identity/passwords.server";
import { createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { pageText, renderPage } from "../../../tests/support/render";
import { callRoute, signIn } from "../../../tests/support/routes";
import * as dashboard from "./dashboard/route";
import * as profile from "./profile/route";
import * as security from "./security/route";
import * as notifications from "./notifications";
import * as verification from "./verification/route";
import * as savedSearches from "./saved-searches/route";
import * as unsubscribe from "../public/saved-search-unsubscribe";
import { createSavedSearch } from "~/models/saved/saved-searches.server";
import { unsubscribeToken } from "~/models/saved/saved-search-alerts.server";
import { flashIn } from "~/request/flash.server";
import { msg } from "~/i18n/messages";
import { CATALOGUES } from "~/i18n/server/catalogues.server";

/** This month in Lagos, January 0. */
const lagosMonthIndex = () => new Date(Date.now() + 3_600_000).getUTCMonth();
import { recordActivity } from "~/models/shared/audit.server";

useTestDatabase();

failOnMissingMessages();

async function member() {
  const user = await createUser({
    firstName: "Amina",
    lastName: "Bello",
    accountType: "seller",
    state: "kano",
    city: "Nassarawa",
  });
  await setPassword(user.id, "okra-soup-42");
  return { user, sessionCookie: await signIn(user) };
}

describe("the dashboard in each language", () => {
  it("reads in Hausa on /ha/dashboard, with its links in Hausa", async () => {
    const { sessionCookie } = await member();
    const html = await renderPage(dashboard, "/:lang?/dashboard", {
      path: "/ha/dashboard",
      sessionCookie,
    });
    const text = pageText(html);
    expect(text).toContain("Barka da dawowa, Amina");
    expect(text).toContain("Jimillar tallace-tallace");
    expect(text).toContain("Makin amincewa");
    expect(text).toContain("Ayyuka cikin sauri");
    expect(text).toContain("Kana kan tsarin Kyauta");
    // The upload card's month and plan in Hausa too (the month from the catalogue).
    const month = CATALOGUES.ha.common["months.long"].split("|")[lagosMonthIndex()];
    expect(text).toMatch(new RegExp(`Iyakar tallace-tallace · ${month} \\d{4}`));
    expect(text).toContain("a wannan wata (tsarin Kyauta)");
    expect(text).not.toContain("Welcome back");
    expect(html).toContain('href="/ha/dashboard?tab=listings"');
    expect(html).toContain('href="/ha/profile"');
  });

  it("reads the recent activity in the page's language: titles as written, dates in the zone", async () => {
    const { user, sessionCookie } = await member();
    await recordActivity(
      user.id,
      "listing_approved",
      null,
      msg("account.activity.approved", { title: "Toyota Camry 2018" }),
    );
    await recordActivity(
      user.id,
      "boost_started",
      null,
      msg("account.activity.boostStarted", {
        boost: msg("billing.boost.mega.name"),
        title: "Toyota Camry 2018",
        until: "2026-12-05T23:30:00.000Z",
      }),
    );
    await recordActivity(user.id, "plan_changed", null, "An older line, kept as written");
    const page = async (path: string) =>
      pageText(await renderPage(dashboard, "/:lang?/dashboard", { path, sessionCookie }));
    const ha = await page("/ha/dashboard");
    expect(ha).toContain("An amince da “Toyota Camry 2018” kuma yanzu yana bayyana");
    // 23:30 UTC on 5 December is 6 December in Lagos.
    expect(ha).toContain("Babban Boost a kan “Toyota Camry 2018” zai ci gaba har zuwa 6 Dis 2026");
    expect(ha).toContain("An older line, kept as written");
    expect(ha).not.toContain("account.activity");
    const en = await page("/dashboard");
    expect(en).toContain("“Toyota Camry 2018” was approved and is now live");
    expect(en).toContain("Mega Boost on “Toyota Camry 2018” runs until 6 Dec 2026");
  });

  it("shows the Account tab and its Delete Account form in Yoruba and Igbo", async () => {
    const { sessionCookie } = await member();
    const yo = pageText(
      await renderPage(dashboard, "/:lang?/dashboard", {
        path: "/yo/dashboard?tab=account",
        sessionCookie,
      }),
    );
    expect(yo).toContain("Pa àkáǹtì rẹ́");
    expect(yo).toContain("Ètò Ọ̀fẹ́");
    expect(yo).toContain("Ọ̀fẹ́ títí láé");
    const ig = pageText(
      await renderPage(dashboard, "/:lang?/dashboard", {
        path: "/ig/dashboard?tab=account",
        sessionCookie,
      }),
    );
    expect(ig).toContain("Hichapụ akaụntụ");
    expect(ig).toContain("Okwuntughe gị");
    expect(ig).toContain("Atụmatụ N'efu");
  });

  it("answers a refused Delete Account in the page's language", async () => {
    const { sessionCookie } = await member();
    const html = await renderPage(dashboard, "/:lang?/dashboard", {
      method: "POST",
      path: "/ha/dashboard?tab=account",
      sessionCookie,
      form: { intent: "delete-account", password: "okra-soup-42" },
    });
    expect(pageText(html)).toContain("Yi alama a akwatin don tabbatar kana son goge asusunka");
  });

  it("keeps English unchanged", async () => {
    const { sessionCookie } = await member();
    const text = pageText(
      await renderPage(dashboard, "/:lang?/dashboard", { path: "/dashboard", sessionCookie }),
    );
    expect(text).toContain("Welcome back, Amina");
    expect(text).toContain("Total Listings");
    expect(text).toContain(
      "You are on the Free plan: 1 new listing a month and 5 photos per listing.",
    );
  });
});

describe("the profile in each language", () => {
  it("shows the Preferences tab's labels and choices in Hausa", async () => {
    const { sessionCookie } = await member();
    const html = await renderPage(profile, "/:lang?/profile", {
      path: "/ha/profile?tab=preferences",
      sessionCookie,
    });
    const text = pageText(html);
    expect(text).toContain("Bayanan kaina");
    expect(text).toContain("Sanarwa ta imel");
    expect(text).toContain("Harshe da lokaci");
    expect(text).toContain("Turanci (English)");
    expect(text).toContain("Africa/Lagos (lokacin Yammacin Afirka)");
    expect(text).toContain("Naira tare da dalar Amurka ($)");
    expect(text).toContain("Adana zaɓuɓɓuka");
    expect(html).toContain('href="/ha/profile?tab=security"');
  });

  it("shows the Preferences tab in Yoruba and Igbo", async () => {
    const { sessionCookie } = await member();
    const yo = pageText(
      await renderPage(profile, "/:lang?/profile", {
        path: "/yo/profile?tab=preferences",
        sessionCookie,
      }),
    );
    expect(yo).toContain("Èdè àti àkókò");
    expect(yo).toContain("Naira nìkan (₦)");
    expect(yo).toContain("Gẹ̀ẹ́sì (English)");
    const ig = pageText(
      await renderPage(profile, "/:lang?/profile", {
        path: "/ig/profile?tab=preferences",
        sessionCookie,
      }),
    );
    expect(ig).toContain("Asụsụ na oge");
    expect(ig).toContain("Naira ya na euro (€)");
    expect(ig).toContain("Chekwaa ihe ị họọrọ");
  });

  it("answers the profile form's errors in Igbo and flashes the saved preferences as a key", async () => {
    const { user, sessionCookie } = await member();
    const html = await renderPage(profile, "/:lang?/profile", {
      method: "POST",
      path: "/ig/profile",
      sessionCookie,
      form: {
        intent: "save-profile",
        firstName: "Amina",
        lastName: "Bello",
        email: user.email,
        dateOfBirth: "2099-01-01",
      },
    });
    const text = pageText(html);
    expect(text).toContain("Anyị emelitaghị profaịlụ");
    expect(text).toContain("Ụbọchị ọmụmụ gị enweghị ike ịbụ n'ọdịnihu");
    const saved = await callRoute(profile.action, {
      method: "POST",
      path: "/profile?tab=preferences",
      sessionCookie,
      form: { intent: "save-preferences", language: "yo", timezone: "UTC", currency: "NGN" },
    });
    expect(saved.status).toBe(302);
  });
});

describe("the Security Center in each language", () => {
  it("reads in Hausa, its score's checks and tabs too", async () => {
    const { sessionCookie } = await member();
    const text = pageText(
      await renderPage(security, "/:lang?/security", { path: "/ha/security", sessionCookie }),
    );
    expect(text).toContain("Cibiyar Tsaro");
    expect(text).toContain("Makin tsaro");
    expect(text).toContain("Kunna tabbatarwa mataki biyu");
    expect(text).toContain("Gano zamba");
    expect(text).not.toContain("Turn on two-factor authentication");
  });

  it("shows the password tab and the sign-in events in Igbo", async () => {
    const { sessionCookie } = await member();
    const password = pageText(
      await renderPage(security, "/:lang?/security", {
        path: "/ig/security?tab=password",
        sessionCookie,
      }),
    );
    expect(password).toContain("Gbanwee okwuntughe");
    expect(password).toContain("Hazie nkwenye nzọụkwụ abụọ");
    const sessions = pageText(
      await renderPage(security, "/:lang?/security", {
        path: "/ig/security?tab=sessions",
        sessionCookie,
      }),
    );
    expect(sessions).toContain("Ngwaọrụ a");
  });
});

describe("notifications and saved searches in each language", () => {
  it("shows the notifications page in Yoruba", async () => {
    const { sessionCookie } = await member();
    const text = pageText(
      await renderPage(notifications, "/:lang?/notifications", {
        path: "/yo/notifications",
        sessionCookie,
      }),
    );
    expect(text).toContain("Ìwífún");
    expect(text).toContain("Kò sí ìwífún kankan síbẹ̀.");
  });

  it("shows saved searches, their alert choices and the unsubscribe page in Hausa", async () => {
    const { user, sessionCookie } = await member();
    const saved = await createSavedSearch(
      user.id,
      { name: "Corollas", query: "make=Toyota", frequency: "daily" },
      "lenient",
    );
    const list = pageText(
      await renderPage(savedSearches, "/:lang?/saved-searches", {
        path: "/ha/saved-searches",
        sessionCookie,
      }),
    );
    expect(list).toContain("Binciken da aka adana");
    expect(list).toContain("Taƙaitawa ta kullum");
    expect(list).toContain("Canza suna");
    const renamed = await callRoute(savedSearches.action, {
      method: "POST",
      path: "/ha/saved-searches",
      sessionCookie,
      form: { intent: "set-frequency", id: saved.id, frequency: "weekly" },
    });
    expect(renamed.location).toBe("/ha/saved-searches");
    const page = pageText(
      await renderPage(unsubscribe, "/:lang?/saved-searches/unsubscribe", {
        path: `/ha/saved-searches/unsubscribe?token=${unsubscribeToken(saved.id)}`,
      }),
    );
    expect(page).toContain("Kashe sanarwar bincike");
    expect(page).toContain("“Corollas”");
    // A flash message is a key, read in the language of the page it lands on.
    const flash = flashIn(
      { tone: "success", message: "searches.flash.freq.weekly?name=Corollas" },
      "ig",
    );
    expect(flash.message).toBe("Ọkwa maka “Corollas”: nchịkọta kwa izu");
  });
});

describe("verification in each language", () => {
  it("shows the steps, the documents and the contact tab in Hausa", async () => {
    const { sessionCookie } = await member();
    const overview = pageText(
      await renderPage(verification, "/:lang?/verification", {
        path: "/ha/verification",
        sessionCookie,
      }),
    );
    expect(overview).toContain("Tabbatar da asusu");
    expect(overview).toContain("Matakan tabbatarwa");
    expect(overview).toContain(
      "Don samun alamar tabbatarwa, ana buƙatar adireshin imel, lambar waya, takardar shaidar kai da shaidar adireshi.",
    );
    const documents = pageText(
      await renderPage(verification, "/:lang?/verification", {
        path: "/ha/verification?tab=documents",
        sessionCookie,
      }),
    );
    expect(documents).toContain("Lasisin tuƙi");
    expect(documents).toContain("Shaidar adireshi");
  });

  it("refuses a wrong phone number in Yoruba", async () => {
    const { sessionCookie } = await member();
    const html = await renderPage(verification, "/:lang?/verification", {
      method: "POST",
      path: "/yo/verification?tab=contact",
      sessionCookie,
      form: { intent: "change-phone", phone: "12" },
    });
    expect(pageText(html)).toContain("Tẹ nọ́mbà fóònù Nàìjíríà, bí àpẹẹrẹ 0803 123 4567");
  });
});

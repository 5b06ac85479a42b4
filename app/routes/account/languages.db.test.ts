/**
 * The signed-in screens in Hausa, Yoruba and Igbo (docs/decisions/023-languages.md): one smoke
 * render per language (the dashboard in Hausa with its loader-made lines, its Account tab in
 * Yoruba, the profile's Preferences in Igbo, and the Hausa pages whose words come from the
 * loader: the Security Center's checks, the saved searches and the unsubscribe page), each with
 * no "Missing message" and its links under the prefix; and the forms' answers (refusals,
 * redirects, flash messages) in the page's language. The words themselves are the catalogue
 * check's (app/i18n/catalogues.test.ts); English pages are the areas' own route tests'.
 */
import { describe, expect, it } from "vitest";
import { setPassword } from "~/models/identity/passwords.server";
import { createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { offPrefix, renderIn } from "../../../tests/support/render-languages";
import { callRoute, signIn } from "../../../tests/support/routes";
import * as dashboard from "./dashboard/route";
import * as profile from "./profile/route";
import * as security from "./security/route";
import * as verification from "./verification/route";
import * as savedSearches from "./saved-searches/route";
import * as unsubscribe from "../public/saved-search-unsubscribe";
import { createSavedSearch } from "~/models/saved/saved-searches.server";
import { unsubscribeToken } from "~/models/saved/saved-search-alerts.server";
import { flashIn } from "~/request/flash.server";
import { msg } from "~/i18n/messages";
import { CATALOGUES, translateText } from "~/i18n/server/catalogues.server";
import { recordActivity } from "~/models/shared/audit.server";

useTestDatabase();

/** This month in Lagos, January 0. */
const lagosMonthIndex = () => new Date(Date.now() + 3_600_000).getUTCMonth();

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

describe("the dashboard", () => {
  it("reads in Hausa on /ha/dashboard: loader-made lines, activity in the reader's zone, Hausa links", async () => {
    const { user, sessionCookie } = await member();
    const approved = msg("account.activity.approved", { title: "Toyota Camry 2018" });
    const boosted = msg("account.activity.boostStarted", {
      boost: msg("billing.boost.mega.name"),
      title: "Toyota Camry 2018",
      until: "2026-12-05T23:30:00.000Z",
    });
    await recordActivity(user.id, "listing_approved", null, approved);
    await recordActivity(user.id, "boost_started", null, boosted);
    await recordActivity(user.id, "plan_changed", null, "An older line, kept as written");

    const { html, text } = await renderIn(dashboard, "/:lang?/dashboard", {
      path: "/ha/dashboard",
      sessionCookie,
    });
    expect(text).toContain("Barka da dawowa, Amina");
    expect(text).toContain("Kana kan tsarin Kyauta");
    // The upload card's month and plan in Hausa too (the month from the catalogue).
    const month = CATALOGUES.ha.common["months.long"].split("|")[lagosMonthIndex()];
    expect(text).toMatch(new RegExp(`Iyakar tallace-tallace · ${month} \\d{4}`));
    expect(text).toContain("a wannan wata (tsarin Kyauta)");
    expect(text).not.toMatch(/Welcome back|Total Listings|Quick actions/);
    // Activity lines are keys read in the page's language; 23:30 UTC on 5 December is 6
    // December in Lagos; a line stored as text stays as written.
    expect(text).toContain("An amince da “Toyota Camry 2018” kuma yanzu yana bayyana");
    expect(text).toContain(
      "Babban Boost a kan “Toyota Camry 2018” zai ci gaba har zuwa 6 Dis 2026",
    );
    expect(text).toContain("An older line, kept as written");
    expect(text).not.toContain("account.activity");
    expect(translateText("en", boosted)).toBe(
      "Mega Boost on “Toyota Camry 2018” runs until 6 Dec 2026, 00:30 WAT",
    );
    expect(offPrefix(html, "ha")).toEqual([]);
    expect(html).toContain('href="/ha/dashboard?tab=listings"');
    expect(html).toContain('href="/ha/profile"');
  });

  it("shows the Account tab in Yoruba, and refuses a Delete Account in Hausa", async () => {
    const { sessionCookie } = await member();
    const { html, text } = await renderIn(dashboard, "/:lang?/dashboard", {
      path: "/yo/dashboard?tab=account",
      sessionCookie,
    });
    expect(text).toContain("Pa àkáǹtì rẹ́");
    expect(text).toContain("Ètò Ọ̀fẹ́");
    expect(text).not.toMatch(/Delete Account|Free plan/);
    expect(offPrefix(html, "yo")).toEqual([]);

    const refused = await callRoute(dashboard.action, {
      method: "POST",
      path: "/ha/dashboard?tab=account",
      params: { lang: "ha" },
      sessionCookie,
      form: { intent: "delete-account", password: "okra-soup-42" },
    });
    expect(JSON.stringify(refused.body)).toContain(
      "Yi alama a akwatin don tabbatar kana son goge asusunka",
    );
  });
});

describe("the profile", () => {
  it("shows the Preferences tab's choices in Igbo, and answers its form's errors in Igbo", async () => {
    const { user, sessionCookie } = await member();
    const { html, text } = await renderIn(profile, "/:lang?/profile", {
      path: "/ig/profile?tab=preferences",
      sessionCookie,
    });
    expect(text).toContain("Asụsụ na oge");
    expect(text).toContain("Naira ya na euro (€)");
    expect(text).toContain("Chekwaa ihe ị họọrọ");
    expect(text).not.toMatch(/Language and time|Save preferences/);
    expect(offPrefix(html, "ig")).toEqual([]);
    expect(html).toContain('href="/ig/profile?tab=security"');

    const refused = await callRoute(profile.action, {
      method: "POST",
      path: "/ig/profile",
      params: { lang: "ig" },
      sessionCookie,
      form: {
        intent: "save-profile",
        firstName: "Amina",
        lastName: "Bello",
        email: user.email,
        dateOfBirth: "2099-01-01",
      },
    });
    const answer = JSON.stringify(refused.body);
    expect(answer).toContain("Anyị emelitaghị profaịlụ");
    expect(answer).toContain("Ụbọchị ọmụmụ gị enweghị ike ịbụ n'ọdịnihu");
  });
});

describe("the Security Center", () => {
  it("reads in Hausa, its score's checks too", async () => {
    const { sessionCookie } = await member();
    const { html, text } = await renderIn(security, "/:lang?/security", {
      path: "/ha/security",
      sessionCookie,
    });
    expect(text).toContain("Makin tsaro");
    expect(text).toContain("Kunna tabbatarwa mataki biyu");
    expect(text).not.toContain("Turn on two-factor authentication");
    expect(offPrefix(html, "ha")).toEqual([]);
  });
});

describe("saved searches", () => {
  it("show their alert choices and the unsubscribe page in Hausa, and stay on Hausa addresses", async () => {
    const { user, sessionCookie } = await member();
    const saved = await createSavedSearch(
      user.id,
      { name: "Corollas", query: "make=Toyota", frequency: "daily" },
      "lenient",
    );
    const list = await renderIn(savedSearches, "/:lang?/saved-searches", {
      path: "/ha/saved-searches",
      sessionCookie,
    });
    expect(list.text).toContain("Taƙaitawa ta kullum");
    expect(list.text).toContain("Corollas");
    expect(list.text).not.toMatch(/Daily digest|Rename/);
    expect(offPrefix(list.html, "ha")).toEqual([]);

    const changed = await callRoute(savedSearches.action, {
      method: "POST",
      path: "/ha/saved-searches",
      sessionCookie,
      form: { intent: "set-frequency", id: saved.id, frequency: "weekly" },
    });
    expect(changed.location).toBe("/ha/saved-searches");
    // A flash message is a key, read in the language of the page it lands on.
    const flash = flashIn(
      { tone: "success", message: "searches.flash.freq.weekly?name=Corollas" },
      "ig",
    );
    expect(flash.message).toBe("Ọkwa maka “Corollas”: nchịkọta kwa izu");

    const page = await renderIn(unsubscribe, "/:lang?/saved-searches/unsubscribe", {
      path: `/ha/saved-searches/unsubscribe?token=${unsubscribeToken(saved.id)}`,
    });
    expect(page.text).toContain("Kashe sanarwar bincike");
    expect(page.text).toContain("“Corollas”");
    expect(offPrefix(page.html, "ha")).toEqual([]);
  });
});

describe("verification", () => {
  it("refuses a wrong phone number in Yoruba", async () => {
    const { sessionCookie } = await member();
    const refused = await callRoute(verification.action, {
      method: "POST",
      path: "/yo/verification?tab=contact",
      params: { lang: "yo" },
      sessionCookie,
      form: { intent: "change-phone", phone: "12" },
    });
    expect(JSON.stringify(refused.body)).toContain(
      "Tẹ nọ́mbà fóònù Nàìjíríà, bí àpẹẹrẹ 0803 123 4567",
    );
  });
});

/**
 * The public pages in Hausa, Yoruba and Igbo (docs/decisions/023-languages.md): one smoke render
 * per page and language, asserting what the static catalogue check (app/i18n/catalogues.test.ts)
 * cannot: no "Missing message", links and form actions under the page's prefix, loader-made text
 * (chips, the suggested name of a saved search, stars, dates) in the language, no English left
 * for the page's key phrases, user content as written. Also the behaviours around them: a
 * category address keeps its category under `/ha`, the language switch (`POST /language`), the
 * legal pages' note that the English text binds and its way to it, and a review's answers in the
 * page's language. English pages are rendered by the areas' own route tests and the e2e suite.
 */
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { createListing, createUser, textMessage } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { offPrefix, renderIn } from "../../../tests/support/render-languages";
import { pageText } from "../../../tests/support/render";
import { callRoute, signIn } from "../../../tests/support/routes";
import en from "~/locales/en/legal.json";
import { messagesJsonFor, translator } from "~/i18n/server/catalogues.server";
import type { MessageKey } from "~/i18n/keys";
import type { Language } from "~/i18n/languages";
import type { Namespace } from "~/i18n/namespaces";
import { I18nProvider, type Viewer } from "~/i18n/react";
import { fieldErrorsOf } from "~/lib/forms/form-answer";
import { SITE } from "~/lib/format/site";
import { contactSeller, sendMessage } from "~/models/messaging/messages.server";
import { writeReview } from "~/models/messaging/reviews.server";
import { getPreferences, updatePreferences } from "~/models/shared/preferences.server";
import { loader as rootLoader } from "~/root";
import * as browse from "./browse/route";
import * as car from "./car/route";
import * as cookies from "./cookies";
import * as language from "./language";
import * as privacy from "./privacy";
import * as reviewsPage from "./reviews";
import * as seller from "./seller/route";
import * as terms from "./terms";

useTestDatabase();

const prefix = (l: Language) => (l === "en" ? "" : `/${l}`);

describe("browse in Hausa", () => {
  it("reads /ha/browse in Hausa: filters, loader-made chips, the save form, Hausa addresses", async () => {
    const owner = await createUser();
    await createListing(owner.id, { fuelType: "petrol", price: 5_000_000 });
    const { html, text } = await renderIn(browse, "/:lang?/browse", {
      path: "/ha/browse?fuelType=petrol&maxPrice=10000000&verified=true&condition=tokunbo",
    });
    for (const words of ["Duba motoci", "Jera ta", "Har zuwa ₦10M", "Adana wannan binciken"])
      expect(text, words).toContain(words);
    expect(text).not.toMatch(/Browse cars|Sort by|Fuel type|Up to ₦10M|Save this search/);
    expect(offPrefix(html, "ha")).toEqual([]);
    expect(html).toMatch(
      /<form[^>]*id="filters"[^>]*action="\/ha\/browse"|action="\/ha\/browse"[^>]*id="filters"/,
    );
    // The chips and the saved search's suggested name are made in the loader.
    expect(html).toMatch(/href="\/ha\/browse\?[^"]*"[^>]*aria-label="Cire matattara: Fetur"/);
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value="[^"]*Fetur[^"]*"/);
    expect(html).toContain('action="/ha/saved-searches"');
  });

  it("keeps a category address's category under the prefix", async () => {
    const { html, text } = await renderIn(browse, "/:lang?/new-cars", { path: "/ha/new-cars" });
    expect(text).toContain("Motoci: Sabuwa dal");
    expect(offPrefix(html, "ha")).toEqual([]);
  });

  it("keeps the category on a client navigation's data request (`/tokunbo.data`)", async () => {
    const owner = await createUser();
    for (let i = 0; i < 25; i++)
      await createListing(owner.id, { title: `Tokunbo car ${i}`, category: "tokunbo" });
    const page = await callRoute(browse.loader, { path: "/ha/tokunbo.data" });
    expect(page.body.filters.category).toBe("tokunbo");
    expect(page.body.head.title).toMatch(/Tokunbo/);
    // Load more goes to the page's address, not to its data request.
    expect(page.body.nextHref).toBe("/ha/tokunbo?category=tokunbo&page=2");
  });
});

describe("the car page", () => {
  it.each([
    ["ha", ["Lissafin bashi", "Shawarwarin tsaro", "Kai rahoton wannan talla"]],
    ["yo", ["Ìṣirò owó-ẹ̀yáwó", "Ìmọ̀ràn ààbò", "Pín ọkọ̀ yìí"]],
    ["ig", ["Mgbakọ mbinye ego", "Ndụmọdụ nchekwa", "Kesaa ụgbọala a"]],
  ] as const)("reads in %s, the seller's words as written", async (lang, words) => {
    const owner = await createUser();
    const listing = await createListing(owner.id, {
      title: "Toyota Camry 2018 tokunbo",
      price: 6_500_000,
    });
    const { html, text } = await renderIn(car, "/:lang?/car/:id", {
      path: `/${lang}/car/${listing.id}`,
    });
    for (const w of words) expect(text).toContain(w);
    expect(text).not.toMatch(/Loan calculator|Safety tips|Report this listing/);
    expect(text).toContain("Toyota Camry 2018 tokunbo");
    expect(text).toContain("₦6,500,000");
    expect(offPrefix(html, lang)).toEqual([]);
    expect(html).toContain(`href="/${lang}/browse"`);
  });

  it("names the page in its address's language in its title and canonical address", async () => {
    const owner = await createUser();
    const listing = await createListing(owner.id, { title: "Honda Accord 2015" });
    // The loader words them (the root sends each reader to their language's address).
    const meta = async (path: string) => {
      const page = await callRoute(car.loader, { path, params: { id: listing.id } });
      return car.meta({ data: page.body, matches: [] } as never) as Record<string, string>[];
    };
    const hausa = await meta(`/ha/car/${listing.id}`);
    expect(hausa.find((t) => "title" in t)?.title).toMatch(/^Honda Accord 2015 na sayarwa a /);
    expect(hausa.find((t) => t.rel === "canonical")?.href).toBe(
      `https://motormart.test/ha/car/${listing.id}`,
    );
    const english = await meta(`/car/${listing.id}`);
    expect(english.find((t) => "title" in t)?.title).toMatch(/^Honda Accord 2015 for sale in /);
    expect(english.find((t) => t.rel === "canonical")?.href).toBe(
      `https://motormart.test/car/${listing.id}`,
    );
  });
});

/** A seller with a car and a buyer's review of them (the buyer was answered first). */
async function reviewedSeller() {
  const owner = await createUser({ firstName: "Chidi", lastName: "Eze" });
  const buyer = await createUser({ accountType: "buyer", firstName: "Bola" });
  const listing = await createListing(owner.id, { make: "Toyota", model: "Corolla" });
  const { conversationId } = await contactSeller(
    buyer.id,
    { listingId: listing.id },
    { ...textMessage("Is it still available?"), sharePhone: false, shareEmail: false },
  );
  await sendMessage(owner.id, conversationId, textMessage("Yes, it is"));
  await writeReview(buyer.id, owner.id, { rating: 4, comment: "Honest seller, fair deal." });
  return { owner, buyer };
}

describe("the seller profile and Car Reviews", () => {
  it.each([
    [
      "ha",
      ["Bayanan tuntuɓa", "Amana da tsaro", "Sharhi (1)"],
      "Taurari 4 cikin 5",
      "Sharhin Motoci",
    ],
    ["yo", ["Ìbánisọ̀rọ̀", "Ìgbẹ́kẹ̀lé àti ààbò", "Àgbéyẹ̀wò (1)"], "Ìràwọ̀ 4 nínú 5", "Àgbéyẹ̀wò Ọkọ̀"],
    [
      "ig",
      ["Ozi nkwukọrịta", "Ntụkwasị obi na nchekwa", "Ntụle (1)"],
      "Kpakpando 4 n'ime 5",
      "Ntụle Ụgbọala",
    ],
  ] as const)(
    "read in %s, the seller's name and the review as written",
    async (lang, words, stars, heading) => {
      const { owner } = await reviewedSeller();
      const profile = await renderIn(seller, "/:lang?/seller/:id", {
        path: `/${lang}/seller/${owner.id}?tab=reviews`,
      });
      for (const w of words) expect(profile.text).toContain(w);
      expect(profile.text).not.toMatch(/Contact information|Trust and safety|Reviews \(1\)/);
      expect(profile.text).toContain("Chidi Eze");
      expect(profile.text).toContain("Honest seller, fair deal.");
      expect(offPrefix(profile.html, lang)).toEqual([]);
      expect(profile.html).toContain(`href="/${lang}/seller/${owner.id}/contact"`);
      // The review's stars, in words for screen readers.
      expect(profile.html).toContain(`aria-label="${stars.replace("'", "&#x27;")}"`);

      const reviews = await renderIn(reviewsPage, "/:lang?/reviews", {
        path: `/${lang}/reviews`,
      });
      expect(reviews.text).toContain(heading);
      expect(reviews.text).not.toContain("Car Reviews");
      expect(reviews.text).toContain("Honest seller, fair deal.");
      expect(reviews.text).toContain("Toyota Corolla");
      expect(offPrefix(reviews.html, lang)).toEqual([]);
      expect(reviews.html).toContain(`action="/${lang}/reviews"`);
    },
  );

  it("answers a review in the page's language: thanks back on the Hausa page, refusals in Yoruba and Hausa", async () => {
    const owner = await createUser();
    const buyer = await createUser({ accountType: "buyer" });
    const listing = await createListing(owner.id);
    const { conversationId } = await contactSeller(
      buyer.id,
      { listingId: listing.id },
      { ...textMessage("Hello, is it available?"), sharePhone: false, shareEmail: false },
    );
    await sendMessage(owner.id, conversationId, textMessage("Yes"));
    const sessionCookie = await signIn(buyer);
    const review = (lang: Language, form: Record<string, string>, who = sessionCookie) =>
      callRoute(seller.action, {
        method: "POST",
        path: `/${lang}/seller/${owner.id}`,
        params: { id: owner.id, lang },
        sessionCookie: who,
        form: { intent: "write-review", ...form },
      });

    const refused = await review("yo", { rating: "9", comment: "Good" });
    expect(refused.status).toBe(400);
    expect(fieldErrorsOf(refused.body, "rating")).toEqual(["Yan ìdíwọ̀n láti ìràwọ̀ 1 sí 5"]);
    expect(fieldErrorsOf(refused.body, "comment")).toEqual(["Kọ láàárín lẹ́tà 10 sí 1,000"]);

    // A stranger was never answered: the model refuses with a `seller` key, read in Hausa.
    const stranger = await signIn(await createUser({ accountType: "buyer" }));
    const model = await review(
      "ha",
      { rating: "5", comment: "A very good seller indeed." },
      stranger,
    );
    expect(JSON.stringify(model.body)).toContain(
      "Za ka iya yi wa mai sayarwa sharhi bayan ya amsa ɗaya daga cikin saƙonninka",
    );

    const thanked = await review("ha", { rating: "5", comment: "Very good seller indeed." });
    expect(thanked.status).toBe(302);
    expect(thanked.location).toBe(`/ha/seller/${owner.id}?tab=reviews`);
    const root = await callRoute(rootLoader, {
      path: thanked.location!,
      params: { lang: "ha" },
      sessionCookie,
      cookie: thanked.headers.get("set-cookie")!.split(";")[0]!,
    });
    expect(root.body.flash.message).toBe("Mun gode da sharhinka.");
  });
});

describe("POST /language, the footer's and the phone menu's switch", () => {
  it("sets the cookie and answers 303 to the same page in that language", async () => {
    const r = await callRoute(language.action, {
      path: "/language",
      form: { language: "ha", returnTo: "/browse?make=toyota" },
    });
    expect(r.status).toBe(303);
    expect(r.location).toBe("/ha/browse?make=toyota");
    expect(r.headers.get("set-cookie")).toMatch(
      /^mm_lang=ha; Path=\/; Max-Age=31536000; SameSite=Lax/,
    );
    const back = await callRoute(language.action, {
      path: "/language",
      form: { language: "en", returnTo: "/yo/car/1" },
    });
    expect(back.location).toBe("/car/1");
  });

  it("saves a signed-in user's language, for pages, mail and SMS", async () => {
    const user = await createUser();
    const r = await callRoute(language.action, {
      path: "/language",
      sessionCookie: await signIn(user),
      form: { language: "ig", returnTo: "/dashboard" },
    });
    expect(r.location).toBe("/ig/dashboard");
    expect((await getPreferences(user.id)).language).toBe("ig");
  });

  it("refuses an unknown language and never leaves the site", async () => {
    const unknown = await callRoute(language.action, {
      path: "/language",
      form: { language: "fr" },
    });
    expect(unknown.status).toBe(400);
    const away = await callRoute(language.action, {
      path: "/language",
      form: { language: "yo", returnTo: "https://evil.example/x" },
    });
    expect(away.location).toBe("/yo");
  });
});

type LegalPage = {
  default: ComponentType;
  handle: { i18n: readonly Namespace[] };
  meta: (args: never) => { title?: string; content?: string }[];
};

const LEGAL = { terms, privacy, cookies } as unknown as Record<
  "terms" | "privacy" | "cookies",
  LegalPage
>;

/** The viewer a legal page gets: only the namespaces its route names (plus `common`). */
const legalViewer = (page: LegalPage, lang: Language): Viewer => ({
  language: lang,
  messages: messagesJsonFor(lang, ["common", ...page.handle.i18n]),
  timeZone: "Africa/Lagos",
  approx: null,
});

/** A legal page's HTML, failing on a "Missing message" (a namespace its route does not name). */
function renderLegal(page: LegalPage, lang: Language): string {
  const Stub = createRoutesStub([{ path: "/:lang?/page", Component: page.default }]);
  const missing: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void missing.push(String(args[0]));
  try {
    const html = renderToString(
      createElement(
        I18nProvider,
        { viewer: legalViewer(page, lang) },
        createElement(Stub, { initialEntries: [`${prefix(lang)}/page`] }),
      ),
    );
    expect(missing.filter((m) => m.includes("Missing message"))).toEqual([]);
    return html;
  } finally {
    console.error = original;
  }
}

/** Every English heading and paragraph of a legal page, as English readers see them. */
function englishTexts(name: string): string[] {
  const t = translator("en");
  const values = {
    site: SITE.name,
    address: SITE.address,
    email: SITE.supportEmail,
    cookiesPath: "/cookies",
  };
  return Object.keys(en)
    .filter((key) => key.startsWith(`${name}.`) && /\.(heading|\d+)$/.test(key))
    .map((key) => t(`legal.${key}` as MessageKey, values));
}

/** The hidden fields of the note's form: what a press of its button posts. */
function noteForm(html: string) {
  const form = /<form([^>]*)>([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error("no form in the page");
  const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(form[1]!)?.[1] ?? "";
  const fields: Record<string, string> = {};
  for (const [, name, value] of form[2]!.matchAll(
    /<input type="hidden" name="(\w+)" value="([^"]*)"/g,
  ))
    fields[name!] = value!;
  return { action: attribute("action"), method: attribute("method"), fields };
}

describe("the legal pages", () => {
  it.each([
    [
      "ha",
      "terms",
      ["Sharuɗɗan Amfani", "Federal Competition and Consumer Protection Act 2018"],
      ["Rubutun Turanci ne yake da ƙarfin doka", "An sabunta a ƙarshe: 21 Nuw 2026"],
    ],
    [
      "yo",
      "privacy",
      ["Ìlànà Ìpamọ́", "Nigeria Data Protection Act 2023", "/yo/cookies"],
      ["Ẹ̀dà Gẹ̀ẹ́sì ni èyí tí òfin fi de", "Ìgbà tí a ṣàtúnṣe kẹ́yìn: 21 Bélú 2026"],
    ],
    [
      "ig",
      "cookies",
      ["Iwu Kuki", "mm_pending_save: a na-etinye ya"],
      ["Ọ bụ ederede Bekee ka a ga-agbaso n'iwu", "Emelitere ya ohụrụ ikpeazụ: 21 Nov 2026"],
    ],
  ] as const)(
    "/%s/%s reads translated, with the note that English binds and its form to the English page",
    (lang, name, words, note) => {
      const page = LEGAL[name];
      expect(page.handle.i18n).toContain("legal");
      const html = renderLegal(page, lang);
      const text = pageText(html);
      for (const w of [...words, ...note]) expect(text).toContain(w);
      expect(text).not.toContain("Last updated");
      for (const english of englishTexts(name)) expect(text).not.toContain(english.slice(0, 60));
      expect(html).toContain('role="note"');
      expect(noteForm(html)).toEqual({
        action: "/language",
        method: "post",
        fields: { language: "en", returnTo: `/${name}` },
      });
      const meta = page.meta({
        matches: [{ id: "root", data: { viewer: legalViewer(page, lang) } }],
      } as never);
      expect(meta[0]!.title).toBe(`${words[0]} | ${SITE.name}`);
      expect(meta[1]!.content).not.toMatch(/\b(the|and|how|rules)\b/i);
    },
  );

  it("keeps English word for word, its title too, with no translation note", () => {
    const html = renderLegal(LEGAL.terms, "en");
    const text = pageText(html);
    for (const english of englishTexts("terms")) expect(text).toContain(english);
    expect(text).toContain("Last updated 21 Nov 2026");
    expect(html).not.toContain('role="note"');
    expect(html).not.toContain('action="/language"');
    const meta = (page: LegalPage) =>
      page.meta({ matches: [{ id: "root", data: { viewer: legalViewer(page, "en") } }] } as never);
    expect(meta(LEGAL.terms)).toEqual([
      { title: "Terms of Service | MotorMart" },
      { name: "description", content: "The rules for buying and selling cars on MotorMart." },
    ]);
  });

  it("the note's form, not a plain link, takes a Hausa reader to the English page, which stays English", async () => {
    // A plain link would not do: /terms sends a reader whose cookie says Hausa back to /ha/terms.
    const bounced = await callRoute(rootLoader, { path: "/terms", cookie: "mm_lang=ha" });
    expect(bounced.status).toBe(302);
    expect(bounced.location).toBe("/ha/terms");

    const posted = await callRoute(language.action, {
      path: "/language",
      cookie: "mm_lang=ha",
      headers: { "accept-language": "ha-NG,ha;q=0.9" },
      form: noteForm(renderLegal(LEGAL.privacy, "ha")).fields,
    });
    expect(posted.status).toBe(303);
    expect(posted.location).toBe("/privacy");
    const cookie = posted.headers.get("set-cookie")!.split(";")[0]!;
    expect(cookie).toBe("mm_lang=en");
    const after = await callRoute(rootLoader, {
      path: "/privacy",
      cookie,
      headers: { "accept-language": "ha-NG,ha;q=0.9" },
    });
    expect(after.status).toBe(200);
    expect(after.body.viewer.language).toBe("en");
  });

  it("takes a signed-in reader whose saved language is Yoruba to the English page", async () => {
    const user = await createUser();
    await updatePreferences(user.id, { language: "yo" });
    const token = await signIn(user);
    const before = await callRoute(rootLoader, { path: "/cookies", sessionCookie: token });
    expect(before.location).toBe("/yo/cookies");
    const posted = await callRoute(language.action, {
      path: "/language",
      sessionCookie: token,
      form: noteForm(renderLegal(LEGAL.cookies, "yo")).fields,
    });
    expect(posted.location).toBe("/cookies");
    expect((await getPreferences(user.id)).language).toBe("en");
    const after = await callRoute(rootLoader, { path: "/cookies", sessionCookie: token });
    expect(after.status).toBe(200);
    expect(after.body.viewer.language).toBe("en");
  });
});

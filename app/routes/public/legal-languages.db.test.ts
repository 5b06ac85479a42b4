/**
 * The legal pages (terms, privacy, cookies) in each language (docs/decisions/023-languages.md):
 * rendered with only the namespaces their routes name, Hausa, Yoruba and Igbo show their own
 * headings and paragraphs with no English left, a note that the English text binds, and a
 * button to the English page that really gets there: a plain link to `/terms` would send a
 * reader whose language is Hausa back to `/ha/terms`, so it posts to `/language` choosing
 * English. English keeps its texts and shows no note.
 */
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { failOnMissingMessages } from "../../../tests/support/i18n";
import { pageText, renderPage } from "../../../tests/support/render";
import { callRoute, signIn } from "../../../tests/support/routes";
import en from "~/locales/en/legal.json";
import { messagesJsonFor, translator } from "~/i18n/server/catalogues.server";
import type { MessageKey } from "~/i18n/keys";
import type { Language } from "~/i18n/languages";
import type { Namespace } from "~/i18n/namespaces";
import { I18nProvider, type Viewer } from "~/i18n/react";
import { SITE } from "~/lib/format/site";
import { getPreferences, updatePreferences } from "~/models/shared/preferences.server";
import { loader as rootLoader } from "~/root";
import * as cookies from "./cookies";
import { action as chooseLanguage } from "./language";
import * as privacy from "./privacy";
import * as terms from "./terms";

useTestDatabase();

failOnMissingMessages();

type Page = {
  default: ComponentType;
  handle: { i18n: readonly Namespace[] };
  meta: (args: never) => { title?: string; content?: string }[];
};

const PAGES = { terms, privacy, cookies } as unknown as Record<
  "terms" | "privacy" | "cookies",
  Page
>;

const viewerFor = (page: Page, language: Language): Viewer => ({
  language,
  messages: messagesJsonFor(language, ["common", ...page.handle.i18n]),
  timeZone: "Africa/Lagos",
  approx: null,
});

/** The page's HTML with only the messages its route asks for (plus `common`). */
function render(page: Page, language: Language): string {
  const Stub = createRoutesStub([{ path: "/:lang?/page", Component: page.default }]);
  const entry = language === "en" ? "/page" : `/${language}/page`;
  return renderToString(
    createElement(
      I18nProvider,
      { viewer: viewerFor(page, language) },
      createElement(Stub, { initialEntries: [entry] }),
    ),
  );
}

const values = {
  site: SITE.name,
  address: SITE.address,
  email: SITE.supportEmail,
  cookiesPath: "/cookies",
};

/** Every English heading and paragraph of a page, as English readers see them. */
function englishTexts(name: string): string[] {
  const t = translator("en");
  return Object.keys(en)
    .filter((key) => key.startsWith(`${name}.`) && /\.(heading|\d+)$/.test(key))
    .map((key) => t(`legal.${key}` as MessageKey, values));
}

/** The hidden fields of the note's form: what a press of its button posts. */
function noteForm(html: string): {
  action: string;
  method: string;
  fields: Record<string, string>;
} {
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

const expected: Record<Exclude<Language, "en">, Record<keyof typeof PAGES, string[]>> = {
  ha: {
    terms: [
      "Sharuɗɗan Amfani",
      "1. Su wane ne mu",
      "Federal Competition and Consumer Protection Act 2018",
      "kotunan Lagos State",
    ],
    privacy: [
      "Manufar Sirri",
      "Haƙƙoƙinka",
      "Nigeria Data Protection Commission (NDPC)",
      "Manufar Kukis ɗinmu a /ha/cookies",
    ],
    cookies: ["Manufar Kukis", "Kukis ɗin da muke sakawa", "mm_session: yana sa ka ci gaba"],
  },
  yo: {
    terms: ["Àwọn Òfin Ìlò", "2. Àkáǹtì rẹ", "àwọn ilé-ẹjọ́ Lagos State"],
    privacy: ["Ìlànà Ìpamọ́", "Àwọn ẹ̀tọ́ rẹ", "Nigeria Data Protection Act 2023", "/yo/cookies"],
    cookies: ["Ìlànà Kúkì", "Kí ni kúkì", "mm_oauth: a tún ń fi sí i"],
  },
  ig: {
    terms: ["Usoro Ọrụ", "3. Itinye mgbasa ozi ụgbọala", "ụlọikpe Lagos State"],
    privacy: ["Iwu Nzuzo", "Ikike gị", "(NDPR)", "/ig/cookies"],
    cookies: ["Iwu Kuki", "Ihe kuki bụ", "mm_pending_save: a na-etinye ya"],
  },
};

const notes = {
  ha: [
    "Rubutun Turanci ne yake da ƙarfin doka",
    "Karanta rubutun Turanci",
    "An sabunta a ƙarshe: 21 Nuw 2026",
  ],
  yo: ["Ẹ̀dà Gẹ̀ẹ́sì ni èyí tí òfin fi de", "Ka ẹ̀dà Gẹ̀ẹ́sì", "Ìgbà tí a ṣàtúnṣe kẹ́yìn: 21 Bélú 2026"],
  ig: [
    "Ọ bụ ederede Bekee ka a ga-agbaso n'iwu",
    "Gụọ nke Bekee",
    "Emelitere ya ohụrụ ikpeazụ: 21 Nov 2026",
  ],
} as const;

describe("the legal pages in Hausa, Yoruba and Igbo", () => {
  for (const language of ["ha", "yo", "ig"] as const) {
    for (const name of ["terms", "privacy", "cookies"] as const) {
      it(`shows /${language}/${name} translated, with the note that English binds`, () => {
        const page = PAGES[name];
        expect(page.handle.i18n).toContain("legal");
        const html = render(page, language);
        const text = pageText(html);
        for (const words of expected[language][name]) expect(text).toContain(words);
        for (const words of notes[language]) expect(text).toContain(words);
        expect(text).not.toContain("Last updated");
        for (const english of englishTexts(name)) expect(text).not.toContain(english.slice(0, 60));
        expect(html).toContain('role="note"');
        expect(noteForm(html)).toEqual({
          action: "/language",
          method: "post",
          fields: { language: "en", returnTo: `/${name}` },
        });
        const meta = page.meta({
          matches: [{ id: "root", data: { viewer: viewerFor(page, language) } }],
        } as never);
        expect(meta[0]!.title).toBe(`${expected[language][name][0]} | ${SITE.name}`);
        expect(meta[1]!.content).not.toMatch(/\b(the|and|how|rules)\b/i);
      });
    }
  }
});

describe("the legal pages in English", () => {
  for (const name of ["terms", "privacy", "cookies"] as const) {
    it(`keeps /${name} word for word and shows no translation note`, () => {
      const page = PAGES[name];
      const html = render(page, "en");
      const text = pageText(html);
      for (const english of englishTexts(name)) expect(text).toContain(english);
      expect(text).toContain("Last updated 21 Nov 2026");
      expect(html).not.toContain('role="note"');
      expect(html).not.toContain('action="/language"');
    });
  }

  it("keeps the English titles and descriptions", () => {
    const meta = (page: Page) =>
      page.meta({ matches: [{ id: "root", data: { viewer: viewerFor(page, "en") } }] } as never);
    expect(meta(PAGES.terms)).toEqual([
      { title: "Terms of Service | MotorMart" },
      { name: "description", content: "The rules for buying and selling cars on MotorMart." },
    ]);
    expect(meta(PAGES.privacy)[0]!.title).toBe("Privacy Policy | MotorMart");
    expect(meta(PAGES.cookies)[1]!.content).toBe(
      "The cookies MotorMart sets, what each one is for and how long it lasts.",
    );
  });
});

describe("the note's way to the English text", () => {
  it("a plain link would not do: /terms sends a Hausa reader back to /ha/terms", async () => {
    const r = await callRoute(rootLoader, { path: "/terms", cookie: "mm_lang=ha" });
    expect(r.status).toBe(302);
    expect(r.location).toBe("/ha/terms");
  });

  it("its button takes a visitor reading Hausa to the English page, which then stays English", async () => {
    const { fields } = noteForm(render(PAGES.privacy, "ha"));
    const posted = await callRoute(chooseLanguage, {
      path: "/language",
      cookie: "mm_lang=ha",
      headers: { "accept-language": "ha-NG,ha;q=0.9" },
      form: fields,
    });
    expect(posted.status).toBe(303);
    expect(posted.location).toBe("/privacy");
    const cookie = posted.headers.get("set-cookie")!.split(";")[0]!;
    expect(cookie).toBe("mm_lang=en");
    const html = await renderPage(
      { ...PAGES.privacy, loader: () => null } as never,
      ":lang?/privacy",
      { path: "/privacy", cookie, headers: { "accept-language": "ha-NG,ha;q=0.9" } },
    );
    const text = pageText(html);
    expect(text).toContain("Who controls your data");
    expect(text).not.toContain("Rubutun Turanci");
  });

  it("takes a signed-in reader whose saved language is Yoruba to the English page", async () => {
    const user = await createUser();
    await updatePreferences(user.id, { language: "yo" });
    const token = await signIn(user);
    const before = await callRoute(rootLoader, { path: "/cookies", sessionCookie: token });
    expect(before.location).toBe("/yo/cookies");
    const { fields } = noteForm(render(PAGES.cookies, "yo"));
    const posted = await callRoute(chooseLanguage, {
      path: "/language",
      sessionCookie: token,
      form: fields,
    });
    expect(posted.location).toBe("/cookies");
    expect((await getPreferences(user.id)).language).toBe("en");
    const after = await callRoute(rootLoader, { path: "/cookies", sessionCookie: token });
    expect(after.status).toBe(200);
    expect(after.body.viewer.language).toBe("en");
  });
});

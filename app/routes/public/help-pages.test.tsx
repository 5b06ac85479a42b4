/**
 * The help pages in each language (docs/decisions/023-languages.md): rendered with only the
 * namespaces their routes list in `handle.i18n` (plus `common`), English keeps its texts, and
 * Hausa, Yoruba and Igbo show their own without a missing message.
 */
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messagesJsonFor } from "~/i18n/server/catalogues.server";
import type { Language } from "~/i18n/languages";
import type { Namespace } from "~/i18n/namespaces";
import { I18nProvider } from "~/i18n/react";
import * as howItWorks from "./how-it-works";
import * as newsletterLink from "./newsletter-link";
import * as safety from "./safety";
import * as support from "./support";

type Page = { default: ComponentType; handle: { i18n: readonly Namespace[] } };

/** The page's text as a reader sees it (tags and React's text separators removed). */
function render(page: Page, language: Language): string {
  const Stub = createRoutesStub([{ path: "/:lang?", Component: page.default }]);
  const viewer = {
    language,
    messages: messagesJsonFor(language, ["common", ...page.handle.i18n]),
    timeZone: "Africa/Lagos",
    approx: null,
  };
  const html = renderToString(
    createElement(
      I18nProvider,
      { viewer },
      createElement(Stub, { initialEntries: [language === "en" ? "/" : `/${language}`] }),
    ),
  );
  return html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
}

const errors = vi.spyOn(console, "error");
afterEach(() => errors.mockClear());
const missing = () => errors.mock.calls.filter((c) => String(c[0]).includes("Missing message"));

describe("help pages", () => {
  it("keep their English texts", () => {
    const how = render(howItWorks as Page, "en");
    expect(how).toContain(
      "Browse all cars for sale and narrow them down by make, model or any words in the search box",
    );
    expect(how).toContain("A listing stays up for 60 days and then expires unless you renew it.");
    expect(how).toContain("Need help with anything else? Visit Help and Support .");
    const help = render(support as Page, "en");
    expect(help).toContain("Frequently asked questions");
    expect(help).toContain(
      "Reset your password by entering the e-mail address you registered with.",
    );
    const tips = render(safety as Page, "en");
    expect(tips).toContain("1. Inspect the car in person");
    expect(tips).toContain('asks you to pay through a "MotorMart agent" or an escrow website');
    expect(missing()).toEqual([]);
  });

  const cases: [Language, Page, string[], Page, string[]][] = [
    [
      "ha",
      support as Page,
      ["Tambayoyin da aka fi yi", "Na manta kalmar sirrina"],
      safety as Page,
      ["1. Duba motar da idonka", "Ƙarin shawarwari ga masu sayarwa"],
    ],
    [
      "yo",
      support as Page,
      ["Àwọn ìbéèrè tí a máa ń gbọ́ jù", "Mo ti gbàgbé ọ̀rọ̀ aṣínà mi"],
      howItWorks as Page,
      ["Bí MotorMart ṣe ń ṣiṣẹ́", "Ìpolówó máa ń wà fún ọjọ́ 60"],
    ],
    [
      "ig",
      safety as Page,
      ["Ndụmọdụ nchekwa", "5. Kwụọ ụgwọ n'ụzọ echekwara"],
      howItWorks as Page,
      ["Otu MotorMart si arụ ọrụ", "Mgbasa ozi na-anọ ruo ụbọchị 60"],
    ],
  ];
  it.each(cases)("read in %s", (language, first, firstTexts, second, secondTexts) => {
    const a = render(first, language);
    for (const text of firstTexts) expect(a).toContain(text);
    const b = render(second, language);
    for (const text of secondTexts) expect(b).toContain(text);
    expect(a + b).not.toContain("help.");
    expect(missing()).toEqual([]);
  });

  it("the newsletter's confirmation link reads in Hausa", () => {
    const Confirm = () =>
      createElement(newsletterLink.default as unknown as ComponentType<Record<string, unknown>>, {
        loaderData: {
          step: "confirm",
          token: "t",
          email: "ada@example.ng",
          status: "pending",
          done: false,
        },
        actionData: undefined,
      });
    const page = { default: Confirm, handle: newsletterLink.handle } as Page;
    expect(render(page, "en")).toContain("Send the MotorMart newsletter to ada@example.ng?");
    const ha = render(page, "ha");
    expect(ha).toContain("Tabbatar da rajistarka");
    expect(ha).toContain("A aika wasiƙar labarai ta MotorMart zuwa ada@example.ng?");
    expect(missing()).toEqual([]);
  });
});

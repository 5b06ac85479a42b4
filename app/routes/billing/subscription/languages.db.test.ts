/**
 * /subscription in the site's languages (docs/decisions/023-languages.md): English as written,
 * Hausa, Yoruba and Igbo from the `billing` catalogue (plan names, features, banner, boosts, FAQ),
 * prices in naira and links on the page's language's addresses.
 */
import { describe, expect, it } from "vitest";
import { failOnMissingMessages } from "../../../../tests/support/i18n";
import { createUser } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { pageText, renderPage } from "../../../../tests/support/render";
import { signIn } from "../../../../tests/support/routes";
import * as page from "./route";

useTestDatabase();

failOnMissingMessages();

const render = async (path: string, tab = "plans") => {
  const sessionCookie = await signIn(await createUser());
  return renderPage(page, "/:lang?/subscription", { path: `${path}?tab=${tab}`, sessionCookie });
};

describe("/subscription's languages", () => {
  it("reads in English as before", async () => {
    const text = pageText(await render("/subscription"));
    for (const words of [
      "Choose Your Plan",
      "You are on the Free plan",
      "Most Popular",
      "Current Plan",
      "5 new listings a month",
      "Why Upgrade",
      "Featured Listing",
      "Frequently asked questions",
      "₦40,000",
    ])
      expect(text).toContain(words);
  });

  it.each([
    ["ha", "Zaɓi tsarinka", "Kana kan tsarin Kyauta", "Mafi shahara", "Tambayoyin da ake yawan yi"],
    ["yo", "Yan ètò rẹ", "O wà lórí ètò Ọ̀fẹ́", "Èyí tí a fẹ́ràn jù", "Àwọn ìbéèrè tí a máa ń béèrè"],
    ["ig", "Họrọ atụmatụ gị", "Ị nọ n'atụmatụ N'efu", "Nke kachasị ewu ewu", "Ajụjụ a na-ajụkarị"],
  ] as const)("reads in %s", async (language, heading, banner, popular, faq) => {
    const html = await render(`/${language}/subscription`);
    const text = pageText(html);
    for (const words of [heading, banner, popular, faq, "₦40,000"]) expect(text).toContain(words);
    for (const english of ["Choose Your Plan", "Most Popular", "Why Upgrade", "Featured Listing"])
      expect(text).not.toContain(english);
    expect(html).toContain(`href="/${language}/payment?tab=plans&amp;plan=basic`);
  });

  it("shows the Premium Features tab in Hausa", async () => {
    const text = pageText(await render("/ha/subscription", "premium"));
    expect(text).toContain("Gyaran hotuna");
    expect(text).toContain("Yana buƙatar Basic ko Premium");
    expect(text).not.toContain("Photo Enhancement");
  });
});

/**
 * The selling screens in the site's four languages (docs/decisions/023-languages.md): /sell's
 * steps, My Listings and Analytics, and /boost, in Hausa, Yoruba and Igbo from their
 * catalogues, the seller's words (title, make, model) as written and no message missing.
 */
import { describe, expect, it } from "vitest";
import { failOnMissingMessages } from "../../../tests/support/i18n";
import { createDraft } from "~/models/selling/selling.server";
import { createListing, createUser, LISTING_FIELDS } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { pageText, renderPage } from "../../../tests/support/render";
import { callRoute, signIn } from "../../../tests/support/routes";
import * as boost from "../billing/boost";
import * as sell from "./route";

useTestDatabase();

failOnMissingMessages();

type Language = "ha" | "yo" | "ig";

async function seller() {
  const user = await createUser({ accountType: "seller" });
  return { user, sessionCookie: await signIn(user) };
}

const page = async (
  module: typeof sell | typeof boost,
  pattern: string,
  path: string,
  sessionCookie: string,
) => pageText(await renderPage(module as typeof sell, pattern, { path, sessionCookie }));

const WORDS: Record<Language, Record<"form" | "listings" | "analytics" | "boost", string[]>> = {
  ha: {
    form: ["Sayar da motarka", "Bayanan mota", "Farashi (₦)", "Ajiye ka ƙara hotuna", "Zaɓi..."],
    listings: ["Tallace-tallacena", "Ana jiran dubawa", "Gyara", "Goge"],
    analytics: ["Jimillar kallo", "Tambayoyi"],
    boost: ["Yi wa talla boost", "Talla na musamman", "Fakitin boost"],
  },
  yo: {
    form: ["Ta ọkọ̀ rẹ", "Àlàyé ọkọ̀", "Iye owó (₦)", "Fi pamọ́ kí o fi fọ́tò kún un", "Yàn..."],
    listings: ["Àwọn Ìpolówó Mi", "Ó ń dúró de àyẹ̀wò", "Ṣàtúnṣe", "Pa á rẹ́"],
    analytics: ["Àpapọ̀ ìwò", "Ìbéèrè"],
    boost: ["Ṣe boost fún ìpolówó", "Ìpolówó àkànṣe", "Àpò boost"],
  },
  ig: {
    form: ["Ree ụgbọala gị", "Nkọwa ụgbọala", "Ọnụahịa (₦)", "Chekwaa ma tinye foto", "Họrọ..."],
    listings: ["Mgbasa Ozi M", "Na-eche nyocha", "Dezie", "Hichapụ"],
    analytics: ["Ngụkọta nlele", "Ajụjụ"],
    boost: ["Mee boost maka mgbasa ozi", "Mgbasa ozi pụrụ iche", "Ngwugwu boost"],
  },
};

describe("the selling screens' languages", () => {
  it.each(["ha", "yo", "ig"] as const)(
    "/sell reads in %s: the details form, My Listings and Analytics",
    async (language) => {
      const { user, sessionCookie } = await seller();
      await createListing(user.id, { title: "Lexus RX 350 2012 clean", status: "pending" });
      const form = await page(sell, "/:lang?/sell", `/${language}/sell`, sessionCookie);
      for (const w of WORDS[language].form) expect(form).toContain(w);
      expect(form).not.toContain("Vehicle details");
      expect(form).not.toContain("Save and add photos");
      // Car makes stay as they are.
      expect(form).toContain("Mercedes-Benz");

      const listings = await page(
        sell,
        "/:lang?/sell",
        `/${language}/sell?tab=listings`,
        sessionCookie,
      );
      for (const w of WORDS[language].listings) expect(listings).toContain(w);
      expect(listings).toContain("Lexus RX 350 2012 clean");
      expect(listings).not.toContain("Pending review");

      const analytics = await page(
        sell,
        "/:lang?/sell",
        `/${language}/sell?tab=analytics`,
        sessionCookie,
      );
      for (const w of WORDS[language].analytics) expect(analytics).toContain(w);
      expect(analytics).not.toContain("Total views");
    },
  );

  it("the review step and the photos step read in Hausa, the seller's words as written", async () => {
    const { user, sessionCookie } = await seller();
    const id = await createDraft(
      { id: user.id, role: "user", accountType: "seller" },
      { ...LISTING_FIELDS, title: "Toyota Corolla 2010 first body" },
    );
    const review = await page(sell, "/:lang?/sell", `/ha/sell?draft=${id}&step=3`, sessionCookie);
    expect(review).toContain("Mataki na 3 cikin 3: Dubawa da wallafawa");
    expect(review).toContain("Toyota Corolla 2010 first body");
    expect(review).toContain("Ƙara aƙalla hoto ɗaya");
    expect(review).toContain("Wallafa Talla");
    const photos = await page(sell, "/:lang?/sell", `/ha/sell?draft=${id}&step=2`, sessionCookie);
    expect(photos).toContain("Hotuna (0 cikin 5)");
    expect(photos).toContain("Loda hotuna");
  });

  it("a refused details form answers in Yoruba", async () => {
    const { sessionCookie } = await seller();
    const r = await callRoute(sell.action, {
      method: "POST",
      path: "/yo/sell",
      sessionCookie,
      form: { intent: "save-details", title: "ab" },
    });
    const text = JSON.stringify(r.body);
    expect(text).toContain("Jọ̀wọ́ kún gbogbo àwọn àyè tí a béèrè");
    expect(text).toContain("A nílò àkọlé (ó kéré tán lẹ́tà 5)");
  });

  it.each(["ha", "yo", "ig"] as const)("/boost reads in %s", async (language) => {
    const { user, sessionCookie } = await seller();
    await createListing(user.id, { title: "Honda Accord 2016 tokunbo" });
    const text = await page(boost, "/:lang?/boost", `/${language}/boost`, sessionCookie);
    for (const w of WORDS[language].boost) expect(text).toContain(w);
    expect(text).not.toContain("Boost a listing");
  });
});

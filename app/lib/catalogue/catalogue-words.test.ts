/**
 * Every value of the catalogue's lists has its words in the `cards` namespace, so no chip,
 * checkbox or card shows a key (docs/decisions/023-languages.md); unknown values show as they
 * are; the saved search's filters in words stay English for the callers that ask for English.
 */
import { describe, expect, it } from "vitest";
import { translator } from "~/i18n/server/catalogues.server";
import { CATALOGUES } from "~/i18n/server/catalogues.server";
import { CATEGORY_IDS } from "../vocabulary/domain";
import { CONDITIONS, FEATURES, FUEL_TYPES, SORTS, TRANSMISSIONS } from "./catalog";
import { catalogueLabels, defaultFilters } from "./filters";
import { BODY_TYPES } from "../listings/listing-schema";
import { PRICE_RATINGS, PRICE_RATING_LABELS } from "./price-rating";
import { filtersInWords } from "./saved-searches";
import { bodyTypeWord, listWord, sortOptions } from "./catalogue-words";

const cards = CATALOGUES.en.cards as Record<string, string>;

describe("the catalogue's words", () => {
  it("has an English word for every value, the same as the English lists", () => {
    for (const [prefix, list] of [
      ["fuel", FUEL_TYPES],
      ["transmission", TRANSMISSIONS],
      ["condition", CONDITIONS],
      ["feature", FEATURES],
    ] as const)
      for (const o of list) expect(cards[`${prefix}.${o.value}`], o.value).toBe(o.label);
    for (const s of SORTS) expect(cards[`sort.${s.value}`]).toBe(s.label);
    for (const r of PRICE_RATINGS) expect(cards[`priceRating.${r}`]).toBe(PRICE_RATING_LABELS[r]);
    for (const b of BODY_TYPES)
      expect(bodyTypeWord(translator("en"), b), b).toBe(cards[`body.${b}`]);
    for (const c of CATEGORY_IDS) {
      expect(cards[`category.${c}`]).toBeDefined();
      expect(cards[`categoryLong.${c}`]).toBeDefined();
    }
  });

  it("translates known values and keeps unknown ones as they are", () => {
    const t = translator("yo");
    expect(listWord(t, "transmission", "manual")).toBe("Manual (gíà ọwọ́)");
    expect(listWord(t, "fuelType", "lpg")).toBe("lpg");
    expect(listWord(t, "features", "tow-bar")).toBe("tow bar");
    expect(bodyTypeWord(t, "limousine")).toBe("Limousine");
    expect(sortOptions(translator("en"))[0]).toEqual({
      value: "relevance",
      label: "Most relevant",
    });
  });

  it("puts a saved search in words in a language, and in English by default", () => {
    const f = { ...defaultFilters(), make: "Toyota", maxPrice: 10_000_000, verified: true };
    expect(filtersInWords(f)).toBe("Toyota · Up to ₦10M · Verified sellers");
    const t = translator("ig");
    expect(filtersInWords(f, { ...catalogueLabels(t), allCars: t("browse.chip.allCars") })).toBe(
      "Toyota · Ruo ₦10M · Ndị na-ere akwadoro",
    );
    expect(filtersInWords(defaultFilters(), { allCars: "Dukkan motoci" })).toBe("Dukkan motoci");
  });
});

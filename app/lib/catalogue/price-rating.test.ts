/**
 * The fair-price rating's bands and the `deal` filter (docs/product.md#fair-price-rating):
 * every score has one rating at the documented edges; the Fair range a seller is shown is
 * rated Fair; `deal` parses leniently for pages and strictly for the API.
 */
import { describe, expect, it } from "vitest";
import { dealScoreRanges, parseBrowseParams, toSearchParams } from "./filters";
import { fairPriceRange, ratingOfScore, scoreOf } from "./price-rating";

describe("bands", () => {
  it.each([
    [-1500, "great"],
    [-1000, "great"],
    [-999, "good"],
    [-300, "good"],
    [-299, "fair"],
    [0, "fair"],
    [499, "fair"],
    [500, "high"],
    [1499, "high"],
    [1500, "overpriced"],
  ])("score %i is %s", (score, rating) => {
    expect(ratingOfScore(score)).toBe(rating);
  });

  it("scores in basis points from the estimate", () => {
    expect(scoreOf(9_000_000, 10_000_000)).toBe(-1000);
    expect(scoreOf(11_500_000, 10_000_000)).toBe(1500);
  });

  it("suggests a Fair range whose ends are rated Fair", () => {
    const { low, high } = fairPriceRange(12_345_678);
    expect(ratingOfScore(scoreOf(low, 12_345_678))).toBe("fair");
    expect(ratingOfScore(scoreOf(high, 12_345_678))).toBe("fair");
    expect(ratingOfScore(scoreOf(low - 100_000, 12_345_678))).toBe("good");
    expect(ratingOfScore(scoreOf(high + 100_000, 12_345_678))).toBe("high");
  });
});

describe("the deal filter", () => {
  it("parses a list and writes it back", () => {
    const { filters, errors } = parseBrowseParams(new URLSearchParams("deal=great,good"), "strict");
    expect(errors).toEqual({});
    expect(filters.deal).toEqual(["great", "good"]);
    expect(toSearchParams(filters).get("deal")).toBe("great,good");
  });

  it("drops unknown values on pages and reports them to the API", () => {
    const q = new URLSearchParams("deal=great,bargain");
    expect(parseBrowseParams(q).filters.deal).toEqual(["great"]);
    expect(parseBrowseParams(q, "strict").errors.deal).toBeDefined();
  });

  it("merges adjacent bands into one score range", () => {
    expect(dealScoreRanges(["good", "great"])).toEqual([[null, -300]]);
    expect(dealScoreRanges(["great", "overpriced"])).toEqual([
      [null, -1000],
      [1500, null],
    ]);
    expect(dealScoreRanges(["fair", "high"])).toEqual([[-299, 1499]]);
  });

  it("sorts by deal as one sort value", () => {
    const { filters } = parseBrowseParams(new URLSearchParams("sortBy=deal"));
    expect(filters.sortBy).toBe("deal");
    expect(toSearchParams(filters).get("sortBy")).toBe("deal");
  });
});

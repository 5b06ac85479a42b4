import { describe, expect, it } from "vitest";
import {
  activeFilters,
  defaultFilters,
  parseBrowseParams,
  toQueryString,
  toSearchParams,
} from "./filters";

const NOW = new Date("2026-11-21T12:00:00Z");
const lenient = (qs: string) => parseBrowseParams(new URLSearchParams(qs), "lenient", NOW).filters;
const strict = (qs: string) => parseBrowseParams(new URLSearchParams(qs), "strict", NOW);

describe("parseBrowseParams", () => {
  it("reads every spec field, with lists comma-joined or repeated", () => {
    const f = lenient(
      "search=Toyota+Camry&category=tokunbo&make=Lexus&minPrice=1000000&maxPrice=5,000,000&minYear=2010&maxYear=2020" +
        "&minMileage=5000&maxMileage=100000&location=port-harcourt&fuelType=petrol,diesel&transmission=automatic" +
        "&transmission=cvt&condition=certified&features=sunroof&verified=true&sortBy=price-low&page=3&limit=24",
    );
    expect(f).toMatchObject({
      search: "Toyota Camry",
      category: "tokunbo",
      make: "Lexus",
      minPrice: 1_000_000,
      maxPrice: 5_000_000,
      minYear: 2010,
      maxYear: 2020,
      minMileage: 5000,
      maxMileage: 100_000,
      location: "port-harcourt",
      fuelType: ["petrol", "diesel"],
      transmission: ["automatic", "cvt"],
      condition: ["certified"],
      features: ["sunroof"],
      verified: true,
      sortBy: "price",
      sortOrder: "asc",
      page: 3,
      limit: 24,
    });
  });

  it("maps the product's aliases: foreign/local categories, hero price bands, field sorts", () => {
    expect(lenient("category=foreign").category).toBe("tokunbo");
    expect(lenient("category=local").category).toBe("nigerian-used");
    expect(lenient("condition=foreign,local").condition).toEqual(["tokunbo", "nigerian-used"]);
    expect(lenient("price=1-3")).toMatchObject({ minPrice: 1_000_000, maxPrice: 3_000_000 });
    expect(lenient("price=10%2B")).toMatchObject({ minPrice: 10_000_000, maxPrice: null });
    expect(lenient("sortBy=mileage&sortOrder=desc")).toMatchObject({
      sortBy: "mileage",
      sortOrder: "desc",
    });
    expect(lenient("sortBy=year-old")).toMatchObject({ sortBy: "year", sortOrder: "asc" });
  });

  it("never fails on bad values in lenient mode: drops or clamps them", () => {
    const f = lenient(
      "minPrice=abc&minYear=1800&maxYear=3000&sortBy=nonsense&page=-3&limit=500&fuelType=water&location=mars",
    );
    expect(f.minPrice).toBeNull();
    expect(f.minYear).toBeNull(); // clamped to 1990, which filters nothing
    expect(f.maxYear).toBeNull(); // clamped to next year
    expect(f.sortBy).toBe("relevance");
    expect(f.page).toBe(1);
    expect(f.limit).toBe(50);
    expect(f.fuelType).toEqual([]);
    expect(f.location).toBeNull();
  });

  it("swaps a reversed range in lenient mode", () => {
    expect(lenient("minPrice=9000000&maxPrice=2000000")).toMatchObject({
      minPrice: 2_000_000,
      maxPrice: 9_000_000,
    });
  });

  it("reports each bad value under its field in strict mode", () => {
    const { errors } = strict(
      "minPrice=abc&minYear=1800&sortBy=nonsense&page=-3&limit=51&fuelType=water&verified=maybe",
    );
    expect(Object.keys(errors).sort()).toEqual(
      ["fuelType", "limit", "minPrice", "minYear", "page", "sortBy", "verified"].sort(),
    );
    expect(errors.minYear[0]).toMatch(/1990 and 2027/);
    expect(strict("minPrice=5&maxPrice=1").errors.minPrice).toBeDefined();
    expect(strict("limit=50&page=2").errors).toEqual({});
  });
});

describe("toSearchParams", () => {
  it("round-trips through the parser and leaves defaults out", () => {
    const qs =
      "search=Camry&category=new&minPrice=1000000&location=lagos&fuelType=petrol,hybrid&features=sunroof,bluetooth&verified=true&sortBy=year-new";
    const f = lenient(qs);
    const again = lenient(toSearchParams(f).toString());
    expect(again).toEqual(f);
    expect(toQueryString(defaultFilters())).toBe("");
    expect(toSearchParams({ ...f, page: 4 }, { page: true }).get("page")).toBe("4");
  });

  it("cuts a search text over 100 characters on pages, and refuses it on the API", () => {
    const long = `${"Toyota ".repeat(20)}🚗`;
    expect(lenient(`search=${encodeURIComponent(long)}`).search).toBe(long.slice(0, 100));
    expect(strict(`q=${encodeURIComponent(long)}`).errors).toEqual({
      search: ["search must be at most 100 characters"],
    });
    // Characters, not UTF-16 units: 100 emoji are 100 characters, cut whole on pages.
    const cars = "🚗".repeat(101);
    expect(strict(`search=${encodeURIComponent(cars.slice(0, 200))}`).errors).toEqual({});
    expect(lenient(`search=${encodeURIComponent(cars)}`).search).toBe(cars.slice(0, 200));
  });

  it("writes field sorts that have no spec name as sortBy + sortOrder", () => {
    const p = toSearchParams({ ...defaultFilters(), sortBy: "date", sortOrder: "asc" });
    expect(p.get("sortBy")).toBe("date");
    expect(p.get("sortOrder")).toBe("asc");
  });
});

describe("activeFilters", () => {
  it("lists each filter that differs from its default, with the state that removes it", () => {
    const f = lenient("search=Camry&location=abuja&fuelType=petrol,diesel&verified=true&page=2");
    const chips = activeFilters(f);
    expect(chips.map((c) => c.key)).toEqual([
      "search",
      "location",
      "fuelType:petrol",
      "fuelType:diesel",
      "verified",
    ]);
    const dieselOff = chips.find((c) => c.key === "fuelType:diesel")!.remove;
    expect(dieselOff.fuelType).toEqual(["petrol"]);
    expect(dieselOff.page).toBe(1);
    expect(activeFilters(defaultFilters())).toEqual([]);
  });
});

/**
 * The compare list (docs/product.md#compare): read from the cookie and from a shared link, written
 * back, and capped at three whatever a request carries; which rows of the table differ.
 */
import { describe, expect, it } from "vitest";
import {
  addToList,
  COMPARE_MAX,
  compareCookieValue,
  compareHref,
  differences,
  leftOutText,
  parseIdsParam,
  readCompareCookie,
  removeFromList,
} from "./compare";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("the compare cookie", () => {
  it("round-trips a list through the cookie value", () => {
    const value = compareCookieValue([id(1), id(2)]);
    expect(value).toBe(`${id(1)}.${id(2)}`);
    expect(readCompareCookie(`a=1; mm_compare=${value}; b=2`)).toEqual([id(1), id(2)]);
  });

  it("never writes or reads more than three ids, nor junk, nor the same car twice", () => {
    const many = Array.from({ length: 10 }, (_, i) => id(i + 1));
    expect(compareCookieValue(many).split(".")).toEqual(many.slice(0, COMPARE_MAX));
    expect(readCompareCookie(`mm_compare=${many.join(".")}`)).toEqual(many.slice(0, 3));
    expect(readCompareCookie(`mm_compare=x.${id(1).toUpperCase()}.${id(1)}.%00.`)).toEqual([id(1)]);
    expect(readCompareCookie("mm_compare=")).toEqual([]);
    expect(readCompareCookie("other=1")).toEqual([]);
    expect(readCompareCookie(null)).toEqual([]);
    expect(readCompareCookie(`mm_compare=${"a".repeat(100_000)}`)).toEqual([]);
    expect(compareCookieValue([])).toBe("");
  });
});

describe("the list", () => {
  it("adds up to three cars, refuses a fourth and knows a car already in", () => {
    expect(addToList([], id(1))).toEqual({ outcome: "added", ids: [id(1)] });
    expect(addToList([id(1), id(2)], id(3))).toEqual({
      outcome: "added",
      ids: [id(1), id(2), id(3)],
    });
    expect(addToList([id(1), id(2), id(3)], id(4))).toEqual({
      outcome: "full",
      ids: [id(1), id(2), id(3)],
    });
    expect(addToList([id(1)], id(1).toUpperCase())).toEqual({ outcome: "already", ids: [id(1)] });
    // A list that is somehow longer is cut, never grown.
    const five = [1, 2, 3, 4, 5].map(id);
    expect(addToList(five, id(6)).ids).toHaveLength(3);
  });

  it("removes a car and keeps the others' order", () => {
    expect(removeFromList([id(1), id(2), id(3)], id(2))).toEqual([id(1), id(3)]);
    expect(removeFromList([id(1)], id(9))).toEqual([id(1)]);
  });

  it("reads a shared link's ids, counting what it left out", () => {
    expect(parseIdsParam(`${id(1)}, ${id(2)},nope,,${id(1)}`)).toEqual({
      ids: [id(1), id(2)],
      invalid: 1,
      overflow: 0,
    });
    expect(parseIdsParam([1, 2, 3, 4, 5].map(id).join(","))).toEqual({
      ids: [id(1), id(2), id(3)],
      invalid: 0,
      overflow: 2,
    });
    expect(parseIdsParam("\0")).toEqual({ ids: [], invalid: 1, overflow: 0 });
    expect(parseIdsParam(null).ids).toEqual([]);
    expect(compareHref([id(1), id(2)])).toBe(`/compare?ids=${id(1)},${id(2)}`);
    expect(compareHref([])).toBe("/compare");
  });

  it("says how many cars were left out", () => {
    expect(leftOutText(0)).toBeNull();
    expect(leftOutText(1)).toBe("1 car is no longer for sale and was left out.");
    expect(leftOutText(2)).toBe("2 cars are no longer for sale and were left out.");
    expect(leftOutText(0, 1)).toBe("Only 3 cars can be compared: 1 more was left out.");
  });
});

describe("differences", () => {
  const car = (over: Record<string, unknown> = {}) => ({
    price: 5_000_000,
    priceRating: null,
    year: 2015,
    mileage: 90_000,
    fuelType: "petrol",
    transmission: "automatic",
    bodyType: "sedan",
    color: "Silver",
    location: "Ikeja, Lagos",
    inspectionScore: null,
    seller: "s1",
    trustScore: 50,
    features: [] as string[],
    ...over,
  });

  it("marks the rows whose values are not all the same, features included", () => {
    const d = differences(
      [
        car({ features: ["sunroof", "bluetooth"] }),
        car({ price: 6_000_000, inspectionScore: 8.2, features: ["bluetooth"] }),
      ],
      ["bluetooth", "backup-camera", "sunroof"],
    );
    expect(Object.entries(d.fields).filter(([, v]) => v)).toEqual([
      ["price", true],
      ["inspectionScore", true],
    ]);
    expect(d.features).toEqual([
      { feature: "bluetooth", differs: false },
      { feature: "sunroof", differs: true },
    ]);
  });

  it("finds nothing different in one car", () => {
    const d = differences([car({ features: ["sunroof"] })]);
    expect(Object.values(d.fields).some(Boolean)).toBe(false);
    expect(d.features).toEqual([{ feature: "sunroof", differs: false }]);
  });
});

/**
 * The VIN's rules (vin.ts): what a seller may type, which check digits are checked, what the
 * public sees and when the page may say the VIN matches.
 */
import { describe, expect, it } from "vitest";
import { translateText } from "~/i18n/server/catalogues.server";
import { ListingRules } from "./listing-schema";
import { maskVin, sameMake, vinAgreement, type VinCheck } from "./vin";

const refusal = (typed: string) => {
  const r = ListingRules.vin.safeParse(typed);
  return r.success ? null : translateText("en", r.error.issues[0].message);
};

describe("a VIN as a seller types it", () => {
  it("is kept as 17 upper-case characters, without spaces or hyphens", () => {
    expect(ListingRules.vin.parse(" 1hgcm82633a 004352 ")).toBe("1HGCM82633A004352");
    expect(ListingRules.vin.parse("JTHBK1GG3D-2123456")).toBe("JTHBK1GG3D2123456");
  });

  it("needs 17 letters and digits, never I, O or Q", () => {
    const format = "A VIN has 17 letters and digits (never I, O or Q)";
    expect(refusal("1HGCM82633A00435")).toBe(format);
    expect(refusal("1HGCM82633A0043521")).toBe(format);
    expect(refusal("1HGCM82633AOO4352")).toBe(format);
    expect(refusal("JTHBK1GG3D212345Q")).toBe(format);
    expect(refusal("1HGCM82633A00435\u0000")).toBe(format);
  });

  it("has its check digit checked where the market makes it one (North America, China)", () => {
    // 1HGCM82633A004352 (a 2003 Honda Accord) adds up; one typo in it does not.
    expect(refusal("1HGCM82633A004352")).toBeNull();
    expect(refusal("1HGCM82633A004353")).toMatch(/check digit/);
    expect(refusal("4T1BF1FK5CU123456")).toMatch(/check digit/);
    expect(refusal("LVSHFFAL2JS123456")).toMatch(/check digit/);
    // Japan and Europe give the 9th character no such rule: a letter there is the maker's own.
    expect(refusal("WVWZZZ3CZ8E123456")).toBeNull();
    expect(refusal("JTHBK1GG2D2123456")).toBeNull();
  });
});

describe("what the public sees", () => {
  it("never the last 6 characters", () => {
    expect(maskVin("1HGCM82633A004352")).toBe("1HGCM82633A******");
  });

  const check = (over: Partial<VinCheck>): VinCheck => ({
    vin: "1HGCM82633A004352",
    checkedAt: "2026-12-08T00:00:00.000Z",
    decoded: { make: "Honda", model: "Accord", year: 2003 },
    makeMatches: true,
    yearMatches: true,
    ...over,
  });

  it("'matches the make and year' only for a check of this VIN that agreed on both", () => {
    const vin = "1HGCM82633A004352";
    expect(vinAgreement(vin, check({}))).toBe("make-and-year");
    expect(vinAgreement(vin, check({ yearMatches: null }))).toBe("make");
    expect(vinAgreement(vin, check({ yearMatches: false }))).toBeNull();
    expect(vinAgreement(vin, check({ makeMatches: false }))).toBeNull();
    expect(vinAgreement(vin, check({ makeMatches: null, decoded: null }))).toBeNull();
    expect(vinAgreement(vin, null)).toBeNull();
    // A check of the VIN the listing had before says nothing of the new one.
    expect(vinAgreement("JTHBK1GG2D2123456", check({}))).toBeNull();
  });

  it("compares makes as people write them", () => {
    expect(sameMake("Mercedes-Benz", "Mercedes-Benz")).toBe(true);
    expect(sameMake("Mercedes", "MERCEDES-BENZ")).toBe(true);
    expect(sameMake("VW", "Volkswagen")).toBe(true);
    expect(sameMake("Land Rover", "Land Rover")).toBe(true);
    expect(sameMake("Toyota", "Lexus")).toBe(false);
    expect(sameMake("Honda", "Acura")).toBe(false);
  });
});

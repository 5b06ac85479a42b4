import { describe, expect, it } from "vitest";
import { plural, pluralWord } from "./plural";

const INQUIRY = { one: "inquiry", other: "inquiries" };

describe("plural", () => {
  it("says 1 inquiry and 0 or 2 inquiries", () => {
    expect(plural(1, INQUIRY)).toBe("1 inquiry");
    expect(plural(0, INQUIRY)).toBe("0 inquiries");
    expect(plural(2, INQUIRY)).toBe("2 inquiries");
  });

  it("formats the count en-NG, with thousands separators", () => {
    expect(plural(20798, { one: "car", other: "cars" })).toBe("20,798 cars");
    expect(plural(1000001, { one: "view", other: "views" })).toBe("1,000,001 views");
  });

  it("treats a fraction as plural, as English does", () => {
    expect(plural(1.5, { one: "day", other: "days" })).toBe("1.5 days");
  });

  it("answers the word alone for texts that place the number themselves", () => {
    expect(pluralWord(1, INQUIRY)).toBe("inquiry");
    expect(pluralWord(3, INQUIRY)).toBe("inquiries");
  });
});

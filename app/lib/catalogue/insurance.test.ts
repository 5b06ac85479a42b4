import { describe, expect, it } from "vitest";
import { insuranceEstimate } from "./insurance";

describe("insuranceEstimate", () => {
  it("answers NAICOM's ₦15,000 third party and 5 % of the price for comprehensive", () => {
    expect(insuranceEstimate(6_500_000)).toEqual({ thirdParty: 15_000, comprehensive: 325_000 });
  });

  it("keeps third party fixed while comprehensive follows the price, in whole naira", () => {
    const cheap = insuranceEstimate(2_000_000);
    const dear = insuranceEstimate(45_000_000);
    expect(cheap.thirdParty).toBe(dear.thirdParty);
    expect(cheap.comprehensive).toBe(100_000);
    expect(dear.comprehensive).toBe(2_250_000);
    expect(insuranceEstimate(1_234_567).comprehensive).toBe(61_728);
  });

  it("refuses a negative or non-numeric price", () => {
    expect(() => insuranceEstimate(-1)).toThrow(RangeError);
    expect(() => insuranceEstimate(Number.NaN)).toThrow(RangeError);
  });
});

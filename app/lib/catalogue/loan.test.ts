import { describe, expect, it } from "vitest";
import { calculateLoan, defaultDownPayment, readLoanForm } from "./loan";

describe("calculateLoan", () => {
  it("amortises ₦5,000,000 at 25 % a year over 36 months", () => {
    // Checked against P·r/(1−(1+r)^−n) in 40-digit decimals: M = 198,799.13.
    expect(
      calculateLoan({
        price: 7_000_000,
        downPayment: 2_000_000,
        annualRatePercent: 25,
        months: 36,
      }),
    ).toEqual({
      loanAmount: 5_000_000,
      monthlyPayment: 198_799,
      totalInterest: 2_156_769,
      totalRepaid: 7_156_769,
      totalPaid: 9_156_769,
    });
  });

  it("pays the loan off exactly: the balance after the last instalment is zero", () => {
    const price = 12_400_000;
    const downPayment = 3_100_000;
    const { monthlyPayment, loanAmount } = calculateLoan({
      price,
      downPayment,
      annualRatePercent: 18.5,
      months: 48,
    });
    let balance = loanAmount;
    for (let i = 0; i < 48; i++) balance = balance * (1 + 0.185 / 12) - monthlyPayment;
    // Rounding the instalment to whole naira leaves at most a naira a month, with interest.
    expect(Math.abs(balance)).toBeLessThan(48 * 2);
  });

  it("divides the loan evenly at 0 % and charges no interest", () => {
    expect(
      calculateLoan({ price: 3_600_000, downPayment: 0, annualRatePercent: 0, months: 12 }),
    ).toEqual({
      loanAmount: 3_600_000,
      monthlyPayment: 300_000,
      totalInterest: 0,
      totalRepaid: 3_600_000,
      totalPaid: 3_600_000,
    });
  });

  it("costs more over a longer term at the same rate", () => {
    const short = calculateLoan({
      price: 8_000_000,
      downPayment: 2_000_000,
      annualRatePercent: 25,
      months: 12,
    });
    const long = calculateLoan({
      price: 8_000_000,
      downPayment: 2_000_000,
      annualRatePercent: 25,
      months: 60,
    });
    expect(long.monthlyPayment).toBeLessThan(short.monthlyPayment);
    expect(long.totalInterest).toBeGreaterThan(short.totalInterest);
  });

  it("refuses impossible inputs", () => {
    const base = { price: 5_000_000, downPayment: 1_000_000, annualRatePercent: 25, months: 36 };
    expect(() => calculateLoan({ ...base, downPayment: 5_000_000 })).toThrow(RangeError);
    expect(() => calculateLoan({ ...base, downPayment: -1 })).toThrow(RangeError);
    expect(() => calculateLoan({ ...base, annualRatePercent: -2 })).toThrow(RangeError);
    expect(() => calculateLoan({ ...base, months: 0 })).toThrow(RangeError);
    expect(() => calculateLoan({ ...base, months: 12.5 })).toThrow(RangeError);
    expect(() => calculateLoan({ ...base, price: Number.NaN })).toThrow(RangeError);
  });
});

describe("readLoanForm", () => {
  const read = (qs: string, price = 6_500_000) => readLoanForm(new URLSearchParams(qs), price);

  it("starts from 30 % down, 25 % a year and 36 months when nothing was sent", () => {
    const form = read("");
    expect(form.values).toEqual({ loanDown: "1,950,000", loanRate: "25", loanMonths: "36" });
    expect(form.errors).toEqual({});
    expect(form.result).toMatchObject({ loanAmount: 4_550_000, monthlyPayment: 180_907 });
  });

  it("rounds the default down payment to the nearest ₦1,000", () => {
    expect(defaultDownPayment(4_321_777)).toBe(1_297_000);
  });

  it("reads amounts typed with separators, a naira sign or a percent sign", () => {
    const form = read("loanDown=%E2%82%A62%2C000%2C000&loanRate=25%25&loanMonths=36", 7_000_000);
    expect(form.errors).toEqual({});
    expect(form.values.loanDown).toBe("₦2,000,000");
    expect(form.result?.monthlyPayment).toBe(198_799);
  });

  it("keeps what was typed and explains each invalid field, with no result", () => {
    const form = read("loanDown=lots&loanRate=150&loanMonths=2.5");
    expect(form.result).toBeNull();
    expect(form.values).toEqual({ loanDown: "lots", loanRate: "150", loanMonths: "2.5" });
    expect(form.errors.loanDown).toMatch(/whole naira/);
    expect(form.errors.loanRate).toMatch(/0 to 100 percent/);
    expect(form.errors.loanMonths).toMatch(/1 to 120/);
  });

  it("refuses a down payment of the whole price, an empty field and negative numbers", () => {
    expect(read("loanDown=6500000").errors.loanDown).toMatch(/less than the car's price/);
    expect(read("loanMonths=").errors.loanMonths).toMatch(/whole number of months/);
    expect(read("loanRate=-3").errors.loanRate).toMatch(/yearly interest rate/);
    expect(read("loanMonths=0").result).toBeNull();
  });

  it("accepts 0 % and a field missing from the query takes its default", () => {
    const form = read("loanRate=0");
    expect(form.errors).toEqual({});
    expect(form.values.loanMonths).toBe("36");
    expect(form.result?.totalInterest).toBe(0);
  });

  it("keeps at most 30 characters of a long value", () => {
    expect(read(`loanDown=${"9".repeat(200)}`).values.loanDown).toHaveLength(30);
  });
});

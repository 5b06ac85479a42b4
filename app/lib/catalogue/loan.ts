/**
 * The car page's loan calculator (docs/product.md#car-detail): a standard amortised car loan
 * in whole naira, and the reading of its GET form (`loanDown`, `loanRate`, `loanMonths`) so it
 * works without JavaScript. Pure: usable on the server and in the browser.
 *
 * Formula (a fixed-rate loan repaid in equal monthly instalments):
 *
 *   P = price − down payment                (the amount borrowed)
 *   r = annual rate % / 100 / 12            (the monthly rate)
 *   n = months
 *   monthly payment M = P · r / (1 − (1 + r)^−n), or P / n when r = 0
 *   total repaid = M · n; total interest = M · n − P; total paid = down payment + M · n
 *
 * Each figure is computed from the unrounded M and then rounded to whole naira, so n times
 * the rounded monthly payment may differ from the total repaid by a few naira.
 */

/** What the calculator answers, in whole naira. */
export type LoanResult = {
  /** The amount borrowed: price minus down payment. */
  loanAmount: number;
  monthlyPayment: number;
  totalInterest: number;
  /** The sum of the monthly payments. */
  totalRepaid: number;
  /** Down payment plus every monthly payment: what the car costs on this loan. */
  totalPaid: number;
};

/** The calculator's inputs: naira, percent a year, months. */
export type LoanInput = {
  price: number;
  downPayment: number;
  annualRatePercent: number;
  months: number;
};

/** The highest annual rate and the longest term the form accepts. */
export const LOAN_MAX_RATE = 100;
export const LOAN_MAX_MONTHS = 120;

/**
 * The form's defaults: 30 % down, 25 % a year over 36 months. The rate is illustrative, in the
 * range Nigerian banks priced car loans while the CBN's policy rate stood at 27.5 % (2025);
 * the buyer changes it to their lender's offer.
 */
export const LOAN_DEFAULTS = { downShare: 0.3, ratePercent: 25, months: 36 } as const;

/**
 * The monthly payment, total interest and totals of a loan for `price` with `downPayment`
 * paid up front (see the module comment for the formula).
 * Errors: RangeError when an input is not a finite number, the down payment is negative or
 * not below the price, the rate is negative, or months is not a positive whole number.
 */
export function calculateLoan({
  price,
  downPayment,
  annualRatePercent,
  months,
}: LoanInput): LoanResult {
  if (![price, downPayment, annualRatePercent, months].every(Number.isFinite))
    throw new RangeError("Loan inputs must be finite numbers");
  if (downPayment < 0 || downPayment >= price)
    throw new RangeError("The down payment must be at least 0 and below the price");
  if (annualRatePercent < 0) throw new RangeError("The rate cannot be negative");
  if (!Number.isInteger(months) || months < 1)
    throw new RangeError("Months must be a positive whole number");
  const principal = price - downPayment;
  const r = annualRatePercent / 100 / 12;
  const monthly = r === 0 ? principal / months : (principal * r) / (1 - (1 + r) ** -months);
  const repaid = monthly * months;
  return {
    loanAmount: Math.round(principal),
    monthlyPayment: Math.round(monthly),
    totalInterest: Math.round(repaid - principal),
    totalRepaid: Math.round(repaid),
    totalPaid: Math.round(downPayment + repaid),
  };
}

/** The names of the form's fields (the query string's keys). */
export type LoanField = "loanDown" | "loanRate" | "loanMonths";

/** The form as the page shows it: the text in each field, its errors, and the result. */
export type LoanForm = {
  values: Record<LoanField, string>;
  errors: Partial<Record<LoanField, string>>;
  /** Null while a field is invalid. */
  result: LoanResult | null;
};

/** The default down payment for `price`: 30 % rounded to the nearest ₦1,000. */
export function defaultDownPayment(price: number): number {
  return Math.round((price * LOAN_DEFAULTS.downShare) / 1000) * 1000;
}

/** `1,950,000`: the default down payment as a reader expects it (read back by readNumber). */
const groupDigits = new Intl.NumberFormat("en-NG", { maximumFractionDigits: 0 });

/** A number as typed: "1,500,000", "₦ 1500000", "25%" and "25.5" are read; null otherwise. */
function readNumber(text: string): number | null {
  const cleaned = text.replace(/[\s,₦%]/g, "").replace(/^NGN/i, "");
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/**
 * Reads the calculator's query string for a car of `price` naira. A field missing from the
 * query takes its default (so a plain visit shows the default estimate); a field sent empty
 * or invalid gets a message, keeps the text typed (at most 30 characters) and leaves `result`
 * null. Never throws.
 */
export function readLoanForm(params: URLSearchParams, price: number): LoanForm {
  const text = (name: LoanField, fallback: number, grouped = false) => {
    const raw = params.get(name);
    if (raw !== null) return raw.trim().slice(0, 30);
    return grouped ? groupDigits.format(fallback) : String(fallback);
  };
  const values: Record<LoanField, string> = {
    loanDown: text("loanDown", defaultDownPayment(price), true),
    loanRate: text("loanRate", LOAN_DEFAULTS.ratePercent),
    loanMonths: text("loanMonths", LOAN_DEFAULTS.months),
  };
  const errors: LoanForm["errors"] = {};

  const down = readNumber(values.loanDown);
  if (down === null || !Number.isInteger(down))
    errors.loanDown = "Enter the down payment in whole naira, for example 1,500,000";
  else if (down >= price) errors.loanDown = "The down payment must be less than the car's price";

  const rate = readNumber(values.loanRate);
  if (rate === null || rate > LOAN_MAX_RATE)
    errors.loanRate = `Enter a yearly interest rate from 0 to ${LOAN_MAX_RATE} percent`;

  const months = readNumber(values.loanMonths);
  if (months === null || !Number.isInteger(months) || months < 1 || months > LOAN_MAX_MONTHS)
    errors.loanMonths = `Enter a whole number of months from 1 to ${LOAN_MAX_MONTHS}`;

  if (Object.keys(errors).length || down === null || rate === null || months === null)
    return { values, errors, result: null };
  return {
    values,
    errors,
    result: calculateLoan({ price, downPayment: down, annualRatePercent: rate, months }),
  };
}

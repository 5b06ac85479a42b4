/**
 * The car page's insurance estimate (docs/product.md#car-detail): the indicative yearly
 * premium of the two usual Nigerian motor covers for a car of a given price, in whole naira.
 * Every rate lives here; the page labels the figures as an estimate, not a quote.
 *
 * Sources:
 * - Third-party motor insurance is compulsory (Insurance Act 2003, s. 68); NAICOM's 2022
 *   revision of the third-party tariff set ₦15,000 a year for a private car (up from ₦5,000).
 * - Comprehensive cover is priced by each insurer as a share of the car's value; 5 % a year is
 *   the common Nigerian market rate for a private car (insurers quote roughly 3 to 5 %).
 */

/** NAICOM's 2022 third-party premium for a private car, naira a year. */
export const THIRD_PARTY_PRIVATE_CAR_YEARLY = 15_000;

/** Comprehensive cover, percent of the car's price a year. */
export const COMPREHENSIVE_RATE_PERCENT = 5;

/** The two yearly premiums, whole naira. */
export type InsuranceEstimate = {
  thirdParty: number;
  comprehensive: number;
};

/**
 * The indicative yearly premiums for a private car of `price` naira: third party (fixed) and
 * comprehensive (COMPREHENSIVE_RATE_PERCENT of the price, rounded to whole naira).
 * Errors: RangeError when the price is negative or not a finite number.
 */
export function insuranceEstimate(price: number): InsuranceEstimate {
  if (!Number.isFinite(price) || price < 0) throw new RangeError("The price must be 0 or more");
  return {
    thirdParty: THIRD_PARTY_PRIVATE_CAR_YEARLY,
    comprehensive: Math.round((price * COMPREHENSIVE_RATE_PERCENT) / 100),
  };
}

/**
 * The plan catalogue's arithmetic (docs/decisions/010-payments.md): billing periods on the Lagos
 * calendar (month ends, leap years, the hour around Lagos midnight), boost prices by plan, the
 * yearly saving, and the Lagos month the boost cap counts in.
 */
import { describe, expect, it } from "vitest";
import {
  BOOST_IDS,
  BOOST_MONTHLY_CAP,
  BOOSTS,
  boostPrice,
  lagosMonth,
  periodEnd,
  PLANS,
  planOf,
  yearlySaving,
} from "./plans";

const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

describe("periodEnd", () => {
  it("adds one calendar month at the same Lagos time of day", () => {
    // 10:00 in Lagos (09:00 UTC) on 15 March: 10:00 in Lagos on 15 April.
    expect(iso(periodEnd(at("2026-03-15T09:00:00.000Z"), "monthly"))).toBe(
      "2026-04-15T09:00:00.000Z",
    );
    // December rolls into the next year.
    expect(iso(periodEnd(at("2026-12-20T12:34:56.789Z"), "monthly"))).toBe(
      "2027-01-20T12:34:56.789Z",
    );
  });

  it("ends a period started on the 31st on the last day of a shorter month", () => {
    expect(iso(periodEnd(at("2026-01-31T09:00:00.000Z"), "monthly"))).toBe(
      "2026-02-28T09:00:00.000Z",
    );
    // 2028 is a leap year: 29 February.
    expect(iso(periodEnd(at("2028-01-31T09:00:00.000Z"), "monthly"))).toBe(
      "2028-02-29T09:00:00.000Z",
    );
    expect(iso(periodEnd(at("2026-03-31T09:00:00.000Z"), "monthly"))).toBe(
      "2026-04-30T09:00:00.000Z",
    );
    // A 30 January start is not pushed into March either.
    expect(iso(periodEnd(at("2026-01-30T09:00:00.000Z"), "monthly"))).toBe(
      "2026-02-28T09:00:00.000Z",
    );
  });

  it("adds one year, 29 February ending on 28 February", () => {
    expect(iso(periodEnd(at("2026-06-10T08:00:00.000Z"), "yearly"))).toBe(
      "2027-06-10T08:00:00.000Z",
    );
    expect(iso(periodEnd(at("2028-02-29T09:00:00.000Z"), "yearly"))).toBe(
      "2029-02-28T09:00:00.000Z",
    );
    expect(iso(periodEnd(at("2027-02-28T09:00:00.000Z"), "yearly"))).toBe(
      "2028-02-28T09:00:00.000Z",
    );
  });

  it("counts days on the Lagos clock near midnight, not on UTC", () => {
    // 23:30 UTC on 31 January is 00:30 on 1 February in Lagos: the period ends at 00:30 on
    // 1 March in Lagos (23:30 UTC on 28 February), not on 28 February's last day by UTC.
    expect(iso(periodEnd(at("2026-01-31T23:30:00.000Z"), "monthly"))).toBe(
      "2026-02-28T23:30:00.000Z",
    );
    // 23:30 UTC on 30 January is 00:30 on 31 January in Lagos: the month-end rule applies
    // (00:30 on 28 February in Lagos); counting on UTC would end it a day later.
    expect(iso(periodEnd(at("2026-01-30T23:30:00.000Z"), "monthly"))).toBe(
      "2026-02-27T23:30:00.000Z",
    );
    // 23:30 UTC on 28 February 2028 is 00:30 on 29 February (leap day) in Lagos.
    expect(iso(periodEnd(at("2028-02-28T23:30:00.000Z"), "yearly"))).toBe(
      "2029-02-27T23:30:00.000Z",
    );
    // Just before Lagos midnight stays on the Lagos day it is.
    expect(iso(periodEnd(at("2026-01-31T22:59:00.000Z"), "monthly"))).toBe(
      "2026-02-28T22:59:00.000Z",
    );
  });

  it("always ends after it starts, a month being 28 to 31 days", () => {
    for (let day = 0; day < 400; day += 1) {
      const start = new Date(Date.UTC(2027, 0, 1, 23, 15) + day * 86_400_000);
      const days = (periodEnd(start, "monthly").getTime() - start.getTime()) / 86_400_000;
      expect(days).toBeGreaterThanOrEqual(28);
      expect(days).toBeLessThanOrEqual(31);
      const yearDays = (periodEnd(start, "yearly").getTime() - start.getTime()) / 86_400_000;
      expect([365, 366]).toContain(Math.round(yearDays));
    }
  });
});

describe("lagosMonth", () => {
  it("counts 23:30 UTC on the last day of a month as the next Lagos month", () => {
    const m = lagosMonth(at("2026-10-31T23:30:00.000Z"));
    expect(iso(m.start)).toBe("2026-10-31T23:00:00.000Z");
    expect(iso(m.end)).toBe("2026-11-30T23:00:00.000Z");
    expect(m.label).toMatch(/November 2026/);
    const before = lagosMonth(at("2026-10-31T22:59:59.999Z"));
    expect(before.label).toMatch(/October 2026/);
    expect(iso(before.end)).toBe("2026-10-31T23:00:00.000Z");
  });
});

describe("boost prices", () => {
  it("charges the basic price on free and basic, the premium price on premium", () => {
    for (const id of BOOST_IDS) {
      const boost = BOOSTS[id];
      expect(boostPrice(boost, "free")).toBe(boost.price.basic);
      expect(boostPrice(boost, "basic")).toBe(boost.price.basic);
      expect(boostPrice(boost, "premium")).toBe(boost.price.premium);
      expect(boost.price.premium).toBeLessThan(boost.price.basic);
    }
    expect(boostPrice(BOOSTS.featured, "free")).toBe(25_000);
    expect(boostPrice(BOOSTS.mega, "premium")).toBe(85_000);
  });

  it("lets every single package fit under the monthly cap, and two Mega Boosts not", () => {
    for (const id of BOOST_IDS)
      expect(BOOSTS[id].price.basic).toBeLessThanOrEqual(BOOST_MONTHLY_CAP);
    expect(2 * BOOSTS.mega.price.basic).toBeGreaterThan(BOOST_MONTHLY_CAP);
  });
});

describe("plans", () => {
  it("saves two months' price on yearly billing", () => {
    expect(yearlySaving(PLANS.basic)).toBe(2 * PLANS.basic.price.monthly);
    expect(yearlySaving(PLANS.premium)).toBe(2 * PLANS.premium.price.monthly);
    expect(yearlySaving(PLANS.free)).toBe(0);
    expect(yearlySaving(PLANS.basic)).toBe(80_000);
  });

  it("reads an unknown or missing plan as free", () => {
    expect(planOf("gold").id).toBe("free");
    expect(planOf(null).id).toBe("free");
    expect(planOf("premium").listingsPerMonth).toBeGreaterThan(planOf("basic").listingsPerMonth);
  });
});

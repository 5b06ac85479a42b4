/**
 * Formatting in the reader's language and zone without the browser's locale data
 * (docs/decisions/023-languages.md): month names from the catalogue, digits grouped as en-NG,
 * times in Africa/Lagos or UTC.
 */
import { describe, expect, it } from "vitest";
import { makeFormatters } from "./format";

const at = "2026-11-20T23:30:00Z";

describe("makeFormatters", () => {
  it("writes English as before: naira, counts, dates in Lagos time", () => {
    const f = makeFormatters({ locale: "en-NG", timeZone: "Africa/Lagos" });
    expect(f.naira(8925000)).toBe("₦8,925,000");
    expect(f.naira(-400000)).toBe("-₦400,000");
    expect(f.count(20798)).toBe("20,798");
    expect(f.mileage(125114)).toBe("125K km");
    expect(f.date(at)).toBe("21 Nov 2026");
    expect(f.monthYear(at)).toBe("November 2026");
    expect(f.dateTime(at)).toBe("21 Nov 2026, 00:30");
    expect(f.dateTimeZone(at)).toBe("21 Nov 2026, 00:30 WAT");
  });

  it("names the months in the reader's language and gives times in the zone they chose", () => {
    const months = {
      short: "Jan|Fab|Mar|Afi|May|Yun|Yul|Agu|Sat|Okt|Nuw|Dis".split("|"),
      long: "Janairu|Faburairu|Maris|Afirilu|Mayu|Yuni|Yuli|Agusta|Satumba|Oktoba|Nuwamba|Disamba".split(
        "|",
      ),
    };
    const f = makeFormatters({ locale: "ha-NG", timeZone: "UTC", months });
    expect(f.date(at)).toBe("20 Nuw 2026");
    expect(f.monthYear(at)).toBe("Nuwamba 2026");
    expect(f.dateTimeZone(at)).toBe("20 Nuw 2026, 23:30 UTC");
    expect(f.naira(8925000)).toBe("₦8,925,000");
  });

  it("adds dollars or euros only with a rate", () => {
    const usd = makeFormatters({
      locale: "en-NG",
      timeZone: "Africa/Lagos",
      approx: { currency: "USD", nairaPerUnit: 1500, date: "2026-11-20" },
    });
    expect(usd.approx(7425000)).toBe("≈ $4,950");
    const eur = makeFormatters({
      locale: "yo-NG",
      timeZone: "Africa/Lagos",
      approx: { currency: "EUR", nairaPerUnit: 1650, date: "2026-11-20" },
    });
    expect(eur.approx(8250000)).toBe("≈ €5,000");
    expect(
      makeFormatters({ locale: "en-NG", timeZone: "Africa/Lagos" }).approx(8250000),
    ).toBeNull();
  });
});

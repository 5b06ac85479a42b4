/**
 * The approximate amount beside naira (docs/decisions/023-languages.md): only for a reader who
 * chose dollars or euros while a rate is set, marked as approximate for sighted readers (the
 * sign, and a title with the rate and its date) and for screen readers (words instead of the
 * sign), in the reader's language.
 */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { makeFormatters } from "~/lib/format/format";
import { withI18n } from "../../tests/support/i18n";
import { pageText } from "../../tests/support/render";
import { Price } from "./price";

const usd = { currency: "USD", nairaPerUnit: 1500, date: "2026-11-20" } as const;
const render = (...args: Parameters<typeof withI18n>) => renderToString(withI18n(...args));

describe("makeFormatters' approximate amount", () => {
  it("divides by the rate and rounds to whole dollars or euros", () => {
    const f = makeFormatters({ locale: "en-NG", timeZone: "Africa/Lagos", approx: usd });
    expect(f.approx(7_425_000)).toBe("≈ $4,950");
    expect(f.foreign(7_425_000)).toBe("$4,950");
    expect(f.approx(50_000)).toBe("≈ $33");
    const eur = makeFormatters({
      locale: "en-NG",
      timeZone: "Africa/Lagos",
      approx: { currency: "EUR", nairaPerUnit: 1650, date: "2026-11-20" },
    });
    expect(eur.approx(16_500_000)).toBe("≈ €10,000");
  });

  it("is null without a rate", () => {
    const f = makeFormatters({ locale: "en-NG", timeZone: "Africa/Lagos" });
    expect(f.approx(7_425_000)).toBeNull();
    expect(f.rate).toBeNull();
  });
});

describe("<Price>", () => {
  it("shows naira only without a rate", () => {
    const html = render(<Price amount={7_425_000} />);
    expect(pageText(html).trim()).toBe("₦7,425,000");
    expect(html).not.toContain("≈");
  });

  it("shows the approximate amount with the rate, labelled for screen readers", () => {
    const html = render(<Price amount={7_425_000} className="font-bold" />, "en", {
      approx: usd,
    });
    expect(html).toContain(
      '<span aria-hidden="true" title="Approximate amount, at the rate of 20 Nov 2026 (₦1,500 = $1)">≈ $4,950</span>',
    );
    expect(html).toContain(
      '<span class="sr-only">approximately $4,950, at the rate of 20 Nov 2026</span>',
    );
    expect(pageText(html)).toContain("₦7,425,000");
  });

  it("speaks the reader's language, with no missing message", () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const html = render(<Price amount={7_425_000} />, "ha", { approx: usd });
      expect(html).toContain("kimanin");
      expect(html).toContain("bisa farashin canjin kuɗi");
    } finally {
      console.error = original;
    }
    expect(errors).toEqual([]);
  });
});

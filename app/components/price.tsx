/**
 * A price in naira and, for a reader who chose dollars or euros while an admin's rate is set,
 * the approximate amount beside it (docs/decisions/023-languages.md; docs/product.md#data,
 * Preferences): small "≈ $4,950" whose title names the rate and its date, and for screen readers
 * "approximately $4,950, at the rate of 20 Nov 2026" instead of the sign. Prices and payments
 * stay in naira; without a rate, or for naira readers, only the naira shows.
 *
 * The naira takes the styles of where it is put (`className` on the whole); `stacked` puts the
 * approximate amount on its own line (narrow cards).
 */
import { useFormat, useT } from "~/i18n/react";

export function Price({
  amount,
  className,
  stacked = false,
}: {
  /** Whole naira. */
  amount: number;
  className?: string;
  stacked?: boolean;
}) {
  const f = useFormat();
  const t = useT();
  const approx = f.approx(amount);
  const rate = f.rate;
  return (
    <span className={className}>
      {f.naira(amount)}
      {approx && rate && (
        <>
          {" "}
          <small
            className={`text-sm font-normal whitespace-nowrap text-slate-600 ${stacked ? "block" : ""}`}
          >
            <span
              aria-hidden="true"
              title={t("common.price.approxTitle", {
                date: f.date(rate.date),
                rate: f.naira(rate.nairaPerUnit),
                unit: f.foreign(rate.nairaPerUnit) ?? "",
              })}
            >
              {approx}
            </span>
            <span className="sr-only">
              {t("common.price.approx", {
                amount: f.foreign(amount) ?? "",
                date: f.date(rate.date),
              })}
            </span>
          </small>
        </>
      )}
    </span>
  );
}

/**
 * A bar chart drawn on the server as SVG (no JavaScript), with its numbers in a table under
 * it ("numbers in an accessible table beside them"; docs/decisions/013-admin-panel.md). The SVG is
 * an image with a summary for screen readers; the table carries the figures.
 */
import { useFormat, useT } from "~/i18n/react";

export type Bar = { label: string; value: number };

export function BarChart({
  title,
  bars,
  unit,
  height = 120,
}: {
  title: string;
  bars: Bar[];
  /** Formats the total in the summary (default: the count in the page's language). */
  unit?: (total: number) => string;
  height?: number;
}) {
  const t = useT();
  const f = useFormat();
  const max = Math.max(1, ...bars.map((b) => b.value));
  const width = Math.max(bars.length * 14, 140);
  const barWidth = width / Math.max(1, bars.length);
  const total = bars.reduce((n, b) => n + b.value, 0);
  const peak = bars.reduce<Bar | null>((p, b) => (!p || b.value > p.value ? b : p), null);
  const totalText = unit ? unit(total) : f.count(total);
  const summary = peak
    ? t("admin.chart.summaryPeak", {
        title,
        total: totalText,
        peak: peak.label,
        peakValue: f.count(peak.value),
      })
    : t("admin.chart.summary", { title, total: totalText });
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4">
      <figcaption className="font-semibold">{title}</figcaption>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        className="mt-2 h-32 w-full"
      >
        {bars.map((b, i) => {
          const h = Math.round((b.value / max) * (height - 4));
          return (
            <rect
              key={b.label}
              x={i * barWidth + 1}
              y={height - h}
              width={Math.max(1, barWidth - 2)}
              height={h}
              className="fill-brand-600"
            >
              <title>{`${b.label}: ${b.value}`}</title>
            </rect>
          );
        })}
      </svg>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-slate-700">{t("admin.chart.numbers")}</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t("admin.chart.label")}</th>
              <th scope="col" className="text-right">
                {t("admin.chart.count")}
              </th>
            </tr>
          </thead>
          <tbody>
            {bars.map((b) => (
              <tr key={b.label}>
                <td>{b.label}</td>
                <td className="text-right">{b.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

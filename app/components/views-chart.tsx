/**
 * Views per day as a server-rendered SVG bar chart (no chart library on the client).
 * `daily` is oldest first. The numbers are also in the accessible title and a table.
 */
import { useT } from "~/i18n/react";

/** Its words are `listings`' (docs/decisions/023-languages.md). */

export function ViewsChart({
  daily,
  title,
}: {
  daily: { day: string; views: number }[];
  title: string;
}) {
  const t = useT();
  const width = 600;
  const height = 140;
  const max = Math.max(1, ...daily.map((d) => d.views));
  const bar = width / daily.length;
  const total = daily.reduce((s, d) => s + d.views, 0);
  return (
    <figure className="mt-3">
      <svg
        viewBox={`0 0 ${width} ${height + 20}`}
        className="h-auto w-full"
        role="img"
        aria-label={t("listings.chart.total", { title, count: total })}
      >
        <line x1="0" y1={height} x2={width} y2={height} stroke="#cbd5e1" />
        {daily.map((d, i) => {
          const h = Math.round((d.views / max) * (height - 10));
          return (
            <rect
              key={d.day}
              x={i * bar + 2}
              y={height - h}
              width={Math.max(1, bar - 4)}
              height={h}
              fill="#047a48"
            >
              <title>{t("listings.chart.day", { day: d.day, count: d.views })}</title>
            </rect>
          );
        })}
        <text x="0" y={height + 16} fontSize="12" fill="#475569">
          {daily[0]?.day}
        </text>
        <text x={width} y={height + 16} fontSize="12" fill="#475569" textAnchor="end">
          {daily[daily.length - 1]?.day}
        </text>
        <text x="4" y="12" fontSize="12" fill="#475569">
          {t("listings.chart.max", { max })}
        </text>
      </svg>
    </figure>
  );
}

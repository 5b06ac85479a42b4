/**
 * /security Overview: the security score from real facts with what to do next, the product's
 * Security data figures, and the latest alerts.
 */
import { Link, href } from "react-router";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import { AlertList } from "./alerts-tab";
import { scoreClasses, type SecurityEventView, type SecurityOverview } from "./types";

export function OverviewTab({
  overview: o,
  alerts,
}: {
  overview: SecurityOverview;
  alerts: SecurityEventView[];
}) {
  const f = useFormat();
  const t = useT();
  const l = useLocalePath();
  const band = scoreClasses(o.securityScore);
  const figures: [string, string][] = [
    [t("security.twoFactor"), o.twoFactorEnabled ? t("security.on") : t("security.off")],
    [
      t("security.passwordChanged"),
      o.lastPasswordChange ? f.date(o.lastPasswordChange) : t("security.noPassword"),
    ],
    [t("security.sessionsCount"), f.count(o.activeSessions)],
    [t("security.trustedDevices"), f.count(o.trustedDevices)],
    [t("security.unanswered30"), f.count(o.suspiciousActivity)],
    [t("security.lockouts30"), f.count(o.accountLockouts)],
    [t("security.fraudRisk"), `${o.fraudScore}/100`],
  ];
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section
        aria-labelledby="score-heading"
        className="rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="score-heading" className="text-lg font-bold">
          {t("security.score")}
        </h2>
        <p className={`mt-1 text-3xl font-bold ${band.text}`}>{o.securityScore}/100</p>
        <div
          role="progressbar"
          aria-label={t("security.score")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={o.securityScore}
          className="mt-2 h-2 rounded-full bg-slate-200"
        >
          <div
            className={`h-2 rounded-full ${band.bar}`}
            style={{ width: `${o.securityScore}%` }}
          />
        </div>
        <h3 className="mt-4 font-semibold">{t("security.next")}</h3>
        <ul className="mt-2 space-y-2">
          {o.checks.map((c) => (
            <li key={c.id} className="flex items-start gap-2">
              <span aria-hidden="true" className={c.done ? "text-emerald-700" : "text-red-700"}>
                {c.done ? "✓" : "•"}
              </span>
              {c.done ? (
                <span>{c.text}</span>
              ) : (
                <Link to={l(c.href)} className="text-brand-700 font-semibold hover:underline">
                  {c.text}
                </Link>
              )}
              <span className="ml-auto text-sm text-slate-600">
                {c.done ? `+${c.points}` : t("security.points", { count: c.points })}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="facts-heading"
        className="rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="facts-heading" className="text-lg font-bold">
          {t("security.yourAccount")}
        </h2>
        <dl className="mt-2 divide-y divide-slate-100">
          {figures.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2">
              <dt className="text-slate-700">{label}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm">
          <Link
            to={l(href("/:lang?/verification"))}
            className="text-brand-700 font-semibold hover:underline"
          >
            {t("security.verifyIdentity")}
          </Link>{" "}
          {t("security.verifyIdentityWhy")}
        </p>
      </section>
      <section aria-labelledby="recent-heading" className="md:col-span-2">
        <h2 id="recent-heading" className="text-lg font-bold">
          {t("security.recentAlerts")}
        </h2>
        <AlertList events={alerts} empty={t("security.noAlerts")} />
        {alerts.length > 0 && (
          <p className="mt-2 text-sm">
            <Link
              to={l(`${href("/:lang?/security")}?tab=alerts`)}
              className="text-brand-700 font-semibold hover:underline"
            >
              {t("security.seeAllAlerts")}
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}

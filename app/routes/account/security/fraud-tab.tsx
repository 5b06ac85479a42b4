/**
 * /security Fraud Detection: the fraud risk from unanswered alerts and lockouts, and the
 * sign-in risk events of the last 30 days (new devices and networks, bursts of wrong
 * passwords, lockouts, recovery codes used, sign-ins reported).
 */
import { Link, href } from "react-router";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import { AlertList } from "./alerts-tab";
import { type SecurityEventView, type SecurityOverview } from "./types";

export function FraudTab({
  overview: o,
  events,
}: {
  overview: SecurityOverview;
  events: SecurityEventView[];
}) {
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  const risk =
    o.fraudScore >= 40
      ? t("security.fraud.high")
      : o.fraudScore > 0
        ? t("security.fraud.elevated")
        : t("security.fraud.low");
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{t("security.fraudRisk")}</dt>
          <dd className="mt-1 text-2xl font-bold">
            {risk} ({o.fraudScore}/100)
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{t("security.fraud.unanswered")}</dt>
          <dd className="mt-1 text-2xl font-bold">{f.count(o.suspiciousActivity)}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{t("security.fraud.lockouts")}</dt>
          <dd className="mt-1 text-2xl font-bold">{f.count(o.accountLockouts)}</dd>
        </div>
      </dl>
      <p className="text-sm text-slate-700">
        {t("security.fraud.explain")}{" "}
        <Link
          to={l(`${href("/:lang?/security")}?tab=alerts`)}
          className="text-brand-700 font-semibold hover:underline"
        >
          {t("security.fraud.answerLink")}
        </Link>{" "}
        {t("security.fraud.answerAfter")}
      </p>
      <section aria-labelledby="fraud-heading">
        <h2 id="fraud-heading" className="text-lg font-bold">
          {t("security.fraud.heading")}
        </h2>
        <AlertList events={events} empty={t("security.fraud.none")} />
      </section>
    </div>
  );
}

/**
 * /security Fraud Detection: the fraud risk from unanswered alerts and lockouts, and the
 * sign-in risk events of the last 30 days (new devices and networks, bursts of wrong
 * passwords, lockouts, recovery codes used, sign-ins reported).
 */
import { Link } from "react-router";
import { AlertList } from "./alerts-tab";
import { type SecurityEventView, type SecurityOverview } from "./types";

export function FraudTab({
  overview: o,
  events,
}: {
  overview: SecurityOverview;
  events: SecurityEventView[];
}) {
  const risk = o.fraudScore >= 40 ? "High" : o.fraudScore > 0 ? "Elevated" : "Low";
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">Fraud risk</dt>
          <dd className="mt-1 text-2xl font-bold">
            {risk} ({o.fraudScore}/100)
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">Unanswered alerts</dt>
          <dd className="mt-1 text-2xl font-bold">{o.suspiciousActivity}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">Sign-in lockouts</dt>
          <dd className="mt-1 text-2xl font-bold">{o.accountLockouts}</dd>
        </div>
      </dl>
      <p className="text-sm text-slate-700">
        The risk rises with alerts you have not answered and with lockouts after wrong passwords.
        Answer each alert on the{" "}
        <Link to="/security?tab=alerts" className="text-brand-700 font-semibold hover:underline">
          Alerts
        </Link>{" "}
        tab; if a sign-in was not you, we sign that device out.
      </p>
      <section aria-labelledby="fraud-heading">
        <h2 id="fraud-heading" className="text-lg font-bold">
          Sign-in activity to check
        </h2>
        <AlertList events={events} empty="Nothing unusual in the last 30 days." />
      </section>
    </div>
  );
}

/**
 * /profile's Security tab (docs/decisions/012-security-center.md): a summary (two-factor
 * authentication on or off, when the password last changed, how many sessions are signed in) and
 * the way to the Security Center (`/security`), where each of them is managed.
 */
import { ButtonLink } from "~/components/form-parts/button";
import { formatDate } from "~/lib/format";
import type { SecuritySummary } from "~/models/account/profile.server";

export function SecurityTab({ security }: { security: SecuritySummary }) {
  const rows: [string, string][] = [
    ["Two-factor authentication", security.twoFactorEnabled ? "On" : "Off"],
    [
      "Password last changed",
      security.lastPasswordChange
        ? formatDate(security.lastPasswordChange)
        : "No password: you sign in with Google",
    ],
    ["Signed-in sessions", String(security.activeSessions)],
  ];
  return (
    <section
      aria-labelledby="security-heading"
      className="rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="security-heading" className="text-xl font-bold">
        Security
      </h2>
      <dl className="mt-4 divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-2 py-3">
            <dt className="text-slate-700">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {!security.twoFactorEnabled && (
        <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
          Turn on two-factor authentication so a stolen password alone cannot open your account.
        </p>
      )}
      <p className="mt-4">
        <ButtonLink to="/security" className="inline-block">
          Open the Security Center
        </ButtonLink>
      </p>
      <p className="mt-2 text-sm text-slate-700">
        Change your password, see and end sessions, set up two-factor authentication and review
        sign-in alerts there.
      </p>
    </section>
  );
}

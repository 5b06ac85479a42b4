/**
 * /profile's Security tab (docs/decisions/012-security-center.md): a summary (two-factor
 * authentication on or off, when the password last changed, how many sessions are signed in) and
 * the way to the Security Center (`/security`), where each of them is managed.
 */
import { href } from "react-router";
import { ButtonLink } from "~/components/form-parts/button";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import type { SecuritySummary } from "~/models/account/profile.server";

export function SecurityTab({ security }: { security: SecuritySummary }) {
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  const rows: [string, string][] = [
    [
      t("profile.security.twoFactor"),
      security.twoFactorEnabled ? t("profile.security.on") : t("profile.security.off"),
    ],
    [
      t("profile.security.passwordChanged"),
      security.lastPasswordChange
        ? f.date(security.lastPasswordChange)
        : t("profile.security.noPassword"),
    ],
    [t("profile.security.sessions"), f.count(security.activeSessions)],
  ];
  return (
    <section
      aria-labelledby="security-heading"
      className="rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="security-heading" className="text-xl font-bold">
        {t("profile.tab.security")}
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
          {t("profile.security.turnOn")}
        </p>
      )}
      <p className="mt-4">
        <ButtonLink to={l(href("/:lang?/security"))} className="inline-block">
          {t("profile.security.open")}
        </ButtonLink>
      </p>
      <p className="mt-2 text-sm text-slate-700">{t("profile.security.there")}</p>
    </section>
  );
}

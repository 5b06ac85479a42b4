/**
 * The dashboard's Account tab (docs/product.md#dashboard): the real profile (name,
 * e-mail, phone, location), the verification badge of docs/product.md#lifecycles (Unverified,
 * Verification Pending, Verified User), the subscription (plan, renews or ends), links to /profile,
 * /settings, /notifications and /help, "Download my data" (a JSON file) and Delete Account: a
 * plain form post with the password, the 2FA code when two-factor authentication is on, and a
 * confirmation tick. Works without JavaScript.
 */
import type { ReactNode } from "react";
import { Form, Link, useNavigation, href } from "react-router";
import { FormAlert } from "~/components/form-parts/alerts";
import { Button } from "~/components/form-parts/button";
import { ErrorList, Field, Label } from "~/components/form-parts/field";
import { IntentInput } from "~/components/form-parts/intent";
import { PasswordInput } from "~/components/form-parts/password-input";
import { placeName } from "~/lib/catalogue/catalog";
import { fieldErrorsOf, formErrorsOf, type FormAnswer } from "~/lib/forms/form-answer";
import type { VerificationBadge } from "~/lib/vocabulary/domain-trust";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import type { MessageKey } from "~/i18n/keys";
import { usePlanName } from "../plan-name";
import { formatNigerianPhone } from "~/lib/format/phone";
import type { DashboardIntent } from "~/lib/forms/intents";

export type AccountTabData = {
  name: string;
  email: string;
  emailVerified: boolean;
  phone: string | null;
  phoneVerified: boolean;
  state: string | null;
  city: string | null;
  memberSince: string;
  badge: VerificationBadge;
  plan: string;
  /** ISO: when a paid plan renews, or (cancelled) when it ends. */
  renewsAt: string | null;
  endsAt: string | null;
  twoFactorEnabled: boolean;
};

/** What the delete form's failed post answers. */
/** The Delete Account form's answer (request/forms.server.ts) when it was refused. */
export type DeleteResult = FormAnswer;

export const BADGES: Record<VerificationBadge, { label: MessageKey; className: string }> = {
  verified: { label: "account.badge.verified", className: "bg-blue-50 text-blue-800" },
  pending: { label: "account.badge.pending", className: "bg-amber-100 text-amber-900" },
  unverified: { label: "account.badge.unverified", className: "bg-slate-200 text-slate-800" },
};

export function AccountTab({
  account,
  deleteResult,
}: {
  account: AccountTabData;
  deleteResult: DeleteResult | undefined;
}) {
  const navigation = useNavigation();
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  const planName = usePlanName();
  const deleting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "delete-account";
  const badge = BADGES[account.badge];
  const errors = {
    password: fieldErrorsOf(deleteResult, "password"),
    code: fieldErrorsOf(deleteResult, "code"),
    confirm: fieldErrorsOf(deleteResult, "confirm"),
  };
  const rows: [string, ReactNode][] = [
    [t("account.field.name"), account.name],
    [
      t("account.field.email"),
      `${account.email} ${account.emailVerified ? t("account.field.confirmed") : t("account.field.notConfirmed")}`,
    ],
    [
      t("account.field.phone"),
      account.phone
        ? `${formatNigerianPhone(account.phone)} ${account.phoneVerified ? t("account.field.verified") : t("account.field.notVerified")}`
        : "—",
    ],
    [t("account.field.location"), account.state ? placeName(account.state, account.city) : "—"],
    [t("account.field.memberSince"), f.monthYear(account.memberSince)],
  ];
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="account-profile-heading"
        className="rounded-xl border border-slate-200 bg-white p-5"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="account-profile-heading" className="font-semibold">
            {t("account.accountTab.profile")}
          </h2>
          <Link
            to={l(href("/:lang?/profile"))}
            className="text-brand-700 text-sm font-semibold hover:underline"
          >
            {t("account.dashboard.editProfile")}
          </Link>
        </div>
        <dl className="mt-3 grid gap-4 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="font-semibold wrap-anywhere">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="grid gap-6 sm:grid-cols-2">
        <section
          aria-labelledby="account-verification-heading"
          className="rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id="account-verification-heading" className="font-semibold">
            {t("account.accountTab.verification")}
          </h2>
          <p className="mt-3">
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge.className}`}>
              {t(badge.label)}
            </span>
          </p>
          <Link
            to={l(href("/:lang?/verification"))}
            className="text-brand-700 mt-3 inline-block text-sm font-semibold hover:underline"
          >
            {account.badge === "verified"
              ? t("account.accountTab.seeVerification")
              : t("account.verify.complete")}
          </Link>
        </section>
        <section
          aria-labelledby="account-subscription-heading"
          className="rounded-xl border border-slate-200 bg-white p-5"
        >
          <h2 id="account-subscription-heading" className="font-semibold">
            {t("account.accountTab.subscription")}
          </h2>
          <p className="mt-3 font-semibold">
            {t("account.plan.badge", { plan: planName(account.plan) })}
          </p>
          <p className="text-sm text-slate-700">
            {account.renewsAt
              ? t("account.plan.renewsOn", { date: f.date(account.renewsAt) })
              : account.endsAt
                ? t("account.plan.endsOn", { date: f.date(account.endsAt) })
                : t("account.plan.freeForever")}
          </p>
          <Link
            to={l(href("/:lang?/subscription"))}
            className="text-brand-700 mt-3 inline-block text-sm font-semibold hover:underline"
          >
            {t("account.plan.plansAndSubscription")}
          </Link>
        </section>
      </div>

      <section
        aria-labelledby="account-links-heading"
        className="rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="account-links-heading" className="font-semibold">
          {t("account.accountTab.settingsHelp")}
        </h2>
        <ul className="text-brand-700 mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
          <li>
            <Link to={l(href("/:lang?/settings"))} className="hover:underline">
              {t("account.accountTab.settings")}
            </Link>
          </li>
          <li>
            <Link to={l(href("/:lang?/notifications"))} className="hover:underline">
              {t("account.accountTab.notifications")}
            </Link>
          </li>
          <li>
            <Link to={l(href("/:lang?/help"))} className="hover:underline">
              {t("account.accountTab.help")}
            </Link>
          </li>
          <li>
            <a href={href("/account/export.json")} download className="hover:underline">
              {t("account.accountTab.download")}
            </a>
          </li>
        </ul>
        <p className="mt-2 text-sm text-slate-700">{t("account.accountTab.downloadHint")}</p>
      </section>

      <section
        aria-labelledby="delete-heading"
        className="rounded-xl border border-red-200 bg-white p-5"
      >
        <h2 id="delete-heading" className="font-semibold text-red-800">
          {t("account.delete.heading")}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{t("account.delete.explain")}</p>
        <Form method="post" className="mt-4 max-w-md space-y-4">
          <IntentInput<DashboardIntent> value="delete-account" />
          <FormAlert errors={formErrorsOf(deleteResult)} />
          <div>
            <Label htmlFor="delete-password">{t("account.delete.password")}</Label>
            <PasswordInput
              id="delete-password"
              name="password"
              autoComplete="current-password"
              required
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? "delete-password-error" : undefined}
            />
            <ErrorList id="delete-password-error" errors={errors.password} />
          </div>
          {account.twoFactorEnabled && (
            <Field
              id="delete-code"
              name="code"
              label={t("account.delete.code")}
              inputMode="numeric"
              autoComplete="one-time-code"
              hint={t("account.delete.codeHint")}
              errors={errors.code}
              required
            />
          )}
          <div>
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                name="confirm"
                required
                aria-invalid={errors.confirm ? true : undefined}
                aria-describedby={errors.confirm ? "delete-confirm-error" : undefined}
                className="mt-0.5 h-4 w-4 accent-red-700"
              />
              {t("account.delete.confirm")}
            </label>
            <ErrorList id="delete-confirm-error" errors={errors.confirm} />
          </div>
          <Button
            variant="destructive"
            pending={deleting}
            pendingText={t("account.delete.deleting")}
          >
            {t("account.delete.submit")}
          </Button>
        </Form>
      </section>
    </div>
  );
}

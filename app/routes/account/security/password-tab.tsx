/**
 * /security Password: the change form (current, new, confirm) with the rules we enforce
 * (NIST SP 800-63B: length, and no common or breached-pattern password, rather than
 * composition rules), and two-factor authentication: set up with a QR code and the secret as
 * text, confirmed by a code, the ten recovery codes shown once, turned off with the password
 * and a code. Plain forms; they work without JavaScript. A moderator or admin reads that staff
 * access needs 2FA on: turning it off closes the admin panel to them until it is on again
 * (docs/decisions/005-permissions.md, "Staff access").
 */
import { Form, href } from "react-router";
import { Button } from "~/components/form-parts/button";
import { Field, Frame } from "~/components/form-parts/field";
import { IntentInput } from "~/components/form-parts/intent";
import { PasswordInput } from "~/components/form-parts/password-input";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import { answerOf, fieldErrorsOf } from "~/lib/forms/form-answer";
import type { ActionData, SecurityOverview } from "./types";
import type { SecurityIntent } from "~/lib/forms/intents";
import type { Role } from "~/lib/vocabulary/domain";

type TwoFactor = { enabledAt: string | Date; recoveryCodesLeft: number } | null;

function PasswordBox({
  id,
  name,
  label,
  autoComplete,
  errors,
  hint,
}: {
  id: string;
  name: string;
  label: string;
  autoComplete: "current-password" | "new-password";
  errors?: string[];
  hint?: string;
}) {
  return (
    <Frame id={id} errorId={`${id}-error`} errors={errors} label={label} hint={hint}>
      <PasswordInput
        id={id}
        name={name}
        autoComplete={autoComplete}
        required
        maxLength={128}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? `${id}-error` : undefined}
      />
    </Frame>
  );
}

export function PasswordTab({
  overview,
  twoFactor,
  setup,
  staffRole,
  actionData,
}: {
  overview: SecurityOverview;
  twoFactor: TwoFactor;
  setup: { secret: string; qrSvg: string } | null;
  /** The reader's staff role, or null for a user. */
  staffRole: Exclude<Role, "user"> | null;
  actionData: ActionData;
}) {
  const f = useFormat();
  const t = useT();
  const errorsFor = (intent: string, field: string) =>
    fieldErrorsOf(answerOf(actionData, intent), field);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section
        id="change-password"
        aria-labelledby="password-heading"
        className="rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="password-heading" className="text-lg font-bold">
          {t("security.password.heading")}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {overview.lastPasswordChange
            ? t("security.password.lastChanged", { date: f.date(overview.lastPasswordChange) })
            : t("security.password.none")}
        </p>
        <Form method="post" className="mt-4 space-y-4" noValidate>
          <IntentInput<SecurityIntent> value="change-password" />
          <PasswordBox
            id="current-password"
            name="currentPassword"
            label={t("security.password.current")}
            autoComplete="current-password"
            errors={errorsFor("change-password", "currentPassword")}
          />
          <PasswordBox
            id="new-password"
            name="newPassword"
            label={t("security.password.new")}
            autoComplete="new-password"
            errors={errorsFor("change-password", "newPassword")}
            hint={t("security.password.newHint")}
          />
          <PasswordBox
            id="confirm-password"
            name="confirmPassword"
            label={t("security.password.confirm")}
            autoComplete="new-password"
            errors={errorsFor("change-password", "confirmPassword")}
          />
          <Button>{t("security.password.submit")}</Button>
          <p className="text-sm text-slate-600">{t("security.password.after")}</p>
        </Form>
      </section>

      <section
        id="two-factor"
        aria-labelledby="two-factor-heading"
        className="rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="two-factor-heading" className="text-lg font-bold">
          {t("security.twoFactor")}
        </h2>
        {staffRole && (
          <p
            id="two-factor-staff"
            className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          >
            {t(twoFactor ? "security.staff.keepOn" : "security.staff.turnOn", {
              role: t(`security.staff.role.${staffRole}`),
            })}
          </p>
        )}
        {actionData?.recoveryCodes ? (
          <RecoveryCodes codes={actionData.recoveryCodes} />
        ) : twoFactor ? (
          <>
            <p className="mt-1">
              <strong className="text-emerald-700">{t("security.on")}</strong>{" "}
              {t("security.twoFactorOn.since", {
                date: f.date(twoFactor.enabledAt),
                left: twoFactor.recoveryCodesLeft,
              })}
            </p>
            <h3 className="mt-4 font-semibold">{t("security.twoFactorOn.turnOff")}</h3>
            <Form method="post" className="mt-2 space-y-4" noValidate>
              <IntentInput<SecurityIntent> value="disable-2fa" />
              <PasswordBox
                id="disable-password"
                name="password"
                label={t("security.twoFactorOn.password")}
                autoComplete="current-password"
                errors={errorsFor("disable-2fa", "password")}
              />
              <Field
                id="disable-code"
                name="code"
                label={t("security.twoFactorOn.code")}
                autoComplete="one-time-code"
                maxLength={40}
                errors={errorsFor("disable-2fa", "code")}
                required
              />
              <Button variant="danger">{t("security.twoFactorOn.submit")}</Button>
            </Form>
          </>
        ) : setup ? (
          <>
            <ol className="mt-2 list-decimal space-y-2 pl-5">
              <li>{t("security.setup.scan")}</li>
              <li>
                {t("security.setup.key")}{" "}
                <code className="rounded bg-slate-100 px-1 font-mono break-all">
                  {setup.secret}
                </code>
              </li>
              <li>{t("security.setup.enter")}</li>
            </ol>
            <div
              role="img"
              aria-label={t("security.setup.qr")}
              className="mt-3 w-[200px]"
              // The SVG is made on our server by the qrcode library from our own URI.
              dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
            />
            <Form method="post" className="mt-4 space-y-4" noValidate>
              <IntentInput<SecurityIntent> value="enable-2fa" />
              <Field
                id="enable-code"
                name="code"
                label={t("security.setup.code")}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                errors={errorsFor("enable-2fa", "code")}
                required
              />
              <Button>{t("security.setup.turnOn")}</Button>
            </Form>
          </>
        ) : (
          <>
            <p className="mt-1">
              <strong className="text-red-700">{t("security.off")}</strong>.{" "}
              {t("security.setup.why")}
            </p>
            <Form method="post" className="mt-4">
              <IntentInput<SecurityIntent> value="setup-2fa" />
              <Button>{t("security.setup.start")}</Button>
            </Form>
          </>
        )}
      </section>
    </div>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useT();
  const l = useLocalePath();
  return (
    <div className="mt-2" role="status">
      <p className="font-semibold text-emerald-800">{t("security.codes.on")}</p>
      <p className="mt-2">
        {t("security.codes.save")} <strong>{t("security.codes.once")}</strong>
      </p>
      <ul
        aria-label={t("security.codes.label")}
        className="mt-3 grid grid-cols-2 gap-2 rounded-md bg-slate-100 p-3 font-mono"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <p className="mt-3">
        <a
          href={l(`${href("/:lang?/security")}?tab=password`)}
          className="text-brand-700 font-semibold hover:underline"
        >
          {t("security.codes.saved")}
        </a>
      </p>
    </div>
  );
}

/**
 * /security Password: the change form (current, new, confirm) with the rules we enforce
 * (NIST SP 800-63B: length, and no common or breached-pattern password, rather than
 * composition rules), and two-factor authentication: set up with a QR code and the secret as
 * text, confirmed by a code, the ten recovery codes shown once, turned off with the password
 * and a code. Plain forms; they work without JavaScript.
 */
import { Form } from "react-router";
import { Button } from "~/components/form-parts/button";
import { Field, Frame } from "~/components/form-parts/field";
import { IntentInput } from "~/components/form-parts/intent";
import { PasswordInput } from "~/components/form-parts/password-input";
import { useFormat } from "~/i18n/react";
import { answerOf, fieldErrorsOf } from "~/lib/form-answer";
import type { ActionData, SecurityOverview } from "./types";
import type { SecurityIntent } from "~/lib/intents";

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
        aria-required="true"
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
  actionData,
}: {
  overview: SecurityOverview;
  twoFactor: TwoFactor;
  setup: { secret: string; qrSvg: string } | null;
  actionData: ActionData;
}) {
  const f = useFormat();
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
          Change password
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {overview.lastPasswordChange
            ? `Last changed ${f.date(overview.lastPasswordChange)}.`
            : "You sign in with Google and have no password yet: use Forgot password on the sign-in page to set one."}
        </p>
        <Form method="post" className="mt-4 space-y-4" noValidate>
          <IntentInput<SecurityIntent> value="change-password" />
          <PasswordBox
            id="current-password"
            name="currentPassword"
            label="Current password"
            autoComplete="current-password"
            errors={errorsFor("change-password", "currentPassword")}
          />
          <PasswordBox
            id="new-password"
            name="newPassword"
            label="New password"
            autoComplete="new-password"
            errors={errorsFor("change-password", "newPassword")}
            hint="At least 8 characters; a long phrase is best. We refuse the most common passwords and your e-mail address. No symbols or capitals required."
          />
          <PasswordBox
            id="confirm-password"
            name="confirmPassword"
            label="Confirm new password"
            autoComplete="new-password"
            errors={errorsFor("change-password", "confirmPassword")}
          />
          <Button>Change password</Button>
          <p className="text-sm text-slate-600">
            Every other device is signed out, and we e-mail you about the change.
          </p>
        </Form>
      </section>

      <section
        id="two-factor"
        aria-labelledby="two-factor-heading"
        className="rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="two-factor-heading" className="text-lg font-bold">
          Two-factor authentication
        </h2>
        {actionData?.recoveryCodes ? (
          <RecoveryCodes codes={actionData.recoveryCodes} />
        ) : twoFactor ? (
          <>
            <p className="mt-1">
              <strong className="text-emerald-700">On</strong> since {f.date(twoFactor.enabledAt)}.
              Sign-in asks for a code from your authenticator app. Recovery codes left:{" "}
              {twoFactor.recoveryCodesLeft} of 10.
            </p>
            <h3 className="mt-4 font-semibold">Turn off</h3>
            <Form method="post" className="mt-2 space-y-4" noValidate>
              <IntentInput<SecurityIntent> value="disable-2fa" />
              <PasswordBox
                id="disable-password"
                name="password"
                label="Your password"
                autoComplete="current-password"
                errors={errorsFor("disable-2fa", "password")}
              />
              <Field
                id="disable-code"
                name="code"
                label="Code from your app, or a recovery code"
                autoComplete="one-time-code"
                maxLength={40}
                errors={errorsFor("disable-2fa", "code")}
                required
              />
              <Button variant="danger">Turn off two-factor authentication</Button>
            </Form>
          </>
        ) : setup ? (
          <>
            <ol className="mt-2 list-decimal space-y-2 pl-5">
              <li>
                Open an authenticator app (Google Authenticator, Microsoft Authenticator, Authy...)
                and scan this QR code.
              </li>
              <li>
                Or type this key into the app:{" "}
                <code className="rounded bg-slate-100 px-1 font-mono break-all">
                  {setup.secret}
                </code>
              </li>
              <li>Enter the 6-digit code the app shows.</li>
            </ol>
            <div
              role="img"
              aria-label="QR code to add your account to an authenticator app"
              className="mt-3 w-[200px]"
              // The SVG is made on our server by the qrcode library from our own URI.
              dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
            />
            <Form method="post" className="mt-4 space-y-4" noValidate>
              <IntentInput<SecurityIntent> value="enable-2fa" />
              <Field
                id="enable-code"
                name="code"
                label="6-digit code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                errors={errorsFor("enable-2fa", "code")}
                required
              />
              <Button>Turn on</Button>
            </Form>
          </>
        ) : (
          <>
            <p className="mt-1">
              <strong className="text-red-700">Off</strong>. With it on, a stolen password alone
              cannot open your account: sign-in also asks for a code from an app on your phone.
            </p>
            <Form method="post" className="mt-4">
              <IntentInput<SecurityIntent> value="setup-2fa" />
              <Button>Set up two-factor authentication</Button>
            </Form>
          </>
        )}
      </section>
    </div>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="mt-2" role="status">
      <p className="font-semibold text-emerald-800">Two-factor authentication is on.</p>
      <p className="mt-2">
        Save these recovery codes somewhere safe. Each works once, in place of a code from your app,
        if you lose your phone. <strong>We will not show them again.</strong>
      </p>
      <ul
        aria-label="Recovery codes"
        className="mt-3 grid grid-cols-2 gap-2 rounded-md bg-slate-100 p-3 font-mono"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <p className="mt-3">
        <a href="/security?tab=password" className="text-brand-700 font-semibold hover:underline">
          I have saved them
        </a>
      </p>
    </div>
  );
}

/**
 * /verification Contact Info: the e-mail address (verified, or the link again) and the phone
 * number: change it (which un-verifies it), send a 6-digit code by SMS (again after 60 s) and
 * type it in. Plain forms; they work without JavaScript.
 */
import { Form } from "react-router";
import { Button } from "~/components/form-parts/button";
import { Field } from "~/components/form-parts/field";
import { IntentInput } from "~/components/form-parts/intent";
import { formatNigerianPhone } from "~/lib/format/phone";
import { answerOf, fieldErrorsOf, typedOf } from "~/lib/forms/form-answer";
import { STATUS_TEXT, type ActionData, type PhoneCodeStatus, type VerificationData } from "./types";
import type { VerificationIntent } from "~/lib/forms/intents";
import { useT } from "~/i18n/react";

export function ContactTab({
  verification,
  contact,
  phoneCode,
  actionData,
}: {
  verification: VerificationData;
  contact: { email: string; phone: string | null };
  phoneCode: PhoneCodeStatus;
  actionData: ActionData;
}) {
  const t = useT();
  const email = verification.verificationSteps.email;
  const phone = verification.verificationSteps.phone;
  const errorsFor = (intent: string, field: string) =>
    fieldErrorsOf(answerOf(actionData, intent), field);
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section
        aria-labelledby="email-heading"
        className="rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="email-heading" className="text-lg font-bold">
          {t("account.verify.step.email")}
        </h2>
        <p className="mt-1 break-all">{contact.email}</p>
        <p className="mt-2">
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TEXT[email.status].className}`}
          >
            {t(STATUS_TEXT[email.status].label)}
          </span>
        </p>
        {email.status !== "verified" && (
          <Form method="post" className="mt-3">
            <IntentInput<VerificationIntent> value="resend-email" />
            <Button size="sm" variant="secondary">
              {t("account.verify.contact.resend")}
            </Button>
          </Form>
        )}
      </section>

      <section
        aria-labelledby="phone-heading"
        className="rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="phone-heading" className="text-lg font-bold">
          {t("account.verify.step.phone")}
        </h2>
        <p className="mt-1">
          {contact.phone
            ? formatNigerianPhone(contact.phone)
            : t("account.verify.contact.noNumber")}
        </p>
        <p className="mt-2">
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TEXT[phone.status].className}`}
          >
            {t(STATUS_TEXT[phone.status].label)}
          </span>
        </p>

        {contact.phone && phone.status !== "verified" && (
          <div className="mt-4 space-y-4">
            <Form method="post">
              <IntentInput<VerificationIntent> value="send-code" />
              <Button size="sm" disabled={phoneCode.resendInSeconds > 0}>
                {phoneCode.pending
                  ? t("account.verify.contact.newCode")
                  : t("account.verify.contact.sendCode")}
              </Button>
              {phoneCode.resendInSeconds > 0 && (
                <p className="mt-1 text-sm text-slate-700">
                  {t("account.verify.contact.wait", { seconds: phoneCode.resendInSeconds })}
                </p>
              )}
            </Form>
            {phoneCode.pending && (
              <Form method="post" className="flex flex-wrap items-end gap-2">
                <IntentInput<VerificationIntent> value="verify-code" />
                <Field
                  id="code"
                  name="code"
                  label={t("account.verify.contact.codeSentTo", {
                    phone: formatNigerianPhone(phoneCode.sentTo),
                  })}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]{6}"
                  maxLength={6}
                  required
                  defaultValue={typedOf(answerOf(actionData, "verify-code"), "code")}
                  errors={errorsFor("verify-code", "code")}
                  containerClassName="w-48"
                />
                <Button size="md">{t("account.verify.contact.verify")}</Button>
              </Form>
            )}
          </div>
        )}

        <Form method="post" className="mt-6 flex flex-wrap items-end gap-2">
          <IntentInput<VerificationIntent> value="change-phone" />
          <Field
            id="phone"
            name="phone"
            type="tel"
            label={
              contact.phone ? t("account.verify.contact.change") : t("account.verify.contact.yours")
            }
            hint={t("account.verify.contact.hint")}
            autoComplete="tel"
            maxLength={40}
            required
            defaultValue={
              answerOf(actionData, "change-phone")
                ? typedOf(actionData, "phone")
                : formatNigerianPhone(contact.phone)
            }
            errors={errorsFor("change-phone", "phone")}
            containerClassName="w-64"
          />
          <Button size="md" variant="secondary">
            {t("account.verify.contact.save")}
          </Button>
        </Form>
      </section>
    </div>
  );
}

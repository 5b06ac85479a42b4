/**
 * /profile's Preferences tab (docs/product.md#data, Preferences): which e-mails and
 * SMS the user wants, their language, timezone and display currency, in one Conform form
 * (`save-preferences`). The mail and SMS jobs honour them. Prices and payments stay in naira: dollars
 * or euros only add an approximate amount beside them while an admin's rate is set
 * (components/price.tsx).
 */
import { getFormProps, getInputProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { IntentInput } from "~/components/form-parts/intent";
import { SelectField } from "~/components/forms";
import { FormAlert } from "~/components/form-parts/alerts";
import { Button } from "~/components/form-parts/button";
import { useSchemaForm } from "~/components/use-schema-form";
import { CURRENCIES, LANGUAGES, TIMEZONES } from "~/lib/vocabulary/domain-trust";
import { useT } from "~/i18n/react";
import { PreferencesFormSchema } from "~/lib/account/profile-schema";
import type { Preferences } from "~/models/shared/preferences.server";
import { answerOf } from "~/lib/forms/form-answer";
import type { ProfileAnswer } from "./action.server";
import type { ProfileIntent } from "~/lib/forms/intents";

/** The switches: each field's label and hint are `profile.pref.<field>` and `...Hint`. */
const SWITCHES = [
  "emailNotifications",
  "newInquiryAlerts",
  "smsNotifications",
  "weeklyReports",
  "marketingEmails",
] as const;

const TIMEZONE_LABELS = {
  "Africa/Lagos": "profile.pref.tz.lagos",
  UTC: "profile.pref.tz.utc",
} as const;

const CURRENCY_LABELS = {
  NGN: "profile.pref.currency.NGN",
  USD: "profile.pref.currency.USD",
  EUR: "profile.pref.currency.EUR",
} as const;

export function PreferencesTab({
  preferences,
  actionData,
}: {
  preferences: Preferences;
  actionData: ProfileAnswer | undefined;
}) {
  const navigation = useNavigation();
  const t = useT();
  // Each language named in the reader's language, then in itself (Hausa: "Turanci (English)").
  const languageOptions = LANGUAGES.map((value) => ({
    value,
    label: t(`profile.pref.language.${value}`),
  }));
  const timezoneOptions = TIMEZONES.map((value) => ({ value, label: t(TIMEZONE_LABELS[value]) }));
  const currencyOptions = CURRENCIES.map((value) => ({ value, label: t(CURRENCY_LABELS[value]) }));
  const [form, fields] = useSchemaForm(
    "preferences",
    PreferencesFormSchema,
    answerOf(actionData, "save-preferences")?.result,
    preferences,
  );
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "save-preferences";
  return (
    <section
      aria-labelledby="preferences-heading"
      className="rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="preferences-heading" className="text-xl font-bold">
        {t("profile.tab.preferences")}
      </h2>
      <Form method="post" {...getFormProps(form)} noValidate className="mt-4 space-y-6">
        <IntentInput<ProfileIntent> value="save-preferences" />
        <FormAlert errors={form.errors} />
        <fieldset className="space-y-3">
          <legend className="mb-1 text-lg font-semibold">{t("profile.pref.notifications")}</legend>
          <p className="text-sm text-slate-700">{t("profile.pref.always")}</p>
          {SWITCHES.map((name) => (
            <label key={name} className="flex items-start gap-3">
              <input
                {...getInputProps(fields[name], { type: "checkbox" })}
                aria-describedby={`${name}-hint`}
                className="accent-brand-600 mt-1 h-4 w-4"
              />
              <span>
                <span className="font-semibold">{t(`profile.pref.${name}`)}</span>
                <span id={`${name}-hint`} className="block text-sm text-slate-700">
                  {t(`profile.pref.${name}Hint`)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-1 text-lg font-semibold">
            {t("profile.pref.languageAndTime")}
          </legend>
          <SelectField
            label={t("profile.pref.language")}
            meta={fields.language}
            options={languageOptions}
          />
          <SelectField
            label={t("profile.pref.timezone")}
            meta={fields.timezone}
            options={timezoneOptions}
          />
          <SelectField
            label={t("profile.pref.currency")}
            meta={fields.currency}
            options={currencyOptions}
            hint={t("profile.pref.currencyHint")}
          />
          <p className="text-sm text-slate-700 sm:col-span-2">{t("profile.pref.timesHint")}</p>
        </fieldset>
        <Button size="lg" pending={busy} pendingText={t("profile.saving")}>
          {t("profile.pref.save")}
        </Button>
      </Form>
    </section>
  );
}

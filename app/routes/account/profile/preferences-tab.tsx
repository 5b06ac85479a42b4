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
import { CURRENCIES, LANGUAGE_LABELS, LANGUAGES, TIMEZONES } from "~/lib/domain-trust";
import { PreferencesFormSchema } from "~/lib/profile-schema";
import type { Preferences } from "~/models/shared/preferences.server";
import { answerOf } from "~/lib/form-answer";
import type { ProfileAnswer } from "./action.server";
import type { ProfileIntent } from "~/lib/intents";

const SWITCHES = [
  [
    "emailNotifications",
    "E-mail notifications",
    "An e-mail when someone messages you while you are away.",
  ],
  [
    "newInquiryAlerts",
    "New-inquiry alerts",
    "Tell me when a buyer first writes about one of my cars.",
  ],
  [
    "smsNotifications",
    "SMS notifications",
    "A text to your verified phone about a new inquiry (with new-inquiry alerts on).",
  ],
  [
    "weeklyReports",
    "Weekly reports",
    "Every Monday: last week's views, saves and inquiries of your listings.",
  ],
  ["marketingEmails", "Marketing e-mails", "Offers and news from us. Off unless you turn it on."],
] as const;

const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));
const TIMEZONE_OPTIONS = TIMEZONES.map((value) => ({
  value,
  label: value === "Africa/Lagos" ? "Africa/Lagos (West Africa Time)" : "UTC",
}));

const CURRENCY_LABELS = {
  NGN: "Naira only (₦)",
  USD: "Naira with US dollars ($)",
  EUR: "Naira with euros (€)",
} as const;
const CURRENCY_OPTIONS = CURRENCIES.map((value) => ({ value, label: CURRENCY_LABELS[value] }));

export function PreferencesTab({
  preferences,
  actionData,
}: {
  preferences: Preferences;
  actionData: ProfileAnswer | undefined;
}) {
  const navigation = useNavigation();
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
        Preferences
      </h2>
      <Form method="post" {...getFormProps(form)} noValidate className="mt-4 space-y-6">
        <IntentInput<ProfileIntent> value="save-preferences" />
        <FormAlert errors={form.errors} />
        <fieldset className="space-y-3">
          <legend className="mb-1 text-lg font-semibold">Notifications</legend>
          <p className="text-sm text-slate-700">
            Account e-mails (confirmations, password resets, security notices and receipts) are
            always sent.
          </p>
          {SWITCHES.map(([name, label, hint]) => (
            <label key={name} className="flex items-start gap-3">
              <input
                {...getInputProps(fields[name], { type: "checkbox" })}
                aria-describedby={`${name}-hint`}
                className="accent-brand-600 mt-1 h-4 w-4"
              />
              <span>
                <span className="font-semibold">{label}</span>
                <span id={`${name}-hint`} className="block text-sm text-slate-700">
                  {hint}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-1 text-lg font-semibold">Language and time</legend>
          <SelectField label="Language" meta={fields.language} options={LANGUAGE_OPTIONS} />
          <SelectField label="Timezone" meta={fields.timezone} options={TIMEZONE_OPTIONS} />
          <SelectField
            label="Currency"
            meta={fields.currency}
            options={CURRENCY_OPTIONS}
            hint="Prices are always in naira (₦) and you pay in naira. With dollars or euros, an approximate amount shows beside each price when we have a current exchange rate."
          />
          <p className="text-sm text-slate-700 sm:col-span-2">
            Times and dates on the site, in receipts and in our e-mails show in your timezone.
          </p>
        </fieldset>
        <Button size="lg" pending={busy} pendingText="Saving...">
          Save preferences
        </Button>
      </Form>
    </section>
  );
}

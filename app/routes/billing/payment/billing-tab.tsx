/**
 * /payment's Billing tab (docs/product.md#payment-and-billing, #data Billing summary;
 * docs/decisions/010-payments.md): billing information (full name, e-mail, phone, address, city,
 * state from all 36 states and the FCT) and tax information (TIN, business name) in one Conform
 * form validated by BillingProfileSchema on both sides (`save-billing`); errors keep what was
 * typed. Receipts print these details; the completed payments' receipts are listed with their
 * links.
 */
import { getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { IntentInput } from "~/components/form-parts/intent";
import { Field, SelectField } from "~/components/forms";
import { FormAlert } from "~/components/form-parts/alerts";
import { Button } from "~/components/form-parts/button";
import { useSchemaForm } from "~/components/use-schema-form";
import { BillingProfileSchema } from "~/lib/billing/billing-schema";
import { STATES } from "~/lib/catalogue/catalog";
import { paymentName } from "~/components/billing/plan-text";
import { useFormat, useT } from "~/i18n/react";
import type { BillingProfile } from "~/models/billing/cards.server";
import type { Transaction } from "~/models/billing/payments.server";
import { answerOf } from "~/lib/forms/form-answer";
import type { PaymentAnswer } from "./action.server";
import { ReceiptLinks } from "./transactions-tab";
import type { PaymentIntent } from "~/lib/forms/intents";

const STATE_OPTIONS = Object.entries(STATES).map(([value, label]) => ({ value, label }));

export function BillingTab({
  profile,
  saved,
  receipts,
  actionData,
}: {
  profile: BillingProfile;
  /** False while the details are only prefilled from the account. */
  saved: boolean;
  receipts: Transaction[];
  actionData: PaymentAnswer | undefined;
}) {
  const navigation = useNavigation();
  const t = useT();
  const f = useFormat();
  const [form, fields] = useSchemaForm(
    "billing",
    BillingProfileSchema,
    answerOf(actionData, "save-billing")?.result,
    profile,
  );
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "save-billing";
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section
        aria-labelledby="billing-heading"
        className="rounded-xl border border-slate-200 bg-white p-6 lg:col-span-2"
      >
        <h2 id="billing-heading" className="text-xl font-bold">
          {t("billing.bt.heading")}
        </h2>
        {!saved && <p className="mt-1 text-sm text-slate-600">{t("billing.bt.prefilled")}</p>}
        <Form method="post" {...getFormProps(form)} noValidate className="mt-4 space-y-6">
          <IntentInput<PaymentIntent> value="save-billing" />
          <FormAlert errors={form.errors} />
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold">{t("billing.bt.info")}</legend>
            <Field
              label={t("billing.bt.fullName")}
              meta={fields.fullName}
              autoComplete="name"
              required
              mark
              containerClassName="sm:col-span-2"
            />
            <Field
              label={t("billing.bt.email")}
              type="email"
              meta={fields.email}
              autoComplete="email"
              required
              mark
            />
            <Field
              label={t("billing.bt.phone")}
              type="tel"
              meta={fields.phone}
              autoComplete="tel"
            />
            <Field
              label={t("billing.bt.address")}
              meta={fields.address}
              autoComplete="address-line1"
              containerClassName="sm:col-span-2"
            />
            <Field label={t("billing.bt.city")} meta={fields.city} autoComplete="address-level2" />
            <SelectField
              label={t("billing.bt.state")}
              meta={fields.state}
              options={STATE_OPTIONS}
              placeholder={t("billing.bt.chooseState")}
            />
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold">{t("billing.bt.tax")}</legend>
            <Field
              label={t("billing.bt.taxId")}
              meta={fields.taxId}
              inputMode="numeric"
              hint={t("billing.bt.taxIdHint")}
            />
            <Field
              label={t("billing.bt.business")}
              meta={fields.businessName}
              autoComplete="organization"
              hint={t("billing.bt.businessHint")}
            />
          </fieldset>
          <Button size="lg" pending={busy} pendingText={t("billing.saving")}>
            {t("billing.bt.save")}
          </Button>
        </Form>
      </section>
      <section
        aria-labelledby="receipts-heading"
        className="h-fit rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="receipts-heading" className="text-lg font-semibold">
          {t("billing.bt.receipts")}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t("billing.bt.receiptsNote")}</p>
        {receipts.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{t("billing.bt.noReceipts")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200">
            {receipts.map((r) => {
              const name = paymentName(t, r.item);
              return (
                <li key={r.id} className="py-3">
                  <p className="font-semibold">{name}</p>
                  <p className="text-sm text-slate-600">
                    {f.date(r.date)} · {f.naira(r.amount)}
                  </p>
                  <div className="mt-1">
                    <ReceiptLinks id={r.id} name={name} />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

/**
 * `/admin/users/:id`'s "Edit details" form (docs/product.md#admin-panel): an admin corrects an
 * account's name, phone, location and account type. One Conform form validated by
 * `AdminUserDetailsFormSchema` on both sides, the Profile page's own field rules; a plain form
 * post that works without JavaScript, and a refusal keeps what was typed.
 */
import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { Button } from "~/components/form-parts/button";
import { FormAlert } from "~/components/form-parts/alerts";
import { IntentInput } from "~/components/form-parts/intent";
import { Field, SelectField } from "~/components/forms";
import { useSchemaForm } from "~/components/use-schema-form";
import { useT } from "~/i18n/react";
import { AdminUserDetailsFormSchema } from "~/lib/admin/admin-schemas";
import { STATES } from "~/lib/catalogue/catalog";
import { ACCOUNT_TYPES, type AccountType } from "~/lib/vocabulary/domain";
import { answerOf, type FormAnswer } from "~/lib/forms/form-answer";
import type { AdminUserIntent } from "~/lib/forms/intents";

const STATE_OPTIONS = Object.entries(STATES).map(([value, label]) => ({ value, label }));

/** The account's details as the form starts with them. */
export type EditableDetails = {
  firstName: string;
  lastName: string;
  phone: string | null;
  state: string | null;
  city: string | null;
  accountType: AccountType;
};

export function DetailsForm({
  details,
  actionData,
}: {
  details: EditableDetails;
  actionData: FormAnswer | undefined;
}) {
  const t = useT();
  const [form, fields] = useSchemaForm(
    "admin-user-details",
    AdminUserDetailsFormSchema,
    answerOf(actionData, "edit-details")?.result,
    {
      firstName: details.firstName,
      lastName: details.lastName,
      phone: details.phone ?? "",
      state: details.state ?? "",
      city: details.city ?? "",
      accountType: details.accountType,
    },
  );
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-3">
      <IntentInput<AdminUserIntent> value="edit-details" />
      <FormAlert errors={form.errors} />
      <Field
        label={t("admin.user.details.firstName")}
        meta={fields.firstName}
        autoComplete="off"
        required
      />
      <Field
        label={t("admin.user.details.lastName")}
        meta={fields.lastName}
        autoComplete="off"
        required
      />
      <Field
        label={t("admin.user.details.phone")}
        type="tel"
        meta={fields.phone}
        autoComplete="off"
        hint={t("admin.user.details.phoneHint")}
      />
      <SelectField
        label={t("admin.user.details.state")}
        meta={fields.state}
        options={STATE_OPTIONS}
        placeholder={t("admin.user.details.noState")}
      />
      <Field label={t("admin.user.details.city")} meta={fields.city} autoComplete="off" />
      <SelectField
        label={t("admin.user.details.accountType")}
        meta={fields.accountType}
        options={ACCOUNT_TYPES.map((type) => ({
          value: type,
          label: t(`admin.accountType.${type}`),
        }))}
      />
      <Button variant="secondary">{t("admin.user.details.save")}</Button>
    </Form>
  );
}

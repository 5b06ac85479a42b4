/**
 * Step 1 of /sell: the vehicle details form (docs/product.md#selling). Validated with
 * ListingDetailsSchema by Conform in the browser and again on the server; without JavaScript a
 * failed post comes back with every typed value kept and the product's summary "Please fill in all
 * required fields".
 */
import { getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { IntentInput } from "~/components/form-parts/intent";
import { CheckboxField, Field, SelectField, TextareaField } from "~/components/forms";
import { FormAlert } from "~/components/form-parts/alerts";
import { Button } from "~/components/form-parts/button";
import { CheckboxGroup } from "~/components/form-parts/checkbox-group";
import { CATEGORIES, FEATURES, MIN_YEAR, STATES, maxYear } from "~/lib/catalogue/catalog";
import { useLocalePath, useMessageText, useT } from "~/i18n/react";
import { bodyTypeWord, categoryName, listOptions } from "~/lib/catalogue/catalogue-words";
import {
  BODY_TYPES,
  CONDITION_GRADES,
  LISTING_BRANDS,
  ListingDetailsSchema,
  REQUIRED_SUMMARY,
} from "~/lib/listings/listing-schema";
import { useSchemaForm } from "~/components/use-schema-form";
import { answerOf, formErrorsOf } from "~/lib/forms/form-answer";
import type { SellAnswer } from "./action.server";
import type { Draft } from "./draft";
import type { MessageKey } from "~/i18n/keys";
import type { SellIntent } from "~/lib/forms/intents";

const options = (values: readonly string[], label = (v: string) => v) =>
  values.map((value) => ({ value, label: label(value) }));

/** Labels and hints are `sell`'s, the catalogue's words `cards`' (docs/decisions/023-languages.md). */

export function DetailsForm({
  draft,
  actionData,
}: {
  draft: Draft | null;
  actionData: SellAnswer | undefined;
}) {
  const navigation = useNavigation();
  const t = useT();
  const l = useLocalePath();
  const text = useMessageText();
  // The schema's refusal comes back into the form with what was typed; a model's refusal shows
  // above the tabs, the form starting again from the draft.
  const details = answerOf(actionData, "save-details");
  const lastResult =
    navigation.state === "idle" &&
    (formErrorsOf(details)?.[0] === REQUIRED_SUMMARY ||
      formErrorsOf(details)?.[0] === text(REQUIRED_SUMMARY))
      ? details?.result
      : null;
  const knownMake = draft ? LISTING_BRANDS.includes(draft.make) : true;
  const [form, fields] = useSchemaForm(
    "listing-details",
    ListingDetailsSchema,
    lastResult,
    draft
      ? {
          title: draft.title,
          make: knownMake ? draft.make : "Other",
          makeOther: knownMake ? "" : draft.make,
          model: draft.model,
          year: String(draft.year),
          price: String(draft.price),
          negotiable: draft.negotiable ? "on" : undefined,
          mileage: draft.mileage === null ? "" : String(draft.mileage),
          vin: draft.vin ?? "",
          fuelType: draft.fuelType ?? "",
          transmission: draft.transmission ?? "",
          bodyType: draft.bodyType ?? "",
          color: draft.color ?? "",
          category: draft.category,
          conditionGrade: draft.conditionGrade ?? "",
          state: draft.state,
          city: draft.city ?? "",
          description: draft.description,
          features: draft.features.filter((f) => FEATURES.some((k) => k.value === f)),
          featuresText: draft.features
            .filter((f) => !FEATURES.some((k) => k.value === f))
            .join(", "),
        }
      : undefined,
  );
  const years = Array.from({ length: maxYear() - MIN_YEAR + 1 }, (_, i) => maxYear() - i);
  const action = l(draft ? `/sell?draft=${draft.id}&step=1` : "/sell");
  const choose = t("sell.field.choose");
  const chosenFeatures = (fields.features.initialValue as string[] | undefined) ?? [];
  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      noValidate
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6"
    >
      <IntentInput<SellIntent> value="save-details" />
      <FormAlert
        errors={
          form.errors ?? (Object.keys(form.allErrors).length ? [REQUIRED_SUMMARY] : undefined)
        }
      />
      <Field
        label={t("sell.field.title")}
        meta={fields.title}
        required
        mark
        placeholder={t("sell.field.titlePlaceholder")}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t("sell.field.make")}
          meta={fields.make}
          options={options(LISTING_BRANDS, (m) =>
            m === "Other" ? t("sell.field.makeOtherOption") : m,
          )}
          placeholder={choose}
          required
          mark
        />
        <Field label={t("sell.field.makeOther")} meta={fields.makeOther} />
        <Field label={t("sell.field.model")} meta={fields.model} required mark />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t("sell.field.year")}
          meta={fields.year}
          options={years.map((y) => ({ value: y, label: String(y) }))}
          placeholder={choose}
          required
          mark
        />
        <Field
          label={t("sell.field.price")}
          meta={fields.price}
          inputMode="numeric"
          placeholder="8500000"
          required
          mark
        />
        <Field label={t("sell.field.mileage")} meta={fields.mileage} inputMode="numeric" />
      </div>
      <CheckboxField label={t("sell.field.negotiable")} meta={fields.negotiable} />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t("sell.field.fuel")}
          meta={fields.fuelType}
          options={listOptions(t, "fuelType")}
          placeholder={choose}
        />
        <SelectField
          label={t("sell.field.transmission")}
          meta={fields.transmission}
          options={listOptions(t, "transmission")}
          placeholder={choose}
        />
        <SelectField
          label={t("sell.field.bodyType")}
          meta={fields.bodyType}
          options={options(BODY_TYPES, (b) => bodyTypeWord(t, b))}
          placeholder={choose}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t("sell.field.colour")} meta={fields.color} />
        <SelectField
          label={t("sell.field.category")}
          meta={fields.category}
          options={CATEGORIES.map((c) => ({ value: c.value, label: categoryName(t, c.value) }))}
          placeholder={choose}
          required
          mark
        />
        <SelectField
          label={t("sell.field.condition")}
          meta={fields.conditionGrade}
          options={options(CONDITION_GRADES, (g) => t(`sell.grade.${g}` as MessageKey))}
          placeholder={choose}
        />
      </div>
      <Field
        label={t("sell.field.vin")}
        meta={fields.vin}
        hint={t("sell.field.vinHint")}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t("sell.field.state")}
          meta={fields.state}
          options={Object.entries(STATES).map(([value, label]) => ({ value, label }))}
          placeholder={choose}
          required
          mark
        />
        <Field
          label={t("sell.field.city")}
          meta={fields.city}
          placeholder={t("sell.field.cityPlaceholder")}
        />
      </div>
      <TextareaField
        label={t("sell.field.description")}
        meta={fields.description}
        rows={5}
        required
        mark
      />
      <CheckboxGroup
        legend={t("sell.field.features")}
        name={fields.features.name}
        options={listOptions(t, "features")}
        chosen={chosenFeatures}
        className="mt-1 grid grid-cols-2 gap-1 sm:grid-cols-3"
      />
      <Field
        label={t("sell.field.featuresText")}
        meta={fields.featuresText}
        placeholder={t("sell.field.featuresTextPlaceholder")}
      />
      <Button size="lg" pending={navigation.state === "submitting"}>
        {draft ? t("sell.details.saveContinue") : t("sell.details.saveAddPhotos")}
      </Button>
    </Form>
  );
}

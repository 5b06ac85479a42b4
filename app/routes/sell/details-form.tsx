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
import {
  CATEGORIES,
  FEATURES,
  FUEL_TYPES,
  MIN_YEAR,
  STATES,
  TRANSMISSIONS,
  maxYear,
} from "~/lib/catalog";
import { capitalise } from "~/lib/format";
import {
  BODY_TYPES,
  CONDITION_GRADES,
  LISTING_BRANDS,
  ListingDetailsSchema,
  REQUIRED_SUMMARY,
} from "~/lib/listing-schema";
import { useSchemaForm } from "~/components/use-schema-form";
import { answerOf, formErrorsOf } from "~/lib/form-answer";
import type { SellAnswer } from "./action.server";
import type { Draft } from "./draft";
import type { SellIntent } from "~/lib/intents";

const options = (values: readonly string[], label = (v: string) => v) =>
  values.map((value) => ({ value, label: label(value) }));

export function DetailsForm({
  draft,
  actionData,
}: {
  draft: Draft | null;
  actionData: SellAnswer | undefined;
}) {
  const navigation = useNavigation();
  // The schema's refusal comes back into the form with what was typed; a model's refusal shows
  // above the tabs, the form starting again from the draft.
  const details = answerOf(actionData, "save-details");
  const lastResult =
    navigation.state === "idle" && formErrorsOf(details)?.[0] === REQUIRED_SUMMARY
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
  const action = draft ? `/sell?draft=${draft.id}&step=1` : "/sell";
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
        label="Title"
        meta={fields.title}
        required
        mark
        placeholder="e.g. Toyota Camry LE 2015, first body"
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Make"
          meta={fields.make}
          options={options(LISTING_BRANDS)}
          placeholder="Choose..."
          required
          mark
        />
        <Field label="Other make (if not listed)" meta={fields.makeOther} />
        <Field label="Model" meta={fields.model} required mark />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Year"
          meta={fields.year}
          options={years.map((y) => ({ value: y, label: String(y) }))}
          placeholder="Choose..."
          required
          mark
        />
        <Field
          label="Price (₦)"
          meta={fields.price}
          inputMode="numeric"
          placeholder="8500000"
          required
          mark
        />
        <Field label="Mileage (km)" meta={fields.mileage} inputMode="numeric" />
      </div>
      <CheckboxField label="Price is negotiable" meta={fields.negotiable} />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="Fuel"
          meta={fields.fuelType}
          options={FUEL_TYPES}
          placeholder="Choose..."
        />
        <SelectField
          label="Transmission"
          meta={fields.transmission}
          options={TRANSMISSIONS}
          placeholder="Choose..."
        />
        <SelectField
          label="Body type"
          meta={fields.bodyType}
          options={options(BODY_TYPES, (b) => (b === "suv" ? "SUV" : capitalise(b)))}
          placeholder="Choose..."
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Colour" meta={fields.color} />
        <SelectField
          label="Category"
          meta={fields.category}
          options={CATEGORIES}
          placeholder="Choose..."
          required
          mark
        />
        <SelectField
          label="Condition"
          meta={fields.conditionGrade}
          options={options(CONDITION_GRADES, capitalise)}
          placeholder="Choose..."
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="State"
          meta={fields.state}
          options={Object.entries(STATES).map(([value, label]) => ({ value, label }))}
          placeholder="Choose..."
          required
          mark
        />
        <Field label="City or area" meta={fields.city} placeholder="e.g. Lekki" />
      </div>
      <TextareaField label="Description" meta={fields.description} rows={5} required mark />
      <CheckboxGroup
        legend="Features"
        name={fields.features.name}
        options={FEATURES}
        chosen={chosenFeatures}
        className="mt-1 grid grid-cols-2 gap-1 sm:grid-cols-3"
      />
      <Field
        label="Other features (comma-separated)"
        meta={fields.featuresText}
        placeholder="e.g. Tinted windows, Alloy wheels"
      />
      <Button size="lg" pending={navigation.state === "submitting"}>
        {draft ? "Save and continue" : "Save and add photos"}
      </Button>
    </Form>
  );
}

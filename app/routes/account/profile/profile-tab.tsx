/**
 * /profile's Profile tab (docs/product.md#data, Profile screen): every field the user
 * owns in one Conform form validated by ProfileFormSchema on both sides (`save-profile`);
 * errors keep what was typed. Sellers also edit their public profile (seller type, business
 * name, description, services, certifications, working hours, website) and upload a cover
 * image (its own multipart form).
 */
import { getFormProps } from "@conform-to/react";
import { Form, Link, useNavigation } from "react-router";
import { IntentInput } from "~/components/form-parts/intent";
import { Field, PasswordField, SelectField, TextareaField } from "~/components/forms";
import { FormAlert } from "~/components/form-parts/alerts";
import { Button } from "~/components/form-parts/button";
import { useSchemaForm } from "~/components/use-schema-form";
import { useUploadsBase } from "~/components/uploads-base";
import { uploadUrl } from "~/lib/images";
import { STATES } from "~/lib/catalog";
import { BIO_MAX, LIST_MAX_ITEMS, ProfileFormSchema } from "~/lib/profile-schema";
import type { ProfileOverview } from "~/models/account/profile.server";
import { answerOf, formErrorsOf } from "~/lib/form-answer";
import type { ProfileAnswer } from "./action.server";
import { PhotoForm } from "./photo-form";
import type { ProfileIntent } from "~/lib/intents";

const STATE_OPTIONS = Object.entries(STATES).map(([value, label]) => ({ value, label }));
const GENDER_OPTIONS = [
  { value: "male", label: "Male" },
  { value: "female", label: "Female" },
  { value: "other", label: "Other" },
];
const SELLER_TYPE_OPTIONS = [
  { value: "individual", label: "Individual seller" },
  { value: "dealer", label: "Dealer" },
];

/** The form's starting values from the stored profile. */
function defaults(p: ProfileOverview) {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: p.phone ?? "",
    state: p.state ?? "",
    city: p.city ?? "",
    address: p.address ?? "",
    dateOfBirth: p.dateOfBirth ?? "",
    gender: p.gender ?? "",
    bio: p.bio ?? "",
    sellerType: p.sellerType ?? "individual",
    businessName: p.businessName ?? "",
    description: p.description ?? "",
    services: p.services.join("\n"),
    certifications: p.certifications.join("\n"),
    workingHours: p.workingHours ?? { weekdays: "", saturday: "", sunday: "" },
    website: p.website ?? "",
  };
}

export function ProfileTab({
  profile,
  actionData,
}: {
  profile: ProfileOverview;
  actionData: ProfileAnswer | undefined;
}) {
  const navigation = useNavigation();
  const uploadsBase = useUploadsBase();
  const [form, fields] = useSchemaForm(
    "profile",
    ProfileFormSchema,
    answerOf(actionData, "save-profile")?.result,
    defaults(profile),
  );
  const hours = fields.workingHours.getFieldset();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "save-profile";
  const seller = profile.accountType !== "buyer";
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="profile-heading"
        className="rounded-xl border border-slate-200 bg-white p-6"
      >
        <h2 id="profile-heading" className="text-xl font-bold">
          Personal information
        </h2>
        <Form method="post" {...getFormProps(form)} noValidate className="mt-4 space-y-6">
          <IntentInput<ProfileIntent> value="save-profile" />
          <FormAlert errors={form.errors} />
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="sr-only">Name and contact</legend>
            <Field
              label="First name"
              meta={fields.firstName}
              autoComplete="given-name"
              required
              mark
            />
            <Field
              label="Last name"
              meta={fields.lastName}
              autoComplete="family-name"
              required
              mark
            />
            <Field
              label="E-mail"
              type="email"
              meta={fields.email}
              autoComplete="email"
              required
              mark
              hint={
                profile.pendingEmail
                  ? `Waiting for confirmation: ${profile.pendingEmail}. Open the link we sent there to switch.`
                  : "A new address takes effect once you open the link we send to it."
              }
            />
            <PasswordField
              label="Current password"
              meta={fields.currentPassword}
              autoComplete="current-password"
              hint="Needed only to change your e-mail."
            />
            <Field
              label="Phone"
              type="tel"
              meta={fields.phone}
              autoComplete="tel"
              hint={
                profile.phoneVerified ? (
                  "Verified. A new number needs a new SMS code."
                ) : (
                  <>
                    Not verified yet: <Link to="/verification?tab=contact">verify by SMS</Link>.
                  </>
                )
              }
            />
            <Field
              label="Date of birth"
              type="date"
              meta={fields.dateOfBirth}
              autoComplete="bday"
            />
            <SelectField
              label="Gender"
              meta={fields.gender}
              options={GENDER_OPTIONS}
              placeholder="Prefer not to say"
            />
            <SelectField
              label="State"
              meta={fields.state}
              options={STATE_OPTIONS}
              placeholder="Choose a state"
            />
            <Field label="City or area" meta={fields.city} autoComplete="address-level2" />
            <Field
              label="Address"
              meta={fields.address}
              autoComplete="street-address"
              containerClassName="sm:col-span-2"
            />
            <TextareaField
              label="Bio"
              meta={fields.bio}
              rows={3}
              hint={`At most ${BIO_MAX} characters.`}
              containerClassName="sm:col-span-2"
            />
          </fieldset>
          {seller && (
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 text-lg font-semibold">Your seller profile</legend>
              <SelectField
                label="Seller type"
                meta={fields.sellerType}
                options={SELLER_TYPE_OPTIONS}
              />
              <Field label="Business name" meta={fields.businessName} autoComplete="organization" />
              <TextareaField
                label="About your business"
                meta={fields.description}
                rows={4}
                containerClassName="sm:col-span-2"
              />
              <TextareaField
                label="Services"
                meta={fields.services}
                rows={3}
                hint={`One per line, at most ${LIST_MAX_ITEMS}.`}
              />
              <TextareaField
                label="Certifications"
                meta={fields.certifications}
                rows={3}
                hint={`One per line, at most ${LIST_MAX_ITEMS}.`}
              />
              <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
                <legend className="mb-1 text-sm font-semibold">Working hours</legend>
                <Field label="Monday to Friday" meta={hours.weekdays} placeholder="8am - 6pm" />
                <Field label="Saturday" meta={hours.saturday} placeholder="9am - 4pm" />
                <Field label="Sunday" meta={hours.sunday} placeholder="Closed" />
              </fieldset>
              <Field
                label="Website"
                type="url"
                meta={fields.website}
                autoComplete="url"
                placeholder="https://"
                hint="A full address starting with https:// or http://."
                containerClassName="sm:col-span-2"
              />
            </fieldset>
          )}
          <Button size="lg" pending={busy} pendingText="Saving...">
            Save profile
          </Button>
        </Form>
      </section>
      {seller && (
        <section
          aria-labelledby="cover-heading"
          className="rounded-xl border border-slate-200 bg-white p-6"
        >
          <h2 id="cover-heading" className="text-lg font-semibold">
            Cover image
          </h2>
          <p className="mt-1 text-sm text-slate-700">The banner of your public seller profile.</p>
          {profile.coverImage && (
            <img
              src={uploadUrl(profile.coverImage, uploadsBase)}
              alt="Your current cover image"
              width="1280"
              height="320"
              className="mt-3 h-32 w-full rounded-md object-cover"
            />
          )}
          <div className="mt-3">
            <PhotoForm
              intent="upload-cover"
              field="coverImage"
              label={profile.coverImage ? "Choose a new cover image" : "Choose a cover image"}
              button="Upload cover image"
              error={formErrorsOf(answerOf(actionData, "upload-cover"))?.[0]}
              previewClassName="h-24 w-full rounded-md object-cover"
            />
          </div>
        </section>
      )}
    </div>
  );
}

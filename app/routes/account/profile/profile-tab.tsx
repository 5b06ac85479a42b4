/**
 * /profile's Profile tab (docs/product.md#data, Profile screen): every field the user
 * owns in one Conform form validated by ProfileFormSchema on both sides (`save-profile`),
 * among them whether buyers may message the user on WhatsApp (the car page's button);
 * errors keep what was typed. Sellers also edit their public profile (seller type, business
 * name, description, services, certifications, working hours, website) and upload a cover
 * image (its own multipart form).
 */
import { getFormProps } from "@conform-to/react";
import { Form, Link, useNavigation, href } from "react-router";
import { IntentInput } from "~/components/form-parts/intent";
import {
  CheckboxField,
  Field,
  PasswordField,
  SelectField,
  TextareaField,
} from "~/components/forms";
import { FormAlert } from "~/components/form-parts/alerts";
import { Button } from "~/components/form-parts/button";
import { useSchemaForm } from "~/components/use-schema-form";
import { useUploadsBase } from "~/components/uploads-base";
import { uploadUrl } from "~/lib/api/images";
import { STATES } from "~/lib/catalogue/catalog";
import { BIO_MAX, LIST_MAX_ITEMS, ProfileFormSchema } from "~/lib/account/profile-schema";
import type { ProfileOverview } from "~/models/account/profile.server";
import { answerOf, formErrorsOf } from "~/lib/forms/form-answer";
import type { ProfileAnswer } from "./action.server";
import { PhotoForm } from "./photo-form";
import type { ProfileIntent } from "~/lib/forms/intents";
import { useLocalePath, useT } from "~/i18n/react";

const STATE_OPTIONS = Object.entries(STATES).map(([value, label]) => ({ value, label }));
const GENDER_OPTIONS = [
  { value: "male", label: "profile.gender.male" },
  { value: "female", label: "profile.gender.female" },
  { value: "other", label: "profile.gender.other" },
] as const;
const SELLER_TYPE_OPTIONS = [
  { value: "individual", label: "profile.sellerType.individual" },
  { value: "dealer", label: "profile.sellerType.dealer" },
] as const;

/** The form's starting values from the stored profile. */
function defaults(p: ProfileOverview) {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: p.phone ?? "",
    whatsapp: p.whatsapp,
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
  const t = useT();
  const l = useLocalePath();
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
          {t("profile.personal")}
        </h2>
        <Form method="post" {...getFormProps(form)} noValidate className="mt-4 space-y-6">
          <IntentInput<ProfileIntent> value="save-profile" />
          <FormAlert errors={form.errors} />
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="sr-only">{t("profile.nameAndContact")}</legend>
            <Field
              label={t("profile.field.firstName")}
              meta={fields.firstName}
              autoComplete="given-name"
              required
              mark
            />
            <Field
              label={t("profile.field.lastName")}
              meta={fields.lastName}
              autoComplete="family-name"
              required
              mark
            />
            <Field
              label={t("profile.field.email")}
              type="email"
              meta={fields.email}
              autoComplete="email"
              required
              mark
              hint={
                profile.pendingEmail
                  ? t("profile.field.pendingEmail", { email: profile.pendingEmail })
                  : t("profile.field.emailHint")
              }
            />
            <PasswordField
              label={t("profile.field.currentPassword")}
              meta={fields.currentPassword}
              autoComplete="current-password"
              hint={t("profile.field.currentPasswordHint")}
            />
            <div className="space-y-2">
              <Field
                label={t("profile.field.phone")}
                type="tel"
                meta={fields.phone}
                autoComplete="tel"
                hint={
                  profile.phoneVerified ? (
                    t("profile.field.phoneVerified")
                  ) : (
                    <>
                      {t("profile.field.phoneNotVerified")}{" "}
                      <Link to={l(`${href("/:lang?/verification")}?tab=contact`)}>
                        {t("profile.field.verifyBySms")}
                      </Link>
                      .
                    </>
                  )
                }
              />
              <CheckboxField
                label={t("profile.field.whatsapp")}
                meta={fields.whatsapp}
                className="flex items-start gap-2 text-sm"
              />
            </div>
            <Field
              label={t("profile.field.dateOfBirth")}
              type="date"
              meta={fields.dateOfBirth}
              autoComplete="bday"
            />
            <SelectField
              label={t("profile.field.gender")}
              meta={fields.gender}
              options={GENDER_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
              placeholder={t("profile.gender.none")}
            />
            <SelectField
              label={t("profile.field.state")}
              meta={fields.state}
              options={STATE_OPTIONS}
              placeholder={t("profile.field.chooseState")}
            />
            <Field
              label={t("profile.field.city")}
              meta={fields.city}
              autoComplete="address-level2"
            />
            <Field
              label={t("profile.field.address")}
              meta={fields.address}
              autoComplete="address-line1"
              containerClassName="sm:col-span-2"
            />
            <TextareaField
              label={t("profile.field.bio")}
              meta={fields.bio}
              rows={3}
              hint={t("profile.field.atMost", { max: BIO_MAX })}
              containerClassName="sm:col-span-2"
            />
          </fieldset>
          {seller && (
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 text-lg font-semibold">{t("profile.seller.heading")}</legend>
              <SelectField
                label={t("profile.seller.type")}
                meta={fields.sellerType}
                options={SELLER_TYPE_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
              />
              <Field
                label={t("profile.seller.businessName")}
                meta={fields.businessName}
                autoComplete="organization"
              />
              <TextareaField
                label={t("profile.seller.about")}
                meta={fields.description}
                rows={4}
                containerClassName="sm:col-span-2"
              />
              <TextareaField
                label={t("profile.seller.services")}
                meta={fields.services}
                rows={3}
                hint={t("profile.seller.onePerLine", { max: LIST_MAX_ITEMS })}
              />
              <TextareaField
                label={t("profile.seller.certifications")}
                meta={fields.certifications}
                rows={3}
                hint={t("profile.seller.onePerLine", { max: LIST_MAX_ITEMS })}
              />
              <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
                <legend className="mb-1 text-sm font-semibold">{t("profile.seller.hours")}</legend>
                <Field
                  label={t("profile.seller.weekdays")}
                  meta={hours.weekdays}
                  placeholder="8am - 6pm"
                />
                <Field
                  label={t("profile.seller.saturday")}
                  meta={hours.saturday}
                  placeholder="9am - 4pm"
                />
                <Field
                  label={t("profile.seller.sunday")}
                  meta={hours.sunday}
                  placeholder={t("profile.seller.closed")}
                />
              </fieldset>
              <Field
                label={t("profile.seller.website")}
                type="url"
                meta={fields.website}
                autoComplete="url"
                placeholder="https://"
                hint={t("profile.seller.websiteHint")}
                containerClassName="sm:col-span-2"
              />
            </fieldset>
          )}
          <Button size="lg" pending={busy} pendingText={t("profile.saving")}>
            {t("profile.save")}
          </Button>
        </Form>
      </section>
      {seller && (
        <section
          aria-labelledby="cover-heading"
          className="rounded-xl border border-slate-200 bg-white p-6"
        >
          <h2 id="cover-heading" className="text-lg font-semibold">
            {t("profile.cover.heading")}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t("profile.cover.intro")}</p>
          {profile.coverImage && (
            <img
              src={uploadUrl(profile.coverImage, uploadsBase)}
              alt={t("profile.cover.current")}
              width="1280"
              height="320"
              className="mt-3 h-32 w-full rounded-md object-cover"
            />
          )}
          <div className="mt-3">
            <PhotoForm
              intent="upload-cover"
              field="coverImage"
              label={profile.coverImage ? t("profile.cover.chooseNew") : t("profile.cover.choose")}
              button={t("profile.cover.upload")}
              error={formErrorsOf(answerOf(actionData, "upload-cover"))?.[0]}
              previewClassName="h-24 w-full rounded-md object-cover"
            />
          </div>
        </section>
      )}
    </div>
  );
}

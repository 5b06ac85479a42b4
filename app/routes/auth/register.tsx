/**
 * Registration (docs/product.md#sign-in-and-registration): account type, names, e-mail, Nigerian
 * phone (stored E.164), location, password and confirmation with show/hide, required terms. On
 * success the browser goes to /login with "Check your e-mail": the account is created and
 * the confirmation link mailed, or, when the address already has an account, its owner is
 * mailed instead; the answer is the same, so the form does not tell who has an account
 * (docs/decisions/008-security-review.md). Typed values stay after an error (never the
 * passwords).
 */
import { getFormProps } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData, useNavigation, href } from "react-router";
import { CheckboxField, Field, PasswordField, SelectField } from "~/components/forms";
import { FormAlert, Honeypot } from "~/components/form-parts/alerts";
import { Button, ButtonLink } from "~/components/form-parts/button";
import { ACCOUNT_TYPES, REGISTRATION_LOCATIONS, RegisterSchema } from "~/lib/account/auth-schemas";
import { isGoogleConfigured } from "~/request/authenticator.server";
import { pathInRequestLanguage } from "~/request/language.server";
import { requireAnonymous } from "~/request/session.server";
import { useSchemaForm } from "~/components/use-schema-form";
import { SITE } from "~/lib/format/site";
import { registerAccount, signUpSent } from "~/models/account/registration.server";
import { redirectWithFlash } from "~/request/flash.server";
import { fieldsOrMessage, handleForm } from "~/request/forms.server";
import type { I18nHandle } from "~/i18n/namespaces";
import { msg } from "~/i18n/messages";
import { useLocalePath, useT } from "~/i18n/react";
import { Agreement } from "./agreement";
import { metaT } from "./meta";
import type { Route } from "./+types/register";

export const handle = { i18n: ["auth", "forms"] } satisfies I18nHandle;

const HIDE = ["password", "confirmPassword"];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  return { google: isGoogleConfigured() };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  handleForm(
    request,
    {
      form: { schema: RegisterSchema, hideFields: HIDE, refused: fieldsOrMessage },
      honeypot: true,
      fault: msg("auth.register.fault"),
    },
    async ({ value }) => {
      const sent = await registerAccount(value, context?.clientIp ?? null);
      return redirectWithFlash(pathInRequestLanguage(request, "/login"), signUpSent(sent.email));
    },
  );

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [
    { title: t("auth.register.title", { site: SITE.name }) },
    { name: "description", content: t("auth.register.description", { site: SITE.name }) },
  ];
};

export default function Register() {
  const { google } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm("register", RegisterSchema, actionData?.result);
  const t = useT();
  const l = useLocalePath();
  const accountTypes = ACCOUNT_TYPES.map((o) => ({
    value: o.value,
    label: t(`auth.accountType.${o.value}`),
  }));
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold">{t("auth.register.heading")}</h1>
      <p className="mt-1 text-slate-700">{t("auth.register.intro")}</p>
      <div className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-6">
        <FormAlert errors={form.errors} />
        <Form method="post" {...getFormProps(form)} noValidate className="relative space-y-4">
          <Honeypot />
          <SelectField
            label={t("auth.register.wantTo")}
            meta={fields.accountType}
            options={accountTypes}
            placeholder={t("auth.register.choose")}
            required
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t("auth.field.firstName")}
              meta={fields.firstName}
              autoComplete="given-name"
              required
            />
            <Field
              label={t("auth.field.lastName")}
              meta={fields.lastName}
              autoComplete="family-name"
              required
            />
          </div>
          <Field
            label={t("auth.field.email")}
            meta={fields.email}
            type="email"
            autoComplete="email"
            required
          />
          <Field
            label={t("auth.field.phone")}
            meta={fields.phone}
            type="tel"
            autoComplete="tel"
            placeholder="08012345678"
            inputMode="tel"
            required
          />
          <SelectField
            label={t("auth.field.location")}
            meta={fields.location}
            options={REGISTRATION_LOCATIONS}
            placeholder={t("auth.register.selectState")}
            required
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <PasswordField
              label={t("auth.field.password")}
              meta={fields.password}
              autoComplete="new-password"
              required
            />
            <PasswordField
              label={t("auth.field.confirmPassword")}
              meta={fields.confirmPassword}
              autoComplete="new-password"
              required
            />
          </div>
          <CheckboxField
            meta={fields.terms}
            required
            errors
            className="flex items-start gap-2 text-sm"
            label={
              <span>
                <Agreement
                  message="auth.register.agree"
                  linkClassName="text-brand-700 font-semibold underline"
                />
              </span>
            }
          />
          <Button
            size="lg"
            block
            pending={navigation.state === "submitting"}
            pendingText={t("auth.register.pending")}
          >
            {t("auth.register.submit")}
          </Button>
        </Form>
        {google && (
          <ButtonLink
            href={href("/:lang?/auth/google")}
            variant="secondary"
            size="lg"
            block
            className="block text-center"
          >
            {t("auth.register.google")}
          </ButtonLink>
        )}
        <p className="text-center text-sm text-slate-700">
          {t("auth.register.haveAccount")}{" "}
          <Link
            to={l(href("/:lang?/login"))}
            className="text-brand-700 font-semibold hover:underline"
          >
            {t("auth.login.submit")}
          </Link>
        </p>
      </div>
    </main>
  );
}

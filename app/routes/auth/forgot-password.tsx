/**
 * Forgot password: always answers the same message whether or not the e-mail has an account,
 * and mails a single-use reset link valid for 1 hour (models/account/passwords.server.ts).
 */
import { getFormProps } from "@conform-to/react";
import { Form, Link, useActionData, useNavigation, href } from "react-router";
import { Field } from "~/components/forms";
import { FormAlert, Honeypot } from "~/components/form-parts/alerts";
import { Button } from "~/components/form-parts/button";
import { handleForm } from "~/request/forms.server";
import { FORGOT_SENT, ForgotPasswordSchema } from "~/lib/account/auth-schemas";
import { useSchemaForm } from "~/components/use-schema-form";
import { SITE } from "~/lib/format/site";
import { requestPasswordReset } from "~/models/account/passwords.server";
import type { I18nHandle } from "~/i18n/namespaces";
import { useLocalePath, useT } from "~/i18n/react";
import { metaT } from "./meta";
import type { Route } from "./+types/forgot-password";

export const handle = { i18n: ["auth", "forms"] } satisfies I18nHandle;

export const action = ({ request, context }: Route.ActionArgs) =>
  handleForm(request, { form: ForgotPasswordSchema, honeypot: true }, async ({ value }) => {
    await requestPasswordReset(value.email, context?.clientIp ?? null);
    return { sent: true };
  });

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("auth.forgot.title", { site: SITE.name }) },
];

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm("forgot", ForgotPasswordSchema, actionData?.result);
  const t = useT();
  const l = useLocalePath();
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t("auth.forgot.heading")}</h1>
      <p className="mt-1 text-slate-700">{t("auth.forgot.intro")}</p>
      <div className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-6">
        {actionData?.sent && <FormAlert tone="success" errors={[FORGOT_SENT]} />}
        <FormAlert errors={form.errors} />
        <Form method="post" {...getFormProps(form)} noValidate className="relative space-y-4">
          <Honeypot />
          <Field
            label={t("auth.field.email")}
            meta={fields.email}
            type="email"
            autoComplete="email"
            required
          />
          <Button size="lg" block pending={navigation.state === "submitting"}>
            {t("auth.forgot.submit")}
          </Button>
        </Form>
        <p className="text-center text-sm">
          <Link
            to={l(href("/:lang?/login"))}
            className="text-brand-700 font-semibold hover:underline"
          >
            {t("auth.backToSignIn")}
          </Link>
        </p>
      </div>
    </main>
  );
}

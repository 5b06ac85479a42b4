/**
 * Reset password from the mailed link (`?token=`): sets a new password (8+ characters) and
 * ends every session of the account, then sends the user to sign in.
 */
import { getFormProps } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData, useNavigation, href } from "react-router";
import { PasswordField } from "~/components/forms";
import { FormAlert } from "~/components/form-parts/alerts";
import { Button } from "~/components/form-parts/button";
import { redirectWithFlash } from "~/request/flash.server";
import { fieldsOrMessage, handleForm } from "~/request/forms.server";
import { ResetPasswordSchema } from "~/lib/account/auth-schemas";
import { useSchemaForm } from "~/components/use-schema-form";
import { SITE } from "~/lib/format/site";
import { resetPassword } from "~/models/account/passwords.server";
import type { I18nHandle } from "~/i18n/namespaces";
import { msg } from "~/i18n/messages";
import { useLocalePath, useT } from "~/i18n/react";
import { pathInRequestLanguage } from "~/request/language.server";
import { metaT } from "./meta";
import type { Route } from "./+types/reset-password";

export const handle = { i18n: ["auth", "forms"] } satisfies I18nHandle;

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  handleForm(
    request,
    {
      form: {
        schema: ResetPasswordSchema,
        hideFields: ["password", "confirmPassword"],
        refused: fieldsOrMessage,
      },
    },
    async ({ value }) => {
      await resetPassword(value.token, value.password, context?.clientIp ?? null);
      return redirectWithFlash(pathInRequestLanguage(request, "/login"), msg("auth.reset.done"));
    },
  );

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("auth.reset.title", { site: SITE.name }) },
];

export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm("reset", ResetPasswordSchema, actionData?.result);
  const t = useT();
  const l = useLocalePath();
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t("auth.reset.heading")}</h1>
      <div className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-6">
        {!token && <FormAlert errors={[t("auth.reset.needsLink")]} />}
        <FormAlert errors={form.errors} />
        {form.errors?.length ? (
          <p className="text-sm">
            <Link
              to={l(href("/:lang?/forgot-password"))}
              className="text-brand-700 font-semibold underline"
            >
              {t("auth.reset.newLink")}
            </Link>
          </p>
        ) : null}
        <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
          <input type="hidden" name="token" value={token} />
          <PasswordField
            label={t("auth.reset.newPassword")}
            meta={fields.password}
            autoComplete="new-password"
          />
          <PasswordField
            label={t("auth.reset.confirmPassword")}
            meta={fields.confirmPassword}
            autoComplete="new-password"
          />
          <Button size="lg" block pending={navigation.state === "submitting"}>
            {t("auth.reset.submit")}
          </Button>
        </Form>
      </div>
    </main>
  );
}

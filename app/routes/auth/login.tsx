/**
 * Sign in (docs/product.md#sign-in-and-registration): e-mail, password with show/hide, Remember me
 * (30-day cookie, else a browser-session cookie), the product's messages; back to `redirectTo`
 * when it is a local path, else /dashboard. Works without JavaScript; Conform validates in place with it.
 */
import { getFormProps } from "@conform-to/react";
import {
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  useSearchParams,
  href,
} from "react-router";
import { CheckboxField, Field, PasswordField } from "~/components/forms";
import { FormAlert, Honeypot } from "~/components/form-parts/alerts";
import { PageFlash } from "~/components/page-flash";
import { Button, ButtonLink } from "~/components/form-parts/button";
import { LoginSchema, safeRedirect } from "~/lib/account/auth-schemas";
import { signIn } from "~/models/account/sign-in.server";
import { isGoogleConfigured } from "~/request/authenticator.server";
import { handleForm } from "~/request/forms.server";
import { pathInRequestLanguage } from "~/request/language.server";
import { redirectSignedIn, requireAnonymous } from "~/request/session.server";
import { redirectToTwoFactor } from "~/request/two-factor-challenge.server";
import { useSchemaForm } from "~/components/use-schema-form";
import { SITE } from "~/lib/format/site";
import type { I18nHandle } from "~/i18n/namespaces";
import { useLocalePath, useT } from "~/i18n/react";
import { Agreement } from "./agreement";
import { metaT } from "./meta";
import type { Route } from "./+types/login";

export const handle = { i18n: ["auth", "forms"] } satisfies I18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  return { google: isGoogleConfigured() };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  handleForm(
    request,
    { form: { schema: LoginSchema, hideFields: ["password"] }, honeypot: true },
    async ({ value }, form) => {
      const result = await signIn(value.email, value.password, {
        remember: value.remember === true,
        ip: context?.clientIp ?? null,
        userAgent: request.headers.get("user-agent"),
      });
      // Back in the language the reader signed in with (docs/decisions/023-languages.md).
      const redirectTo = pathInRequestLanguage(request, form.get("redirectTo"), "/dashboard");
      if (result.twoFactorRequired)
        return redirectToTwoFactor(
          { token: result.challengeToken, redirectTo },
          pathInRequestLanguage(request, "/login/2fa"),
        );
      return redirectSignedIn(
        request,
        {
          userId: result.user.id,
          token: result.token,
          expiresAt: result.expiresAt,
          remember: value.remember === true,
        },
        redirectTo,
      );
    },
  );

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaT(matches);
  return [
    { title: t("auth.login.title", { site: SITE.name }) },
    { name: "description", content: t("auth.login.description", { site: SITE.name }) },
  ];
};

export default function Login() {
  const { google } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const redirectTo = safeRedirect(params.get("redirectTo"), "");
  const [form, fields] = useSchemaForm("login", LoginSchema, actionData?.result);
  const t = useT();
  const l = useLocalePath();
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t("auth.login.heading")}</h1>
      <p className="mt-1 text-slate-700">{t("auth.login.welcome", { site: SITE.name })}</p>
      <div className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-6">
        <PageFlash />
        <FormAlert errors={form.errors} />
        <Form method="post" {...getFormProps(form)} noValidate className="relative space-y-4">
          <Honeypot />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <Field
            label={t("auth.field.email")}
            meta={fields.email}
            type="email"
            autoComplete="email"
            required
          />
          <PasswordField
            label={t("auth.field.password")}
            meta={fields.password}
            autoComplete="current-password"
            required
            aside={
              <Link
                to={l(href("/:lang?/forgot-password"))}
                className="text-brand-700 text-sm font-semibold hover:underline"
              >
                {t("auth.login.forgot")}
              </Link>
            }
          />
          <CheckboxField label={t("auth.login.remember")} meta={fields.remember} />
          <Button
            size="lg"
            block
            pending={navigation.state === "submitting"}
            pendingText={t("auth.login.pending")}
          >
            {t("auth.login.submit")}
          </Button>
        </Form>
        {google && (
          <ButtonLink
            href={`/auth/google${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`}
            variant="secondary"
            size="lg"
            block
            className="block text-center"
          >
            {t("auth.login.google")}
          </ButtonLink>
        )}
        <p className="text-center text-sm text-slate-700">
          {t("auth.login.newTo", { site: SITE.name })}{" "}
          <Link
            to={l(href("/:lang?/register"))}
            className="text-brand-700 font-semibold hover:underline"
          >
            {t("auth.login.createAccount")}
          </Link>
        </p>
      </div>
      <p className="mt-4 text-center text-xs text-slate-600">
        <Agreement message="auth.login.agree" linkClassName="underline" />
      </p>
    </main>
  );
}

/**
 * `/login/2fa`: the second step of a sign-in when two-factor authentication is on
 * (docs/decisions/012-security-center.md). The challenge from the first step waits in an httpOnly
 * cookie for 5 minutes; the code is the authenticator app's 6 digits or a recovery code. A wrong
 * code keeps the challenge; an expired one goes back to /login with a message. After 30 wrong codes
 * in a day the app's codes are paused for 24 hours and the form says so, pointing to a recovery
 * code (docs/decisions/012-security-center.md). Works without JavaScript.
 */
import { getFormProps } from "@conform-to/react";
import { Form, Link, redirect, useActionData, useNavigation, href } from "react-router";
import { Field } from "~/components/forms";
import { FormAlert } from "~/components/form-parts/alerts";
import { Button } from "~/components/form-parts/button";
import { useSchemaForm } from "~/components/use-schema-form";
import { TwoFactorLoginSchema } from "~/lib/account/auth-schemas";
import { SITE } from "~/lib/format/site";
import { CHALLENGE_EXPIRED, completeTwoFactorSignIn } from "~/models/account/sign-in.server";
import { redirectWithFlash } from "~/request/flash.server";
import { DomainError } from "~/models/shared/errors.server";
import { fieldsOrMessage, handleForm } from "~/request/forms.server";
import { redirectSignedIn, requireAnonymous } from "~/request/session.server";
import { clearChallenge, clientInfo, readChallenge } from "~/request/two-factor-challenge.server";
import type { I18nHandle } from "~/i18n/namespaces";
import { useLocalePath, useT } from "~/i18n/react";
import { pathInRequestLanguage } from "~/request/language.server";
import { metaT } from "./meta";
import type { Route } from "./+types/login-2fa";

export const handle = { i18n: ["auth", "forms"] } satisfies I18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  if (!(await readChallenge(request))) throw redirect(pathInRequestLanguage(request, "/login"));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const challenge = await readChallenge(request);
  const login = pathInRequestLanguage(request, "/login");
  if (!challenge) return redirectWithFlash(login, CHALLENGE_EXPIRED, "error");
  return handleForm(
    request,
    { form: { schema: TwoFactorLoginSchema, hideFields: ["code"], refused: fieldsOrMessage } },
    async ({ value }) => {
      let result;
      try {
        result = await completeTwoFactorSignIn(
          challenge.token,
          value.code,
          clientInfo(request, context),
        );
      } catch (error) {
        // A dead challenge or a suspended account goes back to the sign-in page; a wrong code
        // (on the code field) or a pause (429) stays on the form.
        if (error instanceof DomainError && (error.status === 401 || error.status === 403))
          return redirectWithFlash(login, error.message, "error", {
            headers: { "Set-Cookie": await clearChallenge() },
          });
        throw error;
      }
      const response = await redirectSignedIn(
        request,
        {
          userId: result.user.id,
          token: result.token,
          expiresAt: result.expiresAt,
          remember: result.remember,
        },
        pathInRequestLanguage(request, challenge.redirectTo, "/dashboard"),
      );
      response.headers.append("Set-Cookie", await clearChallenge());
      return response;
    },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("auth.twoFactor.title", { site: SITE.name }) },
];

export default function LoginTwoFactor() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm("login-2fa", TwoFactorLoginSchema, actionData?.result);
  const t = useT();
  const l = useLocalePath();
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t("auth.twoFactor.heading")}</h1>
      <p className="mt-1 text-slate-700">{t("auth.twoFactor.intro", { site: SITE.name })}</p>
      <div className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-6">
        <FormAlert errors={form.errors} />
        <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
          <Field
            label={t("auth.twoFactor.code")}
            meta={fields.code}
            autoComplete="one-time-code"
            inputMode="text"
            hint={t("auth.twoFactor.hint")}
            required
          />
          <Button
            size="lg"
            block
            pending={navigation.state === "submitting"}
            pendingText={t("auth.twoFactor.pending")}
          >
            {t("auth.twoFactor.submit")}
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

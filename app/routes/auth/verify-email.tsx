/**
 * `/verify-email?token=`: the link in the confirmation mail. Opening it only shows a Confirm
 * button; the e-mail is verified when the button posts the token. Mail scanners and link
 * previews that open every link (a GET) cannot confirm on the owner's behalf
 * (docs/decisions/008-security-review.md). Works the same without JavaScript.
 */
import { Form, useActionData, useLoaderData, href } from "react-router";
import { Button, ButtonLink } from "~/components/form-parts/button";
import { SITE } from "~/lib/format/site";
import { verifyEmail } from "~/models/account/registration.server";
import { redirectWithFlash } from "~/request/flash.server";
import { z } from "zod";
import { formErrorsOf } from "~/lib/forms/form-answer";
import { fieldText } from "~/lib/forms/text";
import { DomainError } from "~/models/shared/errors.server";
import { handleForm } from "~/request/forms.server";
import { getUser } from "~/request/session.server";
import type { I18nHandle } from "~/i18n/namespaces";
import { msg } from "~/i18n/messages";
import { useLocalePath, useT } from "~/i18n/react";
import { pathInRequestLanguage } from "~/request/language.server";
import { metaT } from "./meta";
import type { Route } from "./+types/verify-email";

export const handle = { i18n: ["auth"] } satisfies I18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 200);
  return { token };
}

const TokenForm = z.object({ token: fieldText(200) });

export const action = ({ request }: Route.ActionArgs) =>
  handleForm(request, { form: TokenForm }, async ({ value }) => {
    if (!(await verifyEmail(value.token))) throw new DomainError(400, msg("auth.verify.expired"));
    if (await getUser(request))
      return redirectWithFlash(
        pathInRequestLanguage(request, "/dashboard"),
        msg("auth.verify.thanks"),
      );
    return redirectWithFlash(
      pathInRequestLanguage(request, "/login"),
      msg("auth.verify.confirmed"),
    );
  });

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("auth.verify.title", { site: SITE.name }) },
];

export default function VerifyEmail() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const failed = !token || !!formErrorsOf(result);
  const t = useT();
  const l = useLocalePath();
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">
        {failed ? t("auth.link.invalid") : t("auth.verify.heading")}
      </h1>
      <p className="mt-3 text-slate-700">
        {failed ? t("auth.verify.failed") : t("auth.verify.intro", { site: SITE.name })}
      </p>
      {failed ? (
        <ButtonLink to={l(href("/:lang?/login"))} className="mt-6 inline-block">
          {t("auth.login.submit")}
        </ButtonLink>
      ) : (
        <Form method="post" className="mt-6">
          <input type="hidden" name="token" value={token} />
          <Button>{t("auth.confirm")}</Button>
        </Form>
      )}
    </main>
  );
}

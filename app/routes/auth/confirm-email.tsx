/**
 * `/confirm-email?token=`: the link mailed to a new e-mail address. Opening
 * it only shows a Confirm button; the address changes when the button posts the token, so mail
 * scanners that open every link cannot make the change (docs/decisions/008-security-review.md; as
 * /verify-email). Works the same without JavaScript; the user need not be signed in.
 */
import { Form, useActionData, useLoaderData, href } from "react-router";
import { Button, ButtonLink } from "~/components/form-parts/button";
import { SITE } from "~/lib/format/site";
import { confirmEmailChange } from "~/models/account/profile.server";
import { redirectWithFlash } from "~/request/flash.server";
import { z } from "zod";
import { formErrorsOf } from "~/lib/forms/form-answer";
import { fieldText } from "~/lib/forms/text";
import { handleForm } from "~/request/forms.server";
import { getAuth } from "~/request/session.server";
import type { I18nHandle } from "~/i18n/namespaces";
import { msg } from "~/i18n/messages";
import { useLocalePath, useMessageText, useT } from "~/i18n/react";
import { pathInRequestLanguage } from "~/request/language.server";
import { metaT } from "./meta";
import type { Route } from "./+types/confirm-email";

export const handle = { i18n: ["auth"] } satisfies I18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 200);
  return { token };
}

const TokenForm = z.object({ token: fieldText(200) });

export const action = ({ request, context }: Route.ActionArgs) =>
  handleForm(request, { form: TokenForm }, async ({ value }) => {
    const auth = await getAuth(request);
    const result = await confirmEmailChange(value.token, {
      ip: context?.clientIp ?? null,
      userAgent: request.headers.get("user-agent"),
      sessionId: auth?.sessionId ?? null,
    });
    const email = { email: result.email };
    if (auth?.user.id === result.userId)
      return redirectWithFlash(
        pathInRequestLanguage(request, "/profile"),
        msg("auth.confirmEmail.changed", email),
      );
    return redirectWithFlash(
      pathInRequestLanguage(request, "/login"),
      msg("auth.confirmEmail.changedSignIn", email),
    );
  });

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("auth.confirmEmail.title", { site: SITE.name }) },
  { name: "robots", content: "noindex" },
];

export default function ConfirmEmail() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const refusal = formErrorsOf(result)?.[0];
  const failed = !token || !!refusal;
  const t = useT();
  const text = useMessageText();
  const l = useLocalePath();
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">
        {failed ? t("auth.link.invalid") : t("auth.confirmEmail.heading")}
      </h1>
      <p className="mt-3 text-slate-700">
        {failed
          ? refusal
            ? text(refusal)
            : t("auth.confirmEmail.failed")
          : t("auth.confirmEmail.intro", { site: SITE.name })}
      </p>
      {failed ? (
        <ButtonLink to={l(href("/:lang?/profile"))} className="mt-6 inline-block">
          {t("auth.confirmEmail.toProfile")}
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

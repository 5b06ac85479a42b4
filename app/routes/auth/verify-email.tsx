/**
 * `/verify-email?token=`: the link in the confirmation mail. Opening it only shows a Confirm
 * button; the e-mail is verified when the button posts the token. Mail scanners and link
 * previews that open every link (a GET) cannot confirm on the owner's behalf
 * (docs/decisions/008-security-review.md). Works the same without JavaScript.
 */
import { Form, useActionData, useLoaderData } from "react-router";
import { Button, ButtonLink } from "~/components/form-parts/button";
import { SITE } from "~/lib/site";
import { verifyEmail } from "~/models/account/registration.server";
import { redirectWithFlash } from "~/request/flash.server";
import { z } from "zod";
import { formErrorsOf } from "~/lib/form-answer";
import { fieldText } from "~/lib/text";
import { DomainError } from "~/models/shared/errors.server";
import { handleForm } from "~/request/forms.server";
import { getUser } from "~/request/session.server";
import type { Route } from "./+types/verify-email";

export async function loader({ request }: Route.LoaderArgs) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 200);
  return { token };
}

const TokenForm = z.object({ token: fieldText(200) });

export const action = ({ request }: Route.ActionArgs) =>
  handleForm(request, { form: TokenForm }, async ({ value }) => {
    if (!(await verifyEmail(value.token)))
      throw new DomainError(400, "This confirmation link has expired or was already used.");
    if (await getUser(request))
      return redirectWithFlash("/dashboard", "Thank you. Your e-mail address is verified.");
    return redirectWithFlash("/login", "Your e-mail address is confirmed. Sign in to continue.");
  });

export const meta: Route.MetaFunction = () => [{ title: `Confirm your e-mail | ${SITE.name}` }];

export default function VerifyEmail() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const failed = !token || !!formErrorsOf(result);
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">
        {failed ? "This link is not valid" : "Confirm your e-mail address"}
      </h1>
      <p className="mt-3 text-slate-700">
        {failed
          ? "The confirmation link has expired or was already used. Sign in and ask for a new one from your dashboard."
          : `Press Confirm to finish setting up your ${SITE.name} account.`}
      </p>
      {failed ? (
        <ButtonLink to="/login" className="mt-6 inline-block">
          Sign in
        </ButtonLink>
      ) : (
        <Form method="post" className="mt-6">
          <input type="hidden" name="token" value={token} />
          <Button>Confirm</Button>
        </Form>
      )}
    </main>
  );
}

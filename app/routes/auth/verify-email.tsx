/**
 * `/verify-email?token=`: the link in the confirmation mail. Opening it only shows a Confirm
 * button; the e-mail is verified when the button posts the token. Mail scanners and link
 * previews that open every link (a GET) cannot confirm on the owner's behalf
 * (docs/decisions/008-security-review.md). Works the same without JavaScript.
 */
import { data, Form, useActionData, useLoaderData } from "react-router";
import { Button, ButtonLink } from "~/components/form-parts/button";
import { SITE } from "~/lib/site";
import { verifyEmail } from "~/models/account/registration.server";
import { redirectWithFlash } from "~/request/flash.server";
import { formText, readForm } from "~/request/forms.server";
import { getUser } from "~/request/session.server";
import type { Route } from "./+types/verify-email";

export async function loader({ request }: Route.LoaderArgs) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 200);
  return { token };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const ok = await verifyEmail(formText(form, "token", 200));
  if (!ok) return data({ ok: false }, { status: 400 });
  if (await getUser(request))
    return redirectWithFlash("/dashboard", "Thank you. Your e-mail address is verified.");
  return redirectWithFlash("/login", "Your e-mail address is confirmed. Sign in to continue.");
}

export const meta: Route.MetaFunction = () => [{ title: `Confirm your e-mail | ${SITE.name}` }];

export default function VerifyEmail() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const failed = !token || result?.ok === false;
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

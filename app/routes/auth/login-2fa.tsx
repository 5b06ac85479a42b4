/**
 * `/login/2fa`: the second step of a sign-in when two-factor authentication is on
 * (docs/decisions/012-security-center.md). The challenge from the first step waits in an httpOnly
 * cookie for 5 minutes; the code is the authenticator app's 6 digits or a recovery code. A wrong
 * code keeps the challenge; an expired one goes back to /login with a message. After 30 wrong codes
 * in a day the app's codes are paused for 24 hours and the form says so, pointing to a recovery
 * code (docs/decisions/012-security-center.md). Works without JavaScript.
 */
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { Field } from "~/components/forms";
import { FormAlert } from "~/components/form-parts/alerts";
import { Button } from "~/components/form-parts/button";
import { useSchemaForm } from "~/components/use-schema-form";
import { TwoFactorLoginSchema } from "~/lib/auth-schemas";
import { SITE } from "~/lib/site";
import { CHALLENGE_EXPIRED, completeTwoFactorSignIn } from "~/models/account/sign-in.server";
import { redirectWithFlash } from "~/request/flash.server";
import { readForm } from "~/request/forms.server";
import { redirectSignedIn, requireAnonymous } from "~/request/session.server";
import { clearChallenge, clientInfo, readChallenge } from "~/request/two-factor-challenge.server";
import type { Route } from "./+types/login-2fa";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  if (!(await readChallenge(request))) throw redirect("/login");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const challenge = await readChallenge(request);
  if (!challenge) return redirectWithFlash("/login", CHALLENGE_EXPIRED, "error");
  const submission = parseWithZod(await readForm(request), { schema: TwoFactorLoginSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: ["code"] }) }, { status: 400 });
  const result = await completeTwoFactorSignIn(
    challenge.token,
    submission.value.code,
    clientInfo(request, context),
  );
  if (!result.ok) {
    if (result.status === 401 || result.status === 403)
      return redirectWithFlash("/login", result.message, "error", {
        headers: { "Set-Cookie": await clearChallenge() },
      });
    return data(
      {
        result: submission.reply({
          fieldErrors: result.status === 400 ? { code: [result.message] } : {},
          formErrors: result.status === 400 ? [] : [result.message],
          hideFields: ["code"],
        }),
      },
      { status: result.status },
    );
  }
  const response = await redirectSignedIn(
    request,
    {
      userId: result.user.id,
      token: result.token,
      expiresAt: result.expiresAt,
      remember: result.remember,
    },
    challenge.redirectTo,
  );
  response.headers.append("Set-Cookie", await clearChallenge());
  return response;
}

export const meta: Route.MetaFunction = () => [
  { title: `Two-factor authentication | ${SITE.name}` },
];

export default function LoginTwoFactor() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm("login-2fa", TwoFactorLoginSchema, actionData?.result);
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">Two-factor authentication</h1>
      <p className="mt-1 text-slate-700">
        Open your authenticator app and enter the 6-digit code for {SITE.name}.
      </p>
      <div className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-6">
        <FormAlert errors={form.errors} />
        <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
          <Field
            label="Authentication code"
            meta={fields.code}
            autoComplete="one-time-code"
            inputMode="text"
            hint="Lost your phone? Enter one of your recovery codes instead."
            required
          />
          <Button
            size="lg"
            block
            pending={navigation.state === "submitting"}
            pendingText="Checking..."
          >
            Verify and sign in
          </Button>
        </Form>
        <p className="text-center text-sm">
          <Link to="/login" className="text-brand-700 font-semibold hover:underline">
            Back to sign in
          </Link>
        </p>
      </div>
    </main>
  );
}

/**
 * Reset password from the mailed link (`?token=`): sets a new password (8+ characters) and
 * ends every session of the account, then sends the user to sign in.
 */
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { PasswordField } from "~/components/forms";
import { FormAlert } from "~/components/form-parts/alerts";
import { Button } from "~/components/form-parts/button";
import { DomainError } from "~/models/shared/errors.server";
import { redirectWithFlash } from "~/request/flash.server";
import { readForm } from "~/request/forms.server";
import { ResetPasswordSchema } from "~/lib/auth-schemas";
import { useSchemaForm } from "~/components/use-schema-form";
import { SITE } from "~/lib/site";
import { resetPassword } from "~/models/account/passwords.server";
import type { Route } from "./+types/reset-password";

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: ResetPasswordSchema });
  const hide = ["password", "confirmPassword"];
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: hide }) }, { status: 400 });
  let r;
  try {
    r = await resetPassword(
      submission.value.token,
      submission.value.password,
      context?.clientIp ?? null,
    );
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data(
      {
        result: submission.reply({
          fieldErrors: error.fields ?? {},
          formErrors: error.fields ? [] : [error.message],
          hideFields: hide,
        }),
      },
      { status: error.status },
    );
  }
  if (!r.ok) {
    return data(
      {
        result: submission.reply({
          formErrors: ["This reset link has expired or was already used. Ask for a new one."],
          hideFields: hide,
        }),
      },
      { status: 400 },
    );
  }
  return redirectWithFlash(
    "/login",
    "Your password has been changed. Sign in with your new password.",
  );
}

export const meta: Route.MetaFunction = () => [{ title: `Choose a new password | ${SITE.name}` }];

export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm("reset", ResetPasswordSchema, actionData?.result);
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">Choose a new password</h1>
      <div className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-6">
        {!token && <FormAlert errors={["This page needs the link from your reset e-mail."]} />}
        <FormAlert errors={form.errors} />
        {form.errors?.length ? (
          <p className="text-sm">
            <Link to="/forgot-password" className="text-brand-700 font-semibold underline">
              Send me a new link
            </Link>
          </p>
        ) : null}
        <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
          <input type="hidden" name="token" value={token} />
          <PasswordField label="New password" meta={fields.password} autoComplete="new-password" />
          <PasswordField
            label="Confirm new password"
            meta={fields.confirmPassword}
            autoComplete="new-password"
          />
          <Button size="lg" block pending={navigation.state === "submitting"}>
            Change password
          </Button>
        </Form>
      </div>
    </main>
  );
}

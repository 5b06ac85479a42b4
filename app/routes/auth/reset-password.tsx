/**
 * Reset password from the mailed link (`?token=`): sets a new password (8+ characters) and
 * ends every session of the account, then sends the user to sign in.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { ErrorList, FormAlert, PasswordInput } from "~/components/forms";
import { ResetPasswordSchema } from "~/lib/auth-schemas";
import { SITE } from "~/lib/site";
import { resetPassword } from "~/models/account.server";
import { hitLimit, LIMITS } from "~/models/rate-limit.server";
import type { Route } from "./+types/reset-password";

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ResetPasswordSchema });
  const hide = ["password", "confirmPassword"];
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: hide }) }, { status: 400 });
  const limit = await hitLimit(
    `reset-submit:ip:${context?.clientIp ?? "unknown"}`,
    LIMITS.passwordResetPerIp,
  );
  if (!limit.ok) {
    return data(
      {
        result: submission.reply({
          formErrors: ["Too many attempts. Please try again later."],
          hideFields: hide,
        }),
      },
      { status: 429 },
    );
  }
  const r = await resetPassword(submission.value.token, submission.value.password);
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
  return redirect("/login?reset=1");
}

export const meta: Route.MetaFunction = () => [{ title: `Choose a new password | ${SITE.name}` }];

export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "reset",
    lastResult: navigation.state === "idle" ? actionData?.result : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetPasswordSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
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
          <div>
            <label htmlFor={fields.password.id} className="block text-sm font-semibold">
              New password
            </label>
            <PasswordInput
              {...getInputProps(fields.password, { type: "password" })}
              id={fields.password.id}
              autoComplete="new-password"
            />
            <ErrorList id={fields.password.errorId} errors={fields.password.errors} />
          </div>
          <div>
            <label htmlFor={fields.confirmPassword.id} className="block text-sm font-semibold">
              Confirm new password
            </label>
            <PasswordInput
              {...getInputProps(fields.confirmPassword, { type: "password" })}
              id={fields.confirmPassword.id}
              autoComplete="new-password"
            />
            <ErrorList id={fields.confirmPassword.errorId} errors={fields.confirmPassword.errors} />
          </div>
          <button
            type="submit"
            className="bg-brand-600 hover:bg-brand-700 w-full rounded-md px-4 py-2.5 font-semibold text-white"
          >
            Change password
          </button>
        </Form>
      </div>
    </main>
  );
}

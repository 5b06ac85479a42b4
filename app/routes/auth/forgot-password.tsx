/**
 * Forgot password: always answers the same message whether or not the e-mail has an account,
 * and mails a single-use reset link valid for 1 hour (models/account/passwords.server.ts).
 */
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { Field } from "~/components/forms";
import { FormAlert, Honeypot } from "~/components/form-parts/alerts";
import { Button } from "~/components/form-parts/button";
import { readForm } from "~/request/forms.server";
import { FORGOT_SENT, ForgotPasswordSchema } from "~/lib/auth-schemas";
import { isBot } from "~/lib/honeypot";
import { useSchemaForm } from "~/components/use-schema-form";
import { SITE } from "~/lib/site";
import { requestPasswordReset } from "~/models/account/passwords.server";
import type { Route } from "./+types/forgot-password";

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  if (isBot(formData)) return data({ result: null, sent: false }, { status: 400 });
  const submission = parseWithZod(formData, { schema: ForgotPasswordSchema });
  if (submission.status !== "success")
    return data({ result: submission.reply(), sent: false }, { status: 400 });
  const r = await requestPasswordReset(submission.value.email, context?.clientIp ?? null);
  if (!r.ok)
    return data(
      { result: submission.reply({ formErrors: [r.message] }), sent: false },
      { status: 429 },
    );
  return { result: submission.reply({ resetForm: true }), sent: true };
}

export const meta: Route.MetaFunction = () => [{ title: `Forgot your password? | ${SITE.name}` }];

export default function ForgotPassword() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm("forgot", ForgotPasswordSchema, actionData?.result);
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">Forgot your password?</h1>
      <p className="mt-1 text-slate-700">
        Enter your e-mail and we will send you a link to choose a new password.
      </p>
      <div className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-6">
        {actionData?.sent && <FormAlert tone="success" errors={[FORGOT_SENT]} />}
        <FormAlert errors={form.errors} />
        <Form method="post" {...getFormProps(form)} noValidate className="relative space-y-4">
          <Honeypot />
          <Field label="E-mail" meta={fields.email} type="email" autoComplete="email" required />
          <Button size="lg" block pending={navigation.state === "submitting"}>
            Send reset link
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

/**
 * Registration (public-pages.md, Registration): account type, names, e-mail, Nigerian phone
 * (stored E.164), location, password and confirmation with show/hide, required terms. On
 * success the account is created, a verification e-mail is sent and the browser goes to
 * /login with a success message. Typed values stay after an error (never the passwords).
 */
import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
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
import { ErrorList, FormAlert, Honeypot, inputClass, PasswordInput } from "~/components/forms";
import { ACCOUNT_TYPES, REGISTRATION_LOCATIONS, RegisterSchema } from "~/lib/auth-schemas";
import { isGoogleConfigured } from "~/request/authenticator.server";
import { isBot } from "~/lib/honeypot";
import { appOrigin } from "~/services/mail.server";
import { requireAnonymous } from "~/request/session.server";
import { SITE } from "~/lib/site";
import { registerAccount } from "~/models/account.server";
import { EmailTakenError } from "~/models/auth.server";
import { hitLimit, LIMITS, waitText } from "~/models/rate-limit.server";
import type { Route } from "./+types/register";

const HIDE = ["password", "confirmPassword"];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  return { google: isGoogleConfigured() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  if (isBot(formData)) return data({ result: null }, { status: 400 });
  const submission = parseWithZod(formData, { schema: RegisterSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: HIDE }) }, { status: 400 });
  }
  const limit = await hitLimit(
    `register:ip:${context?.clientIp ?? "unknown"}`,
    LIMITS.registerPerIp,
  );
  if (!limit.ok) {
    return data(
      {
        result: submission.reply({
          formErrors: [
            `Too many sign-ups from your network. Please wait ${waitText(limit.retryAfterSeconds)} and try again.`,
          ],
          hideFields: HIDE,
        }),
      },
      { status: 429 },
    );
  }
  try {
    await registerAccount(submission.value, appOrigin(request));
  } catch (error) {
    if (error instanceof EmailTakenError) {
      return data(
        { result: submission.reply({ fieldErrors: { email: [error.message] }, hideFields: HIDE }) },
        { status: 409 },
      );
    }
    console.error(error);
    return data(
      {
        result: submission.reply({
          formErrors: ["Registration failed. Please try again."],
          hideFields: HIDE,
        }),
      },
      { status: 500 },
    );
  }
  return redirect("/login?registered=1");
}

export const meta: Route.MetaFunction = () => [
  { title: `Create an account | ${SITE.name}` },
  { name: "description", content: `Join ${SITE.name} to buy or sell cars anywhere in Nigeria.` },
];

export default function Register() {
  const { google } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "register",
    lastResult: navigation.state === "idle" ? actionData?.result : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegisterSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const text = (
    name: "firstName" | "lastName" | "email" | "phone",
    label: string,
    type: "text" | "email" | "tel",
    extra = {},
  ) => (
    <div>
      <label htmlFor={fields[name].id} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        {...getInputProps(fields[name], { type })}
        className={inputClass}
        aria-required="true"
        {...extra}
      />
      <ErrorList id={fields[name].errorId} errors={fields[name].errors} />
    </div>
  );
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold">Create your account</h1>
      <p className="mt-1 text-slate-700">Buy and sell cars with people across Nigeria.</p>
      <div className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-6">
        <FormAlert errors={form.errors} />
        <Form method="post" {...getFormProps(form)} noValidate className="relative space-y-4">
          <Honeypot />
          <div>
            <label htmlFor={fields.accountType.id} className="block text-sm font-semibold">
              I want to
            </label>
            <select
              {...getSelectProps(fields.accountType)}
              className={inputClass}
              aria-required="true"
            >
              <option value="">Choose...</option>
              {ACCOUNT_TYPES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
            <ErrorList id={fields.accountType.errorId} errors={fields.accountType.errors} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {text("firstName", "First name", "text", { autoComplete: "given-name" })}
            {text("lastName", "Last name", "text", { autoComplete: "family-name" })}
          </div>
          {text("email", "E-mail", "email", { autoComplete: "email" })}
          {text("phone", "Phone number", "tel", {
            autoComplete: "tel",
            placeholder: "08012345678",
            inputMode: "tel",
          })}
          <div>
            <label htmlFor={fields.location.id} className="block text-sm font-semibold">
              Location
            </label>
            <select
              {...getSelectProps(fields.location)}
              className={inputClass}
              aria-required="true"
            >
              <option value="">Select your state...</option>
              {REGISTRATION_LOCATIONS.map((l) => (
                <option key={l.value} value={l.value}>
                  {l.label}
                </option>
              ))}
            </select>
            <ErrorList id={fields.location.errorId} errors={fields.location.errors} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor={fields.password.id} className="block text-sm font-semibold">
                Password
              </label>
              <PasswordInput
                {...getInputProps(fields.password, { type: "password" })}
                id={fields.password.id}
                autoComplete="new-password"
                aria-required="true"
              />
              <ErrorList id={fields.password.errorId} errors={fields.password.errors} />
            </div>
            <div>
              <label htmlFor={fields.confirmPassword.id} className="block text-sm font-semibold">
                Confirm password
              </label>
              <PasswordInput
                {...getInputProps(fields.confirmPassword, { type: "password" })}
                id={fields.confirmPassword.id}
                autoComplete="new-password"
                aria-required="true"
              />
              <ErrorList
                id={fields.confirmPassword.errorId}
                errors={fields.confirmPassword.errors}
              />
            </div>
          </div>
          <div>
            <label className="flex items-start gap-2 text-sm">
              <input
                {...getInputProps(fields.terms, { type: "checkbox" })}
                className="accent-brand-600 mt-0.5 h-4 w-4"
                aria-required="true"
              />
              <span>
                I agree to the{" "}
                <Link to="/terms" className="text-brand-700 font-semibold underline">
                  Terms of Service
                </Link>{" "}
                and{" "}
                <Link to="/privacy" className="text-brand-700 font-semibold underline">
                  Privacy Policy
                </Link>
              </span>
            </label>
            <ErrorList id={fields.terms.errorId} errors={fields.terms.errors} />
          </div>
          <button
            type="submit"
            disabled={navigation.state === "submitting"}
            className="bg-brand-600 hover:bg-brand-700 w-full rounded-md px-4 py-2.5 font-semibold text-white disabled:opacity-70"
          >
            {navigation.state === "submitting" ? "Creating your account..." : "Create account"}
          </button>
        </Form>
        {google && (
          <a
            href="/auth/google"
            className="block w-full rounded-md border border-slate-300 px-4 py-2.5 text-center font-semibold hover:bg-slate-50"
          >
            Sign up with Google
          </a>
        )}
        <p className="text-center text-sm text-slate-700">
          Already have an account?{" "}
          <Link to="/login" className="text-brand-700 font-semibold hover:underline">
            Sign in
          </Link>
        </p>
      </div>
    </main>
  );
}

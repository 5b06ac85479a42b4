/**
 * Sign in (public-pages.md, Login): e-mail, password with show/hide, Remember me (30-day
 * cookie, else a browser-session cookie), the spec's messages; back to `redirectTo` when it is
 * a local path, else /dashboard. Works without JavaScript; Conform validates in place with it.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  useSearchParams,
} from "react-router";
import { FormAlert, Honeypot, inputClass, ErrorList, PasswordInput } from "~/components/forms";
import { LoginSchema, safeRedirect } from "~/lib/auth-schemas";
import { formAuthenticator, isGoogleConfigured } from "~/request/authenticator.server";
import { isBot } from "~/lib/honeypot";
import { redirectSignedIn, requireAnonymous } from "~/request/session.server";
import { SITE } from "~/lib/site";
import type { Route } from "./+types/login";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  const url = new URL(request.url);
  return {
    google: isGoogleConfigured(),
    notice: url.searchParams.get("registered")
      ? "Your account is ready. We sent you an e-mail to confirm your address. Sign in to continue."
      : url.searchParams.get("reset")
        ? "Your password has been changed. Sign in with your new password."
        : url.searchParams.get("verified")
          ? "Your e-mail address is confirmed. Sign in to continue."
          : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.clone().formData();
  if (isBot(form)) return data({ result: null }, { status: 400 });
  const { result, submission } = await formAuthenticator(context?.clientIp ?? null).authenticate(
    "form",
    request,
  );
  if (!result)
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  if (!result.ok) {
    return data(
      { result: submission.reply({ formErrors: [result.message], hideFields: ["password"] }) },
      { status: result.status },
    );
  }
  const remember = submission.status === "success" && submission.value.remember === true;
  return redirectSignedIn(
    request,
    { userId: result.user.id, token: result.token, expiresAt: result.expiresAt, remember },
    safeRedirect(form.get("redirectTo")),
  );
}

export const meta: Route.MetaFunction = () => [
  { title: `Sign in | ${SITE.name}` },
  {
    name: "description",
    content: `Sign in to ${SITE.name} to save cars, message sellers and manage your listings.`,
  },
];

export default function Login() {
  const { google, notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const redirectTo = params.get("redirectTo") ?? "";
  const [form, fields] = useForm({
    id: "login",
    lastResult: navigation.state === "idle" ? actionData?.result : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">Sign in</h1>
      <p className="mt-1 text-slate-700">Welcome back. Sign in to your {SITE.name} account.</p>
      <div className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-6">
        {notice && <FormAlert tone="success" errors={[notice]} />}
        <FormAlert errors={form.errors} />
        <Form method="post" {...getFormProps(form)} noValidate className="relative space-y-4">
          <Honeypot />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <div>
            <label htmlFor={fields.email.id} className="block text-sm font-semibold">
              E-mail
            </label>
            <input
              {...getInputProps(fields.email, { type: "email" })}
              autoComplete="email"
              className={inputClass}
              aria-required="true"
            />
            <ErrorList id={fields.email.errorId} errors={fields.email.errors} />
          </div>
          <div>
            <div className="flex items-center justify-between">
              <label htmlFor={fields.password.id} className="block text-sm font-semibold">
                Password
              </label>
              <Link
                to="/forgot-password"
                className="text-brand-700 text-sm font-semibold hover:underline"
              >
                Forgot password?
              </Link>
            </div>
            <PasswordInput
              {...getInputProps(fields.password, { type: "password" })}
              id={fields.password.id}
              autoComplete="current-password"
              aria-required="true"
            />
            <ErrorList id={fields.password.errorId} errors={fields.password.errors} />
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input
              {...getInputProps(fields.remember, { type: "checkbox" })}
              className="accent-brand-600 h-4 w-4"
            />
            Remember me for 30 days
          </label>
          <button
            type="submit"
            disabled={navigation.state === "submitting"}
            className="bg-brand-600 hover:bg-brand-700 w-full rounded-md px-4 py-2.5 font-semibold text-white disabled:opacity-70"
          >
            {navigation.state === "submitting" ? "Signing in..." : "Sign in"}
          </button>
        </Form>
        {google && (
          <a
            href={`/auth/google${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`}
            className="block w-full rounded-md border border-slate-300 px-4 py-2.5 text-center font-semibold hover:bg-slate-50"
          >
            Continue with Google
          </a>
        )}
        <p className="text-center text-sm text-slate-700">
          New to {SITE.name}?{" "}
          <Link to="/register" className="text-brand-700 font-semibold hover:underline">
            Create an account
          </Link>
        </p>
      </div>
      <p className="mt-4 text-center text-xs text-slate-600">
        By signing in you agree to our{" "}
        <Link to="/terms" className="underline">
          Terms of Service
        </Link>{" "}
        and{" "}
        <Link to="/privacy" className="underline">
          Privacy Policy
        </Link>
        .
      </p>
    </main>
  );
}

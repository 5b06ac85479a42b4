/**
 * Registration (docs/product.md#sign-in-and-registration): account type, names, e-mail, Nigerian
 * phone (stored E.164), location, password and confirmation with show/hide, required terms. On
 * success the browser goes to /login with "Check your e-mail": the account is created and
 * the confirmation link mailed, or, when the address already has an account, its owner is
 * mailed instead; the answer is the same, so the form does not tell who has an account
 * (docs/decisions/008-security-review.md). Typed values stay after an error (never the
 * passwords).
 */
import { getFormProps } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { CheckboxField, Field, PasswordField, SelectField } from "~/components/forms";
import { FormAlert, Honeypot } from "~/components/form-parts/alerts";
import { Button, ButtonLink } from "~/components/form-parts/button";
import { ACCOUNT_TYPES, REGISTRATION_LOCATIONS, RegisterSchema } from "~/lib/auth-schemas";
import { isGoogleConfigured } from "~/request/authenticator.server";
import { requireAnonymous } from "~/request/session.server";
import { useSchemaForm } from "~/components/use-schema-form";
import { SITE } from "~/lib/site";
import { registerAccount, signUpSent } from "~/models/account/registration.server";
import { redirectWithFlash } from "~/request/flash.server";
import { fieldsOrMessage, handleForm } from "~/request/forms.server";
import type { Route } from "./+types/register";

const HIDE = ["password", "confirmPassword"];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  return { google: isGoogleConfigured() };
}

export const action = ({ request, context }: Route.ActionArgs) =>
  handleForm(
    request,
    {
      form: { schema: RegisterSchema, hideFields: HIDE, refused: fieldsOrMessage },
      honeypot: true,
      fault: "Registration failed. Please try again.",
    },
    async ({ value }) => {
      const sent = await registerAccount(value, context?.clientIp ?? null);
      return redirectWithFlash("/login", signUpSent(sent.email));
    },
  );

export const meta: Route.MetaFunction = () => [
  { title: `Create an account | ${SITE.name}` },
  { name: "description", content: `Join ${SITE.name} to buy or sell cars anywhere in Nigeria.` },
];

export default function Register() {
  const { google } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm("register", RegisterSchema, actionData?.result);
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold">Create your account</h1>
      <p className="mt-1 text-slate-700">Buy and sell cars with people across Nigeria.</p>
      <div className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-6">
        <FormAlert errors={form.errors} />
        <Form method="post" {...getFormProps(form)} noValidate className="relative space-y-4">
          <Honeypot />
          <SelectField
            label="I want to"
            meta={fields.accountType}
            options={ACCOUNT_TYPES}
            placeholder="Choose..."
            required
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="First name" meta={fields.firstName} autoComplete="given-name" required />
            <Field label="Last name" meta={fields.lastName} autoComplete="family-name" required />
          </div>
          <Field label="E-mail" meta={fields.email} type="email" autoComplete="email" required />
          <Field
            label="Phone number"
            meta={fields.phone}
            type="tel"
            autoComplete="tel"
            placeholder="08012345678"
            inputMode="tel"
            required
          />
          <SelectField
            label="Location"
            meta={fields.location}
            options={REGISTRATION_LOCATIONS}
            placeholder="Select your state..."
            required
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <PasswordField
              label="Password"
              meta={fields.password}
              autoComplete="new-password"
              required
            />
            <PasswordField
              label="Confirm password"
              meta={fields.confirmPassword}
              autoComplete="new-password"
              required
            />
          </div>
          <CheckboxField
            meta={fields.terms}
            required
            errors
            className="flex items-start gap-2 text-sm"
            label={
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
            }
          />
          <Button
            size="lg"
            block
            pending={navigation.state === "submitting"}
            pendingText="Creating your account..."
          >
            Create account
          </Button>
        </Form>
        {google && (
          <ButtonLink
            href="/auth/google"
            variant="secondary"
            size="lg"
            block
            className="block text-center"
          >
            Sign up with Google
          </ButtonLink>
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

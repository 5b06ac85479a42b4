/**
 * The signed-in home (spec 2.1). This first version greets the user, shows whether the
 * e-mail is confirmed (with a resend button) and links to saved cars; listings, stats and the
 * other tabs arrive with selling.
 */
import { data, Form, Link, useActionData } from "react-router";
import { FormAlert } from "~/components/forms";
import { appOrigin } from "~/lib/mail.server";
import { requireUser } from "~/lib/session.server";
import { SITE } from "~/lib/site";
import { sendVerificationEmail } from "~/models/account.server";
import { countFavourites } from "~/models/favourite.server";
import { hitLimit } from "~/models/rate-limit.server";
import type { Route } from "./+types/dashboard";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { user, saved: await countFavourites(user.id) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  if (form.get("intent") === "resend-verification" && !user.emailVerified) {
    const limit = await hitLimit(`verify-resend:${user.id}`, { limit: 3, windowMs: 3600_000 });
    if (!limit.ok)
      return data(
        {
          message: "You have asked for several e-mails already. Please try again later.",
          ok: false,
        },
        { status: 429 },
      );
    await sendVerificationEmail(user, appOrigin(request));
    return { message: `We sent a new confirmation link to ${user.email}.`, ok: true };
  }
  return data({ message: "Nothing to do.", ok: false }, { status: 400 });
}

export const meta: Route.MetaFunction = () => [{ title: `Dashboard | ${SITE.name}` }];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { user, saved } = loaderData;
  const result = useActionData<typeof action>();
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">Welcome back, {user.firstName}</h1>
      <p className="mt-1 text-slate-700">
        {user.accountType === "buyer"
          ? "Buyer account"
          : user.accountType === "seller"
            ? "Seller account"
            : "Buyer and seller account"}
        {user.role !== "user" ? ` · Staff (${user.role})` : ""}
      </p>
      <div className="mt-6 space-y-4">
        {result && <FormAlert tone={result.ok ? "success" : "error"} errors={[result.message]} />}
        {!user.emailVerified && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
            <p className="text-amber-950">
              Confirm your e-mail address ({user.email}) to build trust with buyers and sellers.
            </p>
            <Form method="post">
              <input type="hidden" name="intent" value="resend-verification" />
              <button
                type="submit"
                className="rounded-md bg-amber-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-amber-700"
              >
                Resend confirmation e-mail
              </button>
            </Form>
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-3">
          <Link
            to="/favorites"
            className="hover:border-brand-600 rounded-xl border border-slate-200 bg-white p-5"
          >
            <p className="text-sm text-slate-600">Saved Cars</p>
            <p className="text-2xl font-bold">{saved}</p>
          </Link>
          <Link
            to="/browse"
            className="hover:border-brand-600 rounded-xl border border-slate-200 bg-white p-5"
          >
            <p className="text-sm text-slate-600">Find a car</p>
            <p className="font-semibold">Browse cars</p>
          </Link>
          <Link
            to="/sell"
            className="hover:border-brand-600 rounded-xl border border-slate-200 bg-white p-5"
          >
            <p className="text-sm text-slate-600">Selling?</p>
            <p className="font-semibold">Sell your car</p>
          </Link>
        </div>
      </div>
    </main>
  );
}

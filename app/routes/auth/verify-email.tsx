/** `/verify-email?token=`: marks the e-mail verified (single-use, expiring token). */
import { Link, useLoaderData } from "react-router";
import { getUser } from "~/request/session.server";
import { SITE } from "~/lib/site";
import { verifyEmail } from "~/models/account.server";
import type { Route } from "./+types/verify-email";

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const ok = token ? await verifyEmail(token) : false;
  return { ok, signedIn: !!(await getUser(request)) };
}

export const meta: Route.MetaFunction = () => [{ title: `Confirm your e-mail | ${SITE.name}` }];

export default function VerifyEmail() {
  const { ok, signedIn } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">
        {ok ? "Your e-mail is confirmed" : "This link is not valid"}
      </h1>
      <p className="mt-3 text-slate-700">
        {ok
          ? "Thank you. Your e-mail address is verified."
          : "The confirmation link has expired or was already used. Sign in and ask for a new one from your dashboard."}
      </p>
      <Link
        to={signedIn ? "/dashboard" : ok ? "/login?verified=1" : "/login"}
        className="bg-brand-600 hover:bg-brand-700 mt-6 inline-block rounded-md px-4 py-2 font-semibold text-white"
      >
        {signedIn ? "Go to your dashboard" : "Sign in"}
      </Link>
    </main>
  );
}

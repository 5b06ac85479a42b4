/**
 * /newsletter/confirm and /newsletter/unsubscribe, the links of the newsletter mails. Opening
 * a link only shows a button: the change is a POST, so mail scanners that open links cannot
 * confirm or cancel a subscription on their owner's behalf.
 */
import { data, Form } from "react-router";
import { SITE } from "~/lib/site";
import {
  confirmNewsletter,
  newsletterStatus,
  unsubscribeNewsletter,
} from "~/models/site/newsletter.server";
import type { Route } from "./+types/newsletter-link";
import { Button } from "~/components/form-parts/button";
import { readForm } from "~/request/forms.server";

type Step = "confirm" | "unsubscribe";
const stepOf = (request: Request): Step =>
  new URL(request.url).pathname.endsWith("/unsubscribe") ? "unsubscribe" : "confirm";

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const subscriber = await newsletterStatus(token);
  const step = stepOf(request);
  return data(
    {
      step,
      token,
      email: subscriber?.email ?? null,
      status: subscriber?.status ?? null,
      done: false,
    },
    { status: subscriber ? 200 : 404 },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const token = String(form.get("token") ?? "");
  const step = stepOf(request);
  const email =
    step === "confirm" ? await confirmNewsletter(token) : await unsubscribeNewsletter(token);
  return data(
    { step, token, email, status: null, done: email !== null },
    { status: email ? 200 : 400 },
  );
}

export const meta: Route.MetaFunction = ({ data: d }) => [
  {
    title: `${d?.step === "unsubscribe" ? "Leave the newsletter" : "Confirm your subscription"} | ${SITE.name}`,
  },
  { name: "robots", content: "noindex" },
];

export default function NewsletterLink({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData ?? loaderData;
  const leaving = state.step === "unsubscribe";
  let body: React.ReactNode;
  if (actionData && !actionData.done) {
    body = (
      <p role="alert" className="text-red-800">
        {leaving
          ? "This link is not valid."
          : "This link is not valid any more: it may be older than 7 days or replaced by a newer one. Subscribe again from the box at the foot of any page."}
      </p>
    );
  } else if (actionData?.done) {
    body = (
      <p role="status" className="text-emerald-800">
        {leaving
          ? `${actionData.email} has left the ${SITE.name} newsletter. You will not get it any more.`
          : `Thank you: ${actionData.email} will now receive the ${SITE.name} newsletter.`}
      </p>
    );
  } else if (!state.email) {
    body = (
      <p role="alert" className="text-red-800">
        This link is not valid. Check that you opened the whole link from the mail.
      </p>
    );
  } else if (!leaving && state.status === "unsubscribed") {
    body = (
      <p className="text-slate-800">
        {state.email} left the list. Subscribe again from the box at the foot of any page.
      </p>
    );
  } else if (leaving && state.status === "unsubscribed") {
    body = <p className="text-slate-800">{state.email} is not on the list any more.</p>;
  } else {
    body = (
      <Form method="post" className="space-y-4">
        <p className="text-slate-800">
          {leaving
            ? `Stop sending the ${SITE.name} newsletter to ${state.email}?`
            : `Send the ${SITE.name} newsletter to ${state.email}?`}
        </p>
        <input type="hidden" name="token" value={state.token} />
        <Button size="lg">{leaving ? "Unsubscribe" : "Confirm"}</Button>
      </Form>
    );
  }
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">
        {leaving ? "Leave the newsletter" : "Confirm your subscription"}
      </h1>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6">{body}</div>
    </main>
  );
}

/**
 * /newsletter: the footer's e-mail box posts here. Without JavaScript the answer is this page
 * (the message, or the error with the typed address kept); with JavaScript the footer submits
 * through a fetcher and shows the same answer in place. Double opt-in: newsletter.server.ts.
 */
import { data, Form, useActionData } from "react-router";
import { ErrorList, FormAlert, Honeypot, inputClass } from "~/components/forms";
import { isBot } from "~/lib/honeypot";
import { appOrigin } from "~/services/mail.server";
import { SUBSCRIBE_SENT, type SubscribeReply } from "~/lib/newsletter";
import { SITE } from "~/lib/site";
import { NewsletterSchema, subscribeToNewsletter } from "~/models/newsletter.server";
import type { Route } from "./+types/newsletter";

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const typed = String(formData.get("email") ?? "").slice(0, 254);
  const reply = (status: number, errors: string[], sent = false) =>
    data<SubscribeReply>({ sent, email: sent ? "" : typed, errors }, { status });
  if (isBot(formData)) return reply(400, ["Your request could not be sent."]);
  const parsed = NewsletterSchema.safeParse({ email: typed });
  if (!parsed.success)
    return reply(
      400,
      parsed.error.issues.map((i) => i.message),
    );
  const r = await subscribeToNewsletter(
    parsed.data.email,
    context?.clientIp ?? null,
    appOrigin(request),
  );
  if (!r.ok) return reply(r.status, [r.message]);
  return reply(200, [], true);
}

export const meta: Route.MetaFunction = () => [
  { title: `Newsletter | ${SITE.name}` },
  {
    name: "description",
    content: `New cars on ${SITE.name} and buying tips for Nigeria, by e-mail. Leave at any time.`,
  },
];

export default function Newsletter() {
  const reply = useActionData<typeof action>();
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{SITE.name} newsletter</h1>
      <p className="mt-1 text-slate-700">
        New cars on {SITE.name} and buying tips for Nigeria, by e-mail. We ask you to confirm your
        address first, and every mail has a link to leave the list.
      </p>
      <div className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-6">
        {reply?.sent && <FormAlert tone="success" errors={[SUBSCRIBE_SENT]} />}
        <Form method="post" noValidate className="relative space-y-4">
          <Honeypot />
          <div>
            <label htmlFor="newsletter-page-email" className="block text-sm font-semibold">
              E-mail
            </label>
            <input
              id="newsletter-page-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={reply?.email ?? ""}
              aria-invalid={reply?.errors.length ? true : undefined}
              aria-describedby={reply?.errors.length ? "newsletter-page-error" : undefined}
              className={inputClass}
            />
            <ErrorList id="newsletter-page-error" errors={reply?.errors} />
          </div>
          <button
            type="submit"
            className="bg-brand-600 hover:bg-brand-700 w-full rounded-md px-4 py-2.5 font-semibold text-white"
          >
            Subscribe
          </button>
        </Form>
      </div>
    </main>
  );
}

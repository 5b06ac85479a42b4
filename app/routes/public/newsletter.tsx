/**
 * /newsletter: the footer's e-mail box posts here. Without JavaScript the answer is this page
 * (the message, or the error with the typed address kept); with JavaScript the footer submits
 * through a fetcher and shows the same answer in place. Double opt-in: models/site/newsletter.server.ts.
 */
import { data, Form, useActionData } from "react-router";
import { FormAlert, Honeypot } from "~/components/form-parts/alerts";
import { Button } from "~/components/form-parts/button";
import { Field } from "~/components/form-parts/field";
import { readForm } from "~/request/forms.server";
import { isBot } from "~/lib/honeypot";
import { SUBSCRIBE_SENT, type SubscribeReply } from "~/lib/newsletter";
import { SITE } from "~/lib/site";
import { NewsletterSchema, subscribeToNewsletter } from "~/models/site/newsletter.server";
import type { Route } from "./+types/newsletter";

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
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
  const r = await subscribeToNewsletter(parsed.data.email, context?.clientIp ?? null);
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
          <Field
            label="E-mail"
            id="newsletter-page-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={reply?.email ?? ""}
            errors={reply?.errors}
          />
          <Button size="lg" block>
            Subscribe
          </Button>
        </Form>
      </div>
    </main>
  );
}

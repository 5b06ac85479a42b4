/**
 * /newsletter: the footer's e-mail box posts here. Without JavaScript the answer is this page
 * (the message, or the error with the typed address kept); with JavaScript the footer submits
 * through a fetcher and shows the same answer in place. Double opt-in: models/site/newsletter.server.ts.
 */
import { Form, useActionData } from "react-router";
import { z } from "zod";
import { FormAlert, Honeypot } from "~/components/form-parts/alerts";
import { Button } from "~/components/form-parts/button";
import { Field } from "~/components/form-parts/field";
import { typedOf } from "~/lib/forms/form-answer";
import { fieldAsSent } from "~/lib/forms/text";
import { SUBSCRIBE_SENT, subscribeErrors } from "~/lib/site/newsletter";
import { SITE } from "~/lib/format/site";
import { msg } from "~/i18n/messages";
import type { I18nHandle } from "~/i18n/namespaces";
import { metaTranslator, useT, type Viewer } from "~/i18n/react";
import { isLanguage } from "~/i18n/languages";
import { acceptedLanguage, languageCookieChoice } from "~/request/language.server";
import { NewsletterSchema, subscribeToNewsletter } from "~/models/site/newsletter.server";
import { handleForm } from "~/request/forms.server";
import type { Route } from "./+types/newsletter";

/** The address as typed (cut at 254), judged by the newsletter's schema. */
const SubscribeForm = z
  .object({
    email: fieldAsSent.transform((v) => v.slice(0, 254)),
  })
  .pipe(NewsletterSchema);

export const action = ({ request, context, params }: Route.ActionArgs) =>
  handleForm(
    request,
    {
      form: {
        schema: SubscribeForm,
        refused: (e) => ({ fieldErrors: { email: [e.message] } }),
        asSent: true,
      },
      honeypot: msg("common.newsletter.refused"),
    },
    async ({ value }) => {
      // The reader's language (the address's prefix, else the switch's cookie, else the
      // browser's): the newsletter's translation they will get (docs/decisions/024-newsletter.md).
      const language =
        (isLanguage(params.lang) ? params.lang : null) ??
        languageCookieChoice(request.headers.get("cookie")) ??
        acceptedLanguage(request.headers.get("accept-language")) ??
        "en";
      await subscribeToNewsletter(value.email, context?.clientIp ?? null, language);
      return { sent: true };
    },
  );

export const handle = { i18n: ["newsletter"] } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches?.find((m) => m?.id === "root")?.data as { viewer?: Viewer } | undefined;
  const t = metaTranslator(root?.viewer);
  return [
    { title: t("newsletter.page.title", { site: SITE.name }) },
    { name: "description", content: t("newsletter.page.description", { site: SITE.name }) },
  ];
};

export default function Newsletter() {
  const reply = useActionData<typeof action>();
  const t = useT();
  const site = SITE.name;
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t("newsletter.page.heading", { site })}</h1>
      <p className="mt-1 text-slate-700">{t("newsletter.page.intro", { site })}</p>
      <div className="mt-6 space-y-4 rounded-xl border border-slate-200 bg-white p-6">
        {reply?.sent && <FormAlert tone="success" errors={[SUBSCRIBE_SENT]} />}
        <Form method="post" noValidate className="relative space-y-4">
          <Honeypot />
          <Field
            label={t("newsletter.page.email")}
            id="newsletter-page-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={typedOf(reply, "email")}
            errors={subscribeErrors(reply)}
          />
          <Button size="lg" block>
            {t("newsletter.page.subscribe")}
          </Button>
        </Form>
      </div>
    </main>
  );
}

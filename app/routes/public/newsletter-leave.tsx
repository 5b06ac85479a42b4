/**
 * `/newsletter/leave?token=...` (and `/ha/...`, `/yo/...`, `/ig/...`): the one-click unsubscribe
 * link of every newsletter mail (docs/decisions/024-newsletter.md). No sign-in: the signed token
 * names the address. Opening it shows a button (a mail scanner that opens links turns nothing
 * off); the POST, from that button or from the mail client's one-click (RFC 8058:
 * `List-Unsubscribe=One-Click` posted to this same address), turns the account's marketing
 * e-mails off and takes the address off the footer list, and answers 200.
 */
import { data, Form } from "react-router";
import { z } from "zod";
import { Button } from "~/components/form-parts/button";
import { metaTranslator, useT } from "~/i18n/react";
import type { I18nHandle } from "~/i18n/namespaces";
import type { WriteHandle } from "~/request/origin.server";
import { formErrorsOf } from "~/lib/forms/form-answer";
import { SITE } from "~/lib/format/site";
import { fieldAsSent } from "~/lib/forms/text";
import { DomainError } from "~/models/shared/errors.server";
import { optOutOfNewsletter, optOutTarget } from "~/models/site/newsletter.server";
import { handleForm } from "~/request/forms.server";
import type { Route } from "./+types/newsletter-leave";

/** Mail providers post the one-click here from their servers (server/page-guards.ts). */
export const handle = {
  i18n: ["newsletter"],
  oneClickPost: true,
} satisfies I18nHandle & WriteHandle;

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const target = await optOutTarget(token);
  return data(
    { token, email: target?.email ?? null, receiving: target?.receiving ?? false },
    { status: target ? 200 : 404, headers: PRIVATE },
  );
}

export const action = ({ request }: Route.ActionArgs) =>
  handleForm(request, { form: z.object({ token: fieldAsSent }) }, async ({ value }) => {
    const token = value.token || new URL(request.url).searchParams.get("token") || "";
    const email = await optOutOfNewsletter(token);
    if (email === null) throw new DomainError(400, "This link is not valid.");
    return { email };
  });

export const headers: Route.HeadersFunction = () => PRIVATE;

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === "root")?.data as
    { viewer?: Parameters<typeof metaTranslator>[0] } | undefined;
  const t = metaTranslator(root?.viewer);
  return [
    { title: `${t("newsletter.optOut.title")} | ${SITE.name}` },
    { name: "robots", content: "noindex" },
  ];
};

export default function NewsletterLeave({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const site = SITE.name;
  let body: React.ReactNode;
  if (formErrorsOf(actionData) || !loaderData.email) {
    body = (
      <p role="alert" className="text-red-800">
        {t("newsletter.optOut.invalid")}
      </p>
    );
  } else if (actionData?.email) {
    body = (
      <p role="status" className="text-emerald-800">
        {t("newsletter.optOut.done", { email: actionData.email, site })}
      </p>
    );
  } else if (!loaderData.receiving) {
    body = (
      <p className="text-slate-800">
        {t("newsletter.optOut.already", { email: loaderData.email, site })}
      </p>
    );
  } else {
    body = (
      <Form method="post" className="space-y-4">
        <p className="text-slate-800">
          {t("newsletter.optOut.ask", { email: loaderData.email, site })}
        </p>
        <input type="hidden" name="token" value={loaderData.token} />
        <Button size="lg">{t("newsletter.optOut.button")}</Button>
      </Form>
    );
  }
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t("newsletter.optOut.title")}</h1>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6">{body}</div>
    </main>
  );
}

/**
 * `/saved-searches/unsubscribe?token=...`: the one-click unsubscribe link of every saved-search
 * alert mail (docs/product.md#saved-searches). No sign-in: the signed token names the search.
 * Opening it shows a button (a mail scanner that opens links turns nothing off); the POST,
 * from that button or from the mail client's one-click (RFC 8058: `List-Unsubscribe=One-Click`
 * posted to this same URL), sets that search's alerts to off and answers 200.
 */
import { data, Form, href } from "react-router";
import { z } from "zod";
import { Button } from "~/components/form-parts/button";
import { formErrorsOf } from "~/lib/forms/form-answer";
import { SITE } from "~/lib/format/site";
import { fieldAsSent } from "~/lib/forms/text";
import {
  unsubscribeSavedSearch,
  unsubscribeTarget,
} from "~/models/saved/saved-search-alerts.server";
import { DomainError } from "~/models/shared/errors.server";
import { handleForm } from "~/request/forms.server";
import { msg } from "~/i18n/messages";
import type { I18nHandle } from "~/i18n/namespaces";
import type { WriteHandle } from "~/request/origin.server";
import { useLocalePath, useT } from "~/i18n/react";
import { metaT } from "~/routes/auth/meta";
import type { Route } from "./+types/saved-search-unsubscribe";

/**
 * Shown in the reader's language (docs/decisions/023-languages.md); mail providers post the
 * one-click here from their servers (server/page-guards.ts).
 */
export const handle = { i18n: ["searches"], oneClickPost: true } satisfies I18nHandle & WriteHandle;

const PRIVATE = { "Cache-Control": "private, no-store" };

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const search = await unsubscribeTarget(token);
  return data(
    { token, name: search?.name ?? null, off: search?.frequency === "off" },
    { status: search ? 200 : 404, headers: PRIVATE },
  );
}

export const action = ({ request }: Route.ActionArgs) =>
  handleForm(request, { form: z.object({ token: fieldAsSent }) }, async ({ value }) => {
    const token = value.token || new URL(request.url).searchParams.get("token") || "";
    const name = await unsubscribeSavedSearch(token);
    if (name === null) throw new DomainError(400, msg("searches.unsub.invalidShort"));
    return { name };
  });

export const headers: Route.HeadersFunction = () => PRIVATE;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaT(matches)("searches.unsub.title", { site: SITE.name }) },
  { name: "robots", content: "noindex" },
];

export default function SavedSearchUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const l = useLocalePath();
  let body: React.ReactNode;
  if (formErrorsOf(actionData)) {
    body = (
      <p role="alert" className="text-red-800">
        {t("searches.unsub.invalid")}
      </p>
    );
  } else if (actionData?.name) {
    body = (
      <p role="status" className="text-emerald-800">
        {t("searches.unsub.done", { name: actionData.name })}
      </p>
    );
  } else if (!loaderData.name) {
    body = (
      <p role="alert" className="text-red-800">
        {t("searches.unsub.gone")}
      </p>
    );
  } else if (loaderData.off) {
    body = (
      <p className="text-slate-800">{t("searches.unsub.already", { name: loaderData.name })}</p>
    );
  } else {
    body = (
      <Form method="post" className="space-y-4">
        <p className="text-slate-800">{t("searches.unsub.ask", { name: loaderData.name })}</p>
        <input type="hidden" name="token" value={loaderData.token} />
        <Button size="lg">{t("searches.unsub.submit")}</Button>
      </Form>
    );
  }
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">{t("searches.unsub.heading")}</h1>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6">{body}</div>
      <p className="mt-4 text-sm">
        <a
          href={l(href("/:lang?/saved-searches"))}
          className="text-brand-700 font-semibold hover:underline"
        >
          {t("searches.heading")}
        </a>
      </p>
    </main>
  );
}

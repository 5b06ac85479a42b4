/**
 * /newsletter/confirm and /newsletter/unsubscribe, the links of the newsletter mails. Opening
 * a link only shows a button: the change is a POST, so mail scanners that open links cannot
 * confirm or cancel a subscription on their owner's behalf.
 */
import { data, Form } from "react-router";
import { z } from "zod";
import { formErrorsOf } from "~/lib/forms/form-answer";
import { fieldAsSent } from "~/lib/forms/text";
import { SITE } from "~/lib/format/site";
import type { I18nHandle } from "~/i18n/namespaces";
import { metaTranslator, useT, type Viewer } from "~/i18n/react";
import {
  confirmNewsletter,
  newsletterStatus,
  unsubscribeNewsletter,
} from "~/models/site/newsletter.server";
import type { Route } from "./+types/newsletter-link";
import { Button } from "~/components/form-parts/button";
import { DomainError } from "~/models/shared/errors.server";
import { handleForm } from "~/request/forms.server";

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

export const action = ({ request }: Route.ActionArgs) =>
  handleForm(
    request,
    {
      form: z.object({
        token: fieldAsSent,
      }),
    },
    async ({ value: { token } }) => {
      const email =
        stepOf(request) === "confirm"
          ? await confirmNewsletter(token)
          : await unsubscribeNewsletter(token);
      if (email === null) throw new DomainError(400, "This link is not valid.");
      return { email };
    },
  );

export const handle = { i18n: ["newsletter"] } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const root = matches?.find((m) => m?.id === "root")?.data as { viewer?: Viewer } | undefined;
  const t = metaTranslator(root?.viewer);
  const title =
    d?.step === "unsubscribe" ? t("newsletter.optOut.title") : t("newsletter.confirm.title");
  return [{ title: `${title} | ${SITE.name}` }, { name: "robots", content: "noindex" }];
};

export default function NewsletterLink({ loaderData, actionData }: Route.ComponentProps) {
  const state = loaderData;
  const t = useT();
  const site = SITE.name;
  const leaving = state.step === "unsubscribe";
  let body: React.ReactNode;
  if (formErrorsOf(actionData)) {
    body = (
      <p role="alert" className="text-red-800">
        {leaving ? t("newsletter.leave.invalid") : t("newsletter.confirm.expired")}
      </p>
    );
  } else if (actionData?.email) {
    body = (
      <p role="status" className="text-emerald-800">
        {leaving
          ? t("newsletter.leave.done", { email: actionData.email, site })
          : t("newsletter.confirm.done", { email: actionData.email, site })}
      </p>
    );
  } else if (!state.email) {
    body = (
      <p role="alert" className="text-red-800">
        {t("newsletter.optOut.invalid")}
      </p>
    );
  } else if (!leaving && state.status === "unsubscribed") {
    body = <p className="text-slate-800">{t("newsletter.confirm.left", { email: state.email })}</p>;
  } else if (leaving && state.status === "unsubscribed") {
    body = (
      <p className="text-slate-800">{t("newsletter.leave.already", { email: state.email })}</p>
    );
  } else {
    body = (
      <Form method="post" className="space-y-4">
        <p className="text-slate-800">
          {leaving
            ? t("newsletter.optOut.ask", { email: state.email, site })
            : t("newsletter.confirm.ask", { email: state.email, site })}
        </p>
        <input type="hidden" name="token" value={state.token} />
        <Button size="lg">
          {leaving ? t("newsletter.optOut.button") : t("newsletter.confirm.button")}
        </Button>
      </Form>
    );
  }
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">
        {leaving ? t("newsletter.optOut.title") : t("newsletter.confirm.title")}
      </h1>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6">{body}</div>
    </main>
  );
}

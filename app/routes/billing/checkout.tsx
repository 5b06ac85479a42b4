/**
 * `/payment/checkout/{reference}`: the simulated checkout (docs/decisions/010-payments.md). It
 * stands in for Paystack's hosted page when no `PAYSTACK_SECRET_KEY` is set, so the whole money
 * path runs offline and without JavaScript: Pay by card, Pay by bank transfer (pending until "The
 * transfer has arrived"), or Decline. Each choice reaches the models as the event a real
 * webhook would bring (the provider's `settle`, applied like a webhook's event), then the
 * payer returns to the callback's verify as from Paystack (models/billing/webhooks.server.ts).
 *
 * Like Paystack's page it asks for no sign-in: the reference is unguessable. It never collects
 * card details (there are none to collect), and it is a 404 whenever a real key is set. Its words
 * are the `billing` catalogue's `co.*`, the payment named in the page's language
 * (docs/decisions/023-languages.md).
 */
import { data, Form, redirect, useLoaderData, useNavigation } from "react-router";
import { IntentButton } from "~/components/form-parts/intent";
import { NotFoundOrFailedBoundary } from "~/components/screen-boundary";
import { paymentName } from "~/components/billing/plan-text";
import type { I18nHandle } from "~/i18n/namespaces";
import { metaTranslator, useFormat, useT, type Viewer } from "~/i18n/react";
import { CHECKOUT_INTENTS, type CheckoutIntent } from "~/lib/forms/intents";
import { SITE } from "~/lib/format/site";
import { settleSimulatedCheckout, simulatedCheckout } from "~/models/billing/webhooks.server";
import { eachIntent, handleForm, NoFields } from "~/request/forms.server";
import { ErrorPage } from "~/components/error-boundary";
import type { Route } from "./+types/checkout";

export const handle = { i18n: ["billing"] } satisfies I18nHandle;

export async function loader({ params }: Route.LoaderArgs) {
  const checkout = await simulatedCheckout(params.reference);
  if (!checkout) throw data("Checkout not found", { status: 404 });
  const [name, domain] = checkout.email.split("@");
  return { ...checkout, email: `${name!.slice(0, 2)}•••@${domain}` };
}

export const action = ({ request, params }: Route.ActionArgs) =>
  handleForm(request, { intents: eachIntent(CHECKOUT_INTENTS, NoFields) }, async ({ intent }) => {
    if (!(await simulatedCheckout(params.reference)))
      throw data("Checkout not found", { status: 404 });
    return redirect(await settleSimulatedCheckout(params.reference, intent));
  });

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === "root")?.data as { viewer?: Viewer } | undefined;
  return [
    { title: metaTranslator(root?.viewer)("billing.co.title", { site: SITE.name }) },
    { name: "robots", content: "noindex" },
  ];
};

export default function SimulatedCheckout() {
  const c = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  const t = useT();
  const f = useFormat();
  const back = t("billing.co.back", { site: SITE.name });
  const card = c.channels.includes("card");
  const transfer = c.channels.includes("bank_transfer");
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <p className="rounded-md bg-amber-100 px-3 py-2 text-sm text-amber-950" role="note">
        {t("billing.co.note")}
      </p>
      <section className="mt-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-xl font-bold">{t("billing.co.pay", { site: SITE.name })}</h1>
        <p className="mt-1 text-slate-700">
          {c.item ? paymentName(t, c.item) : t("billing.name.fallback", { site: SITE.name })}
        </p>
        <p className="mt-3 text-3xl font-bold">{f.naira(c.amount)}</p>
        <p className="text-sm text-slate-600">
          {c.email} · {t("billing.cb.reference", { reference: c.reference })}
        </p>
        {c.status === "ongoing" ? (
          <Form method="post" className="mt-6 grid gap-3">
            {card && (
              <IntentButton<CheckoutIntent> value="card" size="lg" block disabled={busy}>
                {t("billing.co.card")}
              </IntentButton>
            )}
            {transfer && (
              <IntentButton<CheckoutIntent> value="transfer" size="lg" block disabled={busy}>
                {t("billing.co.transfer")}
              </IntentButton>
            )}
            {!card && !transfer && (
              <IntentButton<CheckoutIntent> value="card" size="lg" block disabled={busy}>
                {t("billing.co.ussd")}
              </IntentButton>
            )}
            <IntentButton<CheckoutIntent>
              value="decline"
              variant="danger"
              size="lg"
              block
              disabled={busy}
            >
              {t("billing.co.decline")}
            </IntentButton>
          </Form>
        ) : c.status === "pending" ? (
          <div className="mt-6 space-y-3">
            <p role="status">{t("billing.co.waiting", { amount: f.naira(c.amount) })}</p>
            <Form method="post">
              <IntentButton<CheckoutIntent> value="transfer-arrived" block disabled={busy}>
                {t("billing.co.arrived")}
              </IntentButton>
            </Form>
            <a href={c.callbackUrl} className="text-brand-700 block font-semibold underline">
              {back}
            </a>
          </div>
        ) : (
          <p className="mt-6">
            {t("billing.co.done", { status: c.status === "success" ? "success" : "closed" })}{" "}
            <a href={c.callbackUrl} className="text-brand-700 font-semibold underline">
              {back}
            </a>
          </p>
        )}
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return (
    <NotFoundOrFailedBoundary
      page={(notFound) => (
        <ErrorPage title={notFound ? t("billing.co.notFound") : t("billing.pay.failed")}>
          {notFound ? t("billing.co.notFoundHint") : t("billing.cb.reload")}
        </ErrorPage>
      )}
    />
  );
}

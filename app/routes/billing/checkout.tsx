/**
 * `/payment/checkout/{reference}`: the simulated checkout (docs/decisions/010-payments.md). It
 * stands in for Paystack's hosted page when no `PAYSTACK_SECRET_KEY` is set, so the whole money
 * path runs offline and without JavaScript: Pay by card, Pay by bank transfer (pending until "The
 * transfer has arrived"), or Decline. Each choice reaches the models as the event a real
 * webhook would bring (the provider's `settle`, applied like a webhook's event), then the
 * payer returns to the callback's verify as from Paystack (models/billing/webhooks.server.ts).
 *
 * Like Paystack's page it asks for no sign-in: the reference is unguessable. It never collects
 * card details (there are none to collect), and it is a 404 whenever a real key is set.
 */
import { data, Form, redirect, useLoaderData, useNavigation } from "react-router";
import { IntentButton } from "~/components/form-parts/intent";
import { NotFoundOrFailedBoundary } from "~/components/screen-boundary";
import { formatNaira } from "~/lib/format";
import { CHECKOUT_INTENTS, type CheckoutIntent } from "~/lib/intents";
import { SITE } from "~/lib/site";
import { settleSimulatedCheckout, simulatedCheckout } from "~/models/billing/webhooks.server";
import { eachIntent, handleForm, NoFields } from "~/request/forms.server";
import { ErrorPage } from "~/root";
import type { Route } from "./+types/checkout";

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

export const meta: Route.MetaFunction = () => [
  { title: `Test checkout | ${SITE.name}` },
  { name: "robots", content: "noindex" },
];

export default function SimulatedCheckout() {
  const c = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  const card = c.channels.includes("card");
  const transfer = c.channels.includes("bank_transfer");
  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <p className="rounded-md bg-amber-100 px-3 py-2 text-sm text-amber-950" role="note">
        Test checkout: payments are simulated because no Paystack key is set. No money moves.
      </p>
      <section className="mt-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-xl font-bold">Pay {SITE.name}</h1>
        <p className="mt-1 text-slate-700">{c.description}</p>
        <p className="mt-3 text-3xl font-bold">{formatNaira(c.amount)}</p>
        <p className="text-sm text-slate-600">
          {c.email} · Reference {c.reference}
        </p>
        {c.status === "ongoing" ? (
          <Form method="post" className="mt-6 grid gap-3">
            {card && (
              <IntentButton<CheckoutIntent> value="card" size="lg" block disabled={busy}>
                Pay by card
              </IntentButton>
            )}
            {transfer && (
              <IntentButton<CheckoutIntent> value="transfer" size="lg" block disabled={busy}>
                Pay by bank transfer
              </IntentButton>
            )}
            {!card && !transfer && (
              <IntentButton<CheckoutIntent> value="card" size="lg" block disabled={busy}>
                Pay with USSD
              </IntentButton>
            )}
            <IntentButton<CheckoutIntent>
              value="decline"
              variant="danger"
              size="lg"
              block
              disabled={busy}
            >
              Decline
            </IntentButton>
          </Form>
        ) : c.status === "pending" ? (
          <div className="mt-6 space-y-3">
            <p role="status">
              Waiting for your transfer. Send {formatNaira(c.amount)} to the account shown by your
              bank; we confirm it as soon as it arrives.
            </p>
            <Form method="post">
              <IntentButton<CheckoutIntent> value="transfer-arrived" block disabled={busy}>
                The transfer has arrived
              </IntentButton>
            </Form>
            <a href={c.callbackUrl} className="text-brand-700 block font-semibold underline">
              Back to {SITE.name}
            </a>
          </div>
        ) : (
          <p className="mt-6">
            This payment is {c.status === "success" ? "complete" : "closed"}.{" "}
            <a href={c.callbackUrl} className="text-brand-700 font-semibold underline">
              Back to {SITE.name}
            </a>
          </p>
        )}
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundOrFailedBoundary
      page={(notFound) => (
        <ErrorPage title={notFound ? "Checkout not found" : "Failed to load payment information"}>
          {notFound
            ? "This checkout link is not valid, or payments here are handled by Paystack."
            : "Please reload the page in a moment."}
        </ErrorPage>
      )}
    />
  );
}

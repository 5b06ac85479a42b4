/**
 * `/payment/callback?reference=...` (Paystack adds `trxref` and `reference`): where the
 * provider's checkout sends the payer back. The payment is verified with the provider by
 * reference and applied (once, however often this page is loaded; the webhook may have
 * applied it already), then the outcome is shown: completed (what it bought and until when,
 * the receipt), pending (a bank transfer on its way: reload later), failed or abandoned (try
 * again). A saved card's check goes back to the Payment Methods tab.
 *
 * Signed in only; someone else's reference is a 404 (models/billing/payments.server.ts verifyPayment).
 */
import { data, Link, useLoaderData } from "react-router";
import { ButtonLink } from "~/components/form-parts/button";
import { NotFoundOrFailedBoundary } from "~/components/screen-boundary";
import type { PaymentOutcome } from "~/lib/domain-billing";
import { formatDate, formatNaira } from "~/lib/format";
import { SITE } from "~/lib/site";
import { VerifyPaymentSchema } from "~/lib/billing-schema";
import { requireOwnPayment, verifyPayment } from "~/models/billing/payments.server";
import { redirectWithFlash } from "~/request/flash.server";
import { orPageError } from "~/request/page-errors.server";
import { requireUser } from "~/request/session.server";
import { ErrorPage } from "~/root";
import type { Route } from "./+types/callback";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const parsed = VerifyPaymentSchema.safeParse({
    reference: url.searchParams.get("reference") ?? url.searchParams.get("trxref") ?? "",
  });
  if (!parsed.success) throw data("Payment not found", { status: 404 });
  const result = await orPageError(verifyPayment(user.id, parsed.data.reference));
  if (result.purpose === "card_check") {
    return redirectWithFlash(
      "/payment?tab=payment-methods",
      result.detail === "refunded"
        ? "Your card is saved. The check charge has been refunded."
        : result.status === "completed"
          ? "Your card is saved. The check charge will be refunded shortly."
          : result.status === "pending"
            ? "Your card check is still being processed."
            : "The card could not be saved: the check charge did not go through.",
      result.status === "completed" || result.status === "pending" ? "success" : "error",
    );
  }
  const payment = await orPageError(requireOwnPayment(user.id, result.reference));
  return { ...result, paymentId: payment.id };
}

export const meta: Route.MetaFunction = () => [
  { title: `Payment | ${SITE.name}` },
  { name: "robots", content: "noindex" },
];

/** The outcome's heading and the panel's colours. */
const OUTCOMES: Record<PaymentOutcome, { heading: string; className: string }> = {
  completed: { heading: "Payment successful", className: "border-green-200 bg-green-50" },
  pending: { heading: "Payment pending", className: "border-amber-200 bg-amber-50" },
  failed: { heading: "Payment failed", className: "border-red-200 bg-red-50" },
  abandoned: { heading: "Payment not completed", className: "border-red-200 bg-red-50" },
};

export default function PaymentCallback() {
  const p = useLoaderData<typeof loader>();
  const retry =
    p.purpose === "boost" ? `/boost?listing=${p.listingId ?? ""}` : "/payment?tab=plans";
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <section
        className={`rounded-xl border p-6 ${OUTCOMES[p.status].className}`}
        aria-labelledby="payment-outcome"
      >
        <div role="status">
          <h1 id="payment-outcome" className="text-2xl font-bold">
            {OUTCOMES[p.status].heading}
          </h1>
        </div>
        <p className="mt-2">
          {p.description}: {formatNaira(p.amount)}
        </p>
        {p.detail === "refunded" && (
          <p className="mt-2">
            {p.purpose === "boost"
              ? "The listing was no longer live when the payment arrived, so nothing was boosted and the payment has been refunded to you."
              : "A higher plan was already active on your account, so this payment has been refunded to you."}
          </p>
        )}
        {p.status === "completed" && p.detail !== "refunded" && (
          <p className="mt-2">
            {p.purpose === "subscription"
              ? `Your plan is active until ${p.activeUntil ? formatDate(p.activeUntil) : "the end of the period"}. Your new listing and photo limits apply now.`
              : `Your listing is Featured until ${p.activeUntil ? formatDate(p.activeUntil) : "the end of the boost"}.`}
          </p>
        )}
        {p.status === "pending" && (
          <p className="mt-2">
            We have not received this payment yet. A bank transfer can take a few minutes: we e-mail
            you as soon as it arrives, and you can{" "}
            <Link to={`/payment/callback?reference=${p.reference}`} className="underline">
              check again
            </Link>
            . If you left the checkout without paying, you can start again.
          </p>
        )}
        {p.detail === "mismatch" ? (
          <p className="mt-2">
            The provider reported a different amount for this payment, so nothing was granted. Our
            team checks every such payment and refunds any money taken; you can also contact{" "}
            <Link to="/support" className="underline">
              support
            </Link>{" "}
            with the reference below.
          </p>
        ) : (
          (p.status === "failed" || p.status === "abandoned") && (
            <p className="mt-2">
              Nothing was charged. You can try again with another card or method.
            </p>
          )
        )}
        <p className="mt-1 text-sm text-slate-700">Reference {p.reference}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          {p.status === "completed" && (
            <ButtonLink to={`/payment/receipts/${p.paymentId}`}>View receipt</ButtonLink>
          )}
          {p.status === "completed" && p.purpose === "subscription" && (
            <ButtonLink to="/sell" variant="secondary">
              List a car
            </ButtonLink>
          )}
          {p.status === "completed" && p.purpose === "boost" && p.listingId && (
            <ButtonLink to={`/car/${p.listingId}`} variant="secondary">
              See your listing
            </ButtonLink>
          )}
          {p.status !== "completed" && <ButtonLink to={retry}>Try again</ButtonLink>}
          <ButtonLink to="/payment?tab=transactions" variant="secondary">
            Your transactions
          </ButtonLink>
        </div>
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundOrFailedBoundary
      page={(notFound) => (
        <ErrorPage title={notFound ? "Payment not found" : "Failed to load payment information"}>
          {notFound
            ? "We could not find that payment on your account."
            : "Please reload the page in a moment."}
        </ErrorPage>
      )}
    />
  );
}

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
import { data, Link, useLoaderData, href } from "react-router";
import { ButtonLink } from "~/components/form-parts/button";
import { NotFoundOrFailedBoundary } from "~/components/screen-boundary";
import type { PaymentOutcome } from "~/lib/vocabulary/domain-billing";
import type { I18nHandle } from "~/i18n/namespaces";
import { metaTranslator, useFormat, useLocalePath, useT, type Viewer } from "~/i18n/react";
import { SITE } from "~/lib/format/site";
import { VerifyPaymentSchema } from "~/lib/billing/billing-schema";
import { requireOwnPayment, verifyPayment } from "~/models/billing/payments.server";
import { redirectWithFlash } from "~/request/flash.server";
import { pathInRequestLanguage } from "~/request/language.server";
import { msg } from "~/i18n/messages";
import { paymentName } from "~/components/billing/plan-text";
import { orPageError } from "~/request/page-errors.server";
import { requireUser } from "~/request/session.server";
import { ErrorPage } from "~/components/error-boundary";
import type { Route } from "./+types/callback";

export const handle = { i18n: ["billing"] } satisfies I18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const parsed = VerifyPaymentSchema.safeParse({
    reference: url.searchParams.get("reference") ?? url.searchParams.get("trxref") ?? "",
  });
  if (!parsed.success) throw data("Payment not found", { status: 404 });
  const result = await orPageError(request, verifyPayment(user.id, parsed.data.reference));
  if (result.purpose === "card_check") {
    return redirectWithFlash(
      pathInRequestLanguage(request, "/payment?tab=payment-methods"),
      msg(
        result.detail === "refunded"
          ? "billing.flash.cardSavedRefunded"
          : result.status === "completed"
            ? "billing.flash.cardSaved"
            : result.status === "pending"
              ? "billing.flash.cardChecking"
              : "billing.flash.cardFailed",
      ),
      result.status === "completed" || result.status === "pending" ? "success" : "error",
    );
  }
  const payment = await orPageError(request, requireOwnPayment(user.id, result.reference));
  return { ...result, paymentId: payment.id };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === "root")?.data as { viewer?: Viewer } | undefined;
  const t = metaTranslator(root?.viewer);
  return [
    { title: t("billing.cb.title", { site: SITE.name }) },
    { name: "robots", content: "noindex" },
  ];
};

/** The panel's colours per outcome; its heading is `billing.cb.<outcome>`. */
const OUTCOMES: Record<PaymentOutcome, { className: string }> = {
  completed: { className: "border-green-200 bg-green-50" },
  pending: { className: "border-amber-200 bg-amber-50" },
  failed: { className: "border-red-200 bg-red-50" },
  abandoned: { className: "border-red-200 bg-red-50" },
};

export default function PaymentCallback() {
  const p = useLoaderData<typeof loader>();
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  const retry = l(
    p.purpose === "boost" ? `/boost?listing=${p.listingId ?? ""}` : "/payment?tab=plans",
  );
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      <section
        className={`rounded-xl border p-6 ${OUTCOMES[p.status].className}`}
        aria-labelledby="payment-outcome"
      >
        <div role="status">
          <h1 id="payment-outcome" className="text-2xl font-bold">
            {t(`billing.cb.${p.status}` as const)}
          </h1>
        </div>
        <p className="mt-2">
          {paymentName(t, p.item)}: {f.naira(p.amount)}
        </p>
        {p.detail === "refunded" && (
          <p className="mt-2">
            {p.purpose === "boost" ? t("billing.cb.refundedBoost") : t("billing.cb.refundedPlan")}
          </p>
        )}
        {p.status === "completed" && p.detail !== "refunded" && (
          <p className="mt-2">
            {p.purpose === "subscription"
              ? t("billing.cb.planActive", {
                  date: p.activeUntil ? f.date(p.activeUntil) : t("billing.cb.periodEnd"),
                })
              : t("billing.cb.featuredUntil", {
                  date: p.activeUntil ? f.date(p.activeUntil) : t("billing.cb.boostEnd"),
                })}
          </p>
        )}
        {p.status === "pending" && (
          <p className="mt-2">
            {t("billing.cb.pendingBefore")}{" "}
            <Link
              to={l(`${href("/:lang?/payment/callback")}?reference=${p.reference}`)}
              className="underline"
            >
              {t("billing.cb.checkAgain")}
            </Link>
            {t("billing.cb.pendingAfter")}
          </p>
        )}
        {p.detail === "mismatch" ? (
          <p className="mt-2">
            {t("billing.cb.mismatchBefore")}{" "}
            <Link to={l(href("/:lang?/support"))} className="underline">
              {t("billing.cb.support")}
            </Link>{" "}
            {t("billing.cb.mismatchAfter")}
          </p>
        ) : (
          (p.status === "failed" || p.status === "abandoned") && (
            <p className="mt-2">{t("billing.cb.nothingCharged")}</p>
          )
        )}
        <p className="mt-1 text-sm text-slate-700">
          {t("billing.cb.reference", { reference: p.reference })}
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          {p.status === "completed" && (
            <ButtonLink to={l(href("/:lang?/payment/receipts/:id", { id: p.paymentId }))}>
              {t("billing.cb.viewReceipt")}
            </ButtonLink>
          )}
          {p.status === "completed" && p.purpose === "subscription" && (
            <ButtonLink to={l(href("/:lang?/sell"))} variant="secondary">
              {t("billing.cb.listCar")}
            </ButtonLink>
          )}
          {p.status === "completed" && p.purpose === "boost" && p.listingId && (
            <ButtonLink to={l(href("/:lang?/car/:id", { id: p.listingId }))} variant="secondary">
              {t("billing.cb.seeListing")}
            </ButtonLink>
          )}
          {p.status !== "completed" && (
            <ButtonLink to={retry}>{t("billing.sub.tryAgain")}</ButtonLink>
          )}
          <ButtonLink to={l(`${href("/:lang?/payment")}?tab=transactions`)} variant="secondary">
            {t("billing.cb.transactions")}
          </ButtonLink>
        </div>
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return (
    <NotFoundOrFailedBoundary
      page={(notFound) => (
        <ErrorPage title={notFound ? t("billing.cb.notFound") : t("billing.pay.failed")}>
          {notFound ? t("billing.cb.notFoundHint") : t("billing.cb.reload")}
        </ErrorPage>
      )}
    />
  );
}

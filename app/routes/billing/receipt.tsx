/**
 * `/payment/receipts/:id`: a completed payment's receipt as a printable page
 * (docs/product.md#payment-and-billing). Numbered ("MM-R-000123"), with the date
 * paid in the payer's time zone, named (docs/decisions/023-languages.md), the reference, the billing and tax details saved on the Billing tab (or
 * the account's, when none are saved), the line item, the total and the method.
 *
 * Only its owner sees it: another user's payment, a payment not completed, an unknown or
 * malformed id are all the same 404 (getReceipt). Print: the browser's print (a button shown
 * once JavaScript runs; without it, the browser's own menu), with the site header and footer
 * hidden by `print:` classes in root.tsx; or the PDF (`/pdf`), which needs no JavaScript.
 *
 * Its words are the `billing` catalogue's `rc.*` in the page's language, the payment named from
 * what it bought, the amount in naira and the time paid by `useFormat()` in the reader's zone,
 * named (docs/decisions/023-languages.md).
 */
import { useEffect, useState } from "react";
import { data, Link, href } from "react-router";
import { ButtonLink } from "~/components/form-parts/button";
import { NotFoundOrFailedBoundary } from "~/components/screen-boundary";
import { paymentName } from "~/components/billing/plan-text";
import type { I18nHandle } from "~/i18n/namespaces";
import { metaTranslator, useFormat, useLocalePath, useT, type Viewer } from "~/i18n/react";
import { SITE } from "~/lib/format/site";
import { getReceipt } from "~/models/billing/cards.server";
import { receiptView } from "~/models/billing/receipts.server";
import { getPreferences } from "~/models/shared/preferences.server";
import { orPageError } from "~/request/page-errors.server";
import { requireUser } from "~/request/session.server";
import { ErrorPage } from "~/components/error-boundary";
import type { Route } from "./+types/receipt";
import { msg } from "~/i18n/messages";
import { methodLabel } from "./payment/transactions-tab";

export const handle = { i18n: ["billing"] } satisfies I18nHandle;

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [receipt, preferences] = await Promise.all([
    orPageError(request, getReceipt(user.id, params.id), { 404: msg("refusals.notFound.receipt") }),
    getPreferences(user.id),
  ]);
  return data(
    {
      id: receipt.id,
      ...receiptView(receipt, preferences.timezone),
      item: receipt.item,
      methodCode: receipt.method,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const root = matches.find((m) => m?.id === "root")?.data as { viewer?: Viewer } | undefined;
  const t = metaTranslator(root?.viewer);
  return [
    { title: t("billing.rc.title", { number: data?.number ?? "none", site: SITE.name }) },
    { name: "robots", content: "noindex" },
  ];
};

/** The print button: only with JavaScript (window.print), so it appears after hydration. */
function PrintButton() {
  const [hydrated, setHydrated] = useState(false);
  const t = useT();
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold hover:bg-slate-50"
    >
      {t("billing.rc.print")}
    </button>
  );
}

export default function ReceiptPage({ loaderData: r }: Route.ComponentProps) {
  const b = r.billing;
  const f = useFormat();
  const t = useT();
  const l = useLocalePath();
  const name = paymentName(t, r.item);
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to={l(`${href("/:lang?/payment")}?tab=transactions`)}
          className="text-brand-700 text-sm font-semibold hover:underline"
        >
          {t("billing.rc.back")}
        </Link>
        <div className="flex gap-2">
          <PrintButton />
          <ButtonLink href={`/payment/receipts/${r.id}/pdf`}>{t("billing.rc.pdf")}</ButtonLink>
        </div>
      </div>

      <article
        aria-labelledby="receipt-title"
        className="rounded-xl border border-slate-200 bg-white p-8 print:rounded-none print:border-0 print:p-0"
      >
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-6">
          <div>
            <p className="text-brand-700 text-2xl font-extrabold">{SITE.name}</p>
            <p className="text-sm text-slate-600">{SITE.address}</p>
            <p className="text-sm text-slate-600">
              {SITE.supportEmail} · {SITE.supportPhone}
            </p>
          </div>
          <div className="text-right">
            <h1 id="receipt-title" className="text-2xl font-bold">
              {t("billing.rc.heading")}{" "}
              <span className="block text-base font-semibold">{r.number}</span>
            </h1>
          </div>
        </header>

        <div className="mt-6 flex flex-wrap items-start justify-between gap-6">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
            <dt className="text-slate-600">{t("billing.rc.number")}</dt>
            <dd>{r.number}</dd>
            <dt className="text-slate-600">{t("billing.rc.datePaid")}</dt>
            <dd>
              <time dateTime={r.paidAtIso}>{f.dateTimeZone(r.paidAtIso)}</time>
            </dd>
            <dt className="text-slate-600">{t("billing.rc.reference")}</dt>
            <dd className="font-mono break-all">{r.reference}</dd>
            <dt className="text-slate-600">{t("billing.rc.method")}</dt>
            <dd>{methodLabel(t, r.methodCode)}</dd>
          </dl>
          <p
            className="-rotate-6 rounded-md border-4 border-emerald-700 px-4 py-1 text-2xl font-extrabold tracking-widest text-emerald-700 uppercase"
            aria-label={t("billing.rc.statusPaid")}
          >
            {t("billing.rc.paid")}
          </p>
        </div>

        <section aria-labelledby="billed-to" className="mt-6">
          <h2 id="billed-to" className="font-semibold">
            {t("billing.rc.billedTo")}
          </h2>
          <address className="mt-1 text-sm leading-6 not-italic">
            <span className="block">{b.fullName}</span>
            {b.businessName && <span className="block">{b.businessName}</span>}
            <span className="block">{b.email}</span>
            {b.phone && <span className="block">{b.phone}</span>}
            {b.address && <span className="block">{b.address}</span>}
            {b.place && <span className="block">{b.place}</span>}
            {b.taxId && <span className="block">{t("billing.rc.tin", { id: b.taxId })}</span>}
          </address>
        </section>

        <table className="mt-6 w-full text-sm">
          <caption className="sr-only">{t("billing.rc.whatPaid")}</caption>
          <thead>
            <tr className="bg-slate-100 text-left">
              <th scope="col" className="px-3 py-2">
                {t("billing.rc.description")}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {t("billing.rc.amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-slate-200">
              <td className="px-3 py-3">{name}</td>
              <td className="px-3 py-3 text-right whitespace-nowrap">{f.naira(r.amount)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="px-3 py-3 text-left text-base">
                {t("billing.rc.total")}
              </th>
              <td className="px-3 py-3 text-right text-base font-bold whitespace-nowrap">
                {f.naira(r.amount)}
              </td>
            </tr>
          </tfoot>
        </table>

        <footer className="mt-6 space-y-1 text-sm text-slate-600">
          <p>{t("billing.rc.currency")}</p>
          <p>{t("billing.rc.thanks", { email: SITE.supportEmail })}</p>
        </footer>
      </article>
    </main>
  );
}

export function ErrorBoundary() {
  const t = useT();
  const l = useLocalePath();
  const page = (notFound: boolean) => (
    <ErrorPage
      title={notFound ? t("billing.rc.notFound") : t("billing.rc.failed")}
      actions={
        <ButtonLink
          href={l(`${href("/:lang?/payment")}?tab=transactions`)}
          className="mt-6 inline-block"
        >
          {t("billing.rc.seeTransactions")}
        </ButtonLink>
      }
    >
      {notFound ? t("billing.rc.notFoundHint") : t("billing.sub.failedHint")}
    </ErrorPage>
  );
  return <NotFoundOrFailedBoundary page={page} />;
}

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
 */
import { useEffect, useState } from "react";
import { data, Link } from "react-router";
import { ButtonLink } from "~/components/form-parts/button";
import { NotFoundOrFailedBoundary } from "~/components/screen-boundary";
import { useFormat } from "~/i18n/react";
import { SITE } from "~/lib/site";
import { getReceipt } from "~/models/billing/cards.server";
import { receiptView } from "~/models/billing/receipts.server";
import { getPreferences } from "~/models/shared/preferences.server";
import { orPageError } from "~/request/page-errors.server";
import { requireUser } from "~/request/session.server";
import { ErrorPage } from "~/root";
import type { Route } from "./+types/receipt";
import { msg } from "~/i18n/messages";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [receipt, preferences] = await Promise.all([
    orPageError(request, getReceipt(user.id, params.id), { 404: msg("refusals.notFound.receipt") }),
    getPreferences(user.id),
  ]);
  return data(
    { id: receipt.id, ...receiptView(receipt, preferences.timezone) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? `Receipt ${data.number}` : "Receipt"} | ${SITE.name}` },
  { name: "robots", content: "noindex" },
];

/** The print button: only with JavaScript (window.print), so it appears after hydration. */
function PrintButton() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold hover:bg-slate-50"
    >
      Print
    </button>
  );
}

export default function ReceiptPage({ loaderData: r }: Route.ComponentProps) {
  const b = r.billing;
  const f = useFormat();
  return (
    <main className="mx-auto max-w-3xl px-4 py-8 print:max-w-none print:p-0">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to="/payment?tab=transactions"
          className="text-brand-700 text-sm font-semibold hover:underline"
        >
          ← Back to transactions
        </Link>
        <div className="flex gap-2">
          <PrintButton />
          <ButtonLink href={`/payment/receipts/${r.id}/pdf`}>Download PDF</ButtonLink>
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
              Receipt <span className="block text-base font-semibold">{r.number}</span>
            </h1>
          </div>
        </header>

        <div className="mt-6 flex flex-wrap items-start justify-between gap-6">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
            <dt className="text-slate-600">Receipt number</dt>
            <dd>{r.number}</dd>
            <dt className="text-slate-600">Date paid</dt>
            <dd>
              <time dateTime={r.paidAtIso}>{f.dateTimeZone(r.paidAtIso)}</time>
            </dd>
            <dt className="text-slate-600">Reference</dt>
            <dd className="font-mono break-all">{r.reference}</dd>
            <dt className="text-slate-600">Payment method</dt>
            <dd>{r.method}</dd>
          </dl>
          <p
            className="-rotate-6 rounded-md border-4 border-emerald-700 px-4 py-1 text-2xl font-extrabold tracking-widest text-emerald-700 uppercase"
            aria-label="Status: paid"
          >
            Paid
          </p>
        </div>

        <section aria-labelledby="billed-to" className="mt-6">
          <h2 id="billed-to" className="font-semibold">
            Billed to
          </h2>
          <address className="mt-1 text-sm leading-6 not-italic">
            <span className="block">{b.fullName}</span>
            {b.businessName && <span className="block">{b.businessName}</span>}
            <span className="block">{b.email}</span>
            {b.phone && <span className="block">{b.phone}</span>}
            {b.address && <span className="block">{b.address}</span>}
            {b.place && <span className="block">{b.place}</span>}
            {b.taxId && <span className="block">TIN: {b.taxId}</span>}
          </address>
        </section>

        <table className="mt-6 w-full text-sm">
          <caption className="sr-only">What was paid for</caption>
          <thead>
            <tr className="bg-slate-100 text-left">
              <th scope="col" className="px-3 py-2">
                Description
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-slate-200">
              <td className="px-3 py-3">{r.description}</td>
              <td className="px-3 py-3 text-right whitespace-nowrap">{f.naira(r.amount)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="px-3 py-3 text-left text-base">
                Total paid
              </th>
              <td className="px-3 py-3 text-right text-base font-bold whitespace-nowrap">
                {f.naira(r.amount)}
              </td>
            </tr>
          </tfoot>
        </table>

        <footer className="mt-6 space-y-1 text-sm text-slate-600">
          <p>Amounts in Nigerian naira (NGN).</p>
          <p>Thank you for your payment. Questions about this receipt: {SITE.supportEmail}.</p>
        </footer>
      </article>
    </main>
  );
}

export function ErrorBoundary() {
  const page = (notFound: boolean) => (
    <ErrorPage
      title={notFound ? "Receipt not found" : "Failed to load the receipt"}
      actions={
        <ButtonLink href="/payment?tab=transactions" className="mt-6 inline-block">
          See your transactions
        </ButtonLink>
      }
    >
      {notFound
        ? "There is no receipt here for your account. Receipts exist for completed payments only."
        : "Please try again in a moment."}
    </ErrorPage>
  );
  return <NotFoundOrFailedBoundary page={page} />;
}

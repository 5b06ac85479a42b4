/**
 * /payment's Transactions tab (docs/product.md#payment-and-billing;
 * docs/decisions/010-payments.md): a type filter (all, subscription, featured_listing) as a GET
 * form, Export as CSV (/payment/transactions.csv with the same type), and the list: description,
 * date, method, amount (naira) and a status badge coloured per status; completed payments link
 * their receipt page and its PDF. `TransactionList` is also the Overview's "latest 3" and the
 * Billing tab's receipts.
 */
import { Form, Link, href } from "react-router";
import { Button, ButtonLink } from "~/components/form-parts/button";
import { SelectField } from "~/components/form-parts/field";
import { paymentName, type Translate } from "~/components/billing/plan-text";
import type { MessageKey } from "~/i18n/keys";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import type { PaymentOutcome } from "~/lib/vocabulary/domain-billing";
import { capitalise } from "~/lib/format/format";
import type { Transaction } from "~/models/billing/payments.server";

export const TRANSACTION_FILTERS = ["all", "subscription", "featured_listing"] as const;
export type TransactionFilter = (typeof TRANSACTION_FILTERS)[number];

const STATUS_STYLES: Record<PaymentOutcome, string> = {
  completed: "bg-emerald-50 text-emerald-800",
  pending: "bg-amber-100 text-amber-900",
  failed: "bg-red-50 text-red-800",
  abandoned: "bg-slate-100 text-slate-700",
};

/** The payer's choice or the provider's channel (`billing.method.*`). */
const METHODS = ["card", "bank_transfer", "bank", "ussd", "mobile_money", "qr", "eft"] as const;

/**
 * The payer's choice or the provider's channel in the page's language ("Card", "Bank
 * transfer"...); "—" for none; an unknown channel in words as the provider named it.
 */
export function methodLabel(t: Translate, method: string | null): string {
  if (!method) return t("billing.method.none");
  return (METHODS as readonly string[]).includes(method)
    ? t(`billing.method.${method}` as MessageKey)
    : capitalise(method.replace(/_/g, " "));
}

function StatusBadge({ status }: { status: PaymentOutcome }) {
  const t = useT();
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[status]}`}>
      {t(`billing.tx.status.${status}`)}
    </span>
  );
}

/** Links to a completed payment's receipt page and PDF; `name` is the payment's, for readers. */
export function ReceiptLinks({ id, name }: { id: string; name: string }) {
  const t = useT();
  const l = useLocalePath();
  return (
    <span className="flex gap-3 text-sm">
      <Link
        to={l(href("/:lang?/payment/receipts/:id", { id }))}
        className="text-brand-700 font-semibold hover:underline"
      >
        {t("billing.tx.receipt")}
        <span className="sr-only"> {t("billing.tx.receiptFor", { what: name })}</span>
      </Link>
      <a
        href={`/payment/receipts/${id}/pdf`}
        className="text-brand-700 font-semibold hover:underline"
      >
        PDF<span className="sr-only"> {t("billing.tx.pdfFor", { what: name })}</span>
      </a>
    </span>
  );
}

export function TransactionList({
  transactions,
  empty,
}: {
  transactions: Transaction[];
  empty: string;
}) {
  const t = useT();
  const f = useFormat();
  if (!transactions.length) {
    return <p className="rounded-xl bg-white p-6 text-center text-slate-700">{empty}</p>;
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {transactions.map((p) => {
        const name = paymentName(t, p.item);
        return (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="font-semibold">{name}</p>
              <p className="text-sm text-slate-600">
                {f.date(p.date)} · {methodLabel(t, p.method)}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <span className="font-semibold">{f.naira(p.amount)}</span>
              <StatusBadge status={p.status} />
              {p.status === "completed" && <ReceiptLinks id={p.id} name={name} />}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function TransactionsTab({
  transactions,
  type,
}: {
  transactions: Transaction[];
  type: TransactionFilter;
}) {
  const t = useT();
  return (
    <section aria-labelledby="transactions-heading" className="space-y-4">
      <h2 id="transactions-heading" className="text-xl font-bold">
        {t("billing.pay.tabs.transactions")}
      </h2>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="tab" value="transactions" />
          <SelectField
            id="transaction-type"
            name="type"
            label={t("billing.tx.type")}
            defaultValue={type}
            options={TRANSACTION_FILTERS.map((f) => ({
              value: f,
              label: t(`billing.tx.filter.${f}`),
            }))}
          />
          <Button variant="secondary">{t("billing.tx.filterButton")}</Button>
        </Form>
        <ButtonLink href={`/payment/transactions.csv?type=${type}`} variant="secondary">
          {t("billing.tx.export")}
        </ButtonLink>
      </div>
      <TransactionList
        transactions={transactions}
        empty={type === "all" ? t("billing.ov.noTransactions") : t("billing.tx.emptyType")}
      />
    </section>
  );
}

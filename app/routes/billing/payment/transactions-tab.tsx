/**
 * /payment's Transactions tab (docs/product.md#payment-and-billing;
 * docs/decisions/010-payments.md): a type filter (all, subscription, featured_listing) as a GET
 * form, Export as CSV (/payment/transactions.csv with the same type), and the list: description,
 * date, method, amount (naira) and a status badge coloured per status; completed payments link
 * their receipt page and its PDF. `TransactionList` is also the Overview's "latest 3" and the
 * Billing tab's receipts.
 */
import { Form, Link } from "react-router";
import { Button, ButtonLink } from "~/components/form-parts/button";
import { SelectField } from "~/components/form-parts/field";
import type { PaymentOutcome } from "~/lib/domain-billing";
import { capitalise, formatDate, formatNaira } from "~/lib/format";
import type { Transaction } from "~/models/billing/payments.server";

export const TRANSACTION_FILTERS = ["all", "subscription", "featured_listing"] as const;
export type TransactionFilter = (typeof TRANSACTION_FILTERS)[number];

const FILTER_LABELS: Record<TransactionFilter, string> = {
  all: "All transactions",
  subscription: "Subscriptions",
  featured_listing: "Boosts (featured listings)",
};

const STATUS_STYLES: Record<PaymentOutcome, string> = {
  completed: "bg-emerald-50 text-emerald-800",
  pending: "bg-amber-100 text-amber-900",
  failed: "bg-red-50 text-red-800",
  abandoned: "bg-slate-100 text-slate-700",
};

/** The payer's choice or the provider's channel, in words. */
const METHOD_LABELS: Record<string, string> = {
  card: "Card",
  bank_transfer: "Bank transfer",
  bank: "Bank account",
  ussd: "USSD",
  mobile_money: "Mobile money",
  qr: "QR code",
};

export function methodLabel(method: string | null): string {
  if (!method) return "—";
  return METHOD_LABELS[method] ?? capitalise(method.replace(/_/g, " "));
}

export function StatusBadge({ status }: { status: PaymentOutcome }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[status]}`}>
      {capitalise(status)}
    </span>
  );
}

/** Links to a completed payment's receipt page and PDF. */
export function ReceiptLinks({ t }: { t: Pick<Transaction, "id" | "description"> }) {
  return (
    <span className="flex gap-3 text-sm">
      <Link
        to={`/payment/receipts/${t.id}`}
        className="text-brand-700 font-semibold hover:underline"
      >
        Receipt<span className="sr-only"> for {t.description}</span>
      </Link>
      <a
        href={`/payment/receipts/${t.id}/pdf`}
        className="text-brand-700 font-semibold hover:underline"
      >
        PDF<span className="sr-only"> receipt for {t.description}</span>
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
  if (!transactions.length) {
    return <p className="rounded-xl bg-white p-6 text-center text-slate-700">{empty}</p>;
  }
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {transactions.map((t) => (
        <li key={t.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div className="min-w-0">
            <p className="font-semibold">{t.description}</p>
            <p className="text-sm text-slate-600">
              {formatDate(t.date)} · {methodLabel(t.method)}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <span className="font-semibold">{formatNaira(t.amount)}</span>
            <StatusBadge status={t.status} />
            {t.status === "completed" && <ReceiptLinks t={t} />}
          </div>
        </li>
      ))}
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
  return (
    <section aria-labelledby="transactions-heading" className="space-y-4">
      <h2 id="transactions-heading" className="text-xl font-bold">
        Transactions
      </h2>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="tab" value="transactions" />
          <SelectField
            id="transaction-type"
            name="type"
            label="Type"
            defaultValue={type}
            options={TRANSACTION_FILTERS.map((f) => ({ value: f, label: FILTER_LABELS[f] }))}
          />
          <Button variant="secondary">Filter</Button>
        </Form>
        <ButtonLink href={`/payment/transactions.csv?type=${type}`} variant="secondary">
          Export as CSV
        </ButtonLink>
      </div>
      <TransactionList
        transactions={transactions}
        empty={type === "all" ? "No transactions yet." : "No transactions of this type yet."}
      />
    </section>
  );
}

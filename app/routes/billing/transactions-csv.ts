/**
 * `/payment/transactions.csv?type=all|subscription|featured_listing`: the signed-in user's
 * transactions (paymentHistory, newest first) as a CSV download, the Transactions tab's
 * "Export as CSV" (docs/decisions/010-payments.md). Written by csv-stringify as a stream, UTF-8
 * with a BOM so spreadsheet programs read "“" and "₦" correctly.
 *
 * Columns: Date (ISO 8601 in Lagos time, +01:00), Reference, Type (subscription |
 * featured_listing), Description, Amount (NGN) (whole naira), Status, Method, Receipt (its
 * number, for completed payments). Descriptions hold listing titles typed by sellers, so any
 * text cell starting with = + - @ (or a tab or carriage return) is prefixed with ' to keep a
 * spreadsheet from running it as a formula (OWASP, CSV injection). An unknown `type` is "all".
 */
import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { z } from "zod";
import { TRANSACTION_TYPES } from "~/lib/vocabulary/domain-billing";
import { receiptNumber } from "~/models/billing/cards.server";
import { paymentHistory } from "~/models/billing/payments.server";
import { methodLabel } from "~/models/billing/receipts.server";
import { requireUser } from "~/request/session.server";
import type { Route } from "./+types/transactions-csv";

const TypeSchema = z.enum(["all", ...TRANSACTION_TYPES]).catch("all");

const COLUMNS = [
  "Date",
  "Reference",
  "Type",
  "Description",
  "Amount (NGN)",
  "Status",
  "Method",
  "Receipt",
] as const;

/** A text cell a spreadsheet will not read as a formula. */
function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const LAGOS_MS = 3600_000;

/** "2024-03-05T14:03:00+01:00": an instant on the Lagos clock (UTC+1 all year). */
function lagosIso(iso: string): string {
  const local = new Date(new Date(iso).getTime() + LAGOS_MS).toISOString();
  return `${local.slice(0, 19)}+01:00`;
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const type = TypeSchema.parse(new URL(request.url).searchParams.get("type") ?? "all");
  const rows = await paymentHistory(user.id, type);
  const records = rows.map((t) => [
    lagosIso(t.date),
    safeCell(t.reference),
    t.type,
    safeCell(t.description),
    t.amount,
    t.status,
    safeCell(t.method ? methodLabel(t.method) : ""),
    t.receiptNumber && t.status === "completed" ? receiptNumber(t.receiptNumber) : "",
  ]);
  const csv = stringify(records, { header: true, columns: [...COLUMNS], bom: true });
  const today = lagosIso(new Date().toISOString()).slice(0, 10);
  return new Response(Readable.toWeb(csv) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="transactions-${today}.csv"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

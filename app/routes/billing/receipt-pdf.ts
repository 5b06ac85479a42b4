/**
 * `/payment/receipts/:id/pdf`: the receipt of `/payment/receipts/:id` as a PDF drawn on the
 * server (models/billing/receipts.server.ts, pdf-lib), downloaded as
 * `receipt-MM-R-000123.pdf`. Private and never cached. Someone else's payment, one not
 * completed, or an unknown id: 404 (docs/decisions/010-payments.md). Its words are in the
 * payer's saved language and the time paid in their time zone, named
 * (docs/decisions/023-languages.md): one address for every language, like any file.
 */
import { getReceipt } from "~/models/billing/cards.server";
import { receiptFileName, receiptPdf } from "~/models/billing/receipts.server";
import { getPreferences } from "~/models/shared/preferences.server";
import { orPageError } from "~/request/page-errors.server";
import { requireUser } from "~/request/session.server";
import type { Route } from "./+types/receipt-pdf";
import { msg } from "~/i18n/messages";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [receipt, preferences] = await Promise.all([
    orPageError(request, getReceipt(user.id, params.id), { 404: msg("refusals.notFound.receipt") }),
    getPreferences(user.id),
  ]);
  const bytes = await receiptPdf(receipt, preferences.timezone, preferences.language);
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${receiptFileName(receipt.number)}"`,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

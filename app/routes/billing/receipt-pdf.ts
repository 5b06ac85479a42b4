/**
 * `/payment/receipts/:id/pdf`: the receipt of `/payment/receipts/:id` as a PDF drawn on the
 * server (models/billing/receipts.server.ts, pdf-lib), downloaded as
 * `receipt-MM-R-000123.pdf`. Private and never cached. Someone else's payment, one not
 * completed, or an unknown id: 404 (docs/decisions/010-payments.md).
 */
import { data } from "react-router";
import { getReceipt } from "~/models/billing/cards.server";
import { DomainError } from "~/models/shared/errors.server";
import { receiptFileName, receiptPdf } from "~/models/billing/receipts.server";
import { requireUser } from "~/request/session.server";
import type { Route } from "./+types/receipt-pdf";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  let receipt;
  try {
    receipt = await getReceipt(user.id, params.id);
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) {
      throw data("Receipt not found", { status: 404 });
    }
    throw error;
  }
  const bytes = await receiptPdf(receipt);
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

/**
 * A receipt as the page and the PDF print it (docs/product.md#payment-and-billing:
 * numbered, with billing and tax details, as a printable page and a PDF).
 *
 * - `receiptView(receipt, timeZone)`: the display strings both share: date paid in the payer's
 *   time zone, named ("(Lagos time)" or "(UTC)", docs/decisions/023-languages.md), the payment
 *   method's name, the billing state's name.
 * - `receiptPdf(receipt, timeZone)`: an A4 PDF drawn with pdf-lib's standard Helvetica. Standard fonts
 *   use WinAnsi encoding, which has no "₦": amounts are written "NGN 40,000", and any other
 *   character a listing title or a name may hold that WinAnsi lacks (emoji, ẹ, ọ...) is
 *   reduced to its base letter or "?", so drawing never throws.
 *
 * Amounts are whole naira. MotorMart is not VAT registered: no tax is computed or claimed,
 * the amount is the total.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { stateName } from "~/lib/catalog";
import { TIMEZONES, type Timezone } from "~/lib/domain-trust";
import { formatCount } from "~/lib/format";
import { SITE } from "~/lib/site";
import type { Receipt } from "./cards.server";

const METHOD_NAMES: Record<string, string> = {
  card: "Card",
  bank: "Bank account",
  bank_transfer: "Bank transfer",
  ussd: "USSD",
  qr: "QR code",
  mobile_money: "Mobile money",
  eft: "EFT",
};

/** "Card", "Bank transfer", "USSD"... for a payer's choice or the provider's channel. */
export function methodLabel(method: string | null | undefined): string {
  if (!method) return "Not recorded";
  return METHOD_NAMES[method] ?? method.replace(/_/g, " ");
}

const ZONE_NAMES: Record<Timezone, string> = { "Africa/Lagos": "Lagos time", UTC: "UTC" };

const zoneFormats = Object.fromEntries(
  TIMEZONES.map((timeZone) => [
    timeZone,
    {
      date: new Intl.DateTimeFormat("en-NG", {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone,
      }),
      time: new Intl.DateTimeFormat("en-NG", {
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
        timeZone,
      }),
    },
  ]),
) as Record<Timezone, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>;

/**
 * "5 March 2024, 14:03 (Lagos time)", or "5 March 2024, 13:03 (UTC)" in UTC (the two parts
 * apart: ICU versions join them differently).
 */
export function formatReceiptDateTime(value: Date, timeZone: Timezone = "Africa/Lagos"): string {
  const f = zoneFormats[timeZone] ?? zoneFormats["Africa/Lagos"];
  const zone = ZONE_NAMES[timeZone] ?? ZONE_NAMES["Africa/Lagos"];
  return `${f.date.format(value)}, ${f.time.format(value)} (${zone})`;
}

/** The receipt's display strings, shared by the page and the PDF. */
export function receiptView(receipt: Receipt, timeZone: Timezone = "Africa/Lagos") {
  const b = receipt.billing;
  return {
    number: receipt.number,
    reference: receipt.reference,
    description: receipt.description,
    amount: receipt.amount,
    paidAt: formatReceiptDateTime(receipt.paidAt, timeZone),
    /** The instant, for the page's own formatting in the reader's locale. */
    paidAtIso: receipt.paidAt.toISOString(),
    method: methodLabel(receipt.method),
    billing: {
      fullName: b.fullName,
      businessName: b.businessName,
      email: b.email,
      phone: b.phone,
      address: b.address,
      place: [b.city, b.state ? stateName(b.state) : ""].filter(Boolean).join(", "),
      taxId: b.taxId,
    },
  };
}

/** `receipt-MM-R-000123.pdf`. */
export const receiptFileName = (number: string) => `receipt-${number}.pdf`;

/** "NGN 40,000": naira the way a standard PDF font can write it. */
export const pdfNaira = (amount: number) => `NGN ${formatCount(amount)}`;

/** `text` with only characters `font` can encode (see the module comment). */
function encodable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text.replace(/₦/g, "NGN "))
    .map((ch) => {
      if (known.has(ch.codePointAt(0)!)) return ch;
      const base = ch.normalize("NFKD").replace(/\p{M}/gu, "");
      return Array.from(base).every((c) => known.has(c.codePointAt(0)!)) && base ? base : "?";
    })
    .join("");
}

/** Splits `text` into lines no wider than `width` points. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [""];
}

const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.33, 0.38, 0.45);
const BRAND = rgb(0.016, 0.478, 0.282);
const RULE = rgb(0.85, 0.87, 0.9);

/** The receipt as PDF bytes (A4), its time in `timeZone` (the payer's), named. */
export async function receiptPdf(
  receipt: Receipt,
  timeZone: Timezone = "Africa/Lagos",
): Promise<Uint8Array> {
  const view = receiptView(receipt, timeZone);
  const doc = await PDFDocument.create();
  doc.setTitle(`Receipt ${view.number}`);
  doc.setAuthor(SITE.name);
  doc.setCreator(SITE.name);
  doc.setProducer(SITE.name);
  doc.setCreationDate(receipt.paidAt);
  const page = doc.addPage([595.28, 841.89]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const left = 56;
  const right = page.getWidth() - 56;
  let y = page.getHeight() - 64;

  const text = (
    p: PDFPage,
    value: string,
    x: number,
    opts: {
      font?: PDFFont;
      size?: number;
      color?: ReturnType<typeof rgb>;
      alignRight?: boolean;
    } = {},
  ) => {
    const font = opts.font ?? regular;
    const size = opts.size ?? 10;
    const safe = encodable(font, value);
    const at = opts.alignRight ? x - font.widthOfTextAtSize(safe, size) : x;
    p.drawText(safe, { x: at, y, font, size, color: opts.color ?? INK });
  };
  const rule = () => {
    page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.75, color: RULE });
  };

  text(page, SITE.name, left, { font: bold, size: 20, color: BRAND });
  text(page, "Receipt", right, { font: bold, size: 20, alignRight: true });
  y -= 18;
  text(page, SITE.address, left, { size: 9, color: MUTED });
  text(page, view.number, right, { font: bold, size: 11, alignRight: true });
  y -= 12;
  text(page, `${SITE.supportEmail} · ${SITE.supportPhone}`, left, { size: 9, color: MUTED });
  y -= 28;
  rule();
  y -= 22;

  const facts: [string, string][] = [
    ["Receipt number", view.number],
    ["Date paid", view.paidAt],
    ["Reference", view.reference],
    ["Payment method", view.method],
  ];
  for (const [label, value] of facts) {
    text(page, label, left, { size: 10, color: MUTED });
    text(page, value, left + 120, { size: 10 });
    y -= 16;
  }

  // The stamp, beside the facts.
  const stampY = y + 30;
  page.drawRectangle({
    x: right - 96,
    y: stampY,
    width: 96,
    height: 34,
    borderColor: BRAND,
    borderWidth: 2,
    opacity: 0,
    borderOpacity: 1,
  });
  page.drawText("PAID", {
    x: right - 48 - bold.widthOfTextAtSize("PAID", 18) / 2,
    y: stampY + 10,
    font: bold,
    size: 18,
    color: BRAND,
  });

  y -= 14;
  text(page, "Billed to", left, { font: bold, size: 11 });
  y -= 16;
  const b = view.billing;
  const billed = [
    b.fullName,
    b.businessName,
    b.email,
    b.phone,
    b.address,
    b.place,
    b.taxId ? `TIN: ${b.taxId}` : "",
  ].filter(Boolean);
  for (const item of billed) {
    for (const line of wrap(regular, 10, encodable(regular, item), right - left)) {
      text(page, line, left, { size: 10 });
      y -= 14;
    }
  }

  y -= 16;
  page.drawRectangle({
    x: left,
    y: y - 6,
    width: right - left,
    height: 22,
    color: rgb(0.95, 0.96, 0.97),
  });
  text(page, "Description", left + 8, { font: bold, size: 10 });
  text(page, "Amount", right - 8, { font: bold, size: 10, alignRight: true });
  y -= 26;
  const lines = wrap(regular, 10, encodable(regular, view.description), right - left - 140);
  text(page, pdfNaira(view.amount), right - 8, { size: 10, alignRight: true });
  for (const line of lines) {
    text(page, line, left + 8, { size: 10 });
    y -= 14;
  }
  y -= 6;
  rule();
  y -= 20;
  text(page, "Total paid", left + 8, { font: bold, size: 12 });
  text(page, pdfNaira(view.amount), right - 8, { font: bold, size: 12, alignRight: true });
  y -= 36;

  const notes = [
    "Amounts in Nigerian naira (NGN).",
    `Thank you for your payment. Questions about this receipt: ${SITE.supportEmail}.`,
  ];
  for (const note of notes) {
    text(page, note, left, { size: 9, color: MUTED });
    y -= 13;
  }
  return doc.save();
}

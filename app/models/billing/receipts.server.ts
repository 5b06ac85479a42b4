/**
 * A receipt as the page and the PDF print it (docs/product.md#payment-and-billing:
 * numbered, with billing and tax details, as a printable page and a PDF).
 *
 * - `receiptView(receipt, timeZone, language)`: the display strings both share: date paid in the
 *   payer's time zone, named ("(Lagos time)" or "(UTC)", docs/decisions/023-languages.md), the
 *   payment method's name, the billing state's name, in the payer's language.
 * - `receiptPdf(receipt, timeZone, language)`: an A4 PDF, its labels in the payer's language
 *   (the `mail` catalogue's `receipt.*`), drawn with DejaVu Sans embedded (subset) through
 *   fontkit: pdf-lib's standard fonts are WinAnsi only and cannot write Hausa's ƙ ɗ ɓ or
 *   Yoruba's and Igbo's ẹ ọ ṣ ụ ị with tone marks. Text is NFC-normalised (precomposed letters
 *   where Unicode has them); a character the font lacks (emoji) becomes "?", so drawing never
 *   throws. Amounts stay "NGN 40,000", as the note under them says.
 *
 * Amounts are whole naira. MotorMart is not VAT registered: no tax is computed or claimed,
 * the amount is the total.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { translator } from "~/i18n/server/catalogues.server";
import { LOCALES, type Language } from "~/i18n/languages";
import { stateName } from "~/lib/catalogue/catalog";
import { TIMEZONES, type Timezone } from "~/lib/vocabulary/domain-trust";
import { formatCount } from "~/lib/format/format";
import { SITE } from "~/lib/format/site";
import type { Receipt } from "./cards.server";

const METHODS = ["card", "bank", "bank_transfer", "ussd", "qr", "mobile_money", "eft"] as const;
type Method = (typeof METHODS)[number];

/** "Card", "Bank transfer", "USSD"... for a payer's choice or the provider's channel. */
export function methodLabel(method: string | null | undefined, language: Language = "en"): string {
  const t = translator(language);
  if (!method) return t("mail.receipt.method.none");
  return (METHODS as readonly string[]).includes(method)
    ? t(`mail.receipt.method.${method as Method}`)
    : method.replace(/_/g, " ");
}

const zoneFormats = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

/** The date and time formats of `language` in `timeZone`, made once. */
function formatsOf(language: Language, timeZone: Timezone) {
  const key = `${language}|${timeZone}`;
  let f = zoneFormats.get(key);
  if (!f) {
    const locale = LOCALES[language];
    f = {
      date: new Intl.DateTimeFormat(locale, {
        day: "numeric",
        month: "long",
        year: "numeric",
        timeZone,
      }),
      time: new Intl.DateTimeFormat(locale, {
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
        timeZone,
      }),
    };
    zoneFormats.set(key, f);
  }
  return f;
}

/**
 * "5 March 2024, 14:03 (Lagos time)", or "5 March 2024, 13:03 (UTC)" in UTC (the two parts
 * apart: ICU versions join them differently), in `language`.
 */
export function formatReceiptDateTime(
  value: Date,
  timeZone: Timezone = "Africa/Lagos",
  language: Language = "en",
): string {
  const zone = (TIMEZONES as readonly string[]).includes(timeZone) ? timeZone : "Africa/Lagos";
  const f = formatsOf(language, zone);
  const named = translator(language)("mail.receipt.zone", {
    zone: zone === "UTC" ? "utc" : "lagos",
  });
  return `${f.date.format(value)}, ${f.time.format(value)} (${named})`;
}

/** The receipt's display strings, shared by the page and the PDF. */
export function receiptView(
  receipt: Receipt,
  timeZone: Timezone = "Africa/Lagos",
  language: Language = "en",
) {
  const b = receipt.billing;
  return {
    number: receipt.number,
    reference: receipt.reference,
    description: receipt.description,
    amount: receipt.amount,
    paidAt: formatReceiptDateTime(receipt.paidAt, timeZone, language),
    /** The instant, for the page's own formatting in the reader's locale. */
    paidAtIso: receipt.paidAt.toISOString(),
    method: methodLabel(receipt.method, language),
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

/** `text` with only characters `font` can draw (see the module comment). */
function encodable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text.normalize("NFC"))
    .map((ch) => {
      if (known.has(ch.codePointAt(0)!)) return ch;
      const base = ch.normalize("NFKD").replace(/\p{M}/gu, "");
      return Array.from(base).every((c) => known.has(c.codePointAt(0)!)) && base ? base : "?";
    })
    .join("");
}

/** DejaVu Sans and its bold (the `dejavu-fonts-ttf` package), read once. */
let fontFiles: Promise<[Buffer, Buffer]> | undefined;
function receiptFonts(): Promise<[Buffer, Buffer]> {
  const resolve = createRequire(import.meta.url).resolve;
  fontFiles ??= Promise.all([
    readFile(resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    readFile(resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  ]);
  return fontFiles;
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

/**
 * The receipt as PDF bytes (A4), its time in `timeZone` (the payer's), named, its words in
 * `language` (the payer's).
 */
export async function receiptPdf(
  receipt: Receipt,
  timeZone: Timezone = "Africa/Lagos",
  language: Language = "en",
): Promise<Uint8Array> {
  const view = receiptView(receipt, timeZone, language);
  const t = translator(language);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setLanguage(LOCALES[language]);
  doc.setTitle(t("mail.receipt.docTitle", { number: view.number }));
  doc.setAuthor(SITE.name);
  doc.setCreator(SITE.name);
  doc.setProducer(SITE.name);
  doc.setCreationDate(receipt.paidAt);
  const page = doc.addPage([595.28, 841.89]);
  const [regularFile, boldFile] = await receiptFonts();
  const regular = await doc.embedFont(regularFile, { subset: true });
  const bold = await doc.embedFont(boldFile, { subset: true });
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
  text(page, t("mail.receipt.title"), right, { font: bold, size: 20, alignRight: true });
  y -= 18;
  text(page, SITE.address, left, { size: 9, color: MUTED });
  text(page, view.number, right, { font: bold, size: 11, alignRight: true });
  y -= 12;
  text(page, `${SITE.supportEmail} · ${SITE.supportPhone}`, left, { size: 9, color: MUTED });
  y -= 28;
  rule();
  y -= 22;

  const facts: [string, string][] = [
    [t("mail.receipt.number"), view.number],
    [t("mail.receipt.datePaid"), view.paidAt],
    [t("mail.receipt.reference"), view.reference],
    [t("mail.receipt.method"), view.method],
  ];
  for (const [label, value] of facts) {
    text(page, label, left, { size: 10, color: MUTED });
    text(page, value, left + 130, { size: 10 });
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
  const paid = encodable(bold, t("mail.receipt.paid"));
  const paidSize = Math.min(18, (18 * 84) / bold.widthOfTextAtSize(paid, 18));
  page.drawText(paid, {
    x: right - 48 - bold.widthOfTextAtSize(paid, paidSize) / 2,
    y: stampY + 10,
    font: bold,
    size: paidSize,
    color: BRAND,
  });

  y -= 14;
  text(page, t("mail.receipt.billedTo"), left, { font: bold, size: 11 });
  y -= 16;
  const b = view.billing;
  const billed = [
    b.fullName,
    b.businessName,
    b.email,
    b.phone,
    b.address,
    b.place,
    b.taxId ? t("mail.receipt.tin", { id: b.taxId }) : "",
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
  text(page, t("mail.receipt.description"), left + 8, { font: bold, size: 10 });
  text(page, t("mail.receipt.amount"), right - 8, { font: bold, size: 10, alignRight: true });
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
  text(page, t("mail.receipt.total"), left + 8, { font: bold, size: 12 });
  text(page, pdfNaira(view.amount), right - 8, { font: bold, size: 12, alignRight: true });
  y -= 36;

  const notes = [
    t("mail.receipt.currency"),
    t("mail.receipt.thanks", { email: SITE.supportEmail }),
  ];
  for (const note of notes) {
    for (const line of wrap(regular, 9, encodable(regular, note), right - left)) {
      text(page, line, left, { size: 9, color: MUTED });
      y -= 13;
    }
  }
  return doc.save();
}

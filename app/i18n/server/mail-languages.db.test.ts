/**
 * Mail, SMS, in-app notices and the PDF receipt in the recipient's language
 * (docs/decisions/023-languages.md): a user whose saved language is Hausa, Yoruba or Igbo gets
 * the texts of the `mail` catalogue in it, with links to pages in it; anyone else, English.
 * User content (names, car titles, messages) is kept as written.
 */
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  decodePDFRawStream,
} from "pdf-lib";
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "./catalogues.server";
import { registerAccount } from "~/models/account/registration.server";
import { saveBillingProfile, getReceipt } from "~/models/billing/cards.server";
import { receiptPdf } from "~/models/billing/receipts.server";
import { contactSeller } from "~/models/messaging/messages.server";
import { notifyRecipient } from "~/models/messaging/notify.server";
import { listNotifications, notify, words } from "~/models/shared/notifications.server";
import { updatePreferences } from "~/models/shared/preferences.server";
import { sendPhoneCode } from "~/models/trust/phone.server";
import { readOutbox } from "~/services/mail.server";
import { readSmsOutbox } from "~/services/sms.server";
import {
  createListing,
  createPayment,
  createUser,
  contactMessage as ask,
} from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { deliverQueuedMail, deliverQueuedSms } from "../../../tests/support/jobs";

useTestDatabase();

describe("mail and SMS in the recipient's language", () => {
  it("writes the sign-up attempt notice in Hausa with links to Hausa pages, and English by default", async () => {
    const hausa = await createUser({ firstName: "Musa" });
    await updatePreferences(hausa.id, { language: "ha" });
    const english = await createUser({ firstName: "Ada" });
    for (const user of [hausa, english])
      await registerAccount(
        {
          email: user.email,
          firstName: "X",
          lastName: "Y",
          phone: "+2348031234567",
          location: "lagos",
          password: "okra-soup-42",
          accountType: "buyer",
        },
        "10.0.0.1",
      );
    await deliverQueuedMail();
    const [ha] = await readOutbox(hausa.email);
    expect(ha.subject).toBe("Wani ya yi ƙoƙarin buɗe asusun MotorMart da imel ɗinka");
    expect(ha.text).toContain("Sannu Musa,");
    expect(ha.text).toContain("https://motormart.test/ha/login");
    expect(ha.html).toContain('href="https://motormart.test/ha/forgot-password"');
    expect(ha.text).toMatch(/WAT\./);
    // The time's month in Hausa (from the catalogue), not English.
    const month = new Date().getUTCMonth();
    const names = (m: string) => m.split("|");
    const haMonth = names(CATALOGUES.ha.common["months.short"])[month];
    const enMonth = names(CATALOGUES.en.common["months.short"])[month];
    expect(ha.text).toMatch(new RegExp(`\\d ${haMonth} \\d{4}, \\d\\d:\\d\\d WAT`));
    if (haMonth !== enMonth) expect(ha.text).not.toMatch(new RegExp(`\\d ${enMonth} \\d{4}`));
    const [en] = await readOutbox(english.email);
    expect(en.subject).toBe("Someone tried to create a MotorMart account with your e-mail");
    expect(en.text).toContain("sign in at https://motormart.test/login");
  });

  it("tells a Yoruba seller of a new inquiry by mail and SMS in Yoruba, the car's title as written", async () => {
    const seller = await createUser({ phone: "+2348035550102", phoneVerifiedAt: new Date() });
    await updatePreferences(seller.id, { language: "yo", smsNotifications: true });
    const buyer = await createUser({ accountType: "buyer", firstName: "Tunde" });
    const car = await createListing(seller.id, { title: "Lexus RX 350 2012" });
    const c = await contactSeller(buyer.id, { listingId: car.id }, ask("Ṣé ó ṣì wà?"));
    expect(await notifyRecipient(c.message.id)).toBe(true);
    await deliverQueuedMail();
    await deliverQueuedSms();
    const [mail] = await readOutbox(seller.email);
    expect(mail.subject).toBe("Ìfiránṣẹ́ tuntun láti ọ̀dọ̀ Tunde nípa Lexus RX 350 2012");
    expect(mail.text).toContain(`https://motormart.test/yo/chat/${c.conversationId}`);
    expect(mail.text).toContain('"Ṣé ó ṣì wà?"');
    const [sms] = await readSmsOutbox(seller.phone!);
    expect(sms.text).toMatch(
      /^MotorMart: ìbéèrè tuntun láti ọ̀dọ̀ Tunde nípa Lexus RX 350 2012 rẹ\./,
    );
    expect(sms.text).toContain("https://motormart.test/yo/chat/");
  });

  it("words a buyer's request in the seller's language, in the notice and the mail, the note as typed", async () => {
    const seller = await createUser();
    await updatePreferences(seller.id, { language: "ha" });
    const buyer = await createUser({ accountType: "buyer", firstName: "Tunde" });
    const car = await createListing(seller.id, { title: "Toyota Camry 2018" });
    // Saturday 2 November 2030, 10:00 in Lagos.
    const c = await contactSeller(
      buyer.id,
      { listingId: car.id },
      { ...ask("Zan zo da makanikina"), fields: { type: "test_drive", at: "2030-11-02T10:00" } },
    );
    const line = "Buƙatar gwajin tuƙi: Asa, 2 Nuw 2030, 10:00 (agogon Legas)";
    const [notice] = await listNotifications(seller.id);
    expect(notice).toMatchObject({
      title: "Sabon saƙo daga Tunde game da Toyota Camry 2018",
      body: `${line}\nZan zo da makanikina`,
    });
    expect(await notifyRecipient(c.message.id)).toBe(true);
    await deliverQueuedMail();
    const [mail] = await readOutbox(seller.email);
    expect(mail.text).toContain(`"${line}\nZan zo da makanikina"`);
    expect(mail.text).not.toContain("Test drive request");
  });

  it("texts the phone code in Igbo", async () => {
    const user = await createUser({ phone: "+2348035550103" });
    await updatePreferences(user.id, { language: "ig" });
    await sendPhoneCode(user.id);
    await deliverQueuedSms();
    const [sms] = await readSmsOutbox(user.phone!);
    expect(sms.text).toMatch(/^Koodu MotorMart gị bụ \d{6}\. Ọ ga-agwụ n'ime nkeji 10\./);
  });
});

describe("in-app notices", () => {
  it("are written in the reader's language when created; plain text stays as given", async () => {
    const hausa = await createUser();
    await updatePreferences(hausa.id, { language: "ha" });
    const english = await createUser();
    for (const user of [hausa, english])
      await notify(user.id, {
        type: "listing_rejected",
        title: words("mail.note.listingRejected", { title: "Toyota Camry 2015" }),
        body: words("mail.note.rejectedReason", { reason: "Hotunan ba su fito ba" }),
      });
    await notify(hausa.id, { type: "account_warning", title: "Staff words, as written" });
    const [plain, translated] = await listNotifications(hausa.id);
    expect(translated).toMatchObject({
      title: "Ba a amince da “Toyota Camry 2015” ɗinka ba",
      body: "Dalili: Hotunan ba su fito ba. Gyara tallan ka sake aika shi.",
    });
    expect(plain!.title).toBe("Staff words, as written");
    expect((await listNotifications(english.id))[0]).toMatchObject({
      title: "Your “Toyota Camry 2015” was not approved",
    });
  });
});

/** The text a PDF page draws, decoded through each embedded font's ToUnicode map. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const fonts = page.node.Resources()!.lookup(PDFName.of("Font"), PDFDict);
  const maps = new Map<string, Map<string, string>>();
  for (const [name, ref] of fonts.entries()) {
    const font = doc.context.lookup(ref as PDFRef, PDFDict);
    const cmap = doc.context.lookup(font.get(PDFName.of("ToUnicode"))) as PDFRawStream;
    const text = new TextDecoder().decode(decodePDFRawStream(cmap).decode());
    const map = new Map<string, string>();
    for (const [, glyph, unicode] of text.matchAll(/<([0-9a-f]{4})> <([0-9a-f]+)>/gi))
      map.set(
        glyph!.toLowerCase(),
        String.fromCharCode(...unicode!.match(/.{4}/g)!.map((h) => parseInt(h, 16))),
      );
    maps.set(name.asString(), map);
  }
  const contents = page.node.Contents()!;
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  const ops = refs
    .map((ref) => doc.context.lookup(ref) as PDFRawStream)
    .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1"))
    .join("\n");
  let font = new Map<string, string>();
  const out: string[] = [];
  for (const [, name, hex] of ops.matchAll(/(\/\S+) [\d.]+ Tf|<([0-9A-Fa-f]*)> Tj/g)) {
    if (name) font = maps.get(name) ?? new Map();
    else
      out.push(
        hex!
          .match(/.{4}/g)
          ?.map((g) => font.get(g.toLowerCase()) ?? "?")
          .join("") ?? "",
      );
  }
  return out.join("\n");
}

describe("the PDF receipt", () => {
  it("has its words in the payer's language, the zone named, and draws Hausa and Yoruba letters", async () => {
    const user = await createUser();
    await saveBillingProfile(user.id, {
      fullName: "Ɗanjuma Ƙwari Ọlátúnjí",
      email: "danjuma@example.ng",
      phone: "+2348031234567",
      address: "4 Ìṣọ̀lá Street",
      city: "Kano",
      state: "kano",
      taxId: "",
      businessName: "",
    });
    const payment = await createPayment(user.id, {
      status: "completed",
      method: "card",
      channel: "card",
      receiptNumber: 800_001,
      completedAt: new Date("2025-03-05T13:03:00Z"),
    });
    const receipt = await getReceipt(user.id, payment.id);
    const yo = await pdfText(await receiptPdf(receipt, "Africa/Lagos", "yo"));
    expect(yo).toContain("Ìwé-ẹ̀rí ìsanwó");
    expect(yo).toContain("Ọjọ́ ìsanwó");
    expect(yo).toContain("Káàdì");
    expect(yo).toMatch(/14:03 \(aago Èkó\)/);
    expect(yo).toContain("Ɗanjuma Ƙwari Ọlátúnjí");
    expect(yo).toContain("4 Ìṣọ̀lá Street");
    const en = await pdfText(await receiptPdf(receipt, "UTC"));
    expect(en).toContain("Receipt number");
    expect(en).toContain("5 March 2025, 13:03 (UTC)");
    expect(en).toContain("Total paid");
  });
});

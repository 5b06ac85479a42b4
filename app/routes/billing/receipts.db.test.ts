/**
 * Receipts and the transactions export (docs/decisions/010-payments.md): the printable page and the
 * PDF for the owner's completed payments only (404 otherwise), and the CSV with its header, one
 * row per payment and formula-looking cells neutralised.
 */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { payments } from "#db/schema";
import { getReceipt, saveBillingProfile } from "~/models/billing/cards.server";
import { receiptView } from "~/models/billing/receipts.server";
import { updatePreferences } from "~/models/shared/preferences.server";
import { createListing, createUser, createPayment } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { pageText, renderPage } from "../../../tests/support/render";
import { callRoute, signIn } from "../../../tests/support/routes";
import * as receiptModule from "./receipt";
import { loader as receiptPage } from "./receipt";
import { loader as receiptPdf } from "./receipt-pdf";
import { loader as transactionsCsv } from "./transactions-csv";

useTestDatabase();

let receiptCounter = 700_000;

async function insertPayment(userId: string, fields: Partial<typeof payments.$inferInsert> = {}) {
  const completed = (fields.status ?? "completed") === "completed";
  return createPayment(userId, {
    status: "completed",
    method: "card",
    channel: completed ? "card" : null,
    receiptNumber: completed ? ++receiptCounter : null,
    completedAt: completed ? new Date("2025-03-05T13:03:00Z") : null,
    createdAt: new Date("2025-03-05T13:00:00Z"),
    ...fields,
  });
}

describe("receipts", () => {
  it("shows the owner's receipt with its number, billing name and TIN", async () => {
    const user = await createUser({ firstName: "Bola", lastName: "Ade" });
    await saveBillingProfile(user.id, {
      fullName: "Bola Ade",
      email: "accounts@adeautos.ng",
      phone: "+2348031234567",
      address: "4 Allen Avenue",
      city: "Ikeja",
      state: "lagos",
      taxId: "12345678-0001",
      businessName: "Ade Autos Ltd",
    });
    const payment = await insertPayment(user.id);
    const sessionCookie = await signIn(user);
    const r = await callRoute(receiptPage, {
      path: `/payment/receipts/${payment.id}`,
      params: { id: payment.id },
      sessionCookie,
    });
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    expect(r.body).toMatchObject({
      number: `MM-R-${String(receiptCounter).padStart(6, "0")}`,
      reference: payment.reference,
      description: "Basic plan (monthly)",
      amount: 40_000,
      method: "Card",
      paidAt: "5 March 2025, 14:03 (Lagos time)",
      billing: {
        fullName: "Bola Ade",
        businessName: "Ade Autos Ltd",
        taxId: "12345678-0001",
        place: "Ikeja, Lagos",
      },
    });
  });

  it("dates the receipt in the payer's time zone, named, on the page and in the PDF", async () => {
    const user = await createUser();
    const payment = await insertPayment(user.id);
    const sessionCookie = await signIn(user);
    const render = async () =>
      pageText(
        await renderPage(receiptModule, "/payment/receipts/:id", {
          path: `/payment/receipts/${payment.id}`,
          sessionCookie,
        }),
      );
    // Paid at 13:03 UTC: 14:03 in Lagos, the default.
    expect(await render()).toContain("Date paid 5 Mar 2025, 14:03 WAT");
    await updatePreferences(user.id, { timezone: "UTC" });
    expect(await render()).toContain("Date paid 5 Mar 2025, 13:03 UTC");
    const r = await callRoute(receiptPage, {
      path: `/payment/receipts/${payment.id}`,
      params: { id: payment.id },
      sessionCookie,
    });
    expect(r.body.paidAt).toBe("5 March 2025, 13:03 (UTC)");
    // The PDF draws the same view (receiptPdf), in the zone its route reads from the preferences.
    const receipt = await getReceipt(user.id, payment.id);
    expect(receiptView(receipt, "UTC").paidAt).toBe("5 March 2025, 13:03 (UTC)");
    expect(receiptView(receipt).paidAt).toBe("5 March 2025, 14:03 (Lagos time)");
  });

  it("is a 404 for another user, a pending payment and a malformed id", async () => {
    const owner = await createUser();
    const paid = await insertPayment(owner.id);
    const pending = await insertPayment(owner.id, { status: "pending" });
    const stranger = await createUser();
    const strangerCookie = await signIn(stranger);
    const ownerCookie = await signIn(owner);
    const open = (
      id: string,
      sessionCookie: string,
      handler: typeof receiptPage | typeof receiptPdf = receiptPage,
    ) => callRoute(handler, { path: `/payment/receipts/${id}`, params: { id }, sessionCookie });

    expect((await open(paid.id, strangerCookie)).status).toBe(404);
    expect((await open(paid.id, strangerCookie, receiptPdf)).status).toBe(404);
    expect((await open(pending.id, ownerCookie)).status).toBe(404);
    expect((await open(pending.id, ownerCookie, receiptPdf)).status).toBe(404);
    expect((await open("not-a-uuid", ownerCookie)).status).toBe(404);
    expect((await open(crypto.randomUUID(), ownerCookie)).status).toBe(404);
  });

  it("downloads the receipt as a PDF attachment", async () => {
    const user = await createUser();
    // Characters Helvetica cannot encode (₦, ẹ, emoji) must not break the drawing.
    const payment = await insertPayment(user.id, {
      description: "Featured Listing for “Lexus RX 350 ọkọ ayọkẹlẹ 🚗 ₦” (7 days)",
    });
    const r = await callRoute(receiptPdf, {
      path: `/payment/receipts/${payment.id}/pdf`,
      params: { id: payment.id },
      sessionCookie: await signIn(user),
    });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("application/pdf");
    expect(r.headers.get("content-disposition")).toBe(
      `attachment; filename="receipt-MM-R-${String(receiptCounter).padStart(6, "0")}.pdf"`,
    );
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    expect(String(r.body).startsWith("%PDF")).toBe(true);
  });
});

describe("transactions CSV", () => {
  it("exports a header row and one row per payment, with formulas neutralised", async () => {
    const user = await createUser();
    const listing = await createListing(user.id, { title: "=cmd" });
    const subscription = await insertPayment(user.id);
    await insertPayment(user.id, {
      purpose: "boost",
      plan: null,
      billingCycle: null,
      listingId: listing.id,
      boost: "featured",
      description: "=cmd|' /C calc'!A0",
      amount: 25_000,
      status: "pending",
      createdAt: new Date("2025-03-06T09:00:00Z"),
    });
    await insertPayment(await createUser().then((u) => u.id));
    const sessionCookie = await signIn(user);

    const r = await callRoute(transactionsCsv, {
      path: "/payment/transactions.csv",
      sessionCookie,
    });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(r.headers.get("content-disposition")).toMatch(
      /^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    const lines = String(r.body)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toBe("Date,Reference,Type,Description,Amount (NGN),Status,Method,Receipt");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toBe(
      `2025-03-06T10:00:00+01:00,${lines[1]!.split(",")[1]},featured_listing,` +
        `'=cmd|' /C calc'!A0,25000,pending,Card,`,
    );
    expect(lines[2]).toBe(
      `2025-03-05T14:00:00+01:00,${subscription.reference},subscription,Basic plan (monthly),` +
        `40000,completed,Card,MM-R-${String(subscription.receiptNumber).padStart(6, "0")}`,
    );

    const onlySubscriptions = await callRoute(transactionsCsv, {
      path: "/payment/transactions.csv?type=subscription",
      sessionCookie,
    });
    expect(String(onlySubscriptions.body).trim().split("\n")).toHaveLength(2);

    const anonymous = await callRoute(transactionsCsv, { path: "/payment/transactions.csv" });
    expect(anonymous.status).toBe(302);
  });
});

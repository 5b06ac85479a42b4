/**
 * `/verification` and `/admin/verifications` (docs/decisions/011-trust-and-verification.md) as a
 * browser without JavaScript uses them: the page rendered on the server, each form posted to the
 * action. A seller changes the number, sends a code, types it from the SMS outbox, uploads an ID;
 * staff reject it with a reason (shown to the seller) and approve the next one: the seller becomes
 * Verified, 100/100.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { fieldErrorsOf, formErrorsOf, typedOf } from "~/lib/forms/form-answer";
import { db } from "#db/connection";
import { phoneVerifications, users } from "#db/schema";
import { listNotifications } from "~/models/shared/notifications.server";
import { reviewDocument, uploadDocument } from "~/models/trust/verification.server";
import { readOutbox } from "~/services/mail.server";
import { readSmsOutbox } from "~/services/sms.server";
import { createStaff, createUser } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { deliverQueuedMail, deliverQueuedSms } from "../../../../tests/support/jobs";
import { pageText, renderFailure, renderPage } from "../../../../tests/support/render";
import { callRoute, signIn } from "../../../../tests/support/routes";
import * as queuePage from "../../admin/verifications/route";
import * as dashboard from "../dashboard/route";
import * as page from "./route";

useTestDatabase();

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#2a7" } })
    .png()
    .toBuffer();

function upload(type: string, bytes: Buffer, name: string, extra: Record<string, string> = {}) {
  const body = new FormData();
  body.set("type", type);
  for (const [k, v] of Object.entries(extra)) body.set(k, v);
  body.set("document", new Blob([new Uint8Array(bytes)]), name);
  return body;
}

describe("/verification", () => {
  it("shows the product's failure text when loading fails", async () => {
    const html = await renderFailure(page.ErrorBoundary, "/verification");
    expect(pageText(html)).toContain("Failed to load verification data");
  });

  it("sends a signed-out visitor to log in and back", async () => {
    const r = await callRoute(page.loader, { path: "/verification?tab=documents" });
    expect(r.status).toBe(302);
    expect(r.location).toBe(
      `/login?redirectTo=${encodeURIComponent("/verification?tab=documents")}`,
    );
  });

  it("takes a seller from 25 to 100 through the forms, with staff deciding", async () => {
    const seller = await createUser({ emailVerifiedAt: new Date(), phone: "+2348031111111" });
    const sessionCookie = await signIn(seller);
    const render = (path: string) => renderPage(page, "/verification", { path, sessionCookie });
    const post = (form: Record<string, string>) =>
      callRoute(page.action, { method: "POST", path: "/verification", sessionCookie, form });

    const overview = pageText(await render("/verification"));
    expect(overview).toContain("Account Verification");
    expect(overview).toContain("25/100");
    expect(overview).toContain("25% complete");

    // A bad number keeps what was typed and says why.
    const bad = await post({ intent: "change-phone", phone: "12345" });
    expect(bad.status).toBe(400);
    expect(typedOf(bad.body, "phone")).toBe("12345");

    expect((await post({ intent: "change-phone", phone: "0803 222 3333" })).status).toBe(302);
    const sent = await post({ intent: "send-code" });
    expect(sent.status).toBe(302);
    // A second send within 60 seconds is refused with how long to wait.
    const again = await post({ intent: "send-code" });
    expect(again.status).toBe(429);
    expect(formErrorsOf(again.body)?.[0]).toMatch(/Wait \d+ seconds/);
    await deliverQueuedSms();
    const [sms] = await readSmsOutbox("+2348032223333");
    const code = /\b(\d{6})\b/.exec(sms.text)![1];
    const wrong = await post({
      intent: "verify-code",
      code: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.status).toBe(400);
    expect(formErrorsOf(wrong.body)).toEqual(["Wrong code. 4 tries left."]);
    expect((await post({ intent: "verify-code", code })).status).toBe(302);
    expect(pageText(await render("/verification"))).toContain("50/100");
    expect(await db().select().from(phoneVerifications)).toHaveLength(0);

    // An .exe named .pdf is refused by its content; a PNG ID is accepted.
    const exe = await callRoute(page.action, {
      method: "POST",
      path: "/verification",
      sessionCookie,
      body: upload("nationalId", Buffer.from("MZ\x90\x00 not a pdf"), "nin.pdf"),
    });
    expect(exe.status).toBe(400);
    expect(fieldErrorsOf(exe.body, "document")).toEqual(["Upload a JPG, PNG or PDF file."]);
    const ok = await callRoute(page.action, {
      method: "POST",
      path: "/verification",
      sessionCookie,
      body: upload("nationalId", await png(), "nin.png"),
    });
    expect(ok.status).toBe(302);
    expect(pageText(await render("/verification?tab=documents"))).toContain("Pending review");

    // Staff reject it with a reason; the seller sees the reason and can upload again.
    const staff = await createStaff("moderator", { email: "mod@example.ng" });
    const staffCookie = await signIn(staff);
    const queue = await renderPage(queuePage, "/admin/verifications", {
      path: "/admin/verifications",
      sessionCookie: staffCookie,
    });
    expect(pageText(queue)).toContain(seller.email);
    const docId = /\/verification\/documents\/([0-9a-f-]{36})/.exec(queue)![1];
    const decide = (form: Record<string, string>) =>
      callRoute(queuePage.action, {
        method: "POST",
        path: "/admin/verifications",
        sessionCookie: staffCookie,
        form,
      });
    expect((await decide({ intent: "reject", documentId: docId })).status).toBe(400);
    expect(
      (await decide({ intent: "reject", documentId: docId, reason: "unreadable" })).status,
    ).toBe(302);
    expect((await decide({ intent: "approve", documentId: docId })).status).toBe(409);
    expect(pageText(await render("/verification?tab=documents"))).toContain(
      "Not accepted: The document is blurred or unreadable",
    );
    const [note] = await listNotifications(seller.id);
    expect(note.type).toBe("verification_decided");

    await callRoute(page.action, {
      method: "POST",
      path: "/verification",
      sessionCookie,
      body: upload("nationalId", await png(), "nin-2.png"),
    });
    const again2 = await renderPage(queuePage, "/admin/verifications", {
      path: "/admin/verifications",
      sessionCookie: staffCookie,
    });
    const second = /\/verification\/documents\/([0-9a-f-]{36})/.exec(again2)![1];
    expect((await decide({ intent: "approve", documentId: second })).status).toBe(302);

    // Trust 100, but the Verified badge also needs the proof of address.
    const identityDone = pageText(await render("/verification"));
    expect(identityDone).toContain("100/100");
    expect(identityDone).toContain("75% complete");
    expect(identityDone).not.toContain("Verified User");
    await callRoute(page.action, {
      method: "POST",
      path: "/verification",
      sessionCookie,
      body: upload("proofOfAddress", await png(), "bill.png", {
        issuedAt: new Date().toISOString().slice(0, 10),
      }),
    });
    const again3 = await renderPage(queuePage, "/admin/verifications", {
      path: "/admin/verifications",
      sessionCookie: staffCookie,
    });
    const third = /\/verification\/documents\/([0-9a-f-]{36})/.exec(again3)![1];
    expect((await decide({ intent: "approve", documentId: third })).status).toBe(302);

    const done = pageText(await render("/verification"));
    expect(done).toContain("100/100");
    expect(done).toContain("100% complete");
    expect(done).toContain("Verified User");
    const [row] = await db().select().from(users).where(eq(users.id, seller.id));
    expect(row.verified).toBe(true);
  });

  it("a seller whose proof of address was rejected is not called Verified at 75 %", async () => {
    const seller = await createUser({
      emailVerifiedAt: new Date(),
      phoneVerifiedAt: new Date(),
      identityVerifiedAt: new Date(),
    });
    const staff = await createStaff("moderator", { accountType: "buyer" });
    const bill = await uploadDocument(seller.id, {
      type: "proofOfAddress",
      bytes: await png(),
      fileName: "bill.png",
      issuedAt: new Date().toISOString().slice(0, 10),
    });
    await reviewDocument(staff, bill.id!, { status: "rejected", reason: "unreadable" });
    const sessionCookie = await signIn(seller);
    const overview = pageText(
      await renderPage(page, "/verification", { path: "/verification", sessionCookie }),
    );
    expect(overview).toContain("75% complete");
    expect(overview).toContain("100/100");
    expect(overview).not.toContain("Verified User");
    expect(overview).toContain("Action needed");
    expect(overview).toContain(
      "E-mail, phone, an identity document and a proof of address make you a Verified seller.",
    );
    expect(overview).toContain("The Verified badge also needs your proof of address.");
  });

  it("renders the Contact Info, Documents and Benefits tabs, and answers forms with what was typed", async () => {
    const user = await createUser({ phone: "+2348034445555" });
    const sessionCookie = await signIn(user);
    const render = (path: string, init: Record<string, unknown> = {}) =>
      renderPage(page, "/verification", { path, sessionCookie, ...init });

    // Contact Info: the e-mail link again, the code form after a send, the countdown.
    const before = await render("/verification?tab=contact");
    expect(pageText(before)).toContain("Send the confirmation link again");
    expect(pageText(before)).toContain("0803 444 5555");
    expect(before).not.toMatch(/autocomplete="one-time-code"/i);
    expect(
      (
        await callRoute(page.action, {
          method: "POST",
          path: "/verification?tab=contact",
          sessionCookie,
          form: { intent: "send-code" },
        })
      ).status,
    ).toBe(302);
    const contact = await render("/verification?tab=contact");
    expect(pageText(contact)).toMatch(/You can ask for a new code in (59|60) seconds\./);
    expect(contact).toMatch(/<input[^>]*name="code"[^>]*>/);
    const codeInput = /<input[^>]*name="code"[^>]*>/.exec(contact)![0];
    expect(codeInput).toMatch(/inputmode="numeric"/i);
    expect(codeInput).toMatch(/autocomplete="one-time-code"/i);
    const wrong = await render("/verification?tab=contact", {
      method: "POST",
      form: { intent: "verify-code", code: "12ab" },
    });
    expect(pageText(wrong)).toContain("Enter the 6-digit code from the SMS.");
    expect(/<input[^>]*name="code"[^>]*>/.exec(wrong)![0]).toContain('value="12ab"');

    // Documents: a multipart form per type, JPG/PNG/PDF only, a date for proof of address.
    const docs = await render("/verification?tab=documents");
    expect(docs.match(/enctype="multipart\/form-data"/gi)).toHaveLength(4);
    expect(
      docs.match(/accept=".jpg,.jpeg,.png,.pdf,image\/jpeg,image\/png,application\/pdf"/g),
    ).toHaveLength(4);
    expect(docs).toMatch(/<input[^>]*type="date"[^>]*name="issuedAt"/);
    // Without JavaScript the forms post to the page's action: a 6 MB file and an old bill are
    // refused on the page, the date kept.
    const big = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024)]);
    const tooBig = await render("/verification?tab=documents", {
      method: "POST",
      body: upload("nationalId", big, "nin.png"),
    });
    expect(pageText(tooBig)).toContain("The file must be 5 MB or smaller.");
    const old = new Date(Date.now() - 120 * 86_400_000).toISOString().slice(0, 10);
    const stale = await render("/verification?tab=documents", {
      method: "POST",
      body: upload("proofOfAddress", await png(), "bill.png", { issuedAt: old }),
    });
    expect(pageText(stale)).toContain(
      "A proof of address must be issued within the last 3 months.",
    );
    expect(/<input[^>]*name="issuedAt"[^>]*>/.exec(stale)![0]).toContain(`value="${old}"`);

    // Benefits: what the product does; nothing earned yet.
    const benefits = pageText(await render("/verification?tab=benefits"));
    expect(benefits).toContain("What verification gives you");
    expect(benefits).toContain("Verified sellers only");
    expect(benefits).not.toContain("You have this");
  });

  it("keeps the queue to staff", async () => {
    const sessionCookie = await signIn(await createUser());
    const r = await callRoute(queuePage.loader, { path: "/admin/verifications", sessionCookie });
    expect([403, 404]).toContain(r.status);
  });

  it("sends at most 3 new confirmation links an hour, counted across the dashboard and this page", async () => {
    const user = await createUser({ emailVerifiedAt: null, email: "resend-limit@example.ng" });
    const sessionCookie = await signIn(user);
    const fromDashboard = () =>
      callRoute(dashboard.action, {
        method: "POST",
        path: "/dashboard",
        sessionCookie,
        form: { intent: "resend-verification" },
      });
    const fromPage = () =>
      callRoute(page.action, {
        method: "POST",
        path: "/verification?tab=contact",
        sessionCookie,
        form: { intent: "resend-email" },
      });
    expect((await fromDashboard()).status).toBe(200);
    expect((await fromPage()).status).toBe(302);
    expect((await fromDashboard()).status).toBe(200);
    const refused = await fromPage();
    expect(refused.status).toBe(429);
    expect(JSON.stringify(refused.body)).toContain(
      "You have asked for several e-mails already. Please try again later.",
    );
    const again = await fromDashboard();
    expect(again.status).toBe(429);
    expect(formErrorsOf(again.body)?.[0]).toMatch(/several e-mails already/);
    await deliverQueuedMail();
    expect(await readOutbox("resend-limit@example.ng")).toHaveLength(3);
  });
});

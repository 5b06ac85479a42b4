/**
 * Verification documents and the verification summary
 * (docs/decisions/011-trust-and-verification.md): uploads checked by content, size and issue date,
 * the pending document replaced by a new upload, who may read a file, staff decisions (atomic,
 * audited, notified, mailed) and what they change: the Verified badge, the trust score, the
 * verified-only search and the seller profile's badges.
 */
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, verificationDocuments } from "#db/schema";
import { db } from "#db/connection";
import { parseBrowseParams } from "~/lib/catalogue/filters";
import { readOutbox } from "~/services/mail.server";
import { privateStorage } from "~/services/storage.server";
import { createListing, createStaff, createUser } from "../../../tests/factories";
import { useTestDatabase } from "../../../tests/setup/database";
import { raceTest } from "../../../tests/setup/race";
import { deliverQueuedMail } from "../../../tests/support/jobs";
import { searchListings } from "../catalogue/search.server";
import { listNotifications } from "../shared/notifications.server";
import { getSellerProfile } from "../catalogue/sellers.server";
import {
  countDocumentQueue,
  getVerification,
  listDocumentQueue,
  readDocumentFile,
  reviewDocument,
  sniffDocumentType,
  uploadDocument,
} from "./verification.server";
import { msg } from "~/i18n/messages";

useTestDatabase();

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]);
let PNG: Buffer;
let JPG: Buffer;

/** YYYY-MM-DD, `days` before today. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const storageKeyOf = async (id: string) =>
  (
    await db()
      .select({ key: verificationDocuments.storageKey })
      .from(verificationDocuments)
      .where(eq(verificationDocuments.id, id))
  )[0]?.key;

let moderator: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  PNG = await sharp({
    create: { width: 4, height: 4, channels: 3, background: { r: 200, g: 10, b: 10 } },
  })
    .png()
    .toBuffer();
  JPG = await sharp({
    create: { width: 4, height: 4, channels: 3, background: { r: 10, g: 10, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  moderator = await createStaff("moderator", { accountType: "buyer" });
});

describe("sniffDocumentType", () => {
  it("reads the type from the bytes, not the name", () => {
    expect(sniffDocumentType(PDF)).toBe("application/pdf");
    expect(sniffDocumentType(PNG)).toBe("image/png");
    expect(sniffDocumentType(JPG)).toBe("image/jpeg");
    expect(sniffDocumentType(EXE)).toBeNull();
  });
});

describe("getVerification", () => {
  it("starts at none with every step incomplete and no benefit promised", async () => {
    const user = await createUser();
    const v = await getVerification(user.id);
    expect(v.overallStatus).toBe("none");
    expect(v.trustScore).toBe(0);
    expect(v.completionPercentage).toBe(0);
    expect(v.verificationSteps.identity).toEqual({
      status: "incomplete",
      completedAt: null,
      required: true,
    });
    expect(v.verificationSteps.business.required).toBe(false);
    expect(v.documents.nationalId).toMatchObject({ id: null, status: "incomplete", url: null });
    expect(Object.values(v.benefits).every((b) => b === false)).toBe(true);
  });

  it("counts e-mail and phone towards the score and completion", async () => {
    const user = await createUser({ emailVerifiedAt: new Date(), phoneVerifiedAt: new Date() });
    const v = await getVerification(user.id);
    expect(v.trustScore).toBe(50);
    expect(v.completionPercentage).toBe(50);
    expect(v.verificationSteps.email.status).toBe("verified");
    expect(v.verificationSteps.email.completedAt).not.toBeNull();
  });
});

describe("uploadDocument", () => {
  it("accepts PDF, PNG and JPG files and puts them in the queue", async () => {
    const user = await createUser();
    const pdf = await uploadDocument(user.id, {
      type: "nationalId",
      bytes: PDF,
      fileName: "nin.pdf",
    });
    const png = await uploadDocument(user.id, {
      type: "businessRegistration",
      bytes: PNG,
      fileName: "cac.png",
    });
    const jpg = await uploadDocument(user.id, {
      type: "driversLicense",
      bytes: JPG,
      fileName: "licence.jpeg",
    });
    for (const entry of [pdf, png, jpg]) {
      expect(entry.status).toBe("pending");
      expect(entry.url).toBe(`/verification/documents/${entry.id}`);
    }
    expect(await storageKeyOf(pdf.id!)).toMatch(new RegExp(`^documents/${user.id}/.+\\.pdf$`));
    expect(await storageKeyOf(png.id!)).toMatch(/\.png$/);
    expect(await storageKeyOf(jpg.id!)).toMatch(/\.jpg$/);
    const v = await getVerification(user.id);
    expect(v.overallStatus).toBe("pending");
    expect(v.verificationSteps.identity.status).toBe("pending");
    expect(v.documents.businessRegistration.status).toBe("pending");
    const queue = await listDocumentQueue({ limit: 100 });
    expect(queue.filter((d) => d.user.id === user.id).map((d) => d.type)).toEqual([
      "nationalId",
      "businessRegistration",
      "driversLicense",
    ]);
  });

  it("refuses a program named .pdf, an empty file, an unknown type and a file over 5 MB; nothing is stored", async () => {
    const user = await createUser();
    await expect(
      uploadDocument(user.id, { type: "nationalId", bytes: EXE, fileName: "x.pdf" }),
    ).rejects.toMatchObject({ status: 400, message: msg("account.verify.refusal.fileType") });
    await expect(
      uploadDocument(user.id, { type: "nationalId", bytes: Buffer.alloc(0), fileName: "x.pdf" }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      uploadDocument(user.id, { type: "passport", bytes: PDF, fileName: "x.pdf" }),
    ).rejects.toMatchObject({ status: 400, fields: { type: expect.any(Array) } });
    const big = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024)]);
    await expect(
      uploadDocument(user.id, { type: "nationalId", bytes: big, fileName: "big.pdf" }),
    ).rejects.toMatchObject({
      status: 413,
      message: msg("account.verify.refusal.tooLarge", { mb: 5 }),
    });
    const rows = await db()
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.userId, user.id));
    expect(rows).toEqual([]);
    expect(await privateStorage().exists(`documents/${user.id}`)).toBe(false);
  });

  it("needs a proof of address issued in the last 3 months, not in the future", async () => {
    const user = await createUser();
    const upload = (issuedAt: string | null) =>
      uploadDocument(user.id, {
        type: "proofOfAddress",
        bytes: PDF,
        fileName: "bill.pdf",
        issuedAt,
      });
    await expect(upload(null)).rejects.toMatchObject({
      status: 400,
      fields: { issuedAt: expect.any(Array) },
    });
    await expect(upload(daysAgo(120))).rejects.toMatchObject({
      status: 400,
      fields: { issuedAt: expect.any(Array) },
    });
    await expect(upload(daysAgo(-3))).rejects.toMatchObject({ status: 400 });
    await expect(upload("2024-02-30")).rejects.toMatchObject({ status: 400 });
    const ok = await upload(daysAgo(20));
    expect(ok).toMatchObject({ status: "pending", issuedAt: daysAgo(20) });
  });

  it("replaces the pending document of the same type: one pending row, the old file deleted", async () => {
    const user = await createUser();
    const first = await uploadDocument(user.id, {
      type: "nationalId",
      bytes: PDF,
      fileName: "a.pdf",
    });
    const firstKey = (await storageKeyOf(first.id!))!;
    expect(await privateStorage().exists(firstKey)).toBe(true);
    const second = await uploadDocument(user.id, {
      type: "nationalId",
      bytes: PNG,
      fileName: "b.png",
    });
    const pending = await db()
      .select()
      .from(verificationDocuments)
      .where(
        and(eq(verificationDocuments.userId, user.id), eq(verificationDocuments.status, "pending")),
      );
    expect(pending.map((r) => r.id)).toEqual([second.id]);
    expect(await privateStorage().exists(firstKey)).toBe(false);
    expect(await privateStorage().exists((await storageKeyOf(second.id!))!)).toBe(true);
  });

  raceTest("holds one pending document per type when two uploads race", async () => {
    const user = await createUser();
    const results = await Promise.allSettled(
      [PDF, PNG, JPG].map((bytes) =>
        uploadDocument(user.id, { type: "driversLicense", bytes, fileName: null }),
      ),
    );
    expect(results.some((r) => r.status === "fulfilled")).toBe(true);
    for (const r of results)
      if (r.status === "rejected") expect(r.reason).toMatchObject({ status: 409 });
    const pending = await db()
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.userId, user.id));
    expect(pending).toHaveLength(1);
  });
});

describe("readDocumentFile", () => {
  it("gives the file to its owner and to staff, 404 to anyone else", async () => {
    const owner = await createUser();
    const other = await createUser();
    const entry = await uploadDocument(owner.id, {
      type: "nationalId",
      bytes: PDF,
      fileName: "nin.pdf",
    });
    const mine = await readDocumentFile(owner, entry.id!);
    expect(mine.contentType).toBe("application/pdf");
    expect(mine.fileName).toMatch(/^[\w.-]+\.pdf$/);
    const bytesOf = async (file: { body: ReadableStream<Uint8Array> }) =>
      Buffer.from(await new Response(file.body).arrayBuffer());
    expect(mine.size).toBe(PDF.length);
    expect((await bytesOf(mine)).equals(PDF)).toBe(true);
    expect((await bytesOf(await readDocumentFile(moderator, entry.id!))).equals(PDF)).toBe(true);
    await expect(readDocumentFile(other, entry.id!)).rejects.toMatchObject({ status: 404 });
    await expect(readDocumentFile(owner, "not-a-uuid")).rejects.toMatchObject({ status: 404 });
    await expect(readDocumentFile(owner, crypto.randomUUID())).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe("reviewDocument", () => {
  it("approving the last required document (identity) makes the seller Verified: score 100, found by the verified filter, notified and mailed", async () => {
    const seller = await createUser({
      emailVerifiedAt: new Date(),
      phoneVerifiedAt: new Date(),
      addressVerifiedAt: new Date(),
      firstName: "Ngozi",
    });
    const listing = await createListing(seller.id);
    const search = async () =>
      (
        await searchListings(
          parseBrowseParams(new URLSearchParams("verified=true"), "lenient").filters,
        )
      ).cars.map((c) => c.id);
    expect(await search()).not.toContain(listing.id);

    const entry = await uploadDocument(seller.id, {
      type: "nationalId",
      bytes: PDF,
      fileName: "nin.pdf",
    });
    expect(await reviewDocument(moderator, entry.id!, { status: "approved" })).toEqual({
      id: entry.id,
      status: "verified",
    });
    const v = await getVerification(seller.id);
    expect(v.overallStatus).toBe("verified");
    expect(v.trustScore).toBe(100);
    expect(v.completionPercentage).toBe(100);
    expect(v.verificationSteps.identity.status).toBe("verified");
    expect(v.documents.nationalId.status).toBe("verified");
    expect(v.benefits).toEqual({
      trustBadge: true,
      higherVisibility: true,
      prioritySupport: false,
      reducedFees: false,
      advancedFeatures: false,
    });
    expect(await search()).toContain(listing.id);

    const notes = await listNotifications(seller.id);
    expect(notes[0]).toMatchObject({
      type: "verification_decided",
      link: "/verification?tab=documents",
    });
    const audits = await db().select().from(auditLog).where(eq(auditLog.entityId, entry.id!));
    expect(audits).toMatchObject([{ action: "document_approved", actorId: moderator.id }]);
    await deliverQueuedMail();
    const mail = (await readOutbox(seller.email))[0];
    expect(mail.subject).toContain("approved");
    expect(mail.text).toContain("/verification?tab=documents");

    await expect(
      reviewDocument(moderator, entry.id!, { status: "approved" }),
    ).rejects.toMatchObject({ status: 409, message: msg("admin.refusal.docReviewed") });
    // The step is verified: another identity upload is refused.
    await expect(
      uploadDocument(seller.id, { type: "nationalId", bytes: PDF, fileName: null }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("a rejected proof of address keeps the seller from Verified: 75 %, no badge anywhere, until it is approved", async () => {
    const seller = await createUser({ emailVerifiedAt: new Date(), phoneVerifiedAt: new Date() });
    const listing = await createListing(seller.id);
    const search = async () =>
      (
        await searchListings(
          parseBrowseParams(new URLSearchParams("verified=true"), "lenient").filters,
        )
      ).cars.map((c) => c.id);
    const id = await uploadDocument(seller.id, { type: "nationalId", bytes: PDF, fileName: null });
    await reviewDocument(moderator, id.id!, { status: "approved" });
    const bill = await uploadDocument(seller.id, {
      type: "proofOfAddress",
      bytes: PDF,
      fileName: null,
      issuedAt: daysAgo(5),
    });
    await reviewDocument(moderator, bill.id!, { status: "rejected", reason: "too_old" });

    let v = await getVerification(seller.id);
    expect(v.trustScore).toBe(100);
    expect(v.completionPercentage).toBe(75);
    expect(v.overallStatus).toBe("rejected");
    expect(v.verificationSteps.address.status).toBe("rejected");
    expect(v.benefits.trustBadge).toBe(false);
    expect(await getSellerProfile(seller.id)).toMatchObject({ verified: false });
    expect(await search()).not.toContain(listing.id);

    const again = await uploadDocument(seller.id, {
      type: "proofOfAddress",
      bytes: PNG,
      fileName: null,
      issuedAt: daysAgo(2),
    });
    await reviewDocument(moderator, again.id!, { status: "approved" });
    v = await getVerification(seller.id);
    expect(v).toMatchObject({ overallStatus: "verified", completionPercentage: 100 });
    expect(v.benefits.trustBadge).toBe(true);
    expect(await getSellerProfile(seller.id)).toMatchObject({ verified: true });
    expect(await search()).toContain(listing.id);
  });

  it("refuses plain users, malformed and unknown ids, and rejections without a reason", async () => {
    const user = await createUser();
    const entry = await uploadDocument(user.id, {
      type: "nationalId",
      bytes: PDF,
      fileName: null,
    });
    await expect(
      reviewDocument(await createUser(), entry.id!, { status: "approved" }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(reviewDocument(user, entry.id!, { status: "approved" })).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      reviewDocument(moderator, "1; drop table users", { status: "approved" }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      reviewDocument(moderator, crypto.randomUUID(), { status: "approved" }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      reviewDocument(moderator, entry.id!, { status: "rejected" }),
    ).rejects.toMatchObject({ status: 400, fields: { reason: expect.any(Array) } });
    await expect(
      reviewDocument(moderator, entry.id!, { status: "rejected", reason: "other" }),
    ).rejects.toMatchObject({ status: 400, fields: { note: expect.any(Array) } });
    expect((await getVerification(user.id)).documents.nationalId.status).toBe("pending");
  });

  it("a rejection shows its reason and lets the user upload again", async () => {
    const user = await createUser();
    const entry = await uploadDocument(user.id, {
      type: "nationalId",
      bytes: PDF,
      fileName: null,
    });
    await reviewDocument(moderator, entry.id!, {
      status: "rejected",
      reason: "unreadable",
      note: "The photo is dark",
    });
    let v = await getVerification(user.id);
    expect(v.overallStatus).toBe("rejected");
    expect(v.verificationSteps.identity.status).toBe("rejected");
    expect(v.documents.nationalId).toMatchObject({
      status: "rejected",
      rejectionReason: "The document is blurred or unreadable: The photo is dark",
    });
    const notes = await listNotifications(user.id);
    expect(notes[0]).toMatchObject({ type: "verification_decided" });
    expect(notes[0].body).toContain("The document is blurred or unreadable");

    const again = await uploadDocument(user.id, {
      type: "nationalId",
      bytes: PNG,
      fileName: null,
    });
    v = await getVerification(user.id);
    expect(v.documents.nationalId).toMatchObject({ id: again.id, status: "pending" });
    expect(v.overallStatus).toBe("pending");
  });

  it("address and business approvals show on the seller profile", async () => {
    const seller = await createUser();
    await createListing(seller.id);
    expect(await getSellerProfile(seller.id)).toMatchObject({
      addressChecked: false,
      registeredBusiness: false,
    });
    const address = await uploadDocument(seller.id, {
      type: "proofOfAddress",
      bytes: PDF,
      fileName: null,
      issuedAt: daysAgo(10),
    });
    const cac = await uploadDocument(seller.id, {
      type: "businessRegistration",
      bytes: JPG,
      fileName: null,
    });
    await reviewDocument(moderator, address.id!, { status: "approved" });
    expect(await getSellerProfile(seller.id)).toMatchObject({
      addressChecked: true,
      registeredBusiness: false,
    });
    await reviewDocument(moderator, cac.id!, { status: "approved" });
    expect(await getSellerProfile(seller.id)).toMatchObject({
      addressChecked: true,
      registeredBusiness: true,
      verified: false,
    });
    const v = await getVerification(seller.id);
    expect(v.verificationSteps.address.status).toBe("verified");
    expect(v.verificationSteps.business.status).toBe("verified");
  });
});

describe("listDocumentQueue", () => {
  it("pages the pending documents oldest first by (uploadedAt, id)", async () => {
    const user = await createUser({ businessName: "Eze Motors" });
    for (const type of ["nationalId", "driversLicense", "businessRegistration"] as const)
      await uploadDocument(user.id, { type, bytes: PDF, fileName: `${type}.pdf` });
    const total = await countDocumentQueue();
    const all = await listDocumentQueue({ limit: 100 });
    expect(all).toHaveLength(total);
    const seen: string[] = [];
    let before = null;
    for (;;) {
      const page: Awaited<ReturnType<typeof listDocumentQueue>> = await listDocumentQueue({
        limit: 2,
        before,
      });
      seen.push(...page.map((d) => d.id));
      if (page.length < 2) break;
      before = { uploadedAt: page[1].uploadedAt, id: page[1].id };
    }
    expect(seen).toEqual(all.map((d) => d.id));
    const mine = all.filter((d) => d.user.id === user.id);
    expect(mine[0]).toMatchObject({
      typeLabel: "National ID (NIN slip or card)",
      fileName: "nationalId.pdf",
      contentType: "application/pdf",
      user: { businessName: "Eze Motors", email: user.email },
    });
  });
});

/**
 * Verification documents over HTTP (docs/decisions/011-trust-and-verification.md), as a client sees
 * them: `GET /api/user/verification`, `POST /api/user/verification/documents` (multipart), the
 * private file route `/verification/documents/:id`, and staff review (`GET
 * /api/admin/verifications`, `PATCH /api/admin/verifications/{id}`): statuses, the envelope,
 * headers, and what the verified-only browse finds afterwards.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { formErrorsOf } from "~/lib/forms/form-answer";
import { eq } from "drizzle-orm";
import { verificationDocuments } from "#db/schema";
import { db } from "#db/connection";
import { getEnv } from "~/env.server";
import { loader as documentFile } from "~/routes/account/verification/document-file";
import * as verificationPage from "~/routes/account/verification/route";
import { loader as review405, action as reviewAction } from "~/routes/api/admin/verification";
import { loader as queueLoader } from "~/routes/api/admin/verifications";
import { loader as carsLoader } from "~/routes/api/cars/cars";
import { action as uploadAction } from "~/routes/api/user/verification-documents";
import { loader as verificationLoader } from "~/routes/api/user/verification";
import { createListing, createStaff, createUser } from "../../../../tests/factories";
import { useTestDatabase } from "../../../../tests/setup/database";
import { callRoute, signIn } from "../../../../tests/support/routes";

useTestDatabase();

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(300, 0x90)]);
let PNG: Buffer;
let JPG: Buffer;

let seller: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
let moderator: Awaited<ReturnType<typeof createUser>>;
let sellerToken = "";
let otherToken = "";
let modToken = "";

beforeAll(async () => {
  const image = (r: number) =>
    sharp({ create: { width: 4, height: 4, channels: 3, background: { r, g: 20, b: 20 } } });
  PNG = await image(200).png().toBuffer();
  JPG = await image(50).jpeg().toBuffer();
  seller = await createUser({
    emailVerifiedAt: new Date(),
    phoneVerifiedAt: new Date(),
    firstName: "Emeka",
  });
  other = await createUser();
  moderator = await createStaff("moderator", { accountType: "buyer" });
  [sellerToken, otherToken, modToken] = await Promise.all(
    [seller, other, moderator].map((u) => signIn(u)),
  );
});

const upload = (
  token: string | undefined,
  file: { bytes: Buffer; name: string; mime?: string } | null,
  fields: Record<string, string>,
) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file)
    form.set(
      "document",
      new File([new Uint8Array(file.bytes)], file.name, {
        type: file.mime ?? "application/octet-stream",
      }),
    );
  return callRoute(uploadAction, {
    method: "POST",
    path: "/api/user/verification/documents",
    token,
    body: form,
  });
};

const patch = (token: string | undefined, id: string, json: unknown) =>
  callRoute(reviewAction, {
    method: "PATCH",
    path: `/api/admin/verifications/${id}`,
    params: { id },
    token,
    json,
  });

const fileOf = (token: string | undefined, id: string) =>
  callRoute(documentFile, {
    path: `/verification/documents/${id}`,
    params: { id },
    sessionCookie: token,
  });

const rowsOf = (userId: string) =>
  db().select().from(verificationDocuments).where(eq(verificationDocuments.userId, userId));

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe("POST /api/user/verification/documents", () => {
  it("answers 401 when signed out", async () => {
    const r = await upload(undefined, { bytes: PDF, name: "a.pdf" }, { type: "nationalId" });
    expect(r.status).toBe(401);
  });

  it("answers the Verification page's upload form as the API: no file, an unknown type, a NUL character", async () => {
    const onPage = (
      file: { bytes: Buffer; name: string } | null,
      fields: Record<string, string>,
    ) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.set(k, v);
      if (file) form.set("document", new File([new Uint8Array(file.bytes)], file.name));
      return callRoute(verificationPage.action, {
        method: "POST",
        path: "/verification?tab=documents",
        sessionCookie: otherToken,
        body: form,
      });
    };
    const pdf = { bytes: PDF, name: "id.pdf" };
    for (const [file, fields, status, message] of [
      [null, { type: "nationalId" }, 400, "Choose a file to upload."],
      [pdf, { type: "driversLicence" }, 400, "Choose which document this is."],
      [pdf, { type: "nationalId\u0000" }, 400, "Text must not contain NUL characters"],
    ] as const) {
      const api = await upload(otherToken, file, fields);
      const page = await onPage(file, fields);
      expect([api.status, page.status], message).toEqual([status, status]);
      expect(api.body.message).toBe(message);
      expect(formErrorsOf(page.body)).toEqual([message]);
    }
    expect(await rowsOf(other.id)).toEqual([]);
  });

  it("refuses a program named .pdf (400) and a 6 MB file (413); nothing is stored", async () => {
    const exe = await upload(
      otherToken,
      { bytes: EXE, name: "x.pdf", mime: "application/pdf" },
      { type: "nationalId" },
    );
    expect(exe.status).toBe(400);
    expect(exe.body).toMatchObject({ success: false, message: "Upload a JPG, PNG or PDF file." });

    const big = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const tooBig = await upload(
      otherToken,
      { bytes: big, name: "big.pdf" },
      { type: "nationalId" },
    );
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({
      success: false,
      message: "The file must be 5 MB or smaller.",
    });
    expect(await rowsOf(other.id)).toEqual([]);
    expect(fs.existsSync(path.join(getEnv().privateDir, "documents", other.id))).toBe(false);
  });

  it("refuses a proof of address without an issue date or older than 3 months", async () => {
    const none = await upload(
      otherToken,
      { bytes: PDF, name: "bill.pdf" },
      {
        type: "proofOfAddress",
      },
    );
    expect(none.status).toBe(400);
    expect(none.body.errors).toHaveProperty("issuedAt");
    const old = await upload(
      otherToken,
      { bytes: PDF, name: "bill.pdf" },
      {
        type: "proofOfAddress",
        issuedAt: daysAgo(100),
      },
    );
    expect(old.status).toBe(400);
    expect(old.body.errors).toHaveProperty("issuedAt");
    expect(await rowsOf(other.id)).toEqual([]);
  });

  it("accepts PDF, PNG and JPG (201) and shows them in GET /api/user/verification", async () => {
    const pdf = await upload(otherToken, { bytes: PDF, name: "nin.pdf" }, { type: "nationalId" });
    expect(pdf.status).toBe(201);
    expect(pdf.body.data).toMatchObject({ status: "pending", url: expect.any(String) });
    const png = await upload(
      otherToken,
      { bytes: PNG, name: "bill.png" },
      {
        type: "proofOfAddress",
        issuedAt: daysAgo(15),
      },
    );
    expect(png.status).toBe(201);
    expect(png.body.data.issuedAt).toBe(daysAgo(15));
    const jpg = await upload(
      otherToken,
      { bytes: JPG, name: "cac.jpg" },
      {
        type: "businessRegistration",
      },
    );
    expect(jpg.status).toBe(201);

    const v = await callRoute(verificationLoader, {
      path: "/api/user/verification",
      token: otherToken,
    });
    expect(v.status).toBe(200);
    expect(v.body.data).toMatchObject({
      overallStatus: "pending",
      documents: {
        nationalId: { id: pdf.body.data.id, status: "pending" },
        proofOfAddress: { id: png.body.data.id, status: "pending" },
        businessRegistration: { id: jpg.body.data.id, status: "pending" },
        driversLicense: { id: null, status: "incomplete" },
      },
    });
    expect((await callRoute(verificationLoader, { path: "/api/user/verification" })).status).toBe(
      401,
    );
  });
});

describe("/verification/documents/:id", () => {
  it("serves the owner and staff privately; 404 for anyone else; sign-in for the anonymous", async () => {
    const r = await upload(
      sellerToken,
      { bytes: PNG, name: "licence ü.png" },
      {
        type: "driversLicense",
      },
    );
    const id: string = r.body.data.id;
    const own = await fileOf(sellerToken, id);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("image/png");
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect(own.headers.get("x-content-type-options")).toBe("nosniff");
    expect(own.headers.get("content-security-policy")).toBe("sandbox");
    expect(own.headers.get("content-disposition")).toMatch(/^inline; filename="[\x20-\x7e]+"$/);

    expect((await fileOf(modToken, id)).status).toBe(200);
    expect((await fileOf(otherToken, id)).status).toBe(404);
    expect((await fileOf(otherToken, "not-a-uuid")).status).toBe(404);
    const anon = await fileOf(undefined, id);
    expect(anon.status).toBe(302);
    expect(anon.location).toMatch(/^\/login\?redirectTo=/);
  });
});

describe("staff review", () => {
  it("lists the queue for staff only, oldest first, with paging", async () => {
    expect((await callRoute(queueLoader, { path: "/api/admin/verifications" })).status).toBe(401);
    expect(
      (await callRoute(queueLoader, { path: "/api/admin/verifications", token: otherToken }))
        .status,
    ).toBe(403);
    const all = await callRoute(queueLoader, {
      path: "/api/admin/verifications?limit=100",
      token: modToken,
    });
    expect(all.status).toBe(200);
    const ids: string[] = all.body.data.documents.map((d: { id: string }) => d.id);
    expect(all.body.data.total).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const first = await callRoute(queueLoader, {
      path: "/api/admin/verifications?limit=2",
      token: modToken,
    });
    expect(first.body.data.documents.map((d: { id: string }) => d.id)).toEqual(ids.slice(0, 2));
    const next = await callRoute(queueLoader, {
      path: `/api/admin/verifications?limit=2&before=${encodeURIComponent(first.body.data.nextBefore)}`,
      token: modToken,
    });
    expect(next.body.data.documents.map((d: { id: string }) => d.id)).toEqual(ids.slice(2, 4));
    const bad = await callRoute(queueLoader, {
      path: "/api/admin/verifications?before=yesterday",
      token: modToken,
    });
    expect(bad.status).toBe(400);
    // The usual page/limit paging, with data.pagination.
    const page2 = await callRoute(queueLoader, {
      path: "/api/admin/verifications?page=2&limit=2",
      token: modToken,
    });
    expect(page2.body.data.documents.map((d: { id: string }) => d.id)).toEqual(ids.slice(2, 4));
    expect(page2.body.data.pagination).toEqual({
      currentPage: 2,
      totalPages: Math.ceil(ids.length / 2),
      total: ids.length,
      limit: 2,
    });
    expect(page2.body.data.documents[0].url).toBe(`/verification/documents/${ids[2]}`);
    expect(
      (await callRoute(queueLoader, { path: "/api/admin/verifications?page=0", token: modToken }))
        .status,
    ).toBe(400);
  });

  it("a moderator's approvals (identity, then address) make the seller Verified and found by ?verified=true; twice is 409", async () => {
    const listing = await createListing(seller.id);
    const verifiedCars = async () =>
      (
        await callRoute(carsLoader, { path: "/api/cars?verified=true&limit=50" })
      ).body.data.cars.map((c: { id: string }) => c.id);
    expect(await verifiedCars()).not.toContain(listing.id);

    const r = await upload(sellerToken, { bytes: PDF, name: "nin.pdf" }, { type: "nationalId" });
    const id: string = r.body.data.id;
    expect((await patch(undefined, id, { status: "approved" })).status).toBe(401);
    expect((await patch(otherToken, id, { status: "approved" })).status).toBe(403);
    expect((await patch(modToken, "nope", { status: "approved" })).status).toBe(404);
    expect((await patch(modToken, crypto.randomUUID(), { status: "approved" })).status).toBe(404);
    expect((await patch(modToken, id, { status: "maybe" })).status).toBe(400);

    const ok = await patch(modToken, id, { status: "approved" });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ id, status: "verified" });
    const again = await patch(modToken, id, { status: "approved" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This document was already reviewed.");

    const verification = async () =>
      (await callRoute(verificationLoader, { path: "/api/user/verification", token: sellerToken }))
        .body.data;
    // Identity gives the full trust score; Verified also needs the proof of address.
    const identityOnly = await verification();
    expect(identityOnly).toMatchObject({ trustScore: 100, completionPercentage: 75 });
    expect(identityOnly.overallStatus).not.toBe("verified");
    expect(await verifiedCars()).not.toContain(listing.id);
    const bill = await upload(
      sellerToken,
      { bytes: PDF, name: "bill.pdf" },
      { type: "proofOfAddress", issuedAt: daysAgo(3) },
    );
    expect((await patch(modToken, bill.body.data.id, { status: "approved" })).status).toBe(200);
    expect(await verification()).toMatchObject({
      overallStatus: "verified",
      trustScore: 100,
      completionPercentage: 100,
    });
    expect(await verifiedCars()).toContain(listing.id);
    expect((await callRoute(review405, { path: `/api/admin/verifications/${id}` })).status).toBe(
      405,
    );
    // Identity is verified: another identity document is not needed.
    const more = await upload(
      sellerToken,
      { bytes: PDF, name: "licence.pdf" },
      { type: "driversLicense" },
    );
    expect(more.status).toBe(409);
    expect(more.body.message).toBe("Your identity is already verified.");
  });

  it("staff never decide their own document", async () => {
    const r = await upload(modToken, { bytes: PDF, name: "nin.pdf" }, { type: "nationalId" });
    const own = await patch(modToken, r.body.data.id, { status: "approved" });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe("Another member of staff must review your own document.");
    const admin = await createStaff("admin", { accountType: "buyer" });
    const ok = await patch(await signIn(admin), r.body.data.id, { status: "approved" });
    expect(ok.status).toBe(200);
  });

  it("a rejection needs a listed reason, shows its label, and the user can upload again", async () => {
    const user = await createUser();
    const token = await signIn(user);
    const r = await upload(token, { bytes: JPG, name: "id.jpg" }, { type: "nationalId" });
    const id: string = r.body.data.id;
    expect((await patch(modToken, id, { status: "rejected" })).status).toBe(400);
    expect((await patch(modToken, id, { status: "rejected", reason: "because" })).status).toBe(400);
    expect(
      (await patch(modToken, id, { status: "rejected", reason: "expired", note: "x".repeat(501) }))
        .status,
    ).toBe(400);
    const no = await patch(modToken, id, { status: "rejected", reason: "expired" });
    expect(no.status).toBe(200);
    expect(no.body.data).toEqual({ id, status: "rejected" });
    const v = await callRoute(verificationLoader, { path: "/api/user/verification", token });
    expect(v.body.data.documents.nationalId).toMatchObject({
      status: "rejected",
      rejectionReason: "The document has expired",
    });
    const again = await upload(token, { bytes: PDF, name: "id.pdf" }, { type: "nationalId" });
    expect(again.status).toBe(201);
    expect(again.body.data.status).toBe("pending");
  });
});

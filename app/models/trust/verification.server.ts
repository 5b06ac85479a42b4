/**
 * Account verification (docs/decisions/011-trust-and-verification.md; docs/product.md#data,
 * Verification data): the steps, the private documents and the staff's decisions. The trust score
 * and the Verified badge are derived from the records (`users.*VerifiedAt`; `users.verified` is
 * computed by the database), never edited by hand. Verified needs every required step (e-mail,
 * phone, identity and address, docs/product.md#trust-and-verification); the trust score counts
 * e-mail, phone and identity only (docs/decisions/011-trust-and-verification.md).
 *
 * Documents are checked by content (JPEG, PNG or PDF magic bytes; the name never decides), at
 * most 5 MB, stored in private storage (`documents/<userId>/<uuid>.<ext>`, never under
 * /uploads) and read only by their owner and staff. A user has at most one pending document of
 * a type (a partial unique index); a new upload replaces it. A decision is one guarded UPDATE,
 * so a document is decided once. Errors: DomainError 400, 403, 404, 409, 413, 429.
 */
import crypto from "node:crypto";
import { and, asc, count, desc, eq, gt, ne, or } from "drizzle-orm";
import { z } from "zod";
import { db } from "#db/connection";
import { users, verificationDocuments } from "#db/schema";
import {
  DOCUMENT_LABELS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_REJECTION_LABELS,
  DOCUMENT_REJECTION_REASONS,
  DOCUMENT_STEP,
  DOCUMENT_TYPES,
  PROOF_OF_ADDRESS_MAX_MONTHS,
  REQUIRED_STEPS,
  trustScoreOf,
  VERIFICATION_STEPS,
  type DocumentRejectionReason,
  type DocumentType,
  type OverallStatus,
  type StepStatus,
  type VerificationBadge,
  type VerificationStep,
} from "~/lib/vocabulary/domain-trust";
import type { PermissionHolder } from "~/lib/vocabulary/permissions";
import { SITE } from "~/lib/format/site";
import { translator } from "~/i18n/server/catalogues.server";
import { mailHtml, mailText, mailWords, type MailPart } from "~/i18n/server/mail.server";
import { queueMail } from "~/services/mail.server";
import { deleteFilesQuietly, privateStorage } from "~/services/storage.server";
import { audit } from "../shared/audit.server";
import { DomainError, isUniqueViolation, notFound, storageFailure } from "../shared/errors.server";
import { msg } from "~/i18n/messages";
import { purgePages } from "../shared/page-purge.server";
import { notify } from "../shared/notifications.server";
import { languagesOf } from "../shared/preferences.server";
import { requirePermission, userHasPermission } from "../shared/permissions.server";
import { hitLimit, LIMITS, overLimit } from "../shared/limits.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The authorised route that serves a document to its owner and staff. */
export const documentUrl = (id: string) => `/verification/documents/${id}`;

export type DocumentEntry = {
  id: string | null;
  status: StepStatus;
  /** ISO 8601 times and dates, or null. */
  uploadedAt: string | null;
  issuedAt: string | null;
  /** The staff's reason (and note) when rejected. */
  rejectionReason: string | null;
  url: string | null;
};

export type VerificationData = {
  overallStatus: OverallStatus;
  trustScore: number;
  /** Required steps verified, of 4, as a whole percentage: 100 exactly when Verified. */
  completionPercentage: number;
  verificationSteps: Record<
    VerificationStep,
    { status: StepStatus; completedAt: string | null; required: boolean }
  >;
  documents: Record<DocumentType, DocumentEntry>;
  /** Only what the product does: the badge and the verified-only browse filter. */
  benefits: {
    trustBadge: boolean;
    prioritySupport: boolean;
    higherVisibility: boolean;
    reducedFees: boolean;
    advancedFeatures: boolean;
  };
};

type DocumentRow = typeof verificationDocuments.$inferSelect;

function reasonText(row: DocumentRow): string | null {
  if (row.status !== "rejected" || !row.rejectionReason) return null;
  const label = DOCUMENT_REJECTION_LABELS[row.rejectionReason];
  return row.rejectionNote ? `${label}: ${row.rejectionNote}` : label;
}

function entryOf(row: DocumentRow | undefined): DocumentEntry {
  if (!row)
    return {
      id: null,
      status: "incomplete",
      uploadedAt: null,
      issuedAt: null,
      rejectionReason: null,
      url: null,
    };
  return {
    id: row.id,
    status: row.status,
    uploadedAt: row.uploadedAt.toISOString(),
    issuedAt: row.issuedAt,
    rejectionReason: reasonText(row),
    url: documentUrl(row.id),
  };
}

/**
 * The user's verification data (docs/product.md#data), from the records. Throws 404 for an unknown
 * user.
 */
export async function getVerification(userId: string): Promise<VerificationData> {
  const [user] = await db().select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound("User");
  const rows = await db()
    .select()
    .from(verificationDocuments)
    .where(eq(verificationDocuments.userId, userId))
    .orderBy(desc(verificationDocuments.uploadedAt));
  const newest = (type: DocumentType) => rows.find((r) => r.type === type);
  const documents = Object.fromEntries(
    DOCUMENT_TYPES.map((t) => [t, entryOf(newest(t))]),
  ) as Record<DocumentType, DocumentEntry>;

  const verifiedAt: Record<VerificationStep, Date | null> = {
    email: user.emailVerifiedAt,
    phone: user.phoneVerifiedAt,
    identity: user.identityVerifiedAt,
    address: user.addressVerifiedAt,
    business: user.businessVerifiedAt,
  };
  const stepStatus = (step: VerificationStep): StepStatus => {
    if (verifiedAt[step]) return "verified";
    const docs = DOCUMENT_TYPES.filter((t) => DOCUMENT_STEP[t] === step).map((t) => documents[t]);
    if (docs.some((d) => d.status === "pending")) return "pending";
    if (docs.some((d) => d.status === "rejected")) return "rejected";
    return "incomplete";
  };
  const verificationSteps = Object.fromEntries(
    VERIFICATION_STEPS.map((step) => [
      step,
      {
        status: stepStatus(step),
        completedAt: verifiedAt[step]?.toISOString() ?? null,
        required: REQUIRED_STEPS.includes(step),
      },
    ]),
  ) as VerificationData["verificationSteps"];
  const done = REQUIRED_STEPS.filter((s) => verificationSteps[s].status === "verified").length;
  // "rejected" (Action needed) while a required document was refused and nothing awaits review.
  const overallStatus: OverallStatus = user.verified
    ? "verified"
    : rows.some((r) => r.status === "pending")
      ? "pending"
      : REQUIRED_STEPS.some((s) => verificationSteps[s].status === "rejected")
        ? "rejected"
        : "none";
  return {
    overallStatus,
    trustScore: trustScoreOf(user),
    completionPercentage: Math.round((done / REQUIRED_STEPS.length) * 100),
    verificationSteps,
    documents,
    benefits: {
      trustBadge: user.verified,
      prioritySupport: false,
      higherVisibility: user.verified,
      reducedFees: false,
      advancedFeatures: false,
    },
  };
}

/** The file's MIME type from its first bytes (never its name), or null. */
export function sniffDocumentType(bytes: Buffer): string | null {
  return sniffDocument(bytes)?.contentType ?? null;
}

/** The file's type and extension from its first bytes (never its name), or null. */
export function sniffDocument(bytes: Buffer): { contentType: string; ext: string } | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { contentType: "image/jpeg", ext: "jpg" };
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { contentType: "image/png", ext: "png" };
  if (bytes.subarray(0, 5).toString("latin1") === "%PDF-")
    return { contentType: "application/pdf", ext: "pdf" };
  return null;
}

/** "YYYY-MM-DD" within the last `months` months and not in the future, else a message. */
function issueDateProblem(value: string | null | undefined, now = new Date()): string | null {
  if (!value) return msg("account.verify.refusal.dateMissing");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    return msg("account.verify.refusal.dateFormat");
  const issued = new Date(`${value}T00:00:00Z`);
  if (issued.getTime() > now.getTime()) return msg("account.verify.refusal.dateFuture");
  const oldest = new Date(now);
  oldest.setUTCMonth(oldest.getUTCMonth() - PROOF_OF_ADDRESS_MAX_MONTHS);
  oldest.setUTCHours(0, 0, 0, 0);
  if (issued < oldest)
    return msg("account.verify.refusal.dateOld", { months: PROOF_OF_ADDRESS_MAX_MONTHS });
  return null;
}

/**
 * Stores a document for review and answers its entry. A pending document of the same type is
 * replaced. The file is written first and removed again if the row cannot be. `bytes` null:
 * no file was chosen. Errors: DomainError 400 (unknown type, no file, empty, not a JPG, PNG or
 * PDF, a proof of address without a recent issue date), 413 (over DOCUMENT_MAX_BYTES).
 */
export async function uploadDocument(
  userId: string,
  upload: { type: string; bytes: Buffer | null; fileName: string | null; issuedAt?: string | null },
): Promise<DocumentEntry> {
  if (!DOCUMENT_TYPES.includes(upload.type as DocumentType))
    throw new DomainError(400, msg("account.verify.refusal.type"), {
      type: [msg("account.verify.refusal.typeOneOf", { types: DOCUMENT_TYPES.join(", ") })],
    });
  if (!upload.bytes)
    throw new DomainError(400, msg("account.verify.refusal.noFile"), {
      document: [msg("account.verify.refusal.noFile")],
    });
  const input = { ...upload, bytes: upload.bytes, type: upload.type as DocumentType };
  if (input.bytes.length === 0)
    throw new DomainError(400, msg("account.verify.refusal.empty"), {
      document: [msg("account.verify.refusal.empty")],
    });
  if (input.bytes.length > DOCUMENT_MAX_BYTES) {
    const tooLarge = msg("account.verify.refusal.tooLarge", { mb: DOCUMENT_MAX_BYTES / 1024 ** 2 });
    throw new DomainError(413, tooLarge, { document: [tooLarge] });
  }
  const kind = sniffDocument(input.bytes);
  if (!kind)
    throw new DomainError(400, msg("account.verify.refusal.fileType"), {
      document: [msg("account.verify.refusal.fileType")],
    });
  const issuedAt = input.type === "proofOfAddress" ? (input.issuedAt ?? null) : null;
  if (input.type === "proofOfAddress") {
    const problem = issueDateProblem(issuedAt);
    if (problem) throw new DomainError(400, problem, { issuedAt: [problem] });
  }
  const step = DOCUMENT_STEP[input.type];
  const [user] = await db().select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound("User");
  // A verified step is not uploaded again (the record stays; staff would only re-decide it).
  const already = {
    identity: [user.identityVerifiedAt, msg("account.verify.refusal.identityDone")],
    address: [user.addressVerifiedAt, msg("account.verify.refusal.addressDone")],
    business: [user.businessVerifiedAt, msg("account.verify.refusal.businessDone")],
  } as const;
  const [verifiedAt, message] = already[step as keyof typeof already];
  if (verifiedAt) throw new DomainError(409, message);
  const limited = overLimit(
    "You have uploaded many documents in a short time.",
    await hitLimit(`documents:${userId}`, LIMITS.documentUploadsPerUser),
  );
  if (limited) throw new DomainError(429, limited.message);

  const key = `documents/${userId}/${crypto.randomUUID()}.${kind.ext}`;
  try {
    await privateStorage().put(key, input.bytes, kind.contentType);
  } catch (error) {
    throw storageFailure(error, "document");
  }
  let replaced: string | null = null;
  let row: DocumentRow;
  try {
    row = await db().transaction(async (tx) => {
      const [old] = await tx
        .delete(verificationDocuments)
        .where(
          and(
            eq(verificationDocuments.userId, userId),
            eq(verificationDocuments.type, input.type),
            eq(verificationDocuments.status, "pending"),
          ),
        )
        .returning({ storageKey: verificationDocuments.storageKey });
      replaced = old?.storageKey ?? null;
      const [inserted] = await tx
        .insert(verificationDocuments)
        .values({
          userId,
          type: input.type,
          storageKey: key,
          contentType: kind.contentType,
          byteSize: input.bytes.length,
          fileName: input.fileName?.replace(/[^\w. -]/g, "_").slice(0, 120) || null,
          issuedAt,
          // Millisecond precision, so the queue's (uploadedAt, id) cursor (an ISO time)
          // matches the stored value exactly (now() would keep microseconds).
          uploadedAt: new Date(),
        })
        .returning();
      return inserted;
    });
  } catch (error) {
    await deleteFilesQuietly(key, "private");
    if (isUniqueViolation(error))
      throw new DomainError(409, msg("account.verify.refusal.inProgress"));
    throw error;
  }
  if (replaced) await deleteFilesQuietly(replaced, "private");
  return entryOf(row);
}

/**
 * A document's file for its owner or staff (review:document:any), opened as a stream of its
 * bytes (`size` in bytes) from the private storage, whichever it is (disk or bucket). Anyone
 * else, an unknown or a malformed id: 404 (we never reveal that another user's document
 * exists). The check comes before the storage is asked anything.
 */
export async function readDocumentFile(
  viewer: PermissionHolder & { id: string },
  documentId: string,
): Promise<{
  body: ReadableStream<Uint8Array>;
  size: number;
  contentType: string;
  fileName: string;
}> {
  if (!UUID.test(documentId)) throw notFound("Document");
  const [row] = await db()
    .select()
    .from(verificationDocuments)
    .where(eq(verificationDocuments.id, documentId));
  if (!row || (row.userId !== viewer.id && !userHasPermission(viewer, "review:document:any")))
    throw notFound("Document");
  let file;
  try {
    file = await privateStorage().open(row.storageKey);
  } catch (error) {
    throw storageFailure(error);
  }
  if (!file) throw notFound("Document");
  const ext = row.storageKey.split(".").pop();
  return {
    body: file.body,
    size: file.size,
    contentType: row.contentType,
    fileName: `${row.type}.${ext}`,
  };
}

/** A staff decision (`PATCH /api/admin/verifications/{id}`, the queue's forms). */
export const ReviewDocumentSchema = z.object({
  status: z.enum(["approved", "rejected"], { error: msg("admin.refusal.docStatus") }),
  reason: z.enum(DOCUMENT_REJECTION_REASONS).optional(),
  note: z.string().max(500).optional(),
});
export type ReviewDecision = z.infer<typeof ReviewDocumentSchema>;

/**
 * Staff decide a pending document. Approval sets the matching record (identity, address or
 * business) in the same transaction; rejection needs a reason from the list (and a note for
 * "other"). The decision is audited and the user notified (in-app and by mail).
 * Throws 403 (not staff, or their own document), 404 (unknown), 400 (no reason), 409 (already
 * decided).
 */
export async function reviewDocument(
  staff: PermissionHolder & { id: string },
  documentId: string,
  decision: ReviewDecision,
): Promise<{ id: string; status: "verified" | "rejected" }> {
  requirePermission(staff, "review:document:any");
  if (!UUID.test(documentId)) throw notFound("Document");
  const rejected = decision.status === "rejected";
  if (rejected && !DOCUMENT_REJECTION_REASONS.includes(decision.reason as DocumentRejectionReason))
    throw new DomainError(400, msg("admin.refusal.docReason"), {
      reason: [msg("admin.refusal.docReason")],
    });
  const note = decision.note?.trim().slice(0, 500) || null;
  if (rejected && decision.reason === "other" && !note)
    throw new DomainError(400, msg("admin.refusal.docNote"), {
      note: [msg("admin.refusal.docNote")],
    });
  const status = rejected ? "rejected" : "verified";
  const result = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(verificationDocuments)
      .set({
        status,
        rejectionReason: rejected ? decision.reason : null,
        rejectionNote: rejected ? note : null,
        reviewedBy: staff.id,
        reviewedAt: new Date(),
      })
      .where(
        and(
          eq(verificationDocuments.id, documentId),
          eq(verificationDocuments.status, "pending"),
          // Nobody decides their own document.
          ne(verificationDocuments.userId, staff.id),
        ),
      )
      .returning();
    if (!row) return null;
    if (!rejected) {
      const step = DOCUMENT_STEP[row.type];
      const now = new Date();
      await tx
        .update(users)
        .set(
          step === "identity"
            ? { identityVerifiedAt: now }
            : step === "address"
              ? { addressVerifiedAt: now }
              : { businessVerifiedAt: now },
        )
        .where(eq(users.id, row.userId));
    }
    await audit(
      staff.id,
      rejected ? "document_rejected" : "document_approved",
      "verification_document",
      row.id,
      { type: row.type, userId: row.userId, reason: decision.reason ?? null, note },
      tx,
    );
    // In the owner's language (docs/decisions/023-languages.md); the reviewer's note as written.
    const language = (await languagesOf([row.userId], tx)).get(row.userId)!;
    const t = translator(language);
    const document = t(`mail.document.${row.type}`);
    const why = row.rejectionReason ? t(`mail.document.reason.${row.rejectionReason}`) : "";
    const title = t(rejected ? "mail.document.rejected" : "mail.document.approved", { document });
    const body = rejected
      ? t("mail.document.uploadAgain", {
          reason: row.rejectionNote ? `${why}: ${row.rejectionNote}` : why,
        })
      : t("mail.document.counts");
    await notify(
      row.userId,
      { type: "verification_decided", title, body, link: "/verification?tab=documents" },
      tx,
    );
    const [owner] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, row.userId));
    return { row, owner, title, body, language };
  });
  if (!result) {
    const [exists] = await db()
      .select({ userId: verificationDocuments.userId, status: verificationDocuments.status })
      .from(verificationDocuments)
      .where(eq(verificationDocuments.id, documentId));
    if (!exists) throw notFound("Document");
    if (exists.userId === staff.id && exists.status === "pending")
      throw new DomainError(403, msg("admin.refusal.docOwn"));
    throw new DomainError(409, msg("admin.refusal.docReviewed"));
  }
  if (result.owner) {
    const { t, link } = mailWords(result.language);
    const parts: MailPart[] = [
      t("mail.hello", { name: result.owner.firstName }),
      `${result.title}. ${result.body}`,
      { href: link("/verification?tab=documents"), label: t("mail.document.see") },
      SITE.name,
    ];
    await queueMail({
      to: result.owner.email,
      subject: `${result.title} | ${SITE.name}`,
      text: mailText(parts),
      html: mailHtml(parts),
    });
  }
  // The seller's Verified badge (their page and cards) and the verified-only browse totals.
  if (!rejected) await purgePages({ sellerIds: [result.row.userId] });
  return { id: result.row.id, status };
}

export type QueuedDocument = {
  id: string;
  type: DocumentType;
  typeLabel: string;
  issuedAt: string | null;
  /** ISO 8601. */
  uploadedAt: string;
  fileName: string | null;
  contentType: string;
  url: string;
  user: {
    id: string;
    name: string;
    email: string;
    phone: string | null;
    businessName: string | null;
  };
};

/**
 * Pending documents, oldest first, a page at a time: `before` is the last row of the previous
 * page (uploadedAt and id), read by index. `offset` (rows to skip, when there is no `before`)
 * serves the API's `page`/`limit` paging.
 */
export async function listDocumentQueue(
  options: {
    limit?: number;
    before?: { uploadedAt: string; id: string } | null;
    offset?: number;
  } = {},
): Promise<QueuedDocument[]> {
  const limit = Math.min(Math.max(options.limit ?? 20, 1), 100);
  const after = options.before && UUID.test(options.before.id) ? options.before : null;
  const at = after ? new Date(after.uploadedAt) : null;
  const rows = await db()
    .select({ doc: verificationDocuments, user: users })
    .from(verificationDocuments)
    .innerJoin(users, eq(users.id, verificationDocuments.userId))
    .where(
      and(
        eq(verificationDocuments.status, "pending"),
        after && at && !Number.isNaN(at.getTime())
          ? or(
              gt(verificationDocuments.uploadedAt, at),
              and(eq(verificationDocuments.uploadedAt, at), gt(verificationDocuments.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(verificationDocuments.uploadedAt), asc(verificationDocuments.id))
    .limit(limit)
    .offset(after ? 0 : Math.max(0, Math.floor(options.offset ?? 0)));
  return rows.map(({ doc, user }) => ({
    id: doc.id,
    type: doc.type,
    typeLabel: DOCUMENT_LABELS[doc.type],
    issuedAt: doc.issuedAt,
    uploadedAt: doc.uploadedAt.toISOString(),
    fileName: doc.fileName,
    contentType: doc.contentType,
    url: documentUrl(doc.id),
    user: {
      id: user.id,
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      phone: user.phone,
      businessName: user.businessName,
    },
  }));
}

/**
 * The dashboard's badge (docs/product.md#lifecycles): verified, pending (a document awaits review)
 * or unverified.
 */
export async function verificationBadge(user: {
  id: string;
  verified: boolean;
}): Promise<VerificationBadge> {
  if (user.verified) return "verified";
  const [row] = await db()
    .select({ id: verificationDocuments.id })
    .from(verificationDocuments)
    .where(
      and(eq(verificationDocuments.userId, user.id), eq(verificationDocuments.status, "pending")),
    )
    .limit(1);
  return row ? "pending" : "unverified";
}

/** How many documents wait for review. */
export async function countDocumentQueue(): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(verificationDocuments)
    .where(eq(verificationDocuments.status, "pending"));
  return row?.n ?? 0;
}

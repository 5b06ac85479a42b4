/** The shapes the /verification tabs render (from the loader and the action). */
import type { MessageKey } from "~/i18n/keys";
import type { DocumentType, StepStatus, VerificationStep } from "~/lib/vocabulary/domain-trust";
import type { phoneCodeStatus } from "~/models/trust/phone.server";
import type { getVerification } from "~/models/trust/verification.server";
import type { VerificationAnswer } from "./action.server";

export type VerificationData = Awaited<ReturnType<typeof getVerification>>;
export type PhoneCodeStatus = Awaited<ReturnType<typeof phoneCodeStatus>>;
export type ActionData = VerificationAnswer | undefined;

/** Each step's name, and its name inside a sentence (`account` keys). */
export const STEP_LABELS: Record<VerificationStep, MessageKey> = {
  email: "account.verify.step.email",
  phone: "account.verify.step.phone",
  identity: "account.verify.step.identity",
  address: "account.verify.step.address",
  business: "account.verify.step.business",
};

/** The documents' names (lib/vocabulary/domain-trust.ts DOCUMENT_LABELS, in the reader's language). */
export const DOCUMENT_NAMES: Record<DocumentType, MessageKey> = {
  nationalId: "account.verify.doc.nationalId",
  driversLicense: "account.verify.doc.driversLicense",
  proofOfAddress: "account.verify.doc.proofOfAddress",
  businessRegistration: "account.verify.doc.businessRegistration",
};

/** The badge of a step or a document (a DocumentStatus is a StepStatus but `incomplete`). */
export const STATUS_TEXT: Record<StepStatus, { label: MessageKey; className: string }> = {
  incomplete: {
    label: "account.verify.status.incomplete",
    className: "bg-slate-200 text-slate-800",
  },
  pending: { label: "account.verify.status.pending", className: "bg-amber-100 text-amber-900" },
  verified: {
    label: "account.verify.status.verified",
    className: "bg-emerald-50 text-emerald-800",
  },
  rejected: { label: "account.verify.status.rejected", className: "bg-red-50 text-red-800" },
};

/** The shapes the /verification tabs render (from the loader and the action). */
import type { StepStatus, VerificationStep } from "~/lib/domain-trust";
import type { phoneCodeStatus } from "~/models/trust/phone.server";
import type { getVerification } from "~/models/trust/verification.server";
import type { VerificationAnswer } from "./action.server";

export type VerificationData = Awaited<ReturnType<typeof getVerification>>;
export type PhoneCodeStatus = Awaited<ReturnType<typeof phoneCodeStatus>>;
export type ActionData = VerificationAnswer | undefined;

export const STEP_LABELS: Record<VerificationStep, string> = {
  email: "E-mail address",
  phone: "Phone number",
  identity: "Identity document",
  address: "Proof of address",
  business: "Business registration",
};

/** The badge of a step or a document (a DocumentStatus is a StepStatus but `incomplete`). */
export const STATUS_TEXT: Record<StepStatus, { label: string; className: string }> = {
  incomplete: { label: "Not started", className: "bg-slate-200 text-slate-800" },
  pending: { label: "Pending review", className: "bg-amber-100 text-amber-900" },
  verified: { label: "Verified", className: "bg-emerald-50 text-emerald-800" },
  rejected: { label: "Rejected", className: "bg-red-50 text-red-800" },
};

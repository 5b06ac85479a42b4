/**
 * /verification Documents: each document with its status, upload date, the staff's reason
 * when it was rejected, a link to view it (the private, authorised route) and a form to upload
 * it (again).
 */
import {
  DOCUMENT_LABELS,
  DOCUMENT_STEP,
  DOCUMENT_TYPES,
  type DocumentType,
} from "~/lib/domain-trust";
import { formatDate } from "~/lib/format";
import { answerOf, fieldErrorsOf, typedOf } from "~/lib/form-answer";
import { STATUS_TEXT, type ActionData, type VerificationData } from "./types";
import { UploadForm } from "./upload-form";

const HINTS: Record<DocumentType, string> = {
  nationalId: "Your NIN slip or national ID card, all four corners visible. Proves your identity.",
  driversLicense: "Your driver's licence: an alternative proof of identity.",
  proofOfAddress:
    "A utility bill, bank statement or tenancy document with your name and address, issued within the last 3 months.",
  businessRegistration:
    "Dealers: your CAC certificate. Optional; earns the Registered business badge.",
};

export function DocumentsTab({
  verification,
  actionData,
}: {
  verification: VerificationData;
  actionData: ActionData;
}) {
  const sent = answerOf(actionData, "upload-document");
  return (
    <section aria-labelledby="documents-heading">
      <h2 id="documents-heading" className="text-lg font-bold">
        Documents
      </h2>
      <p className="text-sm text-slate-700">
        Documents are private: only you and our review team can open them. We review them within 24
        hours.
      </p>
      <ul className="mt-4 space-y-4">
        {DOCUMENT_TYPES.map((type) => {
          const d = verification.documents[type];
          const status = STATUS_TEXT[d.status];
          const mine = sent && typedOf(sent, "type") === type ? sent : undefined;
          // The identity step takes either ID: once one is approved, the other is not needed.
          const stepDone =
            verification.verificationSteps[DOCUMENT_STEP[type]].status === "verified";
          return (
            <li key={type} className="rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-center gap-3">
                <h3 className="flex-1 font-semibold">
                  {DOCUMENT_LABELS[type]}
                  {type === "businessRegistration" && (
                    <span className="text-sm font-normal text-slate-600"> (optional)</span>
                  )}
                </h3>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${status.className}`}
                >
                  {status.label}
                </span>
              </div>
              <p className="mt-1 text-sm text-slate-700">{HINTS[type]}</p>
              {d.uploadedAt && (
                <p className="mt-1 text-sm text-slate-700">
                  Uploaded {formatDate(d.uploadedAt)}
                  {d.url && (
                    <>
                      {" · "}
                      <a
                        href={d.url}
                        target="_blank"
                        rel="noreferrer"
                        className="text-brand-700 font-semibold hover:underline"
                      >
                        View<span className="sr-only"> {DOCUMENT_LABELS[type]}</span>
                      </a>
                    </>
                  )}
                </p>
              )}
              {d.status === "rejected" && d.rejectionReason && (
                <p className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
                  Not accepted: {d.rejectionReason}. Please upload it again.
                </p>
              )}
              {d.status !== "verified" && stepDone && (
                <p className="mt-2 text-sm text-slate-700">
                  Not needed: this step is already verified.
                </p>
              )}
              {d.status !== "verified" && !stepDone && (
                <UploadForm
                  type={type}
                  errors={
                    mine && {
                      document: fieldErrorsOf(mine, "document") ?? [],
                      issuedAt: fieldErrorsOf(mine, "issuedAt") ?? [],
                    }
                  }
                  issuedAt={mine && typedOf(mine, "issuedAt")}
                />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

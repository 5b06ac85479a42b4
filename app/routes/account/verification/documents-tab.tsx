/**
 * /verification Documents: each document with its status, upload date, the staff's reason
 * when it was rejected, a link to view it (the private, authorised route) and a form to upload
 * it (again).
 */
import { DOCUMENT_STEP, DOCUMENT_TYPES, type DocumentType } from "~/lib/vocabulary/domain-trust";
import { useFormat, useT } from "~/i18n/react";
import { answerOf, fieldErrorsOf, typedOf } from "~/lib/forms/form-answer";
import { DOCUMENT_NAMES, STATUS_TEXT, type ActionData, type VerificationData } from "./types";
import { UploadForm } from "./upload-form";

const HINTS = {
  nationalId: "account.verify.hint.nationalId",
  driversLicense: "account.verify.hint.driversLicense",
  proofOfAddress: "account.verify.hint.proofOfAddress",
  businessRegistration: "account.verify.hint.businessRegistration",
} as const satisfies Record<DocumentType, string>;

export function DocumentsTab({
  verification,
  actionData,
}: {
  verification: VerificationData;
  actionData: ActionData;
}) {
  const sent = answerOf(actionData, "upload-document");
  const t = useT();
  const f = useFormat();
  return (
    <section aria-labelledby="documents-heading">
      <h2 id="documents-heading" className="text-lg font-bold">
        {t("account.verify.tab.documents")}
      </h2>
      <p className="text-sm text-slate-700">{t("account.verify.docs.intro")}</p>
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
                  {t(DOCUMENT_NAMES[type])}
                  {type === "businessRegistration" && (
                    <span className="text-sm font-normal text-slate-600">
                      {" "}
                      {t("account.verify.optional")}
                    </span>
                  )}
                </h3>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${status.className}`}
                >
                  {t(status.label)}
                </span>
              </div>
              <p className="mt-1 text-sm text-slate-700">{t(HINTS[type])}</p>
              {d.uploadedAt && (
                <p className="mt-1 text-sm text-slate-700">
                  {t("account.verify.docs.uploaded", { date: f.date(d.uploadedAt) })}
                  {d.url && (
                    <>
                      {" · "}
                      <a
                        href={d.url}
                        target="_blank"
                        rel="noreferrer"
                        className="text-brand-700 font-semibold hover:underline"
                      >
                        {t("account.verify.docs.view")}
                        <span className="sr-only"> {t(DOCUMENT_NAMES[type])}</span>
                      </a>
                    </>
                  )}
                </p>
              )}
              {d.status === "rejected" && d.rejectionReason && (
                <p className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
                  {t("account.verify.docs.rejected", { reason: d.rejectionReason })}
                </p>
              )}
              {d.status !== "verified" && stepDone && (
                <p className="mt-2 text-sm text-slate-700">{t("account.verify.docs.notNeeded")}</p>
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

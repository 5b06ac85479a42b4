/** /verification Overview: each step with its status and date, and what to do next. */
import { Link } from "react-router";
import { VERIFICATION_STEPS, type VerificationStep } from "~/lib/domain-trust";
import { formatDate } from "~/lib/format";
import { STATUS_TEXT, STEP_LABELS, type VerificationData } from "./types";

/** Where each step is done. */
const STEP_TAB: Record<VerificationStep, string> = {
  email: "contact",
  phone: "contact",
  identity: "documents",
  address: "documents",
  business: "documents",
};

export function OverviewTab({ verification }: { verification: VerificationData }) {
  return (
    <section aria-labelledby="steps-heading">
      <h2 id="steps-heading" className="text-lg font-bold">
        Verification steps
      </h2>
      <p className="text-sm text-slate-700">
        E-mail, phone, an identity document and a proof of address make you a Verified seller.
        Business registration earns a badge of its own on your seller profile.
      </p>
      <ol className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {VERIFICATION_STEPS.map((step) => {
          const s = verification.verificationSteps[step];
          const status = STATUS_TEXT[s.status];
          return (
            <li key={step} className="flex flex-wrap items-center gap-3 p-4">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {STEP_LABELS[step]}{" "}
                  <span className="text-sm font-normal text-slate-600">
                    {s.required ? "(required)" : "(optional)"}
                  </span>
                </p>
                {s.completedAt && (
                  <p className="text-sm text-slate-700">Completed {formatDate(s.completedAt)}</p>
                )}
              </div>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${status.className}`}
              >
                {status.label}
              </span>
              {s.status !== "verified" && s.status !== "pending" && (
                <Link
                  to={`/verification?tab=${STEP_TAB[step]}`}
                  className="text-brand-700 text-sm font-semibold hover:underline"
                >
                  {s.status === "rejected" ? "Try again" : "Start"}
                  <span className="sr-only"> {STEP_LABELS[step]}</span>
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** /verification Overview: each step with its status and date, and what to do next. */
import { Link, href } from "react-router";
import { VERIFICATION_STEPS, type VerificationStep } from "~/lib/vocabulary/domain-trust";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
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
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  return (
    <section aria-labelledby="steps-heading">
      <h2 id="steps-heading" className="text-lg font-bold">
        {t("account.verify.steps")}
      </h2>
      <p className="text-sm text-slate-700">{t("account.verify.stepsIntro")}</p>
      <ol className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {VERIFICATION_STEPS.map((step) => {
          const s = verification.verificationSteps[step];
          const status = STATUS_TEXT[s.status];
          return (
            <li key={step} className="flex flex-wrap items-center gap-3 p-4">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {t(STEP_LABELS[step])}{" "}
                  <span className="text-sm font-normal text-slate-600">
                    {s.required ? t("account.verify.required") : t("account.verify.optional")}
                  </span>
                </p>
                {s.completedAt && (
                  <p className="text-sm text-slate-700">
                    {t("account.verify.completed", { date: f.date(s.completedAt) })}
                  </p>
                )}
              </div>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${status.className}`}
              >
                {t(status.label)}
              </span>
              {s.status !== "verified" && s.status !== "pending" && (
                <Link
                  to={l(`${href("/:lang?/verification")}?tab=${STEP_TAB[step]}`)}
                  className="text-brand-700 text-sm font-semibold hover:underline"
                >
                  {s.status === "rejected"
                    ? t("account.verify.tryAgain")
                    : t("account.verify.start")}
                  <span className="sr-only"> {t(STEP_LABELS[step])}</span>
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

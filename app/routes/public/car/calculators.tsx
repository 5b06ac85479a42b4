/**
 * The car page's two calculators (docs/product.md#car-detail): the loan calculator `#loan`, a
 * plain GET form to the car's own URL that the loader computes (lib/catalogue/loan.ts), so it works without
 * JavaScript and a result can be shared as a link; and the insurance estimate `#insurance`, the
 * indicative yearly premiums for this car's price (lib/catalogue/insurance.ts).
 */
import { href } from "react-router";
import { Field } from "~/components/form-parts/field";
import { Button } from "~/components/form-parts/button";
import type { MessageKey } from "~/i18n/keys";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import type { InsuranceEstimate } from "~/lib/catalogue/insurance";
import {
  LOAN_MAX_MONTHS,
  LOAN_MAX_RATE,
  type LoanField,
  type LoanForm,
} from "~/lib/catalogue/loan";

const card = "mt-6 scroll-mt-4 rounded-xl border border-slate-200 bg-white p-5";

const FIELDS: {
  name: LoanField;
  label: MessageKey;
  hint: MessageKey;
  inputMode: "numeric" | "decimal";
}[] = [
  { name: "loanDown", label: "car.loan.down", hint: "car.loan.downHint", inputMode: "numeric" },
  { name: "loanRate", label: "car.loan.rate", hint: "car.loan.rateHint", inputMode: "decimal" },
  {
    name: "loanMonths",
    label: "car.loan.months",
    hint: "car.loan.monthsHint",
    inputMode: "numeric",
  },
];

/** lib/catalogue/loan.ts's English messages (readLoanForm), each with its catalogue key. */
const LOAN_ERRORS: Record<string, MessageKey> = {
  "Enter the down payment in whole naira, for example 1,500,000": "car.loan.error.down",
  "The down payment must be less than the car's price": "car.loan.error.downTooHigh",
  [`Enter a yearly interest rate from 0 to ${LOAN_MAX_RATE} percent`]: "car.loan.error.rate",
  [`Enter a whole number of months from 1 to ${LOAN_MAX_MONTHS}`]: "car.loan.error.months",
};

export function LoanCalculator({
  carId,
  price,
  loan,
  tab,
}: {
  carId: string;
  price: number;
  loan: LoanForm;
  /** The open tab, kept across the form's reload. */
  tab: string;
}) {
  const { values, errors, result } = loan;
  const invalid = Object.keys(errors).length > 0;
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  const errorText = (message: string) => {
    const key = LOAN_ERRORS[message];
    return key ? t(key, { maxRate: LOAN_MAX_RATE, maxMonths: LOAN_MAX_MONTHS }) : message;
  };
  return (
    <section id="loan" aria-labelledby="loan-heading" className={card}>
      <h2 id="loan-heading" className="text-lg font-semibold">
        {t("car.loan.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t("car.loan.intro", { price: f.naira(price) })}
      </p>
      <form
        method="get"
        action={l(`${href("/:lang?/car/:id", { id: carId })}#loan`)}
        className="mt-4"
      >
        {tab !== "details" && <input type="hidden" name="tab" value={tab} />}
        <div className="grid gap-4 sm:grid-cols-3">
          {FIELDS.map((field) => (
            <Field
              key={field.name}
              id={field.name}
              name={field.name}
              label={t(field.label)}
              hint={t(field.hint, { maxMonths: LOAN_MAX_MONTHS })}
              inputMode={field.inputMode}
              defaultValue={values[field.name]}
              errors={errors[field.name] ? [errorText(errors[field.name]!)] : undefined}
            />
          ))}
        </div>
        <Button className="mt-4">{t("car.loan.calculate")}</Button>
      </form>
      <div aria-live="polite" className="mt-5">
        {result ? (
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            <Figure label={t("car.loan.monthly")} value={result.monthlyPayment} strong />
            <Figure label={t("car.loan.borrowed")} value={result.loanAmount} />
            <Figure label={t("car.loan.interest")} value={result.totalInterest} />
            <Figure label={t("car.loan.totalPaid")} value={result.totalPaid} />
          </dl>
        ) : (
          invalid && (
            <p role="alert" className="font-semibold text-red-700">
              {t("car.loan.correct")}
            </p>
          )
        )}
        <p className="mt-3 text-xs text-slate-600">{t("car.loan.note")}</p>
      </div>
    </section>
  );
}

export function InsuranceQuote({
  price,
  insurance,
  comprehensiveRate,
}: {
  price: number;
  insurance: InsuranceEstimate;
  /** Percent of the price a year. */
  comprehensiveRate: number;
}) {
  const t = useT();
  const f = useFormat();
  return (
    <section id="insurance" aria-labelledby="insurance-heading" className={card}>
      <h2 id="insurance-heading" className="text-lg font-semibold">
        {t("car.insurance.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("car.insurance.intro")}</p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">{t("car.insurance.thirdParty")}</dt>
          <dd className="text-lg font-bold">
            {t("car.insurance.perYear", { amount: f.naira(insurance.thirdParty) })}
          </dd>
          <dd className="text-xs text-slate-600">{t("car.insurance.thirdPartyNote")}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t("car.insurance.comprehensive")}</dt>
          <dd className="text-lg font-bold">
            {t("car.insurance.perYear", { amount: f.naira(insurance.comprehensive) })}
          </dd>
          <dd className="text-xs text-slate-600">
            {t("car.insurance.comprehensiveNote", {
              rate: comprehensiveRate,
              price: f.naira(price),
            })}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Figure({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  const f = useFormat();
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={strong ? "text-brand-700 text-xl font-extrabold" : "text-lg font-bold"}>
        {f.naira(value)}
      </dd>
    </div>
  );
}

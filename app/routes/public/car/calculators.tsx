/**
 * The car page's two calculators (docs/product.md#car-detail): the loan calculator `#loan`, a
 * plain GET form to the car's own URL that the loader computes (lib/loan.ts), so it works without
 * JavaScript and a result can be shared as a link; and the insurance estimate `#insurance`, the
 * indicative yearly premiums for this car's price (lib/insurance.ts).
 */
import { Field } from "~/components/form-parts/field";
import { Button } from "~/components/form-parts/button";
import { formatNaira } from "~/lib/format";
import type { InsuranceEstimate } from "~/lib/insurance";
import type { LoanField, LoanForm } from "~/lib/loan";

const card = "mt-6 scroll-mt-4 rounded-xl border border-slate-200 bg-white p-5";

const FIELDS: { name: LoanField; label: string; hint: string; inputMode: "numeric" | "decimal" }[] =
  [
    { name: "loanDown", label: "Down payment (₦)", hint: "Whole naira", inputMode: "numeric" },
    {
      name: "loanRate",
      label: "Interest rate (% a year)",
      hint: "Your lender's yearly rate",
      inputMode: "decimal",
    },
    { name: "loanMonths", label: "Duration (months)", hint: "1 to 120", inputMode: "numeric" },
  ];

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
  return (
    <section id="loan" aria-labelledby="loan-heading" className={card}>
      <h2 id="loan-heading" className="text-lg font-semibold">
        Loan calculator
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Price {formatNaira(price)}. Change the figures and press Calculate.
      </p>
      <form method="get" action={`/car/${carId}#loan`} className="mt-4">
        {tab !== "details" && <input type="hidden" name="tab" value={tab} />}
        <div className="grid gap-4 sm:grid-cols-3">
          {FIELDS.map((f) => (
            <Field
              key={f.name}
              id={f.name}
              name={f.name}
              label={f.label}
              hint={f.hint}
              inputMode={f.inputMode}
              defaultValue={values[f.name]}
              errors={errors[f.name] ? [errors[f.name]!] : undefined}
            />
          ))}
        </div>
        <Button className="mt-4">Calculate</Button>
      </form>
      <div aria-live="polite" className="mt-5">
        {result ? (
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            <Figure label="Monthly payment" value={result.monthlyPayment} strong />
            <Figure label="Amount borrowed" value={result.loanAmount} />
            <Figure label="Total interest" value={result.totalInterest} />
            <Figure label="Total paid, with the down payment" value={result.totalPaid} />
          </dl>
        ) : (
          invalid && (
            <p role="alert" className="font-semibold text-red-700">
              Correct the figures above to see the monthly payment.
            </p>
          )
        )}
        <p className="mt-3 text-xs text-slate-600">
          An estimate with equal monthly instalments at a fixed rate. Lenders add fees and set their
          own terms.
        </p>
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
  return (
    <section id="insurance" aria-labelledby="insurance-heading" className={card}>
      <h2 id="insurance-heading" className="text-lg font-semibold">
        Insurance estimate
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Indicative yearly premium, an estimate: ask an insurer for a quote.
      </p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-600">Third party (the legal minimum)</dt>
          <dd className="text-lg font-bold">{formatNaira(insurance.thirdParty)} a year</dd>
          <dd className="text-xs text-slate-600">NAICOM&apos;s fixed rate for a private car</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Comprehensive</dt>
          <dd className="text-lg font-bold">{formatNaira(insurance.comprehensive)} a year</dd>
          <dd className="text-xs text-slate-600">
            About {comprehensiveRate}% of the price ({formatNaira(price)})
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Figure({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={strong ? "text-brand-700 text-xl font-extrabold" : "text-lg font-bold"}>
        {formatNaira(value)}
      </dd>
    </div>
  );
}

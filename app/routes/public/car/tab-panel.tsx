/**
 * The car page's four tab panels (Details, Features, Inspection, Financing). The tabs are
 * links (`?tab=`) the server renders; with JavaScript they switch in place.
 */
import { ButtonLink } from "~/components/form-parts/button";
import { featureLabel } from "~/lib/catalog";
import { formatDate, formatNaira } from "~/lib/format";
import type { ListingDetail } from "~/lib/types";
import { plural } from "~/lib/plural";

export type CarTab = "details" | "features" | "inspection" | "financing";

export function TabPanel({
  tab,
  car,
  details,
  applyHref,
}: {
  tab: CarTab;
  car: ListingDetail;
  details: [string, string][];
  /** The financing request's form; null for the car's own seller. */
  applyHref: string | null;
}) {
  return (
    <div className="p-5">
      {tab === "details" && (
        <div>
          <h2 className="sr-only">Details</h2>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
            {details.map(([k, v]) => (
              <div key={k}>
                <dt className="text-sm text-slate-600">{k}</dt>
                <dd className="font-semibold">{v}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-6 font-semibold">Description</h3>
          <p className="mt-2 whitespace-pre-line text-slate-800">
            {car.description || "No description."}
          </p>
        </div>
      )}
      {tab === "features" && (
        <div>
          <h2 className="sr-only">Features</h2>
          {car.features.length ? (
            <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {car.features.map((f) => (
                <li key={f} className="flex items-center gap-2">
                  <span aria-hidden="true" className="text-brand-600">
                    ✓
                  </span>
                  {featureLabel(f)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-700">The seller has not listed any features.</p>
          )}
        </div>
      )}
      {tab === "inspection" && (
        <div>
          <h2 className="sr-only">Inspection</h2>
          {car.inspection.available ? (
            <div>
              <p className="text-lg">
                Score: <strong>{car.inspection.score.toFixed(1)} / 10</strong>
              </p>
              <p className="text-sm text-slate-700">
                Report date {formatDate(car.inspection.reportDate)}
                {car.inspection.inspector ? ` · ${car.inspection.inspector}` : ""}
              </p>
              <ul className="mt-4 space-y-2">
                {car.inspection.issues.map((issue, i) => (
                  <li key={i} className="flex items-start gap-2">
                    <span
                      className={`mt-0.5 rounded px-1.5 text-xs font-bold ${issue.type === "good" ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900"}`}
                    >
                      {issue.type === "good" ? "Good" : "Warning"}
                    </span>
                    {issue.description}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-slate-700">No inspection report available</p>
          )}
        </div>
      )}
      {tab === "financing" && (
        <section aria-labelledby="financing-heading">
          <h2 id="financing-heading" className="sr-only">
            Financing
          </h2>
          {car.financing.available ? (
            <div>
              <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
                <div>
                  <dt className="text-sm text-slate-600">Down payment</dt>
                  <dd className="text-lg font-bold">{formatNaira(car.financing.downPayment)}</dd>
                </div>
                <div>
                  <dt className="text-sm text-slate-600">Monthly payment</dt>
                  <dd className="text-lg font-bold">{formatNaira(car.financing.monthlyPayment)}</dd>
                </div>
                <div>
                  <dt className="text-sm text-slate-600">Duration</dt>
                  <dd className="text-lg font-bold">
                    {plural(car.financing.duration, { one: "month", other: "months" })}
                  </dd>
                </div>
              </dl>
              <p className="mt-3 text-sm text-slate-700">
                Offered by {car.financing.provider}. Your application goes to the seller as a
                message, with the down payment and duration you choose.
              </p>
              {applyHref && (
                <ButtonLink href={applyHref} className="mt-4 inline-block">
                  Apply for Financing
                </ButtonLink>
              )}
            </div>
          ) : (
            <p className="text-slate-700">Financing not available for this vehicle</p>
          )}
        </section>
      )}
    </div>
  );
}

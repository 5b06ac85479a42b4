/**
 * The car page's four tabs (Details, Features, Inspection, Financing), static parts
 * (docs/decisions/030-static-parts.md): `TabLinks`, links (`?tab=features#tabs`) the server
 * renders, and `TabPanel`, the chosen tab's panel. With JavaScript the route takes the links'
 * clicks (their `data-tab`) and renders both again with the chosen tab, without a request.
 */
import { ButtonLink } from "~/components/form-parts/button";
import type { MessageKey } from "~/i18n/keys";
import { useFormat, useT } from "~/i18n/react";
import type { ListingDetail } from "~/lib/api/types";
import { requestHref } from "./request-href";
import { specValue } from "./spec-labels";

export type CarTab = "details" | "features" | "inspection" | "financing";

/** The tabs in order, with their labels. */
export const TABS: { value: CarTab; label: MessageKey }[] = [
  { value: "details", label: "car.tab.details" },
  { value: "features", label: "car.tab.features" },
  { value: "inspection", label: "car.tab.inspection" },
  { value: "financing", label: "car.tab.financing" },
];

/** The tab links, the chosen one marked current. */
export function TabLinks({ tab }: { tab: CarTab }) {
  const t = useT();
  return (
    <nav aria-label={t("car.tabsLabel")} className="flex overflow-x-auto border-b border-slate-200">
      {TABS.map((tab_) => (
        <a
          key={tab_.value}
          href={`?tab=${tab_.value}#tabs`}
          data-tab={tab_.value}
          aria-current={tab === tab_.value ? "true" : undefined}
          className={`px-4 py-3 text-sm font-semibold whitespace-nowrap ${
            tab === tab_.value
              ? "border-brand-600 text-brand-700 border-b-2"
              : "text-slate-700 hover:text-slate-900"
          }`}
        >
          {t(tab_.label)}
        </a>
      ))}
    </nav>
  );
}

/**
 * The Details tab's facts: labels and the site's own words translated; the make, model, colour
 * and drivetrain are the seller's (docs/decisions/023-languages.md).
 */
function useDetails(car: ListingDetail): [string, string][] {
  const t = useT();
  const f = useFormat();
  const notStated = t("car.notStated");
  const details: [string, string][] = [
    [t("car.spec.year"), String(car.year)],
    [t("car.spec.mileage"), car.mileage === null ? notStated : f.km(car.mileage)],
    [t("car.spec.fuel"), specValue(t, "fuel", car.fuelType) ?? notStated],
    [t("car.spec.transmission"), specValue(t, "transmission", car.transmission) ?? notStated],
    [t("car.spec.bodyType"), specValue(t, "body", car.bodyType) ?? notStated],
    [t("car.spec.colour"), car.color ?? notStated],
    [t("car.spec.make"), car.make],
    [t("car.spec.model"), car.model + (car.trim ? ` ${car.trim}` : "")],
  ];
  if (car.drivetrain) details.push([t("car.spec.drivetrain"), car.drivetrain]);
  if (car.engineCc) details.push([t("car.spec.engine"), `${(car.engineCc / 1000).toFixed(1)} L`]);
  if (car.seats) details.push([t("car.spec.seats"), f.count(car.seats)]);
  if (car.conditionGrade)
    details.push([t("car.spec.condition"), specValue(t, "grade", car.conditionGrade)!]);
  if (car.registered !== null)
    details.push([t("car.spec.registered"), car.registered ? t("car.yes") : t("car.no")]);
  return details;
}

export function TabPanel({
  tab,
  car,
  isOwner,
}: {
  tab: CarTab;
  car: ListingDetail;
  /** The signed-in user is this car's seller (no financing request then). */
  isOwner: boolean;
}) {
  const t = useT();
  const f = useFormat();
  const details = useDetails(car);
  // The financing request's form; none for the car's own seller.
  const applyHref = isOwner ? null : requestHref(car.id, "financing");
  return (
    <div className="p-5">
      {tab === "details" && (
        <div>
          <h2 className="sr-only">{t("car.tab.details")}</h2>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
            {details.map(([k, v]) => (
              <div key={k}>
                <dt className="text-sm text-slate-600">{k}</dt>
                <dd className="font-semibold">{v}</dd>
              </div>
            ))}
            {car.vin && (
              <div className="col-span-2">
                <dt className="text-sm text-slate-600">{t("car.spec.vin")}</dt>
                <dd>
                  <span className="font-mono font-semibold">{car.vin.masked}</span>
                  <span className="sr-only"> ({t("car.vin.hidden")})</span>
                  {car.vin.matches && (
                    <span className="block text-sm text-green-800">
                      <span aria-hidden="true">✓ </span>
                      {t(`car.vin.${car.vin.matches}`)}
                    </span>
                  )}
                </dd>
              </div>
            )}
          </dl>
          <h3 className="mt-6 font-semibold">{t("car.description")}</h3>
          <p className="mt-2 whitespace-pre-line text-slate-800">
            {car.description || t("car.noDescription")}
          </p>
        </div>
      )}
      {tab === "features" && (
        <div>
          <h2 className="sr-only">{t("car.tab.features")}</h2>
          {car.features.length ? (
            <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {car.features.map((feature) => (
                <li key={feature} className="flex items-center gap-2">
                  <span aria-hidden="true" className="text-brand-600">
                    ✓
                  </span>
                  {specValue(t, "feature", feature)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-700">{t("car.noFeatures")}</p>
          )}
        </div>
      )}
      {tab === "inspection" && (
        <div>
          <h2 className="sr-only">{t("car.tab.inspection")}</h2>
          {car.inspection.available ? (
            <div>
              <p className="text-lg">
                {t("car.inspection.score")} <strong>{car.inspection.score.toFixed(1)} / 10</strong>
              </p>
              <p className="text-sm text-slate-700">
                {t("car.inspection.reportDate", { date: f.date(car.inspection.reportDate) })}
                {car.inspection.inspector ? ` · ${car.inspection.inspector}` : ""}
              </p>
              <ul className="mt-4 space-y-2">
                {car.inspection.issues.map((issue, i) => (
                  <li key={i} className="flex items-start gap-2">
                    <span
                      className={`mt-0.5 rounded px-1.5 text-xs font-bold ${issue.type === "good" ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900"}`}
                    >
                      {issue.type === "good"
                        ? t("car.inspection.good")
                        : t("car.inspection.warning")}
                    </span>
                    {issue.description}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="text-slate-700">{t("car.inspection.none")}</p>
          )}
        </div>
      )}
      {tab === "financing" && (
        <section aria-labelledby="financing-heading">
          <h2 id="financing-heading" className="sr-only">
            {t("car.tab.financing")}
          </h2>
          {car.financing.available ? (
            <div>
              <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
                <div>
                  <dt className="text-sm text-slate-600">{t("car.financing.downPayment")}</dt>
                  <dd className="text-lg font-bold">{f.naira(car.financing.downPayment)}</dd>
                </div>
                <div>
                  <dt className="text-sm text-slate-600">{t("car.financing.monthly")}</dt>
                  <dd className="text-lg font-bold">{f.naira(car.financing.monthlyPayment)}</dd>
                </div>
                <div>
                  <dt className="text-sm text-slate-600">{t("car.financing.duration")}</dt>
                  <dd className="text-lg font-bold">
                    {t("car.months", { count: car.financing.duration })}
                  </dd>
                </div>
              </dl>
              <p className="mt-3 text-sm text-slate-700">
                {t("car.financing.offeredBy", { provider: car.financing.provider })}
              </p>
              {applyHref && (
                <ButtonLink href={applyHref} className="mt-4 inline-block">
                  {t("car.action.financing")}
                </ButtonLink>
              )}
            </div>
          ) : (
            <p className="text-slate-700">{t("car.financing.none")}</p>
          )}
        </section>
      )}
    </div>
  );
}

/**
 * The car page's fair-price panel `#price-rating` (docs/product.md#fair-price-rating): the
 * rating badge, the estimated market price as a range, how many comparable cars it rests on and
 * how far the search widened and how sure the estimate is, a few live ones linked, and the date
 * it was worked out; for a price far below similar cars, the caution; for an unrated car, why. The rating is the same for every visitor, so the page stays shareable.
 * Texts in the reader's language (docs/decisions/023-languages.md, namespace `car`).
 */
import { href } from "react-router";
import { PriceRatingBadge } from "~/components/price-rating-badge";
import type { MessageKey } from "~/i18n/keys";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import {
  MIN_COMPARABLES,
  WIDENING_STEPS,
  type Confidence,
  type PriceRatingView,
  type UnratedReason,
} from "~/lib/catalogue/price-rating";

/** How far the search widened: WIDENING_STEPS' labels, in order. */
const WIDENING_KEYS: MessageKey[] = [
  "car.rating.widening.0",
  "car.rating.widening.1",
  "car.rating.widening.2",
  "car.rating.widening.3",
  "car.rating.widening.4",
  "car.rating.widening.5",
  "car.rating.widening.6",
  "car.rating.widening.7",
];

const CONFIDENCE_KEYS: Record<Confidence, MessageKey> = {
  firm: "car.rating.confidence.firm",
  fair: "car.rating.confidence.fair",
  rough: "car.rating.confidence.rough",
};

const UNRATED_KEYS: Record<UnratedReason, MessageKey> = {
  "too-few-comparables": "car.rating.unrated.tooFew",
  "price-changed": "car.rating.unrated.priceChanged",
  "not-rated-yet": "car.rating.unrated.notYet",
};

export function PriceRatingPanel({ rating }: { rating: PriceRatingView }) {
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  const widening = (label: string) => {
    const step = WIDENING_STEPS.findIndex((s) => s.label === label);
    return step >= 0 && WIDENING_KEYS[step] ? t(WIDENING_KEYS[step]) : label;
  };
  return (
    <section
      id="price-rating"
      aria-labelledby="price-rating-heading"
      className="mt-6 scroll-mt-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="price-rating-heading" className="text-lg font-semibold">
        {t("car.rating.heading")}
      </h2>
      {rating.rating ? (
        <div className="mt-2 space-y-2 text-slate-800">
          <p className="flex flex-wrap items-center gap-2">
            <PriceRatingBadge rating={rating.rating} className="text-sm" />
            <span>
              {t("car.rating.estimate")}{" "}
              <strong>
                {f.naira(rating.estimate.low)} - {f.naira(rating.estimate.high)}
              </strong>{" "}
              {t("car.rating.middle", { mid: f.naira(rating.estimate.mid) })}
            </span>
          </p>
          {rating.caution && (
            <p
              role="note"
              className="rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950"
              data-caution={rating.caution.reason}
            >
              {t("car.rating.caution", { percent: rating.caution.percentBelow })}{" "}
              <a href="#safety-heading" className="font-semibold underline">
                {t("car.rating.staySafe")}
              </a>
            </p>
          )}
          <p className="text-sm font-medium" data-confidence={rating.confidence}>
            {t(CONFIDENCE_KEYS[rating.confidence])}
          </p>
          <p className="text-sm">
            {t("car.rating.basis", {
              count: rating.comparables,
              widening: widening(rating.widening),
            })}
          </p>
          {rating.examples.length > 0 && (
            <>
              <h3 className="text-sm font-semibold">{t("car.rating.examples")}</h3>
              <ul className="list-disc space-y-1 pl-5 text-sm">
                {rating.examples.map((c) => (
                  <li key={c.id}>
                    <a
                      href={l(href("/:lang?/car/:id", { id: c.id }))}
                      className="text-brand-700 underline"
                    >
                      {c.title}
                    </a>{" "}
                    · {c.year} · {f.mileage(c.mileage)} · {f.naira(c.price)}
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className="text-xs text-slate-600">
            {t("car.rating.computed", { date: f.date(rating.computedAt) })}
          </p>
        </div>
      ) : (
        <p className="mt-2 text-slate-700">
          {rating.reason === "too-few-comparables" && rating.comparables !== null
            ? t("car.rating.unrated.tooFewCount", {
                count: rating.comparables,
                min: MIN_COMPARABLES,
              })
            : t(UNRATED_KEYS[rating.reason])}
        </p>
      )}
    </section>
  );
}

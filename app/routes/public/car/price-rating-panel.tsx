/**
 * The car page's fair-price panel `#price-rating` (docs/product.md#fair-price-rating): the
 * rating badge, the estimated market price as a range, how many comparable cars it rests on and
 * how far the search widened, a few live ones linked, and the date it was worked out; for an
 * unrated car, why. The rating is the same for every visitor, so the page stays shareable.
 */
import { PriceRatingBadge } from "~/components/price-rating-badge";
import { formatDate, formatMileage, formatNaira } from "~/lib/format";
import { plural } from "~/lib/plural";
import type { PriceRatingView } from "~/lib/price-rating";

export function PriceRatingPanel({ rating }: { rating: PriceRatingView }) {
  return (
    <section
      id="price-rating"
      aria-labelledby="price-rating-heading"
      className="mt-6 scroll-mt-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="price-rating-heading" className="text-lg font-semibold">
        Price rating
      </h2>
      {rating.rating ? (
        <div className="mt-2 space-y-2 text-slate-800">
          <p className="flex flex-wrap items-center gap-2">
            <PriceRatingBadge rating={rating.rating} className="text-sm" />
            <span>
              Estimated market price:{" "}
              <strong>
                {formatNaira(rating.estimate.low)} - {formatNaira(rating.estimate.high)}
              </strong>{" "}
              (middle {formatNaira(rating.estimate.mid)})
            </span>
          </p>
          <p className="text-sm">
            Based on{" "}
            {plural(rating.comparables, { one: "comparable car", other: "comparable cars" })}: the
            same make, model and condition, {rating.widening}, listed now or sold in the last 12
            months, adjusted for year and mileage.
          </p>
          {rating.examples.length > 0 && (
            <>
              <h3 className="text-sm font-semibold">Some of them</h3>
              <ul className="list-disc space-y-1 pl-5 text-sm">
                {rating.examples.map((c) => (
                  <li key={c.id}>
                    <a href={`/car/${c.id}`} className="text-brand-700 underline">
                      {c.title}
                    </a>{" "}
                    · {c.year} · {formatMileage(c.mileage)} · {formatNaira(c.price)}
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className="text-xs text-slate-600">
            Worked out on {formatDate(rating.computedAt)}. Great price is 10% or more under the
            estimate, Good 3-10% under, Fair within 3% under to 5% over, High 5-15% over, Overpriced
            more than 15% over.
          </p>
        </div>
      ) : (
        <p className="mt-2 text-slate-700">
          No rating: {rating.message.charAt(0).toLowerCase() + rating.message.slice(1)}
          {rating.reason === "too-few-comparables" && rating.comparables !== null
            ? ` (${plural(rating.comparables, { one: "similar car", other: "similar cars" })} found, at least 8 needed).`
            : "."}
        </p>
      )}
    </section>
  );
}

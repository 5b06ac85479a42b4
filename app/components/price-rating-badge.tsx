/**
 * The fair-price badge (docs/product.md#fair-price-rating): one colour per rating, the text of
 * PRICE_RATING_LABELS in the reader's language (`cards.priceRating.*`). Shown on car cards, the car
 * page, My Listings and the /sell review step (each lists `cards` in `handle.i18n`); nothing for
 * an unrated car. `check` ("Check carefully: far below similar cars") is ringed in amber: a
 * caution, not a deal (docs/decisions/031-bait-proof-price-rating.md).
 */
import { useT } from "~/i18n/react";
import { priceRatingWord } from "~/lib/catalogue/catalogue-words";
import type { PriceRating } from "~/lib/catalogue/price-rating";

const COLOURS: Record<PriceRating, string> = {
  great: "bg-emerald-100 text-emerald-900",
  good: "bg-lime-100 text-lime-900",
  fair: "bg-slate-100 text-slate-800",
  high: "bg-orange-100 text-orange-900",
  overpriced: "bg-red-100 text-red-900",
  check: "bg-amber-100 text-amber-950 ring-1 ring-amber-500",
};

export function PriceRatingBadge({
  rating,
  className = "",
}: {
  rating: PriceRating | null | undefined;
  className?: string;
}) {
  const t = useT();
  if (!rating) return null;
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${COLOURS[rating]} ${className}`}
      data-price-rating={rating}
    >
      {priceRatingWord(t, rating)}
    </span>
  );
}

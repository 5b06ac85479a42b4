/**
 * The car page's heading block (docs/product.md#car-detail), a static part
 * (docs/decisions/030-static-parts.md): the condition and Featured badges, the title, the place,
 * the price with Negotiable, and the fair-price badge, a link to its panel (#price-rating). The
 * Compare button beside it stays in the route: it works in place.
 */
import { ConditionBadge } from "~/components/car-badges";
import { StrokeSvg, type IconProps } from "~/components/icons";
import { Price } from "~/components/price";
import { PriceRatingBadge } from "~/components/price-rating-badge";
import { useT } from "~/i18n/react";
import type { ListingDetail } from "~/lib/api/types";
import type { PriceRating } from "~/lib/catalogue/price-rating";

export function CarHeading({
  car,
  rating,
}: {
  car: Pick<
    ListingDetail,
    "category" | "certified" | "featured" | "title" | "location" | "price" | "negotiable"
  >;
  /** The car's fair-price rating, when it has one. */
  rating: PriceRating | null;
}) {
  const t = useT();
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <ConditionBadge car={car} />
        {car.featured && (
          <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-slate-900">
            {t("car.featured")}
          </span>
        )}
      </div>
      <h1 className="mt-2 text-2xl font-bold md:text-3xl">{car.title}</h1>
      <p className="mt-1 flex items-center gap-1 text-slate-700">
        <PinIcon />
        {car.location}
      </p>
      <p className="mt-3 flex flex-wrap items-center gap-3">
        <Price amount={car.price} className="text-brand-700 text-3xl font-extrabold" />
        {car.negotiable && (
          <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-semibold text-emerald-900">
            {t("car.negotiable")}
          </span>
        )}
        {rating && (
          <a href="#price-rating">
            <PriceRatingBadge rating={rating} className="text-sm" />
            <span className="sr-only"> {t("car.ratingHow")}</span>
          </a>
        )}
      </p>
    </>
  );
}

/** The location pin beside the car's place. */
const PinIcon = ({ className = "h-4 w-4" }: IconProps) => (
  <StrokeSvg className={className}>
    <path d="M12 21s-7-6.3-7-11a7 7 0 0 1 14 0c0 4.7-7 11-7 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </StrokeSvg>
);

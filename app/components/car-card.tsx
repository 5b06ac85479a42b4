/**
 * A car card (docs/product.md#browse: the car card and list item): photo, condition and Featured
 * badges, title, price, year, mileage, fuel, transmission (the real value), location, the
 * seller with rating and Verified badge, View Details and Contact links; beside the price, the
 * fair-price badge of a rated car (docs/product.md#fair-price-rating). Its words are in the `cards`
 * namespace, which every route showing cards lists in `handle.i18n`
 * (docs/decisions/023-languages.md).
 */
import { Price } from "./price";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import { categoryWord, listWord } from "~/lib/catalogue-words";
import type { Category } from "~/lib/domain";
import { CARD_MAX_WIDTH } from "~/lib/images";
import type { CardView } from "~/lib/types";
import { CarImage } from "./car-image";
import { CompareButton } from "./compare-button";
import { ButtonLink } from "./form-parts/button";
import { PriceRatingBadge } from "./price-rating-badge";
import { SaveButton } from "./save-button";

/**
 * The card photo's slot in CSS px (`sizes`): the grid is one column under 640 px inside the
 * pages' 1 rem side padding, two to 1024 px, three above, at most 400 px wide.
 */
export const CARD_SIZES =
  "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)";

/** The condition badge's colours per category. */
const CATEGORY_COLOURS: Record<Category, string> = {
  new: "bg-emerald-100 text-emerald-900",
  tokunbo: "bg-sky-100 text-sky-900",
  "nigerian-used": "bg-amber-100 text-amber-900",
};

export function ConditionBadge({ car }: { car: Pick<CardView, "category" | "certified"> }) {
  const t = useT();
  const category = categoryWord(t, car.category);
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${CATEGORY_COLOURS[car.category]}`}
    >
      {car.certified ? t("cards.badge.certified", { category }) : category}
    </span>
  );
}

/** The Verified badge (its word is in `common`: chats and the car page show it too). */
export function VerifiedBadge({ label }: { label?: string }) {
  const t = useT();
  return (
    <span className="icon-verified inline-flex items-center gap-0.5 rounded-full bg-blue-50 px-1.5 py-0.5 text-xs font-semibold text-blue-800">
      {label ?? t("common.badge.verified")}
    </span>
  );
}

export function Rating({ rating, total }: { rating: number | null; total?: number }) {
  const t = useT();
  const f = useFormat();
  if (rating === null)
    return <span className="text-xs text-slate-600">{t("cards.rating.none")}</span>;
  return (
    <span className="icon-star inline-flex items-center gap-0.5 text-xs font-semibold text-slate-700">
      {rating.toFixed(1)}
      {total !== undefined && ` (${f.count(total)})`}
      <span className="sr-only"> {t("cards.rating.outOf")}</span>
    </span>
  );
}

/**
 * The title's heading level: one below the heading the cards sit under, so that no level is
 * skipped (HTML, headings and outlines). 2 where the cards follow the page's <h1> directly
 * (browse, a category page, favourites, the dashboard's saved cars), 3 under a section's <h2>.
 */
export type CardHeadingLevel = 2 | 3;

export function CarCard({
  car,
  priority = false,
  saved = false,
  headingLevel = 3,
}: {
  car: CardView;
  /** The page's main image: its photo is fetched first (CarImage `priority`). */
  priority?: boolean;
  saved?: boolean;
  headingLevel?: CardHeadingLevel;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  const facts = [
    String(car.year),
    t("cards.facts.driven", { mileage: f.mileage(car.mileage) }),
    car.fuelType ? listWord(t, "fuelType", car.fuelType) : null,
    car.transmission ? listWord(t, "transmission", car.transmission) : null,
  ].filter(Boolean);
  const carHref = l(`/car/${car.id}`);
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative">
        <a href={carHref} className="block" tabIndex={-1} aria-hidden="true">
          <CarImage
            photo={car.photo}
            alt={car.title}
            sizes={CARD_SIZES}
            maxWidth={CARD_MAX_WIDTH}
            priority={priority}
          />
        </a>
        <span className="absolute top-2 left-2 flex gap-1">
          <ConditionBadge car={car} />
          {car.featured && (
            <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-slate-900">
              {t("cards.badge.featured")}
            </span>
          )}
          {car.status !== "active" && (
            <span className="rounded-full bg-slate-800 px-2 py-0.5 text-xs font-bold text-white capitalize">
              {t(`cards.status.${car.status}`)}
            </span>
          )}
        </span>
        {(car.status === "active" || saved) && (
          <SaveButton
            listingId={car.id}
            saved={saved}
            title={car.title}
            className="absolute top-2 right-2"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <Heading className="line-clamp-2 font-semibold text-slate-900">
          <a href={carHref} className="hover:underline">
            {car.title}
          </a>
        </Heading>
        <p className="mt-1 flex flex-wrap items-center gap-2">
          <Price amount={car.price} className="text-brand-700 text-lg font-bold" />
          <PriceRatingBadge rating={car.priceRating} />
        </p>
        <p className="icon-pin mt-1 flex items-center gap-1 text-sm text-slate-600">
          {car.location}
        </p>
        <p className="mt-2 text-sm text-slate-700">{facts.join(" · ")}</p>
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <a
            href={l(`/seller/${car.seller.id}`)}
            className="font-medium text-slate-800 hover:underline"
          >
            {car.seller.name}
          </a>
          <Rating rating={car.seller.rating} />
          {car.seller.verified && <VerifiedBadge />}
        </p>
        <div className="mt-auto flex gap-2 pt-4">
          <ButtonLink href={carHref} size="compact" className="flex-1 text-center">
            {t("cards.viewDetails")}
          </ButtonLink>
          <ButtonLink
            href={l(`/contact/${car.id}`)}
            variant="secondary"
            size="compact"
            className="flex-1 text-center text-slate-800"
          >
            {t("cards.contact")}
          </ButtonLink>
        </div>
        {car.status === "active" && (
          <CompareButton listingId={car.id} title={car.title} className="mt-2" />
        )}
      </div>
    </article>
  );
}

export function CarGrid({
  cars,
  priorityFirst = false,
  savedIds = [],
  headingLevel,
}: {
  cars: CardView[];
  /** The first card's photo is the page's main image (the first screen of browse and home). */
  priorityFirst?: boolean;
  /** Ids of the cars the signed-in user has saved (filled hearts). */
  savedIds?: string[];
  /** The cards' title level (CarCard): 3 unless told. */
  headingLevel?: CardHeadingLevel;
}) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {cars.map((car, i) => (
        <li key={car.id} className="flex">
          <CarCard
            car={car}
            priority={priorityFirst && i === 0}
            saved={savedIds.includes(car.id)}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}

export function SkeletonGrid({ count = 6 }: { count?: number }) {
  const t = useT();
  return (
    <ul
      className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3"
      aria-busy="true"
      aria-label={t("cards.loadingCars")}
    >
      {Array.from({ length: count }, (_, i) => (
        <li
          key={i}
          className="animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white"
        >
          <div className="aspect-[4/3] bg-slate-200" />
          <div className="space-y-2 p-4">
            <div className="h-4 w-3/4 rounded bg-slate-200" />
            <div className="h-5 w-1/3 rounded bg-slate-200" />
            <div className="h-3 w-1/2 rounded bg-slate-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * A car card (docs/product.md#browse: the car card and list item): photo, condition and Featured
 * badges, title, price, year, mileage, fuel, transmission (the real value), location, the
 * seller with rating and Verified badge, View Details and Contact links; beside the price, the
 * fair-price badge of a rated car (docs/product.md#fair-price-rating). In lists on a phone it is
 * a compact row (`CardLayout`). Its words are in the `cards`
 * namespace, which every route showing cards lists in `handle.i18n`
 * (docs/decisions/023-languages.md).
 */
import { href } from "react-router";
import { Price } from "./price";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import { categoryWord, listWord } from "~/lib/catalogue/catalogue-words";
import type { Category } from "~/lib/vocabulary/domain";
import { CARD_MAX_WIDTH } from "~/lib/api/images";
import type { CardView } from "~/lib/api/types";
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

/** The same for a `list` card, whose photo is 120 px wide on a phone (7.5 rem). */
export const LIST_SIZES =
  "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 120px";

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

/**
 * How a card is laid out. `card`: the photo above the details, at every width (the grids of
 * wide screens, the sideways rows of recently viewed and similar cars). `list`: on a phone (under
 * 640 px) a compact row, the photo (120 px wide) beside the title, price, year, mileage, town and
 * ratings, so that four or more cars fit a screen (a card was 541 px tall); from 640 px the card.
 */
export type CardLayout = "card" | "list";

/**
 * The classes of each part per layout. Written out in full (Tailwind finds the classes it builds
 * in the source): `list` is the phone's row, and from `sm` the card's classes.
 */
const LOOK = {
  card: {
    article: "flex flex-col",
    photo: "relative",
    badges: "absolute top-2 left-2 flex gap-1",
    phoneBadges: "hidden",
    save: "absolute top-2 right-2",
    body: "flex flex-1 flex-col p-4",
    title: "line-clamp-2 font-semibold text-slate-900",
    price: "text-brand-700 text-lg font-bold",
    wide: "",
    phone: "hidden",
    compare: "px-4 pb-4 -mt-2",
  },
  list: {
    article:
      "grid grid-cols-[7.5rem_minmax(0,1fr)] content-start gap-x-3 gap-y-1.5 p-1.5 sm:flex sm:flex-col sm:gap-0 sm:p-0",
    photo: "relative self-start overflow-hidden rounded-md sm:self-auto sm:rounded-none",
    badges: "absolute top-2 left-2 hidden gap-1 sm:flex",
    phoneBadges: "absolute bottom-1 left-1 flex flex-wrap gap-1 sm:hidden",
    save: "absolute top-1 right-1 sm:top-2 sm:right-2",
    body: "row-span-2 flex min-w-0 flex-col sm:flex-1 sm:p-4",
    title: "line-clamp-2 text-sm leading-5 font-semibold text-slate-900 sm:text-base sm:leading-6",
    price: "text-brand-700 text-base font-bold sm:text-lg",
    wide: "hidden sm:flex",
    phone: "sm:hidden",
    compare: "sm:px-4 sm:pb-4 sm:-mt-2",
  },
} as const;

export function CarCard({
  car,
  priority = false,
  saved = false,
  headingLevel = 3,
  layout = "card",
}: {
  car: CardView;
  /** The page's main image: its photo is fetched first (CarImage `priority`). */
  priority?: boolean;
  saved?: boolean;
  headingLevel?: CardHeadingLevel;
  layout?: CardLayout;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const look = LOOK[layout];
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  const facts = [
    String(car.year),
    t("cards.facts.driven", { mileage: f.mileage(car.mileage) }),
    car.fuelType ? listWord(t, "fuelType", car.fuelType) : null,
    car.transmission ? listWord(t, "transmission", car.transmission) : null,
  ].filter(Boolean);
  const category = categoryWord(t, car.category);
  // The phone's row: its condition in words (no room for the badge on a 120 px photo).
  const shortFacts = [
    String(car.year),
    f.mileage(car.mileage),
    car.certified ? t("cards.badge.certified", { category }) : category,
  ];
  const carHref = l(href("/:lang?/car/:id", { id: car.id }));
  const featured = car.featured && (
    <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-slate-900">
      {t("cards.badge.featured")}
    </span>
  );
  const status = car.status !== "active" && (
    <span className="rounded-full bg-slate-800 px-2 py-0.5 text-xs font-bold text-white capitalize">
      {t(`cards.status.${car.status}`)}
    </span>
  );
  return (
    <article
      className={`w-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm ${look.article}`}
    >
      <div className={look.photo}>
        <a href={carHref} className="block" tabIndex={-1} aria-hidden="true">
          <CarImage
            photo={car.photo}
            alt={car.title}
            sizes={layout === "list" ? LIST_SIZES : CARD_SIZES}
            maxWidth={CARD_MAX_WIDTH}
            priority={priority}
          />
        </a>
        <span className={look.badges}>
          <ConditionBadge car={car} />
          {featured}
          {status}
        </span>
        {layout === "list" && (featured || status) && (
          <span className={look.phoneBadges}>
            {featured}
            {status}
          </span>
        )}
        {(car.status === "active" || saved) && (
          <SaveButton listingId={car.id} saved={saved} title={car.title} className={look.save} />
        )}
      </div>
      <div className={look.body}>
        <Heading className={look.title}>
          <a href={carHref} className="hover:underline">
            {car.title}
          </a>
        </Heading>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
          <Price amount={car.price} className={look.price} />
          <PriceRatingBadge rating={car.priceRating} />
        </p>
        {layout === "list" && (
          <>
            <p className={`mt-1 truncate text-xs text-slate-700 ${look.phone}`}>
              {shortFacts.join(" · ")}
            </p>
            <p
              className={`mt-1 flex min-w-0 items-center gap-2 text-xs text-slate-600 ${look.phone}`}
            >
              <span className="icon-pin flex min-w-0 items-center gap-1">
                <span className="truncate">{car.location}</span>
              </span>
              {car.seller.rating !== null && <Rating rating={car.seller.rating} />}
            </p>
          </>
        )}
        <p
          className={`icon-pin mt-1 items-center gap-1 text-sm text-slate-600 ${look.wide || "flex"}`}
        >
          {car.location}
        </p>
        <p className={`mt-2 text-sm text-slate-700 ${look.wide && "hidden sm:block"}`}>
          {facts.join(" · ")}
        </p>
        <p className={`mt-3 flex-wrap items-center gap-2 text-sm ${look.wide || "flex"}`}>
          <a
            href={l(href("/:lang?/seller/:id", { id: car.seller.id }))}
            className="font-medium text-slate-800 hover:underline"
          >
            {car.seller.name}
          </a>
          <Rating rating={car.seller.rating} />
          {car.seller.verified && <VerifiedBadge />}
        </p>
        <div className={`mt-auto gap-2 pt-4 ${look.wide || "flex"}`}>
          <ButtonLink href={carHref} size="compact" className="flex-1 text-center">
            {t("cards.viewDetails")}
          </ButtonLink>
          <ButtonLink
            href={l(href("/:lang?/contact/:id", { id: car.id }))}
            variant="secondary"
            size="compact"
            className="flex-1 text-center text-slate-800"
          >
            {t("cards.contact")}
          </ButtonLink>
        </div>
      </div>
      {car.status === "active" && (
        <CompareButton
          listingId={car.id}
          title={car.title}
          className={look.compare}
          dense={layout === "list"}
        />
      )}
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
    <ul className={CARD_LIST}>
      {cars.map((car, i) => (
        <li key={car.id} className="flex">
          <CarCard
            car={car}
            priority={priorityFirst && i === 0}
            saved={savedIds.includes(car.id)}
            headingLevel={headingLevel}
            layout="list"
          />
        </li>
      ))}
    </ul>
  );
}

/** The list of `list` cards: one column of rows on a phone, a grid of 2 or 3 cards wider. */
export const CARD_LIST = "grid grid-cols-1 gap-2 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3";

export function SkeletonGrid({ count = 6 }: { count?: number }) {
  const t = useT();
  return (
    <ul className={CARD_LIST} aria-busy="true" aria-label={t("cards.loadingCars")}>
      {Array.from({ length: count }, (_, i) => (
        <li
          key={i}
          className="grid animate-pulse grid-cols-[7.5rem_1fr] gap-3 overflow-hidden rounded-xl border border-slate-200 bg-white p-2 sm:block sm:p-0"
        >
          <div className="aspect-[4/3] rounded-md bg-slate-200 sm:rounded-none" />
          <div className="space-y-2 sm:p-4">
            <div className="h-4 w-3/4 rounded bg-slate-200" />
            <div className="h-5 w-1/3 rounded bg-slate-200" />
            <div className="h-3 w-1/2 rounded bg-slate-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The car card's photo and details (components/car-card.tsx), static parts: rendered on the
 * server, not hydrated (docs/decisions/030-static-parts.md). Their links are plain links; the
 * card's Save and Compare buttons sit beside them in car-card.tsx.
 */
import { href } from "react-router";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import { categoryWord, listWord } from "~/lib/catalogue/catalogue-words";
import { CARD_MAX_WIDTH } from "~/lib/api/images";
import type { CardView } from "~/lib/api/types";
import { CarImage } from "./car-image";
import { ConditionBadge, Rating, VerifiedBadge } from "./car-badges";
import type { CardHeadingLevel, CardLayout } from "./car-card-look";
import { ButtonLink } from "./form-parts/button";
import { Price } from "./price";
import { PriceRatingBadge } from "./price-rating-badge";

/**
 * The classes of the photo's badges and of the details per layout (car-card-look.ts has the
 * frame's). `list` is the phone's row, and from `sm` the card's classes.
 */
const DETAILS_LOOK = {
  card: {
    badges: "absolute top-2 left-2 flex gap-1",
    phoneBadges: "hidden",
    body: "flex flex-1 flex-col p-4",
    title: "line-clamp-2 font-semibold text-slate-900",
    price: "text-brand-700 text-lg font-bold",
    wide: "",
    phone: "hidden",
  },
  list: {
    badges: "absolute top-2 left-2 hidden gap-1 sm:flex",
    phoneBadges: "absolute bottom-1 left-1 flex flex-wrap gap-1 sm:hidden",
    body: "row-span-2 flex min-w-0 flex-col sm:flex-1 sm:p-4",
    title: "line-clamp-2 text-sm leading-5 font-semibold text-slate-900 sm:text-base sm:leading-6",
    price: "text-brand-700 text-base font-bold sm:text-lg",
    wide: "hidden sm:flex",
    phone: "sm:hidden",
  },
} as const;

/**
 * The card photo's slot in CSS px (`sizes`): the grid is one column under 640 px inside the
 * pages' 1 rem side padding, two to 1024 px, three above, at most 400 px wide.
 */
export const CARD_SIZES =
  "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, calc(100vw - 2rem)";

/** The same for a `list` card, whose photo is 120 px wide on a phone (7.5 rem). */
export const LIST_SIZES =
  "(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 120px";

/** What both parts are given: plain data, as a static part's props must be. */
export type CardPartProps = {
  car: CardView;
  layout: CardLayout;
  /** The page's main image: its photo is fetched first (CarImage `priority`). */
  priority?: boolean;
  headingLevel?: CardHeadingLevel;
};

/** The photo, linking to the car, with the condition, Featured and status badges. */
export function CardPhoto({ car, layout, priority = false }: CardPartProps) {
  const look = DETAILS_LOOK[layout];
  const t = useT();
  const l = useLocalePath();
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
    <>
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
    </>
  );
}

/** Title, price and fair-price badge, facts, place, seller, and the View and Contact links. */
export function CardBody({ car, layout, headingLevel = 3 }: CardPartProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const look = DETAILS_LOOK[layout];
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
  return (
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
  );
}

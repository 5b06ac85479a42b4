/**
 * A car card (docs/product.md#browse: the car card and list item): photo, condition and Featured
 * badges, title, price, year, mileage, fuel, transmission (the real value), location, the
 * seller with rating and Verified badge, View Details and Contact links; beside the price, the
 * fair-price badge of a rated car (docs/product.md#fair-price-rating). In lists on a phone it is
 * a compact row (`CardLayout`). Its words are in the `cards`
 * namespace, which every route showing cards lists in `handle.i18n`
 * (docs/decisions/023-languages.md).
 */
import type { CardView } from "~/lib/api/types";
import type { CardPartProps } from "./car-card-parts";
import { CARD_LOOK, type CardHeadingLevel, type CardLayout } from "./car-card-look";
import { CompareButton } from "./compare-button";
import { SaveButton } from "./save-button";
import { staticPart } from "./static-part";

// The photo and the details need no JavaScript: only the buttons hydrate
// (docs/decisions/030-static-parts.md).
const CardPhoto = staticPart<CardPartProps>(() =>
  import("./car-card-parts").then((m) => m.CardPhoto),
);
const CardBody = staticPart<CardPartProps>(() =>
  import("./car-card-parts").then((m) => m.CardBody),
);

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
  const look = CARD_LOOK[layout];
  return (
    <article
      className={`w-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm ${look.article}`}
    >
      <div className={look.photo}>
        <CardPhoto car={car} layout={layout} priority={priority} />
        {(car.status === "active" || saved) && (
          <SaveButton listingId={car.id} saved={saved} title={car.title} className={look.save} />
        )}
      </div>
      <CardBody car={car} layout={layout} headingLevel={headingLevel} />
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

/**
 * A row of car cards that scrolls sideways on a phone and wraps into a grid on a wide screen,
 * for short lists beside a page's main content: the recently viewed cars (home, `/favorites`;
 * recently-viewed.tsx) and a car page's similar cars (docs/product.md#recently-viewed-and-similar-cars). The cards are
 * the house car cards (components/car-card.tsx).
 */
import type { CardView } from "~/lib/api/types";
import { CarCard } from "./car-card";

/** The cards, in the order given. `savedIds`: the signed-in user's saved cars (filled hearts). */
export function CarRow({ cars, savedIds = [] }: { cars: CardView[]; savedIds?: string[] }) {
  return (
    // `relative`: the cards' screen-reader texts (absolutely placed, `sr-only`) are placed
    // inside the scroller, not beside the page, which they would widen on a phone.
    <ul className="relative -mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-4 lg:overflow-visible lg:px-0">
      {cars.map((car) => (
        <li key={car.id} className="flex w-64 shrink-0 snap-start lg:w-auto">
          <CarCard car={car} saved={savedIds.includes(car.id)} />
        </li>
      ))}
    </ul>
  );
}

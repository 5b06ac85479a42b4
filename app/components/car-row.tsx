/**
 * A row of car cards that scrolls sideways on a phone and wraps into a grid on a wide screen,
 * for short lists beside a page's main content: the recently viewed cars (home, `/favorites`)
 * and a car page's similar cars (docs/product.md#recently-viewed-and-similar-cars). The cards are
 * the house car cards (components/car-card.tsx).
 */
import { Form, href } from "react-router";
import { useLocalePath, useT } from "~/i18n/react";
import type { CardView } from "~/lib/api/types";
import { CarCard } from "./car-card";
import { Button } from "./form-parts/button";

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

/**
 * "Recently viewed": the cars, newest first, with a one-click Clear (a form post to
 * `/recently-viewed` that comes back to `redirectTo`, with or without JavaScript). Renders
 * nothing without cars.
 */
export function RecentlyViewed({
  cars,
  redirectTo,
  savedIds,
}: {
  cars: CardView[];
  redirectTo: string;
  savedIds?: string[];
}) {
  const t = useT();
  const l = useLocalePath();
  if (!cars.length) return null;
  return (
    <section aria-labelledby="recent-heading" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="recent-heading" className="text-xl font-bold">
          {t("cards.recent.heading")}
        </h2>
        {/* A resource route: one address in every language; it comes back to the page's. */}
        <Form method="post" action={href("/recently-viewed")}>
          <input type="hidden" name="redirectTo" value={l(redirectTo)} />
          <Button type="submit" variant="secondary" size="sm" className="bg-white text-slate-800">
            {t("cards.recent.clear")}
            <span className="sr-only"> {t("cards.recent.clearRest")}</span>
          </Button>
        </Form>
      </div>
      <div className="mt-4">
        <CarRow cars={cars} savedIds={savedIds} />
      </div>
    </section>
  );
}

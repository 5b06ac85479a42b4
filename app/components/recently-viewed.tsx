/**
 * The recently viewed cars (docs/product.md#recently-viewed-and-similar-cars) on home and
 * `/favorites`, as a row of the house car cards (car-row.tsx). Its own module, so a car page,
 * which shows a row of similar cars, does not download it.
 */
import { Form, href } from "react-router";
import { useLocalePath, useT } from "~/i18n/react";
import type { CardView } from "~/lib/api/types";
import { CarRow } from "./car-row";
import { Button } from "./form-parts/button";

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

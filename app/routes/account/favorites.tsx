/**
 * Saved cars. GET lists them (signed in). POST saves or removes one (`intent` save|remove,
 * `listingId`, `redirectTo`) and redirects back, so the heart works without JavaScript;
 * with it, the heart submits through a fetcher and updates at once. Signed out, a save is
 * remembered and completed after sign-in. Each saved car says how its price changed since it
 * was saved (docs/product.md#price-drop-alerts), and the user's recently viewed cars follow
 * with their Clear (docs/product.md#recently-viewed-and-similar-cars). Words: `favorites` and the
 * cards' (docs/decisions/023-languages.md).
 */
import { redirect, href } from "react-router";
import { z } from "zod";
import { CARD_LIST, CarCard } from "~/components/car-card";
import { RecentlyViewed } from "~/components/recently-viewed";
import { ButtonLink } from "~/components/form-parts/button";
import { translator } from "~/i18n/server/catalogues.server";
import { localizePath } from "~/i18n/languages";
import type { I18nHandle } from "~/i18n/namespaces";
import { metaTranslator, useFormat, useLocalePath, useT, type Viewer } from "~/i18n/react";
import { safeRedirect } from "~/lib/account/auth-schemas";
import { getUser, pendingSaveCookie, requireUser } from "~/request/session.server";
import { isUuid } from "~/lib/forms/ids";
import { FAVOURITE_INTENTS } from "~/lib/forms/intents";
import { SITE } from "~/lib/format/site";
import { toCardView } from "~/lib/api/types";
import { fieldText } from "~/lib/forms/text";
import { DomainError } from "~/models/shared/errors.server";
import { eachIntent, handleForm } from "~/request/forms.server";
import {
  listFavourites,
  removeFavourite,
  saveFavourite,
  savedPriceChanges,
} from "~/models/saved/favourites.server";
import { recentlyViewedCards } from "~/models/catalogue/recently-viewed.server";
import { resolveLanguage } from "~/request/language.server";
import type { Route } from "./+types/favorites";

/** The page's words (docs/decisions/023-languages.md): its own and the cards'. */
export const handle = { i18n: ["favorites", "cards"] } satisfies I18nHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [cars, changes, recent] = await Promise.all([
    listFavourites(user.id),
    savedPriceChanges(user.id),
    recentlyViewedCards({ userId: user.id }),
  ]);
  return { cars: cars.map(toCardView), changes, recent };
}

export const action = ({ request }: Route.ActionArgs) =>
  handleForm(
    request,
    { intents: eachIntent(FAVOURITE_INTENTS, z.object({ listingId: fieldText(40) })) },
    async ({ intent, value: { listingId } }, form) => {
      const { language } = resolveLanguage(request);
      const back = safeRedirect(
        form.get("redirectTo"),
        localizePath(href("/:lang?/favorites"), language),
      );
      const user = await getUser(request);
      if (!user) {
        const headers =
          intent === "save" && isUuid(listingId)
            ? { "Set-Cookie": await pendingSaveCookie(listingId) }
            : undefined;
        return redirect(
          localizePath(`${href("/:lang?/login")}?redirectTo=${encodeURIComponent(back)}`, language),
          {
            headers,
          },
        );
      }
      if (intent === "save") {
        if (!(await saveFavourite(user.id, listingId)))
          throw new DomainError(404, translator(language)("favorites.gone"));
      } else {
        await removeFavourite(user.id, listingId);
      }
      // The enhanced heart (a fetcher) wants data; a plain form post goes back to its page.
      if (form.get("mode") === "fetch") return { saved: intent === "save" };
      return redirect(back);
    },
  );

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === "root")?.data as { viewer?: Viewer } | undefined;
  return [{ title: metaTranslator(root?.viewer)("favorites.meta.title", { site: SITE.name }) }];
};

export default function Favorites({ loaderData }: Route.ComponentProps) {
  const { cars, changes, recent } = loaderData;
  const savedIds = cars.map((c) => c.id);
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  /** How the price changed since it was saved, in the reader's words. */
  const priceNote = (change: number | undefined) =>
    change
      ? t(change < 0 ? "favorites.price.less" : "favorites.price.more", {
          amount: f.naira(Math.abs(change)),
        })
      : null;
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t("favorites.heading")}</h1>
      <p className="mt-1 text-slate-700">
        {cars.length ? t("favorites.count", { count: cars.length }) : t("favorites.lead.empty")}
      </p>
      <div className="mt-6">
        {cars.length ? (
          <ul className={CARD_LIST}>
            {cars.map((car) => {
              const note = priceNote(changes[car.id]);
              return (
                <li key={car.id} className="flex flex-col gap-2">
                  <CarCard car={car} saved headingLevel={2} layout="list" />
                  {note && (
                    <p
                      className={`rounded-md px-3 py-1.5 text-sm font-semibold ${
                        changes[car.id]! < 0
                          ? "bg-emerald-50 text-emerald-900"
                          : "bg-amber-50 text-amber-900"
                      }`}
                    >
                      {note}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
            <p className="text-slate-700">{t("favorites.empty")}</p>
            <ButtonLink href={l(href("/:lang?/browse"))} className="mt-4 inline-block">
              {t("favorites.browseCars")}
            </ButtonLink>
          </div>
        )}
      </div>
      <RecentlyViewed cars={recent} redirectTo="/favorites" savedIds={savedIds} />
    </main>
  );
}

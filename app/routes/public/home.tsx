/**
 * Home (docs/product.md#home): hero search as a GET form to /browse, popular-search chips,
 * the listing section with its tabs as links, the real count of available cars and 8 cars.
 * The list's Filter opens browse's filters for the chosen tab's category; its Sort is a GET
 * form to /browse with browse's sort options (both work without JavaScript). A failed load
 * shows "Failed to load cars" with a Try Again of the same address (docs/product.md#error-texts
 * catalogue). Marketing figures come from the database (docs/product.md#product-decisions: never
 * invented). Above the list, "Recently viewed" (docs/product.md#recently-viewed-and-similar-cars):
 * the account's, or a visitor's from the `mm_recent` cookie, which makes that answer private.
 */
import { data, useLocation, href } from "react-router";
import { CarGrid } from "~/components/car-card";
import { ShowPhotos, type PhotosOnRequestHandle } from "~/components/data-saver";
import { RecentlyViewed } from "~/components/recently-viewed";
import { ButtonLink } from "~/components/form-parts/button";
import { staticPart } from "~/components/static-part";
import { NotFoundOrFailedBoundary } from "~/components/screen-boundary";
import type { I18nHandle } from "~/i18n/namespaces";
import { metaTranslator, useLocalePath, useT, type Viewer } from "~/i18n/react";
import { CATEGORY_ALIASES } from "~/lib/catalogue/catalog";
import { defaultFilters } from "~/lib/catalogue/filters";
import { SITE } from "~/lib/format/site";
import { toCardView } from "~/lib/api/types";
import { getUser } from "~/request/session.server";
import { savedIds } from "~/models/saved/favourites.server";
import { searchListings } from "~/models/catalogue/search.server";
import { marketplaceStats } from "~/models/catalogue/stats.server";
import { ErrorPage } from "~/components/error-boundary";
import type { Route } from "./+types/home";
import { PERSONAL_PAGE_CACHE, sharedPageHeaders } from "~/request/cache-control";
import { recentlyViewedCards } from "~/models/catalogue/recently-viewed.server";
import { hasRecentCookie, readRecentCookie } from "~/request/recently-viewed.server";

/**
 * Anonymous visitors share this page: a CDN may keep it (app/request/cache-control.ts), except a
 * visitor with recently viewed cars (the `mm_recent` cookie), whose page is theirs alone.
 */
export const headers = sharedPageHeaders;

/**
 * The page's words (docs/decisions/023-languages.md): its own and the cards'. Under the data saver
 * its photos wait until the buyer asks (components/data-saver.tsx).
 */
export const handle = {
  i18n: ["home", "cards"],
  photosOnRequest: true,
} satisfies I18nHandle & PhotosOnRequestHandle;

// The hero and the categories need no JavaScript (docs/decisions/030-static-parts.md).
const HomeHero = staticPart(() => import("./home-parts").then((m) => m.HomeHero));
const HomeCategories = staticPart(() => import("./home-parts").then((m) => m.HomeCategories));
const HomeListHead = staticPart(() => import("./home-parts").then((m) => m.HomeListHead));

export async function loader({ request }: Route.LoaderArgs) {
  const tabParam = new URL(request.url).searchParams.get("tab");
  const tab = tabParam ? (CATEGORY_ALIASES[tabParam] ?? null) : null;
  const [list, stats, user] = await Promise.all([
    searchListings({ ...defaultFilters(), category: tab, limit: 8 }),
    marketplaceStats(),
    getUser(request),
  ]);
  // Recently viewed (docs/product.md#recently-viewed-and-similar-cars): the account's, or the
  // visitor's cookie list, which makes this answer personal.
  const visitorList = !user && hasRecentCookie(request);
  const recent = user
    ? await recentlyViewedCards({ userId: user.id })
    : visitorList
      ? await recentlyViewedCards({ cookieIds: await readRecentCookie(request) })
      : [];
  const saved = await savedIds(
    user?.id,
    [...list.cars, ...recent].map((c) => c.id),
  );
  const page = {
    tab,
    cars: list.cars.map(toCardView),
    count: list.pagination.total,
    stats,
    saved,
    recent,
  };
  return visitorList ? data(page, { headers: { "Cache-Control": PERSONAL_PAGE_CACHE } }) : page;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === "root")?.data as { viewer?: Viewer } | undefined;
  const t = metaTranslator(root?.viewer);
  return [
    { title: t("home.meta.title", { site: SITE.name }) },
    { name: "description", content: t("home.meta.description") },
  ];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { tab, cars, count, stats, saved, recent } = loaderData;
  const t = useT();
  const l = useLocalePath();
  return (
    <main>
      <HomeHero stats={stats} />

      {recent.length > 0 && (
        <div className="mx-auto max-w-7xl px-4">
          <RecentlyViewed cars={recent} redirectTo="/" savedIds={saved} />
        </div>
      )}

      <section
        id="cars"
        aria-labelledby="cars-heading"
        className="mx-auto max-w-7xl px-4 py-5 sm:py-10"
      >
        <HomeListHead tab={tab} count={count} />
        <div className="mt-6">
          {cars.length ? (
            <>
              <ShowPhotos hash="#cars" className="mb-4" />
              <CarGrid cars={cars} priorityFirst savedIds={saved} />
            </>
          ) : (
            <p className="rounded-lg bg-white p-8 text-center text-slate-700">
              {t("home.list.empty")}
            </p>
          )}
        </div>
        <div className="mt-8 text-center">
          <ButtonLink
            href={l(tab ? `/browse?category=${tab}` : "/browse")}
            variant="dark"
            size="xl"
            className="inline-block"
          >
            {t("home.list.viewAll")}
          </ButtonLink>
        </div>
      </section>

      <HomeCategories />
    </main>
  );
}

/**
 * The list's failure (docs/product.md#error-texts: "Failed to load cars" and a Try Again that
 * reloads).
 */
export function ErrorBoundary() {
  return <NotFoundOrFailedBoundary page={() => <ListFailure />} />;
}

function ListFailure() {
  const { pathname, search } = useLocation();
  const t = useT();
  const l = useLocalePath();
  return (
    <ErrorPage
      title={t("home.failure.title")}
      actions={
        <p className="mt-6 flex justify-center gap-3">
          <ButtonLink href={`${pathname}${search}`}>{t("home.failure.tryAgain")}</ButtonLink>
          <ButtonLink href={l(href("/:lang?/browse"))} variant="secondary" className="bg-white">
            {t("home.failure.browseAll")}
          </ButtonLink>
        </p>
      }
    >
      {t("home.failure.body")}
    </ErrorPage>
  );
}

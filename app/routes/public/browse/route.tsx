/**
 * Browse cars (docs/product.md#browse): every filter is a URL search param of one GET
 * form, filtered, sorted and paginated in SQL (12 a page). Without JavaScript the form has an
 * Apply button and Load More is a link to the next page; with JavaScript, filters apply as
 * they change and Load More appends the next page in place. `/new-cars`, `/tokunbo` and
 * `/nigerian-used` open this screen with their category chosen (docs/product.md#product-decisions).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher, useLocation, useNavigation, useSubmit, href } from "react-router";
import { CARD_LIST, CarGrid } from "~/components/car-card";
import { ShowPhotos, type PhotosOnRequestHandle } from "~/components/data-saver";
import { ButtonLink } from "~/components/form-parts/button";
import { translator } from "~/i18n/server/catalogues.server";
import { DEFAULT_LANGUAGE, languageOfPath, localizePath, unprefixedPath } from "~/i18n/languages";
import type { I18nHandle } from "~/i18n/namespaces";
import type { Language } from "~/i18n/languages";
import { metaTranslator, useFormat, useLocalePath, useT, type Viewer } from "~/i18n/react";
import { type Category } from "~/lib/catalogue/catalog";
import { categoryName } from "~/lib/catalogue/catalogue-words";
import {
  activeFilters,
  catalogueLabels,
  parseBrowseParams,
  sortValue,
  toQueryString,
  type BrowseFilters,
  type FilterWords,
} from "~/lib/catalogue/filters";
import { SITE } from "~/lib/format/site";
import { toCardView, type CardView } from "~/lib/api/types";
import { getUser } from "~/request/session.server";
import { savedIds } from "~/models/saved/favourites.server";
import { recordSearch } from "~/models/admin/analytics.server";
import { searchListings } from "~/models/catalogue/search.server";
import type { Route } from "./+types/route";
import type { SaveSearchProps } from "./save-search";
import { staticPart } from "~/components/static-part";
import { suggestedName } from "~/lib/catalogue/saved-searches";
import { ErrorPage, errorMessage, GeneralErrorBoundary } from "~/components/error-boundary";
import { sharedPageHeaders } from "~/request/cache-control";

// The filter fields, the chips, the heading with Sort and Save this search need no JavaScript of
// their own (docs/decisions/030-static-parts.md): the route applies the form's changes.
const FilterFields = staticPart(() => import("./filter-fields").then((m) => m.FilterFields));
const FilterChips = staticPart(() => import("./filter-fields").then((m) => m.FilterChips));
const BrowseHeading = staticPart(() => import("./filter-fields").then((m) => m.BrowseHeading));
const SaveSearch = staticPart<SaveSearchProps>(() =>
  import("./save-search").then((m) => m.SaveSearch),
);

/** Anonymous visitors share this page: a CDN may keep it (app/request/cache-control.ts). */
export const headers = sharedPageHeaders;

/**
 * The page's words (docs/decisions/023-languages.md): its own and the cards'. Under the data saver
 * its photos wait until the buyer asks (components/data-saver.tsx).
 */
export const handle = {
  i18n: ["browse", "cards"],
  photosOnRequest: true,
} satisfies I18nHandle & PhotosOnRequestHandle;

const ROUTE_CATEGORY: Record<string, Category> = {
  "/new-cars": "new",
  "/tokunbo": "tokunbo",
  "/nigerian-used": "nigerian-used",
};

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { filters } = parseBrowseParams(url.searchParams, "lenient");
  // `/ha/new-cars` is `/new-cars` in Hausa: the same category.
  // A client navigation's data request is the page's address plus `.data` (React Router's
  // single fetch, handed to loaders as it came: v8_passThroughRequests).
  const pathname = url.pathname.replace(/\.data$/, "");
  const routeCategory = ROUTE_CATEGORY[unprefixedPath(pathname)] ?? null;
  // The chips and the suggested search name are words made here, in the page's language (a GET
  // of another language's page is always under its prefix: root.tsx redirects the others).
  const language = languageOfPath(pathname) ?? DEFAULT_LANGUAGE;
  const t = translator(language);
  const labels = { ...catalogueLabels(t), allCars: t("browse.chip.allCars") };
  if (routeCategory && !url.searchParams.has("category")) filters.category = routeCategory;
  const [result, user] = await Promise.all([
    searchListings(filters),
    getUser(request),
    filters.page === 1 ? recordSearch(filters.search) : undefined,
  ]);
  const saved = await savedIds(
    user?.id,
    result.cars.map((c) => c.id),
  );
  const { pagination } = result;
  return {
    head: pageHead(filters, pagination.total, t),
    filters,
    cars: result.cars.map(toCardView),
    pagination,
    routeCategory,
    saved,
    ...links(filters, pathname, pagination.totalPages, labels, language),
    // docs/product.md#saved-searches: the same for everyone (the page is shared in caches).
    saveSearch: activeFilters(filters).length
      ? {
          query: toQueryString({ ...filters, page: 1 }).slice(1),
          name: suggestedName(filters, labels),
          open: url.searchParams.get("save") === "1",
        }
      : null,
  };
}

/**
 * The page's links, made on the server so the filter helpers stay out of the browser's
 * JavaScript: each active-filter chip with the URL that removes it, the sort choice, the next
 * page (Load More; null on the last) and the first page.
 */
function links(
  filters: BrowseFilters,
  pathname: string,
  totalPages: number,
  labels: FilterWords,
  language: Language,
) {
  return {
    chips: activeFilters(filters, labels).map((c) => ({
      key: c.key,
      label: c.label,
      href: localizePath(`/browse${toQueryString(c.remove)}`, language),
    })),
    sort: sortValue(filters.sortBy, filters.sortOrder) ?? "relevance",
    nextHref:
      filters.page < totalPages
        ? `${pathname}${toQueryString({ ...filters, page: filters.page + 1 }, { page: true })}`
        : null,
    firstHref: `${pathname}${toQueryString({ ...filters, page: 1 })}`,
  };
}

/**
 * The page's title and description in its language, made in the loader (`head`) so the
 * browser needs no catalogue words for them (README, Weight budget); the error page has the
 * site's browse title.
 */
export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (data)
    return [{ title: data.head.title }, { name: "description", content: data.head.description }];
  const root = matches.find((m) => m?.id === "root")?.data as { viewer?: Viewer } | undefined;
  return [{ title: `${metaTranslator(root?.viewer)("browse.meta.title")} | ${SITE.name}` }];
};

/** The title and description of a browse page with these filters, in the reader's words. */
function pageHead(filters: BrowseFilters, total: number, t: ReturnType<typeof translator>) {
  const kind = filters.category ? categoryName(t, filters.category) : null;
  const what = [filters.search, filters.make, kind].filter(Boolean).join(" ");
  const title = what ? t("browse.meta.titleWhat", { what }) : t("browse.meta.title");
  return {
    title: `${title} | ${SITE.name}`,
    description: t("browse.meta.description", { count: total }),
  };
}

export default function Browse({ loaderData }: Route.ComponentProps) {
  const { filters, cars, pagination, chips } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();

  // Pages appended by Load More (JavaScript only); reset whenever the filters change.
  type More = { cars: CardView[]; page: number; saved: string[]; nextHref: string | null };
  const initial = (): More => ({
    cars: [],
    page: filters.page,
    saved: [],
    nextHref: loaderData.nextHref,
  });
  const [more, setMore] = useState<More>(initial);
  const fetcher = useFetcher<typeof loader>();
  useEffect(() => {
    setMore(initial());
    // The loader data changes with the URL; `initial` reads it.
  }, [location.search, location.pathname, filters.page]);
  useEffect(() => {
    const d = fetcher.data;
    if (fetcher.state === "idle" && d && d.pagination.currentPage > more.page) {
      setMore((m) => ({
        cars: [...m.cars, ...d.cars],
        page: d.pagination.currentPage,
        saved: [...m.saved, ...d.saved],
        nextHref: d.nextHref,
      }));
    }
  }, [fetcher.state, fetcher.data, more.page]);

  const loadingList =
    navigation.state === "loading" &&
    unprefixedPath(navigation.location?.pathname ?? "") === "/browse";
  const shown = cars.concat(more.cars);
  const nextHref = shown.length > 0 ? more.nextHref : null;
  const firstShown = (filters.page - 1) * filters.limit + 1;

  const applyNow = useCallback(() => {
    if (formRef.current) void submit(formRef.current, { preventScrollReset: true, replace: true });
  }, [submit]);
  // The fields are a static part, so their events are taken here, where they bubble: a typed
  // search, price or year applies once typing pauses, any other choice at once.
  const filtersBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = filtersBox.current;
    if (!box) return;
    const typed = (target: EventTarget | null) =>
      target instanceof HTMLInputElement && ["search", "text", "number"].includes(target.type);
    // The fields of the filter form only: not the phone's show-filters toggle beside it.
    const field = (target: EventTarget | null) =>
      (target as HTMLInputElement | null)?.form === formRef.current;
    const onInput = (event: Event) => {
      if (!field(event.target) || !typed(event.target)) return;
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(applyNow, 500);
    };
    const onChange = (event: Event) => {
      if (!field(event.target) || typed(event.target)) return;
      clearTimeout(typingTimer.current);
      applyNow();
    };
    box.addEventListener("input", onInput);
    box.addEventListener("change", onChange);
    return () => {
      box.removeEventListener("input", onInput);
      box.removeEventListener("change", onChange);
    };
  }, [applyNow]);

  return (
    <main className="mx-auto max-w-7xl px-4 py-4 sm:py-6">
      <BrowseHeading category={filters.category} total={pagination.total} sort={loaderData.sort} />

      <div className="mt-4 sm:mt-6 lg:grid lg:grid-cols-[280px_1fr] lg:gap-8">
        <div ref={filtersBox}>
          <input
            type="checkbox"
            id="filter-toggle"
            className="peer sr-only"
            aria-label={t("browse.showFilters")}
          />
          <label
            htmlFor="filter-toggle"
            className="mb-3 inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold peer-focus-visible:outline-3 peer-focus-visible:outline-blue-700 lg:hidden"
          >
            {chips.length ? t("browse.filtersCount", { count: chips.length }) : t("browse.filters")}
          </label>
          <form
            id="filters"
            ref={formRef}
            method="get"
            action={l(href("/:lang?/browse"))}
            onSubmit={(e) => {
              e.preventDefault();
              applyNow();
            }}
            key={location.search + location.pathname}
            className="hidden space-y-5 rounded-xl border border-slate-200 bg-white p-4 peer-checked:block target:block lg:block"
            aria-label={t("browse.filterCars")}
          >
            <FilterFields filters={filters} />
          </form>
        </div>

        <section aria-label={t("browse.results")} className="min-w-0">
          {chips.length > 0 && <FilterChips chips={chips} />}
          {loaderData.saveSearch && (
            <SaveSearch key={loaderData.saveSearch.query} {...loaderData.saveSearch} />
          )}
          {loadingList ? (
            <SkeletonGrid count={6} />
          ) : shown.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
              <h2 className="text-xl font-semibold">{t("browse.empty.heading")}</h2>
              <p className="mt-2 text-slate-700">
                {filters.page > 1 && pagination.total > 0
                  ? t("browse.empty.noMore")
                  : t("browse.empty.tryRemoving")}
              </p>
              <ButtonLink href={l(href("/:lang?/browse"))} className="mt-4 inline-block">
                {t("browse.empty.clear")}
              </ButtonLink>
            </div>
          ) : (
            <>
              {filters.page > 1 && (
                <p className="mb-4 text-sm text-slate-700">
                  {t("browse.showing", {
                    from: f.count(firstShown),
                    to: f.count(firstShown + shown.length - 1),
                    total: f.count(pagination.total),
                  })}{" "}
                  <a href={loaderData.firstHref} className="text-brand-700 font-semibold underline">
                    {t("browse.backToFirst")}
                  </a>
                </p>
              )}
              <ShowPhotos className="mb-4" />
              {/* Straight under the <h1>, like the empty state's <h2>. */}
              <CarGrid
                cars={shown}
                priorityFirst
                savedIds={[...loaderData.saved, ...more.saved]}
                headingLevel={2}
              />
              {nextHref && (
                <div className="mt-8 text-center">
                  <ButtonLink
                    href={nextHref}
                    onClick={(e) => {
                      e.preventDefault();
                      if (fetcher.state === "idle") fetcher.load(nextHref);
                    }}
                    aria-disabled={fetcher.state !== "idle"}
                    variant="dark"
                    size="xl"
                    className="inline-block"
                  >
                    {fetcher.state !== "idle" ? t("browse.loading") : t("browse.loadMore")}
                  </ButtonLink>
                </div>
              )}
            </>
          )}
        </section>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  const location = useLocation();
  const t = useT();
  const retry = new URLSearchParams(location.search);
  retry.delete("page");
  const page = (message: string | null) => (
    <ErrorPage
      title={t("browse.error.title")}
      actions={
        <ButtonLink
          href={`${location.pathname}${retry.size ? `?${retry}` : ""}`}
          className="mt-6 inline-block"
        >
          {t("browse.error.tryAgain")}
        </ButtonLink>
      }
    >
      {message ?? t("browse.error.body")}
    </ErrorPage>
  );
  return (
    <GeneralErrorBoundary
      defaultStatusHandler={({ error }) => page(errorMessage(error))}
      unexpectedErrorHandler={() => page(null)}
    />
  );
}

/**
 * The placeholder while a new list loads (JavaScript only: a navigation to other filters): grey
 * cards in the list's layout, marked busy. Here, not beside the card, so the other pages that
 * show cards (home, a car's similar cars) do not download it.
 */
function SkeletonGrid({ count = 6 }: { count?: number }) {
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

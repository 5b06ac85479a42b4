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
import { data, Form, Link, useLocation, href } from "react-router";
import { CarGrid } from "~/components/car-card";
import { ShowPhotos, type PhotosOnRequestHandle } from "~/components/data-saver";
import { RecentlyViewed } from "~/components/car-row";
import { ButtonLink } from "~/components/form-parts/button";
import { NotFoundOrFailedBoundary } from "~/components/screen-boundary";
import type { I18nHandle } from "~/i18n/namespaces";
import { metaTranslator, useFormat, useLocalePath, useT, type Viewer } from "~/i18n/react";
import { CATEGORIES, CATEGORY_ALIASES, type Category, type Make } from "~/lib/catalogue/catalog";
import { categoryName, sortOptions } from "~/lib/catalogue/catalogue-words";
import { defaultFilters, PRICE_BANDS } from "~/lib/catalogue/filters";
import { SITE } from "~/lib/format/site";
import { toCardView } from "~/lib/api/types";
import { getUser } from "~/request/session.server";
import { savedIds } from "~/models/saved/favourites.server";
import { searchListings } from "~/models/catalogue/search.server";
import { marketplaceStats } from "~/models/catalogue/stats.server";
import { ErrorPage } from "~/root";
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

const TABS: (Category | null)[] = [null, "new", "tokunbo", "nigerian-used"];

const POPULAR = ["Toyota Camry", "Honda Accord", "Mercedes C300"];

/**
 * Makes offered in the hero search, in the product's order (docs/product.md#home). The hero's
 * lists live here, not in lib/catalogue/catalog.ts, so the browse page's download does not carry them.
 */
const HERO_MAKES: Make[] = [
  "Toyota",
  "Honda",
  "Mercedes-Benz",
  "BMW",
  "Lexus",
  "Audi",
  "Volkswagen",
  "Hyundai",
  "Kia",
  "Nissan",
];

/** The hero's location list: state slugs (docs/product.md#product-decisions). */
const HERO_LOCATIONS: { value: string; label: string }[] = [
  { value: "lagos", label: "Lagos" },
  { value: "fct", label: "Abuja" },
  { value: "rivers", label: "Port Harcourt" },
  { value: "kano", label: "Kano" },
  { value: "oyo", label: "Ibadan" },
];

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

const selectClass =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 focus:border-brand-600";

export default function Home({ loaderData }: Route.ComponentProps) {
  const { tab, cars, count, stats, saved, recent } = loaderData;
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  /** The hero's price bands (`₦1M` stays as it is: the trade writes prices so). */
  const millions = (n: number) => `₦${n / 1_000_000}M`;
  const priceBands = PRICE_BANDS.map((b) => ({
    value: b.value,
    label:
      b.max === null
        ? t("home.hero.priceAbove", { amount: millions(b.min) })
        : b.min === 0
          ? t("home.hero.priceUnder", { amount: millions(b.max) })
          : t("home.hero.priceBetween", { from: millions(b.min), to: millions(b.max) }),
  }));
  const conditions = [
    { value: "new", label: t("home.hero.brandNew") },
    { value: "foreign", label: t("home.hero.foreignUsed") },
    { value: "local", label: t("home.hero.nigerianUsed") },
  ];
  return (
    <main>
      <section className="from-brand-800 to-brand-600 bg-gradient-to-br text-white">
        <div className="mx-auto max-w-7xl px-4 py-5 sm:py-12 md:py-16">
          <h1 className="max-w-2xl text-2xl font-extrabold tracking-tight sm:text-3xl md:text-5xl">
            {t("home.hero.title")}
          </h1>
          <p className="text-brand-50 mt-3 hidden max-w-2xl text-lg sm:block">
            {t("home.hero.lead")}
          </p>
          <form
            method="get"
            action={l(href("/:lang?/browse"))}
            role="search"
            aria-label={t("home.hero.searchLabel")}
            className="mt-4 rounded-xl bg-white p-3 text-slate-900 shadow-lg sm:mt-8 sm:p-4"
          >
            <div className="grid gap-3 md:grid-cols-6">
              <div className="md:col-span-2">
                <label htmlFor="hero-search" className="sr-only">
                  {t("home.hero.searchLabel")}
                </label>
                <input
                  id="hero-search"
                  name="search"
                  type="search"
                  placeholder={t("home.hero.searchPlaceholder")}
                  className={selectClass}
                />
              </div>
              {/* On a phone the selects wait behind "More options" (a checkbox, so it works
                  without JavaScript), leaving the first screen to the cars below. */}
              <input type="checkbox" id="hero-more" className="peer sr-only md:hidden" />
              <label
                htmlFor="hero-more"
                className="text-brand-700 cursor-pointer justify-self-start text-sm font-semibold underline peer-focus-visible:outline-3 peer-focus-visible:outline-blue-700 md:hidden"
              >
                {t("home.hero.more")}
              </label>
              <div className="hidden gap-3 peer-checked:grid md:contents">
                <HeroSelect
                  id="hero-make"
                  name="make"
                  label={t("home.hero.make")}
                  anyLabel={t("home.hero.anyMake")}
                  options={HERO_MAKES.map((m) => ({ value: m, label: m.replace("-", " ") }))}
                />
                <HeroSelect
                  id="hero-condition"
                  name="category"
                  label={t("home.hero.condition")}
                  anyLabel={t("home.hero.anyCondition")}
                  options={conditions}
                />
                <HeroSelect
                  id="hero-price"
                  name="price"
                  label={t("home.hero.price")}
                  anyLabel={t("home.hero.anyPrice")}
                  options={priceBands}
                />
                <HeroSelect
                  id="hero-location"
                  name="location"
                  label={t("home.hero.location")}
                  anyLabel={t("home.hero.anywhere")}
                  options={HERO_LOCATIONS}
                />
              </div>
            </div>
            <div className="mt-3 flex items-center gap-2 overflow-x-auto sm:flex-wrap">
              <button
                type="submit"
                className="bg-brand-600 hover:bg-brand-700 shrink-0 rounded-md px-5 py-2.5 font-semibold text-white"
              >
                {t("home.hero.submit")}
              </button>
              <span className="ml-2 hidden text-sm text-slate-600 sm:inline">
                {t("home.hero.popular")}
              </span>
              {POPULAR.map((p) => (
                <a
                  key={p}
                  href={l(`${href("/:lang?/browse")}?search=${encodeURIComponent(p)}`)}
                  className="shrink-0 rounded-full bg-slate-100 px-3 py-1 text-sm whitespace-nowrap text-slate-800 hover:bg-slate-200"
                >
                  {p}
                </a>
              ))}
            </div>
          </form>
          <dl className="mt-8 hidden max-w-2xl grid-cols-3 gap-4 text-center sm:grid">
            <div>
              <dt className="text-brand-50 text-sm">{t("home.stats.cars")}</dt>
              <dd className="text-2xl font-bold">{f.count(stats.activeListings)}</dd>
            </div>
            <div>
              <dt className="text-brand-50 text-sm">{t("home.stats.sellers")}</dt>
              <dd className="text-2xl font-bold">{f.count(stats.verifiedSellers)}</dd>
            </div>
            <div>
              <dt className="text-brand-50 text-sm">{t("home.stats.states")}</dt>
              <dd className="text-2xl font-bold">{f.count(stats.states)}</dd>
            </div>
          </dl>
        </div>
      </section>

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
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="cars-heading" className="text-2xl font-bold">
            {t("home.list.heading")}
          </h2>
          <span className="bg-brand-50 text-brand-800 rounded-full px-3 py-1 text-sm font-semibold">
            {t("home.list.available", { count })}
          </span>
        </div>
        <nav aria-label={t("home.list.tabs")} className="mt-4 flex gap-2 overflow-x-auto">
          {TABS.map((value) => {
            const active = value === tab;
            return (
              <Link
                key={value ?? "all"}
                to={l(value ? `/?tab=${value}#cars` : "/#cars")}
                preventScrollReset
                aria-current={active ? "page" : undefined}
                className={`rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap ${
                  active
                    ? "bg-brand-600 text-white"
                    : "bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100"
                }`}
              >
                {value ? t(`home.tab.${value}`) : t("home.tab.all")}
              </Link>
            );
          })}
        </nav>
        <ListTools category={tab} />
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

      <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 pb-6">
        <h2 id="categories-heading" className="text-xl font-bold">
          {t("home.categories.heading")}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {CATEGORIES.map((c) => (
            <li key={c.value}>
              <a
                href={l(c.value === "new" ? "/new-cars" : `/${c.value}`)}
                className="hover:border-brand-600 block rounded-xl border border-slate-200 bg-white p-5"
              >
                <span className="font-semibold">{categoryName(t, c.value)}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

/**
 * The list's Filter and Sort: Filter links to browse's filter panel (`#filters`, which browse
 * opens when it is the target) with the tab's category; Sort is a GET form to /browse with
 * the category and browse's sort options. With JavaScript a choice applies at once.
 */
function ListTools({ category }: { category: Category | null }) {
  const query = category ? `?category=${category}` : "";
  const t = useT();
  const l = useLocalePath();
  return (
    <div className="mt-4 flex flex-wrap items-center justify-end gap-2 sm:gap-3">
      <a
        href={l(`/browse${query}#filters`)}
        className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      >
        {t("home.tools.filter")}
      </a>
      <Form method="get" action={l(href("/:lang?/browse"))} className="flex items-center gap-2">
        {category && <input type="hidden" name="category" value={category} />}
        <label
          htmlFor="home-sort"
          className="sr-only text-sm font-medium text-slate-700 sm:not-sr-only"
        >
          {t("cards.sortBy")}
        </label>
        <select
          id="home-sort"
          name="sortBy"
          defaultValue="relevance"
          onChange={(e) => e.currentTarget.form?.requestSubmit()}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
        >
          {sortOptions(t).map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
        >
          {t("home.tools.sort")}
        </button>
      </Form>
    </div>
  );
}

/**
 * One of the hero's quick-search selects: a GET parameter `name` whose empty first option,
 * `anyLabel`, means no filter. The label is for screen readers only (the options say it).
 */
function HeroSelect({
  id,
  name,
  label,
  anyLabel,
  options,
}: {
  id: string;
  name: string;
  label: string;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select id={id} name={name} className={selectClass} defaultValue="">
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
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

/**
 * Home's static parts (components/static-part.tsx, docs/decisions/030-static-parts.md): the hero
 * with its search, a plain GET form to /browse, the popular searches and the marketplace's
 * figures; the categories' links; and the list's heading, tabs, Filter and Sort. None has a
 * control that works in place: the tabs are links and Sort a GET form, which the browser follows
 * in place (components/client-links.ts).
 */
import { href } from "react-router";
import { CLIENT_FORM, CLIENT_LINK, SUBMIT_ON_CHANGE } from "~/components/client-links";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import { CATEGORIES, type Category, type Make } from "~/lib/catalogue/catalog";
import { categoryName, sortOptions } from "~/lib/catalogue/catalogue-words";
import { PRICE_BANDS } from "~/lib/catalogue/filters";
import type { MarketplaceStats } from "~/models/catalogue/stats.server";

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

const selectClass =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 focus:border-brand-600";

/** The hero: title, search form and the marketplace's figures (from the database). */
export function HomeHero({ stats }: { stats: MarketplaceStats }) {
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
  );
}

/** Links to the three categories' pages. */
export function HomeCategories() {
  const t = useT();
  const l = useLocalePath();
  return (
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

const TABS: (Category | null)[] = [null, "new", "tokunbo", "nigerian-used"];

/**
 * The list's heading with the count of cars available, its tabs (all, or one category: links
 * to `/?tab=...#cars`), and its Filter and Sort.
 */
export function HomeListHead({ tab, count }: { tab: Category | null; count: number }) {
  const t = useT();
  const l = useLocalePath();
  return (
    <>
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
            <a
              key={value ?? "all"}
              href={l(value ? `/?tab=${value}#cars` : "/#cars")}
              {...CLIENT_LINK}
              aria-current={active ? "page" : undefined}
              className={`rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap ${
                active
                  ? "bg-brand-600 text-white"
                  : "bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100"
              }`}
            >
              {value ? t(`home.tab.${value}`) : t("home.tab.all")}
            </a>
          );
        })}
      </nav>
      <ListTools category={tab} />
    </>
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
      <form
        method="get"
        action={l(href("/:lang?/browse"))}
        {...CLIENT_FORM}
        className="flex items-center gap-2"
      >
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
          {...SUBMIT_ON_CHANGE}
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
      </form>
    </div>
  );
}

/**
 * Car detail `/car/{id}` (docs/product.md#car-detail). The gallery and the four tabs work
 * without JavaScript: thumbnails and tabs are links (`?photo=2`, `?tab=features`) the server
 * renders; with JavaScript they switch in place. A missing or non-public listing answers 404.
 * Each landing is counted as a view by the page's view beacon (`/beacon/view/{id}`, an image,
 * so the page is the same for every anonymous visitor and a shared cache may keep it). The loan calculator is a GET form
 * (`?loanDown=&loanRate=&loanMonths=`) computed here; the insurance estimate and the seller's
 * response time (messaging's figures) are computed here too. Up to 6 similar cars follow
 * (`similar-cars.tsx`). The fair-price panel (price-rating-panel.tsx) shows the rating the
 * rating job stored; nothing is estimated here.
 */
import { useState } from "react";
import { data, useLocation, href } from "react-router";
import { CarImage } from "~/components/car-image";
import { ShowPhotos, type PhotosOnRequestHandle } from "~/components/data-saver";
import { ConditionBadge } from "~/components/car-badges";
import { ButtonLink } from "~/components/form-parts/button";
import { makeFormatters } from "~/lib/format/format";
import { largestVariant } from "~/lib/api/images";
import { SITE } from "~/lib/format/site";
import { getEnv } from "~/env.server";
import { StrokeSvg, type IconProps } from "~/components/icons";
import { SaveButton } from "~/components/save-button";
import { CompareButton } from "~/components/compare-button";
import { getUser } from "~/request/session.server";
import { savedIds } from "~/models/saved/favourites.server";
import { getCarDetail } from "~/models/catalogue/detail.server";
import { getPriceRating } from "~/models/pricing/price-rating.server";
import { PriceRatingBadge } from "~/components/price-rating-badge";
import { Price } from "~/components/price";
import { similarCars } from "~/models/catalogue/similar.server";
import { COMPREHENSIVE_RATE_PERCENT, insuranceEstimate } from "~/lib/catalogue/insurance";
import { readLoanForm } from "~/lib/catalogue/loan";
import type { Route } from "./+types/route";
import { requestHref } from "./request-href";
import { useWhatsAppHref } from "./whatsapp";
import type { BottomBarHandle } from "~/components/bottom-bar";
import { PageFlash } from "~/components/page-flash";
import type { CarTab } from "./tab-panel";
import { staticPart } from "~/components/static-part";
import { SimilarCars } from "./similar-cars";
import { ErrorPage } from "~/root";
import { NotFoundOrFailedBoundary } from "~/components/screen-boundary";
import { sharedPageHeaders } from "~/request/cache-control";
import { metaTranslator, useFormat, useLocalePath, useT, type Viewer } from "~/i18n/react";
import { LOCALES, localizePath } from "~/i18n/languages";
import type { I18nHandle } from "~/i18n/namespaces";
import type { MessageKey } from "~/i18n/keys";
import { specValue } from "./spec-labels";

// What needs no JavaScript renders on the server only (docs/decisions/030-static-parts.md).
const PriceRatingPanel = staticPart(() =>
  import("./price-rating-panel").then((m) => m.PriceRatingPanel),
);
const TabPanel = staticPart(() => import("./tab-panel").then((m) => m.TabPanel));
const LoanCalculator = staticPart(() => import("./calculators").then((m) => m.LoanCalculator));
const InsuranceQuote = staticPart(() => import("./calculators").then((m) => m.InsuranceQuote));
const CarSidebar = staticPart(() => import("./sidebar").then((m) => m.CarSidebar));
const ContactBar = staticPart(() => import("./contact-bar").then((m) => m.ContactBar));

/** Anonymous visitors share this page: a CDN may keep it (app/request/cache-control.ts). */
export const headers = sharedPageHeaders;

/**
 * The page's texts (docs/decisions/023-languages.md), and the cards' words for its similar
 * cars, badges and buttons. On phones the page shows the contact bar fixed to the bottom
 * (`bottomBar`, contact-bar.tsx). Under the data saver the page loads its main photo only; the
 * thumbnails and the similar cars show previews until the buyer asks (components/data-saver.tsx).
 */
export const handle = {
  i18n: ["car", "cards"],
  bottomBar: true,
  photosOnRequest: true,
} satisfies I18nHandle & BottomBarHandle & PhotosOnRequestHandle;

const TABS: { value: CarTab; label: MessageKey }[] = [
  { value: "details", label: "car.tab.details" },
  { value: "features", label: "car.tab.features" },
  { value: "inspection", label: "car.tab.inspection" },
  { value: "financing", label: "car.tab.financing" },
];
type Tab = CarTab;

export async function loader({ params, request }: Route.LoaderArgs) {
  const car = await getCarDetail(params.id);
  if (!car) throw data("Car not found", { status: 404 });
  const url = new URL(request.url);
  const user = await getUser(request);
  const tabParam = url.searchParams.get("tab");
  const tab: Tab = TABS.some((t) => t.value === tabParam) ? (tabParam as Tab) : "details";
  const photo = Math.min(
    Math.max(Number(url.searchParams.get("photo")) || 1, 1),
    Math.max(car.photos.length, 1),
  );
  const [similar, priceRating] = await Promise.all([
    similarCars({
      id: car.id,
      make: car.make,
      model: car.model,
      bodyType: car.bodyType,
      price: car.price,
      sellerId: car.seller.id,
    }),
    getPriceRating(car.id),
  ]);
  const saved = await savedIds(user?.id, [car.id, ...similar.map((c) => c.id)]);
  return {
    car,
    priceRating,
    similar,
    savedSimilar: saved.filter((id) => id !== car.id),
    tab,
    photo,
    saved: saved.includes(car.id),
    isOwner: user?.id === car.seller.id,
    loan: readLoanForm(url.searchParams, car.price),
    insurance: insuranceEstimate(car.price),
    comprehensiveRate: COMPREHENSIVE_RATE_PERCENT,
    origin: getEnv().appUrl,
    uploadsBase: getEnv().uploadsBase,
  };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  // Hooks are not for meta: the root loader's viewer gives the language (023-languages.md).
  const viewer = (matches?.find((m) => m?.id === "root")?.data as { viewer?: Viewer } | undefined)
    ?.viewer;
  const t = metaTranslator(viewer);
  const site = SITE.name;
  if (!d) return [{ title: t("car.meta.notFound", { site }) }];
  const { car, origin, uploadsBase } = d;
  const language = viewer?.language ?? "en";
  const f = makeFormatters({
    locale: LOCALES[language],
    timeZone: viewer?.timeZone ?? "Africa/Lagos",
  });
  const price = f.naira(car.price);
  const km = car.mileage === null ? t("car.notStated") : f.km(car.mileage);
  const description = `${price} · ${car.year} · ${km} · ${car.location}. ${car.description.slice(0, 120)}`;
  const cover = car.photos[0];
  const url = `${origin}${localizePath(href("/:lang?/car/:id", { id: car.id }), language)}`;
  return [
    { title: t("car.meta.title", { title: car.title, location: car.location, site }) },
    { name: "description", content: description },
    { property: "og:type", content: "product" },
    { property: "og:site_name", content: site },
    { property: "og:title", content: `${car.title}: ${price}` },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...(cover
      ? [
          {
            property: "og:image",
            content: largestVariant(cover, uploadsBase || origin).url,
          },
          { property: "og:image:width", content: String(cover.width) },
          { property: "og:image:height", content: String(cover.height) },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { tagName: "link", rel: "canonical", href: url },
  ];
};

export default function CarDetail({ loaderData }: Route.ComponentProps) {
  const {
    car,
    origin,
    saved,
    isOwner,
    loan,
    insurance,
    comprehensiveRate,
    priceRating,
    similar,
    savedSimilar,
  } = loaderData;
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  const [tab, setTab] = useState<Tab>(loaderData.tab);
  const [photo, setPhoto] = useState(loaderData.photo);
  const current = car.photos[photo - 1] ?? null;
  const shareUrl = `${origin}${l(href("/:lang?/car/:id", { id: car.id }))}`;
  const whatsApp = useWhatsAppHref(car, shareUrl);
  const shareText = t("car.share.text", {
    title: car.title,
    price: f.naira(car.price),
    site: SITE.name,
  });
  const notStated = t("car.notStated");

  // Labels and the site's own words are translated; the make, model, colour and drivetrain are
  // the seller's (docs/decisions/023-languages.md).
  const details: [string, string][] = [
    [t("car.spec.year"), String(car.year)],
    [t("car.spec.mileage"), car.mileage === null ? notStated : f.km(car.mileage)],
    [t("car.spec.fuel"), specValue(t, "fuel", car.fuelType) ?? notStated],
    [t("car.spec.transmission"), specValue(t, "transmission", car.transmission) ?? notStated],
    [t("car.spec.bodyType"), specValue(t, "body", car.bodyType) ?? notStated],
    [t("car.spec.colour"), car.color ?? notStated],
    [t("car.spec.make"), car.make],
    [t("car.spec.model"), car.model + (car.trim ? ` ${car.trim}` : "")],
  ];
  if (car.drivetrain) details.push([t("car.spec.drivetrain"), car.drivetrain]);
  if (car.engineCc) details.push([t("car.spec.engine"), `${(car.engineCc / 1000).toFixed(1)} L`]);
  if (car.seats) details.push([t("car.spec.seats"), f.count(car.seats)]);
  if (car.conditionGrade)
    details.push([t("car.spec.condition"), specValue(t, "grade", car.conditionGrade)!]);
  if (car.registered !== null)
    details.push([t("car.spec.registered"), car.registered ? t("car.yes") : t("car.no")]);

  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <PageFlash className="mb-4" />
      <nav aria-label={t("car.breadcrumb")} className="text-sm text-slate-600">
        <a href={l(href("/:lang?/browse"))} className="hover:underline">
          {t("car.browseCars")}
        </a>{" "}
        / <span>{car.make}</span>
      </nav>
      <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_360px]">
        <div className="min-w-0">
          <section
            id="gallery"
            aria-label={t("car.photos")}
            className="overflow-hidden rounded-xl border border-slate-200 bg-white"
          >
            <div className="relative">
              <CarImage
                photo={current}
                alt={t("car.photoAlt", { title: car.title, n: photo, total: car.photos.length })}
                sizes="(min-width: 1024px) 800px, 100vw"
                priority
                essential
                preferred={1280}
              />
              <SaveButton
                listingId={car.id}
                saved={saved}
                title={car.title}
                className="absolute top-3 right-3"
              />
              {car.photos.length > 0 && (
                <span className="absolute right-3 bottom-3 rounded-full bg-slate-900/80 px-3 py-1 text-sm font-semibold text-white">
                  {photo} / {car.photos.length}
                </span>
              )}
            </div>
            {car.photos.length > 1 && (
              <ul className="flex gap-2 overflow-x-auto p-3" aria-label={t("car.thumbnails")}>
                {car.photos.map((p, i) => (
                  <li key={p.id}>
                    <a
                      href={`?photo=${i + 1}#gallery`}
                      onClick={(e) => {
                        e.preventDefault();
                        setPhoto(i + 1);
                      }}
                      aria-current={i + 1 === photo ? "true" : undefined}
                      aria-label={t("car.showPhoto", { n: i + 1 })}
                      className={`block w-24 overflow-hidden rounded-md ring-2 ${i + 1 === photo ? "ring-brand-600" : "ring-transparent"}`}
                    >
                      <CarImage photo={p} alt="" sizes="96px" maxWidth={320} />
                    </a>
                  </li>
                ))}
              </ul>
            )}
            <ShowPhotos hash="#gallery" className="m-3" />
          </section>

          <header className="mt-6">
            <div className="flex flex-wrap items-center gap-2">
              <ConditionBadge car={car} />
              {car.featured && (
                <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-slate-900">
                  {t("car.featured")}
                </span>
              )}
            </div>
            <h1 className="mt-2 text-2xl font-bold md:text-3xl">{car.title}</h1>
            <p className="mt-1 flex items-center gap-1 text-slate-700">
              <PinIcon />
              {car.location}
            </p>
            <p className="mt-3 flex flex-wrap items-center gap-3">
              <Price amount={car.price} className="text-brand-700 text-3xl font-extrabold" />
              {car.negotiable && (
                <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-semibold text-emerald-900">
                  {t("car.negotiable")}
                </span>
              )}
              {priceRating?.rating && (
                <a href="#price-rating">
                  <PriceRatingBadge rating={priceRating.rating} className="text-sm" />
                  <span className="sr-only"> {t("car.ratingHow")}</span>
                </a>
              )}
            </p>
            <CompareButton listingId={car.id} title={car.title} className="mt-3 max-w-xs" />
          </header>

          {priceRating && <PriceRatingPanel rating={priceRating} />}

          <section id="tabs" className="mt-6 rounded-xl border border-slate-200 bg-white">
            <nav
              aria-label={t("car.tabsLabel")}
              className="flex overflow-x-auto border-b border-slate-200"
            >
              {TABS.map((tab_) => (
                <a
                  key={tab_.value}
                  href={`?tab=${tab_.value}#tabs`}
                  onClick={(e) => {
                    e.preventDefault();
                    setTab(tab_.value);
                  }}
                  aria-current={tab === tab_.value ? "true" : undefined}
                  className={`px-4 py-3 text-sm font-semibold whitespace-nowrap ${
                    tab === tab_.value
                      ? "border-brand-600 text-brand-700 border-b-2"
                      : "text-slate-700 hover:text-slate-900"
                  }`}
                >
                  {t(tab_.label)}
                </a>
              ))}
            </nav>
            <TabPanel
              tab={tab}
              car={car}
              details={details}
              applyHref={isOwner ? null : requestHref(car.id, "financing")}
            />
          </section>

          <LoanCalculator carId={car.id} price={car.price} loan={loan} tab={tab} />
          <InsuranceQuote
            price={car.price}
            insurance={insurance}
            comprehensiveRate={comprehensiveRate}
          />
        </div>

        <CarSidebar
          car={car}
          shareUrl={shareUrl}
          shareText={shareText}
          whatsApp={whatsApp}
          isOwner={isOwner}
        />
      </div>
      <SimilarCars cars={similar} savedIds={savedSimilar} />
      <ContactBar car={car} whatsApp={whatsApp} isOwner={isOwner} />
      {/* Counts this landing as a view (routes/public/car/view-beacon.ts). */}
      <img
        src={`/beacon/view/${car.id}`}
        alt=""
        aria-hidden="true"
        width={1}
        height={1}
        className="absolute h-px w-px opacity-0"
      />
    </main>
  );
}

export function ErrorBoundary() {
  const location = useLocation();
  const t = useT();
  const l = useLocalePath();
  const page = (notFound: boolean) => (
    <ErrorPage
      title={notFound ? t("car.error.notFound") : t("car.error.loading")}
      actions={
        <div className="mt-6 flex justify-center gap-3">
          {!notFound && (
            <ButtonLink href={location.pathname} variant="secondary" className="bg-white">
              {t("common.error.tryAgain")}
            </ButtonLink>
          )}
          <ButtonLink href={l(href("/:lang?/browse"))}>{t("common.nav.browse")}</ButtonLink>
        </div>
      }
    >
      {notFound ? t("car.error.notFoundBody") : t("car.error.loadingBody")}
    </ErrorPage>
  );
  return <NotFoundOrFailedBoundary page={page} />;
}

/** The location pin beside the car's place. */
const PinIcon = ({ className = "h-4 w-4" }: IconProps) => (
  <StrokeSvg className={className}>
    <path d="M12 21s-7-6.3-7-11a7 7 0 0 1 14 0c0 4.7-7 11-7 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </StrokeSvg>
);

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
import { ShowPhotos, type PhotosOnRequestHandle } from "~/components/data-saver";
import { ButtonLink } from "~/components/form-parts/button";
import { largestVariant } from "~/lib/api/images";
import { SITE } from "~/lib/format/site";
import { getEnv } from "~/env.server";
import { SaveButton } from "~/components/save-button";
import { CompareButton } from "~/components/compare-button";
import { getUser } from "~/request/session.server";
import { savedIds } from "~/models/saved/favourites.server";
import { getCarDetail } from "~/models/catalogue/detail.server";
import { getPriceRating } from "~/models/pricing/price-rating.server";
import { similarCars } from "~/models/catalogue/similar.server";
import { COMPREHENSIVE_RATE_PERCENT, insuranceEstimate } from "~/lib/catalogue/insurance";
import { readLoanForm } from "~/lib/catalogue/loan";
import type { Route } from "./+types/route";
import type { BottomBarHandle } from "~/components/bottom-bar";
import { PageFlash } from "~/components/page-flash";
import { TABS, type CarTab } from "./tab-panel";
import { staticPart } from "~/components/static-part";
import { SimilarCars } from "./similar-cars";
import { ErrorPage } from "~/components/error-boundary";
import { NotFoundOrFailedBoundary } from "~/components/screen-boundary";
import { sharedPageHeaders } from "~/request/cache-control";
import { metaTranslator, useLocalePath, useT, type Viewer } from "~/i18n/react";
import { DEFAULT_LANGUAGE, LOCALES, languageOfPath, localizePath } from "~/i18n/languages";
import { readerFormatters, translator } from "~/i18n/server/catalogues.server";
import type { I18nHandle } from "~/i18n/namespaces";

// What needs no JavaScript renders on the server only (docs/decisions/030-static-parts.md).
const PriceRatingPanel = staticPart(() =>
  import("./price-rating-panel").then((m) => m.PriceRatingPanel),
);
const TabPanel = staticPart(() => import("./tab-panel").then((m) => m.TabPanel));
const LoanCalculator = staticPart(() => import("./calculators").then((m) => m.LoanCalculator));
const InsuranceQuote = staticPart(() => import("./calculators").then((m) => m.InsuranceQuote));
const CarSidebar = staticPart(() => import("./sidebar").then((m) => m.CarSidebar));
const ContactBar = staticPart(() => import("./contact-bar").then((m) => m.ContactBar));
const Gallery = staticPart(() => import("./gallery").then((m) => m.Gallery));
const CarHeading = staticPart(() => import("./heading").then((m) => m.CarHeading));
const TabLinks = staticPart(() => import("./tab-panel").then((m) => m.TabLinks));

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
      year: car.year,
      mileage: car.mileage,
      sellerId: car.seller.id,
    }),
    getPriceRating(car.id),
  ]);
  const saved = await savedIds(user?.id, [car.id, ...similar.map((c) => c.id)]);
  return {
    head: pageHead(car, languageOfPath(url.pathname) ?? DEFAULT_LANGUAGE),
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

/**
 * The page's title, description, Open Graph tags and canonical address, in the page's language
 * (its address says it: the root sends a reader of another language to their language's
 * address). Built here, on the server, so the browser needs no formatting or photo code for
 * them (README, Weight budget).
 */
function pageHead(
  car: NonNullable<Awaited<ReturnType<typeof getCarDetail>>>,
  language: keyof typeof LOCALES,
) {
  const { appUrl: origin, uploadsBase } = getEnv();
  const t = translator(language);
  const f = readerFormatters(language, "Africa/Lagos");
  const site = SITE.name;
  const price = f.naira(car.price);
  const km = car.mileage === null ? t("car.notStated") : f.km(car.mileage);
  const description = `${price} · ${car.year} · ${km} · ${car.location}. ${car.description.slice(0, 120)}`;
  const cover = car.photos[0];
  const url = `${origin}${localizePath(href("/:lang?/car/:id", { id: car.id }), language)}`;
  return {
    title: t("car.meta.title", { title: car.title, location: car.location, site }),
    description,
    ogTitle: `${car.title}: ${price}`,
    url,
    image: cover
      ? {
          url: largestVariant(cover, uploadsBase || origin).url,
          width: cover.width,
          height: cover.height,
        }
      : null,
  };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  if (!d) {
    // Hooks are not for meta: the root loader's viewer gives the language (023-languages.md).
    const root = matches?.find((m) => m?.id === "root")?.data as { viewer?: Viewer } | undefined;
    return [{ title: metaTranslator(root?.viewer)("car.meta.notFound", { site: SITE.name }) }];
  }
  const { head } = d;
  return [
    { title: head.title },
    { name: "description", content: head.description },
    { property: "og:type", content: "product" },
    { property: "og:site_name", content: SITE.name },
    { property: "og:title", content: head.ogTitle },
    { property: "og:description", content: head.description },
    { property: "og:url", content: head.url },
    ...(head.image
      ? [
          { property: "og:image", content: head.image.url },
          { property: "og:image:width", content: String(head.image.width) },
          { property: "og:image:height", content: String(head.image.height) },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { tagName: "link", rel: "canonical", href: head.url },
  ];
};

/**
 * A click on a link marked `data-{name}` inside the gallery or the tabs (static parts), as that
 * value, or null for any other click and for one the browser handles itself (a modifier key:
 * another tab or window).
 */
function markedClick(event: React.MouseEvent, name: "photo" | "tab"): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = (event.target as Element).closest(`a[data-${name}]`);
  if (!link) return null;
  event.preventDefault();
  return link.getAttribute(`data-${name}`);
}

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
  const l = useLocalePath();
  // The photo and tab switch in place with JavaScript; their links keep working without it.
  const [tab, setTab] = useState<Tab>(loaderData.tab);
  const [photo, setPhoto] = useState(loaderData.photo);
  const shareUrl = `${origin}${l(href("/:lang?/car/:id", { id: car.id }))}`;

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
            className="relative overflow-hidden rounded-xl border border-slate-200 bg-white"
            onClick={(event) => {
              const chosen = markedClick(event, "photo");
              if (chosen) setPhoto(Number(chosen));
            }}
          >
            <SaveButton
              listingId={car.id}
              saved={saved}
              title={car.title}
              className="absolute top-3 right-3 z-10"
            />
            <Gallery photos={car.photos} title={car.title} photo={photo} />
            <ShowPhotos hash="#gallery" className="m-3" />
          </section>

          <header className="mt-6">
            <CarHeading car={car} rating={priceRating?.rating ?? null} />
            <CompareButton listingId={car.id} title={car.title} className="mt-3 max-w-xs" />
          </header>

          {priceRating && <PriceRatingPanel rating={priceRating} />}

          <section
            id="tabs"
            className="mt-6 rounded-xl border border-slate-200 bg-white"
            onClick={(event) => {
              const chosen = markedClick(event, "tab");
              if (chosen) setTab(chosen as Tab);
            }}
          >
            <TabLinks tab={tab} />
            <TabPanel tab={tab} car={car} isOwner={isOwner} />
          </section>

          <LoanCalculator carId={car.id} price={car.price} loan={loan} tab={tab} />
          <InsuranceQuote
            price={car.price}
            insurance={insurance}
            comprehensiveRate={comprehensiveRate}
          />
        </div>

        <CarSidebar car={car} shareUrl={shareUrl} isOwner={isOwner} />
      </div>
      <SimilarCars cars={similar} savedIds={savedSimilar} />
      <ContactBar car={car} shareUrl={shareUrl} isOwner={isOwner} />
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

/**
 * Seller profile `/seller/{id}` (docs/product.md#seller-profile): cover, avatar, name,
 * business name, rating, badges, Message and Call; tabs Listings (open by default, 6 then
 * Load More), About and Reviews (real reviews with their average and count); contact,
 * statistics and trust cards. Tabs and Load More are links, so all of it works without
 * JavaScript.
 *
 * Messages (docs/decisions/009-messaging.md): Message opens `/seller/{id}/contact`; a signed-in
 * visitor gets "Report seller"; on the Reviews tab a buyer the seller has answered writes, edits or
 * deletes their review (plain form posts to `action`, action.server.ts), and each review can be
 * reported.
 */
import { data, Link, useActionData, href } from "react-router";
import { CarGrid } from "~/components/car-card";
import { Rating, VerifiedBadge } from "~/components/car-badges";
import { ShowPhotos, type PhotosOnRequestHandle } from "~/components/data-saver";
import { PageFlash } from "~/components/page-flash";
import { fieldErrorsOf, formErrorsOf, typedOf } from "~/lib/forms/form-answer";
import { ButtonLink } from "~/components/form-parts/button";
import { PhoneIcon } from "~/components/part-icons";
import { useUploadsBase } from "~/components/uploads-base";
import { uploadUrl } from "~/lib/api/images";
import { SITE } from "~/lib/format/site";
import { toCardView } from "~/lib/api/types";
import { getUser } from "~/request/session.server";
import { savedIds } from "~/models/saved/favourites.server";
import { reviewEligibility } from "~/models/messaging/reviews.server";
import {
  getSellerListings,
  getSellerProfile,
  getSellerReviews,
} from "~/models/catalogue/sellers.server";
import type { Route } from "./+types/route";
import type { action } from "./action.server";
import { AboutTab, ReviewsTab, type ReviewViewer } from "./tabs";
import { ErrorPage } from "~/components/error-boundary";
import { NotFoundOrFailedBoundary } from "~/components/screen-boundary";
import { sharedPageHeaders } from "~/request/cache-control";
import { metaTranslator, useFormat, useLocalePath, useT, type Viewer } from "~/i18n/react";
import type { I18nHandle } from "~/i18n/namespaces";
import { responseTimeWords } from "../car/response-time";

/**
 * The page's texts (docs/decisions/023-languages.md), and the cards' words for its car cards.
 * Under the data saver its photos wait until the buyer asks (components/data-saver.tsx).
 */
export const handle = {
  i18n: ["seller", "cards"],
  photosOnRequest: true,
} satisfies I18nHandle & PhotosOnRequestHandle;

/** Anonymous visitors share this page: a CDN may keep it (app/request/cache-control.ts). */
export const headers = sharedPageHeaders;

const TABS = ["listings", "about", "reviews"] as const;
type Tab = (typeof TABS)[number];
const STEP = 6;

export async function loader({ params, request }: Route.LoaderArgs) {
  const seller = await getSellerProfile(params.id);
  if (!seller) throw data("Seller not found", { status: 404 });
  const url = new URL(request.url);
  const tabParam = url.searchParams.get("tab");
  const tab: Tab = (TABS as readonly string[]).includes(tabParam ?? "")
    ? (tabParam as Tab)
    : "listings";
  const show = Math.min(Math.max(Number(url.searchParams.get("show")) || STEP, STEP), 48);
  const [listings, reviews, user] = await Promise.all([
    getSellerListings(seller.id, 1, show),
    getSellerReviews(seller.id),
    getUser(request),
  ]);
  const isSeller = user?.id === seller.id;
  const [saved, mine] = await Promise.all([
    savedIds(
      user?.id,
      listings.cars.map((c) => c.id),
    ),
    user && !isSeller && tab === "reviews" ? reviewEligibility(user.id, seller.id) : null,
  ]);
  const mode = url.searchParams.get("review");
  const reviewMode: ReviewViewer["mode"] = mode === "edit" || mode === "delete" ? mode : null;
  return {
    seller,
    tab,
    show,
    listings: { ...listings, cars: listings.cars.map(toCardView) },
    reviews,
    saved,
    signedIn: !!user,
    isSeller,
    canReview: mine?.canReview ?? false,
    myReview: mine?.review ?? null,
    reviewMode,
  };
}

export { action } from "./action.server";

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  // Hooks are not for meta: the root loader's viewer gives the language (023-languages.md).
  const root = matches?.find((m) => m?.id === "root")?.data as { viewer?: Viewer } | undefined;
  const t = metaTranslator(root?.viewer);
  const site = SITE.name;
  if (!d) return [{ title: t("seller.meta.notFound", { site }) }];
  const { seller } = d;
  const name = seller.businessName ?? seller.name;
  const values = { name, count: seller.activeListings, location: seller.location ?? "" };
  return [
    { title: t("seller.meta.title", { name, site }) },
    {
      name: "description",
      content:
        seller.rating !== null
          ? t(seller.location ? "seller.meta.ratedIn" : "seller.meta.rated", {
              ...values,
              rating: seller.rating.toFixed(1),
              reviews: seller.totalReviews,
            })
          : t(seller.location ? "seller.meta.descriptionIn" : "seller.meta.description", values),
    },
  ];
};

function initials(name: string) {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((p) => p.charAt(0).toUpperCase())
    .join("");
}

export default function SellerProfilePage({ loaderData }: Route.ComponentProps) {
  const { seller, tab, show, listings, reviews, saved, signedIn, isSeller } = loaderData;
  const answer = useActionData<typeof action>();
  // A refused review post: the form again with what was typed and why.
  const reviewForm = answer?.intent
    ? {
        intent: answer.intent,
        values: {
          rating: typedOf(answer, "rating"),
          comment: typedOf(answer, "comment"),
          carPurchased: typedOf(answer, "carPurchased"),
        },
        errors: {
          rating: fieldErrorsOf(answer, "rating"),
          comment: fieldErrorsOf(answer, "comment"),
          carPurchased: fieldErrorsOf(answer, "carPurchased"),
        },
        message: formErrorsOf(answer)?.[0] ?? null,
      }
    : null;
  const uploadsBase = useUploadsBase();
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  const display = seller.businessName ?? seller.name;
  const tabs: { value: Tab; label: string }[] = [
    { value: "listings", label: t("seller.tab.listings", { count: seller.activeListings }) },
    { value: "about", label: t("seller.tab.about") },
    { value: "reviews", label: t("seller.tab.reviews", { count: seller.totalReviews }) },
  ];
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <PageFlash className="mb-4" />
      <section className="overflow-hidden rounded-xl border border-slate-200 bg-white">
        {seller.coverImage ? (
          <img
            src={uploadUrl(seller.coverImage, uploadsBase)}
            alt=""
            className="h-40 w-full object-cover md:h-56"
            width="1280"
            height="320"
          />
        ) : (
          <div
            className="from-brand-800 to-brand-600 h-32 bg-gradient-to-r md:h-44"
            aria-hidden="true"
          />
        )}
        <div className="flex flex-col gap-4 p-5 md:flex-row md:items-end">
          <div className="-mt-16 flex h-24 w-24 shrink-0 items-center justify-center overflow-hidden rounded-full border-4 border-white bg-slate-200 text-2xl font-bold text-slate-700">
            {seller.avatar ? (
              <img
                src={uploadUrl(seller.avatar, uploadsBase)}
                alt=""
                width="96"
                height="96"
                className="h-full w-full object-cover"
              />
            ) : (
              <span aria-hidden="true">{initials(display)}</span>
            )}
          </div>
          <div className="flex-1">
            <h1 className="text-2xl font-bold">{display}</h1>
            {seller.businessName && <p className="text-slate-700">{seller.name}</p>}
            <p className="mt-1 flex flex-wrap items-center gap-2">
              <Rating rating={seller.rating} total={seller.totalReviews} />
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
                {seller.type === "dealer" ? t("seller.dealer") : t("seller.individual")}
              </span>
              {seller.verified && <VerifiedBadge />}
              {seller.addressChecked && !seller.verified && (
                <span className="rounded-full bg-blue-50 px-1.5 py-0.5 text-xs font-semibold text-blue-800">
                  {t("seller.addressChecked")}
                </span>
              )}
              {seller.registeredBusiness && (
                <span className="rounded-full bg-blue-50 px-1.5 py-0.5 text-xs font-semibold text-blue-800">
                  {t("seller.registeredBusiness")}
                </span>
              )}
            </p>
          </div>
          <div className="flex gap-2">
            {!isSeller && (
              <ButtonLink href={l(href("/:lang?/seller/:id/contact", { id: seller.id }))}>
                {t("seller.message")}
              </ButtonLink>
            )}
            {seller.phone && (
              <ButtonLink
                href={`tel:${seller.phone}`}
                variant="secondary"
                className="inline-flex items-center gap-1"
              >
                <PhoneIcon />
                {t("seller.call")}
              </ButtonLink>
            )}
          </div>
        </div>
      </section>

      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_320px]">
        <div className="min-w-0">
          <nav aria-label={t("seller.tabsLabel")} className="flex gap-1 border-b border-slate-200">
            {tabs.map((t) => (
              <Link
                key={t.value}
                to={`?tab=${t.value}`}
                preventScrollReset
                replace
                aria-current={tab === t.value ? "true" : undefined}
                className={`px-4 py-3 text-sm font-semibold ${
                  tab === t.value
                    ? "border-brand-600 text-brand-700 border-b-2"
                    : "text-slate-700 hover:text-slate-900"
                }`}
              >
                {t.label}
              </Link>
            ))}
          </nav>
          <div className="mt-6">
            {tab === "listings" &&
              (listings.cars.length ? (
                <>
                  <h2 className="sr-only">{t("seller.listings")}</h2>
                  <ShowPhotos className="mb-4" />
                  <CarGrid cars={listings.cars} savedIds={saved} />
                  {listings.pagination.total > show && show < 48 && (
                    <div className="mt-8 text-center">
                      <ButtonLink
                        to={`?tab=listings&show=${show + STEP}`}
                        preventScrollReset
                        replace
                        variant="dark"
                        size="xl"
                        className="inline-block"
                      >
                        {t("seller.loadMore")}
                      </ButtonLink>
                    </div>
                  )}
                </>
              ) : (
                <p className="rounded-xl bg-white p-8 text-center text-slate-700">
                  {t("seller.noCars")}
                </p>
              ))}
            {tab === "about" && <AboutTab seller={seller} />}
            {tab === "reviews" && (
              <ReviewsTab
                seller={seller}
                reviews={reviews}
                viewer={{
                  signedIn,
                  isSeller,
                  canReview: loaderData.canReview,
                  myReview: loaderData.myReview,
                  mode: loaderData.reviewMode,
                  form: reviewForm,
                }}
              />
            )}
          </div>
        </div>

        <aside className="space-y-6">
          <section
            aria-labelledby="contact-heading"
            className="rounded-xl border border-slate-200 bg-white p-5"
          >
            <h2 id="contact-heading" className="font-semibold">
              {t("seller.contact.heading")}
            </h2>
            <dl className="mt-3 space-y-2 text-sm">
              {seller.phone && (
                <div>
                  <dt className="text-slate-600">{t("seller.contact.phone")}</dt>
                  <dd>
                    <a
                      href={`tel:${seller.phone}`}
                      className="text-brand-700 font-semibold hover:underline"
                    >
                      {seller.phone}
                    </a>
                  </dd>
                </div>
              )}
              <div>
                <dt className="text-slate-600">{t("seller.contact.email")}</dt>
                <dd>
                  <a
                    href={`mailto:${seller.email}`}
                    className="text-brand-700 font-semibold break-all hover:underline"
                  >
                    {seller.email}
                  </a>
                </dd>
              </div>
              {(seller.address || seller.location) && (
                <div>
                  <dt className="text-slate-600">{t("seller.contact.address")}</dt>
                  <dd>{seller.address ?? seller.location}</dd>
                </div>
              )}
              {seller.website && (
                <div>
                  <dt className="text-slate-600">{t("seller.contact.website")}</dt>
                  <dd>
                    <a
                      href={seller.website}
                      rel="nofollow noopener noreferrer"
                      className="text-brand-700 hover:underline"
                    >
                      {seller.website.replace(/^https?:\/\//, "")}
                    </a>
                  </dd>
                </div>
              )}
            </dl>
          </section>
          <section
            aria-labelledby="stats-heading"
            className="rounded-xl border border-slate-200 bg-white p-5"
          >
            <h2 id="stats-heading" className="font-semibold">
              {t("seller.stats.heading")}
            </h2>
            <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-slate-600">{t("seller.stats.activeListings")}</dt>
                <dd className="text-lg font-bold">{f.count(seller.activeListings)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t("seller.stats.sold")}</dt>
                <dd className="text-lg font-bold">{f.count(seller.soldCars)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t("seller.stats.responseRate")}</dt>
                <dd className="font-semibold">
                  {seller.responseRate !== null
                    ? t("seller.stats.percent", { rate: seller.responseRate })
                    : t("seller.notEnoughData")}
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">{t("seller.stats.responseTime")}</dt>
                <dd className="font-semibold">
                  {responseTimeWords(t, "seller", seller.responseTime)}
                </dd>
              </div>
              <div className="col-span-2">
                <dt className="text-slate-600">{t("seller.stats.memberSince")}</dt>
                <dd className="font-semibold">{f.monthYear(seller.memberSince)}</dd>
              </div>
            </dl>
          </section>
          <section
            aria-labelledby="trust-heading"
            className="rounded-xl border border-slate-200 bg-white p-5"
          >
            <h2 id="trust-heading" className="font-semibold">
              {t("seller.trust.heading")}
            </h2>
            <ul className="mt-3 space-y-2 text-sm text-slate-800">
              <li>
                {seller.verified
                  ? t("seller.trust.verified", { site: SITE.name })
                  : t("seller.trust.notVerified")}
              </li>
              <li>{t("seller.trust.neverPay")}</li>
              <li>
                {t("seller.trust.somethingWrong")}{" "}
                <a href={`mailto:${SITE.supportEmail}`} className="text-brand-700 underline">
                  {SITE.supportEmail}
                </a>
                .
              </li>
              {signedIn && !isSeller && (
                <li>
                  <Link
                    to={l(
                      `${href("/:lang?/report")}?targetType=user&targetId=${seller.id}&returnTo=${l(href("/:lang?/seller/:id", { id: seller.id }))}`,
                    )}
                    className="font-semibold text-red-800 underline"
                  >
                    {t("seller.report")}
                  </Link>
                </li>
              )}
            </ul>
          </section>
        </aside>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  const t = useT();
  const l = useLocalePath();
  const page = (notFound: boolean) => (
    <ErrorPage
      title={notFound ? t("seller.error.notFound") : t("seller.error.loading")}
      actions={
        <ButtonLink href={l(href("/:lang?/browse"))} className="mt-6 inline-block">
          {t("common.nav.browse")}
        </ButtonLink>
      }
    />
  );
  return <NotFoundOrFailedBoundary page={page} />;
}

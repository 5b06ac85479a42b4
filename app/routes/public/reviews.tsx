/**
 * `/reviews`, Car Reviews (the footer's "Car Reviews", docs/product.md#help-pages-and-newsletter):
 * buyers' reviews of the sellers they dealt with, newest first, each with its stars, text, the
 * buyer's first name, the date, the car the buyer asked about and a link to the seller's page. A
 * GET form filters by the car's make (the makes that have reviews); `page` pages through them. Only
 * active sellers' reviews (models/messaging/reviews.server.ts, listReviews). Everything works without
 * JavaScript; bad query values are dropped, never an error. `GET /api/reviews` is the twin.
 */
import { Form, Link, href } from "react-router";
import { ReviewListQuerySchema, type ReviewListQuery } from "~/lib/messaging/review-schema";
import { SITE } from "~/lib/format/site";
import { listReviews, reviewedMakes } from "~/models/messaging/reviews.server";
import type { Route } from "./+types/reviews";
import { sharedPageHeaders } from "~/request/cache-control";
import { metaTranslator, useFormat, useLocalePath, useT, type Viewer } from "~/i18n/react";
import type { I18nHandle } from "~/i18n/namespaces";

/** The page's texts (docs/decisions/023-languages.md); reviews themselves are never translated. */
export const handle = { i18n: ["seller"] } satisfies I18nHandle;

/** Anonymous visitors share this page: a CDN may keep it (app/request/cache-control.ts). */
export const headers = sharedPageHeaders;

/** The query, each value kept only when it is valid (a page never answers 400). */
function readQuery(params: URLSearchParams): ReviewListQuery {
  const kept: Record<string, string> = {};
  for (const key of ["make", "page", "limit"] as const) {
    const value = params.get(key);
    if (value !== null && ReviewListQuerySchema.shape[key].safeParse(value).success)
      kept[key] = value;
  }
  return ReviewListQuerySchema.parse(kept);
}

export async function loader({ request }: Route.LoaderArgs) {
  const query = readQuery(new URL(request.url).searchParams);
  const [{ reviews, pagination }, makes] = await Promise.all([listReviews(query), reviewedMakes()]);
  return { reviews, pagination, makes, make: query.make ?? null, limit: query.limit };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  // Hooks are not for meta: the root loader's viewer gives the language (023-languages.md).
  const root = matches?.find((m) => m?.id === "root")?.data as { viewer?: Viewer } | undefined;
  const t = metaTranslator(root?.viewer);
  const site = SITE.name;
  return [
    {
      title: data?.make
        ? t("seller.allReviews.metaTitleMake", { make: data.make, site })
        : t("seller.allReviews.metaTitle", { site }),
    },
    { name: "description", content: t("seller.allReviews.metaDescription", { site }) },
  ];
};

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { reviews, pagination, makes, make, limit } = loaderData;
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  const pageHref = (page: number) => {
    const q = new URLSearchParams();
    if (make) q.set("make", make);
    if (limit !== 12) q.set("limit", String(limit));
    if (page > 1) q.set("page", String(page));
    const s = q.toString();
    return l(s ? `/reviews?${s}` : "/reviews");
  };
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("seller.allReviews.heading")}</h1>
      <p className="mt-2 text-slate-700">{t("seller.allReviews.intro")}</p>

      <Form
        method="get"
        action={l(href("/:lang?/reviews"))}
        className="mt-6 flex flex-wrap items-end gap-3"
      >
        <div>
          <label htmlFor="review-make" className="block text-sm font-medium text-slate-700">
            {t("seller.allReviews.make")}
          </label>
          <select
            id="review-make"
            name="make"
            defaultValue={make ?? ""}
            key={make ?? ""}
            onChange={(e) => e.currentTarget.form?.requestSubmit()}
            className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
          >
            <option value="">{t("seller.allReviews.allMakes")}</option>
            {makes.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
        >
          {t("seller.allReviews.show")}
        </button>
      </Form>

      <p className="mt-4 text-sm text-slate-700" role="status">
        {make
          ? t("seller.allReviews.countMake", { count: pagination.total, make })
          : t("seller.allReviews.count", { count: pagination.total })}
      </p>

      {reviews.length === 0 ? (
        <div className="mt-4 rounded-xl bg-white p-8 text-center text-slate-700">
          <p className="font-semibold">
            {make ? t("seller.allReviews.noneMake", { make }) : t("seller.reviews.none")}
          </p>
          {make ? (
            <Link
              to={l(href("/:lang?/reviews"))}
              className="text-brand-700 mt-2 inline-block font-semibold"
            >
              {t("seller.allReviews.seeAll")}
            </Link>
          ) : (
            <p className="mt-1">{t("seller.allReviews.empty")}</p>
          )}
        </div>
      ) : (
        <ul className="mt-4 space-y-4">
          {reviews.map((r) => (
            <li key={r.id}>
              <article className="rounded-xl border border-slate-200 bg-white p-5">
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="text-lg text-amber-500" aria-hidden="true">
                    {"★".repeat(r.rating)}
                    <span className="text-slate-300">{"★".repeat(5 - r.rating)}</span>
                  </span>
                  <span className="sr-only">{t("seller.stars", { rating: r.rating })}</span>
                  {r.car && (
                    <span className="font-semibold">
                      {r.car.make} {r.car.model} {r.car.year}
                    </span>
                  )}
                </p>
                <p className="mt-2 whitespace-pre-line text-slate-800">{r.comment}</p>
                {r.carPurchased && (
                  <p className="mt-1 text-sm text-slate-600">
                    {t("seller.allReviews.carBought", { car: r.carPurchased })}
                  </p>
                )}
                <p className="mt-3 text-sm text-slate-600">
                  {r.buyer} · <time dateTime={r.date}>{f.date(r.date)}</time> ·{" "}
                  {t("seller.allReviews.seller")}{" "}
                  <Link
                    to={l(href("/:lang?/seller/:id", { id: r.seller.id }))}
                    className="text-brand-700 font-semibold hover:underline"
                  >
                    {r.seller.name}
                  </Link>
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}

      {pagination.totalPages > 1 && (
        <nav
          aria-label={t("seller.allReviews.pages")}
          className="mt-6 flex items-center justify-between gap-3"
        >
          {pagination.currentPage > 1 ? (
            <Link to={pageHref(pagination.currentPage - 1)} className="font-semibold">
              {t("seller.allReviews.newer")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-700">
            {t("seller.allReviews.page", {
              page: pagination.currentPage,
              total: pagination.totalPages,
            })}
          </span>
          {pagination.currentPage < pagination.totalPages ? (
            <Link to={pageHref(pagination.currentPage + 1)} className="font-semibold">
              {t("seller.allReviews.older")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </main>
  );
}

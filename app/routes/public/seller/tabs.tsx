/**
 * The seller profile's About and Reviews tabs (docs/product.md#seller-profile). The Reviews
 * tab lists the reviews, each with a Report link (but the visitor's own), and above them the
 * visitor's review box (review-form.tsx): their review, or the form to write one once the
 * seller has answered them (docs/decisions/009-messaging.md).
 */
import { href } from "react-router";
import type { IconProps } from "~/components/icons";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import type { ReviewIntent } from "~/lib/forms/intents";
import type { Review, SellerProfile } from "~/lib/api/types";
import { MyReviewBox, ReviewForm, type ReviewFormState } from "./review-form";

export function AboutTab({ seller }: { seller: SellerProfile }) {
  const t = useT();
  return (
    <div className="space-y-6 rounded-xl border border-slate-200 bg-white p-5">
      <section>
        <h2 className="font-semibold">{t("seller.tab.about")}</h2>
        <p className="mt-2 text-slate-800">
          {seller.description || t("seller.about.noDescription")}
        </p>
      </section>
      {seller.services.length > 0 && (
        <section>
          <h2 className="font-semibold">{t("seller.about.services")}</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {seller.services.map((s) => (
              <li key={s} className="rounded-full bg-slate-100 px-3 py-1 text-sm">
                {s}
              </li>
            ))}
          </ul>
        </section>
      )}
      {seller.certifications.length > 0 && (
        <section>
          <h2 className="font-semibold">{t("seller.about.certifications")}</h2>
          <ul className="mt-2 list-disc pl-5 text-slate-800">
            {seller.certifications.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </section>
      )}
      {seller.workingHours && (
        <section>
          <h2 className="font-semibold">{t("seller.about.hours")}</h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
            <dt className="text-slate-600">{t("seller.about.weekdays")}</dt>
            <dd>{seller.workingHours.weekdays}</dd>
            <dt className="text-slate-600">{t("seller.about.saturday")}</dt>
            <dd>{seller.workingHours.saturday}</dd>
            <dt className="text-slate-600">{t("seller.about.sunday")}</dt>
            <dd>{seller.workingHours.sunday}</dd>
          </dl>
        </section>
      )}
    </div>
  );
}

/** What the signed-in visitor may do on the Reviews tab (none for signed-out visitors). */
export type ReviewViewer = {
  signedIn: boolean;
  /** The visitor is this seller. */
  isSeller: boolean;
  canReview: boolean;
  myReview: { id: string; rating: number; comment: string; carPurchased: string | null } | null;
  /** `?review=edit` or `?review=delete` on the Reviews tab. */
  mode: "edit" | "delete" | null;
  /** The form's values and errors after a refused post. */
  form: (ReviewFormState & { intent: ReviewIntent }) | null;
};

export function ReviewsTab({
  seller,
  reviews,
  viewer,
}: {
  seller: SellerProfile;
  reviews: Review[];
  viewer: ReviewViewer;
}) {
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  const tabHref = "?tab=reviews";
  const { myReview, form } = viewer;
  const blank = { values: { rating: "", comment: "", carPurchased: "" } };
  return (
    <section aria-label={t("seller.reviews.label")}>
      {myReview ? (
        viewer.mode === "edit" || form?.intent === "update-review" ? (
          <ReviewForm
            intent="update-review"
            cancelHref={tabHref}
            state={
              form?.intent === "update-review"
                ? form
                : {
                    values: {
                      rating: String(myReview.rating),
                      comment: myReview.comment,
                      carPurchased: myReview.carPurchased ?? "",
                    },
                  }
            }
          />
        ) : (
          <MyReviewBox
            review={myReview}
            tabHref={tabHref}
            confirmDelete={viewer.mode === "delete"}
            message={form?.intent === "delete-review" ? form.message : null}
          />
        )
      ) : viewer.canReview || form?.intent === "write-review" ? (
        <ReviewForm intent="write-review" state={form?.intent === "write-review" ? form : blank} />
      ) : viewer.signedIn && !viewer.isSeller ? (
        <p className="mb-6 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
          {t("seller.reviews.notEligible")}
        </p>
      ) : null}
      {reviews.length ? (
        <>
          <p className="mb-4 flex items-center gap-2">
            <StarIcon className="h-6 w-6 text-amber-500" />
            <span className="text-2xl font-bold">{seller.rating?.toFixed(1)}</span>
            <span className="text-slate-700">
              {t("seller.reviews.average", { count: seller.totalReviews })}
            </span>
          </p>
          <ul className="space-y-4">
            {reviews.map((r) => (
              <li key={r.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold">
                    {r.reviewer}
                    {r.id === myReview?.id && (
                      <span className="ml-2 text-sm font-normal text-slate-600">
                        {t("seller.reviews.you")}
                      </span>
                    )}
                  </span>
                  <span className="text-sm text-slate-600">{f.date(r.date)}</span>
                </div>
                <p
                  className="mt-1 text-amber-600"
                  aria-label={t("seller.stars", { rating: r.rating })}
                >
                  {"★".repeat(r.rating)}
                  <span className="text-slate-300">{"★".repeat(5 - r.rating)}</span>
                </p>
                <p className="mt-2 whitespace-pre-line text-slate-800">{r.comment}</p>
                {r.carPurchased && (
                  <p className="mt-2 text-sm text-slate-600">
                    {t("seller.reviews.bought", { car: r.carPurchased })}
                  </p>
                )}
                {r.id !== myReview?.id && (
                  <p className="mt-2 text-right">
                    <a
                      href={l(
                        `${href("/:lang?/report")}?targetType=review&targetId=${r.id}&returnTo=${encodeURIComponent(l(`${href("/:lang?/seller/:id", { id: seller.id })}?tab=reviews`))}`,
                      )}
                      className="text-sm text-slate-600 underline hover:text-slate-900"
                      aria-label={t("seller.reviews.reportLabel", { name: r.reviewer })}
                    >
                      {t("seller.reviews.report")}
                    </a>
                  </p>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="rounded-xl bg-white p-8 text-center text-slate-700">
          {t("seller.reviews.none")}
        </p>
      )}
    </section>
  );
}

/** A filled star of a review's rating. */
const StarIcon = ({ className = "h-4 w-4" }: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" className={className} aria-hidden="true">
    <path d="m12 2.5 2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z" />
  </svg>
);

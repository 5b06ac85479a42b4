/** The seller profile's About and Reviews tabs (public-pages.md, Seller profile). */
import type { IconProps } from "~/components/icons";
import { formatDate } from "~/lib/format";
import type { Review, SellerProfile } from "~/lib/types";

export function AboutTab({ seller }: { seller: SellerProfile }) {
  return (
    <div className="space-y-6 rounded-xl border border-slate-200 bg-white p-5">
      <section>
        <h2 className="font-semibold">About</h2>
        <p className="mt-2 text-slate-800">
          {seller.description || "This seller has not written a description yet."}
        </p>
      </section>
      {seller.services.length > 0 && (
        <section>
          <h2 className="font-semibold">Services</h2>
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
          <h2 className="font-semibold">Certifications</h2>
          <ul className="mt-2 list-disc pl-5 text-slate-800">
            {seller.certifications.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </section>
      )}
      {seller.workingHours && (
        <section>
          <h2 className="font-semibold">Working hours</h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
            <dt className="text-slate-600">Monday - Friday</dt>
            <dd>{seller.workingHours.weekdays}</dd>
            <dt className="text-slate-600">Saturday</dt>
            <dd>{seller.workingHours.saturday}</dd>
            <dt className="text-slate-600">Sunday</dt>
            <dd>{seller.workingHours.sunday}</dd>
          </dl>
        </section>
      )}
    </div>
  );
}

export function ReviewsTab({ seller, reviews }: { seller: SellerProfile; reviews: Review[] }) {
  return (
    <section aria-label="Reviews">
      {reviews.length ? (
        <>
          <p className="mb-4 flex items-center gap-2">
            <StarIcon className="h-6 w-6 text-amber-500" />
            <span className="text-2xl font-bold">{seller.rating?.toFixed(1)}</span>
            <span className="text-slate-700">
              average from {seller.totalReviews} review
              {seller.totalReviews === 1 ? "" : "s"}
            </span>
          </p>
          <ul className="space-y-4">
            {reviews.map((r) => (
              <li key={r.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold">{r.reviewer}</span>
                  <span className="text-sm text-slate-600">{formatDate(r.date)}</span>
                </div>
                <p className="mt-1 text-amber-600" aria-label={`${r.rating} out of 5 stars`}>
                  {"★".repeat(r.rating)}
                  <span className="text-slate-300">{"★".repeat(5 - r.rating)}</span>
                </p>
                <p className="mt-2 text-slate-800">{r.comment}</p>
                {r.carPurchased && (
                  <p className="mt-2 text-sm text-slate-600">Bought: {r.carPurchased}</p>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="rounded-xl bg-white p-8 text-center text-slate-700">No reviews yet.</p>
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

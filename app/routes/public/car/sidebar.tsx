/**
 * The car page's sidebar: the seller card (call, profile), sharing (WhatsApp, e-mail, the
 * link) and the safety tips.
 */
import { Rating, VerifiedBadge } from "~/components/car-card";
import { PhoneIcon } from "~/components/icons";
import { formatMonthYear } from "~/lib/format";
import type { ListingDetail } from "~/lib/types";

const SAFETY_TIPS = [
  "Inspect the car in person, with a mechanic you trust, before you pay.",
  "Verify the seller's identity and the car's documents (customs papers, proof of ownership, vehicle licence).",
  "Meet in a safe public place during the day.",
  "Do not send money before you have seen the car.",
  "Use a secure, traceable payment method; avoid cash for large sums.",
];

export function CarSidebar({
  car,
  shareUrl,
  shareText,
}: {
  car: ListingDetail;
  shareUrl: string;
  shareText: string;
}) {
  return (
    <aside className="space-y-6">
      <section
        id="seller"
        aria-labelledby="seller-heading"
        className="rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2
          id="seller-heading"
          className="text-sm font-semibold tracking-wide text-slate-600 uppercase"
        >
          Seller
        </h2>
        <p className="mt-2 flex flex-wrap items-center gap-2">
          <span className="text-lg font-bold">{car.seller.name}</span>
          {car.seller.verified && <VerifiedBadge />}
        </p>
        <p className="mt-1 flex items-center gap-2">
          <Rating rating={car.seller.rating} />
          <span className="text-sm text-slate-700">
            {car.seller.totalReviews} review{car.seller.totalReviews === 1 ? "" : "s"}
          </span>
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-slate-600">Member since</dt>
            <dd className="font-semibold">{formatMonthYear(car.seller.memberSince)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Active listings</dt>
            <dd className="font-semibold">{car.seller.totalListings}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-slate-600">Response time</dt>
            <dd className="font-semibold">
              {car.seller.responseTime ?? "Not enough messages yet"}
            </dd>
          </div>
        </dl>
        <div className="mt-4 space-y-2">
          {car.seller.phone && (
            <a
              href={`tel:${car.seller.phone}`}
              className="bg-brand-600 hover:bg-brand-700 flex items-center justify-center gap-2 rounded-md px-4 py-2.5 font-semibold text-white"
            >
              <PhoneIcon />
              Call Seller
            </a>
          )}
          <a
            href={`/seller/${car.seller.id}`}
            className="block rounded-md border border-slate-300 px-4 py-2.5 text-center font-semibold hover:bg-slate-50"
          >
            View Seller Profile
          </a>
        </div>
      </section>

      <section
        aria-labelledby="share-heading"
        className="rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="share-heading" className="font-semibold">
          Share this car
        </h2>
        <div className="mt-3 flex flex-wrap gap-2">
          <a
            href={`https://wa.me/?text=${encodeURIComponent(`${shareText} ${shareUrl}`)}`}
            className="rounded-md bg-emerald-700 px-3 py-2 text-sm font-semibold text-white hover:bg-emerald-800"
            rel="noopener noreferrer"
            target="_blank"
          >
            WhatsApp
          </a>
          <a
            href={`mailto:?subject=${encodeURIComponent(shareText)}&body=${encodeURIComponent(shareUrl)}`}
            className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-50"
          >
            E-mail
          </a>
        </div>
        <label htmlFor="share-link" className="mt-3 block text-sm text-slate-700">
          Link to this car
        </label>
        <input
          id="share-link"
          readOnly
          value={shareUrl}
          className="mt-1 w-full rounded-md border border-slate-300 bg-slate-50 px-2 py-1.5 text-sm"
          onFocus={(e) => e.currentTarget.select()}
        />
      </section>

      <section
        aria-labelledby="safety-heading"
        className="rounded-xl border border-amber-200 bg-amber-50 p-5"
      >
        <h2 id="safety-heading" className="font-semibold text-amber-950">
          Safety tips
        </h2>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-amber-950">
          {SAFETY_TIPS.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm">
          <a href="/safety" className="font-semibold text-amber-950 underline">
            More on buying safely
          </a>
        </p>
      </section>
    </aside>
  );
}

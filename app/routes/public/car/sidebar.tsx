/**
 * The car page's sidebar: the seller card (message, call, profile), the quick actions
 * (docs/product.md#car-detail: Schedule Test Drive, Request Inspection, Apply for Financing when
 * the car has it, Get Insurance Quote, Calculate Loan), sharing (WhatsApp, e-mail, the link) and
 * the safety tips. The requests open the contact form (`/contact/{id}?request=...`), which sends
 * them to the seller as messages; the quote and the loan jump to their sections on the page.
 * Its own seller sees no messaging actions.
 */
import { Rating, VerifiedBadge } from "~/components/car-card";
import { ButtonLink } from "~/components/form-parts/button";
import { PhoneIcon } from "~/components/icons";
import type { RequestType } from "~/lib/domain-messaging";
import { formatMonthYear } from "~/lib/format";
import type { ListingDetail } from "~/lib/types";
import { plural } from "~/lib/plural";

const SAFETY_TIPS = [
  "Inspect the car in person, with a mechanic you trust, before you pay.",
  "Verify the seller's identity and the car's documents (customs papers, proof of ownership, vehicle licence).",
  "Meet in a safe public place during the day.",
  "Do not send money before you have seen the car.",
  "Use a secure, traceable payment method; avoid cash for large sums.",
];

/** The contact form's address for `car`, opening one of its structured requests. */
export function requestHref(carId: string, request?: RequestType): string {
  return `/contact/${carId}${request ? `?request=${request}` : ""}`;
}

export function CarSidebar({
  car,
  shareUrl,
  shareText,
  isOwner,
}: {
  car: ListingDetail;
  shareUrl: string;
  shareText: string;
  /** The signed-in user is this car's seller. */
  isOwner: boolean;
}) {
  const quickActions: [label: string, href: string][] = [];
  if (!isOwner) {
    quickActions.push(
      ["Schedule Test Drive", requestHref(car.id, "test_drive")],
      ["Request Inspection", requestHref(car.id, "inspection")],
    );
    if (car.financing.available)
      quickActions.push(["Apply for Financing", requestHref(car.id, "financing")]);
  }
  quickActions.push(["Get Insurance Quote", "#insurance"], ["Calculate Loan", "#loan"]);
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
          <span className="text-lg font-bold wrap-anywhere">{car.seller.name}</span>
          {car.seller.verified && <VerifiedBadge />}
        </p>
        <p className="mt-1 flex items-center gap-2">
          <Rating rating={car.seller.rating} />
          <span className="text-sm text-slate-700">
            {plural(car.seller.totalReviews, { one: "review", other: "reviews" })}
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
            <dd className="font-semibold">{car.seller.responseTime ?? "Not enough data"}</dd>
          </div>
        </dl>
        <div className="mt-4 space-y-2">
          {!isOwner && (
            <ButtonLink href={requestHref(car.id)} size="lg" className="block text-center">
              Send Message
            </ButtonLink>
          )}
          {car.seller.phone && (
            <ButtonLink
              href={`tel:${car.seller.phone}`}
              variant="secondary"
              size="lg"
              className="flex items-center justify-center gap-2"
            >
              <PhoneIcon />
              Call Seller
            </ButtonLink>
          )}
          <ButtonLink
            href={`/seller/${car.seller.id}`}
            variant="secondary"
            size="lg"
            className="block text-center"
          >
            View Seller Profile
          </ButtonLink>
        </div>
      </section>

      <section
        aria-labelledby="quick-actions-heading"
        className="rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="quick-actions-heading" className="font-semibold">
          Quick actions
        </h2>
        <ul className="mt-3 space-y-2">
          {quickActions.map(([label, href]) => (
            <li key={label}>
              <ButtonLink href={href} variant="secondary" size="lg" className="block text-center">
                {label}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </section>

      {!isOwner && (
        <p className="text-center text-sm">
          <a
            href={`/report?targetType=listing&targetId=${car.id}&returnTo=${encodeURIComponent(`/car/${car.id}`)}`}
            className="text-red-800 underline hover:text-red-900"
          >
            Report this listing
          </a>
        </p>
      )}

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
          <ButtonLink
            href={`mailto:?subject=${encodeURIComponent(shareText)}&body=${encodeURIComponent(shareUrl)}`}
            variant="secondary"
            size="compact"
          >
            E-mail
          </ButtonLink>
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

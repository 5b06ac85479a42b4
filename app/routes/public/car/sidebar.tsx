/**
 * The car page's sidebar: the seller card (message, call, WhatsApp when the seller takes it,
 * profile), the quick actions
 * (docs/product.md#car-detail: Schedule Test Drive, Request Inspection, Apply for Financing when
 * the car has it, Get Insurance Quote, Calculate Loan), sharing (WhatsApp, e-mail, the link) and
 * the safety tips. The requests open the contact form (`/contact/{id}?request=...`), which sends
 * them to the seller as messages; the quote and the loan jump to their sections on the page.
 * Its own seller sees no messaging actions.
 */
import { href } from "react-router";
import { Rating, VerifiedBadge } from "~/components/car-badges";
import { ButtonLink } from "~/components/form-parts/button";
import { PhoneIcon } from "~/components/part-icons";
import type { MessageKey } from "~/i18n/keys";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import type { ListingDetail } from "~/lib/api/types";
import { requestHref } from "./request-href";
import { responseTimeWords } from "./response-time";
import { SITE } from "~/lib/format/site";
import { WhatsAppIcon, useWhatsAppHref } from "./whatsapp";

const SAFETY_TIPS: MessageKey[] = [
  "car.safety.tip1",
  "car.safety.tip2",
  "car.safety.tip3",
  "car.safety.tip4",
  "car.safety.tip5",
];

export function CarSidebar({
  car,
  shareUrl,
  isOwner,
}: {
  car: ListingDetail;
  /** The car page's absolute address (APP_URL) in the page's language. */
  shareUrl: string;
  /** The signed-in user is this car's seller. */
  isOwner: boolean;
}) {
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  // A WhatsApp chat with the seller, or null when they do not take WhatsApp.
  const whatsApp = useWhatsAppHref(car, shareUrl);
  const shareText = t("car.share.text", {
    title: car.title,
    price: f.naira(car.price),
    site: SITE.name,
  });
  const quickActions: [label: string, href: string][] = [];
  if (!isOwner) {
    quickActions.push(
      [t("car.action.testDrive"), l(requestHref(car.id, "test_drive"))],
      [t("car.action.inspection"), l(requestHref(car.id, "inspection"))],
    );
    if (car.financing.available)
      quickActions.push([t("car.action.financing"), l(requestHref(car.id, "financing"))]);
  }
  quickActions.push([t("car.action.insurance"), "#insurance"], [t("car.action.loan"), "#loan"]);
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
          {t("car.seller.heading")}
        </h2>
        <p className="mt-2 flex flex-wrap items-center gap-2">
          <span className="text-lg font-bold wrap-anywhere">{car.seller.name}</span>
          {car.seller.verified && <VerifiedBadge />}
        </p>
        <p className="mt-1 flex items-center gap-2">
          <Rating rating={car.seller.rating} />
          <span className="text-sm text-slate-700">
            {t("car.seller.reviews", { count: car.seller.totalReviews })}
          </span>
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-slate-600">{t("car.seller.memberSince")}</dt>
            <dd className="font-semibold">{f.monthYear(car.seller.memberSince)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t("car.seller.activeListings")}</dt>
            <dd className="font-semibold">{f.count(car.seller.totalListings)}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-slate-600">{t("car.seller.responseTime")}</dt>
            <dd className="font-semibold">
              {responseTimeWords(t, "car", car.seller.responseTime)}
            </dd>
          </div>
        </dl>
        <div className="mt-4 space-y-2">
          {!isOwner && (
            <ButtonLink href={l(requestHref(car.id))} size="lg" className="block text-center">
              {t("car.seller.sendMessage")}
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
              {t("car.seller.call")}
            </ButtonLink>
          )}
          {whatsApp && !isOwner && (
            <a
              href={whatsApp}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center justify-center gap-2 rounded-md bg-emerald-700 px-4 py-2.5 font-semibold text-white hover:bg-emerald-800"
            >
              <WhatsAppIcon />
              {t("car.seller.whatsApp")}
            </a>
          )}
          <ButtonLink
            href={l(href("/:lang?/seller/:id", { id: car.seller.id }))}
            variant="secondary"
            size="lg"
            className="block text-center"
          >
            {t("car.seller.profile")}
          </ButtonLink>
        </div>
      </section>

      <section
        aria-labelledby="quick-actions-heading"
        className="rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="quick-actions-heading" className="font-semibold">
          {t("car.action.heading")}
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
            href={l(
              `${href("/:lang?/report")}?targetType=listing&targetId=${car.id}&returnTo=${encodeURIComponent(l(href("/:lang?/car/:id", { id: car.id })))}`,
            )}
            className="text-red-800 underline hover:text-red-900"
          >
            {t("car.report")}
          </a>
        </p>
      )}

      <section
        aria-labelledby="share-heading"
        className="rounded-xl border border-slate-200 bg-white p-5"
      >
        <h2 id="share-heading" className="font-semibold">
          {t("car.share.heading")}
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
            {t("car.share.email")}
          </ButtonLink>
        </div>
        <label htmlFor="share-link" className="mt-3 block text-sm text-slate-700">
          {t("car.share.link")}
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
          {t("car.safety.heading")}
        </h2>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-amber-950">
          {SAFETY_TIPS.map((tip) => (
            <li key={tip}>{t(tip)}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm">
          <a href={l(href("/:lang?/safety"))} className="font-semibold text-amber-950 underline">
            {t("car.safety.more")}
          </a>
        </p>
      </section>
    </aside>
  );
}

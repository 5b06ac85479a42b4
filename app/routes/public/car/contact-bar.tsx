/**
 * The car page's contact bar on phones (docs/product.md#car-detail): fixed to the bottom of the
 * window below 768 px (components/bottom-bar.tsx), so the seller is one tap away from the first
 * screen rather than three screens down in the seller card. It holds Call (`tel:`) and WhatsApp
 * (a chat with the seller's number, the car's title and address typed in, in the page's
 * language) when the seller's phone is shown, WhatsApp only when the seller takes WhatsApp
 * messages (their profile's choice), and Message (the contact form, `/contact/{id}`). All three
 * are plain links: the bar works without JavaScript. The car's own seller sees no bar.
 */
import { BottomBar } from "~/components/bottom-bar";
import { ChatIcon, PhoneIcon } from "~/components/part-icons";
import { useLocalePath, useT } from "~/i18n/react";
import type { ListingDetail } from "~/lib/api/types";
import { requestHref } from "./request-href";
import { WhatsAppIcon, useWhatsAppHref } from "./whatsapp";

const cell =
  "flex min-w-0 flex-col items-center justify-center gap-0.5 rounded-md px-1 text-sm leading-tight font-semibold";

export function ContactBar({
  car,
  shareUrl,
  isOwner,
}: {
  car: ListingDetail;
  /** The car page's absolute address (APP_URL) in the page's language. */
  shareUrl: string;
  isOwner: boolean;
}) {
  const t = useT();
  const l = useLocalePath();
  // The chat with the seller on WhatsApp, or null.
  const whatsApp = useWhatsAppHref(car, shareUrl);
  if (isOwner) return null;
  return (
    <BottomBar label={t("car.contact.bar")}>
      <div className="grid h-full auto-cols-fr grid-flow-col gap-2 px-3 py-1.5">
        {car.seller.phone && (
          <a
            href={`tel:${car.seller.phone}`}
            className={`${cell} border border-slate-300 bg-white text-slate-900`}
          >
            <PhoneIcon className="h-5 w-5" />
            <span className="max-w-full truncate">{t("car.contact.call")}</span>
          </a>
        )}
        {whatsApp && (
          <a
            href={whatsApp}
            target="_blank"
            rel="noopener noreferrer"
            className={`${cell} bg-emerald-700 text-white`}
          >
            <WhatsAppIcon />
            <span className="max-w-full truncate">{t("car.contact.whatsApp")}</span>
          </a>
        )}
        <a href={l(requestHref(car.id))} className={`${cell} bg-brand-600 text-white`}>
          <ChatIcon className="h-5 w-5" />
          <span className="max-w-full truncate">{t("car.contact.message")}</span>
        </a>
      </div>
    </BottomBar>
  );
}

/**
 * WhatsApp on the car page (docs/product.md#car-detail): the link that opens a chat with the
 * car's seller, and WhatsApp's sign. The contact bar (phones) and the seller card show the link
 * when the seller takes WhatsApp messages; the Share box's WhatsApp button only shares the car.
 */
import { StrokeSvg, type IconProps } from "~/components/icons";
import { useT } from "~/i18n/react";
import { whatsAppChatHref } from "~/lib/format/phone";
import { SITE } from "~/lib/format/site";
import type { ListingDetail } from "~/lib/api/types";

/**
 * The link that opens a WhatsApp chat with the car's seller, the message ("Hello, I saw your
 * {title} on MotorMart...: {url}") typed in; null when the seller does not take WhatsApp.
 */
export function useWhatsAppHref(
  car: Pick<ListingDetail, "title" | "seller">,
  /** The car page's absolute address (APP_URL) in the page's language. */
  carUrl: string,
): string | null {
  const t = useT();
  if (!car.seller.phone || !car.seller.whatsapp) return null;
  return whatsAppChatHref(
    car.seller.phone,
    t("car.contact.whatsAppText", { title: car.title, site: SITE.name, url: carUrl }),
  );
}

/** A chat bubble with a handset, WhatsApp's sign, drawn in the house's outline style. */
export const WhatsAppIcon = ({ className = "h-5 w-5" }: IconProps) => (
  <StrokeSvg className={className}>
    <path d="M3.5 20.5l1.3-4.1A8.5 8.5 0 1 1 8 19.3z" />
    <path d="M9 8.5c0 3.3 3.2 6.5 6.5 6.5l1-1.5-2-1-1 .8a5 5 0 0 1-2.3-2.3l.8-1-1-2z" />
  </StrokeSvg>
);

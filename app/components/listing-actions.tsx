/**
 * A seller's listings with their status badges, figures (views, inquiries, photos) and
 * actions: Edit, View, Boost (docs/decisions/010-payments.md; live listings:
 * `/boost?listing=<id>`), Mark sold, Renew and Delete. A boosted listing shows "Featured until
 * <date>" while its boost runs. Delete asks for confirmation: a Radix dialog with JavaScript;
 * without it, the link opens a confirmation panel (`?confirmDelete=<id>`) with a plain form.
 */
import { PriceRatingBadge } from "./price-rating-badge";
import type { PriceRating } from "~/lib/catalogue/price-rating";
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { Form, href, Link } from "react-router";
import { placeName } from "~/lib/catalogue/catalog";
import type { ListingStatus } from "~/lib/vocabulary/domain";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import type { MessageKey } from "~/i18n/keys";
import { Price } from "./price";
import type { Photo } from "~/lib/api/images";
import type { ListingIntent } from "~/lib/forms/intents";
import { CarImage } from "./car-image";
import { Button, ButtonLink, buttonClass } from "./form-parts/button";
import { IntentInput } from "./form-parts/intent";

export type OwnListingRow = {
  id: string;
  title: string;
  status: ListingStatus;
  /** A draft submitted without a photo: its first photo sends it to review. */
  awaitingPhotos?: boolean;
  price: number;
  /** The fair-price rating of the current price, while live and rated. */
  priceRating?: PriceRating | null;
  state: string;
  city: string | null;
  views: number;
  photoCount: number;
  /** The first photo and the variants it has (lib/api/images.ts). */
  cover: Omit<Photo, "id"> | null;
  rejectionReason: string | null;
  featuredUntil: Date | string | null;
  createdAt: Date | string;
};

/**
 * My Listings' badge of each status (label, colours): a status added to LISTING_STATUSES fails
 * typecheck here until it has one. `removed` is never listed (listOwnListings) and `suspended` only
 * while the seller's account is, when they cannot sign in; both show the bare word.
 */
const STATUS_BADGES: Record<
  ListingStatus | "awaitingPhotos",
  [label: MessageKey, className: string]
> = {
  awaitingPhotos: ["listings.status.awaitingPhotos", "bg-amber-100 text-amber-900"],
  active: ["listings.status.active", "bg-emerald-100 text-emerald-900"],
  pending: ["listings.status.pending", "bg-sky-100 text-sky-900"],
  rejected: ["listings.status.rejected", "bg-red-100 text-red-900"],
  sold: ["listings.status.sold", "bg-slate-200 text-slate-900"],
  expired: ["listings.status.expired", "bg-orange-100 text-orange-900"],
  draft: ["listings.status.draft", "bg-slate-100 text-slate-800"],
  flagged: ["listings.status.flagged", "bg-red-100 text-red-900"],
  removed: ["listings.status.removed", "bg-slate-100"],
  suspended: ["listings.status.suspended", "bg-slate-100"],
};

export function StatusBadge({
  status,
  awaitingPhotos = false,
}: {
  status: ListingStatus;
  awaitingPhotos?: boolean;
}) {
  const t = useT();
  const [label, cls] = STATUS_BADGES[awaitingPhotos ? "awaitingPhotos" : status];
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${cls}`}>{t(label)}</span>
  );
}

/** My Listings on /sell, where the actions come back to. */
const MY_LISTINGS = `${href("/:lang?/sell")}?tab=listings`;
/** Where a listing's buttons post (routes/sell/listing-actions.ts). */
const actionOf = (id: string) => href("/:lang?/my-listings/:id/actions", { id });
/** The look of every small button here (links and the dialog's Cancel). */
const small = { variant: "secondary", size: "sm" } as const;

function ListingIntentForm({
  id,
  intent,
  label,
}: {
  id: string;
  intent: ListingIntent;
  label: string;
}) {
  const l = useLocalePath();
  return (
    <Form method="post" action={l(actionOf(id))}>
      <IntentInput<ListingIntent> value={intent} />
      <Button variant="secondary" size="sm">
        {label}
      </Button>
    </Form>
  );
}

function DeleteForm({ id }: { id: string }) {
  const t = useT();
  const l = useLocalePath();
  return (
    <Form method="post" action={l(actionOf(id))}>
      <IntentInput<ListingIntent> value="delete" />
      <Button variant="destructive" size="sm">
        {t("listings.delete.yes")}
      </Button>
    </Form>
  );
}

export function ListingActions({
  listing,
  confirming,
}: {
  listing: OwnListingRow;
  confirming: boolean;
}) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const l = useLocalePath();
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <ButtonLink to={l(`${href("/:lang?/sell")}?draft=${listing.id}&step=1`)} {...small}>
        {t("listings.action.edit")}
      </ButtonLink>
      {listing.status === "active" && (
        <ButtonLink href={l(href("/:lang?/car/:id", { id: listing.id }))} {...small}>
          {t("listings.action.view")}
        </ButtonLink>
      )}
      {listing.status === "draft" &&
        (listing.awaitingPhotos ? (
          <ButtonLink to={l(`${href("/:lang?/sell")}?draft=${listing.id}&step=2`)} {...small}>
            {t("listings.action.addPhotos")}
          </ButtonLink>
        ) : (
          <ButtonLink to={l(`${href("/:lang?/sell")}?draft=${listing.id}&step=3`)} {...small}>
            {t("listings.action.continue")}
          </ButtonLink>
        ))}
      {listing.status === "active" && (
        <Link
          to={l(`${href("/:lang?/boost")}?listing=${listing.id}`)}
          className="rounded-md border border-amber-400 px-3 py-1 text-sm font-semibold text-amber-900 hover:bg-amber-50"
          aria-label={t("listings.action.boostTitle", { title: listing.title })}
        >
          {t("listings.action.boost")}
        </Link>
      )}
      {listing.status === "active" && (
        <ListingIntentForm
          id={listing.id}
          intent="mark-sold"
          label={t("listings.action.markSold")}
        />
      )}
      {listing.status === "expired" && (
        <ListingIntentForm id={listing.id} intent="renew" label={t("listings.action.renew")} />
      )}
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <ButtonLink
          href={l(`${MY_LISTINGS}&confirmDelete=${listing.id}`)}
          onClick={(e) => {
            e.preventDefault();
            setOpen(true);
          }}
          {...small}
          className="text-red-800"
        >
          {t("listings.action.delete")}
        </ButtonLink>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[90vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
            <Dialog.Title className="text-lg font-semibold">
              {t("listings.delete.title")}
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-slate-700">
              {t("listings.delete.body", { title: listing.title })}
            </Dialog.Description>
            <div className="mt-5 flex justify-end gap-2">
              <Dialog.Close className={buttonClass(small)}>{t("listings.cancel")}</Dialog.Close>
              <DeleteForm id={listing.id} />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      {confirming && (
        <div
          role="alertdialog"
          aria-labelledby={`confirm-${listing.id}`}
          className="mt-2 w-full rounded-lg border border-red-200 bg-red-50 p-4"
        >
          <p id={`confirm-${listing.id}`} className="font-semibold text-red-900">
            {t("listings.delete.confirm", { title: listing.title })}
          </p>
          <div className="mt-3 flex gap-2">
            <DeleteForm id={listing.id} />
            <ButtonLink to={l(MY_LISTINGS)} {...small}>
              {t("listings.cancel")}
            </ButtonLink>
          </div>
        </div>
      )}
    </div>
  );
}

export function MyListings({
  listings,
  inquiries,
  confirmDelete,
}: {
  listings: OwnListingRow[];
  /** Conversations started about each listing, by listing id (absent: none). */
  inquiries: Record<string, number>;
  confirmDelete: string | null;
}) {
  const f = useFormat();
  const t = useT();
  const localePath = useLocalePath();
  if (!listings.length) {
    return (
      <p className="rounded-xl bg-white p-8 text-center text-slate-700">
        {t("listings.none")}{" "}
        <Link
          to={localePath(href("/:lang?/sell"))}
          className="text-brand-700 font-semibold underline"
        >
          {t("listings.listCar")}
        </Link>
      </p>
    );
  }
  return (
    <ul className="space-y-3">
      {listings.map((l) => (
        <li
          key={l.id}
          className="flex flex-wrap items-start gap-4 rounded-xl border border-slate-200 bg-white p-4"
        >
          <div className="w-32 shrink-0 overflow-hidden rounded-md">
            <CarImage photo={l.cover} alt="" sizes="128px" maxWidth={320} />
          </div>
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{l.title}</span>
              <StatusBadge status={l.status} awaitingPhotos={l.awaitingPhotos} />
              {l.status === "active" && <PriceRatingBadge rating={l.priceRating} />}
              {l.featuredUntil && new Date(l.featuredUntil) > new Date() && (
                <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold">
                  {t("listings.featuredUntil", { date: f.date(l.featuredUntil) })}
                </span>
              )}
            </p>
            <p className="text-sm text-slate-700">
              <Price amount={l.price} /> · {placeName(l.state, l.city)} ·{" "}
              {t("listings.figures", {
                views: l.views,
                inquiries: inquiries[l.id] ?? 0,
                photos: l.photoCount,
                date: f.date(l.createdAt),
              })}
            </p>
            {l.status === "rejected" && l.rejectionReason && (
              <p className="mt-1 text-sm text-red-800">
                {t("listings.reason", { reason: l.rejectionReason })}
              </p>
            )}
            {l.awaitingPhotos && (
              <p className="mt-1 text-sm text-amber-900">{t("listings.awaitingPhotos")}</p>
            )}
            <ListingActions listing={l} confirming={confirmDelete === l.id} />
          </div>
        </li>
      ))}
    </ul>
  );
}

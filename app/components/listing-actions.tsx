/**
 * A seller's listings with their status badges, figures (views, inquiries, photos) and
 * actions: Edit, View, Boost (docs/decisions/010-payments.md; live listings:
 * `/boost?listing=<id>`), Mark sold, Renew and Delete. A boosted listing shows "Featured until
 * <date>" while its boost runs. Delete asks for confirmation: a Radix dialog with JavaScript;
 * without it, the link opens a confirmation panel (`?confirmDelete=<id>`) with a plain form.
 */
import { PriceRatingBadge } from "./price-rating-badge";
import type { PriceRating } from "~/lib/price-rating";
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { Form, Link } from "react-router";
import { placeName } from "~/lib/catalog";
import type { ListingStatus } from "~/lib/domain";
import { useFormat } from "~/i18n/react";
import { Price } from "./price";
import type { Photo } from "~/lib/images";
import type { ListingIntent } from "~/lib/intents";
import { plural } from "~/lib/plural";
import { AWAITING_PHOTOS_LABEL } from "~/lib/listing-status";
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
  /** The first photo and the variants it has (lib/images.ts). */
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
const STATUS_BADGES: Record<ListingStatus | "awaitingPhotos", [label: string, className: string]> =
  {
    awaitingPhotos: [AWAITING_PHOTOS_LABEL, "bg-amber-100 text-amber-900"],
    active: ["Active", "bg-emerald-100 text-emerald-900"],
    pending: ["Pending review", "bg-sky-100 text-sky-900"],
    rejected: ["Rejected", "bg-red-100 text-red-900"],
    sold: ["Sold", "bg-slate-200 text-slate-900"],
    expired: ["Expired", "bg-orange-100 text-orange-900"],
    draft: ["Draft", "bg-slate-100 text-slate-800"],
    flagged: ["Hidden by staff", "bg-red-100 text-red-900"],
    removed: ["removed", "bg-slate-100"],
    suspended: ["suspended", "bg-slate-100"],
  };

export function StatusBadge({
  status,
  awaitingPhotos = false,
}: {
  status: ListingStatus;
  awaitingPhotos?: boolean;
}) {
  const [label, cls] = STATUS_BADGES[awaitingPhotos ? "awaitingPhotos" : status];
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${cls}`}>{label}</span>;
}

const ACTION = "/sell?tab=listings";
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
  return (
    <Form method="post" action={ACTION}>
      <IntentInput<ListingIntent> value={intent} />
      <input type="hidden" name="listingId" value={id} />
      <Button variant="secondary" size="sm">
        {label}
      </Button>
    </Form>
  );
}

function DeleteForm({ id }: { id: string }) {
  return (
    <Form method="post" action={ACTION}>
      <IntentInput<ListingIntent> value="delete" />
      <input type="hidden" name="listingId" value={id} />
      <Button variant="destructive" size="sm">
        Yes, delete it
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
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <ButtonLink to={`/sell?draft=${listing.id}&step=1`} {...small}>
        Edit
      </ButtonLink>
      {listing.status === "active" && (
        <ButtonLink href={`/car/${listing.id}`} {...small}>
          View
        </ButtonLink>
      )}
      {listing.status === "draft" &&
        (listing.awaitingPhotos ? (
          <ButtonLink to={`/sell?draft=${listing.id}&step=2`} {...small}>
            Add photos
          </ButtonLink>
        ) : (
          <ButtonLink to={`/sell?draft=${listing.id}&step=3`} {...small}>
            Continue
          </ButtonLink>
        ))}
      {listing.status === "active" && (
        <Link
          to={`/boost?listing=${listing.id}`}
          className="rounded-md border border-amber-400 px-3 py-1 text-sm font-semibold text-amber-900 hover:bg-amber-50"
          aria-label={`Boost “${listing.title}”`}
        >
          Boost
        </Link>
      )}
      {listing.status === "active" && (
        <ListingIntentForm id={listing.id} intent="mark-sold" label="Mark sold" />
      )}
      {listing.status === "expired" && (
        <ListingIntentForm id={listing.id} intent="renew" label="Renew" />
      )}
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <ButtonLink
          href={`${ACTION}&confirmDelete=${listing.id}`}
          onClick={(e) => {
            e.preventDefault();
            setOpen(true);
          }}
          {...small}
          className="text-red-800"
        >
          Delete
        </ButtonLink>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[90vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
            <Dialog.Title className="text-lg font-semibold">Delete this listing?</Dialog.Title>
            <Dialog.Description className="mt-2 text-slate-700">
              “{listing.title}” and its photos will be deleted. This cannot be undone.
            </Dialog.Description>
            <div className="mt-5 flex justify-end gap-2">
              <Dialog.Close className={buttonClass(small)}>Cancel</Dialog.Close>
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
            Delete “{listing.title}”? This cannot be undone.
          </p>
          <div className="mt-3 flex gap-2">
            <DeleteForm id={listing.id} />
            <ButtonLink to={ACTION} {...small}>
              Cancel
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
  if (!listings.length) {
    return (
      <p className="rounded-xl bg-white p-8 text-center text-slate-700">
        You have no listings yet.{" "}
        <Link to="/sell" className="text-brand-700 font-semibold underline">
          List a car
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
                  Featured until {f.date(l.featuredUntil)}
                </span>
              )}
            </p>
            <p className="text-sm text-slate-700">
              <Price amount={l.price} /> · {placeName(l.state, l.city)} ·{" "}
              {plural(l.views, { one: "view", other: "views" })} ·{" "}
              {plural(inquiries[l.id] ?? 0, { one: "inquiry", other: "inquiries" })} ·{" "}
              {plural(l.photoCount, { one: "photo", other: "photos" })} · created{" "}
              {f.date(l.createdAt)}
            </p>
            {l.status === "rejected" && l.rejectionReason && (
              <p className="mt-1 text-sm text-red-800">Reason: {l.rejectionReason}</p>
            )}
            {l.awaitingPhotos && (
              <p className="mt-1 text-sm text-amber-900">
                Upload at least one photo to send it for review.
              </p>
            )}
            <ListingActions listing={l} confirming={confirmDelete === l.id} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The /sell step indicator, and step 3: review the draft and Publish Listing, with the
 * fair-price rating its price would get and the prices that would be rated Fair
 * (docs/product.md#fair-price-rating).
 */
import { Form, Link } from "react-router";
import { Button } from "~/components/form-parts/button";
import { IntentInput } from "~/components/form-parts/intent";
import { placeName } from "~/lib/catalog";
import { capitalise, formatNaira } from "~/lib/format";
import { AWAITING_PHOTOS_LABEL } from "~/lib/listing-status";
import type { Draft } from "./draft";
import { plural } from "~/lib/plural";
import type { SellIntent } from "~/lib/intents";
import type { PriceRatingPreview } from "~/lib/price-rating";
import { PriceRatingBadge } from "~/components/price-rating-badge";

const STEP_NAMES = ["Vehicle details", "Photos", "Review and publish"];

export function Steps({ step, draftId }: { step: number; draftId?: string }) {
  return (
    <div className="bg-brand-50 text-brand-800 rounded-lg px-4 py-3">
      <p className="font-semibold">
        Step {step} of 3: {STEP_NAMES[step - 1]}
      </p>
      <ol className="mt-1 flex flex-wrap gap-3 text-sm">
        {STEP_NAMES.map((n, i) => (
          <li key={n}>
            {draftId && i + 1 !== step ? (
              <Link to={`/sell?draft=${draftId}&step=${i + 1}`} className="underline">
                {i + 1}. {n}
              </Link>
            ) : (
              <span aria-current={i + 1 === step ? "step" : undefined}>
                {i + 1}. {n}
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** What the draft's price would be rated today, and the price range rated Fair. */
function RatingPreview({ rating, draftId }: { rating: PriceRatingPreview; draftId: string }) {
  return (
    <div
      className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800"
      id="price-rating-preview"
    >
      <h3 className="font-semibold">Price rating</h3>
      {rating.rating ? (
        <>
          <p className="mt-1 flex flex-wrap items-center gap-2">
            At this price buyers will see <PriceRatingBadge rating={rating.rating} />
          </p>
          <p className="mt-1">
            Estimated market price {formatNaira(rating.estimate.low)} -{" "}
            {formatNaira(rating.estimate.high)}, from{" "}
            {plural(rating.comparables, { one: "comparable car", other: "comparable cars" })}.
          </p>
          <p className="mt-1">
            A price between {formatNaira(rating.fair.low)} and {formatNaira(rating.fair.high)} would
            be rated Fair price.{" "}
            <Link to={`/sell?draft=${draftId}&step=1`} className="underline">
              Change the price
            </Link>
          </p>
        </>
      ) : (
        <p className="mt-1">
          No rating yet: {rating.message.charAt(0).toLowerCase() + rating.message.slice(1)}.
        </p>
      )}
    </div>
  );
}

export function ReviewStep({
  draft,
  blocked,
  rating,
}: {
  draft: Draft;
  blocked: boolean;
  rating: PriceRatingPreview | null;
}) {
  const submitted = draft.status !== "draft" && draft.status !== "rejected";
  return (
    <section
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-6"
      aria-labelledby="review-heading"
    >
      <h2 id="review-heading" className="text-lg font-semibold">
        {draft.title}
      </h2>
      <p className="text-brand-700 text-xl font-bold">{formatNaira(draft.price)}</p>
      <p className="text-slate-700">
        {draft.year} · {draft.make} {draft.model} · {placeName(draft.state, draft.city)} ·{" "}
        {plural(draft.photos.length, { one: "photo", other: "photos" })}
      </p>
      <p className="whitespace-pre-line text-slate-800">{draft.description}</p>
      {rating && <RatingPreview rating={rating} draftId={draft.id} />}
      {submitted ? (
        <p className="font-semibold">Status: {capitalise(draft.status)}</p>
      ) : draft.awaitingPhotos ? (
        <p className="font-semibold" role="status">
          Status: {AWAITING_PHOTOS_LABEL}.{" "}
          <Link to={`/sell?draft=${draft.id}&step=2`} className="underline">
            Upload at least one photo
          </Link>{" "}
          to send it for review.
        </p>
      ) : (
        <Form method="post" action={`/sell?draft=${draft.id}&step=3`}>
          <IntentInput<SellIntent> value="publish" />
          <p className="mb-3 text-sm text-slate-700">
            {draft.photos.length
              ? "Your listing will be reviewed within 24 hours"
              : "Add at least one photo: without one, your listing waits for its first photo before it is reviewed."}
          </p>
          <Button size="lg" disabled={blocked}>
            Publish Listing
          </Button>
        </Form>
      )}
    </section>
  );
}

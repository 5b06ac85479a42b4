/**
 * The /sell step indicator, and step 3: review the draft and Publish Listing, with the
 * fair-price rating its price would get and the prices that would be rated Fair, or, for a price
 * far below similar cars, why buyers will be told to check carefully
 * (docs/product.md#fair-price-rating).
 */
import { Form, Link, href } from "react-router";
import { Button } from "~/components/form-parts/button";
import { IntentInput } from "~/components/form-parts/intent";
import { placeName } from "~/lib/catalogue/catalog";
import { LinkedText } from "~/components/linked-text";
import { Price } from "~/components/price";
import { useFormat, useLocalePath, useT } from "~/i18n/react";
import type { MessageKey } from "~/i18n/keys";
import type { Draft } from "./draft";
import type { SellIntent } from "~/lib/forms/intents";
import type { PriceRatingPreview } from "~/lib/catalogue/price-rating";
import { PriceRatingBadge } from "~/components/price-rating-badge";

const STEP_NAMES: MessageKey[] = ["sell.step.1", "sell.step.2", "sell.step.3"];

export function Steps({ step, draftId }: { step: number; draftId?: string }) {
  const t = useT();
  const l = useLocalePath();
  return (
    <div className="bg-brand-50 text-brand-800 rounded-lg px-4 py-3">
      <p className="font-semibold">
        {t("sell.step.current", { step, name: t(STEP_NAMES[step - 1]!) })}
      </p>
      <ol className="mt-1 flex flex-wrap gap-3 text-sm">
        {STEP_NAMES.map((n, i) => (
          <li key={n}>
            {draftId && i + 1 !== step ? (
              <Link
                to={l(`${href("/:lang?/sell")}?draft=${draftId}&step=${i + 1}`)}
                className="underline"
              >
                {i + 1}. {t(n)}
              </Link>
            ) : (
              <span aria-current={i + 1 === step ? "step" : undefined}>
                {i + 1}. {t(n)}
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
  const t = useT();
  const f = useFormat();
  const l = useLocalePath();
  return (
    <div
      className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800"
      id="price-rating-preview"
    >
      <h3 className="font-semibold">{t("sell.rating.heading")}</h3>
      {rating.rating ? (
        <>
          <p className="mt-1 flex flex-wrap items-center gap-2">
            {t("sell.rating.buyersSee")} <PriceRatingBadge rating={rating.rating} />
          </p>
          <p className="mt-1">
            {t("sell.rating.estimate", {
              low: f.naira(rating.estimate.low),
              high: f.naira(rating.estimate.high),
              count: rating.comparables,
            })}
          </p>
          {rating.confidence === "rough" && <p className="mt-1">{t("sell.rating.rough")}</p>}
          <p className="mt-1">
            {rating.caution ? (
              <strong className="block rounded border border-amber-400 bg-amber-50 p-2 font-normal text-amber-950">
                {t("sell.rating.check", { percent: rating.caution.percentBelow })}
              </strong>
            ) : (
              t("sell.rating.fair", {
                low: f.naira(rating.fair.low),
                high: f.naira(rating.fair.high),
              })
            )}{" "}
            <Link to={l(`${href("/:lang?/sell")}?draft=${draftId}&step=1`)} className="underline">
              {t("sell.rating.change")}
            </Link>
          </p>
        </>
      ) : (
        <p className="mt-1">{t(`sell.rating.none.${rating.reason}`)}</p>
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
  const t = useT();
  const l = useLocalePath();
  return (
    <section
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-6"
      aria-labelledby="review-heading"
    >
      <h2 id="review-heading" className="text-lg font-semibold">
        {draft.title}
      </h2>
      <Price amount={draft.price} className="text-brand-700 block text-xl font-bold" />
      <p className="text-slate-700">
        {draft.year} · {draft.make} {draft.model} · {placeName(draft.state, draft.city)} ·{" "}
        {t("sell.review.facts", { count: draft.photos.length })}
      </p>
      <p className="whitespace-pre-line text-slate-800">{draft.description}</p>
      {rating && <RatingPreview rating={rating} draftId={draft.id} />}
      {submitted ? (
        <p className="font-semibold">
          {t("sell.review.status", { status: t(`cards.status.${draft.status}`) })}
        </p>
      ) : draft.awaitingPhotos ? (
        <p className="font-semibold" role="status">
          <LinkedText
            text={t("sell.review.awaiting", { link: LinkedText.MARK })}
            link={
              <Link
                to={l(`${href("/:lang?/sell")}?draft=${draft.id}&step=2`)}
                className="underline"
              >
                {t("sell.review.awaitingLink")}
              </Link>
            }
          />
        </p>
      ) : (
        <Form method="post" action={l(`${href("/:lang?/sell")}?draft=${draft.id}&step=3`)}>
          <IntentInput<SellIntent> value="publish" />
          <p className="mb-3 text-sm text-slate-700">
            {draft.photos.length ? t("sell.review.willReview") : t("sell.review.noPhoto")}
          </p>
          <Button size="lg" disabled={blocked}>
            {t("sell.review.publish")}
          </Button>
        </Form>
      )}
    </section>
  );
}

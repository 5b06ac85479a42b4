/**
 * The small badges of cards, the car page and chats: the condition (new, tokunbo, Nigerian used;
 * certified), Verified, and the seller's star rating. Their words are in the `cards` and `common`
 * namespaces (docs/decisions/023-languages.md).
 */
import { useFormat, useT } from "~/i18n/react";
import { categoryWord } from "~/lib/catalogue/catalogue-words";
import type { Category } from "~/lib/vocabulary/domain";
import type { CardView } from "~/lib/api/types";

/** The condition badge's colours per category. */
const CATEGORY_COLOURS: Record<Category, string> = {
  new: "bg-emerald-100 text-emerald-900",
  tokunbo: "bg-sky-100 text-sky-900",
  "nigerian-used": "bg-amber-100 text-amber-900",
};

export function ConditionBadge({ car }: { car: Pick<CardView, "category" | "certified"> }) {
  const t = useT();
  const category = categoryWord(t, car.category);
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${CATEGORY_COLOURS[car.category]}`}
    >
      {car.certified ? t("cards.badge.certified", { category }) : category}
    </span>
  );
}

/** The Verified badge (its word is in `common`: chats and the car page show it too). */
export function VerifiedBadge({ label }: { label?: string }) {
  const t = useT();
  return (
    <span className="icon-verified inline-flex items-center gap-0.5 rounded-full bg-blue-50 px-1.5 py-0.5 text-xs font-semibold text-blue-800">
      {label ?? t("common.badge.verified")}
    </span>
  );
}

export function Rating({ rating, total }: { rating: number | null; total?: number }) {
  const t = useT();
  const f = useFormat();
  if (rating === null)
    return <span className="text-xs text-slate-600">{t("cards.rating.none")}</span>;
  return (
    <span className="icon-star inline-flex items-center gap-0.5 text-xs font-semibold text-slate-700">
      {rating.toFixed(1)}
      {total !== undefined && ` (${f.count(total)})`}
      <span className="sr-only"> {t("cards.rating.outOf")}</span>
    </span>
  );
}

/**
 * The Compare button of car cards and the car page (docs/product.md#compare): a form post to
 * /compare (`intent=add`, the car's id) that works without JavaScript, which then goes to the
 * comparison. With JavaScript it posts through a fetcher and stays on the page, saying "Added to
 * compare (2 of 3)" (or why not) in a live region with a link to the comparison.
 *
 * It is the same for every visitor (nothing says whether the car is already in the visitor's
 * list), so the pages that show it stay shared-cacheable (docs/decisions/019-cacheable-pages.md).
 */
import { useEffect, useState } from "react";
import { useFetcher, href } from "react-router";
import { useLocalePath, useT } from "~/i18n/react";
import { formErrorsOf, type FormAnswer } from "~/lib/forms/form-answer";
import type { CompareIntent } from "~/lib/forms/intents";
import { Button } from "./form-parts/button";
import { IntentInput } from "./form-parts/intent";

export function CompareButton({
  listingId,
  title,
  className = "",
  dense = false,
}: {
  listingId: string;
  /** The car's title, for the button's accessible name ("Compare Toyota Corolla 2015"). */
  title: string;
  className?: string;
  /** A lower button on a phone (under 640 px): a list card's compact row. */
  dense?: boolean;
}) {
  // The answer of /compare's add (routes/public/compare.tsx): the message, or the refusal.
  const fetcher = useFetcher<FormAnswer<CompareIntent, { count: number; message: string }>>();
  const t = useT();
  const l = useLocalePath();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const idle = fetcher.state === "idle";
  const refusal = idle ? formErrorsOf(fetcher.data)?.[0] : undefined;
  const message = idle && !refusal ? fetcher.data?.message : undefined;
  const said = refusal ?? message;
  return (
    <fetcher.Form
      method="post"
      action={l(href("/:lang?/compare"))}
      // Adding changes nothing this page shows: its data need not be loaded again.
      defaultShouldRevalidate={false}
      className={className}
    >
      <input type="hidden" name="listingId" value={listingId} />
      <IntentInput<CompareIntent> value="add" />
      {enhanced && <input type="hidden" name="mode" value="fetch" />}
      <Button
        variant="secondary"
        size={dense ? "sm" : "compact"}
        aria-label={t("cards.compare.label", { title })}
        pending={!idle}
        className={`w-full text-slate-800 ${dense ? "sm:py-2" : ""}`}
      >
        {t("cards.compare.button")}
      </Button>
      <p role="status" className={`text-sm ${refusal ? "text-red-800" : "text-slate-800"}`}>
        {said && (
          <span className="mt-1 block">
            {said}{" "}
            <a href={l(href("/:lang?/compare"))} className="text-brand-700 font-semibold underline">
              {t("cards.compare.view")}
            </a>
          </span>
        )}
      </p>
    </fetcher.Form>
  );
}

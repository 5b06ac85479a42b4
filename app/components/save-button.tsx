/**
 * The heart that saves a car. A plain form post to /favorites (works without JavaScript and
 * comes back to this page); with JavaScript it submits through a fetcher and shows the new
 * state at once (optimistic), rolling back if the server refuses and saying why in a toast.
 */
import { useEffect, useState } from "react";
import { useFetcher, useLocation, href } from "react-router";
import { useLocalePath, useT } from "~/i18n/react";
import { formErrorsOf, type FormAnswer } from "~/lib/forms/form-answer";
import { IntentInput } from "./form-parts/intent";
import { HeartIcon } from "./icons";
import { showToast } from "./toasts";
import { WithTooltip } from "./tooltip";
import type { FavouriteIntent } from "~/lib/forms/intents";

export function SaveButton({
  listingId,
  saved,
  title,
  className = "",
}: {
  listingId: string;
  saved: boolean;
  title: string;
  className?: string;
}) {
  // The answer of /favorites (lib/forms/form-answer.ts): `saved` once done, or the refusal.
  const fetcher = useFetcher<FormAnswer<string, { saved: boolean }>>();
  const location = useLocation();
  const t = useT();
  const l = useLocalePath();
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const pending = fetcher.formData?.get("intent");
  const failed = fetcher.state === "idle" && !!formErrorsOf(fetcher.data);
  const isSaved = pending ? pending === "save" : failed ? saved : (fetcher.data?.saved ?? saved);
  const label = isSaved ? t("cards.save.remove", { title }) : t("cards.save.add", { title });
  // A refusal ("This car is no longer available") has no page to show on: it becomes a toast.
  const refusal = failed ? formErrorsOf(fetcher.data)?.[0] : undefined;
  useEffect(() => {
    if (refusal) showToast(refusal, "error");
  }, [fetcher.data, refusal]);
  return (
    <fetcher.Form method="post" action={l(href("/:lang?/favorites"))} className={className}>
      <input type="hidden" name="listingId" value={listingId} />
      <IntentInput<FavouriteIntent> value={isSaved ? "remove" : "save"} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {enhanced && <input type="hidden" name="mode" value="fetch" />}
      <WithTooltip label={label}>
        <button
          type="submit"
          aria-pressed={isSaved}
          aria-label={label}
          className={`rounded-full p-2 shadow ${isSaved ? "bg-rose-600 text-white" : "bg-white/95 text-slate-800 hover:text-rose-600"}`}
        >
          <HeartIcon className={`h-5 w-5 ${isSaved ? "fill-current" : ""}`} />
        </button>
      </WithTooltip>
    </fetcher.Form>
  );
}

/**
 * Photo enhancement on step 2 of /sell, a plan-gated premium feature
 * (docs/product.md#premium-features and 6): `EnhancementIntro` says what the seller's plan offers
 * (with the upgrade link below Premium), and `PhotoEnhanceForm` applies an enhancement to one photo
 * or restores the original. Plain form posts: everything works without JavaScript. The server
 * applies the same rule (models/listings/enhancement.server.ts).
 */
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/form-parts/button";
import { IntentInput } from "~/components/form-parts/intent";
import { ScreenLink } from "~/components/screen-link";
import {
  BACKGROUND_REMOVAL_NOTE,
  ENHANCEMENT_HINTS,
  ENHANCEMENT_LABELS,
  ENHANCEMENTS,
  planNeededFor,
  type Enhancement,
} from "~/lib/enhancements";
import type { SellIntent } from "~/lib/intents";
import type { Draft } from "./draft";

const ENHANCE: SellIntent = "enhance-photo";
const RESTORE: SellIntent = "restore-photo";

type Panel = Draft["enhancement"];

/** What the plan offers, each enhancement marked as included or needing an upgrade. */
export function EnhancementIntro({ panel }: { panel: Panel }) {
  const offered = new Set<Enhancement>(panel.offered);
  return (
    <div
      className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm"
      aria-labelledby="enhance-heading"
      role="group"
    >
      <h3 id="enhance-heading" className="font-semibold">
        Photo enhancement
      </h3>
      {panel.plan === "free" ? (
        <p className="mt-1 text-slate-700">
          Photo enhancement is a premium feature: it is not included in the Free plan.
        </p>
      ) : (
        <p className="mt-1 text-slate-700">
          Choose an enhancement under a photo and press Apply. You can always restore the original.
        </p>
      )}
      <ul className="mt-2 space-y-1">
        {ENHANCEMENTS.map((e) => (
          <li key={e}>
            <span className="font-semibold">{ENHANCEMENT_LABELS[e]}</span>: {ENHANCEMENT_HINTS[e]}{" "}
            <span className={offered.has(e) ? "text-green-800" : "text-slate-600"}>
              ({offered.has(e) ? "included in your plan" : `needs ${planNeededFor(e)}`})
            </span>
          </li>
        ))}
        <li className="text-slate-700">{BACKGROUND_REMOVAL_NOTE}</li>
      </ul>
      {panel.plan !== "premium" && (
        <ScreenLink
          to="/subscription"
          className="text-brand-700 mt-2 inline-block font-semibold hover:underline"
          fallback={<p className="mt-2">Upgrade your plan to unlock more enhancements.</p>}
        >
          {panel.plan === "free"
            ? "Upgrade to enhance your photos"
            : "Upgrade to Premium for Colour Correction"}
        </ScreenLink>
      )}
    </div>
  );
}

/**
 * Under one photo: "Enhanced: HDR Enhancement" when enhanced, a Restore original button, and,
 * when the plan offers any, a choice of enhancement with an Apply button.
 */
export function PhotoEnhanceForm({
  photoId,
  number,
  panel,
  action,
}: {
  photoId: string;
  /** The photo's number on screen (1 is the cover), for the controls' labels. */
  number: number;
  panel: Panel;
  action: string;
}) {
  const navigation = useNavigation();
  const applied = panel.applied[photoId];
  const sending = (intent: SellIntent) =>
    navigation.state === "submitting" &&
    navigation.formData?.get("photoId") === photoId &&
    navigation.formData.get("intent") === intent;
  if (!applied && !panel.offered.length) return null;
  const selectId = `enhancement-${photoId}`;
  return (
    <div className="space-y-2 border-t border-slate-100 p-2 text-sm">
      {applied && (
        <div className="flex flex-wrap items-center justify-between gap-1">
          <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-900">
            Enhanced: {ENHANCEMENT_LABELS[applied]}
          </span>
          <Form method="post" action={action}>
            <IntentInput<SellIntent> value={RESTORE} />
            <input type="hidden" name="photoId" value={photoId} />
            <Button
              variant="secondary"
              size="sm"
              pending={sending(RESTORE)}
              pendingText="Restoring..."
              aria-label={`Restore original of photo ${number}`}
            >
              Restore original
            </Button>
          </Form>
        </div>
      )}
      {panel.offered.length > 0 && (
        <Form method="post" action={action} className="flex flex-wrap items-end gap-2">
          <IntentInput<SellIntent> value={ENHANCE} />
          <input type="hidden" name="photoId" value={photoId} />
          <div className="min-w-0 flex-1">
            <label htmlFor={selectId} className="block text-xs font-semibold">
              Enhance photo {number}
            </label>
            <select
              id={selectId}
              name="enhancement"
              defaultValue={applied ?? panel.offered[0]}
              className="mt-0.5 w-full rounded border border-slate-300 px-1 py-1"
            >
              {panel.offered.map((e) => (
                <option key={e} value={e}>
                  {ENHANCEMENT_LABELS[e]}
                </option>
              ))}
            </select>
          </div>
          <Button
            size="sm"
            pending={sending(ENHANCE)}
            pendingText="Enhancing..."
            aria-label={`Apply the enhancement to photo ${number}`}
          >
            Apply
          </Button>
        </Form>
      )}
    </div>
  );
}

/**
 * Photo enhancement on step 2 of /sell, a plan-gated premium feature
 * (docs/product.md#premium-features and 6): `EnhancementIntro` says what the seller's plan offers
 * (with the upgrade link below Premium), and `PhotoEnhanceForm` applies an enhancement to one photo
 * or restores the original. Plain form posts: everything works without JavaScript. The server
 * applies the same rule (models/selling/enhancement.server.ts).
 */
import { Form, useNavigation, href } from "react-router";
import { Button } from "~/components/form-parts/button";
import { IntentInput } from "~/components/form-parts/intent";
import { ScreenLink } from "~/components/screen-link";
import { ENHANCEMENTS, planNeededFor, type Enhancement } from "~/lib/billing/enhancements";
import { useT } from "~/i18n/react";
import type { SellIntent } from "~/lib/forms/intents";
import type { Draft } from "./draft";

const ENHANCE: SellIntent = "enhance-photo";
const RESTORE: SellIntent = "restore-photo";

type Panel = Draft["enhancement"];

/** What the plan offers, each enhancement marked as included or needing an upgrade. */
export function EnhancementIntro({ panel }: { panel: Panel }) {
  const offered = new Set<Enhancement>(panel.offered);
  const t = useT();
  return (
    <div
      className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm"
      aria-labelledby="enhance-heading"
      role="group"
    >
      <h3 id="enhance-heading" className="font-semibold">
        {t("sell.enhance.heading")}
      </h3>
      {panel.plan === "free" ? (
        <p className="mt-1 text-slate-700">{t("sell.enhance.free")}</p>
      ) : (
        <p className="mt-1 text-slate-700">{t("sell.enhance.paid")}</p>
      )}
      <ul className="mt-2 space-y-1">
        {ENHANCEMENTS.map((e) => (
          <li key={e}>
            <span className="font-semibold">{t(`sell.enhancement.${e}`)}</span>:{" "}
            {t(`sell.enhancementHint.${e}`)}{" "}
            <span className={offered.has(e) ? "text-green-800" : "text-slate-600"}>
              (
              {offered.has(e)
                ? t("sell.enhance.included")
                : t("sell.enhance.needs", { plan: planNeededFor(e) })}
              )
            </span>
          </li>
        ))}
        <li className="text-slate-700">{t("sell.enhance.background")}</li>
      </ul>
      {panel.plan !== "premium" && (
        <ScreenLink
          to={href("/:lang?/subscription")}
          className="text-brand-700 mt-2 inline-block font-semibold hover:underline"
          fallback={<p className="mt-2">{t("sell.enhance.upgradeFallback")}</p>}
        >
          {panel.plan === "free" ? t("sell.enhance.upgradeFree") : t("sell.enhance.upgradeColour")}
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
  const t = useT();
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
            {t("sell.enhance.applied", { name: t(`sell.enhancement.${applied}`) })}
          </span>
          <Form method="post" action={action}>
            <IntentInput<SellIntent> value={RESTORE} />
            <input type="hidden" name="photoId" value={photoId} />
            <Button
              variant="secondary"
              size="sm"
              pending={sending(RESTORE)}
              pendingText={t("sell.enhance.restoring")}
              aria-label={t("sell.enhance.restoreLabel", { number })}
            >
              {t("sell.enhance.restore")}
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
              {t("sell.enhance.choose", { number })}
            </label>
            <select
              id={selectId}
              name="enhancement"
              defaultValue={applied ?? panel.offered[0]}
              className="mt-0.5 w-full rounded border border-slate-300 px-1 py-1"
            >
              {panel.offered.map((e) => (
                <option key={e} value={e}>
                  {t(`sell.enhancement.${e}`)}
                </option>
              ))}
            </select>
          </div>
          <Button
            size="sm"
            pending={sending(ENHANCE)}
            pendingText={t("sell.enhance.enhancing")}
            aria-label={t("sell.enhance.applyLabel", { number })}
          >
            {t("sell.enhance.apply")}
          </Button>
        </Form>
      )}
    </div>
  );
}

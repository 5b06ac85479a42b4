/**
 * Step 2 of /sell: the draft's photos. Upload is a plain multipart form (several files at
 * once); each photo has up / down and Remove buttons that are forms of their own. With
 * JavaScript, photos can also be dragged into order (the buttons stay). Photo enhancement, the
 * plan-gated premium feature, is in photo-enhance.tsx.
 */
import { useState } from "react";
import { Form, useNavigation, useSubmit, href } from "react-router";
import { CarImage } from "~/components/car-image";
import { Button, ButtonLink } from "~/components/form-parts/button";
import { IntentInput } from "~/components/form-parts/intent";
import { WithTooltip } from "~/components/tooltip";
import { useLocalePath, useT } from "~/i18n/react";
import { EnhancementIntro, PhotoEnhanceForm } from "./photo-enhance";
import type { Draft } from "./draft";
import type { SellIntent } from "~/lib/forms/intents";

export function PhotosStep({ draft, planPhotos }: { draft: Draft; planPhotos: number }) {
  const navigation = useNavigation();
  const submit = useSubmit();
  const [dragged, setDragged] = useState<string | null>(null);
  const t = useT();
  const l = useLocalePath();
  const action = l(`${href("/:lang?/sell")}?draft=${draft.id}&step=2`);
  const onDrop = (moved: string | null, targetId: string) => {
    if (!moved || moved === targetId) return;
    const ids = draft.photos.map((p) => p.id).filter((id) => id !== moved);
    ids.splice(ids.indexOf(targetId), 0, moved);
    setDragged(null);
    submit(
      { intent: "reorder-photos" satisfies SellIntent, order: ids.join(",") },
      { method: "post", action, preventScrollReset: true },
    );
  };
  const moveLabel = (dir: "up" | "down", number: number) =>
    t(dir === "up" ? "sell.photos.moveUp" : "sell.photos.moveDown", { number });
  const uploading =
    navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  return (
    <section
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6"
      aria-labelledby="photos-heading"
    >
      <h2 id="photos-heading" className="text-lg font-semibold">
        {t("sell.photos.heading", { count: draft.photos.length, max: planPhotos })}
      </h2>
      <p className="text-sm text-slate-700">{t("sell.photos.hint")}</p>
      <Form
        method="post"
        action={action}
        encType="multipart/form-data"
        className="flex flex-wrap items-end gap-3"
      >
        <div>
          <label htmlFor="photos" className="block text-sm font-semibold">
            {t("sell.photos.choose")}
          </label>
          <input
            id="photos"
            name="photos"
            type="file"
            multiple
            accept="image/*"
            className="mt-1 block text-sm"
          />
        </div>
        <Button pending={uploading} pendingText={t("sell.photos.uploading")}>
          {t("sell.photos.upload")}
        </Button>
      </Form>
      {draft.photos.length > 0 && <EnhancementIntro panel={draft.enhancement} />}
      {draft.photos.length > 0 && (
        <ol className="grid grid-cols-2 gap-4 sm:grid-cols-3" aria-label={t("sell.photos.list")}>
          {draft.photos.map((p, i) => (
            <li
              key={p.id}
              draggable
              onDragStart={(e) => {
                e.dataTransfer.effectAllowed = "move";
                e.dataTransfer.setData("text/plain", p.id);
                setDragged(p.id);
              }}
              onDragEnter={(e) => e.preventDefault()}
              onDragOver={(e) => {
                e.preventDefault();
                e.dataTransfer.dropEffect = "move";
              }}
              onDrop={(e) => {
                e.preventDefault();
                onDrop(e.dataTransfer.getData("text/plain") || dragged, p.id);
              }}
              onDragEnd={() => setDragged(null)}
              className={`overflow-hidden rounded-lg border ${dragged === p.id ? "border-brand-600 opacity-60" : "border-slate-200"}`}
            >
              <CarImage
                photo={p}
                alt={t(i === 0 ? "sell.photos.altCover" : "sell.photos.alt", { number: i + 1 })}
                sizes="200px"
                preferred={320}
              />
              <div className="flex items-center justify-between gap-1 p-2 text-sm">
                <span>
                  {i === 0 ? t("sell.photos.cover") : t("sell.photos.number", { number: i + 1 })}
                </span>
                <span className="flex gap-1">
                  {(["up", "down"] as const).map((dir) => (
                    <Form key={dir} method="post" action={action}>
                      <IntentInput<SellIntent> value="move-photo" />
                      <input type="hidden" name="photoId" value={p.id} />
                      <input type="hidden" name="direction" value={dir} />
                      <WithTooltip label={moveLabel(dir, i + 1)} side="top">
                        <button
                          type="submit"
                          disabled={
                            (dir === "up" && i === 0) ||
                            (dir === "down" && i === draft.photos.length - 1)
                          }
                          aria-label={moveLabel(dir, i + 1)}
                          className="rounded border border-slate-300 px-2 py-0.5 disabled:opacity-40"
                        >
                          {dir === "up" ? "↑" : "↓"}
                        </button>
                      </WithTooltip>
                    </Form>
                  ))}
                  <Form method="post" action={action}>
                    <IntentInput<SellIntent> value="remove-photo" />
                    <input type="hidden" name="photoId" value={p.id} />
                    <button
                      type="submit"
                      aria-label={t("sell.photos.removeLabel", { number: i + 1 })}
                      className="rounded border border-red-300 px-2 py-0.5 text-red-700"
                    >
                      {t("sell.photos.remove")}
                    </button>
                  </Form>
                </span>
              </div>
              <PhotoEnhanceForm
                photoId={p.id}
                number={i + 1}
                panel={draft.enhancement}
                action={action}
              />
            </li>
          ))}
        </ol>
      )}
      <ButtonLink
        to={l(`${href("/:lang?/sell")}?draft=${draft.id}&step=3`)}
        variant="dark"
        className="inline-block"
      >
        {t("sell.photos.continue")}
      </ButtonLink>
    </section>
  );
}

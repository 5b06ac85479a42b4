/**
 * The data saver's notice that photos wait (data-saver.tsx, `ShowPhotos`), a static part: "Photos
 * are not loaded, to save data. Show photos", the link to this page with its photos.
 */
import { useT } from "~/i18n/react";

export function HeldPhotos({ href, spacing }: { href: string; spacing: string }) {
  const t = useT();
  return (
    <p
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700 ${spacing}`}
    >
      {t("common.photo.held")}{" "}
      <a href={href} className="text-brand-700 font-semibold underline underline-offset-2">
        {t("common.photo.show")}
      </a>
    </p>
  );
}

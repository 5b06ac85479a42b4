/**
 * `t` for the admin tabs' `meta` functions, which cannot use hooks: the root loader's viewer read
 * from `matches` (docs/decisions/023-languages.md).
 */
import { metaTranslator, type Viewer } from "~/i18n/react";
import type { MessageKey } from "~/i18n/keys";
import { SITE } from "~/lib/format/site";

function metaT(matches: readonly unknown[]) {
  const root = matches.find((m) => (m as { id?: string } | undefined)?.id === "root") as
    { data?: { viewer?: Viewer } } | undefined;
  return metaTranslator(root?.data?.viewer);
}

/** `[title, noindex]` for an admin tab: "Admin panel | MotorMart", or "<section> | Admin | MotorMart". */
export function adminMeta(matches: readonly unknown[], section?: MessageKey | { text: string }) {
  const t = metaT(matches);
  const title = !section
    ? t("admin.meta.title", { site: SITE.name })
    : t("admin.meta.section", {
        section: typeof section === "string" ? t(section) : section.text,
        site: SITE.name,
      });
  return [{ title }, { name: "robots", content: "noindex" }];
}

/**
 * `t` for the sign-in screens' `meta` functions, which cannot use hooks: the root loader's viewer
 * read from `matches` (docs/decisions/023-languages.md).
 */
import { metaTranslator, type Viewer } from "~/i18n/react";

export function metaT(matches: readonly unknown[]) {
  const root = matches.find((m) => (m as { id?: string } | undefined)?.id === "root") as
    { data?: { viewer?: Viewer } } | undefined;
  return metaTranslator(root?.data?.viewer);
}

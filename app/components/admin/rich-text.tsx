/**
 * A translated sentence with elements inside it (a `<time>`, `<kbd>` keys): the catalogue keeps
 * the whole sentence with placeholders, so each language orders it as it needs
 * (docs/decisions/023-languages.md); the placeholders are swapped for the nodes here.
 */
import { Fragment, type ReactNode } from "react";
import type { MessageKey } from "~/i18n/keys";
import { useT } from "~/i18n/react";

const MARK = "\u0001";

export function RichText({
  k,
  values,
  nodes,
}: {
  k: MessageKey;
  values?: Record<string, string | number>;
  nodes: Record<string, ReactNode>;
}) {
  const t = useT();
  const marks = Object.fromEntries(
    Object.keys(nodes).map((name) => [name, `${MARK}${name}${MARK}`]),
  );
  const parts = t(k, { ...values, ...marks }).split(MARK);
  // Odd parts are the names between two marks.
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>{i % 2 === 1 && part in nodes ? nodes[part] : part}</Fragment>
      ))}
    </>
  );
}

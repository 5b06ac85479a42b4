/**
 * Catalogue texts with links inside (docs/decisions/023-languages.md): the message names each
 * link as a placeholder (`"{browse} and narrow them down"`), so a translation can put it where
 * its word order needs it, and `useRichT()` fills that placeholder with a React node.
 */
import { Fragment, type ReactNode } from "react";
import { useT } from "~/i18n/react";
import type { MessageKey, MessageValues } from "~/i18n/keys";

const MARK = "\u0000";

/** Like `useT()`, with `nodes` (links, bold text) placed where their placeholders are. */
export function useRichT() {
  const t = useT();
  return (key: MessageKey, nodes: Record<string, ReactNode>, values: MessageValues = {}) => {
    const marked: MessageValues = { ...values };
    for (const name of Object.keys(nodes)) marked[name] = `${MARK}${name}${MARK}`;
    return t(key, marked)
      .split(MARK)
      .map((part, i) => (i % 2 ? <Fragment key={i}>{nodes[part]}</Fragment> : part));
  };
}

/**
 * A seller's response time in the reader's language (docs/decisions/023-languages.md). Messaging
 * words it in English ("Within 3 hours", models/messaging/conversations.server.ts
 * `responseTimeText`), which the API also returns; the car page and the seller profile read the
 * number and unit back from those words and say them again with the catalogue's
 * `<ns>.responseTime.*` messages. Anything else is shown as it is.
 */
import type { MessageKey, MessageValues } from "~/i18n/keys";

type T = (key: MessageKey, values?: MessageValues) => string;

/** "Within 3 hours" -> t("car.responseTime.hour", { count: 3 }); null -> "Not enough data". */
export function responseTimeWords(t: T, namespace: "car" | "seller", text: string | null): string {
  if (text === null) return t(`${namespace}.notEnoughData` as MessageKey);
  const match = /^Within ([\d,]+) (minute|hour|day)s?$/.exec(text);
  const unit = match?.[2] as "minute" | "hour" | "day" | undefined;
  if (!match || !unit) return text;
  return t(`${namespace}.responseTime.${unit}` as MessageKey, {
    count: Number(match[1]!.replace(/,/g, "")),
  });
}

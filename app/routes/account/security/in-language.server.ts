/**
 * The Security Center's records in the reader's language (docs/decisions/023-languages.md): the
 * model words events and the score's checks as `security` message keys; the page's loader and
 * `GET /api/user/security` put them in the language they answer in.
 */
import type { Language } from "~/i18n/languages";
import { translateText } from "~/i18n/server/catalogues.server";
import type { SecurityEventView, SecurityOverview } from "~/models/security/center.server";

export function eventsIn(language: Language, events: SecurityEventView[]): SecurityEventView[] {
  return events.map((e) => ({
    ...e,
    title: translateText(language, e.title),
    description: translateText(language, e.description),
  }));
}

export function overviewIn(language: Language, overview: SecurityOverview): SecurityOverview {
  return {
    ...overview,
    checks: overview.checks.map((c) => ({ ...c, text: translateText(language, c.text) })),
  };
}

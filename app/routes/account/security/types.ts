/** The shapes the /security tabs render (from the loader and the action), and shared parts. */
import type { MessageKey } from "~/i18n/keys";
import { trustBand, type AlertSeverity } from "~/lib/vocabulary/domain-trust";
import type { SecurityAnswer } from "./action.server";
import type {
  SecurityEventView,
  SecurityOverview,
  SessionView,
} from "~/models/security/center.server";

export type { SecurityEventView, SecurityOverview, SessionView };
export type ActionData = SecurityAnswer | undefined;

const BANDS = {
  green: { text: "text-emerald-700", bar: "bg-emerald-600" },
  yellow: { text: "text-amber-700", bar: "bg-amber-500" },
  red: { text: "text-red-700", bar: "bg-red-600" },
} as const;

/** Score colours as the trust score's (trustBand: 80+ green, 60+ yellow, below red). */
export const scoreClasses = (score: number) => BANDS[trustBand(score)];

export const SEVERITY: Record<AlertSeverity, { label: MessageKey; className: string }> = {
  info: { label: "security.severity.info", className: "bg-slate-200 text-slate-800" },
  warning: { label: "security.severity.warning", className: "bg-amber-100 text-amber-900" },
  high: { label: "security.severity.high", className: "bg-red-50 text-red-800" },
};

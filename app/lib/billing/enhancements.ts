/**
 * Photo enhancement, a premium feature: which enhancements each plan may apply to its listing
 * photos, and their names on screen. One rule for the /sell view and the model that applies
 * them (models/selling/enhancement.server.ts).
 *
 * Source: docs/product.md#plans-and-boosts (plan gating of premium features): free gets no photo
 * enhancement; AI Auto-Enhance and HDR Enhancement need a non-free plan; Background Removal and
 * Color Correction need premium. Background Removal is not offered: tried here on 2026-11-22,
 * `@imgly/background-removal-node` 1.4.5 (its small model) took 7-9 s for one 1280 px photo
 * on this 2-core machine, adds about 300 MB of dependencies, and installs only with its
 * install scripts skipped (they download binaries from GitHub); see BACKGROUND_REMOVAL_NOTE.
 */
import { ENHANCEMENTS, type Enhancement } from "../vocabulary/domain-billing";
import { PLAN_RANK, type PlanId } from "./plans";

export { ENHANCEMENTS, type Enhancement };

/** The least plan each enhancement needs. */
const NEEDS: Record<Enhancement, PlanId> = { auto: "basic", hdr: "basic", colour: "premium" };

/** The enhancements `plan` may apply, in display order; [] for free (and unknown plans). */
export function enhancementsFor(plan: PlanId | null | undefined): Enhancement[] {
  const rank = PLAN_RANK[plan ?? "free"] ?? 0;
  return ENHANCEMENTS.filter((e) => rank >= PLAN_RANK[NEEDS[e]]);
}

/** Whether `plan` may apply `enhancement`. */
export function mayEnhance(plan: PlanId | null | undefined, enhancement: Enhancement): boolean {
  return enhancementsFor(plan).includes(enhancement);
}

/** The plan name an enhancement needs ("Basic", "Premium"), for upgrade messages. */
export function planNeededFor(enhancement: Enhancement): "Basic" | "Premium" {
  return NEEDS[enhancement] === "premium" ? "Premium" : "Basic";
}

/**
 * Site settings (docs/decisions/013-admin-panel.md; admins: `update:settings:any`), stored in
 * `site_settings` and audited:
 * - `registrationOpen`: new accounts (form, API and Google) are refused while false;
 * - `noticeBanner`: a site-wide notice shown on every page (empty: none), at most 300
 *   characters;
 * - `moderationTargetHours`: the review promise staff work to (1-168, default 24);
 * - `listingsNeedReview`: when false, a submitted listing goes live at once and edits to live
 *   listings stay live;
 * - `usdRate` / `eurRate` with `usdRateFrom` / `eurRateFrom`: how many naira a dollar or a euro
 *   buys and the day that rate applies from (not in the future), or null. A user who chose
 *   dollars or euros (docs/product.md#data, Preferences) sees an approximate amount beside naira
 *   prices only while its rate is set (`approxRate`); prices and payments stay in naira.
 * Plan and boost prices stay in the catalogue module (lib/billing/plans.ts) and are only shown.
 *
 * Reads are cached for 15 seconds per process (every page reads the banner); a change clears
 * this process's cache, and other instances see it within 15 seconds.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import { db } from "#db/connection";
import { siteSettings } from "#db/schema";
import type { Currency } from "~/lib/vocabulary/domain-trust";
import type { ApproxRate } from "~/lib/format/format";
import { lagosToday } from "~/lib/messaging/messages";
import { msg } from "~/i18n/messages";
import { audit } from "../shared/audit.server";
import { DomainError } from "../shared/errors.server";
import { requirePermission } from "../shared/permissions.server";
import type { Actor } from "../shared/permissions.server";

/**
 * Naira per dollar or euro: more than 100 and less than 100,000 (the naira was about 1,500 to the
 * dollar in 2026), so a slip of the finger (15, or 1,500,000) is refused. Kopecks are kept to 2
 * places; "1,532.50" is read with its commas.
 */
export const RATE_MIN = 100;
export const RATE_MAX = 100_000;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && !v.trim());

const NairaRate = z.preprocess(
  (v) => (blank(v) ? null : typeof v === "string" ? Number(v.trim().replace(/,/g, "")) : v),
  z
    .number({ error: msg("forms.settings.rate.number") })
    .min(RATE_MIN, msg("forms.settings.rate.min", { min: RATE_MIN }))
    .max(RATE_MAX, msg("forms.settings.rate.max", { max: "100,000" }))
    .transform((n) => Math.round(n * 100) / 100)
    .nullable(),
);

const RateFrom = z.preprocess(
  (v) => (blank(v) ? null : typeof v === "string" ? v.trim() : v),
  z.iso
    .date({ error: msg("forms.settings.date.invalid") })
    .refine((d) => d >= "2000-01-01", msg("forms.settings.date.from2000"))
    // A rate is what a dollar buys now or bought since; Lagos's calendar day.
    .refine((d) => d <= lagosToday(), msg("forms.settings.date.future"))
    .nullable(),
);

export const SettingsSchema = z
  .object({
    registrationOpen: z.boolean(),
    noticeBanner: z
      .string()
      .trim()
      .max(300, msg("forms.text.atMost", { max: 300 })),
    moderationTargetHours: z.coerce
      .number({ error: msg("forms.settings.hours.number") })
      .int(msg("forms.settings.hours.whole"))
      .min(1, msg("forms.settings.hours.min"))
      .max(168, msg("forms.settings.hours.max")),
    listingsNeedReview: z.boolean(),
    usdRate: NairaRate,
    usdRateFrom: RateFrom,
    eurRate: NairaRate,
    eurRateFrom: RateFrom,
  })
  .superRefine((s, ctx) => {
    // A rate and its date go together: both set, or both cleared.
    for (const c of ["usd", "eur"] as const) {
      const rate = s[`${c}Rate`];
      const from = s[`${c}RateFrom`];
      if (rate !== null && from === null)
        ctx.addIssue({
          code: "custom",
          path: [`${c}RateFrom`],
          message: msg("forms.settings.rate.dateNeeded"),
        });
      if (rate === null && from !== null)
        ctx.addIssue({
          code: "custom",
          path: [`${c}Rate`],
          message: msg("forms.settings.rate.orNoDate"),
        });
    }
  });
export type SiteSettings = z.output<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: SiteSettings = {
  registrationOpen: true,
  noticeBanner: "",
  moderationTargetHours: 24,
  listingsNeedReview: true,
  usdRate: null,
  usdRateFrom: null,
  eurRate: null,
  eurRateFrom: null,
};

/**
 * The approximate amount a user who chose `currency` sees beside naira prices: its rate and the
 * day it applies from, or null for naira, or while no rate is set (nothing approximate is shown
 * without one).
 */
export function approxRate(settings: SiteSettings, currency: Currency): ApproxRate | null {
  if (currency === "NGN") return null;
  const key = currency === "USD" ? "usd" : "eur";
  const nairaPerUnit = settings[`${key}Rate`];
  const date = settings[`${key}RateFrom`];
  return nairaPerUnit && date ? { currency, nairaPerUnit, date } : null;
}

const TTL_MS = 15_000;
let cache: { at: number; value: Promise<SiteSettings> } | null = null;

/**
 * The settings now (defaults for keys never set). Every page's root loader calls it: a cached
 * answer costs nothing; when the cache has expired, the requests arriving meanwhile share one
 * read (about 1 ms on PostgreSQL, 4 ms on PGlite) instead of each running its own.
 */
export function getSettings(): Promise<SiteSettings> {
  if (cache && Date.now() - cache.at < TTL_MS) return cache.value;
  const entry = { at: Date.now(), value: readSettings() };
  cache = entry;
  // A failed read is not kept: the next request tries again.
  entry.value.catch(() => {
    if (cache === entry) cache = null;
  });
  return entry.value;
}

async function readSettings(): Promise<SiteSettings> {
  const rows = await db().select().from(siteSettings);
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  const merged = SettingsSchema.safeParse({ ...DEFAULT_SETTINGS, ...stored });
  return merged.success ? merged.data : DEFAULT_SETTINGS;
}

/** Forgets the cached settings (after a change, and in tests). */
export function clearSettingsCache() {
  cache = null;
}

/**
 * Saves the changed settings and audits each change with before and after. 400 with field
 * errors for bad values, 403 for anyone but admins.
 */
export async function updateSettings(
  staff: Actor,
  input: Partial<Record<keyof SiteSettings, unknown>>,
): Promise<SiteSettings> {
  requirePermission(staff, "update:settings:any");
  const before = await getSettings();
  const parsed = SettingsSchema.safeParse({ ...before, ...input });
  if (!parsed.success)
    throw new DomainError(
      400,
      msg("forms.api.invalid"),
      z.flattenError(parsed.error).fieldErrors as Record<string, string[]>,
    );
  const changes = (Object.keys(parsed.data) as (keyof SiteSettings)[]).filter(
    (k) => parsed.data[k] !== before[k],
  );
  if (changes.length) {
    await db().transaction(async (tx) => {
      for (const key of changes)
        // A cleared rate (null) is no row: the default again (a jsonb null would be SQL NULL).
        if (parsed.data[key] === null)
          await tx.delete(siteSettings).where(eq(siteSettings.key, key));
        else
          await tx
            .insert(siteSettings)
            .values({ key, value: parsed.data[key], updatedBy: staff.id })
            .onConflictDoUpdate({
              target: siteSettings.key,
              set: { value: parsed.data[key], updatedBy: staff.id, updatedAt: new Date() },
            });
      await audit(
        staff.id,
        "settings.update",
        "settings",
        "site",
        Object.fromEntries(changes.map((k) => [k, [before[k], parsed.data[k]]])),
        tx,
        staff.ip,
      );
    });
  }
  clearSettingsCache();
  return parsed.data;
}

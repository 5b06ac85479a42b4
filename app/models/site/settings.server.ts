/**
 * Site settings (docs/decisions/013-admin-panel.md; admins: `update:settings:any`), stored in
 * `site_settings` and audited:
 * - `registrationOpen`: new accounts (form, API and Google) are refused while false;
 * - `noticeBanner`: a site-wide notice shown on every page (empty: none), at most 300
 *   characters;
 * - `moderationTargetHours`: the review promise staff work to (1-168, default 24);
 * - `listingsNeedReview`: when false, a submitted listing goes live at once and edits to live
 *   listings stay live.
 * Plan and boost prices stay in the catalogue module (lib/plans.ts) and are only shown.
 *
 * Reads are cached for 15 seconds per process (every page reads the banner); a change clears
 * this process's cache, and other instances see it within 15 seconds.
 */
import { z } from "zod";
import { db } from "#db/connection";
import { siteSettings } from "#db/schema";
import { audit } from "../shared/audit.server";
import { DomainError } from "../shared/errors.server";
import { requirePermission } from "../shared/permissions.server";
import type { Actor } from "../shared/permissions.server";

export const SettingsSchema = z.object({
  registrationOpen: z.boolean(),
  noticeBanner: z.string().trim().max(300, "At most 300 characters"),
  moderationTargetHours: z.coerce
    .number({ error: "A number of hours" })
    .int("Whole hours")
    .min(1, "At least 1 hour")
    .max(168, "At most 168 hours (a week)"),
  listingsNeedReview: z.boolean(),
});
export type SiteSettings = z.infer<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: SiteSettings = {
  registrationOpen: true,
  noticeBanner: "",
  moderationTargetHours: 24,
  listingsNeedReview: true,
};

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
      "Some values are not valid",
      z.flattenError(parsed.error).fieldErrors as Record<string, string[]>,
    );
  const changes = (Object.keys(parsed.data) as (keyof SiteSettings)[]).filter(
    (k) => parsed.data[k] !== before[k],
  );
  if (changes.length) {
    await db().transaction(async (tx) => {
      for (const key of changes)
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

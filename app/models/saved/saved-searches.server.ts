/**
 * Saved searches (docs/product.md#saved-searches): save the filters of a browse URL with a
 * name and an alert frequency, list them with the matches found since the owner last opened
 * each, rename, change the frequency, delete. The page and `/api/saved-searches` both call
 * these; the matcher that finds new listings for them is saved-search-matcher.server.ts.
 *
 * Limits (held under concurrent requests: the count and the insert run under the user's
 * advisory lock, and a unique index refuses the same query twice): at most
 * MAX_SAVED_SEARCHES per user, names of 1-60 characters, at least one filter.
 * Errors: DomainError 400 (bad name, frequency or filters), 404 (unknown or another user's
 * search), 409 (the limit, or the same search saved already).
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { db } from "#db/connection";
import { savedSearchMatches, savedSearches } from "#db/schema";
import {
  NewSavedSearchSchema,
  SavedSearchChangeSchema,
  savedSearchFilters,
  type SavedSearchView,
} from "~/lib/catalogue/saved-searches";
import {
  MAX_SAVED_SEARCHES,
  type SavedSearchFrequency,
} from "~/lib/catalogue/saved-search-options";
import { activeFilters, type BrowseFilters } from "~/lib/catalogue/filters";
import { toStateSlug } from "~/lib/catalogue/catalog";
import { DomainError, isUniqueViolation, notFound, requireId } from "../shared/errors.server";
import { msg } from "~/i18n/messages";
import type { Tx } from "../shared/locks.server";
import { normaliseMake, prefixQuery } from "../catalogue/search.server";

/** The advisory lock namespace of one user's saved searches (no other code uses it). */
const SAVED_SEARCH_LOCK = 727_295;

/** The refusals as `searches` message keys (docs/decisions/023-languages.md, "Messages as keys"). */
export const LIMIT_MESSAGE = msg("searches.refusal.limit", { max: MAX_SAVED_SEARCHES });
export const NO_FILTER_MESSAGE = msg("searches.refusal.noFilter");

/** Takes the user's saved-search lock until the end of `tx`. */
async function lockUserSearches(tx: Tx, userId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${SAVED_SEARCH_LOCK}, hashtext(${userId}))`);
}

/**
 * The matcher's columns for a search's filters: what browse's `filterConditions`
 * (search.server.ts) tests, kept so one indexed query finds the searches a listing meets.
 */
export function matchColumns(f: BrowseFilters) {
  return {
    make: f.make ? normaliseMake(f.make) : "",
    state: (f.location && toStateSlug(f.location)) || "",
    category: f.category ?? "",
    minPrice: f.minPrice,
    maxPrice: f.maxPrice,
    minYear: f.minYear,
    maxYear: f.maxYear,
    minMileage: f.minMileage,
    maxMileage: f.maxMileage,
    fuelTypes: f.fuelType,
    transmissions: f.transmission,
    conditions: f.condition,
    features: f.features,
    verifiedOnly: f.verified,
    sellerId: f.sellerId,
    tsquery: f.search ? prefixQuery(f.search) : null,
  };
}

const newMatchesColumn =
  sql<number>`(select count(*) from ${savedSearchMatches} m where m.saved_search_id = ${savedSearches.id} and m.created_at > ${savedSearches.lastViewedAt})`.mapWith(
    Number,
  );

const viewColumns = {
  id: savedSearches.id,
  name: savedSearches.name,
  query: savedSearches.query,
  frequency: savedSearches.frequency,
  createdAt: savedSearches.createdAt,
  newMatches: newMatchesColumn,
};

type ViewRow = {
  id: string;
  name: string;
  query: string;
  frequency: SavedSearchFrequency;
  createdAt: Date;
  newMatches: number;
};

const toView = (r: ViewRow): SavedSearchView => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

/** Reads the schema's answer as a DomainError 400 with its field errors. */
function invalid(error: z.ZodError): DomainError {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues)
    (fields[String(issue.path[0] ?? "form")] ??= []).push(issue.message);
  return new DomainError(400, error.issues[0]?.message ?? msg("searches.refusal.check"), fields);
}

/**
 * Saves a search for `userId`: `input` is `{name, query, frequency}` (unknown fields ignored).
 * `mode` says how the query's filters are read: `strict` (the API) refuses a bad value with
 * 400 and its field; `lenient` (the browse form, whose URL browse read leniently) drops it.
 * Answers the saved search. 400, 409 as the module says.
 */
export async function createSavedSearch(
  userId: string,
  input: unknown,
  mode: "strict" | "lenient" = "strict",
): Promise<SavedSearchView> {
  const parsed = NewSavedSearchSchema.safeParse(input);
  if (!parsed.success) throw invalid(parsed.error);
  const { name, frequency } = parsed.data;
  const { filters, query, errors } = savedSearchFilters(parsed.data.query, mode);
  if (Object.keys(errors).length) {
    const first = Object.values(errors)[0][0];
    throw new DomainError(400, first, errors);
  }
  if (!activeFilters(filters).length)
    throw new DomainError(400, NO_FILTER_MESSAGE, { query: [NO_FILTER_MESSAGE] });
  try {
    return await db().transaction(async (tx) => {
      await lockUserSearches(tx, userId);
      const mine = await tx
        .select({ name: savedSearches.name, query: savedSearches.query })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId));
      const same = mine.find((s) => s.query === query);
      if (same) throw new DomainError(409, msg("searches.refusal.sameAs", { name: same.name }));
      if (mine.length >= MAX_SAVED_SEARCHES) throw new DomainError(409, LIMIT_MESSAGE);
      const [row] = await tx
        .insert(savedSearches)
        .values({ userId, name, query, frequency, ...matchColumns(filters) })
        .returning();
      return toView({
        id: row.id,
        name: row.name,
        query: row.query,
        frequency: row.frequency,
        createdAt: row.createdAt,
        newMatches: 0,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(409, msg("searches.refusal.already"));
    throw error;
  }
}

/** `userId`'s saved searches, oldest first, each with its new matches since last opened. */
export async function listSavedSearches(userId: string): Promise<SavedSearchView[]> {
  const rows = await db()
    .select(viewColumns)
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  return rows.map(toView);
}

/** One of `userId`'s saved searches; 404 when unknown or someone else's. */
export async function getSavedSearch(userId: string, id: unknown): Promise<SavedSearchView> {
  const searchId = requireId(id, "Saved search");
  const [row] = await db()
    .select(viewColumns)
    .from(savedSearches)
    .where(and(eq(savedSearches.id, searchId), eq(savedSearches.userId, userId)));
  if (!row) throw notFound("Saved search");
  return toView(row);
}

/**
 * Renames a search and/or changes its frequency (`{name?, frequency?}`). Turned off, the
 * matches not yet mailed are settled, so turning it on later does not mail old cars. 400, 404.
 */
export async function updateSavedSearch(
  userId: string,
  id: unknown,
  input: unknown,
): Promise<SavedSearchView> {
  const searchId = requireId(id, "Saved search");
  const parsed = SavedSearchChangeSchema.safeParse(input);
  if (!parsed.success) throw invalid(parsed.error);
  const { name, frequency } = parsed.data;
  const changed = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(savedSearches)
      .set({
        ...(name !== undefined && { name }),
        ...(frequency !== undefined && { frequency }),
        updatedAt: new Date(),
      })
      .where(and(eq(savedSearches.id, searchId), eq(savedSearches.userId, userId)))
      .returning({ id: savedSearches.id });
    if (row && frequency === "off") await settleUnmailed(tx, searchId);
    return row;
  });
  if (!changed) throw notFound("Saved search");
  return getSavedSearch(userId, searchId);
}

/** Marks a search's unmailed matches settled (it was turned off: nothing will be mailed). */
export async function settleUnmailed(tx: Pick<Tx, "update">, searchId: string) {
  await tx
    .update(savedSearchMatches)
    .set({ mailedAt: new Date() })
    .where(
      and(eq(savedSearchMatches.savedSearchId, searchId), isNull(savedSearchMatches.mailedAt)),
    );
}

/** Deletes one of `userId`'s saved searches (and its matches). 404 unknown or another's. */
export async function deleteSavedSearch(userId: string, id: unknown): Promise<void> {
  const searchId = requireId(id, "Saved search");
  const gone = await db()
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, searchId), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (!gone.length) throw notFound("Saved search");
}

/**
 * Opens a search (the Open link of /saved-searches): its matches from now on count as new.
 * Answers the browse URL to go to. 404 unknown or another's.
 */
export async function openSavedSearch(userId: string, id: unknown): Promise<string> {
  const searchId = requireId(id, "Saved search");
  const [row] = await db()
    .update(savedSearches)
    .set({ lastViewedAt: new Date() })
    .where(and(eq(savedSearches.id, searchId), eq(savedSearches.userId, userId)))
    .returning({ query: savedSearches.query });
  if (!row) throw notFound("Saved search");
  return `/browse${row.query ? `?${row.query}` : ""}`;
}

/**
 * What every admin list page (users, listings, reports, audit; docs/decisions/013-admin-panel.md)
 * reads from its URL: the filters by `schema` (a query that does not fit is ignored rather than
 * failing the page), the page from `list` (a stale or bad cursor falls back to the first page), the
 * typed filters to keep in the form and the links, and the "Next page" link by index; and how an
 * admin page answers a model's refusal (`orPageError`).
 */
import { data } from "react-router";
import { DomainError } from "~/models/shared/errors.server";

/**
 * `work`'s result, or its DomainError thrown as the page's error answer with the same status
 * and message: an admin page whose model says 404 "User not found" shows that in the admin
 * error boundary, instead of a 500 "Failed to load admin data". Other errors pass through.
 */
export async function orPageError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof DomainError)
      throw data({ message: error.message }, { status: error.status });
    throw error;
  }
}

type Schema<F> = {
  safeParse: (v: unknown) => { success: true; data: F } | { success: false };
};

export async function adminListPage<
  F extends { before?: string; page?: number },
  P extends { nextCursor: string | null },
>(
  request: Request,
  schema: Schema<F>,
  keys: readonly string[],
  list: (filters: F) => Promise<P>,
  fixed: Partial<F> = {},
): Promise<{ page: P; filters: Record<string, string>; next: string | null }> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = schema.safeParse(params);
  // The pages read by index only: a page number would cost a count on every visit.
  const filters = { ...(parsed.success ? parsed.data : ({} as F)), ...fixed, page: undefined };
  const page = await list(filters).catch((error: unknown) => {
    if (error instanceof DomainError && error.status === 400 && filters.before)
      return list({ ...filters, before: undefined });
    throw error;
  });
  const kept: Record<string, string> = {};
  for (const key of keys) if (params[key] && parsed.success) kept[key] = params[key].slice(0, 100);
  const next = page.nextCursor
    ? `?${new URLSearchParams({ ...kept, before: page.nextCursor })}`
    : null;
  return { page, filters: kept, next };
}

/**
 * `GET /api/admin/verifications` (staff: `review:document:any`): verification documents
 * waiting for review, oldest first, each with its `url` on the authorised file route. Paged
 * by `?page=` (from 1) and `?limit=` (1-100, default 50), answering `data.pagination
 * {currentPage, totalPages, total, limit}` as every list does; or, for a queue that moves
 * while it is read, by `?before=` (the previous page's `nextBefore`: `<uploadedAt>_<id>`, read
 * by index; `pagination` is then null). `data {documents, nextBefore, total, pagination}`;
 * `nextBefore` is null on the last page.
 */
import { z } from "zod";
import { countDocumentQueue, listDocumentQueue } from "~/models/trust/verification.server";
import { apiOk, methods, readQueryWith } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { keysetCursor, parseKeysetCursor } from "~/lib/ids";
import { pageOffset, paginationOf, pagingParams } from "~/lib/pagination";
import { requireApiPermission } from "~/request/session.server";
import type { Route } from "./+types/verifications";

const QuerySchema = z.object({
  ...pagingParams(100, 50),
  before: z
    .string()
    .max(100)
    .transform((v, ctx) => {
      const cursor = parseKeysetCursor(v);
      if (!cursor) {
        ctx.addIssue({ code: "custom", message: "Use the nextBefore of the previous page" });
        return z.NEVER;
      }
      return { uploadedAt: cursor.at, id: cursor.id };
    })
    .optional(),
});

const openapi = operations({
  get: {
    tag: "Admin",
    summary:
      "Staff (moderators and admins): the documents waiting for review, oldest first. `data {documents: [{id, type, typeLabel, issuedAt, uploadedAt, fileName, contentType, url, user {id, name, email, phone, businessName}}], nextBefore, total, pagination {currentPage, totalPages, total, limit}}`. Page with `page`/`limit`, or pass `nextBefore` as `before` for the next page by index (null on the last; `pagination` is then null).",
    auth: "bearer",
    query: {
      page: "Page number from 1 (default 1; ignored with `before`).",
      limit: "Documents per page, 1-100 (default 50).",
      before: "The previous page's `nextBefore` (`<uploadedAt>_<id>`).",
    },
    errors: { ...AUTH_ERRORS, 400: "A bad limit or cursor.", 403: "Not staff." },
  },
});

const api = methods(
  {
    GET: async ({ request }: Route.LoaderArgs) => {
      await requireApiPermission(request, "review:document:any");
      const query = readQueryWith(request, QuerySchema);
      const { page = 1, limit, before } = query;
      const [documents, total] = await Promise.all([
        listDocumentQueue({
          limit,
          before: before ?? null,
          offset: before ? 0 : pageOffset(page, limit),
        }),
        countDocumentQueue(),
      ]);
      const last = documents.at(-1);
      return apiOk({
        documents,
        nextBefore:
          documents.length === limit && last ? keysetCursor(last.uploadedAt, last.id) : null,
        total,
        pagination: before ? null : paginationOf(page, limit, total),
      });
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

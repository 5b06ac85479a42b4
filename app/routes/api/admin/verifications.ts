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
import { apiHandler, apiOk, methodNotAllowed, readQueryWith } from "~/request/api.server";
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

export const loader = apiHandler(async ({ request }: Route.LoaderArgs) => {
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
    nextBefore: documents.length === limit && last ? keysetCursor(last.uploadedAt, last.id) : null,
    total,
    pagination: before ? null : paginationOf(page, limit, total),
  });
});

export const action = methodNotAllowed;

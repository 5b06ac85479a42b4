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
import { apiAnswer, methods, readQueryWith } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { adminPaging } from "~/lib/admin/admin-schemas";
import { VerificationQueueSchema } from "~/lib/admin/answers-admin";
import { keysetCursor, parseKeysetCursor } from "~/lib/forms/ids";
import { pageOffset, paginationOf } from "~/lib/api/pagination";
import { requireApiPermission } from "~/request/session.server";
import type { Route } from "./+types/verifications";

/** The queue's paging: by page number, or by index on (uploadedAt, id). */
const QuerySchema = z.object({
  ...adminPaging("documents"),
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
    .optional()
    .describe(
      "Instead of `page`: the previous page's `nextBefore` (`<uploadedAt>_<id>`), to read the next page by index (`pagination` is then null).",
    ),
});

const openapi = operations({
  get: {
    operationId: "listVerifications",
    tag: "Admin",
    summary:
      "Staff (moderators and admins): the documents waiting for review, oldest first. Paged by `page`/`limit` (with `pagination`), or by index: pass `nextBefore` as `before`.",
    auth: "bearer",
    query: QuerySchema,
    answer: VerificationQueueSchema,
    errors: {
      ...AUTH_ERRORS,
      400: "A page or limit that is not a whole number in range, or a bad cursor (`errors` by parameter).",
      403: "Not staff.",
    },
  },
});

const api = methods(
  {
    GET: async ({ request }: Route.LoaderArgs) => {
      await requireApiPermission(request, "review:document:any");
      const query = readQueryWith(request, QuerySchema);
      const { page, limit, before } = query;
      const [documents, total] = await Promise.all([
        listDocumentQueue({
          limit,
          before: before ?? null,
          offset: before ? 0 : pageOffset(page, limit),
        }),
        countDocumentQueue(),
      ]);
      const last = documents.at(-1);
      return apiAnswer(openapi.get, {
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

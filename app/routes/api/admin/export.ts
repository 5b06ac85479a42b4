/**
 * `GET /api/admin/export/{users|listings|payments|reports|audit}.csv` (admins:
 * `export:data:any`): the data as CSV with a header row, streamed, with the same filters as
 * the admin pages (`?q=`, `?status=`...). Never password hashes, tokens or secrets. A plain GET
 * link, so the admin pages' "Export CSV" works without JavaScript. 403 for moderators, 400
 * for a bad filter; the route table serves only the five names (the handler still answers 404
 * to another, should one be routed to it).
 */
import { EXPORTS, exportCsv, type ExportName } from "~/models/admin/export.server";
import { z } from "zod";
import { PAYMENT_STATUSES } from "~/lib/vocabulary/domain-billing";
import { apiError, methods, readQueryWith } from "~/request/api.server";
import { AUTH_ERRORS, operationsByPath } from "~/request/openapi.server";
import { requireApiPermission } from "~/request/session.server";
import type { Route } from "./+types/export";
import {
  AdminListingQuerySchema,
  AdminReportQuerySchema,
  AdminUserQuerySchema,
  AuditQuerySchema,
} from "~/lib/admin/admin-schemas";
import { msg } from "~/i18n/messages";

/** Each export takes its admin list's filters (paging aside). */
const FILTERS: Record<ExportName, z.ZodObject> = {
  users: AdminUserQuerySchema.omit({ before: true, page: true, limit: true }),
  listings: AdminListingQuerySchema.omit({ before: true, page: true, limit: true }),
  reports: AdminReportQuerySchema.omit({ before: true, page: true, limit: true }),
  audit: AuditQuerySchema.omit({ before: true, page: true, limit: true }),
  payments: z.object({ status: z.enum(PAYMENT_STATUSES).optional() }),
};

/** The operationId of each export (`exportUsersCsv`...). */
const OPERATION_IDS: Record<ExportName, string> = {
  users: "exportUsersCsv",
  listings: "exportListingsCsv",
  payments: "exportPaymentsCsv",
  reports: "exportReportsCsv",
  audit: "exportAuditCsv",
};

/** Where each export's filters come from, as its summary says. */
const FILTERED_AS: Record<ExportName, string> = {
  users: "as `GET /api/admin/users`",
  listings: "as `GET /api/admin/listings`",
  payments: "by the payment's `status`",
  reports: "as `GET /api/admin/reports`",
  audit: "as `GET /api/admin/audit`",
};

const openapi = operationsByPath(
  Object.fromEntries(
    EXPORTS.map((name) => [
      `/api/admin/export/${name}.csv`,
      {
        get: {
          operationId: OPERATION_IDS[name],
          tag: "Admin",
          summary: `Admins: the ${name} as CSV (a header row, then one row each), streamed as an attachment, filtered ${FILTERED_AS[name]} (paging aside). Never password hashes, tokens or secrets. The export is audited.`,
          auth: "bearer",
          content: "text/csv",
          query: FILTERS[name],
          errors: {
            ...AUTH_ERRORS,
            400: "An unknown filter value, or a filter too long or with control characters (`errors` by parameter).",
            403: "Not an admin (moderators included).",
          },
        },
      },
    ]),
  ),
);

const api = methods(
  {
    GET: async ({ request, context }: Route.LoaderArgs) => {
      const staff = await requireApiPermission(request, "export:data:any");
      const file = new URL(request.url).pathname.split("/").pop() ?? "";
      const name = file.replace(/\.csv$/, "") as ExportName;
      if (!file.endsWith(".csv") || !EXPORTS.includes(name))
        return apiError(404, msg("refusals.api.noExport"));
      const parsed = readQueryWith(request, FILTERS[name]);
      const filters = Object.fromEntries(
        Object.entries(parsed).map(([k, v]) => [k, v === undefined ? undefined : String(v)]),
      );
      const body = await exportCsv({ ...staff, ip: context?.clientIp ?? null }, name, filters);
      const day = new Date().toISOString().slice(0, 10);
      return new Response(body, {
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="motormart-${name}-${day}.csv"`,
          "Cache-Control": "private, no-store",
          "X-Content-Type-Options": "nosniff",
        },
      });
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

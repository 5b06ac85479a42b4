/**
 * `GET /api/admin/users` (admins: `read:user:any`): the product's Admin user list `{id, name,
 * email, phone, location, joinDate, status: active | suspended | pending, role, plan,
 * accountType, verified}`, newest first. Filters: `?q=` (part of the name, e-mail or phone),
 * `?status=`, `?role=`, `?plan=`, `?accountType=`. Paged as every list (lib/api/pagination.ts):
 * `?page=` (from 1) and `?limit=` (1-100, default 50), answering `pagination {currentPage,
 * totalPages, total, limit}` counted with the same filters; or by index with `?before=` (the
 * previous page's `nextBefore`; `pagination` is then null). `data {users, nextBefore,
 * pagination}`; `nextBefore` is null on the last page. 400 for an unknown filter value, a bad
 * page or limit, or a malformed cursor.
 */
import { AdminUserQuerySchema } from "~/lib/admin/admin-schemas";
import { AdminUserPageSchema } from "~/lib/admin/answers-admin";
import { listUsersForAdmin } from "~/models/admin/users.server";
import { apiAnswer, methods, readQueryWith } from "~/request/api.server";
import { AUTH_ERRORS, operations } from "~/request/openapi.server";
import { requireApiPermission } from "~/request/session.server";
import type { Route } from "./+types/users";

const openapi = operations({
  get: {
    operationId: "listAdminUsers",
    tag: "Admin",
    summary:
      "Admins: accounts newest first, filtered. Paged by `page`/`limit` (with `pagination`), or by index: pass `nextBefore` as `before`.",
    auth: "bearer",
    query: AdminUserQuerySchema,
    answer: AdminUserPageSchema,
    errors: {
      ...AUTH_ERRORS,
      400: "An unknown filter value, a page or limit that is not a whole number in range, or a bad cursor (`errors` by parameter).",
      403: "Not an admin (moderators included).",
    },
  },
});

const api = methods(
  {
    GET: async ({ request, context }: Route.LoaderArgs) => {
      const staff = await requireApiPermission(request, "read:user:any");
      const query = readQueryWith(request, AdminUserQuerySchema);
      const { users, nextCursor, pagination } = await listUsersForAdmin(
        { ...staff, ip: context?.clientIp ?? null },
        query,
      );
      return apiAnswer(openapi.get, { users, nextBefore: nextCursor, pagination });
    },
  },
  openapi,
);

export const loader = api;
export const action = api;

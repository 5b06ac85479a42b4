/** `/admin`: the admin panel starts with moderation; staff only (403 for others). */
import { redirect } from "react-router";
import { requireUserWithPermission } from "~/lib/session.server";
import type { Route } from "./+types/admin";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUserWithPermission(request, "approve:listing:any");
  return redirect("/admin/listings");
}

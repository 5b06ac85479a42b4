/** `/admin`: the admin panel starts with moderation; staff only (403 for others). */
import { redirect } from "react-router";
import { requireUserWithPermission } from "~/request/session.server";
import type { Route } from "./+types/index";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUserWithPermission(request, "approve:listing:any");
  return redirect("/admin/listings");
}

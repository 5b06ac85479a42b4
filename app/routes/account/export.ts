/**
 * `/account/export.json` (signed in): everything we hold about
 * the user as a JSON attachment (models/account/export.server.ts), never cached. A plain link
 * on the dashboard's Account tab downloads it, with or without JavaScript.
 */
import { exportAccountData } from "~/models/account/export.server";
import { requireUser } from "~/request/session.server";
import type { Route } from "./+types/export";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, "/dashboard?tab=account");
  const body = JSON.stringify(await exportAccountData(user.id), null, 2);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="motormart-data-${day}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}

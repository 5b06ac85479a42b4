/**
 * `GET /beacon/view/{id}`: counts a view of a car page (docs/product.md#car-detail; the rules in
 * models/catalogue/detail.server.ts `recordListingView`). The car page names it in a 1x1
 * `<img>`, so it works without JavaScript, and the page itself stays the same for everyone and
 * cacheable (docs/decisions/019-cacheable-pages.md).
 *
 * It also records the car as recently viewed (docs/product.md#recently-viewed-and-similar-cars):
 * in the account of a signed-in user, else first in the visitor's `mm_recent` cookie (Path=/,
 * read by the home page only, so browse and car pages stay shared).
 *
 * Answers a transparent 1x1 GIF that no cache keeps (every landing asks again; the model counts
 * one per signed-in user or browser per Lagos day and a few per IP). Bots are not counted, and
 * neither is a `HEAD` (a link checker or a script asking about the image: no page asked for it
 * to be shown), which answers the same headers without a cookie or a body. An
 * id that is not a listing id answers 404; any other, counted or not, the same GIF, so the
 * beacon tells nothing about a listing.
 */
import { isbot } from "isbot";
import { isUuid } from "~/lib/forms/ids";
import { recordListingView } from "~/models/catalogue/detail.server";
import { recordRecentViews } from "~/models/catalogue/recently-viewed.server";
import { recentCookieWith } from "~/request/recently-viewed.server";
import { getUser } from "~/request/session.server";
import { visitorOf } from "~/request/visitor.server";
import type { Route } from "./+types/view-beacon";

/** The smallest transparent GIF (43 bytes). */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isUuid(params.id)) return new Response(null, { status: 404 });
  const headers = new Headers({
    "Content-Type": "image/gif",
    "Content-Length": String(PIXEL.length),
    "Cache-Control": "private, no-store",
  });
  if (request.method === "HEAD") return new Response(null, { headers });
  const ua = request.headers.get("user-agent") ?? "";
  if (ua && !isbot(ua)) {
    const user = await getUser(request);
    let visitor: string;
    if (user) {
      visitor = `user:${user.id}`;
      await recordRecentViews(user.id, [params.id]);
    } else {
      const v = await visitorOf(request);
      for (const c of v.setCookies) headers.append("Set-Cookie", c);
      visitor = `visitor:${v.id}`;
      const recent = await recentCookieWith(request, params.id);
      if (recent) headers.append("Set-Cookie", recent);
    }
    await recordListingView(params.id, visitor, context?.clientIp ?? "unknown");
  }
  return new Response(new Uint8Array(PIXEL), { headers });
}

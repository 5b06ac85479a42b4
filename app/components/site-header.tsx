/**
 * The top navigation bar (docs/product.md#navigation-and-error-fallback). The bar itself is a
 * static part (site-header-part.tsx; docs/decisions/030-static-parts.md): it needs no JavaScript,
 * so a first visit downloads none for it. It renders again in the browser when its input
 * changes: the user's badges, or the address (the active link, the language switch's way back).
 */
import { useLocation } from "react-router";
import type { HeaderUser } from "./site-header-part";
import { staticPart } from "./static-part";

export type { HeaderUser };

const HeaderBar = staticPart(() => import("./site-header-part").then((m) => m.HeaderBar));

export function SiteHeader({ user }: { user: HeaderUser }) {
  const { pathname, search } = useLocation();
  return <HeaderBar user={user} pathname={pathname} search={search} />;
}

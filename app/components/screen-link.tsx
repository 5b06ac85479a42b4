/**
 * A link to one of the product's screens that renders nothing (or `fallback`) while that
 * screen is not built yet (lib/format/screens.ts, SCREENS_NOT_BUILT), so no link ever leads to a 404.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { isScreenLive } from "~/lib/format/screens";

export function ScreenLink({
  to,
  className,
  children,
  fallback = null,
  prefetch,
}: {
  to: string;
  className?: string;
  children: ReactNode;
  fallback?: ReactNode;
  prefetch?: "none" | "intent" | "render" | "viewport";
}) {
  if (!isScreenLive(to)) return <>{fallback}</>;
  return (
    <Link to={to} className={className} prefetch={prefetch}>
      {children}
    </Link>
  );
}

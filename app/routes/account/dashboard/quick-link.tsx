/** A dashboard quick action, shown only when its screen exists (lib/format/screens.ts, SCREENS_NOT_BUILT). */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLocalePath } from "~/i18n/react";
import { isScreenLive } from "~/lib/format/screens";

export function QuickLink({ to, children }: { to: string; children: ReactNode }) {
  const l = useLocalePath();
  return isScreenLive(to) ? (
    <li>
      <Link to={l(to)}>{children}</Link>
    </li>
  ) : null;
}

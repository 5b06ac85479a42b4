/**
 * The top navigation bar (public-pages.md, Top navigation bar). Below 768 px the main links
 * move into a <details> menu, which opens and closes without JavaScript; with JavaScript it
 * also closes when a link is chosen.
 */
import { useEffect, useRef } from "react";
import { Form, NavLink, useLocation } from "react-router";
import { SITE } from "~/lib/site";
import { BellIcon, ChatIcon, HeartIcon, MenuIcon, SearchIcon, UserIcon } from "./icons";

export const MAIN_LINKS = [
  { to: "/browse", label: "Browse Cars" },
  { to: "/new-cars", label: "New Cars" },
  { to: "/tokunbo", label: "Tokunbo" },
  { to: "/nigerian-used", label: "Nigerian Used" },
  { to: "/dashboard", label: "Dashboard" },
];

export function Logo() {
  return (
    <a href="/" className="text-brand-700 flex items-center gap-2 font-extrabold tracking-tight">
      <img src="/favicon.svg" alt="" width="28" height="28" />
      <span className="text-lg">{SITE.name}</span>
    </a>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2 py-1.5 text-sm font-medium hover:bg-slate-100 ${isActive ? "text-brand-700" : "text-slate-700"}`;

/**
 * The signed-in user, with their unread message count (the Messages badge) and unread
 * in-app notifications (the Notifications badge, issue 12).
 */
export type HeaderUser = {
  id: string;
  firstName: string;
  role: string;
  unread: number;
  notifications: number;
} | null;

/** A count for a badge: "99+" past 99. */
const badgeText = (n: number) => (n > 99 ? "99+" : String(n));
const badgeClass =
  "bg-brand-600 absolute -top-0.5 -right-0.5 min-w-5 rounded-full px-1 text-center text-xs font-bold text-white";

/**
 * Signed out: Login. Signed in: the user's name (to the dashboard) and Log out (a POST). The
 * bar shows them from 640 px; the phone menu (below 768 px) shows them as its list items, so
 * a phone always has them.
 */
function AccountLinks({ user, menu = false }: { user: HeaderUser; menu?: boolean }) {
  const item = menu
    ? "block rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100"
    : "rounded-md px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100";
  const links = user
    ? [
        <a key="dashboard" href="/dashboard" className={item}>
          {user.firstName}
        </a>,
        <Form key="logout" method="post" action="/logout" className={menu ? undefined : "inline"}>
          <button type="submit" className={menu ? `${item} w-full text-left` : item}>
            Log out
          </button>
        </Form>,
      ]
    : [
        <a key="login" href="/login" className={item}>
          Login
        </a>,
      ];
  if (!menu) return links;
  return links.map((link, i) => (
    <li key={link.key} className={i === 0 ? "mt-1 border-t border-slate-100 pt-1" : undefined}>
      {link}
    </li>
  ));
}

export function SiteHeader({ user }: { user: HeaderUser }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.pathname, location.search]);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95">
      <nav
        aria-label="Main"
        className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4 md:h-16"
      >
        <Logo />
        <ul className="ml-4 hidden items-center gap-1 md:flex">
          {MAIN_LINKS.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} className={linkClass} prefetch="none">
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-1">
          <a
            href="/browse#search"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-label="Search cars"
          >
            <SearchIcon />
          </a>
          <a
            href="/favorites"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
            aria-label="Saved cars"
          >
            <HeartIcon />
          </a>
          {user && (
            <a
              href="/chats"
              className="relative rounded-md p-2 text-slate-700 hover:bg-slate-100"
              aria-label={user.unread ? `Messages, ${user.unread} unread` : "Messages"}
            >
              <ChatIcon />
              {user.unread > 0 && (
                <span className={badgeClass} aria-hidden="true">
                  {badgeText(user.unread)}
                </span>
              )}
            </a>
          )}
          {user && (
            <a
              href="/notifications"
              className="relative rounded-md p-2 text-slate-700 hover:bg-slate-100"
              aria-label={
                user.notifications ? `Notifications, ${user.notifications} unread` : "Notifications"
              }
            >
              <BellIcon />
              {user.notifications > 0 && (
                <span className={badgeClass} aria-hidden="true">
                  {badgeText(user.notifications)}
                </span>
              )}
            </a>
          )}
          <a
            href="/profile"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
            aria-label="My profile"
          >
            <UserIcon />
          </a>
          <div className="hidden items-center sm:flex">
            <AccountLinks user={user} />
          </div>
          <a
            href="/sell"
            className="bg-brand-600 hover:bg-brand-700 rounded-md px-3 py-1.5 text-sm font-semibold text-white"
          >
            <span className="sm:hidden">Sell</span>
            <span className="hidden sm:inline">Sell Your Car</span>
          </a>
          <details ref={menu} className="relative md:hidden">
            <summary
              className="cursor-pointer list-none rounded-md p-2 text-slate-700 hover:bg-slate-100"
              aria-label="Menu"
            >
              <MenuIcon />
            </summary>
            <ul className="absolute right-0 mt-2 w-56 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
              {MAIN_LINKS.map((l) => (
                <li key={l.to}>
                  <a
                    href={l.to}
                    className="block rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100"
                  >
                    {l.label}
                  </a>
                </li>
              ))}
              <AccountLinks user={user} menu />
              <li>
                <a
                  href="/sell"
                  className="bg-brand-600 mt-1 block rounded-md px-3 py-2 text-center text-sm font-semibold text-white"
                >
                  Sell Your Car
                </a>
              </li>
            </ul>
          </details>
        </div>
      </nav>
    </header>
  );
}

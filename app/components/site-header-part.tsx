/**
 * The top navigation bar (docs/product.md#navigation-and-error-fallback), a static part
 * (docs/decisions/030-static-parts.md; site-header.tsx declares it): it renders nothing that
 * needs JavaScript, so a first visit downloads no code for it. Below 768 px the main links move
 * into a <details> menu, which opens and closes without JavaScript; with JavaScript its links
 * navigate in place (`CLIENT_LINK`, components/client-links.ts) and close the menu. Icon links
 * carry their name as `title`, the browser's own tooltip. At every width from 320 px, signed in
 * or out, the bar fits the window (tests/e2e/layout.spec.ts).
 */
import { href } from "react-router";
import { CLIENT_LINK } from "./client-links";
import { LanguageSwitch } from "./language-switch";
import type { MessageKey } from "~/i18n/keys";
import { useLocalePath, useT } from "~/i18n/react";
import { unprefixedPath } from "~/i18n/languages";
import { SITE } from "~/lib/format/site";
import { ButtonLink } from "./form-parts/button";
import { HeartIcon } from "./icons";
import { BellIcon, ChatIcon, MenuIcon, SearchIcon, UserIcon } from "./part-icons";
import type { Role } from "~/lib/vocabulary/domain";

export const MAIN_LINKS: { to: string; label: MessageKey }[] = [
  { to: "/browse", label: "common.nav.browse" },
  { to: "/new-cars", label: "common.nav.newCars" },
  { to: "/tokunbo", label: "common.nav.tokunbo" },
  { to: "/nigerian-used", label: "common.nav.nigerianUsed" },
  { to: "/dashboard", label: "common.nav.dashboard" },
];

export function Logo() {
  const l = useLocalePath();
  return (
    <a
      href={l(href("/:lang?"))}
      {...CLIENT_LINK}
      className="text-brand-700 flex shrink-0 items-center gap-2 font-extrabold tracking-tight"
    >
      <img src="/favicon.svg" alt="" width="28" height="28" />
      <span className="text-lg">{SITE.name}</span>
    </a>
  );
}

/**
 * The signed-in user, with their unread message count (the Messages badge) and unread
 * in-app notifications (the Notifications badge; docs/product.md#profile-and-settings).
 */
export type HeaderUser = {
  id: string;
  firstName: string;
  role: Role;
  unread: number;
  notifications: number;
} | null;

const linkClass = (isActive: boolean) =>
  `rounded-md px-2 py-1.5 text-sm font-medium hover:bg-slate-100 ${isActive ? "text-brand-700" : "text-slate-700"}`;

/** Whether a main link is the current page or one under it (NavLink's rule). */
const isActive = (to: string, pathname: string) => pathname === to || pathname.startsWith(`${to}/`);

/** A count for a badge: "99+" past 99. */
const badgeText = (n: number) => (n > 99 ? "99+" : String(n));
const badgeClass =
  "bg-brand-600 absolute -top-0.5 -right-0.5 min-w-5 rounded-full px-1 text-center text-xs font-bold text-white";

/**
 * Signed out: Login. Signed in: the user's first name (to the dashboard, cut short with an
 * ellipsis: names run to 50 letters) and Log out (a POST). The bar shows them from 768 px;
 * below that the menu lists them, so a phone always has them.
 */
function AccountLinks({ user, menu = false }: { user: HeaderUser; menu?: boolean }) {
  const t = useT();
  const l = useLocalePath();
  const item = menu
    ? "block truncate rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100"
    : "rounded-md px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-100";
  const links = user
    ? [
        <a
          key="dashboard"
          href={l(href("/:lang?/dashboard"))}
          className={menu ? item : `${item} block max-w-32 truncate xl:max-w-40`}
          title={user.firstName}
        >
          {user.firstName}
        </a>,
        <form
          key="logout"
          method="post"
          action={href("/:lang?/logout")}
          className={menu ? undefined : "inline"}
        >
          <button type="submit" className={menu ? `${item} w-full text-left` : item}>
            {t("common.nav.logOut")}
          </button>
        </form>,
      ]
    : [
        <a key="login" href={l(href("/:lang?/login"))} className={item}>
          {t("common.nav.login")}
        </a>,
      ];
  if (!menu) return links;
  return links.map((link, i) => (
    <li key={link.key} className={i === 0 ? "mt-1 border-t border-slate-100 pt-1" : undefined}>
      {link}
    </li>
  ));
}

const iconLink = "relative shrink-0 rounded-md p-2 text-slate-700 hover:bg-slate-100";
const menuItem = "block rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100";

/**
 * The bar. Phones (below 640 px): the logo, Messages, Sell and the menu, which holds the main
 * links, the icons' pages and the account links; 640 px up the icons join the bar; 768 px up
 * the account links too, the menu goes and the main links take a second row, until the bar
 * is wide enough for one row (1024 px signed out, 1280 px signed in, with the name and Log
 * out). The menu is a <details> disclosure, so it opens without JavaScript.
 */
export function HeaderBar({
  user,
  pathname,
  search,
}: {
  user: HeaderUser;
  /** The current address, for the active link and the language switch's way back. */
  pathname: string;
  search: string;
}) {
  const current = unprefixedPath(pathname);
  const oneRow = user ? "xl" : "lg";
  const t = useT();
  const l = useLocalePath();

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95">
      <nav
        aria-label={t("common.nav.main")}
        className={`mx-auto flex min-h-14 max-w-7xl flex-wrap items-center gap-x-2 px-3 sm:px-4 md:min-h-16 ${oneRow === "xl" ? "xl:flex-nowrap" : "lg:flex-nowrap"}`}
      >
        <Logo />
        <ul
          className={`hidden items-center gap-1 md:order-last md:-mx-2 md:flex md:w-full md:pb-2 ${
            oneRow === "xl"
              ? "xl:order-none xl:mx-0 xl:ml-4 xl:w-auto xl:pb-0"
              : "lg:order-none lg:mx-0 lg:ml-4 lg:w-auto lg:pb-0"
          }`}
        >
          {MAIN_LINKS.map((link) => (
            <li key={link.to}>
              <a
                href={l(link.to)}
                {...CLIENT_LINK}
                className={linkClass(isActive(link.to, current))}
                aria-current={isActive(link.to, current) ? "page" : undefined}
              >
                {t(link.label)}
              </a>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex min-w-0 items-center gap-1">
          <a
            href={l(`${href("/:lang?/browse")}#search`)}
            className={`${iconLink} hidden sm:block lg:hidden`}
            aria-label={t("common.nav.searchCars")}
            title={t("common.nav.searchCars")}
          >
            <SearchIcon />
          </a>
          <a
            href={l(href("/:lang?/favorites"))}
            className={`${iconLink} hidden sm:block`}
            aria-label={t("common.nav.savedCars")}
            title={t("common.nav.savedCars")}
          >
            <HeartIcon />
          </a>
          {user && (
            <a
              href={l(href("/:lang?/chats"))}
              className={iconLink}
              aria-label={messagesLabel(t, user)}
              title={messagesLabel(t, user)}
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
              href={l(href("/:lang?/notifications"))}
              className={`${iconLink} hidden sm:block`}
              aria-label={notificationsLabel(t, user)}
              title={notificationsLabel(t, user)}
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
            href={l(href("/:lang?/profile"))}
            className={`${iconLink} hidden sm:block`}
            aria-label={t("common.nav.profile")}
            title={t("common.nav.profile")}
          >
            <UserIcon />
          </a>
          <div className="hidden min-w-0 items-center md:flex">
            <AccountLinks user={user} />
          </div>
          <a
            href={l(href("/:lang?/sell"))}
            className="bg-brand-600 hover:bg-brand-700 shrink-0 rounded-md px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-white"
          >
            <span className="sm:hidden">{t("common.nav.sell")}</span>
            <span className="hidden sm:inline">{t("common.nav.sellYourCar")}</span>
          </a>
          <details className="relative shrink-0 md:hidden">
            <summary
              className="relative cursor-pointer list-none rounded-md p-2 text-slate-700 hover:bg-slate-100"
              aria-label={t("common.nav.menu")}
              title={t("common.nav.menu")}
            >
              <MenuIcon />
              {user && user.notifications > 0 && (
                <span
                  className="bg-brand-600 absolute top-1 right-1 h-2.5 w-2.5 rounded-full sm:hidden"
                  aria-hidden="true"
                />
              )}
            </summary>
            <ul className="absolute right-0 mt-2 w-64 max-w-[calc(100vw-1.5rem)] rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
              {MAIN_LINKS.map((link) => (
                <li key={link.to}>
                  <a href={l(link.to)} className={menuItem}>
                    {t(link.label)}
                  </a>
                </li>
              ))}
              <li className="mt-1 border-t border-slate-100 pt-1 sm:hidden">
                <a href={l(`${href("/:lang?/browse")}#search`)} className={menuItem}>
                  {t("common.nav.searchCars")}
                </a>
              </li>
              <li className="sm:hidden">
                <a href={l(href("/:lang?/favorites"))} className={menuItem}>
                  {t("common.nav.savedCars")}
                </a>
              </li>
              {user && (
                <li className="sm:hidden">
                  <a href={l(href("/:lang?/notifications"))} className={menuItem}>
                    {notificationsLabel(t, user)}
                  </a>
                </li>
              )}
              {user && (
                <li>
                  <a href={l(href("/:lang?/saved-searches"))} className={menuItem}>
                    {t("common.nav.savedSearches")}
                  </a>
                </li>
              )}
              <li className="sm:hidden">
                <a href={l(href("/:lang?/profile"))} className={menuItem}>
                  {t("common.nav.profile")}
                </a>
              </li>
              <AccountLinks user={user} menu />
              <li>
                <ButtonLink
                  href={l(href("/:lang?/sell"))}
                  size="compact"
                  className="mt-1 block text-center"
                >
                  {t("common.nav.sellYourCar")}
                </ButtonLink>
              </li>
              <li className="mt-1 border-t border-slate-100 pt-2">
                <LanguageSwitch idPrefix="menu-language" at={{ pathname, search }} />
              </li>
            </ul>
          </details>
        </div>
      </nav>
    </header>
  );
}

type T = ReturnType<typeof useT>;
const messagesLabel = (t: T, user: NonNullable<HeaderUser>) =>
  t("common.nav.messages", { count: user.unread });
const notificationsLabel = (t: T, user: NonNullable<HeaderUser>) =>
  t("common.nav.notifications", { count: user.notifications });
